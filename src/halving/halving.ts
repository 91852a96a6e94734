// The single-heap halving game of seed 002: one heap of n counters; a move takes t with 1 <= t <= floor(n / 2).
//
// Theory (checked against brute-force search in test/halving.test.ts). From n the moves reach exactly the sizes
// m with ceil(n / 2) <= m <= n - 1. The Sprague–Grundy value in normal play is
//   g(2m) = m,  g(2m + 1) = g(m),
// i.e. g(n) = n with its trailing 1 bits and the 0 bit above them shifted out. So the sizes with value v are
// exactly (2v + 1)·2^t − 1 for t = 0, 1, 2, ..., each one twice the previous plus one. Therefore:
// - normal play (cannot move: lose): losing iff g(n) = 0, i.e. n = 2^t − 1: 0, 1, 3, 7, 15, ...
// - misère play (leave a single counter: lose): losing iff g(n) = 1, i.e. n = 3·2^t − 1: 2, 5, 11, 23, ...
//   (n = 0 and n = 1 have no move; the player facing them has won, because the opponent just made the
//   last move, so they are not losing.)
// - From n with g(n) != v, the largest size of value v below n is a legal target: the next one up,
//   2·target + 1, is >= n and is not n itself, so target >= ceil(n / 2).
// Everything below is that arithmetic, in exact integer steps for numbers and for bigints.

import { TWO_POW_32, bigBitLength, bitLength, checkHeapList, checkHeapSize, describeValue, xor53 } from '../internal/integers.js';
import { randomBelow, randomBigBelow } from '../internal/uniform.js';
import type { RandomSource } from '../types.js';
import type { Move } from '../types.js';

/**
 * How a game of halving ends.
 *
 * - `'misere'` (the default, seed 002's code): the player who leaves a single counter, and so makes the last
 *   possible move, loses. Losing sizes: 2, 5, 11, 23, 47, ... = 3·2^k − 1. The player facing 1 (or 0) cannot
 *   move and has won.
 * - `'normal'` (seed 002's prose): the player who cannot move loses. Losing sizes: 0, 1, 3, 7, 15, ... =
 *   2^k − 1, where 0 counts as a size (nobody can move from it, so the player to move loses).
 *
 * @example
 * ```ts
 * const play: HalvingPlay = 'normal';
 * isHalvingLosing(7, { play }); // true
 * ```
 */
export type HalvingPlay = 'misere' | 'normal';

/**
 * Options for the single-heap halving functions.
 *
 * @example
 * ```ts
 * const options: HalvingOptions = { play: 'normal' };
 * halvingMove(10, options); // 3, leaving 7
 * ```
 */
export interface HalvingOptions {
  /** How the game ends; `'misere'` (the seed's code) unless given. See {@link HalvingPlay}. */
  readonly play?: HalvingPlay;
}

/**
 * Options for {@link halvingRobotMove}.
 *
 * @example
 * ```ts
 * const options: HalvingRobotOptions = { play: 'misere', random: createRandom(42) };
 * halvingRobotMove(5, options); // 1 or 2, reproducibly
 * ```
 */
export interface HalvingRobotOptions extends HalvingOptions {
  /**
   * Uniform numbers in [0, 1) for the random take when there is no winning move; `Math.random` unless
   * given. Pass {@link createRandom}`(seed)` for reproducible games.
   */
  readonly random?: RandomSource;
}

// ---------------------------------------------------------------------------------------------------------------
// Exact number kernel: every value is a safe integer and every step is exact (shifts on 32-bit words, products
// and quotients by powers of two), so it is O(1) with no floating-point logarithms.

const TWO_POW_30 = 1073741824;

/** 2^k exactly for 0 <= k <= 54, from integer shifts (no floating-point `pow`). */
function pow2(k: number): number {
  return k <= 30 ? 1 << k : (1 << (k - 30)) * TWO_POW_30;
}

/** The number of trailing 0 bits of an integer 1 <= x <= 2^53. */
function trailingZeros(x: number): number {
  const low = x >>> 0; // the low 32 bits, exactly
  if (low !== 0) return 31 - Math.clz32(low & -low);
  const high = Math.floor(x / TWO_POW_32);
  return 63 - Math.clz32(high & -high);
}

