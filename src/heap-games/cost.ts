// What computing Grundy values costs: the step counts of the plain mex, from which each rule's value limit is
// derived, and the limits themselves. Internal.

import { ALL_EQUAL, digitAt, LEAVE_MORE, LEAVE_NONE, LEAVE_ONE, LEAVE_THREE, LEAVE_TWO, topCount, type Rule } from './code.js';

/**
 * The most Grundy values one game holds, and the most {@link HeapGame.grundyValues} returns: 2^30. The values
 * are kept once, 8 bits a value while every value is below 256, 16 below 65,536 (Grundy's game, 0.6, 0.376:
 * 2^28 of them take 512 MiB), 32 beyond: at most 1, 2 or 4 GiB, with about as much again while a store widens
 * or doubles. A request above it is a `RangeError` before any allocation; within it, memory the machine does
 * not have is the `RangeError` of the typed array that cannot be allocated. The work limit
 * ({@link WORK_LIMIT}, or the caller's `maxWork`) bounds the time.
 *
 * @category Heap games
 */
export const MAX_VALUES = 2 ** 30;

/**
 * The work one game may spend on its values without a proved period unless the caller allows more (`maxWork`
 * of {@link HeapGame.grundyValues}, {@link HeapGame.grundyRange} and {@link HeapGame.period}): 2^33 steps, a
 * step being one option value marked or one pair tested (about 1 ns), so about 10 seconds: the default guard
 * against a call that would hang.
 *
 * @category Heap games
 */
export const WORK_LIMIT = 2 ** 33;

/** A number of steps as the messages write it: `2^33` for a power of two from 2^10, the number otherwise. */
export function stepsText(steps: number): string {
  let power = 0;
  while (2 ** power < steps) power++;
  return power >= 10 && 2 ** power === steps ? `2^${power}` : String(steps);
}

/**
 * A request a work limit cut short: the Grundy values of heaps `0 … count-1` (`task: 'values'`), or a
 * period search over that many values (`task: 'period'`), need more than `maxWork` steps without a proved
 * period. Thrown by {@link HeapGame.grundyValues}, {@link HeapGame.grundyRange}, {@link HeapGame.grundy} and
 * {@link HeapGame.period} (when `maxCount` is given) as soon as the limit is known to be passed: before any
 * work for the plain mex, whose cost is known in advance, and when the meter foresees it for the sparse-space
 * method. The message names the option and the limit, the same whatever count was asked. A `RangeError`, so
 * code that catches those still does.
 *
 * @example
 * ```ts
 * try {
 *   HeapGame.parse('0.[8]').grundyValues(5000);
 * } catch (error) {
 *   if (error instanceof WorkLimitError) console.log(error.maxWork); // 8589934592: the default, 2^33
 * }
 * ```
 *
 * @category Heap games
 */
export class WorkLimitError extends RangeError {
  /** The option that would allow more: always `'maxWork'`. */
  readonly limit = 'maxWork';
  /** What was asked: values, or a period search over values. */
  readonly task: 'values' | 'period';
  /** The number of values asked for (the period search's `maxCount`). */
  readonly count: number;
  /** The work limit that cut it, in steps (about 1 ns each). */
  readonly maxWork: number;

  /**
   * Creates the error for a request the work limit cut short; its message is built from the fields.
   *
   * @param task - What was asked: `'values'` or `'period'`.
   * @param count - How many values were asked for (the period search's `maxCount`).
   * @param maxWork - The work limit that cut the request, in steps.
   */
  constructor(task: 'values' | 'period', count: number, maxWork: number) {
    super(`${workLimitSubject(task, count)} more than options.maxWork allows without a proved period (${workLimitText(maxWork)}): give a larger options.maxWork, or Infinity`);
    this.name = 'WorkLimitError';
    this.task = task;
    this.count = count;
    this.maxWork = maxWork;
  }
}

/** What a {@link WorkLimitError} was asked, as its message starts: `the Grundy values of heaps 0 … 9 need`. */
export function workLimitSubject(task: 'values' | 'period', count: number): string {
  return task === 'values' ? `the Grundy values of heaps 0 … ${count - 1} need` : `a period search over ${count} values needs`;
}

/** A work limit as messages give it: `2^33 steps, the default, about 10 s`. */
export function workLimitText(maxWork: number): string {
  return maxWork === WORK_LIMIT ? `${stepsText(maxWork)} steps, the default, about 10 s` : `${stepsText(maxWork)} steps`;
}

