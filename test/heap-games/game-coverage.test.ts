// Branches of src/heap-games/game.ts and src/heap-games/custom.ts the main suite leaves unreached: the action
// numbering of a rule given as a function, the option and count caches starting again, the checks of a rule
// function's results, and the Grundy-value limits of such a rule.
import { describe, expect, test } from 'vitest';
import { HeapGame, IllegalMoveError, heapGame } from '../../src/index.js';
import { thrownBy } from '../helpers.js';

/** Grundy's game as a function: split a heap into two unequal non-empty heaps. */
const grundysGame = (n: number): number[][] => Array.from({ length: Math.ceil(n / 2) - 1 }, (_, i) => [i + 1, n - i - 1]);

/** Nim as a function: leave any smaller heap (nothing for 0). */
const nimRule = (n: number): number[][] => Array.from({ length: n }, (_, k) => (k === 0 ? [] : [k]));

/** The options of a heap of `n` under `0.07`: take 2, leaving nothing (n = 2), one heap, or two heaps. */
function count007(n: number): number {
  if (n < 2) return 0;
  return n === 2 ? 1 : 1 + Math.floor((n - 2) / 2);
}

/** The plain mex of a rule given as a function, independently of the library. */
function mexValues(rule: (n: number) => number[][], count: number): number[] {
  const values: number[] = [];
  for (let n = 0; n < count; n++) {
    const reached = new Set(rule(n).map((leave) => leave.reduce((x, size) => x ^ (values[size] ?? 0), 0)));
    let v = 0;
    while (reached.has(v)) v++;
    values.push(v);
  }
  return values;
}

describe('heapGame - coverage of the numbering and caches', () => {
  test('a rule given as a function numbers its actions on first use, once: width × the most heaps', () => {
    const game = heapGame(HeapGame.fromRule('grundy-fn', grundysGame), [9, 5, 2]);
    // width: the most options up to 9 = ceil(9 / 2) - 1 = 4. Pieces: 1, 1, then n - 1 (split off 1 each
    // time), so 9, 5, 2 hold at most 8 + 4 + 1 = 13 heaps.
    expect(game.actionCount).toBe(4 * 13);
    expect(game.actionCount).toBe(52); // the cached numbering
    // Slots by size: 2 (no option), 5 (2 options), 9 (4 options), ids rank * width + option.
    expect(game.start.actions()).toEqual([4, 5, 8, 9, 10, 11]);
    expect(game.start.playAction(9).heaps()).toEqual([2, 7, 5, 2]);
    expect(game.start.playAction(4).heaps()).toEqual([9, 1, 4, 2]);
    const error = thrownBy(IllegalMoveError, () => game.start.playAction(6));
    expect(error.code).toBe('no-such-action');
    expect(error.message).toBe('action 6 is not legal in heap:grundy-fn:9,5,2 normal at 9,5,2');
  });

  test('play - a move on an empty heap is refused: the rules allow nothing on a heap of 0', () => {
    const game = heapGame('0.07', [4, 0, 2]);
    const move = { heap: 2, take: 0, leave: [] };
    const error = thrownBy(IllegalMoveError, () => game.start.play(move));
    expect(error.code).toBe('illegal-move');
    expect(error.move).toBe(move);
    expect(error.message).toBe('illegal move 2:0->0 in heap:0.07:4,0,2 normal: 0.07 does not allow it on a heap of 0');
  });

  test('a code heap with more than 1,000,000 options cannot be played: RangeError', () => {
    // 0.77 on 4,000,000: take 1 or 2, leaving one heap or two (a + b = n - k, a <= b): 2,000,000 each.
    const error = thrownBy(RangeError, () => heapGame('0.77', [4_000_000]));
    expect(error.message).toBe('heap 4000000 has more than 1000000 options: too many to list');
    // 0.07 on 1,999,999 has 1 + 999,998 options: within the limit.
    expect(heapGame('0.07', [1_999_999]).start.moveCount()).toBe(count007(1_999_999));
  });

  test('the option-count cache starts again past 65,536 heap sizes and still counts right', () => {
    const heaps = Array.from({ length: 70_000 }, (_, i) => i + 1);
    const game = heapGame('0.07', heaps);
    const expected = heaps.reduce((sum, n) => sum + count007(n), 0);
    expect(game.start.moveCount()).toBe(expected);
    // Heap 70,000: take 2 from its end, leaving 69,998: the count of that size is asked afresh.
    const next = game.start.play({ heap: 70_000, take: 2, leave: [69_998] });
    expect(next.moveCount()).toBe(expected - count007(70_000) + count007(69_998));
    expect(next.heaps().slice(-2)).toEqual([69_999, 69_998]);
  });

  test('the option cache starts again past 2^18 options and still lists right', () => {
    // Nim as a function on heaps 1 … 730: n options each, 730 × 731 / 2 = 266,815 > 2^18 in all.
    const heaps = Array.from({ length: 730 }, (_, i) => i + 1);
    const game = heapGame(HeapGame.fromRule('nim-fn', nimRule), heaps);
    expect(game.start.moveCount()).toBe((730 * 731) / 2);
    expect(game.start.moveAt(0)).toEqual({ heap: 1, take: 1, leave: [] });
    expect(game.start.moveAt(1 + 2 + 1)).toEqual({ heap: 3, take: 2, leave: [1] });
    expect(game.start.moveAt((730 * 731) / 2 - 1)).toEqual({ heap: 730, take: 1, leave: [729] });
  });

  test('a code numbering beyond 2^53 - 1 is refused with a RangeError', () => {
    // 0.07 on 1,900,000: width 1 + 949,999 = 950,000; a heap holds at most floor((n + 2) / 3) heaps (lonely
    // sticks two apart) = 633,334; 15,000 such heaps number 950,000 × 9,500,010,000 > 2^53 ids.
    const width = count007(1_900_000);
    const most = 15_000 * Math.floor((1_900_000 + 2) / 3);
    expect(Number.isSafeInteger(width * most)).toBe(false);
    const error = thrownBy(RangeError, () => heapGame('0.07', Array.from({ length: 15_000 }, () => 1_900_000)));
    expect(error.message).toMatch(/^heap:0\.07:1900000,1900000,.*… \(\d+ characters\) would number its actions up to /);
    expect(error.message.endsWith(` would number its actions up to ${width} × ${most}, beyond 2^53 - 1: too many heaps to play`)).toBe(true);
  });
});

