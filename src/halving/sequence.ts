// The losing sizes of the single-heap halving game, listed: first·2^k − 1 for k = 0, 1, 2, ..., where first is
// 3 in misère play (2, 5, 11, ...) and 2 in normal play (1, 3, 7, ...; the empty heap is not a size).

import { bigBitLength, checkHeapSize, describeValue } from '../internal/integers.js';
import type { Ending } from '../types.js';
import { checkPlay, pow2 } from './kernel.js';
import type { HalvingOptions } from './options.js';

/** first·2^0: the losing sizes are first·2^k − 1. */
const FIRST: Readonly<Record<Ending, number>> = { normal: 2, misere: 3 };

/** How many losing sizes fit in the safe-integer range: 2^53 − 1 is the 53rd normal one, 3·2^51 − 1 the 52nd misère. */
const SAFE_LOSING_COUNT: Readonly<Record<Ending, number>> = { normal: 53, misere: 52 };

/**
 * The most sizes a bigint list holds. The k-th size has about k bits, so a list of c sizes takes about c²/2
 * bits: 16,384 sizes are about 16 MiB, while the 100,000 sizes up to 2^100000 would be 600 MiB.
 *
 * @category Halving
 */
const MAX_BIGINT_LIST = 16_384;

function listTooLong(what: string): RangeError {
  return new RangeError(
    `${what}: a list of bigint sizes holds at most ${MAX_BIGINT_LIST} (the k-th size has about k bits, so memory grows ` +
      `with the square of the length); test single sizes with isHalvingLosing instead`,
  );
}

/**
 * The first `count` losing sizes for the player to move, ascending: `3·2^k − 1` (2, 5, 11, ...) in misère
 * play and `2^k − 1` with k ≥ 1 (1, 3, 7, 15, ...) in normal play. A `number` count gives numbers and may be
 * at most 52 (misère) or 53 (normal): the next value would exceed `Number.MAX_SAFE_INTEGER`. A `bigint` count
 * gives bigints, at most 16,384 of them (the k-th has about k bits, so the list's memory grows with the square
 * of its length).
 *
 * @param count - How many sizes: a non-negative safe integer, or a non-negative bigint for bigint results.
 * @param options - `play`: how the game ends (default `'misere'`, the original game).
 * @returns The sizes, numbers for a number `count`, bigints for a bigint `count`.
 * @throws `TypeError`/`RangeError` for an invalid `count` or `play`; `RangeError` for a number `count` beyond
 * the safe range (above) or a bigint `count` above 16,384.
 * @example
 * ```ts
 * halvingLosingNumbers(5);                     // [2, 5, 11, 23, 47]
 * halvingLosingNumbers(5, { play: 'normal' }); // [1, 3, 7, 15, 31]
 * halvingLosingNumbers(3n);                    // [2n, 5n, 11n]
 * ```
 *
 * @category Halving
 */
export function halvingLosingNumbers(count: number, options?: HalvingOptions): number[];
export function halvingLosingNumbers(count: bigint, options?: HalvingOptions): bigint[];
export function halvingLosingNumbers(count: number | bigint, options?: HalvingOptions): number[] | bigint[];
export function halvingLosingNumbers(
  count: number | bigint,
  { play = 'misere' }: HalvingOptions = {},
): number[] | bigint[] {
  const checkedCount = checkHeapSize(count, 'count');
  const checkedPlay = checkPlay(play);
  const first = FIRST[checkedPlay];
  if (typeof checkedCount === 'number') {
    const safeCount = SAFE_LOSING_COUNT[checkedPlay];
    if (checkedCount > safeCount) {
      throw new RangeError(
        `count must be at most ${safeCount} for '${checkedPlay}' play with a number count (losing size number ` +
          `${safeCount + 1} exceeds Number.MAX_SAFE_INTEGER; pass a bigint count for bigint sizes), got ${checkedCount}`,
      );
    }
    return Array.from({ length: checkedCount }, (_, k) => first * pow2(k) - 1);
  }
  if (checkedCount > BigInt(MAX_BIGINT_LIST)) throw listTooLong(`count is ${describeValue(checkedCount)}`);
  const sizes: bigint[] = [];
  for (let power = BigInt(first); sizes.length < checkedCount; power <<= 1n) sizes.push(power - 1n);
  return sizes;
}

/**
 * Every losing size for the player to move that is at most `limit`, ascending (see
 * {@link halvingLosingNumbers}). There are about log2(limit) of them; a bigint `limit` may have at most
 * 16,384 bits, for the memory reason given there.
 *
 * @param limit - The largest size to include: a non-negative safe integer or a non-negative bigint.
 * @param options - `play`: how the game ends (default `'misere'`, the original game).
 * @returns The sizes, of the same type as `limit` (none for a limit of 0).
 * @throws `TypeError`/`RangeError` for an invalid `limit` or `play`; `RangeError` for a bigint `limit` of
 * more than 16,384 bits.
 * @example
 * ```ts
 * halvingLosingNumbersUpTo(50);                     // [2, 5, 11, 23, 47]
 * halvingLosingNumbersUpTo(15, { play: 'normal' }); // [1, 3, 7, 15]
 * halvingLosingNumbersUpTo(12n);                    // [2n, 5n, 11n]
 * ```
 *
 * @category Halving
 */
export function halvingLosingNumbersUpTo(limit: number, options?: HalvingOptions): number[];
export function halvingLosingNumbersUpTo(limit: bigint, options?: HalvingOptions): bigint[];
export function halvingLosingNumbersUpTo(limit: number | bigint, options?: HalvingOptions): number[] | bigint[];
export function halvingLosingNumbersUpTo(
  limit: number | bigint,
  { play = 'misere' }: HalvingOptions = {},
): number[] | bigint[] {
  const checkedLimit = checkHeapSize(limit, 'limit');
  const first = FIRST[checkPlay(play)];
  if (typeof checkedLimit === 'number') {
    const sizes: number[] = [];
    // power - 1 <= limit <= MAX_SAFE, so power <= 2^53 and doubling it stays exact.
    for (let power = first; power - 1 <= checkedLimit; power *= 2) sizes.push(power - 1);
    return sizes;
  }
  const bits = bigBitLength(checkedLimit);
  if (bits > MAX_BIGINT_LIST) throw listTooLong(`limit has ${bits} bits, so about as many sizes are at most limit`);
  const sizes: bigint[] = [];
  for (let power = BigInt(first); power - 1n <= checkedLimit; power <<= 1n) sizes.push(power - 1n);
  return sizes;
}