/**
 * The work a period search spends when `maxCount` is not given: 2^27 steps (about 0.15 s), so that asking a
 * game whose values are dear (a code leaving three heaps) for its period answers at once.
 *
 * @category Heap games
 */
export const PERIOD_WORK = 2 ** 27;

/**
 * What one counted step of a walk over splits into four or more heaps (or `+`) costs against one step of the
 * two- and three-heap loops: a walk node is a recursive call with its own loop, about seven times dearer
 * (measured: `0.[{4+}]`, `0.*?`, `0.[*?]` ran 63–70 s at the unweighted 2^33 steps, 0.8 about 18 s).
 */
const WALK_WEIGHT = 7;
/** The same for the `=` digits' loop over numbers of heaps (a division per step: `0.[{23}=]` ran 55 s). */
const EQUAL_WEIGHT = 6;

/** Partition numbers past this are never tabled: their splits cost more than any budget. */
const PARTITION_TABLE = 2000;
/** `partitions[m]` = p(m), the partitions of m (floats), and their running sums: grown on demand. */
const partitions: number[] = [1];
const partitionSums: number[] = [1];
const partitionSumSums: number[] = [1];

/** p(0) + … + p(m) (`twice`: the sum of those sums up to m), or Infinity past the table. By Euler's recurrence. */
function partitionSum(m: number, twice = false): number {
  if (m < 0) return 0;
  if (m > PARTITION_TABLE) return Number.POSITIVE_INFINITY;
  for (let n = partitions.length; n <= m; n++) {
    let p = 0;
    for (let i = 1; ; i++) {
      const sign = i % 2 === 1 ? 1 : -1;
      const first = n - (i * (3 * i - 1)) / 2;
      if (first < 0) break;
      p += sign * (partitions[first] ?? 0);
      const second = n - (i * (3 * i + 1)) / 2;
      if (second >= 0) p += sign * (partitions[second] ?? 0);
    }
    partitions.push(p);
    partitionSums.push((partitionSums[n - 1] ?? 0) + p);
    partitionSumSums.push((partitionSumSums[n - 1] ?? 0) + (partitionSums[n] ?? 0));
  }
  return (twice ? partitionSumSums[m] : partitionSums[m]) ?? 0;
}

/**
 * `S(high) - S(low)` for `S` the running sums of partition numbers (`twice`: of those sums), Infinity past the
 * table: with `high = M - 1 - j`, the splits of every rest below `M` into exactly `j` heaps are at most this,
 * a split of `m` into `j` heaps being a partition of `m - j` (none when `m < j`).
 */
function partitionDifference(high: number, low: number, twice: boolean): number {
  const upper = partitionSum(high, twice);
  return upper === Number.POSITIVE_INFINITY ? upper : upper - partitionSum(low, twice);
}

/** The binomial coefficient C(x, r) as a float, 0 when x < r. */
function choose(x: number, r: number): number {
  if (x < r) return 0;
  let result = 1;
  for (let i = 1; i <= r; i++) result = (result * (x - r + i)) / i;
  return result;
}

function factorial(n: number): number {
  let result = 1;
  for (let i = 2; i <= n; i++) result *= i;
  return result;
}

/**
 * The steps the plain mex spends on heaps `from … to-1` because of one removal size `k`, by what its digit
 * does, an upper bound (`markSplitOptions` in ./multi-split.ts). With `m = n - k` the heap's rest, summed over
 * `n` for `M = to - k`:
 *
 * - a take marks 1 value: `M`;
 * - two heaps `m / 2` pairs: `M^2 / 4`; three heaps about `m^2 / 12` triples, each weighed 1.5 (it reads
 *   three values and measures half as slow again): `M^3 / 24`;
 * - `j >= 4` heaps: the walk visits at most `j - 1` nodes per split, and the splits of `m` into `j` heaps
 *   number `p(m, j) = q(m + j(j-1)/2, j) <= C(m + c - 1, j - 1) / j!` with `c = j(j-1)/2` (adding `0, 1, …,
 *   j-1` to the sorted heaps makes them distinct, and each set of `j` distinct heaps is `j!` compositions):
 *   `(j - 1) / j! · C(M + c - 1, j)` by the hockey-stick identity; and `p(m, j) <= p(m - j)` (take one from
 *   each heap), 0 when `m < j`: `(j - 1) (p(0) + … + p(M - 1 - j))`. The smaller of the two sums counts, so a
 *   heap smaller than `j` costs nothing for a `j`-heap digit (the binomial bound alone is huge for large `j`);
 * - `+` from `s = max(4, the largest count)` heaps on: one walk of at most 2 nodes per split, and the splits
 *   are at most `p(m)`, all partitions of `m`: `2 (p(0) + … + p(M - 1))` (Infinity past p(2000));
 * - `=`: one split per number of heaps, `m` at most with `+` and the largest count otherwise: `M^2 / 2` or
 *   `M · top`.
 *
 * Walks (four or more heaps, `+`) weigh {@link WALK_WEIGHT} a node and `=` {@link EQUAL_WEIGHT} a split, so
 * that the work limit stands for about the same time whatever the digits.
 */
