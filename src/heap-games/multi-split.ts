// The split options of a digit, for any digit a rule may have (two to 23 heaps, `+`, and the marks `!`, `?`,
// `=`): the plain mex's marking of every split option value, the listing of every split, and their count.
// Internal: the sparse-space method (sparse-space.ts) covers the two-heap digits it can.
/* eslint-disable @typescript-eslint/no-non-null-assertion -- every `!` reads a typed array or a list at an index below its length, checked by the loop bounds */

import { ALL_EQUAL, DISTINCT, LEAVE_MORE, NOT_ALL_EQUAL, topCount } from './digits.js';

/** How a digit's mark constrains the heaps left by a split: 0 none, or one of the mark bits. */
function markOf(digit: number): number {
  return digit & (DISTINCT | NOT_ALL_EQUAL | ALL_EQUAL);
}

/**
 * Walks every split of `rest` into `parts` (or, with `atLeast`, `parts` or more) non-decreasing positive heaps
 * that `mark` allows, calling `leaf(xor, heaps, count)` with the XOR of `values` over the heaps and the heaps
 * (in `heaps[0 … count-1]`, a scratch array reused between calls). Every node of the walk leads to a split
 * (the bounds are tight), so it costs at most `parts` nodes per split for exactly `parts` heaps and at most 2
 * per split with `atLeast` (a node is a prefix, and each split has at most two prefixes that end a walk). Depth:
 * the number of heaps. A leaf that returns `true` ends the walk, and the walk then returns `true`.
 */
function walkSplits(
  values: ArrayLike<number>,
  rest: number,
  parts: number,
  atLeast: boolean,
  mark: number,
  heaps: number[],
  leaf: (xor: number, heaps: number[], count: number) => unknown,
): boolean {
  const distinct = mark === DISTINCT;
  const notAllEqual = mark === NOT_ALL_EQUAL;
  // The least sum of `more` heaps from `low` up (distinct ones rise by 1).
  const least = (more: number, low: number): number => (distinct ? more * low + (more * (more - 1)) / 2 : more * low);
  const step = (remaining: number, count: number, low: number, xor: number): boolean => {
    // The last heap takes all that remains: a split when it is allowed here.
    const wanted = atLeast ? count + 1 >= parts : count + 1 === parts;
    if (wanted && remaining >= low && !(notAllEqual && count > 0 && heaps[0] === remaining)) {
      heaps[count] = remaining;
      if (leaf(xor ^ values[remaining]!, heaps, count + 1) === true) return true;
    }
    if (!atLeast && count + 1 >= parts) return false;
    // Then a heap `a` with at least one more after it (and enough for the heaps still required).
    const after = Math.max(1, parts - count - 1);
    for (let a = low; a + least(after, distinct ? a + 1 : a) <= remaining; a++) {
      heaps[count] = a;
      if (step(remaining - a, count + 1, distinct ? a + 1 : a, xor ^ values[a]!)) return true;
    }
    return false;
  };
  if (parts <= 1 && !atLeast) return false;
  return step(rest, 0, 1, 0);
}

/**
 * Calls `visit` with the XOR of `values` over every split of `rest` that `digit` allows into two or more heaps,
 * and the heaps (sorted ascending, in `heaps[0 … count-1]`, a scratch array reused between calls). Splits come
 * by number of heaps, then in lexicographic order, until `visit` returns `true`.
 *
 * @category Heap games
 */
export function forEachSplit(values: ArrayLike<number>, digit: number, rest: number, visit: (xor: number, heaps: number[], count: number) => unknown): void {
  const mark = markOf(digit);
  const top = topCount(digit);
  const more = (digit & LEAVE_MORE) !== 0;
  const last = more ? rest : Math.min(top, rest);
  const heaps: number[] = [];
  for (let parts = 2; parts <= last; parts++) {
    if (parts <= top ? (digit & 2 ** parts) === 0 : !more) continue;
    if (mark === ALL_EQUAL) {
      if (rest % parts !== 0) continue;
      const size = rest / parts;
      for (let index = 0; index < parts; index++) heaps[index] = size;
      if (visit(parts % 2 === 0 ? 0 : values[size]!, heaps, parts) === true) return;
      continue;
    }
    if (walkSplits(values, rest, parts, false, mark, heaps, visit)) return;
  }
}