describe('HeapGame.fromRule - coverage of the result checks and value limits', () => {
  test('a rule that returns no iterable is a TypeError naming what it gave', () => {
    for (const [value, shown] of [
      [5, '5'],
      [null, 'null'],
      [{}, 'an object'],
    ] as const) {
      const rules = HeapGame.fromRule('bad', () => value as unknown as number[][]);
      const error = thrownBy(TypeError, () => rules.options(3));
      expect(error.message).toBe(`rule "bad" gave ${shown} for heap 3: it must return an iterable (an array, say) of lists of heaps`);
    }
  });

  test('a result that is not an array is a TypeError', () => {
    const rules = HeapGame.fromRule('mixed', () => [[1], 2 as unknown as number[]]);
    const error = thrownBy(TypeError, () => rules.options(3));
    expect(error.message).toBe('rule "mixed" gave a result for heap 3 that is not an array: 2');
  });

  test('heaps left adding up to more than n are a RangeError', () => {
    const rules = HeapGame.fromRule('grow', (n) => (n === 4 ? [[3, 3]] : []));
    const error = thrownBy(RangeError, () => rules.options(4));
    expect(error.message).toBe('rule "grow" left heaps adding up to 6 from heap 4: the heaps left must add up to at most 4');
  });

  test('an endless generator ends after 1,000,000 results in a RangeError', () => {
    let given = 0;
    const rules = HeapGame.fromRule('endless', function* endless() {
      for (;;) {
        given++;
        yield [];
      }
    });
    const error = thrownBy(RangeError, () => rules.options(3));
    expect(error.message).toBe('rule "endless" gave more than 1000000 results for heap 3: too many to list');
    expect(given).toBe(1_000_001);
  });

  test('empty heaps left are dropped and repeated results listed once', () => {
    const rules = HeapGame.fromRule('repeats', (n) => (n === 3 ? [[0, 2], [2], [1, 0, 1], [1, 1]] : []));
    expect(rules.options(3)).toEqual([[2], [1, 1]]);
  });

  test('Grundy values: an option worth more than the option count is never the mex', () => {
    // Nim, except heap 5 may only go to 3 (worth 3, above its one option): 5 is worth mex{3} = 0.
    const rule = (n: number): number[][] => (n === 5 ? [[3]] : nimRule(n));
    const rules = HeapGame.fromRule('skip', rule);
    expect(Array.from(rules.grundyValues(8))).toEqual(mexValues(rule, 8));
    expect(Array.from(rules.grundyValues(8))).toEqual([0, 1, 2, 3, 4, 0, 5, 6]);
    // Asking for fewer values than computed reuses them.
    expect(Array.from(rules.grundyValues(3))).toEqual([0, 1, 2]);
  });

  test('a rule given as a function reaches 2^20 values, and asking beyond is a RangeError', () => {
    const rules = HeapGame.fromRule('halving', (n) => Array.from({ length: Math.floor(n / 2) }, (_, i) => [n - 1 - i]));
    expect(rules.valueLimit()).toBe(2 ** 20);
    const error = thrownBy(RangeError, () => rules.grundyValues(2 ** 20 + 1));
    expect(error.message).toBe(`a rule given as a function computes at most ${2 ** 20} Grundy values, asked for ${2 ** 20 + 1}`);
  });
});
