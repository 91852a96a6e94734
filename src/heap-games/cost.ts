// What computing Grundy values costs: the step counts of the plain mex, from which each rule's value limit is
// derived, and the limits themselves. Internal.

import { digitAt, LEAVE_NONE, LEAVE_ONE, LEAVE_THREE, LEAVE_TWO, type Rule } from './code.js';

/**
 * The most Grundy values one game holds without a proved period, and the most {@link HeapGame.grundyValues}
 * returns: 2^24, 64 MiB as a `Uint32Array` (the sparse-space method keeps a 32 MiB copy beside it).
 *
 * @category Heap games
 */
export const MAX_VALUES = 1 << 24;

/**
 * The work one game may spend on its values without a proved period: 2^33 steps, a step being one option
 * value marked (about 1.2 ns on a 2020s laptop), so about 10 seconds.
 *
 * @category Heap games
 */
export const WORK_LIMIT = 2 ** 33;

/**
 * The work a period search spends when `maxCount` is not given: 2^27 steps (about 0.15 s), so that asking a
 * game whose values are dear (a code leaving three heaps) for its period answers at once.
 *
 * @category Heap games
 */
export const PERIOD_WORK = 2 ** 27;

/**
 * The steps the plain mex spends on heaps `from … to-1` because of one removal size `k`, by what its digit
 * does. With `m = n - k` the heap's rest: a take marks 1 value, a split into two `m / 2`, a split into three
 * about `m^2 / 12` (the triples `a <= b <= c` adding up to `m`), each weighed 1.5 (it reads three values and
 * measures half as slow again). Summed over `n`: `M`, `M^2 / 4` and `M^3 / 24` for `M = to - k`.
 */
function costOfK(digit: number, k: number, from: number, to: number): number {
  const upper = Math.max(0, to - k);
  const lower = Math.max(0, from - k);
  let cost = 0;
  if ((digit & (LEAVE_NONE | LEAVE_ONE)) !== 0) cost += upper - lower;
  if ((digit & LEAVE_TWO) !== 0) cost += (upper * upper - lower * lower) / 4;
  if ((digit & LEAVE_THREE) !== 0) cost += (upper ** 3 - lower ** 3) / 24;
  return cost;
}

/**
 * The same for every removal size of a repeat: the sizes `start + j + i·L` of repeat digit `j` spread their
 * sum over `M = to - start - j` evenly, so it is about `1/L` of the integral: `M^2 / 2`, `M^3 / 12`, `M^4 / 96`.
 */
function costOfRepeat(digit: number, start: number, length: number, from: number, to: number): number {
  const at = (count: number): number => {
    const m = Math.max(0, count - start);
    let cost = 0;
    if ((digit & (LEAVE_NONE | LEAVE_ONE)) !== 0) cost += (m * m) / 2;
    if ((digit & LEAVE_TWO) !== 0) cost += m ** 3 / 12;
    if ((digit & LEAVE_THREE) !== 0) cost += m ** 4 / 96;
    return cost / length;
  };
  return at(to) - at(from);
}

/**
 * About how many steps the plain mex spends on the values of heaps `from … to-1` (one step per value besides,
 * for its mex): the sum over every removal size of {@link costOfK}. O(number of digits) time.
 *
 * @category Heap games
 */
export function plainCost(rule: Rule, from: number, to: number): number {
  let cost = to - from;
  const finite = rule.digits.length;
  for (let k = 0; k <= finite && k < to; k++) cost += costOfK(digitAt(rule, k), k, from, to);
  const { repeat } = rule;
  for (let j = 0; j < repeat.length; j++) cost += costOfRepeat(repeat[j] ?? 0, finite + 1 + j, repeat.length, from, to);
  return cost;
}

/**
 * The largest count, at most {@link MAX_VALUES}, whose values `from … count-1` the plain mex computes within
 * `budget` steps (`from` when not even one fits). A binary search over {@link plainCost}, which grows with `to`.
 *
 * @category Heap games
 */
export function plainReach(rule: Rule, from: number, budget: number): number {
  let low = from;
  let high = MAX_VALUES;
  if (plainCost(rule, from, high) <= budget) return high;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (plainCost(rule, from, middle) <= budget) low = middle;
    else high = middle - 1;
  }
  return low;
}
