import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { digraphGame, grundyValue, perfectPlayer, playMatch, randomPlayer, solve, sumGame } from '../../src/index.js';

// Parts whose positions repeat have Smith's finite values: steering by nim-sum alone may go round a cycle and
// draw a won sum. The perfect player must still win every won sum of loopy parts, against any opponent.

/** A random digraph on `size` vertices, cycles allowed. */
const digraph = (size: number): fc.Arbitrary<number[][]> => fc.array(fc.uniqueArray(fc.integer({ min: 0, max: size - 1 }), { maxLength: 3 }), { minLength: size, maxLength: size });

describe('the perfect player of a sum of loopy parts', () => {
  test('wins every won sum of two digraph tokens (random opponents, many seeds), never a draw', () => {
    fc.assert(
      fc.property(digraph(5), digraph(5), fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 4 }), fc.integer({ min: 1, max: 1000 }), (first, second, a, b, seed) => {
        const sum = sumGame([digraphGame(first, a), digraphGame(second, b)]);
        const { result } = solve(sum.start);
        if (result !== 'win') return;
        for (let round = 0; round < 5; round++) {
          const match = playMatch(sum, [perfectPlayer, randomPlayer], { seed: seed + round, maxPlies: 400 });
          expect(match.winner, `${JSON.stringify([first, a, second, b])} seed ${seed + round}`).toBe(0);
        }
      }),
      { numRuns: 300 },
    );
  });

  test('the counterexample found: a token on 3 of 3 ⇄ 2, 3 → 0 is worth 1, and only 3 → 0 wins', () => {
    // Smith: 0 is terminal (0); 2's one follower is 3, which reverses to 0, so 2 is worth 0; 3 has followers
    // 2 and 0, both worth 0, so 3 is worth 1. Moving to 2 (the first follower worth 0) only gives the
    // opponent 2 → 3 back: steered by nim-sum alone the round was a draw. Beside it a finished part.
    const loopy = digraphGame([[], [], [3], [2, 0], []], 3);
    expect(grundyValue(loopy.start)).toBe(1);
    const sum = sumGame([digraphGame([[]], 0), loopy]);
    expect(perfectPlayer(sum.start)).toEqual({ part: 2, move: 0 });
    expect(playMatch(sum, [perfectPlayer, perfectPlayer], { maxPlies: 50 }).winner).toBe(0);
  });
});