/** g(n): drop the trailing 1 bits of n and the 0 above them. */
function grundyOfNumber(n: number): number {
  return Math.floor(n / pow2(trailingZeros(n + 1) + 1));
}

/** The largest size (2v + 1)·2^t − 1 that is at most n − 1. Requires 2v + 1 <= n. */
function targetOfNumber(n: number, value: number): number {
  const odd = 2 * value + 1;
  const scaled = odd * pow2(bitLength(n) - bitLength(odd)); // same bit length as n; below 2n, so exact
  return (scaled > n ? scaled / 2 : scaled) - 1;
}

// Exact bigint kernel: the same steps, O(bits).

function bigTrailingZeros(x: bigint): number {
  return bigBitLength(x & -x) - 1;
}

function grundyOfBigint(n: bigint): bigint {
  return n >> BigInt(bigTrailingZeros(n + 1n) + 1);
}

function targetOfBigint(n: bigint, value: bigint): bigint {
  const odd = 2n * value + 1n;
  const scaled = odd << BigInt(bigBitLength(n) - bigBitLength(odd));
  return (scaled > n ? scaled >> 1n : scaled) - 1n;
}

// ---------------------------------------------------------------------------------------------------------------
// Argument checks and the one move generator.

/** Checks `n`, normalising `-0` to `0` so no result can come out as `-0`. */
function checkSize(value: unknown, label: string): number | bigint {
  const size = checkHeapSize(value, label);
  return typeof size === 'number' ? size + 0 : size;
}

/** Reads `play`, rejecting anything but the two endings by name. */
function checkPlay(play: unknown): HalvingPlay {
  if (play === 'misere' || play === 'normal') return play;
  if (typeof play !== 'string') throw new TypeError(`play must be 'misere' or 'normal', got ${describeValue(play)}`);
  throw new RangeError(`play must be 'misere' or 'normal', got ${describeValue(play)}`);
}

/** The Grundy value that marks a losing size for the player to move: 0 in normal play, 1 in misère. */
function losingValue(play: HalvingPlay): number {
  return play === 'normal' ? 0 : 1;
}

/**
 * The move generator: the legal takes from n are exactly 1 to this value (0 when no move exists). Every
 * query about legality, the end of the game and random moves goes through it.
 */
function maxTakeOf(n: number): number;
function maxTakeOf(n: bigint): bigint;
function maxTakeOf(n: number | bigint): number | bigint;
function maxTakeOf(n: number | bigint): number | bigint {
  return typeof n === 'number' ? Math.floor(n / 2) : n / 2n;
}

/**
 * The winning take from a checked size, or `null`; shared by {@link halvingMove} and the robot. The largest
 * losing size below n is the target unless the next losing size, 2·target + 1, is n itself.
 */
function winningTake(n: number | bigint, play: HalvingPlay): number | bigint | null {
  const losing = losingValue(play);
  // n <= 2·losing: no move at all, or (misère, n = 2) n is itself the smallest losing size.
  const smallestLosing = 2 * losing;
  if (typeof n === 'number') {
    if (maxTakeOf(n) === 0 || n <= smallestLosing) return null;
    const target = targetOfNumber(n, losing);
    return 2 * target + 1 === n ? null : n - target;
  }
  if (maxTakeOf(n) === 0n || n <= BigInt(smallestLosing)) return null;
  const target = targetOfBigint(n, BigInt(losing));
  return 2n * target + 1n === n ? null : n - target;
}

// ---------------------------------------------------------------------------------------------------------------
// The public functions.

/**
 * The most counters one move may take from a heap of `n`: `floor(n / 2)`. Legal takes are 1 to this value;
 * 0 means no move exists (n is 0 or 1). This is the rule the CLI and any game loop should check moves with.
 *
 * @param n - The heap size: a non-negative safe integer or a non-negative bigint.
 * @returns `floor(n / 2)`, of the same type as `n`.
 * @throws `TypeError` if `n` is not a number or a bigint; `RangeError` if it is negative, not an integer or
 * not safe.
 * @example
 * ```ts
 * halvingMaxTake(11);  // 5
 * halvingMaxTake(1);   // 0: no move
 * halvingMaxTake(9n);  // 4n
 * ```
 */
