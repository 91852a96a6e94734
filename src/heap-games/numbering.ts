// The action numbering of a heap game in the play engine (./game.ts): how many ids one heap needs (the most
// options of any heap size up to the largest starting heap) and how many heaps a position can hold, in closed
// form for a code, so it costs O(digits), not a listing of every heap size. Internal.

import { digitAt, LEAVE_NONE, LEAVE_ONE, LEAVE_THREE, LEAVE_TWO, type Rule } from './code.js';
import { ruleOptionCount } from './options.js';

/** Finite codes with at most this many digits that may leave nothing get an exact width. */
const EXACT_WIDTH_CHECKS = 64;

/** Whether digit `k` may take a whole heap of `k` without also leaving one heap from larger heaps. */
function takesWholeOnly(digit: number): boolean {
  return (digit & LEAVE_NONE) !== 0 && (digit & LEAVE_ONE) === 0;
}

/**
 * The most options of any heap of `1 … largest` under a code, or one more (an upper bound, which numbering
 * allows). Past its last removal size a heap's count only grows with it, whatever the digit: for `n < N`,
 * `count(n) <= count(N)` plus 1 when digit `n` takes a whole heap of `n` (bit 1) but gives larger heaps
 * nothing for it (no bit 2). So the count at `largest` is the most, up to those few sizes, which are checked
 * one by one when there are at most {@link EXACT_WIDTH_CHECKS} of them.
 *
 * @category Heap games
 */
export function ruleWidth(rule: Rule, largest: number): number {
  if (largest === 0) return 0;
  const atLargest = ruleOptionCount(rule, largest);
  if (rule.repeat.some(takesWholeOnly)) return atLargest + 1;
  const whole: number[] = [];
  for (let k = 1; k < largest && k <= rule.digits.length; k++) if (takesWholeOnly(digitAt(rule, k))) whole.push(k);
  if (whole.length === 0) return atLargest;
  if (whole.length > EXACT_WIDTH_CHECKS) return atLargest + 1;
  return Math.max(atLargest, ...whole.map((n) => ruleOptionCount(rule, n)));
}

/**
 * The most heaps a heap of `n` can become over a game under a code: 1 without a split; otherwise, a split
 * removes at least `least` counters (the smallest removal size whose digit splits) and adds at most
 * `parts - 1` heaps, so the `H` non-empty heaps left satisfy `H <= n - least·(H - 1)/(parts - 1)`, that is
 * `H <= (n·(parts - 1) + least) / (parts - 1 + least)`. An upper bound (exact for Kayles, `(n + 1) / 2`).
 *
 * @category Heap games
 */
export function rulePieces(rule: Rule): (n: number) => number {
  let least = -1;
  let parts = 2;
  const note = (digit: number, k: number): void => {
    if ((digit & (LEAVE_TWO | LEAVE_THREE)) === 0) return;
    if (least < 0) least = k;
    if ((digit & LEAVE_THREE) !== 0) parts = 3;
  };
  for (let k = 0; k <= rule.digits.length; k++) note(digitAt(rule, k), k);
  rule.repeat.forEach((digit, index) => {
    note(digit, rule.digits.length + 1 + index);
  });
  if (least < 0) return () => 1;
  const added = parts - 1;
  return (n) => (n <= 1 ? 1 : Math.max(1, Math.floor((n * added + least) / (added + least))));
}