function costOfK(digit: number, k: number, from: number, to: number): number {
  const upper = Math.max(0, to - k);
  const lower = Math.max(0, from - k);
  let cost = 0;
  if ((digit & (LEAVE_NONE | LEAVE_ONE)) !== 0) cost += upper - lower;
  const top = topCount(digit);
  const more = (digit & LEAVE_MORE) !== 0;
  if ((digit & ALL_EQUAL) !== 0) return cost + EQUAL_WEIGHT * (more ? (upper * upper - lower * lower) / 2 : (upper - lower) * top);
  if ((digit & LEAVE_TWO) !== 0 || (more && top < 2)) cost += (upper * upper - lower * lower) / 4;
  if ((digit & LEAVE_THREE) !== 0 || (more && top < 3)) cost += (upper ** 3 - lower ** 3) / 24;
  const walkFrom = more ? Math.max(4, top) : top + 1;
  for (let parts = 4; parts < walkFrom; parts++) {
    if ((digit & 2 ** parts) === 0) continue;
    const c = (parts * (parts - 1)) / 2;
    const byBinomial = ((parts - 1) / factorial(parts)) * (choose(upper + c - 1, parts) - choose(lower + c - 1, parts));
    cost += WALK_WEIGHT * Math.min(byBinomial, (parts - 1) * partitionDifference(upper - 1 - parts, lower - 1 - parts, false));
  }
  if (more) cost += upper - 1 > PARTITION_TABLE ? Number.POSITIVE_INFINITY : WALK_WEIGHT * 2 * (partitionSum(upper - 1) - partitionSum(lower - 1));
  return cost;
}

/**
 * The same for every removal size of a repeat: the sizes `start + j + i·L` of repeat digit `j` spread their
 * sum over `M = to - start - j` evenly, so it is about `1/L` of the sum over every size: `M^2 / 2`, `M^3 / 12`,
 * `M^4 / 96`, `(j - 1) / j! · C(M + c, j + 1)`, `2 (P(0) + … + P(M))` with `P` the running sums of `p`, and
 * for `=` `M^3 / 6` or `M^2 · top / 2`.
 */
function costOfRepeat(digit: number, start: number, length: number, from: number, to: number): number {
  const top = topCount(digit);
  const more = (digit & LEAVE_MORE) !== 0;
  const walkFrom = more ? Math.max(4, top) : top + 1;
  // The walks of exactly `parts` heaps, by the smaller of two bounds, each summed over the whole range.
  let walks = 0;
  for (let parts = 4; parts < walkFrom; parts++) {
    if ((digit & 2 ** parts) === 0 || (digit & ALL_EQUAL) !== 0) continue;
    const c = (parts * (parts - 1)) / 2;
    const [high, low] = [Math.max(0, to - start), Math.max(0, from - start)];
    const byBinomial = ((parts - 1) / factorial(parts)) * (choose(high + c, parts + 1) - choose(low + c, parts + 1));
    walks += (WALK_WEIGHT * Math.min(byBinomial, (parts - 1) * partitionDifference(high - 1 - parts, low - 1 - parts, true))) / length;
  }
  const at = (count: number): number => {
    const m = Math.max(0, count - start);
    let cost = 0;
    if ((digit & (LEAVE_NONE | LEAVE_ONE)) !== 0) cost += (m * m) / 2;
    if ((digit & ALL_EQUAL) !== 0) return (cost + EQUAL_WEIGHT * (more ? m ** 3 / 6 : (m * m * top) / 2)) / length;
    if ((digit & LEAVE_TWO) !== 0 || (more && top < 2)) cost += m ** 3 / 12;
    if ((digit & LEAVE_THREE) !== 0 || (more && top < 3)) cost += m ** 4 / 96;
    if (more) cost += WALK_WEIGHT * 2 * partitionSum(m, true);
    return cost / length;
  };
  const high = at(to);
  return high === Number.POSITIVE_INFINITY ? high : high - at(from) + walks;
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
