// The one move generator: every result of one move on a heap of n under a take-and-break rule. Internal.

import { digitAt, DISTINCT, LEAVE_NONE, LEAVE_ONE, LEAVE_THREE, LEAVE_TWO, NOT_ALL_EQUAL, type Rule } from './code.js';

/** One result of a move on one heap: how many counters were removed and the sorted heaps left.
 *
 * @category Heap games
 */
export interface HeapOption {
  take: number;
  leave: number[];
}

/** The most results {@link ruleOptions} lists for one heap; more throws a `RangeError`.
 *
 * @category Heap games
 */
export const MAX_OPTIONS = 1_000_000;
/** The most removal sizes {@link ruleOptions} scans for one heap (a repeating code scans up to `n`).
 *
 * @category Heap games
 */
export const MAX_SCAN = 1 << 26;

/** Throws the error for a heap with more than {@link MAX_OPTIONS} options. */
export function tooMany(n: number): never {
  throw new RangeError(`heap ${n} has more than ${MAX_OPTIONS} options: too many to list`);
}

/** The largest removal size that can move on a heap of `n`: past the finite digits of a code with no repeat every digit is 0. */
function lastRemoval(rule: Rule, n: number): number {
  const lastK = rule.repeat.length === 0 ? Math.min(n, rule.digits.length) : n;
  if (lastK > MAX_SCAN) throw new RangeError(`heap ${n} is too large to list its options (a repeating code scans every removal up to it)`);
  return lastK;
}

/**
 * Every distinct result of one move on a heap of `n` (a safe integer >= 0), in order of `take`, then of the
 * heaps left. Results for different `take` differ in total size and results for one `take` differ in their
 * heaps, so the list has no duplicates. Marks (`!`, `?`) only constrain leaving two or more heaps.
 *
 * @throws RangeError when there are more than {@link MAX_OPTIONS} results, or more than {@link MAX_SCAN}
 * removal sizes to scan.
 *
 * @category Heap games
 */
export function ruleOptions(rule: Rule, n: number): HeapOption[] {
  const results: HeapOption[] = [];
  const push = (take: number, leave: number[]): void => {
    if (results.length >= MAX_OPTIONS) tooMany(n);
    results.push({ take, leave });
  };
  const lastK = lastRemoval(rule, n);
  for (let take = 0; take <= lastK; take++) {
    const digit = digitAt(rule, take);
    if (digit === 0) continue;
    const rest = n - take;
    if ((digit & LEAVE_NONE) !== 0 && rest === 0) push(take, []);
    if ((digit & LEAVE_ONE) !== 0 && rest >= 1) push(take, [rest]);
    const distinct = (digit & DISTINCT) !== 0;
    const notAllEqual = (digit & NOT_ALL_EQUAL) !== 0;
    if ((digit & LEAVE_TWO) !== 0) {
      for (let a = 1; a <= rest - a; a++) {
        if ((distinct || notAllEqual) && a === rest - a) continue;
        push(take, [a, rest - a]);
      }
    }
    if ((digit & LEAVE_THREE) !== 0) {
      for (let a = 1; 3 * a <= rest; a++) {
        for (let b = a; b <= rest - a - b; b++) {
          const c = rest - a - b;
          if (distinct && (a === b || b === c)) continue;
          if (notAllEqual && a === c) continue;
          push(take, [a, b, c]);
        }
      }
    }
  }
  return results;
}

/** How many `a` with `1 <= a <= rest - a`, without `a = rest - a` when the heaps must differ. */
function pairCount(rest: number, unequal: boolean): number {
  if (rest < 2) return 0;
  const half = Math.floor(rest / 2);
  return unequal && rest % 2 === 0 ? half - 1 : half;
}

/**
 * How many triples `a <= b <= c` of positive heaps add up to `rest` (the partitions of `rest` into three
 * parts, round(rest^2 / 12)), without those with two equal heaps (`!`) or all three equal (`?`).
 */
function tripleCount(rest: number, distinct: boolean, notAllEqual: boolean): number {
  if (rest < 3) return 0;
  const all = Math.round((rest * rest) / 12);
  const third = Math.floor(rest / 3);
  const allEqual = rest % 3 === 0 ? 1 : 0;
  if (distinct) {
    // a = b: a from 1 to rest/3; b = c: a from 1 to rest/3 with a of rest's parity; both: all equal.
    const aEqualsB = third;
    const bEqualsC = rest % 2 === 0 ? Math.floor(third / 2) : Math.floor((third + 1) / 2);
    return all - aEqualsB - bEqualsC + allEqual;
  }
  return notAllEqual ? all - allEqual : all;
}

/**
 * How many results {@link ruleOptions} lists for a heap of `n`, counted without listing them: O(removal sizes
 * scanned) time, stopping as soon as the count passes `cap`.
 *
 * @throws RangeError as {@link ruleOptions} when there are more than {@link MAX_SCAN} removal sizes to scan.
 *
 * @category Heap games
 */
export function ruleOptionCount(rule: Rule, n: number, cap = Number.POSITIVE_INFINITY): number {
  const lastK = lastRemoval(rule, n);
  let count = 0;
  for (let take = 0; take <= lastK && count <= cap; take++) {
    const digit = digitAt(rule, take);
    if (digit === 0) continue;
    const rest = n - take;
    if ((digit & LEAVE_NONE) !== 0 && rest === 0) count++;
    if ((digit & LEAVE_ONE) !== 0 && rest >= 1) count++;
    const distinct = (digit & DISTINCT) !== 0;
    const notAllEqual = (digit & NOT_ALL_EQUAL) !== 0;
    if ((digit & LEAVE_TWO) !== 0) count += pairCount(rest, distinct || notAllEqual);
    if ((digit & LEAVE_THREE) !== 0) count += tripleCount(rest, distinct, notAllEqual);
  }
  return count;
}