export function halvingMaxTake(n: number): number;
export function halvingMaxTake(n: bigint): bigint;
export function halvingMaxTake(n: number | bigint): number | bigint;
export function halvingMaxTake(n: number | bigint): number | bigint {
  return maxTakeOf(checkSize(n, 'n'));
}

/**
 * Whether taking `take` counters from a heap of `n` is a legal move: `take` is an integer with
 * `1 <= take <= floor(n / 2)`. A number `take` that is not a safe integer (1.5, NaN, Infinity) is simply not
 * legal. Numbers and bigints compare exactly, so `take` may be either type whatever the type of `n`.
 *
 * @param n - The heap size: a non-negative safe integer or a non-negative bigint.
 * @param take - The proposed number of counters to take.
 * @returns `true` when the move is legal.
 * @throws `TypeError`/`RangeError` for an invalid `n`; `TypeError` if `take` is not a number or a bigint.
 * @example
 * ```ts
 * isHalvingMoveLegal(11, 5); // true
 * isHalvingMoveLegal(11, 6); // false: more than half
 * isHalvingMoveLegal(1, 1);  // false: no move from 1
 * ```
 */
export function isHalvingMoveLegal(n: number | bigint, take: number | bigint): boolean {
  const maxTake = maxTakeOf(checkSize(n, 'n'));
  if (typeof take === 'bigint') return take >= 1n && take <= maxTake;
  if (typeof take !== 'number') throw new TypeError(`take must be a number or a bigint, got ${describeValue(take)}`);
  return Number.isSafeInteger(take) && take >= 1 && take <= maxTake;
}

/**
 * Whether the player to move from a heap of `n` loses against best play. O(1) for numbers, O(bits) for
 * bigints, exact for every size.
 *
 * - `'misere'`: true exactly for n = 3·2^k − 1 (2, 5, 11, 23, ...). False for 0 and 1: no move is possible
 *   there, and the player facing them has won, since the opponent left the single counter.
 * - `'normal'`: true exactly for n = 2^k − 1 (0, 1, 3, 7, 15, ...).
 *
 * @param n - The heap size: a non-negative safe integer or a non-negative bigint.
 * @param options - `play`: how the game ends ({@link HalvingPlay}, default `'misere'`).
 * @returns `true` when every move from `n` leaves the opponent a winning size.
 * @throws `TypeError`/`RangeError` for an invalid `n` or `play`.
 * @example
 * ```ts
 * isHalvingLosing(23);                   // true: 3·2^3 − 1
 * isHalvingLosing(15, { play: 'normal' }); // true: 2^4 − 1
 * isHalvingLosing(3n * 2n ** 60n - 1n);  // true
 * ```
 */
export function isHalvingLosing(n: number | bigint, { play = 'misere' }: HalvingOptions = {}): boolean {
  const size = checkSize(n, 'n');
  const losing = losingValue(checkPlay(play));
  return typeof size === 'number' ? grundyOfNumber(size) === losing : grundyOfBigint(size) === BigInt(losing);
}

/**
 * How many counters to take from a heap of `n` to leave the opponent a losing size (see
 * {@link isHalvingLosing}): in misère play the largest 3·2^k − 1 below `n`, in normal play the largest
 * 2^k − 1 below `n`. O(1) for numbers, O(bits) for bigints, in exact integer arithmetic (the seed's
 * `floor(log2(n / 3))` goes wrong for large n).
 *
 * @param n - The heap size: a non-negative safe integer or a non-negative bigint.
 * @param options - `play`: how the game ends ({@link HalvingPlay}, default `'misere'`).
 * @returns The winning take (1 to `floor(n / 2)`), of the same type as `n`; `null` when `n` is losing or no
 * move exists (n = 0 or 1).
 * @throws `TypeError`/`RangeError` for an invalid `n` or `play`.
 * @example
 * ```ts
 * halvingMove(20);                     // 9, leaving 11
 * halvingMove(20, { play: 'normal' }); // 5, leaving 15
 * halvingMove(11);                     // null: 11 is losing
 * halvingMove(3n * 2n ** 60n);         // 1n
 * ```
 */
