import fc from 'fast-check';
import { describe, expect, expectTypeOf, test } from 'vitest';
import { MAX_NIMBER_BITS, nimDivide, nimInverse, nimPower, nimProduct, nimSqrt } from '../../src/index.js';
import { plainNimProduct } from '../../bench/plain-nim-product.js';
import { thrownBy } from '../helpers.js';

/** The nim products a ⊗ b for a, b below `size` by the definition: the mex of a′⊗b ⊕ a⊗b′ ⊕ a′⊗b′ (a′ < a, b′ < b). */
function mexTable(size: number): number[][] {
  const table = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  for (const [a, row] of table.entries()) {
    for (let b = 0; b < size; b++) {
      const seen = new Set<number>();
      for (let a2 = 0; a2 < a; a2++) {
        for (let b2 = 0; b2 < b; b2++) seen.add((table[a2]?.[b] ?? 0) ^ (row[b2] ?? 0) ^ (table[a2]?.[b2] ?? 0));
      }
      let mex = 0;
      while (seen.has(mex)) mex++;
      row[b] = mex;
    }
  }
  return table;
}

/** The plain reference product (shared with the bench's baseline). */
const referenceProduct = plainNimProduct;

const uint32 = fc.integer({ min: 0, max: 2 ** 32 - 1 });
const nonZero32 = fc.integer({ min: 1, max: 2 ** 32 - 1 });
const big256 = fc.bigInt({ min: 0n, max: 2n ** 256n - 1n });
const nonZero256 = fc.bigInt({ min: 1n, max: 2n ** 256n - 1n });

