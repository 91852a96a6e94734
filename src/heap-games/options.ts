// The one move generator: every result of one move on a heap of n under a take-and-break rule. Internal.

import { ALL_EQUAL, digitAt, DISTINCT, isSplitDigit, LEAVE_NONE, LEAVE_ONE, leavesCount, NOT_ALL_EQUAL, type Rule } from './code.js';
import { countSplits, forEachSplit } from './multi-split.js';

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

/** No values: listing splits needs their heaps, not the XOR of their values. */
const NO_VALUES: ArrayLike<number> = [];

/**
 * Every distinct result of one move on a heap of `n` (a safe integer >= 0), in order of `take`, then of the
 * number of heaps left, then of the heaps left (lexicographic, each list sorted). Results for different `take`
 * differ in total size and results for one `take` differ in their heaps, so the list has no duplicates. Marks
 * (`!`, `?`, `=`) only constrain leaving two or more heaps.
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
    if (isSplitDigit(digit) && rest >= 2) {
      forEachSplit(NO_VALUES, digit, rest, (_xor, heaps, count) => {
        push(take, heaps.slice(0, count));
      });
    }
  }
  return results;
}

/**
 * The first result of {@link ruleOptions} (in its order) whose heaps left pass `test`, without listing the
 * others: `test` reads a scratch array (`heaps[0 … count-1]`), so a visit allocates nothing. `undefined` when
 * no result passes.
 *
 * @throws RangeError as {@link ruleOptions} when there are more than {@link MAX_SCAN} removal sizes to scan.
 *
 * @category Heap games
 */
export function findRuleOption(rule: Rule, n: number, test: (heaps: ArrayLike<number>, count: number) => boolean): HeapOption | undefined {
  const lastK = lastRemoval(rule, n);
  let found: HeapOption | undefined;
  for (let take = 0; take <= lastK && found === undefined; take++) {
    const digit = digitAt(rule, take);
    if (digit === 0) continue;
    const rest = n - take;
    if ((digit & LEAVE_NONE) !== 0 && rest === 0 && test([], 0)) return { take, leave: [] };
    if ((digit & LEAVE_ONE) !== 0 && rest >= 1 && test([rest], 1)) return { take, leave: [rest] };
    if (isSplitDigit(digit) && rest >= 2) {
      forEachSplit(NO_VALUES, digit, rest, (_xor, heaps, count) => {
        if (test(heaps, count)) found = { take, leave: heaps.slice(0, count) };
        return found !== undefined;
      });
    }
  }
  return found;
}

/**
 * Whether removing `take` counters from a heap and leaving the heaps `leave` (sorted ascending, each at least
 * 1) is one of the results {@link ruleOptions} lists: O(heaps left), so checking a move on a heap of a million
 * does not list its half a million options.
 *
 * @category Heap games
 */
export function ruleAllows(rule: Rule, take: number, leave: readonly number[]): boolean {
  const digit = take < 0 ? 0 : digitAt(rule, take);
  const count = leave.length;
  if (count === 0) return (digit & LEAVE_NONE) !== 0;
  if (count === 1) return (digit & LEAVE_ONE) !== 0;
  if (!leavesCount(digit, count)) return false;
  const allEqual = leave[0] === leave[count - 1];
  if ((digit & ALL_EQUAL) !== 0) return allEqual;
  if ((digit & NOT_ALL_EQUAL) !== 0) return !allEqual;
  if ((digit & DISTINCT) !== 0) for (let index = 1; index < count; index++) if (leave[index] === leave[index - 1]) return false;
  return true;
}

/**
 * How many results {@link ruleOptions} lists for a heap of `n`, counted without listing them: O(removal sizes
 * scanned) time for digits of at most three heaps, stopping as soon as the count passes `cap`. Exact when at
 * most `cap`; otherwise a number above `cap`, or, for a digit of four or more heaps or `+` whose splits pass
 * {@link MAX_SPLIT_COUNT} (2^24), above that (pass a `cap` below it to be told "too many").
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
    if (isSplitDigit(digit) && rest >= 2) count += countSplits(digit, rest, cap - count);
  }
  return count;
}

export { MAX_SPLIT_COUNT } from './multi-split.js';