export function halvingMove(n: number, options?: HalvingOptions): number | null;
export function halvingMove(n: bigint, options?: HalvingOptions): bigint | null;
export function halvingMove(n: number | bigint, options?: HalvingOptions): number | bigint | null;
export function halvingMove(n: number | bigint, { play = 'misere' }: HalvingOptions = {}): number | bigint | null {
  const size = checkSize(n, 'n');
  return winningTake(size, checkPlay(play));
}

/**
 * The seed's robot: the winning take from a heap of `n` when there is one, else a uniformly random legal take
 * (1 to `floor(n / 2)`). The random take is exact for every size: it is drawn from whole 32-bit words of
 * `random()` with rejection sampling, never through a lossy conversion, so a bigint heap of any size gets a
 * uniform bigint take. `random` is only called when there is no winning move.
 *
 * @param n - The heap size: a non-negative safe integer or a non-negative bigint.
 * @param options - `play` ({@link HalvingPlay}, default `'misere'`) and `random` (default `Math.random`).
 * @returns The take, of the same type as `n`; `null` when no move exists (n = 0 or 1).
 * @throws `TypeError`/`RangeError` for an invalid `n` or `play`; `TypeError` if `random` is not a function;
 * `RangeError` if `random()` returns anything but a number in [0, 1).
 * @example
 * ```ts
 * const random = createRandom(2024);
 * halvingRobotMove(20, { random });  // 9: the winning move
 * halvingRobotMove(11, { random });  // a random take from 1 to 5, the same on every run
 * halvingRobotMove(1, { random });   // null: no move
 * ```
 */
export function halvingRobotMove(n: number, options?: HalvingRobotOptions): number | null;
export function halvingRobotMove(n: bigint, options?: HalvingRobotOptions): bigint | null;
export function halvingRobotMove(n: number | bigint, options?: HalvingRobotOptions): number | bigint | null;
export function halvingRobotMove(
  n: number | bigint,
  { play = 'misere', random = Math.random }: HalvingRobotOptions = {},
): number | bigint | null {
  const size = checkSize(n, 'n');
  const checkedPlay = checkPlay(play);
  if (typeof random !== 'function') throw new TypeError(`random must be a function, got ${describeValue(random)}`);
  const winning = winningTake(size, checkedPlay);
  if (winning !== null) return winning;
  if (typeof size === 'number') {
    const maxTake = maxTakeOf(size);
    return maxTake === 0 ? null : 1 + randomBelow(random, maxTake);
  }
  const maxTake = maxTakeOf(size);
  return maxTake === 0n ? null : 1n + randomBigBelow(random, maxTake);
}

/**
 * The Sprague–Grundy value of a halving heap in normal play, so several heaps can be played at once: a
 * position is losing for the player to move iff the XOR of its heaps' values is 0 (see
 * {@link halvingMultiMove}). g(2m) = m and g(2m + 1) = g(m), i.e. `n` with its trailing 1 bits and the 0 bit
 * above them removed. O(1) for numbers, O(bits) for bigints, exact.
 *
 * @param n - The heap size: a non-negative safe integer or a non-negative bigint.
 * @returns The Grundy value, of the same type as `n` (at most `floor(n / 2)`).
 * @throws `TypeError`/`RangeError` for an invalid `n`.
 * @example
 * ```ts
 * halvingGrundy(10);  // 5
 * halvingGrundy(11);  // 1 (11 = 1011 in binary: drop 011, leaving 1)
 * halvingGrundy(15);  // 0
 * halvingGrundy(2n ** 100n); // 2n ** 99n
 * ```
 */
export function halvingGrundy(n: number): number;
export function halvingGrundy(n: bigint): bigint;
export function halvingGrundy(n: number | bigint): number | bigint;
export function halvingGrundy(n: number | bigint): number | bigint {
  const size = checkSize(n, 'n');
  return typeof size === 'number' ? grundyOfNumber(size) : grundyOfBigint(size);
}

