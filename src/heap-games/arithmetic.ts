// Proved arithmetic periods of codes whose digits repeat (Nim 0.[3], Lasker's Nim 4.[3], 0.[7], the all-but
// subtraction games): G(n + p) = G(n) + s past a preperiod. The theorem and its finite check are derived below
// (and in docs/guides/analyse-a-heap-game.md). Internal: ./period.ts runs the search.
/* eslint-disable @typescript-eslint/no-non-null-assertion -- every `!` reads the values below the count computed */

import { digitAt, LEAVE_MORE, LEAVE_NONE, LEAVE_ONE, LEAVE_TWO, MARKS, topCount, type Rule } from './code.js';
import type { GrundyValueArray } from './value-store.js';

/** A period proved with its saltus: `G(n + period) = G(n) + saltus` for every `n >= preperiod`. */
export interface ArithmeticPeriod {
  preperiod: number;
  period: number;
  saltus: number;
}

/**
 * What the theorem reads of a repeating code: `L` finite digits after the point (digit `k > L` equals digit
 * `k + r`), the repeat's length `r`. `undefined` when the code does not repeat, or a digit carries a mark or
 * `+`, or leaves three or more heaps: no theorem here covers those.
 */
export interface RepeatShape {
  readonly L: number;
  readonly r: number;
}

/**
 * The shape of a repeating code the arithmetic theorem covers, or `undefined` (see {@link RepeatShape}).
 *
 * @category Heap games
 */
export function repeatShape(rule: Rule): RepeatShape | undefined {
  if (rule.repeat.length === 0) return undefined;
  const all = [rule.first, ...rule.digits, ...rule.repeat];
  if (all.some((digit) => (digit & (MARKS | LEAVE_MORE)) !== 0 || topCount(digit) > 2)) return undefined;
  return { L: rule.digits.length, r: rule.repeat.length };
}

/** The most steps the split check of one candidate may take (options listed over one period of heaps). */
const CHECK_WORK = 2 ** 27;

/**
 * Visits every option of heap `N`: `big` the largest heap left (0 when none), `small` the other (0 when one
 * heap or none is left), `value` its Grundy value. Digits leave at most two heaps here.
 */
function forEachOption(rule: Rule, G: GrundyValueArray, N: number, visit: (big: number, small: number, value: number) => void): void {
  for (let k = 0; k <= N; k++) {
    const digit = digitAt(rule, k);
    const rest = N - k;
    if (rest === 0 && (digit & LEAVE_NONE) !== 0) visit(0, 0, 0);
    if (rest > 0 && (digit & LEAVE_ONE) !== 0) visit(rest, 0, G[rest]!);
    if ((digit & LEAVE_TWO) !== 0) for (let a = 1; 2 * a <= rest; a++) visit(rest - a, a, (G[a]! ^ G[rest - a]!) >>> 0);
  }
}

/** The constants of one candidate's check, from the values of the heaps below `A + p`. */
interface Frame {
  readonly e: number;
  readonly p: number;
  readonly s: number;
  /** The largest power of two dividing `s`. */
  readonly pow: number;
  /** Heaps below `A` are "small": fixed values; a split is shiftable when its other heap is small with a value below `pow`. */
  readonly A: number;
  /** A bound on every value of a heap below `A + p`, and of the nim-sum of two of them. */
  readonly MU: number;
  /** From this heap on, the check's conditions repeat with period `p` (see {@link searchArithmetic}). */
  readonly B: number;
}

function frameOf(G: GrundyValueArray, L: number, e: number, p: number, s: number): Frame {
  // The largest power of two dividing s (no bit operation: s may pass 2^31).
  let pow = s === 0 ? 0 : 1;
  while (s > 0 && s % (2 * pow) === 0) pow *= 2;
  let A = Math.max(e, 1);
  // Every heap from e + p on has a value of at least s >= pow, so the small heaps with values below pow end there.
  if (s > 0) for (let h = 0; h < e + p; h++) if (G[h]! < pow) A = Math.max(A, h + 1);
  let largest = 0;
  for (let h = 0; h < A + p; h++) largest = Math.max(largest, G[h]!);
  const MU = largest === 0 ? 0 : 2 ** (32 - Math.clz32(largest)) - 1;
  if (s === 0) return { e, p, s, pow, A, MU, B: L + 1 + 2 * (A + p) };
  // Heaps from Hcut on have values above MU + pow - 1, so neither they nor a shiftable split onto them reach MU.
  let rounds = 0;
  for (let c = A; c < A + p; c++) rounds = Math.max(rounds, Math.max(0, Math.floor((MU + pow - 1 - G[c]!) / s) + 1));
  const Hcut = A + p * rounds + p;
  return { e, p, s, pow, A, MU, B: L + 1 + Math.max(2 * (A + p), Hcut + A) };
}

/** The heaps the values must reach for a candidate's proof: `B + 2p`. */
function proofCount(frame: Frame): number {
  return frame.B + 2 * frame.p;
}

/** Whether a split is shiftable (see {@link Frame}); one heap left is always matched or small. */
function unshiftable(G: GrundyValueArray, frame: Frame, big: number, small: number): boolean {
  return small > 0 && big >= frame.A && (small >= frame.A || G[small]! >= frame.pow);
}

