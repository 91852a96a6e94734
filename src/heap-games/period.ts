// Proved periodicity of Grundy values: the octal periodicity theorem and the subtraction-game window. Internal.

import { repeatShape, searchArithmetic } from './arithmetic.js';
import { isSplitDigit, LEAVE_MORE, MARKS, topCount, type Rule } from './code.js';
import { WORK_LIMIT, WorkLimitError } from './cost.js';
import type { ValueTable } from './grundy.js';
import type { GrundyValueArray } from './value-store.js';

/** A proved (arithmetic) period: `G(n + period) = G(n) + saltus` for every `n >= preperiod`; the period as
 * small as possible, then the preperiod. A saltus of 0 is a plain period.
 *
 * @example
 * ```ts
 * const kayles: HeapGamePeriod | undefined = HeapGame.parse('0.77').period(); // { preperiod: 71, period: 12, saltus: 0 }
 * HeapGame.named('lasker').period(); // { preperiod: 1, period: 4, saltus: 4 }
 * ```
 *
 * @category Heap games
 */
export interface Periodicity {
  /** The first heap size from which the values repeat; 0 when they repeat from the start. */
  preperiod: number;
  /** The length of the repeating block. */
  period: number;
  /** What each block adds to the values of the one before: 0 for a plain period (every finite octal code). */
  saltus: number;
}

/**
 * The shape of a rule a period proof reads: `'take'` (no split), `'two'` or `'three'` (the most heaps a move
 * leaves), or that most number itself from 4 up.
 *
 * @category Heap games
 */
export type PeriodKind = 'take' | 'two' | 'three' | number;

/**
 * Which theorem can prove the rule periodic, with `t` the largest removal size with a non-zero digit.
 *
 * - `take`: every digit leaves at most one heap (subtraction games and their kin).
 * - `two`, `three`, or `j` from 4 up: some digit leaves that many heaps, none more; no marks (the octal
 *   periodicity theorem, with a range that grows with the heaps, see {@link verifiedUpTo}).
 *
 * `undefined` for a repeating code, a marked split (`!`, `?`, `=`) or `+` (any number of heaps): no theorem
 * here covers them.
 *
 * @category Heap games
 */
export function periodKind(rule: Rule): { kind: PeriodKind; t: number } | undefined {
  if (rule.repeat.length > 0) return undefined;
  const all = [rule.first, ...rule.digits];
  if (all.some((digit) => (digit & (MARKS | LEAVE_MORE)) !== 0)) return undefined;
  const t = rule.digits.length;
  let heaps = 1;
  for (const digit of all) if (isSplitDigit(digit)) heaps = Math.max(heaps, topCount(digit));
  return { kind: heaps === 1 ? 'take' : heaps === 2 ? 'two' : heaps === 3 ? 'three' : heaps, t };
}

/**
 * The `L` such that `G(n + p) = G(n)` for every `e <= n < L` proves `G(n + p) = G(n)` for every `n >= e`.
 * By induction on `n >= L`, comparing the options of heap `n + p` with those of heap `n`, with `e' = max(e, 1)`:
 *
 * - `take` (Subtraction window): for `n > t` every option of `n` is one heap `n - k`, so the value of `n`
 *   depends only on the `t` values before it; with `n >= max(e, t + 1) + t` those all lie in `[e, n)` where
 *   the period already holds. So `L = max(e, t + 1) + t`.
 * - at most `J` heaps left (`two` is `J = 2`, Guy and Smith's octal periodicity theorem; `three` is 3): take an
 *   option of `n + p` that removes `k <= t` and leaves `j <= J` heaps `a_1 <= … <= a_j`. Its largest heap has
 *   `a_j >= (n + p - k) / j >= (n + p - t) / J`. Replacing `a_j` by `a_j - p` gives an option of `n` (same `k`,
 *   same `j`: no mark asks anything of the heaps, so any sizes will do) with the same value as soon as
 *   `G(a_j - p) = G(a_j)`, which holds when `e' <= a_j - p < n` (a real heap, inside the range where the period
 *   holds by the verified window or the induction; `a_j - p <= n - k < n` for `k >= 1`, and for `k = 0`
 *   `a_j <= n + p - 1` as `j >= 2` heaps are non-empty). `a_j - p >= e'` follows from
 *   `(n + p - t) / J - p >= e'`, that is `n >= J·e' + (J - 1)·p + t`. The other way, an option of `n` leaving
 *   `a_1 <= … <= a_j` has `a_j >= (n - t) / J >= e` for such `n`, and `a_j + p` gives an option of `n + p` with
 *   the same value. One heap left (`j = 1`) needs `n - t >= e'`, and no heap (`k = n + p`) cannot happen for
 *   `n + p > t`. Both heaps have the same set of option values, so the same mex. So `L = J·e' + (J - 1)·p + t`:
 *   `2e' + p + t` for two heaps, `3e' + 2p + t` for three, `5e' + 4p + t` for five.
 *
 * Marks are excluded because moving one heap by `p` can make heaps equal or unequal; `+` because the number of
 * heaps, so `J`, has no bound.
 *
 * @category Heap games
 */
