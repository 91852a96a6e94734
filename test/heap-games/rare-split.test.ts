import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parseCode } from '../../src/heap-games/code.js';
import { RuleValues } from '../../src/heap-games/grundy.js';
import { chooseRareSplit, walshHadamard } from '../../src/heap-games/rare-split.js';

/** popcount parity, written plainly. */
function evenBits(value: number): boolean {
  let count = 0;
  for (let v = value; v > 0; v >>>= 1) count += v & 1;
  return count % 2 === 0;
}

/** The split by brute force: every mask of both types, counted heap by heap from heap 0. */
function bruteSplit(values: ArrayLike<number>, length: number, t: number): { mask: number; positional: boolean; rareCount: number; lastRare: number } {
  let largest = 0;
  for (let n = 0; n < length; n++) largest = Math.max(largest, values[n] ?? 0);
  const bits = Math.max(1, largest.toString(2).length);
  let best = { mask: 0, positional: false, rareCount: Number.POSITIVE_INFINITY, lastRare: -1 };
  for (const positional of t >= 0 ? [false, true] : [false]) {
    for (let mask = 1; mask < 2 ** bits; mask++) {
      let rareCount = 0;
      let lastRare = -1;
      for (let n = 0; n < length; n++) {
        const even = evenBits((values[n] ?? 0) & mask);
        const rare = positional ? (even ? 0 : 1) === (((n - t) % 2) + 2) % 2 : even;
        if (rare) {
          rareCount++;
          lastRare = n;
        }
      }
      if (rareCount < best.rareCount) best = { mask, positional, rareCount, lastRare };
    }
  }
  return best;
}

function valuesOf(code: string, count: number): Uint32Array {
  const table = new RuleValues(parseCode(code));
  table.extend(count);
  return Uint32Array.from(table.values.subarray(0, count));
}

describe('walshHadamard', () => {
  test('walshHadamard - equals the definition', () => {
    const h = Int32Array.from([5, 0, 2, 7, 1, 1, 0, 3]);
    const expected = Array.from({ length: 8 }, (_, m) => h.reduce((sum, count, v) => sum + (evenBits(v & m) ? count : -count), 0));
    walshHadamard(h);
    expect([...h]).toEqual(expected);
  });
});

describe('chooseRareSplit', () => {
  test('chooseRareSplit - random sequences equal brute force over every mask, both types', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(63), { maxLength: 200 }), fc.constantFrom(-1, 0, 1), (list, t) => {
        expect(chooseRareSplit(list, list.length, t)).toEqual(bruteSplit(list, list.length, t));
      }),
      { numRuns: 300 },
    );
  });

  test('chooseRareSplit - a prefix only reads `length` values', () => {
    const list = [0, 1, 2, 3, 500, 600];
    expect(chooseRareSplit(list, 4, -1)).toEqual(bruteSplit(list, 4, -1));
  });

  test.each([
    // Grundy's game: the classic split (range type).
    ['4!', 4096, -1],
    // Officers: splits remove 1 counter only, so the positional type is on offer.
    ['0.6', 4096, 1],
    ['0.354', 3000, 0],
    ['0.376', 3000, 1],
    ['0.04', 3000, 0],
    // Kayles: no sparse structure (its values are periodic and small).
    ['0.77', 1000, -1],
  ] as const)('chooseRareSplit - %s, first %i values, equals brute force', (code, count, t) => {
    const values = valuesOf(code, count);
    expect(chooseRareSplit(values, count, t)).toEqual(bruteSplit(values, count, t));
  });

  test('chooseRareSplit - values that alternate with the heap: the positional type, no rare heap', () => {
    // G(n) = 0 for even n, 1 for odd n, t = 1: the range type leaves every even heap rare (value 0), the
    // positional type with mask 1 none (even parity exactly when n - 1 is odd).
    const values = Array.from({ length: 50 }, (_, n) => n % 2);
    expect(chooseRareSplit(values, 50, 1)).toEqual({ mask: 1, positional: true, rareCount: 0, lastRare: -1 });
    expect(chooseRareSplit(values, 50, -1)).toEqual({ mask: 1, positional: false, rareCount: 25, lastRare: 48 });
  });

  test('chooseRareSplit - empty and all-zero inputs', () => {
    expect(chooseRareSplit([], 0, -1)).toEqual({ mask: 1, positional: false, rareCount: 0, lastRare: -1 });
    expect(chooseRareSplit([0, 0, 0], 3, -1)).toEqual({ mask: 1, positional: false, rareCount: 3, lastRare: 2 });
    // Positional, t = 0: heap n is rare when n is even; t = 1: when n is odd (a tie prefers range only when equal).
    expect(chooseRareSplit([0, 0, 0], 3, 1)).toEqual({ mask: 1, positional: true, rareCount: 1, lastRare: 1 });
  });

  test('chooseRareSplit - bad input', () => {
    expect(() => chooseRareSplit(null as unknown as number[], 0, -1)).toThrow(TypeError);
    expect(() => chooseRareSplit([1, 2], 3, -1)).toThrow(new RangeError('length must be a whole number from 0 to values.length (2), got 3'));
    expect(() => chooseRareSplit([1, 2], 1.5, -1)).toThrow(RangeError);
    expect(() => chooseRareSplit([1, 2], 2, 2)).toThrow(new RangeError('splitParity must be -1, 0 or 1, got 2'));
    expect(() => chooseRareSplit([1, -2], 2, -1)).toThrow(new RangeError('values[1] must be a whole number from 0 to 2^24 - 1, got -2'));
    expect(() => chooseRareSplit([2 ** 24], 1, -1)).toThrow(RangeError);
    expect(() => chooseRareSplit([0.5], 1, -1)).toThrow(RangeError);
  });
});
