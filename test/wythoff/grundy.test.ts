import { describe, expect, expectTypeOf, test } from 'vitest';
import { WYTHOFF_GRUNDY_LIMIT, isWythoffLosing, wythoffGrundy } from '../../src/index.js';
import { thrownBy } from '../helpers.js';
import { grundyTable } from './reference.js';

describe('wythoffGrundy', () => {
  test('wythoffGrundy - every value below 96 × 96 equals a plain mex over all options', () => {
    const plain = grundyTable(96);
    const ours = Array.from({ length: 96 }, (_, x) => Array.from({ length: 96 }, (_, y) => wythoffGrundy(x, y)));
    expect(ours).toEqual(plain);
  });

  test('wythoffGrundy - the value 0 marks exactly the lost positions, and each row holds distinct values, up to 1024', () => {
    const wrong: string[] = [];
    for (let x = 0; x < 1024; x += 7) {
      const row = new Set<number>();
      for (let y = 0; y < 1024; y++) {
        const value = wythoffGrundy(x, y);
        if ((value === 0) !== isWythoffLosing(x, y) || value !== wythoffGrundy(y, x)) wrong.push(`${x},${y}`);
        row.add(value);
      }
      // g(x, y) differs from every option's value, so a row (or column, or diagonal) repeats no value.
      if (row.size !== 1024) wrong.push(`row ${x}`);
    }
    expect(wrong).toEqual([]);
  });

  test('wythoffGrundy - bigints, the documented examples and the last cell of the table', () => {
    expect([wythoffGrundy(3, 5), wythoffGrundy(1, 1), wythoffGrundy(2, 4)]).toEqual([0, 2, 3]);
    expect(wythoffGrundy(7n, 7n)).toBe(5n);
    expect(wythoffGrundy(-0, 0)).toBe(0);
    expect(WYTHOFF_GRUNDY_LIMIT).toBe(4096);
    // A row of the largest table: its values are distinct and 0 sits at the row's lost position.
    const last = WYTHOFF_GRUNDY_LIMIT - 1;
    const row = Array.from({ length: WYTHOFF_GRUNDY_LIMIT }, (_, y) => wythoffGrundy(last, y));
    expect(new Set(row).size).toBe(WYTHOFF_GRUNDY_LIMIT);
    expect(row.indexOf(0)).toBe(row.findIndex((_, y) => isWythoffLosing(last, y)));
    expectTypeOf(wythoffGrundy(1, 2)).toEqualTypeOf<number>();
    expectTypeOf(wythoffGrundy(1n, 2n)).toEqualTypeOf<bigint>();
  });

  test('wythoffGrundy - heaps past the limit and bad heaps throw typed errors', () => {
    expect(thrownBy(RangeError, () => wythoffGrundy(4096, 0)).message).toBe(
      'x must be below WYTHOFF_GRUNDY_LIMIT = 4096 (the Grundy values come from a table), got 4096',
    );
    expect(thrownBy(RangeError, () => wythoffGrundy(3n, 10n ** 20n)).message).toBe(
      'y must be below WYTHOFF_GRUNDY_LIMIT = 4096 (the Grundy values come from a table), got 100000000000000000000n',
    );
    expect(thrownBy(TypeError, () => wythoffGrundy(1, 1n as never)).message).toBe('x is a number but y is a bigint: do not mix numbers and bigints');
    expect(thrownBy(RangeError, () => wythoffGrundy(1, -1)).message).toBe('y must be a non-negative safe integer, got -1');
    expect(thrownBy(TypeError, () => wythoffGrundy(undefined as never, 1)).message).toBe('x must be a number or a bigint, got undefined');
  });
});