export function verifiedUpTo(kind: PeriodKind, t: number, e: number, p: number): number {
  if (kind === 'take') return Math.max(e, t + 1) + t;
  const heaps = kind === 'two' ? 2 : kind === 'three' ? 3 : kind;
  return heaps * Math.max(e, 1) + (heaps - 1) * p + t;
}

/** The default `maxCount` of a period search: how many values may be computed looking for a proof.
 *
 * @category Heap games
 */
export const DEFAULT_PERIOD_SEARCH = 1 << 13;

/**
 * Options of {@link HeapGame.period}.
 *
 * @example
 * ```ts
 * HeapGame.parse('0.77').period({ maxCount: 1000 }); // { preperiod: 71, period: 12, saltus: 0 }
 * ```
 *
 * @category Heap games
 */
export interface PeriodOptions {
  /**
   * How many values the search may compute looking for a proof, from 1 to 2^30: default 8192, or as many as
   * 2^27 steps of work compute when that is fewer (a game whose values are dear). Never more than the work
   * limit allows (`maxWork`; {@link HeapGame.valueLimit} by default): the search ends there without a proof.
   */
  readonly maxCount?: number;
  /**
   * The steps of work the game's values may take in all (default 2^33, about 10 s); `Infinity` for a long run
   * the caller asked for (0.354's proof: about 20 million values).
   */
  readonly maxWork?: number;
  /**
   * Called between chunks of about a million values: `computed` the values so far, `target` the count the
   * search is computing to now (what a candidate period's proof needs, or the next doubling; at most
   * `maxCount`).
   */
  readonly onProgress?: (computed: number, target: number) => void;
}

/** How many values a period search computes between two calls of its `onProgress`. */
const PROGRESS_STEP = 1 << 20;

/** What a period search may spend, and whom it tells how far it is. */
export interface PeriodSearch {
  /** How many values it may compute. */
  readonly maxCount: number;
  /** The steps of work the table may spend in all (the table's default limit when undefined). */
  readonly maxWork?: number | undefined;
  /** Called between chunks of values: the values computed, and the count this round computes to. */
  readonly onProgress?: ((computed: number, target: number) => void) | undefined;
  /** A {@link WorkLimitError} when the work limit stops the values (the caller asked for `maxCount`), not `undefined`. */
  readonly strict?: boolean;
}

/**
 * Searches for a proved period among the first `maxCount` values (fewer when the game's limits stop it
 * sooner). It computes 256 values, then goes on by rounds: when the values seen so far show a candidate
 * (preperiod `e`, period `p`, repeated over at least one whole period) that is not proved yet, the next round
 * computes exactly the count its proof needs, `verifiedUpTo(e, p) + p` (when within `maxCount`); otherwise
 * it doubles the count.
 * For each candidate `p` (smallest first), `e` is the smallest index from which the computed values repeat
 * with period `p`; the pair is proved when the values reach `verifiedUpTo(e, p) + p`. The proved `p` is a
 * multiple of the fundamental period (every eventual period is), so the fundamental period is its smallest
 * divisor `d` with `G(n + d) = G(n)` over one period from `e`, and the smallest preperiod is found by walking
 * `e` down while `G(e - 1 + d) = G(e - 1)`. Both use only values the proof has fixed.
 *
 * @category Heap games
 */