/**
 * A winning move in normal-play halving over several heaps (each move takes 1 to half of one heap; the
 * player who cannot move loses): a move that makes the XOR of the heaps' {@link halvingGrundy} values 0.
 * The move is on the first heap (lowest number) where one exists. Misère play over several heaps is not
 * covered: its theory is not the XOR rule.
 *
 * @param heaps - The heap sizes: all non-negative safe integers, or all non-negative bigints.
 * @returns A winning {@link Move} with a 1-based `heap` and a `count` of the heaps' type, or `null` when the
 * position is losing (XOR 0, including no heaps at all).
 * @throws `TypeError` if `heaps` is not an array or mixes numbers and bigints; `TypeError`/`RangeError` for
 * an invalid heap size, naming it (`heaps[2]`).
 * @example
 * ```ts
 * halvingMultiMove([4, 6]);   // { heap: 2, count: 2 }: values 2 and 3 become 2 and 2
 * halvingMultiMove([3, 7]);   // null: both values are 0
 * halvingMultiMove([10n, 1n]); // { heap: 1, count: 3n }: 7 has value 0
 * ```
 */
export function halvingMultiMove(heaps: readonly number[]): Move | null;
export function halvingMultiMove(heaps: readonly bigint[]): Move<bigint> | null;
export function halvingMultiMove(heaps: readonly number[] | readonly bigint[]): Move | Move<bigint> | null;
export function halvingMultiMove(heaps: readonly number[] | readonly bigint[]): Move | Move<bigint> | null {
  if (checkHeapList(heaps, 'heaps') === 'number') {
    const sizes = (heaps as readonly number[]).map((size) => size + 0);
    const total = sizes.map(grundyOfNumber).reduce(xor53, 0);
    if (total === 0) return null;
    for (const [index, size] of sizes.entries()) {
      const value = grundyOfNumber(size);
      const wanted = xor53(value, total);
      // wanted < value: this heap can lower its value to wanted, as every smaller value is among its options.
      if (wanted < value) return { heap: index + 1, count: size - targetOfNumber(size, wanted) };
    }
  } else {
    const sizes = heaps as readonly bigint[];
    const total = sizes.map(grundyOfBigint).reduce((a, b) => a ^ b, 0n);
    if (total === 0n) return null;
    for (const [index, size] of sizes.entries()) {
      const value = grundyOfBigint(size);
      const wanted = value ^ total;
      if (wanted < value) return { heap: index + 1, count: size - targetOfBigint(size, wanted) };
    }
  }
  /* v8 ignore next -- unreachable: the top bit of a nonzero XOR is set in some value, which the loop finds. */
  throw new Error('halvingMultiMove: no heap lowers the Grundy sum (internal error)');
}

// The k-th losing size (k = 0, 1, 2, ...): 2^k − 1 in normal play, 3·2^k − 1 in misère play.

/** How many losing sizes fit in the safe-integer range: 2^53 − 1 is the 54th normal one, 3·2^51 − 1 the 52nd misère. */
const SAFE_LOSING_COUNT: Readonly<Record<HalvingPlay, number>> = { normal: 54, misere: 52 };

/** The largest array length JavaScript allows. */
const MAX_ARRAY_LENGTH = 4294967295;

/**
 * The first `count` losing sizes for the player to move, ascending: `3·2^k − 1` (2, 5, 11, ...) in misère play
 * and `2^k − 1` (0, 1, 3, 7, ...) in normal play, k = 0, 1, 2, ... A `number` count gives numbers and may be
 * at most 52 (misère) or 54 (normal): the next value would exceed `Number.MAX_SAFE_INTEGER`. A `bigint` count
 * gives bigints with no such limit (the k-th value has about k bits).
 *
 * @param count - How many sizes: a non-negative safe integer, or a non-negative bigint for bigint results.
 * @param options - `play`: how the game ends ({@link HalvingPlay}, default `'misere'`).
 * @returns The sizes, numbers for a number `count`, bigints for a bigint `count`.
 * @throws `TypeError`/`RangeError` for an invalid `count` or `play`; `RangeError` for a number `count` beyond
 * the safe range (above) or a bigint `count` above 2^32 − 1, the largest array length.
 * @example
 * ```ts
 * halvingLosingNumbers(5);                     // [2, 5, 11, 23, 47]
 * halvingLosingNumbers(5, { play: 'normal' }); // [0, 1, 3, 7, 15]
 * halvingLosingNumbers(3n);                    // [2n, 5n, 11n]
 * ```
 */
