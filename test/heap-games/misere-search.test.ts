import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { OutOfWork, TRIVIAL } from '../../src/heap-games/misere-monoid.js';
import { PositionMemo, searchWins } from '../../src/heap-games/misere-search.js';
import { referenceWins } from './reference.js';

// The exact search the quotient computation learns from, against the plain reference search (./reference.ts),
// and the memo it keeps, whose hash collisions are forced here (48-bit hashes make them rare in real searches).

describe('PositionMemo', () => {
  test('positions with the same hash are told apart heap by heap', () => {
    const memo = new PositionMemo();
    memo.set([1, 2], 7, true);
    memo.set([3], 7, false);
    memo.set([1, 3], 7, false);
    expect([memo.get([1, 2], 7), memo.get([3], 7), memo.get([1, 3], 7), memo.get([2, 2], 7), memo.get([1, 2], 8)]).toEqual([true, false, false, undefined, undefined]);
    expect([memo.size, memo.has(7), memo.has(8)]).toEqual([3, true, false]);
    memo.clear();
    expect([memo.size, memo.has(7), memo.get([1, 2], 7)]).toEqual([0, false, undefined]);
  });
});

describe('searchWins', () => {
  test('sums of copies of the largest heap (smaller heaps have no move) equal the reference search: won exactly with an even count', () => {
    // Heap 2 may be taken whole or leave a heap of 1, which has no move; the quotient below 2 is trivial.
    const options = (n: number): number[][] => (n === 2 ? [[], [1]] : []);
    const view = { leaves: [[], [], [[], [1]]], monoid: TRIVIAL, phi: [0, 0, 0] };
    const memo = new PositionMemo();
    const meter = { spent: 0, limit: Infinity };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 3 }), (copies, dead) => {
        const heaps = [...Array.from({ length: copies }, () => 2), ...Array.from({ length: dead }, () => 1)];
        const wins = searchWins(heaps, 2, view, memo, meter);
        expect([wins, wins]).toEqual([referenceWins(options, heaps, true), copies % 2 === 0]);
      }),
      { numRuns: 30, seed: 29 },
    );
  });

  test('stops with OutOfWork past the work limit', () => {
    const view = { leaves: [[], [[]], [[], [1]]], monoid: TRIVIAL, phi: [0, 0, 0] };
    expect(() => searchWins([2, 2, 2, 2, 2, 2], 2, view, new PositionMemo(), { spent: 0, limit: 3 })).toThrow(OutOfWork);
  });
});
