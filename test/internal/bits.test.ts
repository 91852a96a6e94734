import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { fullMask, highestBitEnd, int32At, lowestBit, popCount, spanMask, valueAt, withoutLowestRun } from '../../src/internal/bits.js';

/** The set bits of a 32-bit mask, counted one by one. */
function bitsOf(mask: number): number[] {
  return Array.from({ length: 32 }, (_, bit) => bit).filter((bit) => Math.floor((mask >>> 0) / 2 ** bit) % 2 === 1);
}

describe('bits', () => {
  test.each([
    // left, right → unsigned mask
    [1, 1, 1],
    [2, 3, 0b110],
    [1, 31, 2 ** 31 - 1],
    [32, 32, 2 ** 31],
    [1, 32, 2 ** 32 - 1],
  ])('spanMask - sticks %i to %i', (left, right, expected) => {
    expect(spanMask(left, right) >>> 0).toBe(expected);
  });

  test('fullMask - every stick of a row', () => {
    expect(fullMask(7) >>> 0).toBe(127);
    expect(fullMask(32) >>> 0).toBe(2 ** 32 - 1);
  });

  test('popCount, lowestBit, highestBitEnd and withoutLowestRun - agree with counting bits (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 32 - 1 }), (unsigned) => {
        const mask = unsigned | 0;
        const bits = bitsOf(unsigned);
        expect(popCount(mask)).toBe(bits.length);
        expect(lowestBit(mask)).toBe(bits[0]);
        expect(highestBitEnd(mask)).toBe((bits.at(-1) ?? -1) + 1);
        // The lowest run: the consecutive bits from the lowest one up.
        let end = bits[0] ?? 0;
        while (bits.includes(end + 1)) end++;
        expect(bitsOf(withoutLowestRun(mask))).toEqual(bits.filter((bit) => bit > end));
      }),
    );
    expect(popCount(0)).toBe(0);
    expect(withoutLowestRun(-1)).toBe(0);
    expect(withoutLowestRun(1 << 31)).toBe(0);
  });

  test('valueAt and int32At - the value, or 0 past the end', () => {
    expect(valueAt([4, 5], 1)).toBe(5);
    expect(valueAt([4], 3)).toBe(0);
    expect(valueAt([], -1)).toBe(0);
    expect(int32At(Int32Array.of(4, -1), 1)).toBe(-1);
    expect(int32At(Int32Array.of(4), 1)).toBe(0);
  });
});
