// The single-heap halving game of the original exercise: one heap of n >= 1 counters; a move takes 1 to
// floor(n / 2). Misère play is the default throughout, because the original game is misère (see HalvingPlay).
// The arithmetic and its theory are in kernel.ts.

import { checkFunction } from '../internal/checks.js';
import { describeValue } from '../internal/integers.js';
import { randomBelow, randomBigBelow } from '../internal/uniform.js';
import { checkPlay, checkSize, grundyOfBigint, grundyOfNumber, losingValue, maxTakeOf, winningTake } from './kernel.js';
import type { HalvingOptions, HalvingRobotOptions } from './options.js';

/**
 * The most counters one move may take from a heap of `n`: `floor(n / 2)`. Legal takes are 1 to this value;
 * 0 means no move exists (n is 1). This is the rule the CLI and any game loop should check moves with.
 *
 * @param n - The heap size: a positive safe integer or a positive bigint (0 is not a position of the game).
 * @returns `floor(n / 2)`, of the same type as `n`.
 * @throws `TypeError` if `n` is not a number or a bigint; `RangeError` if it is below 1, not an integer or
 * not safe.
 * @example
 * ```ts
 * halvingMaxTake(11);  // 5
 * halvingMaxTake(1);   // 0: no move
 * halvingMaxTake(9n);  // 4n
 * ```
 *
 * @category Halving
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
 * @param n - The heap size: a positive safe integer or a positive bigint (0 is not a position of the game).
 * @param take - The proposed number of counters to take.
 * @returns `true` when the move is legal.
 * @throws `TypeError`/`RangeError` for an invalid `n` (including 0); `TypeError` if `take` is not a number or a bigint.
 * @example
 * ```ts
 * isHalvingMoveLegal(11, 5); // true
 * isHalvingMoveLegal(11, 6); // false: more than half
 * isHalvingMoveLegal(1, 1);  // false: no move from 1
 * isHalvingMoveLegal(11n, 1n); // true
 * ```
 *
 * @category Halving
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
 * - `'misere'`: true exactly for n = 3·2^k − 1 (2, 5, 11, 23, ...). False for 1: no move is possible there,
 *   and the player facing it has won, since the opponent left the single counter.
 * - `'normal'`: true exactly for n = 2^k − 1 with k ≥ 1 (1, 3, 7, 15, ...).
 *
 * @param n - The heap size: a positive safe integer or a positive bigint (0 is not a position of the game).
 * @param options - `play`: how the game ends ({@link HalvingPlay}, default `'misere'`).
 * @returns `true` when every move from `n` leaves the opponent a winning size.
 * @throws `TypeError`/`RangeError` for an invalid `n` (including 0) or `play`.
 * @example
 * ```ts
 * isHalvingLosing(23);                   // true: 3·2^3 − 1
 * isHalvingLosing(15, { play: 'normal' }); // true: 2^4 − 1
 * isHalvingLosing(3n * 2n ** 60n - 1n);  // true
 * ```
 *
 * @category Halving
 */
export function isHalvingLosing(n: number | bigint, { play = 'misere' }: HalvingOptions = {}): boolean {
  const size = checkSize(n, 'n');
  const losing = losingValue(checkPlay(play));
  return typeof size === 'number' ? grundyOfNumber(size) === losing : grundyOfBigint(size) === BigInt(losing);
}

/**
 * How many counters to take from a heap of `n` to leave the opponent a losing size (see
 * {@link isHalvingLosing}): in misère play the largest 3·2^k − 1 below `n`, in normal play the largest
 * 2^k − 1 below `n`. O(1) for numbers, O(bits) for bigints, in exact integer arithmetic (the original
 * code's `floor(log2(n / 3))` goes wrong for large n).
 *
 * @param n - The heap size: a positive safe integer or a positive bigint (0 is not a position of the game).
 * @param options - `play`: how the game ends ({@link HalvingPlay}, default `'misere'`).
 * @returns The winning take (1 to `floor(n / 2)`), of the same type as `n`; `null` when `n` is losing or no
 * move exists (n = 1).
 * @throws `TypeError`/`RangeError` for an invalid `n` (including 0) or `play`.
 * @example
 * ```ts
 * halvingMove(20);                     // 9, leaving 11
 * halvingMove(20, { play: 'normal' }); // 5, leaving 15
 * halvingMove(11);                     // null: 11 is losing
 * halvingMove(3n * 2n ** 60n);         // 1n
 * ```
 *
 * @category Halving
 */