/** Whether `digit` may leave exactly `parts` heaps (two or more), before its mark. */
function allows(digit: number, top: number, parts: number): boolean {
  return parts <= top ? (digit & 2 ** parts) !== 0 : (digit & LEAVE_MORE) !== 0;
}

/** Where one walk of "that many heaps or more" takes over from walks of one number of heaps (four at least). */
function walkAllFrom(digit: number, top: number): number {
  return (digit & LEAVE_MORE) !== 0 ? Math.max(4, top) : Number.POSITIVE_INFINITY;
}

/**
 * Marks with `stamp` every option value of heap `n` that leaves two or more heaps: for each split removal
 * size `ks[i] <= n` (increasing) with digit `digits[i]`, every way to leave the rest `n - k` as the digit
 * allows. `values[h]` is the value of heap `h < n`. Two and three heaps have loops of their own (the common
 * case, kept tight); four or more heaps walk the splits, and `+` walks every number of heaps from
 * `max(4, its largest count)` on in one walk.
 *
 * @category Heap games
 */
export function markSplitOptions(values: ArrayLike<number>, ks: readonly number[], digits: readonly number[], n: number, mark: Uint32Array, stamp: number): void {
  const G = values;
  const note = (xor: number): void => {
    mark[xor] = stamp;
  };
  const heaps: number[] = [];
  for (let index = 0; index < ks.length; index++) {
    const k = ks[index]!;
    if (k > n) break;
    const digit = digits[index]!;
    const rest = n - k;
    const kind = markOf(digit);
    const top = topCount(digit);
    const unequal = kind === DISTINCT || kind === NOT_ALL_EQUAL;
    if (kind === ALL_EQUAL) {
      // One split per number of heaps that divides the rest: an even count of equal heaps XORs to 0.
      const last = (digit & LEAVE_MORE) !== 0 ? rest : Math.min(top, rest);
      for (let parts = 2; parts <= last; parts++) {
        if (rest % parts === 0 && allows(digit, top, parts)) mark[parts % 2 === 0 ? 0 : G[rest / parts]!] = stamp;
      }
      continue;
    }
    if (allows(digit, top, 2)) {
      for (let a = rest >> 1, b = rest - a; a >= 1; a--, b++) {
        if (unequal && a === b) continue;
        mark[G[a]! ^ G[b]!] = stamp;
      }
    }
    if (allows(digit, top, 3)) {
      const distinct = kind === DISTINCT;
      for (let a = 1; 3 * a <= rest; a++) {
        for (let b = a, c = rest - 2 * a; b <= c; b++, c--) {
          if (distinct ? a === b || b === c : unequal && a === c) continue;
          mark[G[a]! ^ G[b]! ^ G[c]!] = stamp;
        }
      }
    }
    const from = walkAllFrom(digit, top);
    for (let parts = 4; parts <= top && parts < from; parts++) if ((digit & 2 ** parts) !== 0) walkSplits(G, rest, parts, false, kind, heaps, note);
    if (from <= rest) walkSplits(G, rest, from, true, kind, heaps, note);
  }
}

/** Binomial coefficient as a float (a bound, not an exact count). */
function choose(n: number, k: number): number {
  if (k < 0 || n < k) return 0;
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return result;
}

/** The most splits a count walks one by one: past it (or past `cap`), the count stops and says so. */
export const MAX_SPLIT_COUNT = 2 ** 24;

