// The nim-sum (the original exercise's X = a XOR b XOR c), exact over all 53 bits of a safe integer and for bigints, with
// every entry validated in the same pass. The lanes below are tuned for V8 (see bench/bouton.bench.ts); keep
// them in this module, apart from the move generator, so a change elsewhere cannot disturb their shapes.
import { TWO_POW_32, checkHeapList } from '../internal/integers.js';
import { heapListOf, type AnyHeapInput, type HeapInput } from './heaps.js';

// Multiplying by 2^-32 is exact, and ToInt32 of the product truncates it to the high 21 bits.
export const TWO_POW_MINUS_32 = 1 / TWO_POW_32;
// A heap size times 2^971 overflows to Infinity exactly when it is 2^53 or more; see wideNimSum.
const TWO_POW_971 = 2 ** 971;
const TWO_POW_MINUS_971 = 2 ** -971;

/**
 * The nim-sum of safe-integer heaps, validating every entry. Lists that start with a small heap take the
 * int32 lane; the others, and whatever the int32 lane cannot take, go to the 53-bit lane. Keeping the two
 * lanes in separate functions lets V8 specialise each on its own kind of array (small integers, or
 * doubles): measured, that alone made the 53-bit lane about 10 % faster.
 */
export function numberNimSum(heaps: readonly number[]): number {
  const first = heaps[0];
  return typeof first === 'number' && (first | 0) === first ? int32NimSum(heaps) : wideNimSum(heaps, 0, 0);
}

/**
 * The int32 lane: XORs four entries at a time while all four are integers in the int32 range, which V8
 * proves for free on arrays it stores as small integers, so the loop is loads, ORs and XORs. The OR of
 * every entry catches a negative one. It hands the rest of the list to {@link wideNimSum} at the first
 * group it cannot take; the last few entries go to {@link int32Tail}, so a list of small integers never
 * reaches the 53-bit lane: V8 would throw away that lane's code, specialised for doubles, on every call.
 */
function int32NimSum(heaps: readonly number[]): number {
  const length = heaps.length;
  let low = 0;
  let signs = 0;
  let index = 0;
  /* eslint-disable @typescript-eslint/non-nullable-type-assertion-style -- `!` is banned; `as number` means the same */
  for (; index + 3 < length; index += 4) {
    const a = heaps[index] as number;
    const b = heaps[index + 1] as number;
    const c = heaps[index + 2] as number;
    const d = heaps[index + 3] as number;
    // `x | 0` equals x exactly for an int32 `number`: not for a fraction, a larger number, NaN, a string or null.
    // The typeof tests come first so `|` never converts a user object (its valueOf is not ours to call); V8
    // folds them away for arrays it stores as small integers.
    if (isNotNumber(a) || isNotNumber(b) || isNotNumber(c) || isNotNumber(d)) break;
    if ((a | 0) !== a || (b | 0) !== b || (c | 0) !== c || (d | 0) !== d) break;
    signs |= a | b | c | d;
    low ^= a ^ b ^ c ^ d;
  }
  /* eslint-enable @typescript-eslint/non-nullable-type-assertion-style */
  if (signs < 0) checkHeapList(heaps); // throws, naming the index
  return index + 3 < length ? wideNimSum(heaps, index, low) : int32Tail(heaps, index, low);
}

/** The last zero to three entries of the int32 lane, one at a time; anything else goes to {@link wideNimSum}. */
function int32Tail(heaps: readonly number[], start: number, lowSoFar: number): number {
  let low = lowSoFar;
  for (let index = start; index < heaps.length; index++) {
    const heap = heaps[index] as number; // eslint-disable-line @typescript-eslint/non-nullable-type-assertion-style -- as above
    if (isNotNumber(heap) || (heap | 0) !== heap || heap < 0) return wideNimSum(heaps, index, low);
    low ^= heap;
  }
  return low >>> 0;
}

/** `typeof value !== 'number'`, as a function so the loop below can ask it of entries typed `number`. */
function isNotNumber(value: unknown): boolean {
  return typeof value !== 'number';
}

/**
 * The 53-bit lane: the nim-sum of `heaps` from `start` on, XORed into `lowSoFar`, validating every entry.
 * JS `^` sees only the low 32 bits (ToInt32 is exact modulo 2^32), so the high 21 bits, `heap * 2^-32`
 * truncated, are XORed in a second accumulator.
 *
 * Validation costs no branch per entry. The excess `|heap * 2^971| * 2^-971 - floor(heap)` is exactly 0 for
 * a non-negative integer below 2^53 (scaling by a power of two is exact there, and 2^53 - 1 scales to
 * `Number.MAX_VALUE`). It is positive for a fraction or a negative number, +Infinity from 2^53 up (the
 * scaled value overflows) and NaN for NaN or +Infinity. No excess is negative, so nothing cancels: their sum
 * is 0 exactly when every entry is valid. A `typeof` test catches strings, booleans, null, undefined (also a
 * hole), bigints, symbols and objects, and stops the loop before the arithmetic would convert them (a user
 * object's valueOf must not run); V8 drops it for arrays it knows hold only numbers. Unrolled by four with two sums, this measured 1.5 to 1.6 times the naive 32-bit loop, against
 * 2.3 times for a branch on a rebuilt value per entry. A bad entry sends the list to `checkHeapList`, which
 * names it.
 */
