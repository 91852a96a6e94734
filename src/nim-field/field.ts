// The nimbers as a field: nim-sum (XOR) is its addition and nim multiplication its product (Conway, On Numbers
// and Games ch. 6). The public functions check their arguments, then work in the 32-bit field for numbers
// (tables.ts) and by the half-field recursion for bigints (big.ts).
import { describeValue, TWO_POW_32 } from '../internal/integers.js';
import { bigInverse, bigProduct, bigSqrt, bigSquare, levelOf } from './big.js';
import { inverse32, product32, sqrt32 } from './tables.js';

/**
 * The most bits a bigint nimber may have: 8,192. A product of n bits costs about n^1.59 products of 32 bits, so
 * the limit keeps one call to a fraction of a second (and its memory to kilobytes).
 *
 * @example
 * ```ts
 * MAX_NIMBER_BITS; // 8192
 * ```
 *
 * @category Nim field
 */
export const MAX_NIMBER_BITS = 8_192;

/** Checks one nimber: a whole number below 2^32, or a bigint from 0 to {@link MAX_NIMBER_BITS} bits. */
function checkNimber(value: unknown, label: string): number | bigint {
  if (typeof value === 'bigint') {
    if (value < 0n) throw new RangeError(`${label} must be a non-negative nimber, got ${describeValue(value)}`);
    // A shift, not a bit count: counting would write out every bit of a hostile bigint first.
    if (value >> BigInt(MAX_NIMBER_BITS) > 0n) {
      throw new RangeError(`${label} must have at most ${MAX_NIMBER_BITS} bits (MAX_NIMBER_BITS), got ${describeValue(value)}`);
    }
    return value;
  }
  if (typeof value !== 'number') throw new TypeError(`${label} must be a number or a bigint, got ${describeValue(value)}`);
  if (Number.isInteger(value) && value >= TWO_POW_32) {
    throw new RangeError(`${label} must be below 2^32 as a number (the 32-bit field is closed); pass a bigint for larger nimbers, got ${value}`);
  }
  if (!Number.isInteger(value) || value < 0) throw new RangeError(`${label} must be a whole number from 0 to 2^32 - 1, got ${describeValue(value)}`);
  // `+ 0` turns -0 into 0.
  return value + 0;
}

/** Checks two nimbers of one type. */
function checkPair(a: unknown, b: unknown): [number, number] | [bigint, bigint] {
  const first = checkNimber(a, 'a');
  const second = checkNimber(b, 'b');
  if (typeof first !== typeof second) {
    throw new TypeError(`a and b must both be numbers or both bigints, got ${typeof first} and ${typeof second}`);
  }
  return [first, second] as [number, number] | [bigint, bigint];
}

/**
 * The nim product a ⊗ b: the product of the field of nimbers, whose addition is the nim-sum (XOR). It is the
 * least number not of the form a′⊗b ⊕ a⊗b′ ⊕ a′⊗b′ for a′ < a, b′ < b; on powers of 2, a Fermat 2-power
 * F = 2^(2^k) times a smaller number is their ordinary product and F ⊗ F = 3F/2.
 *
 * Numbers below 2^32 (a field: products stay below 2^32) by log/exp tables of the 2^16 subfield, a few lookups
 * per product; bigints by the half-field recursion, O(n^1.59) for n bits.
 *
 * @param a - A nimber: a whole number from 0 to 2^32 − 1, or a non-negative bigint of at most
 * {@link MAX_NIMBER_BITS} bits.
 * @param b - A nimber of the same type.
 * @returns The product, of the same type.
 * @throws `TypeError` when an argument is neither a number nor a bigint, or one is a number and the other a
 * bigint; `RangeError` for a negative, fractional or non-finite number, a number at or above 2^32 (pass a bigint)
 * or a bigint past {@link MAX_NIMBER_BITS} bits.
 * @example
 * ```ts
 * nimProduct(2, 2);        // 3
 * nimProduct(2, 4);        // 8: 4 is a Fermat 2-power and 2 is smaller
 * nimProduct(16, 16);      // 24: 3/2 of 16
 * nimProduct(2n ** 32n, 2n ** 32n); // 6442450944n: 3 · 2^31
 * ```
 *
 * @category Nim field
 */
export function nimProduct(a: number, b: number): number;
export function nimProduct(a: bigint, b: bigint): bigint;
export function nimProduct(a: number | bigint, b: number | bigint): number | bigint;
export function nimProduct(a: number | bigint, b: number | bigint): number | bigint {
  const [x, y] = checkPair(a, b);
  if (typeof x === 'number') return product32(x, y as number);
  return bigProduct(x, y as bigint, levelOf(x > (y as bigint) ? x : (y as bigint)));
}

/** The inverse of a checked non-zero nimber. */
function inverseOf(a: number | bigint): number | bigint {
  return typeof a === 'number' ? inverse32(a) : bigInverse(a, levelOf(a));
}

/**
 * The nim inverse of a non-zero nimber: the x with a ⊗ x = 1. It lies in the smallest field 2^(2^k) holding a
 * (below 2^32 for a number).
 *
 * @param a - A non-zero nimber (as {@link nimProduct} takes).
 * @returns The inverse, of the same type.
 * @throws `TypeError` as {@link nimProduct}; `RangeError` for 0 (which has no inverse) and as {@link nimProduct}.
 * @example
 * ```ts
 * nimInverse(2);  // 3: 2 ⊗ 3 = 1
 * nimInverse(1n); // 1n
 * ```
 *
 * @category Nim field
 */