export function halvingMove(n: number, options?: HalvingOptions): number | null;
export function halvingMove(n: bigint, options?: HalvingOptions): bigint | null;
export function halvingMove(n: number | bigint, options?: HalvingOptions): number | bigint | null;
export function halvingMove(n: number | bigint, { play = 'misere' }: HalvingOptions = {}): number | bigint | null {
  const size = checkSize(n, 'n');
  return winningTake(size, checkPlay(play));
}

/**
 * The original game's robot: the winning take from a heap of `n` when there is one, else a uniformly random legal take
 * (1 to `floor(n / 2)`). The random take is exact for every size: it is drawn from whole 32-bit words of
 * `random()` with rejection sampling, never through a lossy conversion, so a bigint heap of any size gets a
 * uniform bigint take. `random` is only called when there is no winning move.
 *
 * @param n - The heap size: a positive safe integer or a positive bigint (0 is not a position of the game).
 * @param options - `play` ({@link HalvingPlay}, default `'misere'`) and `random` (default `Math.random`).
 * @returns The take, of the same type as `n`; `null` when no move exists (n = 1).
 * @throws `TypeError`/`RangeError` for an invalid `n` (including 0) or `play`; `TypeError` if `random` is not a function;
 * `RangeError` if `random()` returns anything but a number in [0, 1).
 * @example
 * ```ts
 * const random = createRandom(2024);
 * halvingRobotMove(20, { random });  // 9: the winning move
 * halvingRobotMove(11, { random });  // a random take from 1 to 5, the same on every run
 * halvingRobotMove(1, { random });   // null: no move
 * ```
 *
 * @category Halving
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
  checkFunction(random, 'random');
  const winning = winningTake(size, checkedPlay);
  if (winning !== null) return winning;
  if (typeof size === 'number') {
    const maxTake = maxTakeOf(size);
    return maxTake === 0 ? null : 1 + randomBelow(random, maxTake, 'random');
  }
  const maxTake = maxTakeOf(size);
  return maxTake === 0n ? null : 1n + randomBigBelow(random, maxTake, 'random');
}

/**
 * The Sprague–Grundy value of a halving heap in normal play, so several heaps can be played at once: in
 * normal play a position is losing for the player to move iff the XOR of its heaps' values is 0, and in
 * misère play the misère Nim rule on these values decides (see {@link halvingMultiMove}). g(2m) = m and g(2m + 1) = g(m), i.e. `n` with its trailing 1 bits and the 0 bit
 * above them removed. O(1) for numbers, O(bits) for bigints, exact.
 *
 * @param n - The heap size: a positive safe integer or a positive bigint (0 is not a position of the game).
 * @returns The Grundy value, of the same type as `n` (at most `floor(n / 2)`).
 * @throws `TypeError`/`RangeError` for an invalid `n` (including 0).
 * @example
 * ```ts
 * halvingGrundy(10);  // 5
 * halvingGrundy(11);  // 1 (11 = 1011 in binary: drop 011, leaving 1)
 * halvingGrundy(15);  // 0
 * halvingGrundy(2n ** 100n); // 2n ** 99n
 * ```
 *
 * @category Halving
 */
export function halvingGrundy(n: number): number;
export function halvingGrundy(n: bigint): bigint;
export function halvingGrundy(n: number | bigint): number | bigint;
export function halvingGrundy(n: number | bigint): number | bigint {
  const size = checkSize(n, 'n');
  return typeof size === 'number' ? grundyOfNumber(size) : grundyOfBigint(size);
}

