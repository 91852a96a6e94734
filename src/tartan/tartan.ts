// Two-dimensional coin turning (Winning Ways ch. 14, "Tartans"): the product of two one-dimensional rules. A head
// at column x, row y is worth gA(x) ⊗ gB(y), the nim product of its one-dimensional values (the Tartan theorem:
// a move turns A × B, worth (⊕A)⊗(⊕B) by bilinearity, and the options of a lone head are exactly
// a′⊗b ⊕ a⊗b′ ⊕ a′⊗b′ for a′ < a, b′ < b — the mex that defines a ⊗ b). A grid is the nim-sum of its heads.
import { describeValue, TWO_POW_32 } from '../internal/integers.js';
import { nimDivide, nimProduct } from '../nim-field/index.js';
import { turningValue } from '../turning/index.js';
import type { TurningRule } from '../turning/index.js';
import { coinsReaching } from '../turning/values.js';

/**
 * A move of a two-dimensional coin-turning game ({@link tartanGame}): the coins turned are every (x, y) with x in
 * `columns` and y in `rows`; the last column and the last row name the head, turned from heads to tails.
 *
 * @example
 * ```ts
 * const move: TartanMove = { columns: [1, 3], rows: [2, 3] }; // Turning Corners: the corners of a rectangle
 * ```
 *
 * @category Nim family
 */
export interface TartanMove {
  /** A move of the column rule ending at the head's column x, ascending, from 1. */
  readonly columns: readonly number[];
  /** A move of the row rule ending at the head's row y, ascending, from 1. */
  readonly rows: readonly number[];
}

/**
 * The nim value of a head at column `x`, row `y` of a two-dimensional coin-turning game whose columns follow
 * `ruleA` and rows `ruleB`: by the Tartan theorem, the nim product ({@link nimProduct}) of the one-dimensional
 * values {@link turningValue}(ruleA, x) and {@link turningValue}(ruleB, y). A grid is worth the nim-sum of its
 * heads. The classics: Turning Corners is `'twins'` × `'twins'` (a move turns the four corners of a rectangle),
 * Rugs is `'ruler'` × `'ruler'` (a move turns a rectangle of coins), Acrostic Twins and Turtles are other products.
 *
 * @param ruleA - The rule of the columns.
 * @param ruleB - The rule of the rows.
 * @param x - The column, from 1: a positive safe integer, or a bigint.
 * @param y - The row, from 1, of the same type.
 * @returns The value: a number for numbers, a bigint for bigints.
 * @throws `TypeError` for a bad rule type, a square that is neither a number nor a bigint, or a number mixed with
 * a bigint; `RangeError` as {@link turningValue} for a bad rule or square, and for numbers whose one-dimensional
 * values reach 2^32 (pass bigints).
 * @example
 * ```ts
 * tartanValue('twins', 'twins', 3, 3);   // 3: Turning Corners, 2 ⊗ 2
 * tartanValue('ruler', 'ruler', 4, 2);   // 8: Rugs, 4 ⊗ 2
 * tartanValue('turtles', 'turtles', 4n, 4n); // 6n
 * ```
 *
 * @category Nim family
 */
export function tartanValue(ruleA: TurningRule, ruleB: TurningRule, x: number, y: number): number;
export function tartanValue(ruleA: TurningRule, ruleB: TurningRule, x: bigint, y: bigint): bigint;
export function tartanValue(ruleA: TurningRule, ruleB: TurningRule, x: number | bigint, y: number | bigint): number | bigint;
export function tartanValue(ruleA: TurningRule, ruleB: TurningRule, x: number | bigint, y: number | bigint): number | bigint {
  if (typeof x !== typeof y && (typeof x === 'bigint' || typeof y === 'bigint') && (typeof x === 'number' || typeof y === 'number')) {
    throw new TypeError(`x and y must both be numbers or both bigints, got ${typeof x} and ${typeof y}`);
  }
  const a = turningValue(ruleA, x);
  const b = turningValue(ruleB, y);
  if (typeof a === 'bigint' || typeof b === 'bigint') return nimProduct(BigInt(a), BigInt(b));
  if (a >= TWO_POW_32 || b >= TWO_POW_32) {
    throw new RangeError(`the values of x and y must be below 2^32 as numbers (got ${a} and ${b}); pass bigints`);
  }
  return nimProduct(a, b);
}

/** The one-dimensional values of squares 1..count under a rule (index 0 unused). */
export function valuesOf(rule: TurningRule, count: number): number[] {
  const values = [0];
  for (let square = 1; square <= count; square++) values.push(turningValue(rule, square));
  return values;
}

/** The value tables of one game, read by the grid's theory. */
export interface TartanTables {
  readonly ruleA: TurningRule;
  readonly ruleB: TurningRule;
  readonly columns: readonly number[];
  readonly rows: readonly number[];
}

/** The nim-sum of a grid's heads (values below 2^32: a 32-bit XOR made unsigned). */
export function gridValue(tables: TartanTables, rows: readonly string[]): number {
  let sum = 0;
  rows.forEach((row, index) => {
    for (let x = row.indexOf('H'); x >= 0; x = row.indexOf('H', x + 1)) {
      sum = (sum ^ nimProduct(tables.columns[x + 1] ?? 0, tables.rows[index + 1] ?? 0)) >>> 0;
    }
  });
  return sum;
}

/**
 * A move to nim-sum 0, or `null` when the grid's nim-sum is 0. A head worth v = a ⊗ b holding the sum's top bit
 * must drop to t = v ⊕ sum < v: an option a′⊗b ⊕ a⊗b′ ⊕ a′⊗b′ with a′ < a, b′ < b, so for each a′ the b′ is
 * (t ⊕ a′⊗b) ⊘ (a ⊕ a′), tried until one is below b (the mex guarantees one); each one-dimensional rule then names
 * the coins worth a′ and b′.
 */
export function winningTartanMove(tables: TartanTables, rows: readonly string[]): TartanMove | null {
  const sum = gridValue(tables, rows);
  if (sum === 0) return null;
  const top = 2 ** (31 - Math.clz32(sum));
  for (const [index, row] of rows.entries()) {
    const y = index + 1;
    for (let at = row.indexOf('H'); at >= 0; at = row.indexOf('H', at + 1)) {
      const x = at + 1;
      const a = tables.columns[x] ?? 0;
      const b = tables.rows[y] ?? 0;
      const value = nimProduct(a, b);
      if ((value & top) === 0) continue;
      const target = (value ^ sum) >>> 0;
      for (let a2 = 0; a2 < a; a2++) {
        const b2 = nimDivide((target ^ nimProduct(a2, b)) >>> 0, (a ^ a2) >>> 0);
        if (b2 < b) return { columns: coinsReaching(tables.ruleA, x, a2), rows: coinsReaching(tables.ruleB, y, b2) };
      }
    }
  }
  /* v8 ignore next -- a head holding the top bit exists, and the mex gives it a move */
  throw new RangeError(`no winning move found in ${describeValue(rows.join('/'))}`);
}