function wideNimSum(heaps: readonly number[], start: number, lowSoFar: number): number {
  // Local copies: the bundler turns module constants into mutable `var`s, which V8 reloads every iteration.
  const scaleDown = TWO_POW_MINUS_32;
  const overflowUp = TWO_POW_971;
  const overflowDown = TWO_POW_MINUS_971;
  const length = heaps.length;
  let low = lowSoFar;
  let high = 0;
  let excess = 0;
  let excessOther = 0;
  let numbers = true;
  let index = start;
  /* eslint-disable @typescript-eslint/non-nullable-type-assertion-style -- `!` is banned; `as number` means the same */
  // The zero to three entries past a multiple of four come first: the unrolled loop then needs no tail, and
  // this code has seen entries when V8 compiles the loop in the middle of a first long call.
  for (const stop = index + ((length - index) % 4); index < stop; index++) {
    const heap = heaps[index] as number;
    if (isNotNumber(heap)) {
      numbers = false;
      break;
    }
    excess += Math.abs(heap * overflowUp) * overflowDown - Math.floor(heap);
    low ^= heap;
    high ^= heap * scaleDown;
  }
  for (; index < length; index += 4) {
    // A hole reads as undefined, which the typeof test rejects.
    const a = heaps[index] as number;
    const b = heaps[index + 1] as number;
    const c = heaps[index + 2] as number;
    const d = heaps[index + 3] as number;
    // Stop before the arithmetic, which would convert an object (calling its valueOf) or throw on a bigint.
    if (isNotNumber(a) || isNotNumber(b) || isNotNumber(c) || isNotNumber(d)) {
      numbers = false;
      break;
    }
    excess += Math.abs(a * overflowUp) * overflowDown - Math.floor(a) + (Math.abs(b * overflowUp) * overflowDown - Math.floor(b));
    excessOther += Math.abs(c * overflowUp) * overflowDown - Math.floor(c) + (Math.abs(d * overflowUp) * overflowDown - Math.floor(d));
    low ^= a ^ b ^ c ^ d;
    high ^= (a * scaleDown) ^ (b * scaleDown) ^ (c * scaleDown) ^ (d * scaleDown);
  }
  /* eslint-enable @typescript-eslint/non-nullable-type-assertion-style */
  if (!numbers || excess + excessOther !== 0) checkHeapList(heaps); // throws, naming the index
  return (high >>> 0) * TWO_POW_32 + (low >>> 0);
}

export function bigintNimSum(heaps: readonly bigint[]): bigint {
  let sum = 0n;
  // eslint-disable-next-line @typescript-eslint/prefer-for-of -- indexed for speed, as in numberNimSum
  for (let index = 0; index < heaps.length; index++) {
    const heap = heaps[index];
    if (typeof heap === 'bigint' && heap >= 0n) {
      sum ^= heap;
    } else {
      checkHeapList(heaps); // throws, naming the index
    }
  }
  return sum;
}

/**
 * The nim-sum: the XOR of all heap sizes. The player to move loses normal-play Nim exactly when it is 0.
 * Exact over all 53 bits of a safe integer (JS `^` alone sees only 32), and for bigints of any size.
 *
 * @param heaps - Non-negative safe integers, or a {@link Nim} game. An empty list has nim-sum 0.
 * @returns The XOR of the heap sizes, a `number`.
 * @throws `TypeError` or `RangeError` naming the offending index (`heaps[2] must be a non-negative safe
 * integer, got 1.5`), also for a list mixing numbers and bigints.
 * @example
 * ```ts
 * nimSum([9, 7, 12]);        // 2
 * nimSum([8, 13, 5]);        // 0
 * nimSum([2 ** 40, 3]);      // 1099511627779 (2^40 + 3)
 * nimSum(new Nim(9, 7, 12)); // 2
 * ```
 *
 * @category Bouton
 */
export function nimSum(heaps: HeapInput<number>): number;
/**
 * The nim-sum of bigint heaps: the XOR of all heap sizes, exact for any size.
 *
 * @param heaps - Non-negative bigints, or a game holding them.
 * @returns The XOR of the heap sizes, a `bigint`.
 * @throws `TypeError` or `RangeError` naming the offending index.
 * @example
 * ```ts
 * nimSum([2n ** 64n, 1n, 1n]); // 18446744073709551616n
 * ```
 *
 * @category Bouton
 */
export function nimSum(heaps: HeapInput<bigint>): bigint;
/**
 * The nim-sum of a list whose kind is known only at run time, such as `GameCheck.start`
 * (`readonly number[] | readonly bigint[]`): a `number` for number heaps, a `bigint` for bigint heaps.
 *
 * @param heaps - Number or bigint heap sizes (not mixed), or a game holding them.
 * @returns The XOR of the heap sizes, of the same kind as the heaps.
 * @throws `TypeError` or `RangeError` naming the offending index.
 * @example
 * ```ts
 * const list: number[] | bigint[] = Math.random() < 0.5 ? [1, 2] : [1n, 2n];
 * nimSum(list); // 3 or 3n
 * ```
 *
 * @category Bouton
 */
export function nimSum(heaps: AnyHeapInput): number | bigint;
export function nimSum(heaps: AnyHeapInput): number | bigint {
  const list = Array.isArray(heaps) ? (heaps as readonly number[] | readonly bigint[]) : heapListOf(heaps);
  return typeof list[0] === 'bigint' ? bigintNimSum(list as readonly bigint[]) : numberNimSum(list as readonly number[]);
}