export function provePeriod(rule: Rule, table: ValueTable, { maxCount, maxWork, onProgress, strict = false }: PeriodSearch): Periodicity | undefined {
  const shape = periodKind(rule);
  const repeating = shape === undefined ? repeatShape(rule) : undefined;
  if (shape === undefined && repeating === undefined) return undefined;
  for (let count = Math.min(256, maxCount); ; ) {
    // Within the game's limits: a search that reaches them ends without a proof, or (strict) says which limit.
    let reached = table.length;
    for (let step = Math.min(count, reached + PROGRESS_STEP); ; step = Math.min(count, reached + PROGRESS_STEP)) {
      reached = table.extendWithin(step, maxWork);
      if (onProgress !== undefined && count > 256) onProgress(reached, count);
      if (reached < step || reached >= count) break;
    }
    const found = shape === undefined ? searchArithmetic(rule, repeating ?? { L: 0, r: 1 }, table.values, reached) : searchPeriod(table.values, reached, shape.kind, shape.t);
    if (found.proved !== undefined) return fundamental(table.values, found.proved);
    if (reached < count && strict) throw new WorkLimitError('period', maxCount, maxWork ?? WORK_LIMIT);
    if (reached < count || count >= maxCount) return undefined;
    count = Math.min(found.needed <= maxCount ? found.needed : 2 * count, maxCount);
  }
}

/**
 * The smallest proved period among the first `count` values, or, when there is none, the count the proof of
 * the most promising candidate needs (`Infinity` when no candidate has repeated over a whole period). The
 * walk of a multiple of a candidate's period starts at that candidate's `e`: the values repeat from there
 * with every multiple too, and walking from the end each time would cost O(count) per multiple. Skipping a
 * `p` only puts its proof off to a later round: a proof found is always checked in full.
 */
function searchPeriod(G: GrundyValueArray, count: number, kind: PeriodKind, t: number): { proved?: Periodicity; needed: number } {
  let needed = Number.POSITIVE_INFINITY;
  let base = 0;
  let baseE = 0;
  for (let p = 1; 2 * p <= count; p++) {
    // The smallest e with G(n + p) = G(n) for all e <= n < count - p.
    let e = count - p;
    if (base > 0 && p % base === 0) {
      // A multiple reaching past the candidate's repeating tail would compare only values before it, which
      // repeat all but a few exceptions (0.376: walks of thousands of steps for each of tens of thousands of
      // multiples). It is left to a later round, where the count has grown past it.
      if (p > count - baseE) continue;
      e = Math.min(e, baseE);
    }
    while (e > 0 && G[e - 1] === G[e - 1 + p]) e--;
    if (e >= count - p) continue;
    const proof = verifiedUpTo(kind, t, e, p) + p;
    if (proof <= count) return { proved: { preperiod: e, period: p, saltus: 0 }, needed: proof };
    if (count - p - e >= p) {
      needed = Math.min(needed, proof);
      // The multiples' shortcut and skip follow a candidate whose tail is long: a few values that happen to
      // repeat at the end (p = 2, a tail of 4) would put off the real period, a multiple of it.
      if (base === 0 && count - p - e >= count >> 3) {
        base = p;
        baseE = e;
      }
    }
  }
  return { needed };
}

/**
 * The least period and then the least preperiod of a proved `(e, p, s)`. Every eventual arithmetic period is a
 * multiple of the least one (two periods give their gcd, and the saltus is the slope `s / p` times the
 * period), so the least is the smallest divisor `d` of `p`, with `s·d/p` whole, such that
 * `G(n + d) = G(n) + s·d/p` over one period from `e` (which, with the proved period, gives it for every
 * `n >= e`); the preperiod then walks down while the relation still holds one heap earlier.
 */
function fundamental(G: GrundyValueArray, { preperiod: e, period: p, saltus: s }: Periodicity): Periodicity {
  const at = (n: number): number => (n < e + p ? (G[n] ?? 0) : (G[e + ((n - e) % p)] ?? 0) + Math.floor((n - e) / p) * s);
  let period = p;
  let saltus = s;
  for (let d = 1; d < p; d++) {
    if (p % d !== 0 || (s * d) % p !== 0) continue;
    const step = (s * d) / p;
    let repeats = true;
    for (let n = e; n < e + p && repeats; n++) repeats = at(n + d) === at(n) + step;
    if (repeats) {
      period = d;
      saltus = step;
      break;
    }
  }
  let preperiod = e;
  while (preperiod > 0 && at(preperiod - 1 + period) === at(preperiod - 1) + saltus) preperiod--;
  return { preperiod, period, saltus };
}
