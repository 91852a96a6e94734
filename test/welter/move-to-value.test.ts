import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { welterGame, welterValue } from '../../src/index.js';

// A move to any value below a Welter position's own, from the walk that finds winning moves (mating.ts):
// checked against every follower on small positions, and on large ones by its result's value.

/** Every follower of a Welter position (a coin slides to an empty square below it), independent of the library. */
function followers(squares: readonly number[]): number[][] {
  const result: number[][] = [];
  for (const from of squares) for (let to = 0; to < from; to++) if (!squares.includes(to)) result.push(squares.map((square) => (square === from ? to : square)));
  return result;
}

describe('welterGame moveToValue', () => {
  test('on every position of up to four coins below square 10: a legal move to each smaller value, none to a larger', () => {
    const positions: number[][] = [];
    const grow = (from: number, chosen: number[]): void => {
      if (chosen.length > 0) positions.push([...chosen]);
      if (chosen.length === 4) return;
      for (let square = from; square < 10; square++) grow(square + 1, [...chosen, square]);
    };
    grow(0, []);
    for (const squares of positions) {
      const game = welterGame(squares);
      const value = welterValue(squares);
      const reachable = new Set(followers(squares).map((next) => welterValue(next)));
      for (let target = 0; target <= value + 2; target++) {
        const move = game.moveToValue?.(game.start, target) ?? null;
        if (target >= value) {
          expect(move, `${squares.join(',')} to ${target}`).toBeNull();
          continue;
        }
        expect(reachable.has(target)).toBe(true);
        expect(move, `${squares.join(',')} to ${target}`).not.toBeNull();
        const next = game.start.play(move ?? { from: 0, to: 0 });
        expect(welterValue(next.position)).toBe(target);
      }
    }
  });

  test('large positions: the move lands on the value asked for (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 2 ** 20 }), { minLength: 2, maxLength: 40 }), fc.nat(), (squares, pick) => {
        const value = welterValue(squares);
        if (value === 0) return;
        const target = pick % value;
        const game = welterGame(squares);
        const move = game.moveToValue?.(game.start, target) ?? null;
        expect(move).not.toBeNull();
        expect(welterValue(game.start.play(move ?? { from: 0, to: 0 }).position)).toBe(target);
      }),
      { numRuns: 200 },
    );
  });
});