describe('nimProduct', () => {
  const MEX = mexTable(64);

  test('nimProduct - the 16 × 16 table is OEIS A051775 (row 2 pinned) and agrees with the mex definition to 64 × 64', () => {
    expect(Array.from({ length: 16 }, (_, b) => nimProduct(2, b))).toEqual([0, 2, 3, 1, 8, 10, 11, 9, 12, 14, 15, 13, 4, 6, 7, 5]);
    expect(MEX[2]?.slice(0, 16)).toEqual([0, 2, 3, 1, 8, 10, 11, 9, 12, 14, 15, 13, 4, 6, 7, 5]);
    for (let a = 0; a < 64; a++) {
      for (let b = 0; b < 64; b++) {
        expect(nimProduct(a, b)).toBe(MEX[a]?.[b]);
        expect(nimProduct(BigInt(a), BigInt(b))).toBe(BigInt(MEX[a]?.[b] ?? -1));
        expect(referenceProduct(BigInt(a), BigInt(b))).toBe(BigInt(MEX[a]?.[b] ?? -1));
      }
    }
  });

  test.each([
    // [a, b, product]: Fermat 2-powers and their neighbours
    [16, 16, 24], // F ⊗ F = 3F/2
    [256, 256, 384],
    [65_536, 65_536, 98_304],
    [2, 4, 8], // F times a smaller number: the ordinary product
    [65_536, 65_535, 65_536 * 65_535],
    [2 ** 31, 2 ** 31, 3_729_449_897], // past 2^31: the sign bit of JS bitwise operations
    [2 ** 32 - 1, 2 ** 32 - 1, 2_628_753_316],
  ])('nimProduct - %d ⊗ %d = %d', (a, b, product) => {
    expect(nimProduct(a, b)).toBe(Number(referenceProduct(BigInt(a), BigInt(b))));
    expect(nimProduct(a, b)).toBe(product);
  });

  test('nimProduct - random 32-bit products and 256-bit bigint products agree with the plain reference', () => {
    fc.assert(fc.property(uint32, uint32, (a, b) => nimProduct(a, b) === Number(referenceProduct(BigInt(a), BigInt(b)))), { numRuns: 1000 });
    fc.assert(fc.property(big256, big256, (a, b) => nimProduct(a, b) === referenceProduct(a, b)), { numRuns: 100 });
    // Numbers and bigints are one field below 2^32.
    fc.assert(fc.property(uint32, uint32, (a, b) => BigInt(nimProduct(a, b)) === nimProduct(BigInt(a), BigInt(b))));
  });

  test('nimProduct - the field laws: commutative, associative, 1 the unit, distributive over nim-sum', () => {
    fc.assert(
      fc.property(uint32, uint32, uint32, (a, b, c) => {
        expect(nimProduct(a, b)).toBe(nimProduct(b, a));
        expect(nimProduct(nimProduct(a, b), c)).toBe(nimProduct(a, nimProduct(b, c)));
        expect(nimProduct(a, 1)).toBe(a);
        expect(nimProduct(a, (b ^ c) >>> 0)).toBe((nimProduct(a, b) ^ nimProduct(a, c)) >>> 0);
      }),
    );
    fc.assert(
      fc.property(big256, big256, big256, (a, b, c) => {
        expect(nimProduct(nimProduct(a, b), c)).toBe(nimProduct(a, nimProduct(b, c)));
        expect(nimProduct(a, b ^ c)).toBe(nimProduct(a, b) ^ nimProduct(a, c));
      }),
      { numRuns: 100 },
    );
  });

  test('nimProduct - -0 is 0', () => {
    expect(Object.is(nimProduct(-0, 5), 0)).toBe(true);
  });

  test('nimProduct - bigints to MAX_NIMBER_BITS bits', () => {
    const top = 2n ** BigInt(MAX_NIMBER_BITS) - 1n;
    const square = nimProduct(top, top);
    expect(nimSqrt(square)).toBe(top);
    expect(nimProduct(2n ** 4096n, 2n ** 4096n)).toBe(3n * 2n ** 4095n);
  });

  test.each([
    // [a, b, error class, message]
    [2 ** 32, 1, RangeError, 'a must be below 2^32 as a number (the 32-bit field is closed); pass a bigint for larger nimbers, got 4294967296'],
    [1, 2 ** 53, RangeError, 'b must be below 2^32 as a number (the 32-bit field is closed); pass a bigint for larger nimbers, got 9007199254740992'],
    [Number.NaN, 1, RangeError, 'a must be a whole number from 0 to 2^32 - 1, got NaN'],
    [1, Number.POSITIVE_INFINITY, RangeError, 'b must be a whole number from 0 to 2^32 - 1, got Infinity'],
    [-1, 1, RangeError, 'a must be a whole number from 0 to 2^32 - 1, got -1'],
    [1.5, 1, RangeError, 'a must be a whole number from 0 to 2^32 - 1, got 1.5'],
    ['3', 1, TypeError, 'a must be a number or a bigint, got "3"'],
    [1, null, TypeError, 'b must be a number or a bigint, got null'],
    [true, 1, TypeError, 'a must be a number or a bigint, got true'],
    [1, 1n, TypeError, 'a and b must both be numbers or both bigints, got number and bigint'],
    [-1n, 1n, RangeError, 'a must be a non-negative nimber, got -1n'],
    [1n, 2n ** 8192n, RangeError, 'b must have at most 8192 bits (MAX_NIMBER_BITS), got 1090748135619415929462984244733782862448264161996232692431832786189721331849119295216264234525201987…n (2467 digits)'],
  ] as const)('nimProduct - bad arguments are refused (row %#)', (a, b, ErrorClass, message) => {
    expect(thrownBy(ErrorClass, () => nimProduct(a as never, b as never)).message).toBe(message);
  });

  test('nimProduct - number in, number out; bigint in, bigint out', () => {
    expectTypeOf(nimProduct(1, 2)).toEqualTypeOf<number>();
    expectTypeOf(nimProduct(1n, 2n)).toEqualTypeOf<bigint>();
    expectTypeOf(nimInverse(1n)).toEqualTypeOf<bigint>();
    expectTypeOf(nimPower(3, 2n)).toEqualTypeOf<number>();
  });
});

/** A number product by the reference, for table rows. */
function referenceNumber(a: number, b: number): number {
  return Number(referenceProduct(BigInt(a), BigInt(b)));
}

