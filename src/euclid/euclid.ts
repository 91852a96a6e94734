// Euclid's game (Cole and Davie, 1969): two positive numbers; a move subtracts a positive multiple of the smaller
// from the larger, leaving it non-negative; whoever makes a 0 wins. With s ≤ l, the mover wins exactly when l = s
// or l/s > φ = (1 + √5)/2 (l/s is rational, so never equal): l² − ls − s² > 0, exact in integers. The winning
// move takes the largest multiple q = ⌊l/s⌋ or one less: of (s, l − qs) and (s, l − (q − 1)s), whose ratios are
// r and 1 + 1/r for one r, exactly one is below φ when q ≥ 2 (and when q = 1 the move is forced).
import { describeValue } from '../internal/integers.js';

/** A winning move of Euclid's game: subtract `times` × the smaller number from the larger. */
export interface EuclidMove<N extends number | bigint = number> {
  /** How many times the smaller number is subtracted from the larger, from 1. */
  readonly times: N;
}

/** Checks a pair of positive numbers of one type. */
export function checkPair(a: unknown, b: unknown): [number, number] | [bigint, bigint] {
  for (const [value, label] of [[a, 'a'], [b, 'b']] as const) {
    if (typeof value === 'bigint') {
      if (value < 1n) throw new RangeError(`${label} must be a positive integer, got ${describeValue(value)}`);
    } else if (typeof value !== 'number') {
      throw new TypeError(`${label} must be a number or a bigint, got ${describeValue(value)}`);
    } else if (!Number.isSafeInteger(value) || value < 1) {
      throw new RangeError(`${label} must be a positive safe integer, got ${describeValue(value)}`);
    }
  }
  if (typeof a !== typeof b) throw new TypeError(`a and b must both be numbers or both bigints, got ${typeof a} and ${typeof b}`);
  return [a, b] as [number, number] | [bigint, bigint];
}

/** Whether the mover wins at (l, s), l ≥ s ≥ 1, as bigints: l = s, or l² − ls − s² > 0. */
function wins(l: bigint, s: bigint): boolean {
  return l === s || l * l - l * s - s * s > 0n;
}

/**
 * Whether the player to move wins Euclid's game at (a, b): exactly when a = b or the larger is more than φ times
 * the smaller (Cole and Davie), decided in exact integer arithmetic (no floating point), instantly for bigints.
 *
 * @param a - A positive safe integer or a positive bigint.
 * @param b - The other number, of the same type.
 * @returns `true` when the mover wins with perfect play.
 * @throws `TypeError` when an argument is neither a number nor a bigint, or the types differ; `RangeError` for a
 * number that is not a positive safe integer or a bigint below 1.
 * @example
 * ```ts
 * isEuclidWin(5, 4);   // false: 5/4 < φ, and the forced move to (1, 4) wins for the other player
 * isEuclidWin(7, 3);   // true: 7/3 > φ (49 − 21 − 9 > 0); take 3, leaving (4, 3)
 * isEuclidWin(2n ** 100n + 1n, 2n ** 100n); // false
 * ```
 *
 * @category Nim family
 */
export function isEuclidWin(a: number | bigint, b: number | bigint): boolean {
  const [x, y] = checkPair(a, b);
  const [l, s] = x >= y ? [BigInt(x), BigInt(y)] : [BigInt(y), BigInt(x)];
  return wins(l, s);
}

/** The winning multiple at (l, s), l ≥ s ≥ 1, or 0n when the mover loses. */
export function winningTimes(l: bigint, s: bigint): bigint {
  if (!wins(l, s)) return 0n;
  const q = l / s;
  const rest = l - q * s;
  // A 0 ends the game at once; otherwise the move whose position the opponent loses (the largest multiple first).
  if (rest === 0n) return q;
  return wins(s, rest) ? q - 1n : q;
}

/**
 * A winning move of Euclid's game at (a, b): how many times to subtract the smaller number from the larger, or
 * `null` when the mover loses. When one number divides the other it subtracts all of it (the mover makes the 0 and
 * wins); otherwise it takes the largest multiple or one less, whichever leaves a ratio below φ.
 *
 * @param a - A positive safe integer or a positive bigint.
 * @param b - The other number, of the same type.
 * @returns The move, `times` of the arguments' type, or `null`.
 * @throws As {@link isEuclidWin}.
 * @example
 * ```ts
 * euclidMove(7, 3);    // { times: 1 }: 7 − 3 = 4, and (4, 3) is lost for the opponent
 * euclidMove(9, 3);    // { times: 3 }: 9 − 9 = 0, a win at once
 * euclidMove(5, 4);    // null
 * euclidMove(10n ** 30n, 3n); // { times: 333333333333333333333333333332n }
 * ```
 *
 * @category Nim family
 */
export function euclidMove(a: number, b: number): EuclidMove | null;
export function euclidMove(a: bigint, b: bigint): EuclidMove<bigint> | null;
export function euclidMove(a: number | bigint, b: number | bigint): EuclidMove<number | bigint> | null;
export function euclidMove(a: number | bigint, b: number | bigint): EuclidMove<number | bigint> | null {
  const [x, y] = checkPair(a, b);
  const [l, s] = x >= y ? [BigInt(x), BigInt(y)] : [BigInt(y), BigInt(x)];
  const times = winningTimes(l, s);
  if (times === 0n) return null;
  return { times: typeof x === 'number' ? Number(times) : times };
}
