import { describe, expect, it } from 'vitest';
import { defineGame, grundyValue, nimGame, wythoffGame } from '../../src/index.js';
import type { GameDefinition } from '../../src/index.js';

/** Subtract 1, 2 or 3 from one heap of a list: each heap n is worth n mod 4. */
function subtraction(heaps: readonly number[], extra: Partial<GameDefinition<readonly number[], readonly [number, number]>> = {}) {
  return defineGame<readonly number[], readonly [number, number]>({
    name: 'sub123',
    start: heaps,
    moves: (position) => position.flatMap((heap, index) => [1, 2, 3].filter((take) => take <= heap).map((take) => [index, take] as const)),
    readMove: (value) => (Array.isArray(value) ? ([value[0], value[1]] as const) : undefined),
    play: (position, [index, take]) => position.map((heap, at) => (at === index ? heap - take : heap)),
    key: (position) => position.join(','),
    formatMove: ([index, take]) => `${index}:${take}`,
    parseMove: () => null,
    actionCount: 0,
    actionOf: () => 0,
    moveOfAction: () => undefined,
    ...extra,
  });
}

describe('grundyValue', () => {
  it('is the nim-sum of the heaps for Nim, from the theory', () => {
    expect(grundyValue(nimGame([1, 2, 4]).start)).toBe(7);
    expect(grundyValue(nimGame([2 ** 40, 3]).start)).toBe(2 ** 40 + 3);
  });

  it('computes a mex where no theory is given, whatever the ending', () => {
    for (let heap = 0; heap < 30; heap++) expect(grundyValue(subtraction([heap]).start)).toBe(heap % 4);
    expect(grundyValue(subtraction([5, 6, 7], { ending: 'misere' }).start)).toBe(1 ^ 2 ^ 3);
    expect(grundyValue(wythoffGame([1, 2]).start)).toBe(0);
  });

  it('values parts separately when the rules split a position', () => {
    let splits = 0;
    const game = subtraction([9, 10, 11], {
      components: (position) => {
        splits++;
        return position.length > 1 ? position.map((heap) => [heap]) : [];
      },
    });
    expect(grundyValue(game.start)).toBe(1 ^ 2 ^ 3);
    expect(splits).toBeGreaterThan(0);
  });

  it('uses a grundy rule when given, and checks what it returns', () => {
    expect(grundyValue(subtraction([5], { grundy: () => 12n }).start)).toBe(12n);
    expect(() => grundyValue(subtraction([5], { grundy: () => -1 }).start)).toThrow(
      new TypeError('sub123 normal: grundy must return a non-negative safe integer or bigint, got -1'),
    );
  });

  it('refuses what it cannot value within its limits', () => {
    expect(() => grundyValue(subtraction([400]).start, { maxDepth: 50 })).toThrow(
      new RangeError('grundyValue: the position needs a line longer than maxDepth = 50 plies; raise maxDepth or value a smaller position'.replace('value a smaller position', 'value a shorter game')),
    );
    expect(() => grundyValue(subtraction([40, 40]).start, { maxStates: 100 })).toThrow(RangeError);
    expect(() => grundyValue(null as never)).toThrow(new TypeError('state must be a game state, got null'));
  });

  it('names loopyValue when a repeating position has an infinite value', () => {
    const loop = defineGame<number, number>({
      name: 'loop',
      start: 0,
      moves: (position) => [1 - position],
      readMove: (value) => (value === 0 || value === 1 ? value : undefined),
      play: (_position, move) => move,
      key: String,
      formatMove: String,
      parseMove: () => null,
      actionCount: 2,
      actionOf: (move) => move,
      moveOfAction: (id) => id,
    });
    expect(() => grundyValue(loop.start)).toThrow(
      new RangeError('grundyValue: loop normal at 0:0 has no nim value: its loopy value is infinite (∞ with escapes []); use loopyValue'),
    );
  });

  it('follows a deep line without overflowing the stack', () => {
    expect(grundyValue(subtraction([100_001]).start)).toBe(1);
  });
});
