import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { greedyNimMove, isGreedyNimLosing } from '../../src/greedy-nim/index.js';
import type { Ending, Move } from '../../src/types.js';
import { thrownBy } from '../helpers.js';
import { allPositions, bruteGreedyMoves, greedyLoser } from './reference.js';

const ENDINGS: readonly Ending[] = ['normal', 'misere'];

/** The heaps after a move, of either kind. */
function after<T extends number | bigint>(heaps: readonly T[], { heap, count }: Move<T>): T[] {
  return heaps.map((size, index) => (index === heap - 1 ? ((typeof size === 'bigint' ? size - (count as bigint) : size - (count as number)) as T) : size));
}

/** Whether a move takes 1 to the heap from a largest heap. */
function isLegal<T extends number | bigint>(heaps: readonly T[], { heap, count }: Move<T>): boolean {
  const size = heaps[heap - 1];
  return size !== undefined && heaps.every((other) => other <= size) && count > 0 && count <= size;
}

describe('greedy Nim theory against brute-force search', () => {
  test.each(ENDINGS)('isGreedyNimLosing and greedyNimMove - every position of 1 to 4 heaps of 0 to 7, %s play', (ending) => {
    const loses = greedyLoser(ending);
    const positions = [1, 2, 3, 4].flatMap((length) => allPositions(length, 7));
    let losses = 0;
    for (const heaps of positions) {
      const lost = loses(heaps);
      if (lost) losses++;
      expect(isGreedyNimLosing(heaps, { play: ending }), heaps.join(',')).toBe(lost);
      const move = greedyNimMove(heaps, { play: ending });
      if (move === null) {
        expect(lost || heaps.every((heap) => heap === 0), heaps.join(',')).toBe(true);
        continue;
      }
      expect(lost).toBe(false);
      expect(isLegal(heaps, move)).toBe(true);
      expect(loses(after(heaps, move)), `${heaps.join(',')}: ${JSON.stringify(move)}`).toBe(true);
      // The move comes from the first largest heap.
      expect(move.heap).toBe(heaps.indexOf(Math.max(...heaps)) + 1);
    }
    expect(positions.length).toBe(8 + 64 + 512 + 4096);
    expect(losses).toBeGreaterThan(500);
    expect(losses).toBeLessThan(positions.length / 2);
  });

  test('isGreedyNimLosing - the rules in words: even largest heaps; misère differs only when no heap is above 1', () => {
    for (const heaps of [1, 2, 3, 4, 5].flatMap((length) => allPositions(length, 3))) {
      const largest = Math.max(...heaps);
      const atLargest = largest === 0 ? 0 : heaps.filter((heap) => heap === largest).length;
      expect(isGreedyNimLosing(heaps)).toBe(atLargest % 2 === 0);
      expect(isGreedyNimLosing(heaps, { play: 'misere' })).toBe(largest >= 2 ? atLargest % 2 === 0 : atLargest % 2 === 1);
    }
    expect(bruteGreedyMoves([3, 1, 3])).toEqual([
      { heap: 1, count: 1 },
      { heap: 3, count: 1 },
      { heap: 1, count: 2 },
      { heap: 3, count: 2 },
      { heap: 1, count: 3 },
      { heap: 3, count: 3 },
    ]);
  });
});

describe('greedy Nim theory on large heaps', () => {
  const ending = fc.constantFrom<Ending>('normal', 'misere');
  // Few distinct sizes, so ties for the largest heap are common.
  const numberHeaps = fc.array(fc.oneof(fc.constantFrom(0, 1, 2, 2 ** 53 - 1, 2 ** 40), fc.maxSafeNat()), { minLength: 1, maxLength: 7 });
  const bigHeaps = fc.array(fc.oneof(fc.constantFrom(0n, 1n, 2n, 2n ** 100n), fc.bigInt({ min: 0n, max: 2n ** 100n })), { minLength: 1, maxLength: 7 });

  test.each([
    ['safe integers', numberHeaps],
    ['bigints', bigHeaps],
  ] as const)('greedyNimMove - on %s: legal, from a largest heap, and leaves a losing position', (_, heaps) => {
    fc.assert(
      fc.property(heaps as fc.Arbitrary<number[] | bigint[]>, ending, (list, play) => {
        const move = greedyNimMove(list, { play });
        const lost = isGreedyNimLosing(list, { play });
        expect(move === null).toBe(lost || list.every((heap) => heap === 0 || heap === 0n));
        if (move === null) return;
        expect(typeof move.count).toBe(typeof list[0]);
        expect(isLegal<number | bigint>(list, move)).toBe(true);
        expect(isGreedyNimLosing(after<number | bigint>(list, move) as number[] | bigint[], { play })).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  test('greedyNimMove - the documented examples', () => {
    expect(greedyNimMove([7, 4, 2])).toEqual({ heap: 1, count: 3 });
    expect(greedyNimMove([7, 4, 4])).toEqual({ heap: 1, count: 7 });
    expect(greedyNimMove([7, 1, 0], { play: 'misere' })).toEqual({ heap: 1, count: 7 });
    expect(greedyNimMove([7, 1, 1], { play: 'misere' })).toEqual({ heap: 1, count: 6 });
    expect(greedyNimMove([5, 5])).toBeNull();
    expect(greedyNimMove([2n ** 90n, 3n])).toEqual({ heap: 1, count: 2n ** 90n - 3n });
    expect(greedyNimMove([3n, 3n, 3n])).toEqual({ heap: 1, count: 3n });
    expect(greedyNimMove([0, 9, 9, 9])).toEqual({ heap: 2, count: 9 });
    expect(greedyNimMove([2 ** 53 - 1, 2 ** 53 - 2, 2 ** 53 - 2, 2 ** 53 - 2])).toEqual({ heap: 1, count: 2 ** 53 - 1 - (2 ** 53 - 2) });
    expect(greedyNimMove([], { play: 'misere' })).toBeNull();
    expect(isGreedyNimLosing([5, 5, 2])).toBe(true);
    expect(isGreedyNimLosing([5, 5, 5, 2])).toBe(false);
    expect(isGreedyNimLosing([1, 1, 1], { play: 'misere' })).toBe(true);
    expect(isGreedyNimLosing([2n ** 90n, 2n ** 90n])).toBe(true);
    expect(isGreedyNimLosing([])).toBe(true);
    expect(isGreedyNimLosing([], { play: 'misere' })).toBe(false);
  });
});

describe('greedy Nim theory - bad input', () => {
  test.each([
    ['heaps must be an array, got 7', 7, undefined, TypeError],
    ['heaps[2] must be a non-negative safe integer, got -3', [1, 2, -3], undefined, RangeError],
    ['heaps[0] must be a non-negative safe integer, got Infinity', [Number.POSITIVE_INFINITY], undefined, RangeError],
    ['heaps[0] must be a number or a bigint, got true', [true], undefined, TypeError],
    ['heaps[1] is a number but heaps[0] is a bigint: do not mix numbers and bigints', [1n, 1], undefined, TypeError],
    ["options must be an object such as { play: 'misere' }, got 1", [1], 1, TypeError],
    [`play must be 'normal' or 'misere', got "Misere"`, [1], { play: 'Misere' }, RangeError],
  ] as const)('isGreedyNimLosing and greedyNimMove - %s', (message, heaps, options, ErrorClass) => {
    expect(thrownBy(ErrorClass, () => isGreedyNimLosing(heaps as never, options as never)).message).toBe(message);
    expect(thrownBy(ErrorClass, () => greedyNimMove(heaps as never, options as never)).message).toBe(message);
  });
});