describe('nimInverse and nimDivide', () => {
  test('nimInverse - a ⊗ a⁻¹ = 1 for numbers and 256-bit bigints; the inverse of the inverse is back', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((a) => nimInverse(a))).toEqual([1, 3, 2, 15, 12, 9, 11]);
    for (const [a, inverse] of [[4, 15], [5, 12], [6, 9], [7, 11]] as const) expect(referenceNumber(a, inverse)).toBe(1);
    fc.assert(fc.property(nonZero32, (a) => nimProduct(a, nimInverse(a)) === 1 && nimInverse(nimInverse(a)) === a));
    fc.assert(fc.property(nonZero256, (a) => referenceProduct(a, nimInverse(a)) === 1n), { numRuns: 30 });
  });

  test('nimDivide - (a ⊘ b) ⊗ b = a', () => {
    fc.assert(fc.property(uint32, nonZero32, (a, b) => nimProduct(nimDivide(a, b), b) === a));
    fc.assert(fc.property(big256, nonZero256, (a, b) => nimProduct(nimDivide(a, b), b) === a), { numRuns: 100 });
    expect(nimDivide(0, 7)).toBe(0);
  });

  test.each([
    // [what, action, error class, message]
    ['the inverse of 0', () => nimInverse(0), RangeError, 'a must not be 0: 0 has no nim inverse'],
    ['the inverse of 0n', () => nimInverse(0n), RangeError, 'a must not be 0: 0 has no nim inverse'],
    ['a division by 0', () => nimDivide(5, 0), RangeError, 'b must not be 0: division by 0'],
    ['a division by 0n', () => nimDivide(5n, 0n), RangeError, 'b must not be 0: division by 0'],
    ['mixed types', () => nimDivide(5n, 1 as never), TypeError, 'a and b must both be numbers or both bigints, got bigint and number'],
    ['a huge number', () => nimInverse(2 ** 40), RangeError, 'a must be below 2^32 as a number (the 32-bit field is closed); pass a bigint for larger nimbers, got 1099511627776'],
  ] as const)('nimInverse, nimDivide - %s is refused', (_, action, ErrorClass, message) => {
    expect(thrownBy(ErrorClass, action).message).toBe(message);
  });
});

describe('nimSqrt', () => {
  test('nimSqrt - the root squares back, and squaring then rooting is the identity', () => {
    expect([0, 1, 2, 3].map((a) => nimSqrt(a))).toEqual([0, 1, 3, 2]);
    fc.assert(fc.property(uint32, (a) => nimProduct(nimSqrt(a), nimSqrt(a)) === a && nimSqrt(nimProduct(a, a)) === a));
    fc.assert(fc.property(big256, (a) => referenceProduct(nimSqrt(a), nimSqrt(a)) === a), { numRuns: 30 });
  });

  test('nimSqrt - bad input is refused', () => {
    expect(thrownBy(RangeError, () => nimSqrt(-2)).message).toBe('a must be a whole number from 0 to 2^32 - 1, got -2');
    expect(thrownBy(TypeError, () => nimSqrt(undefined as never)).message).toBe('a must be a number or a bigint, got undefined');
  });
});

describe('nimPower', () => {
  test('nimPower - small powers are repeated products; a^0 = 1, 0^0 included', () => {
    fc.assert(
      fc.property(uint32, fc.integer({ min: 0, max: 12 }), (a, k) => {
        let product = 1;
        for (let index = 0; index < k; index++) product = nimProduct(product, a);
        expect(nimPower(a, k)).toBe(product);
        expect(nimPower(BigInt(a), BigInt(k))).toBe(BigInt(product));
      }),
    );
    expect(nimPower(0, 0)).toBe(1);
    expect(nimPower(0n, 5)).toBe(0n);
    expect(nimPower(0n, 0n)).toBe(1n);
  });

  test('nimPower - exponent laws, the group order 2^32 − 1, negative powers of the inverse', () => {
    fc.assert(
      fc.property(nonZero32, fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }), fc.integer({ min: -1000, max: 1000 }), (a, j, k) => {
        expect(nimPower(a, j + BigInt(k))).toBe(nimProduct(nimPower(a, j), nimPower(a, k)));
        expect(nimPower(a, 2 ** 32 - 1)).toBe(1);
        expect(nimPower(a, -k)).toBe(nimPower(nimInverse(a), k));
      }),
    );
    fc.assert(fc.property(nonZero256, (a) => nimPower(a, -1) === nimInverse(a) && nimPower(a, 2) === nimProduct(a, a)), { numRuns: 50 });
  });

  test.each([
    // [a, k, error class, message]
    [0, -1, RangeError, '0 has no nim inverse, so k must not be negative for a = 0, got -1'],
    [0n, -3n, RangeError, '0 has no nim inverse, so k must not be negative for a = 0, got -3n'],
    [2, 1.5, RangeError, 'k must be a safe integer, got 1.5'],
    [2, 2 ** 53, RangeError, 'k must be a safe integer, got 9007199254740992'],
    [2, '2', TypeError, 'k must be a number or a bigint, got "2"'],
    [2 ** 32, 1, RangeError, 'a must be below 2^32 as a number (the 32-bit field is closed); pass a bigint for larger nimbers, got 4294967296'],
  ] as const)('nimPower - %s to the %s is refused', (a, k, ErrorClass, message) => {
    expect(thrownBy(ErrorClass, () => nimPower(a as never, k as never)).message).toBe(message);
  });
});
