// The action numbering of a heap game in the play engine (./game.ts): how many ids one heap needs (the most
// options of any heap size up to the largest starting heap) and how many heaps a position can hold, in closed
// form for a code, so it costs O(digits), not a listing of every heap size. Internal.

import { ALL_EQUAL, digitAt, isSplitDigit, LEAVE_MORE, LEAVE_NONE, LEAVE_ONE, topCount, type Rule } from './code.js';
import { MAX_OPTIONS, ruleOptionCount } from './options.js';

/** Finite codes with at most this many digits that may leave nothing get an exact width. */
const EXACT_WIDTH_CHECKS = 64;

/** Whether digit `k` may take a whole heap of `k` without also leaving one heap from larger heaps. */
function takesWholeOnly(digit: number): boolean {
  return (digit & LEAVE_NONE) !== 0 && (digit & LEAVE_ONE) === 0;
}

/**
 * How many numbers of heaps from 2 to `rest` an `=` digit allows: an upper bound on its splits of any rest up
 * to `rest` (one split per number of heaps that divides the rest), and one that never falls as `rest` grows.
 */
function equalCounts(digit: number, rest: number): number {
  const top = topCount(digit);
  let count = 0;
  for (let parts = 2; parts <= Math.min(top, rest); parts++) if ((digit & 2 ** parts) !== 0) count++;
  if ((digit & LEAVE_MORE) !== 0 && rest > Math.max(top, 1)) count += rest - Math.max(top, 1);
  return count;
}

/**
 * The most options of any heap of `1 … largest` under a code, or more (an upper bound, which numbering
 * allows). Past its last removal size a heap's count only grows with it for every digit but `=`: a split into
 * `j` heaps (unequal, not all equal, or free) grows into one of a larger rest by adding one to its largest
 * heap, so for `n < N`, `count(n) <= count(N)` plus 1 when digit `n` takes a whole heap of `n` (bit 1) but
 * gives larger heaps nothing for it (no bit 2). So the count at `largest` is the most, up to those few sizes,
 * which are checked one by one when there are at most {@link EXACT_WIDTH_CHECKS} of them. An `=` digit's
 * splits (one per number of heaps dividing the rest) can fall as the rest grows: each adds, instead of its
 * count at `largest`, how many numbers of heaps it allows up to the rest (O(largest) for a repeating code).
 * Counts are capped just above `MAX_OPTIONS` (a start heap with more is refused before numbering).
 *
 * @category Heap games
 */
export function ruleWidth(rule: Rule, largest: number): number {
  if (largest === 0) return 0;
  const atLargest = ruleOptionCount(rule, largest, MAX_OPTIONS) + equalSlack(rule, largest);
  if (rule.repeat.some(takesWholeOnly)) return atLargest + 1;
  const whole: number[] = [];
  for (let k = 1; k < largest && k <= rule.digits.length; k++) if (takesWholeOnly(digitAt(rule, k))) whole.push(k);
  if (whole.length === 0) return atLargest;
  if (whole.length > EXACT_WIDTH_CHECKS) return atLargest + 1;
  return Math.max(atLargest, ...whole.map((n) => ruleOptionCount(rule, n, MAX_OPTIONS) + equalSlack(rule, n)));
}

/** The `=` digits' bound ({@link equalCounts}) over every removal size up to `largest`: 0 without `=`. */
function equalSlack(rule: Rule, largest: number): number {
  const all = [rule.first, ...rule.digits, ...rule.repeat];
  if (!all.some((digit) => (digit & ALL_EQUAL) !== 0)) return 0;
  const lastK = rule.repeat.length === 0 ? Math.min(largest, rule.digits.length) : largest;
  let slack = 0;
  for (let k = 0; k <= lastK; k++) {
    const digit = digitAt(rule, k);
    if ((digit & ALL_EQUAL) !== 0) slack += equalCounts(digit, largest - k);
  }
  return slack;
}

/**
 * The most heaps a heap of `n` can become over a game under a code: 1 without a split; otherwise, a split
 * removes at least `least` counters (the smallest removal size whose digit splits) and adds at most
 * `parts - 1` heaps (`parts` the most heaps one move leaves; `n` heaps at most with `+`), so the `H` non-empty heaps left satisfy `H <= n - least·(H - 1)/(parts - 1)`, that is
 * `H <= (n·(parts - 1) + least) / (parts - 1 + least)`. An upper bound (exact for Kayles, `(n + 1) / 2`).
 *
 * @category Heap games
 */
export function rulePieces(rule: Rule): (n: number) => number {
  let least = -1;
  let parts = 2;
  const note = (digit: number, k: number): void => {
    if (!isSplitDigit(digit)) return;
    if (least < 0) least = k;
    parts = Math.max(parts, (digit & LEAVE_MORE) !== 0 ? Number.POSITIVE_INFINITY : topCount(digit));
  };
  for (let k = 0; k <= rule.digits.length; k++) note(digitAt(rule, k), k);
  rule.repeat.forEach((digit, index) => {
    note(digit, rule.digits.length + 1 + index);
  });
  if (least < 0) return () => 1;
  // `+`: any number of heaps, none of them empty.
  if (parts === Number.POSITIVE_INFINITY) return (n) => Math.max(1, n);
  const added = parts - 1;
  return (n) => (n <= 1 ? 1 : Math.max(1, Math.floor((n * added + least) / (added + least))));
}
