// Proved periodicity of Grundy values: the octal periodicity theorem and the subtraction-game window. Internal.

import { LEAVE_THREE, LEAVE_TWO, leavesUnequal, type Rule } from './code.js';
import type { ValueTable } from './grundy.js';

/** A proved period: `G(n + period) = G(n)` for every `n >= preperiod`, both as small as possible.
 *
 * @example
 * ```ts
 * const kayles: HeapGamePeriod | undefined = HeapGame.parse('0.77').period(); // { preperiod: 71, period: 12 }
 * ```
 *
 * @category Heap games
 */
export interface Periodicity {
  /** The first heap size from which the values repeat; 0 when they repeat from the start. */
  preperiod: number;
  /** The length of the repeating block. */
  period: number;
}

/**
 * Which theorem can prove the rule periodic, with `t` the largest removal size with a non-zero digit.
 *
 * - `take`: every digit leaves at most one heap (subtraction games and their kin).
 * - `two`: some digit leaves two heaps, none three; no marks (the octal periodicity theorem).
 * - `three`: some digit leaves three heaps; no marks (the same theorem with a longer range, see
 *   {@link verifiedUpTo}).
 *
 * `undefined` for a repeating code or a marked split (`!`, `?`): no theorem here covers them.
 *
 * @category Heap games
 */
export function periodKind(rule: Rule): { kind: 'take' | 'two' | 'three'; t: number } | undefined {
  if (rule.repeat.length > 0) return undefined;
  const all = [rule.first, ...rule.digits];
  if (all.some(leavesUnequal)) return undefined;
  const t = rule.digits.length;
  if (all.some((digit) => (digit & LEAVE_THREE) !== 0)) return { kind: 'three', t };
  if (all.some((digit) => (digit & LEAVE_TWO) !== 0)) return { kind: 'two', t };
  return { kind: 'take', t };
}

/**
 * The `L` such that `G(n + p) = G(n)` for every `e <= n < L` proves `G(n + p) = G(n)` for every `n >= e`.
 * By induction on `n >= L`, comparing the options of heap `n + p` with those of heap `n`, with `e' = max(e, 1)`:
 *
 * - `take` (Subtraction window): for `n > t` every option of `n` is one heap `n - k`, so the value of `n`
 *   depends only on the `t` values before it; with `n >= max(e, t + 1) + t` those all lie in `[e, n)` where
 *   the period already holds. So `L = max(e, t + 1) + t`.
 * - `two` (Guy and Smith's octal periodicity theorem): an option of `n + p` leaving heaps `a <= b` has
 *   `b >= (n + p - t) / 2`; mapping it to `(a, b - p)`, an option of `n` with the same value, needs
 *   `b - p >= e'` (so `b - p` is a real heap inside the periodic range), which holds when
 *   `n >= 2e' + p + t`; the other direction maps `(a, b)` to `(a, b + p)` with `b >= e`. One heap left
 *   needs only `n >= e' + t`. So `L = 2e' + p + t`.
 * - `three`: the same argument with the largest of three heaps, `c >= (n + p - t) / 3`: `c - p >= e'` holds
 *   when `n >= 3e' + 2p + t`. So `L = 3e' + 2p + t`.
 *
 * Marks are excluded because moving one heap by `p` can make heaps equal or unequal.
 *
 * @category Heap games
 */
export function verifiedUpTo(kind: 'take' | 'two' | 'three', t: number, e: number, p: number): number {
  const e1 = Math.max(e, 1);
  switch (kind) {
    case 'take':
      return Math.max(e, t + 1) + t;
    case 'two':
      return 2 * e1 + p + t;
    case 'three':
      return 3 * e1 + 2 * p + t;
  }
}

/** The default `maxCount` of a period search: how many values may be computed looking for a proof.
 *
 * @category Heap games
 */
export const DEFAULT_PERIOD_SEARCH = 1 << 13;

/**
 * Searches for a proved period among the first `maxCount` values (fewer when the game's limits stop it
 * sooner), doubling the values computed from 256.
 * For each candidate `p` (smallest first), `e` is the smallest index from which the computed values repeat
 * with period `p`; the pair is proved when the values reach `verifiedUpTo(e, p) + p`. The proved `p` is a
 * multiple of the fundamental period (every eventual period is), so the fundamental period is its smallest
 * divisor `d` with `G(n + d) = G(n)` over one period from `e`, and the smallest preperiod is found by walking
 * `e` down while `G(e - 1 + d) = G(e - 1)`. Both use only values the proof has fixed.
 *
 * @category Heap games
 */
export function provePeriod(rule: Rule, table: ValueTable, maxCount: number): Periodicity | undefined {
  const shape = periodKind(rule);
  if (shape === undefined) return undefined;
  for (let count = Math.min(256, maxCount); ; count = Math.min(count * 2, maxCount)) {
    // Within the game's limits: a search that reaches them ends without a proof, never with an error.
    const reached = table.extendWithin(count);
    const found = searchPeriod(table.values, reached, shape.kind, shape.t);
    if (found !== undefined) return fundamental(table.values, found.preperiod, found.period);
    if (reached < count || count >= maxCount) return undefined;
  }
}

function searchPeriod(G: Uint32Array, count: number, kind: 'take' | 'two' | 'three', t: number): Periodicity | undefined {
  for (let p = 1; 2 * p <= count; p++) {
    // The smallest e with G(n + p) = G(n) for all e <= n < count - p.
    let e = count - p;
    while (e > 0 && G[e - 1] === G[e - 1 + p]) e--;
    if (e >= count - p) continue;
    if (verifiedUpTo(kind, t, e, p) + p <= count) return { preperiod: e, period: p };
  }
  return undefined;
}

function fundamental(G: Uint32Array, e: number, p: number): Periodicity {
  const at = (n: number): number => (n < e + p ? (G[n] ?? 0) : (G[e + ((n - e) % p)] ?? 0));
  let period = p;
  for (let d = 1; d < p; d++) {
    if (p % d !== 0) continue;
    let repeats = true;
    for (let n = e; n < e + p && repeats; n++) repeats = at(n + d) === at(n);
    if (repeats) {
      period = d;
      break;
    }
  }
  let preperiod = e;
  while (preperiod > 0 && at(preperiod - 1) === at(preperiod - 1 + period)) preperiod--;
  return { preperiod, period };
}