export function nimInverse(a: number): number;
export function nimInverse(a: bigint): bigint;
export function nimInverse(a: number | bigint): number | bigint;
export function nimInverse(a: number | bigint): number | bigint {
  const value = checkNimber(a, 'a');
  if (value === 0 || value === 0n) throw new RangeError('a must not be 0: 0 has no nim inverse');
  return inverseOf(value);
}

/**
 * The nim quotient a ⊘ b = a ⊗ b⁻¹: the x with b ⊗ x = a.
 *
 * @param a - The dividend (as {@link nimProduct} takes).
 * @param b - The divisor, non-zero, of the same type.
 * @returns The quotient, of the same type.
 * @throws `TypeError` as {@link nimProduct}; `RangeError` when `b` is 0 and as {@link nimProduct}.
 * @example
 * ```ts
 * nimDivide(1, 2);     // 3
 * nimDivide(8, 4);     // 2
 * nimDivide(24n, 16n); // 16n
 * ```
 *
 * @category Nim field
 */
export function nimDivide(a: number, b: number): number;
export function nimDivide(a: bigint, b: bigint): bigint;
export function nimDivide(a: number | bigint, b: number | bigint): number | bigint;
export function nimDivide(a: number | bigint, b: number | bigint): number | bigint {
  const [x, y] = checkPair(a, b);
  if (y === 0 || y === 0n) throw new RangeError('b must not be 0: division by 0');
  return nimProduct(x, inverseOf(y));
}

/**
 * The nim square root: the unique x with x ⊗ x = a (squaring is a bijection of every field of characteristic 2).
 *
 * @param a - A nimber (as {@link nimProduct} takes).
 * @returns The root, of the same type.
 * @throws As {@link nimInverse}, but 0 is allowed (its root is 0).
 * @example
 * ```ts
 * nimSqrt(3);   // 2: 2 ⊗ 2 = 3
 * nimSqrt(24n); // 16n
 * ```
 *
 * @category Nim field
 */
export function nimSqrt(a: number): number;
export function nimSqrt(a: bigint): bigint;
export function nimSqrt(a: number | bigint): number | bigint;
export function nimSqrt(a: number | bigint): number | bigint {
  const value = checkNimber(a, 'a');
  return typeof value === 'number' ? sqrt32(value) : bigSqrt(value, levelOf(value));
}

/** Checks an exponent: a safe integer or a bigint, either sign. */
function checkExponent(k: unknown): bigint {
  if (typeof k === 'bigint') return k;
  if (typeof k !== 'number') throw new TypeError(`k must be a number or a bigint, got ${describeValue(k)}`);
  if (!Number.isSafeInteger(k)) throw new RangeError(`k must be a safe integer, got ${describeValue(k)}`);
  return BigInt(k);
}

/**
 * The nim power a^k = a ⊗ a ⊗ … ⊗ a (k factors), by squaring. A negative k is a power of the inverse; a^0 = 1,
 * 0^0 included. The exponent is first reduced modulo the order of the multiplicative group of a's field, so a
 * huge k costs no more than a small one.
 *
 * @param a - A nimber (as {@link nimProduct} takes); the result has its type.
 * @param k - The exponent: a safe integer or a bigint (any size), negative allowed when a is not 0.
 * @returns The power, of a's type.
 * @throws `TypeError` when `a` or `k` is neither a number nor a bigint; `RangeError` for a bad `a` (as
 * {@link nimProduct}), a `k` that is not a safe integer, or 0 to a negative power.
 * @example
 * ```ts
 * nimPower(2, 2);    // 3
 * nimPower(2, 3);    // 1: 2 generates the field of 4, a group of order 3
 * nimPower(2, -1);   // 3
 * nimPower(16n, 2n); // 24n
 * ```
 *
 * @category Nim field
 */
export function nimPower(a: number, k: number | bigint): number;
export function nimPower(a: bigint, k: number | bigint): bigint;
export function nimPower(a: number | bigint, k: number | bigint): number | bigint;
export function nimPower(a: number | bigint, k: number | bigint): number | bigint {
  const value = checkNimber(a, 'a');
  const exponent = checkExponent(k);
  const big = typeof value === 'bigint' ? value : BigInt(value);
  if (big === 0n) {
    if (exponent < 0n) throw new RangeError(`0 has no nim inverse, so k must not be negative for a = 0, got ${describeValue(k)}`);
    return typeof value === 'number' ? (exponent === 0n ? 1 : 0) : exponent === 0n ? 1n : 0n;
  }
  const level = levelOf(big);
  // a^(2^(2^m) − 1) = 1 in the field of level m, so k counts modulo that order; the result is non-negative.
  const order = (1n << BigInt(2 ** level)) - 1n;
  let rest = ((exponent % order) + order) % order;
  let result = 1n;
  let power = big;
  while (rest > 0n) {
    if ((rest & 1n) === 1n) result = bigProduct(result, power, level);
    rest >>= 1n;
    if (rest > 0n) power = bigSquare(power, level);
  }
  return typeof value === 'number' ? Number(result) : result;
}