/**
 * How many splits of `rest` into two or more heaps `digit` allows: exact when at most `cap` and at most
 * {@link MAX_SPLIT_COUNT}; otherwise some number above the smaller of the two. Two and three heaps and `=` in
 * closed form; four or more heaps and `+` by a lower bound first (the compositions of `rest` into `j` parts
 * over `j!`, a split being at most `j!` of them), then by walking the splits up to the limit.
 *
 * @category Heap games
 */
export function countSplits(digit: number, rest: number, cap: number): number {
  const mark = markOf(digit);
  const top = topCount(digit);
  const more = (digit & LEAVE_MORE) !== 0;
  const limit = Math.min(cap, MAX_SPLIT_COUNT);
  let count = 0;
  if (allows(digit, top, 2) && rest >= 2) count += mark === ALL_EQUAL ? (rest % 2 === 0 ? 1 : 0) : pairCount(rest, mark !== 0);
  if (allows(digit, top, 3) && rest >= 3) count += mark === ALL_EQUAL ? (rest % 3 === 0 ? 1 : 0) : tripleCount(rest, mark);
  if (mark === ALL_EQUAL) {
    for (let parts = 4; parts <= Math.min(top, rest); parts++) if ((digit & 2 ** parts) !== 0 && rest % parts === 0) count++;
    return more ? count + divisorsFrom(rest, Math.max(4, top + 1)) : count;
  }
  const last = more ? rest : Math.min(top, rest);
  // A lower bound on the splits into four or more heaps: past the limit, no walk.
  let bound = 0;
  for (let parts = 4; parts <= Math.min(last, 4 + 64); parts++) {
    if (!allows(digit, top, parts)) continue;
    const shift = mark === DISTINCT ? (parts * (parts - 1)) / 2 : 0;
    const lower = choose(rest - shift - 1, parts - 1) / factorial(parts) - (mark === NOT_ALL_EQUAL ? 1 : 0);
    if (lower > bound) bound = lower;
  }
  if (count + bound > limit) return Math.max(count + bound, limit + 1);
  const heaps: number[] = [];
  let left = limit - count + 1;
  const leaf = (): void => {
    if (--left < 0) throw STOP;
  };
  const from = walkAllFrom(digit, top);
  try {
    for (let parts = 4; parts <= Math.min(top, rest) && parts < from; parts++) if ((digit & 2 ** parts) !== 0) walkSplits([], rest, parts, false, mark, heaps, leaf);
    if (from <= rest) walkSplits([], rest, from, true, mark, heaps, leaf);
  } catch (error) {
    if (error !== STOP) throw error;
    return limit + 1;
  }
  return limit + 1 - left;
}

/** Thrown to end a count's walk early: not a failure, caught at once. */
const STOP = new Error('the count passed its limit');

function factorial(n: number): number {
  let result = 1;
  for (let i = 2; i <= n; i++) result *= i;
  return result;
}

/** How many divisors `j >= from` the number `rest` has, `j <= rest` (O(sqrt(rest)) steps). */
function divisorsFrom(rest: number, from: number): number {
  let count = 0;
  for (let d = 1; d * d <= rest; d++) {
    if (rest % d !== 0) continue;
    if (d >= from) count++;
    const other = rest / d;
    if (other !== d && other >= from) count++;
  }
  return count;
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
function tripleCount(rest: number, mark: number): number {
  if (rest < 3) return 0;
  const all = Math.round((rest * rest) / 12);
  const third = Math.floor(rest / 3);
  const allEqual = rest % 3 === 0 ? 1 : 0;
  if (mark === DISTINCT) {
    // a = b: a from 1 to rest/3; b = c: a from 1 to rest/3 with a of rest's parity; both: all equal.
    const aEqualsB = third;
    const bEqualsC = rest % 2 === 0 ? Math.floor(third / 2) : Math.floor((third + 1) / 2);
    return all - aEqualsB - bEqualsC + allEqual;
  }
  return mark === NOT_ALL_EQUAL ? all - allEqual : all;
}

