// The single-heap halving game of the original exercise: one heap of n >= 1 counters; a move takes t with
// 1 <= t <= floor(n / 2). Internal: the exact arithmetic and argument checks behind the public functions.
//
// Theory (checked against brute-force search in test/halving/). From n the moves reach exactly the sizes m with
// ceil(n / 2) <= m <= n - 1, so a heap never empties: the positions are n >= 1, and 1 is the only one with no
// move. The Sprague–Grundy value in normal play is
//   g(2m) = m,  g(2m + 1) = g(m),
// i.e. g(n) = n with its trailing 1 bits and the 0 bit above them shifted out. So the sizes with value v are
// exactly (2v + 1)·2^t − 1 for t = 0, 1, 2, ... (t >= 1 for v = 0, as 0 is not a size), each one twice the
// previous plus one. Therefore:
// - normal play (cannot move: lose): losing iff g(n) = 0, i.e. n = 2^k − 1, k >= 1: 1, 3, 7, 15, ...
// - misère play (leave a single counter: lose): losing iff g(n) = 1, i.e. n = 3·2^t − 1: 2, 5, 11, 23, ...
//   (n = 1 has no move; the player facing it has won, because the opponent just made the last move.)
// - The values reachable from n are exactly the w with 2w + 1 <= n other than g(n) itself: the largest size of
//   value w below n, `target(n, w)`, is a legal target, because the next one up, 2·target + 1, is >= n and is
//   n itself only when g(n) = w.
// Everything below is that arithmetic, in exact integer steps for numbers and for bigints.

import { TWO_POW_32, bigBitLength, bitLength, checkHeapSize, describeValue } from '../internal/integers.js';
import type { Ending } from '../types.js';

// ---------------------------------------------------------------------------------------------------------------
// Exact number kernel: every value is a safe integer and every step is exact (shifts on 32-bit words, products
// and quotients by powers of two), so it is O(1) with no floating-point logarithms.

const TWO_POW_30 = 1073741824;

/** 2^k exactly for 0 <= k <= 54, from integer shifts (no floating-point `pow`).
 *
 * @category Halving
 */
export function pow2(k: number): number {
  return k <= 30 ? 1 << k : (1 << (k - 30)) * TWO_POW_30;
}

/** The number of trailing 0 bits of an integer 1 <= x <= 2^53. */
function trailingZeros(x: number): number {
  const low = x >>> 0; // the low 32 bits, exactly
  if (low !== 0) return 31 - Math.clz32(low & -low);
  const high = Math.floor(x / TWO_POW_32);
  return 63 - Math.clz32(high & -high);
}

/** g(n): drop the trailing 1 bits of n and the 0 above them.
 *
 * @category Halving
 */
export function grundyOfNumber(n: number): number {
  return Math.floor(n / pow2(trailingZeros(n + 1) + 1));
}

/** The largest size (2v + 1)·2^t − 1 that is at most n − 1. Requires 2v + 1 <= n.
 *
 * @category Halving
 */
export function targetOfNumber(n: number, value: number): number {
  const odd = 2 * value + 1;
  const scaled = odd * pow2(bitLength(n) - bitLength(odd)); // same bit length as n; below 2n, so exact
  return (scaled > n ? scaled / 2 : scaled) - 1;
}

// Exact bigint kernel: the same steps, O(bits).

function bigTrailingZeros(x: bigint): number {
  return bigBitLength(x & -x) - 1;
}

export function grundyOfBigint(n: bigint): bigint {
  return n >> BigInt(bigTrailingZeros(n + 1n) + 1);
}

export function targetOfBigint(n: bigint, value: bigint): bigint {
  const odd = 2n * value + 1n;
  const scaled = odd << BigInt(bigBitLength(n) - bigBitLength(odd));
  return (scaled > n ? scaled >> 1n : scaled) - 1n;
}

// ---------------------------------------------------------------------------------------------------------------
// Argument checks and the one move generator.

/** The RangeError for a heap of 0 counters, which is not a position of the game.
 *
 * @category Halving
 */
export function emptyHeapError(label: string, value: number | bigint): RangeError {
  return new RangeError(
    `${label} must be at least 1 (a halving heap holds at least one counter: no move empties it), got ${describeValue(value)}`,
  );
}

/** Checks a heap size: a positive safe integer or a positive bigint, normalising nothing (0 and -0 are refused).
 *
 * @category Halving
 */
export function checkSize(value: unknown, label: string): number | bigint {
  const size = checkHeapSize(value, label);
  if (size === 0 || size === 0n) throw emptyHeapError(label, size);
  return size;
}

/** Reads `play`, rejecting anything but the two endings by name.
 *
 * @category Halving
 */
export function checkPlay(play: unknown): Ending {
  if (play === 'misere' || play === 'normal') return play;
  if (typeof play !== 'string') throw new TypeError(`play must be 'misere' or 'normal', got ${describeValue(play)}`);
  throw new RangeError(`play must be 'misere' or 'normal', got ${describeValue(play)}`);
}

/** The Grundy value that marks a losing size for the player to move: 0 in normal play, 1 in misère.
 *
 * @category Halving
 */
export function losingValue(play: Ending): number {
  return play === 'normal' ? 0 : 1;
}

/**
 * The move generator: the legal takes from n are exactly 1 to this value (0 when no move exists). Every
 * query about legality, the end of the game and random moves goes through it.
 *
 * @category Halving
 */
export function maxTakeOf(n: number): number;
export function maxTakeOf(n: bigint): bigint;
export function maxTakeOf(n: number | bigint): number | bigint;
export function maxTakeOf(n: number | bigint): number | bigint {
  return typeof n === 'number' ? Math.floor(n / 2) : n / 2n;
}

/**
 * The winning take from a checked size, or `null`; shared by {@link halvingMove} and the robot. The largest
 * losing size below n is the target unless the next losing size, 2·target + 1, is n itself.
 *
 * @category Halving
 */
export function winningTake(n: number | bigint, play: Ending): number | bigint | null {
  const losing = losingValue(play);
  // n <= 2·losing + 1 - 1: no move at all (n = 1), or (misère, n = 2) n is itself the smallest losing size.
  const smallestLosing = 2 * losing;
  if (typeof n === 'number') {
    if (n <= Math.max(1, smallestLosing)) return null;
    const target = targetOfNumber(n, losing);
    return 2 * target + 1 === n ? null : n - target;
  }
  if (n <= BigInt(Math.max(1, smallestLosing))) return null;
  const target = targetOfBigint(n, BigInt(losing));
  return 2n * target + 1n === n ? null : n - target;
}