/**
 * The finite check of a candidate with saltus `s > 0` at heap `n` (`B <= n < B + p`): with `Y` the values of
 * the shiftable options of `n` (one heap `>= A`, or a split whose largest heap is `>= A`, the other small
 * with a value below `pow`), `U` those of its fixed options (every heap left below `A`), `U'` the fixed and
 * not-yet-matched shiftable options of `n + p` (largest heap below `A + p`):
 * (α) mex(Y ∪ U) = G(n); (β) every other split of `n` has a value of another residue mod `pow` than G(n), or
 * `G(a) + G(b) < G(n)` (a nim-sum is at most the sum); G(n) > MU; (i) `[0, s)` ⊆ U'; (ii) every `v` in U
 * but not in Y has `v + s` in U'.
 */
function stepHolds(rule: Rule, G: GrundyValueArray, frame: Frame, n: number): boolean {
  const { p, s, pow, A, MU } = frame;
  const gn = G[n]!;
  if (gn <= MU) return false;
  const shifted = new Set<number>();
  const fixed = new Set<number>();
  // An unshiftable split that could be worth G(n): same residue mod pow, and a sum that reaches it.
  const clashes: number[] = [];
  forEachOption(rule, G, n, (big, small, value) => {
    if (unshiftable(G, frame, big, small)) {
      if (value % pow === gn % pow && G[small]! + G[big]! >= gn) clashes.push(value);
    } else (big >= A ? shifted : fixed).add(value);
  });
  if (clashes.length > 0) return false;
  let mex = 0;
  while (shifted.has(mex) || fixed.has(mex)) mex++;
  if (mex !== gn) return false;
  const next = new Set<number>();
  forEachOption(rule, G, n + p, (big, small, value) => {
    if (big < A + p && !unshiftable(G, frame, big, small)) next.add(value);
  });
  for (let v = 0; v < s; v++) if (!next.has(v)) return false;
  for (const v of fixed) if (!shifted.has(v) && !next.has(v + s)) return false;
  return true;
}

/**
 * Searches the first `count` values of a repeating code for a proved arithmetic period (`p` a multiple of
 * the repeat's length `r`, the smallest such `p` first), or says how many values the most promising
 * candidate's proof needs (`Infinity` when none has repeated over two whole periods).
 *
 * **The theorem** (derived here; A. Siegel proved every all-but subtraction game arithmetic-periodic, and
 * Howse and Nowakowski gave a test for finite hexadecimal codes, but neither check covers these codes as
 * they stand). Let the code's digits leave at most two heaps, carry no mark and no `+`, and repeat with
 * period `r` after `L` finite digits; let `r` divide `p`, and `s >= 0`. Suppose `G(n + p) = G(n) + s` for
 * every `e <= n < B + p` ({@link Frame}: `A`, `MU`, `B` are computed from the values of heaps below
 * `A + p`). Then it holds for every `n >= e`, when
 *
 * - `s = 0`: always (`B = L + 1 + 2(A + p)`). For `n >= B + p`, by induction: an option of `n + p` whose
 *   largest heap is `b >= A + p` becomes one of `n` by taking `p` from that heap (same removal `k`, so the
 *   same digit; same value as `G(b - p) = G(b)`), and back; an option whose heaps are all below `A + p`
 *   removes `k > n + p - 2(A + p) > L`, so it exists for `n + p` exactly when it exists for `n` (with
 *   `k - p`, the same digit as `r` divides `p`), unless its largest heap is `>= A`, in which case it is one
 *   of `n - p` shifted, already among the options of `n`. So `n` and `n + p` have the same option values.
 * - `s > 0`: and {@link stepHolds} holds for each `B <= n < B + p`. Adding `p` to the large heap of a
 *   shiftable option adds exactly `s` to its value: the small heap's value is below `pow`, a power of two
 *   dividing `s`, so the nim-sum's low bits do not meet the carry. So the options of `n + p` are `Y + s`,
 *   `U'` and the unshiftable ones; with G(n) = mex(Y ∪ U) > MU >= max(U'), mex((Y + s) ∪ U') = G(n) + s
 *   exactly when (i) and (ii) hold, and (β) keeps the unshiftable ones off G(n) + s (their residues mod
 *   `pow` and their sums only move with `p`). For `n >= B` every set the conditions read (`U`, `U'`, the
 *   part of `Y` up to `MU`, the unshiftable splits' residues and sums against G(n)) removes `k > L`, so it
 *   is the same for `n` and `n + p`: checking one period of `n` proves them all, and with them the period.
 */
export function searchArithmetic(rule: Rule, shape: RepeatShape, G: GrundyValueArray, count: number): { proved?: ArithmeticPeriod; needed: number } {
  let needed = Number.POSITIVE_INFINITY;
  for (let p = shape.r; 3 * p <= count; p += shape.r) {
    const last = count - 1;
    const s = G[last]! - G[last - p]!;
    if (s < 0) continue;
    let e = last - p;
    while (e > 0 && (G[e - 1 + p] ?? 0) - (G[e - 1] ?? 0) === s) e--;
    if (count - p - e < 2 * p) continue;
    const frame = frameOf(G, shape.L, e, p, s);
    const want = proofCount(frame);
    if (want > count) {
      needed = Math.min(needed, want);
      continue;
    }
    if (s === 0) return { proved: { preperiod: e, period: p, saltus: 0 }, needed: want };
    // The check lists every option of p heaps near B + p: about p (B + 2p)^2 / 2 steps when digits split.
    const splits = [rule.first, ...rule.digits, ...rule.repeat].some((digit) => (digit & LEAVE_TWO) !== 0);
    if (splits && p * (want * want) > CHECK_WORK) continue;
    let holds = true;
    for (let n = frame.B; n < frame.B + p && holds; n++) holds = stepHolds(rule, G, frame, n);
    if (holds) return { proved: { preperiod: e, period: p, saltus: s }, needed: want };
  }
  return { needed };
}
