import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  bigBitLength,
  bitLength,
  checkHeapList,
  checkHeapSize,
  describeValue,
  isHeapSize,
  xor53,
} from '../../src/internal/integers.js';

describe('xor53', () => {
  test('xor53 - keeps the bits above 2^32', () => {
    expect(xor53(2 ** 40, 3)).toBe(2 ** 40 + 3);
    expect(xor53(Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER)).toBe(0);
    expect(xor53(2 ** 52, 2 ** 31)).toBe(2 ** 52 + 2 ** 31);
  });

  test('xor53 - equals the bigint XOR for every pair of safe integers', () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), fc.maxSafeNat(), (a, b) => {
        expect(BigInt(xor53(a, b))).toBe(BigInt(a) ^ BigInt(b));
      }),
    );
  });
});

describe('bitLength', () => {
  test('bitLength - exact at every power of two and its neighbours up to 2^53', () => {
    expect(bitLength(0)).toBe(0);
    for (let k = 0; k <= 53; k++) {
      const power = 2 ** k;
      if (power - 1 <= Number.MAX_SAFE_INTEGER) expect(bitLength(power - 1)).toBe(k);
      if (power <= Number.MAX_SAFE_INTEGER) expect(bitLength(power)).toBe(k + 1);
    }
  });

  test('bigBitLength - agrees with the binary string', () => {
    expect(bigBitLength(0n)).toBe(0);
    expect(bigBitLength(1n)).toBe(1);
    expect(bigBitLength(2n ** 100n)).toBe(101);
    expect(bigBitLength(2n ** 100n - 1n)).toBe(100);
  });
});

describe('checks', () => {
  test('isHeapSize - only non-negative safe integer numbers', () => {
    expect([0, -0, 5, Number.MAX_SAFE_INTEGER].every(isHeapSize)).toBe(true);
    expect([-1, 1.5, Number.NaN, 2 ** 53, '3', 3n, null, true].some(isHeapSize)).toBe(false);
  });

  test('checkHeapSize - TypeError for the wrong type, RangeError out of range', () => {
    expect(checkHeapSize(5, 'n')).toBe(5);
    expect(checkHeapSize(2n ** 80n, 'n')).toBe(2n ** 80n);
    expect(() => checkHeapSize('3', 'n')).toThrow(new TypeError('n must be a number or a bigint, got "3"'));
    expect(() => checkHeapSize(-1n, 'n')).toThrow(new RangeError('n must be non-negative, got -1n'));
    expect(() => checkHeapSize(1.5, 'n')).toThrow(new RangeError('n must be a non-negative safe integer, got 1.5'));
  });

  test('checkHeapList - names the offending index', () => {
    expect(checkHeapList([])).toBe('number');
    expect(checkHeapList([1, 2])).toBe('number');
    expect(checkHeapList([1n, 2n])).toBe('bigint');
    expect(() => checkHeapList('12')).toThrow(new TypeError('heaps must be an array, got "12"'));
    expect(() => checkHeapList([1, Number.NaN])).toThrow(
      new RangeError('heaps[1] must be a non-negative safe integer, got NaN'),
    );
    expect(() => checkHeapList([1n, 2])).toThrow(
      new TypeError('heaps[1] is a number but heaps[0] is a bigint: do not mix numbers and bigints'),
    );
    expect(() => checkHeapList([1, null], 'rows')).toThrow(new TypeError('rows[1] must be a number or a bigint, got null'));
  });

  test('describeValue - renders every kind of value briefly', () => {
    expect([undefined, true, 3, 3n, 'x', null, [1], {}, () => 0].map(describeValue)).toEqual([
      'undefined',
      'true',
      '3',
      '3n',
      '"x"',
      'null',
      'an array',
      'an object',
      'a function',
    ]);
  });
});
