import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { DISTINCT, LEAVE_TWO } from '../../src/heap-games/code.js';
import { SparseSpace, type Splits } from '../../src/heap-games/sparse-space.js';
import { ValueStore } from '../../src/heap-games/value-store.js';

// The sparse-space method on its own, against a plain mex over the same values. Its contract holds for any
// table of earlier values, not only those of a real game: given the values of heaps 0 … n-1 and the splits,
// value(n) is the mex of the split option values. Random small tables have rare heaps everywhere (among the
// first eight heaps, inside every batch of heaps) and many heaps of value 0, where a pair of equal halves
// that a `!` split forbids would give a wrong 0: the paths that the games of grundy-sparse.test.ts seldom
// reach.

/** The mex of every split option of heap n over `values` (a pair's heaps differ when its digit says so). */
function plainValue(values: readonly number[], n: number, splits: Splits): number {
  const seen = new Set<number>();
  splits.ks.forEach((k, index) => {
    const rest = n - k;
    const unequal = ((splits.digits[index] ?? 0) & DISTINCT) !== 0;
    for (let a = 1; 2 * a <= rest; a++) {
      if (!(unequal && 2 * a === rest)) seen.add((values[a] ?? 0) ^ (values[rest - a] ?? 0));
    }
  });
  let mex = 0;
  while (seen.has(mex)) mex++;
  return mex;
}

/** A mark size like the one RuleValues keeps: a power of two at least twice every value so far. */
function markSize(values: readonly number[]): number {
  return 2 ** (32 - Math.clz32(Math.max(...values)) + 1);
}

const table = fc.record({
  values: fc.array(fc.integer({ min: 0, max: 15 }), { minLength: 12, maxLength: 60 }),
  mask: fc.integer({ min: 1, max: 15 }),
  domain: fc.integer({ min: 0, max: 1 }),
  parity: fc.integer({ min: 0, max: 1 }),
  ks: fc.uniqueArray(fc.integer({ min: 0, max: 24 }), { minLength: 1, maxLength: 5 }),
  unequal: fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
  // How many heaps each call of the caller asks for: a call may end inside a batch of heaps.
  steps: fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 6 }),
});

describe('SparseSpace - against the plain mex over any table of values', () => {
  test('every value it computes, in batches and one at a time, with and without `!`', () => {
    fc.assert(
      fc.property(table, ({ values: start, mask, domain, parity, ks: anyKs, unequal, steps }) => {
        // The domain mode needs every split to remove sizes of one parity.
        const ks = (domain === 1 ? anyKs.map((k) => 2 * (k >> 1) + parity) : anyKs).sort((a, b) => a - b);
        const splits: Splits = { ks: [...new Set(ks)], digits: [...new Set(ks)].map((_, index) => LEAVE_TWO | (unequal[index] ? DISTINCT : 0)) };
        const values = [...start];
        const store = new ValueStore();
        for (const value of values) store.push(value);
        const space = new SparseSpace(mask | (-1 << 4), domain, domain === 1 ? parity : -1, store, markSize(values));
        let n = values.length;
        for (const step of steps) {
          const count = n + step;
          for (; n < count; n++) {
            const stamp = space.begin(n, count, splits);
            const value = space.value(n, stamp, space.current, splits);
            expect(value, `heap ${n}`).toBe(plainValue(values, n, splits));
            values.push(value);
            store.push(value);
            space.resize(markSize(values));
            space.push(n, value);
          }
        }
      }),
      { numRuns: 3000 },
    );
  });
});