export function halvingLosingNumbers(count: number, options?: HalvingOptions): number[];
export function halvingLosingNumbers(count: bigint, options?: HalvingOptions): bigint[];
export function halvingLosingNumbers(count: number | bigint, options?: HalvingOptions): number[] | bigint[];
export function halvingLosingNumbers(
  count: number | bigint,
  { play = 'misere' }: HalvingOptions = {},
): number[] | bigint[] {
  const checkedCount = checkSize(count, 'count');
  const checkedPlay = checkPlay(play);
  const odd = 2 * losingValue(checkedPlay) + 1; // the losing sizes are odd·2^k − 1
  if (typeof checkedCount === 'number') {
    const safeCount = SAFE_LOSING_COUNT[checkedPlay];
    if (checkedCount > safeCount) {
      throw new RangeError(
        `count must be at most ${safeCount} for '${checkedPlay}' play with a number count (losing size number ` +
          `${safeCount + 1} exceeds Number.MAX_SAFE_INTEGER; pass a bigint count for bigint sizes), got ${checkedCount}`,
      );
    }
    return Array.from({ length: checkedCount }, (_, k) => odd * pow2(k) - 1);
  }
  if (checkedCount > BigInt(MAX_ARRAY_LENGTH)) {
    throw new RangeError(`count must be at most ${MAX_ARRAY_LENGTH} (the largest array length), got ${checkedCount}n`);
  }
  const sizes: bigint[] = [];
  for (let power = BigInt(odd); sizes.length < checkedCount; power <<= 1n) sizes.push(power - 1n);
  return sizes;
}

/**
 * Every losing size for the player to move that is at most `limit`, ascending (see
 * {@link halvingLosingNumbers}). There are about log2(limit) of them.
 *
 * @param limit - The largest size to include: a non-negative safe integer or a non-negative bigint.
 * @param options - `play`: how the game ends ({@link HalvingPlay}, default `'misere'`).
 * @returns The sizes, of the same type as `limit`.
 * @throws `TypeError`/`RangeError` for an invalid `limit` or `play`.
 * @example
 * ```ts
 * halvingLosingNumbersUpTo(50);                     // [2, 5, 11, 23, 47]
 * halvingLosingNumbersUpTo(15, { play: 'normal' }); // [0, 1, 3, 7, 15]
 * halvingLosingNumbersUpTo(12n);                    // [2n, 5n, 11n]
 * ```
 */
export function halvingLosingNumbersUpTo(limit: number, options?: HalvingOptions): number[];
export function halvingLosingNumbersUpTo(limit: bigint, options?: HalvingOptions): bigint[];
export function halvingLosingNumbersUpTo(limit: number | bigint, options?: HalvingOptions): number[] | bigint[];
export function halvingLosingNumbersUpTo(
  limit: number | bigint,
  { play = 'misere' }: HalvingOptions = {},
): number[] | bigint[] {
  const checkedLimit = checkSize(limit, 'limit');
  const odd = 2 * losingValue(checkPlay(play)) + 1;
  if (typeof checkedLimit === 'number') {
    const sizes: number[] = [];
    // power - 1 <= limit <= MAX_SAFE, so power <= 2^53 and doubling it stays exact.
    for (let power = odd; power - 1 <= checkedLimit; power *= 2) sizes.push(power - 1);
    return sizes;
  }
  const sizes: bigint[] = [];
  for (let power = BigInt(odd); power - 1n <= checkedLimit; power <<= 1n) sizes.push(power - 1n);
  return sizes;
}
