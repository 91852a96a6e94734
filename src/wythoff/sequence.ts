// The lost positions of Wythoff's game listed in order: the pairs (A_n, B_n), n = 0, 1, 2, ...
import { checkHeapSize, describeValue } from '../internal/integers.js';
import { floorGamma, gammaOf } from './kernel.js';
import { checkMisereTheory, checkOptions } from './options.js';
import type { WythoffOptions } from './options.js';

/**
 * The most pairs {@link wythoffLosingPositions} lists: a million pairs are some 50 MB of arrays.
 */
const MAX_PAIRS = 1_000_000;

/**
 * The first `count` lost positions (P-positions) with the smaller heap first: the pairs [A_n, B_n] for
 * n = 0, 1, ..., count − 1, where A_n = mex{A_i, B_i : i < n} and B_n = A_n + a·n. For Wythoff's game (a = 1)
 * these are the lower and upper Wythoff sequences ⌊nφ⌋ and ⌊nφ²⌋; every lost position is one of these pairs
 * or its mirror image. Each pair is computed exactly from A_n = n + ⌊nγ⌋, γ = (√(a² + 4) − a)/2, with integer
 * arithmetic. In misère play (a = 1 only) the list starts [0, 1], [2, 2] and goes on as in normal play.
 *
 * @param count - How many pairs: a non-negative safe integer (number pairs) or bigint (bigint pairs), at most
 * 1,000,000. With a number count every value must be a safe integer, which a huge `a` can prevent: pass a
 * bigint count then.
 * @param options - `a` (Fraenkel's parameter, default 1) and `play` (default `'normal'`); see {@link WythoffOptions}.
 * @returns The pairs, of the type of `count`.
 * @throws `TypeError`/`RangeError` for an invalid `count` or options; `RangeError` for a count above
 * 1,000,000, a number count whose last pair is not safe, or misère play with a ≥ 2.
 * @example
 * ```ts
 * wythoffLosingPositions(5);                     // [[0, 0], [1, 2], [3, 5], [4, 7], [6, 10]]
 * wythoffLosingPositions(4, { a: 2 });           // [[0, 0], [1, 3], [2, 6], [4, 10]]
 * wythoffLosingPositions(3, { play: 'misere' }); // [[0, 1], [2, 2], [3, 5]]
 * wythoffLosingPositions(2n);                    // [[0n, 0n], [1n, 2n]]
 * ```
 *
 * @category Nim family
 */
export function wythoffLosingPositions(count: number, options?: WythoffOptions): [number, number][];
export function wythoffLosingPositions(count: bigint, options?: WythoffOptions): [bigint, bigint][];
export function wythoffLosingPositions(count: number | bigint, options?: WythoffOptions): [number, number][] | [bigint, bigint][];
export function wythoffLosingPositions(count: number | bigint, options?: WythoffOptions): [number, number][] | [bigint, bigint][] {
  const checked = checkOptions(options);
  checkMisereTheory(checked);
  const size = checkHeapSize(count, 'count');
  if (size > MAX_PAIRS) throw new RangeError(`count must be at most ${MAX_PAIRS}, got ${describeValue(size)}`);
  const length = Number(size);
  const { a } = checked;
  const gamma = gammaOf(a);
  // A_n <= 2n is always safe here; B_n = A_n + a·n may not be, so a number count checks the last pair.
  const lower = (n: number): number => n + floorGamma(n, gamma);
  if (typeof size === 'number') {
    const last = length - 1;
    if (length > 0 && lower(last) + a * last > Number.MAX_SAFE_INTEGER) {
      throw new RangeError(`count must leave every pair a safe integer for a = ${a}, got ${length}: pass a bigint count for bigint pairs`);
    }
  }
  const pairs: [number, number][] | [bigint, bigint][] = [];
  for (let n = 0; n < length; n++) {
    const smaller = lower(n);
    if (typeof size === 'number') (pairs as [number, number][]).push([smaller, smaller + a * n]);
    else (pairs as [bigint, bigint][]).push([BigInt(smaller), BigInt(smaller) + BigInt(a) * BigInt(n)]);
  }
  if (checked.play === 'misere') {
    // The misère pairs of index 0 and 1 (a = 1); from index 2 on they are the normal ones.
    const misere = [[0, 1], [2, 2]] as const;
    for (let n = 0; n < Math.min(2, length); n++) {
      const [smaller, larger] = misere[n] ?? [0, 0];
      pairs[n] = typeof size === 'number' ? [smaller, larger] : [BigInt(smaller), BigInt(larger)];
    }
  }
  return pairs;
}
