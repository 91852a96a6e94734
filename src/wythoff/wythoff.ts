// The public theory of Wythoff's game: whether a position is lost and the winning move, exact for every safe
// integer and every bigint (below 2^1,000,000), in normal play for any Fraenkel parameter a and in misère play
// for a = 1. The arithmetic is in kernel.ts, the strategy in strategy.ts.
import { gammaOf } from './kernel.js';
import { checkHeapPair, checkMisereTheory, checkOptions } from './options.js';
import type { WythoffMove, WythoffOptions } from './options.js';
import { isLostBig, isLostNumber, isMisereLostBig, isMisereLostNumber, misereMoveBig, misereMoveNumber, moveBig, moveNumber } from './strategy.js';
import type { Takes } from './strategy.js';

/**
 * Whether the player to move from heaps (x, y) loses against perfect play.
 *
 * Normal play: the lost positions are (A_n, B_n) and (B_n, A_n), n ≥ 0, with A_n = mex{A_i, B_i : i < n}
 * and B_n = A_n + a·n; for Wythoff's game (a = 1) A_n = ⌊nφ⌋ and B_n = ⌊nφ²⌋: (0,0), (1,2), (3,5), (4,7),
 * (6,10), ... Computed exactly, with integer square roots (A_n = ⌊(n + √(5n²))/2⌋ for a = 1), never with a
 * floating φ. Misère play (a = 1 only): the same, except that (0,0), (1,2), (2,1) give way to (0,1), (1,0),
 * (2,2). O(log) steps for numbers; for bigints, a few bigint divisions.
 *
 * @param x - The first heap: a non-negative safe integer, or a non-negative bigint below 2^1,000,000.
 * @param y - The second heap, of the same type as `x`.
 * @param options - `a` (Fraenkel's parameter, default 1) and `play` (default `'normal'`); see {@link WythoffOptions}.
 * @returns `true` when every move leaves the opponent a won position.
 * @throws `TypeError` for a heap that is not a number or a bigint, for a number and a bigint mixed, or for
 * options that are not an object; `RangeError` for a heap that is not a non-negative safe integer (or a
 * bigint too large), a bad `a` or `play`, or misère play with a ≥ 2.
 * @example
 * ```ts
 * isWythoffLosing(3, 5);                        // true
 * isWythoffLosing(5, 3);                        // true: the mirror image
 * isWythoffLosing(3, 4);                        // false
 * isWythoffLosing(2, 2, { play: 'misere' });    // true
 * isWythoffLosing(2, 6, { a: 2 });              // true: A_2 = 2, B_2 = 2 + 2·2
 * isWythoffLosing(1618033988749894n, 2618033988749894n); // true: (a_n, b_n) for n = 10^15
 * ```
 *
 * @category Nim family
 */
export function isWythoffLosing(x: number, y: number, options?: WythoffOptions): boolean;
export function isWythoffLosing(x: bigint, y: bigint, options?: WythoffOptions): boolean;
export function isWythoffLosing(x: number | bigint, y: number | bigint, options?: WythoffOptions): boolean;
export function isWythoffLosing(x: number | bigint, y: number | bigint, options?: WythoffOptions): boolean {
  const checked = checkOptions(options);
  checkMisereTheory(checked);
  const heaps = checkHeapPair(x, y);
  const misere = checked.play === 'misere';
  if (typeof heaps[0] === 'number') {
    const [first, second] = heaps as [number, number];
    const gamma = gammaOf(checked.a);
    return misere ? isMisereLostNumber(first, second, gamma) : isLostNumber(first, second, gamma);
  }
  const [first, second] = heaps as [bigint, bigint];
  return misere ? isMisereLostBig(first, second) : isLostBig(first, second, BigInt(checked.a));
}

/**
 * A winning move from heaps (x, y): the counters to take from each heap to leave the opponent a lost
 * position (see {@link isWythoffLosing}), or `null` when (x, y) is itself lost (or, in misère play, over).
 *
 * With x ≤ y and d = y − x in normal play: when x = B_j, take y − A_j from y; when x = A_m, take d − a·m
 * from y if d > a·m, else leave (A_j, B_j) with j = ⌊d/a⌋ by taking from both heaps. Exact for every size,
 * O(log) steps for numbers (well over a million calls a second).
 *
 * @param x - The first heap: a non-negative safe integer, or a non-negative bigint below 2^1,000,000.
 * @param y - The second heap, of the same type as `x`.
 * @param options - `a` (Fraenkel's parameter, default 1) and `play` (default `'normal'`); see {@link WythoffOptions}.
 * @returns The move (`first` from x, `second` from y), of the type of the heaps, or `null`.
 * @throws As {@link isWythoffLosing}.
 * @example
 * ```ts
 * wythoffMove(4, 5);                     // { first: 3, second: 3 }: leaves (1, 2)
 * wythoffMove(9, 3);                     // { first: 4, second: 0 }: leaves (5, 3)
 * wythoffMove(3, 5);                     // null: (3, 5) is lost
 * wythoffMove(1, 2, { play: 'misere' }); // { first: 0, second: 2 }: leaves (1, 0)
 * wythoffMove(10n ** 30n, 10n ** 30n);   // { first: 10n ** 30n, second: 10n ** 30n }: leaves (0, 0)
 * ```
 *
 * @category Nim family
 */
export function wythoffMove(x: number, y: number, options?: WythoffOptions): WythoffMove | null;
export function wythoffMove(x: bigint, y: bigint, options?: WythoffOptions): WythoffMove<bigint> | null;
export function wythoffMove(x: number | bigint, y: number | bigint, options?: WythoffOptions): WythoffMove<number | bigint> | null;
export function wythoffMove(x: number | bigint, y: number | bigint, options?: WythoffOptions): WythoffMove<number | bigint> | null {
  const checked = checkOptions(options);
  checkMisereTheory(checked);
  const heaps = checkHeapPair(x, y);
  const misere = checked.play === 'misere';
  let takes: Takes<number> | Takes<bigint> | null;
  if (typeof heaps[0] === 'number') {
    const [first, second] = heaps as [number, number];
    const gamma = gammaOf(checked.a);
    takes = misere ? misereMoveNumber(first, second, gamma) : moveNumber(first, second, gamma);
  } else {
    const [first, second] = heaps as [bigint, bigint];
    takes = misere ? misereMoveBig(first, second) : moveBig(first, second, BigInt(checked.a));
  }
  return takes === null ? null : { first: takes[0], second: takes[1] };
}
