// Moore's Nim_k (E. H. Moore, "A generalization of the game called Nim", Annals of Mathematics 11, 1910): heaps
// of counters; a move takes any positive amounts from at least one and at most k heaps. k = 1 is Nim.
//
// Normal play. Write every heap in binary and call a position BALANCED when, at every bit, the number of heaps
// with that bit set is divisible by k + 1. Theorem: the player to move loses exactly at the balanced positions.
// Proof. (a) The empty position is balanced. (b) Every move leaves a balanced position unbalanced: let b be the
// highest bit at which some touched heap changes. Each heap changing at b has its highest change there and
// decreases, so its bit b goes from 1 to 0; 1 to k heaps do, so the count at b drops by 1 to k and is no longer
// a multiple of k + 1. (c) From an unbalanced position the construction in `balancingTargets` reaches a
// balanced one: go down the bits from the highest, keeping the set S of heaps already chosen (|S| <= k). A
// chosen heap was cut from 1 to 0 at a higher bit, so its lower bits are free. At bit b let r be the count of
// unchosen heaps with b set, modulo k + 1. If r = 0, the chosen heaps take 0 at b. Otherwise either
// |S| >= k + 1 - r, and k + 1 - r chosen heaps take 1 at b (the count becomes a multiple of k + 1), or
// |S| + r <= k, and r more unchosen heaps with b set join S, cut to 0 at b. One of the two holds because
// |S| <= k. S is not empty at the end, since at the highest unbalanced bit S is empty and r >= 1 heaps join.
//
// Misère play (Moore 1910, checked by the exact solver in the tests). The mover loses exactly when some heap
// is 2 or more and the position is balanced, or every heap is 0 or 1 and the number of 1-heaps is 1 modulo
// k + 1. Proof. Among heaps of 0 and 1 a move takes 1 to k ones, and with j ones taking (j - 1) mod (k + 1)
// of them reaches 1 mod (k + 1) (the empty position, j = 0, is a win: the opponent took the last counter).
// From a balanced position with a heap of 2 or more, the highest non-zero bit above bit 0 is set in at least
// k + 1 heaps, so no move brings every heap down to 1 or less, and by (b) every move leaves an unbalanced
// position with a heap of 2 or more. From an unbalanced position with a heap of 2 or more, the normal move of
// (c) wins unless it leaves every heap at 0 or 1. Then it touched every heap of 2 or more, so there are
// h <= k of them; with o 1-heaps besides, cutting the big heaps to 0 or 1 and emptying up to k - h of the
// 1-heaps reaches every count of ones from max(0, o - (k - h)) to o + h: k + 1 consecutive values, or a range
// from 0 to at least 1, so a count that is 1 modulo k + 1 is always among them (see `misereTargets`).
//
// Both kinds of heap go through one exact code path: every heap is written as a binary string of one width, so
// the work is linear in the bits for a bigint of any size and no 32-bit operator ever sees a number.
import { checkHeapList, checkPositiveSize, describeValue } from '../internal/integers.js';
import { checkEnding } from '../play/index.js';
import type { Ending, EndingOptions, Move } from '../types.js';

/**
 * A move of Moore's Nim: the takes, one per heap touched, sorted by heap (1-based, all different), each taking
 * at least 1; from 1 to k of them.
 *
 * @typeParam T - `number` for safe-integer heaps, `bigint` for bigint heaps.
 * @example
 * ```ts
 * const move: MooreMove = [{ heap: 1, count: 3 }, { heap: 4, count: 2 }]; // written 1:3+4:2
 * ```
 *
 * @category Nim family
 */
export type MooreMove<T extends number | bigint = number> = readonly Move<T>[];

/** The character code of '1'. */
const ONE = 49;

/** Checks `k`, the most heaps one move may touch: a positive safe integer. */
export function checkMooreK(k: unknown): number {
  return checkPositiveSize(k, 'k');
}

/** The ending an options object asks for (`{ play }`), `'normal'` when it is missing. */
export function endingOf(options: unknown): Ending {
  if (options === undefined) return 'normal';
  if (typeof options !== 'object' || options === null) {
    throw new TypeError(`options must be an object such as { play: 'misere' }, got ${describeValue(options)}`);
  }
  return checkEnding((options as { play?: unknown }).play, 'normal');
}

/** The heaps as binary strings of one width, most significant bit first. */
function binaryRows(heaps: readonly (number | bigint)[]): string[] {
  const rows = heaps.map((heap) => heap.toString(2));
  let width = 0;
  for (const row of rows) width = Math.max(width, row.length);
  return rows.map((row) => row.padStart(width, '0'));
}

/** Whether a binary string is 2 or more. */
function exceedsOne(bits: string): boolean {
  const first = bits.indexOf('1');
  return first !== -1 && first < bits.length - 1;
}

/** Whether every bit column of the rows holds a multiple of k + 1 ones. */
function isBalanced(rows: readonly string[], k: number): boolean {
  const width = rows[0]?.length ?? 0;
  for (let bit = 0; bit < width; bit++) {
    let count = 0;
    for (const row of rows) if (row.charCodeAt(bit) === ONE) count++;
    if (count % (k + 1) !== 0) return false;
  }
  return true;
}

/**
 * Moore's construction (proof (c) above): the new value, as a binary string, of each heap the normal-play
 * winning move touches, by heap index; empty when the rows are balanced. Where the construction may choose,
 * it sets the bits of the heaps chosen first, adds the lowest-numbered heaps, and prefers setting bits of chosen
 * heaps to choosing more heaps, so the move touches as few heaps as it can.
 */
function balancingTargets(rows: readonly string[], k: number): Map<number, string> {
  const width = rows[0]?.length ?? 0;
  // The new bits of each chosen heap, in the order they were chosen (a Map keeps it).
  const chosen = new Map<number, string[]>();
  const isChosen = new Uint8Array(rows.length);
  for (let bit = 0; bit < width; bit++) {
    const setHere: number[] = [];
    rows.forEach((row, index) => {
      if (isChosen[index] === 0 && row.charCodeAt(bit) === ONE) setHere.push(index);
    });
    const excess = setHere.length % (k + 1);
    const raised = excess !== 0 && chosen.size >= k + 1 - excess ? k + 1 - excess : 0;
    let given = 0;
    for (const bits of chosen.values()) bits.push(given++ < raised ? '1' : '0');
    if (excess === 0 || raised !== 0) continue;
    for (const index of setHere.slice(0, excess)) {
      isChosen[index] = 1;
      chosen.set(index, [(rows[index] ?? '').slice(0, bit), '0']);
    }
  }
  return new Map([...chosen].map(([index, bits]) => [index, bits.join('')]));
}

/**
 * The misère winning move's new heap values (see the proof above), by heap index; empty when the mover loses
 * or the game is over.
 */
function misereTargets(rows: readonly string[], k: number): Map<number, string> {
  const big: number[] = [];
  const ones: number[] = [];
  rows.forEach((row, index) => {
    if (exceedsOne(row)) big.push(index);
    else if (row.endsWith('1')) ones.push(index);
  });
  if (big.length === 0) {
    // Only 0s and 1s: leave a number of 1-heaps that is 1 modulo k + 1.
    const emptied = ones.length === 0 ? 0 : (ones.length - 1) % (k + 1);
    return new Map(ones.slice(0, emptied).map((index) => [index, '0']));
  }
  const normal = balancingTargets(rows, k);
  const leavesBig = rows.some((row, index) => exceedsOne(normal.get(index) ?? row));
  if (normal.size === 0 || leavesBig) return normal;
  // The normal move would leave only 0s and 1s, so it cut every big heap and there are at most k of them.
  const raised = (((1 - ones.length) % (k + 1)) + k + 1) % (k + 1);
  if (raised <= big.length) return new Map(big.map((index, order) => [index, order < raised ? '1' : '0']));
  const emptied = (ones.length - 1) % (k + 1);
  return new Map([...big, ...ones.slice(0, emptied)].map((index) => [index, '0']));
}

/** The move that brings each heap in `targets` to its new value, sorted by heap. */
function movesTo(heaps: readonly (number | bigint)[], targets: ReadonlyMap<number, string>): Move<number | bigint>[] {
  return [...targets.keys()]
    .sort((a, b) => a - b)
    .map((index) => {
      const heap = heaps[index] ?? 0;
      const target = targets.get(index) ?? '0';
      const count = typeof heap === 'bigint' ? heap - BigInt(`0b${target}`) : heap - Number.parseInt(target, 2);
      return { heap: index + 1, count };
    });
}

/**
 * Whether the player to move in Moore's Nim_k loses against perfect play. Normal play: exactly when, at every
 * binary digit, the number of heaps with that bit set is divisible by k + 1 (k = 1 is Bouton's nim-sum 0).
 * Misère play: the same when some heap is 2 or more; with only heaps of 0 and 1, exactly when the number of
 * 1-heaps is 1 modulo k + 1. O(heaps · bits), exact for every safe integer and bigint.
 *
 * @param heaps - Non-negative safe integers, or non-negative bigints (not mixed); heap 1 first.
 * @param k - The most heaps one move may touch: a positive safe integer (k at least the number of heaps lets a
 * move take from any non-empty set of heaps).
 * @param options - `play`: `'normal'` (default) or `'misere'`.
 * @returns `true` when every move leaves the opponent a winning position (also for the empty position in normal
 * play; in misère play the empty position is a win: the opponent took the last counter).
 * @throws `TypeError` or `RangeError` naming the offending heap, `k`, `options` or `play`.
 * @example
 * ```ts
 * isMooreNimLosing([3, 5, 6], 2);         // false: each bit is set in two heaps
 * isMooreNimLosing([7, 7, 7], 2);         // true: each bit is set in three heaps
 * isMooreNimLosing([3, 5, 6, 7], 2);      // true: each bit is set in three heaps
 * isMooreNimLosing([3, 5, 6], 1);         // true: k = 1 is Nim, and 3 XOR 5 XOR 6 = 0
 * isMooreNimLosing([1, 1, 1, 1], 2, { play: 'misere' }); // true: four 1-heaps, 4 = 1 mod 3
 * isMooreNimLosing([2n ** 80n, 2n ** 80n, 2n ** 80n], 2); // true
 * ```
 *
 * @category Nim family
 */
export function isMooreNimLosing(heaps: readonly number[] | readonly bigint[], k: number, options?: EndingOptions): boolean {
  checkHeapList(heaps);
  const limit = checkMooreK(k);
  const ending = endingOf(options);
  const rows = binaryRows(heaps);
  if (ending === 'misere' && !rows.some(exceedsOne)) {
    const ones = rows.filter((row) => row.endsWith('1')).length;
    return ones % (limit + 1) === 1;
  }
  return isBalanced(rows, limit);
}

/**
 * A winning move in Moore's Nim_k, or `null` when the player to move loses against perfect play (or no move is
 * left). The move is Moore's own construction, going down the bits from the highest (see {@link isMooreNimLosing}
 * for the rule): it touches 1 to k heaps, as few as the construction allows, the lowest-numbered first; in misère
 * play it differs only when it would leave no heap above 1, and then leaves a number of 1-heaps that is 1 modulo
 * k + 1. O(heaps · bits), exact for every safe integer and bigint.
 *
 * @param heaps - Non-negative safe integers (heap 1 is `heaps[0]`).
 * @param k - The most heaps one move may touch: a positive safe integer.
 * @param options - `play`: `'normal'` (default) or `'misere'`.
 * @returns The takes sorted by heap ({@link MooreMove}), or `null`.
 * @throws `TypeError` or `RangeError` naming the offending heap, `k`, `options` or `play`.
 * @example
 * ```ts
 * mooreNimMove([3, 5, 6], 2);                     // [{ heap: 2, count: 2 }, { heap: 3, count: 3 }]: leaves 3, 3, 3
 * mooreNimMove([7, 7, 7], 2);                     // null: every bit is set in three heaps
 * mooreNimMove([5, 1, 1], 2, { play: 'misere' }); // [{ heap: 1, count: 5 }, { heap: 2, count: 1 }]: leaves one 1-heap
 * ```
 *
 * @category Nim family
 */
export function mooreNimMove(heaps: readonly number[], k: number, options?: EndingOptions): MooreMove | null;
/**
 * A winning move in Moore's Nim_k for bigint heaps, or `null` when the player to move loses.
 *
 * @param heaps - Non-negative bigints (heap 1 is `heaps[0]`).
 * @param k - The most heaps one move may touch: a positive safe integer.
 * @param options - `play`: `'normal'` (default) or `'misere'`.
 * @returns The takes sorted by heap, with `bigint` counts, or `null`.
 * @throws `TypeError` or `RangeError` naming the offending heap, `k`, `options` or `play`.
 * @example
 * ```ts
 * mooreNimMove([2n ** 80n, 2n ** 80n, 1n], 2); // [{ heap: 1, count: 2n ** 80n - 1n }, { heap: 2, count: 2n ** 80n - 1n }]
 * ```
 *
 * @category Nim family
 */
export function mooreNimMove(heaps: readonly bigint[], k: number, options?: EndingOptions): MooreMove<bigint> | null;
/**
 * A winning move in Moore's Nim_k for heaps whose kind is known only at run time.
 *
 * @param heaps - Number or bigint heap sizes, not mixed.
 * @param k - The most heaps one move may touch: a positive safe integer.
 * @param options - `play`: `'normal'` (default) or `'misere'`.
 * @returns The takes sorted by heap (counts of the heaps' kind), or `null`.
 * @throws `TypeError` or `RangeError` naming the offending heap, `k`, `options` or `play`.
 * @example
 * ```ts
 * const heaps: number[] | bigint[] = [1n, 2n];
 * mooreNimMove(heaps, 2); // [{ heap: 1, count: 1n }, { heap: 2, count: 2n }]
 * ```
 *
 * @category Nim family
 */
export function mooreNimMove(
  heaps: readonly number[] | readonly bigint[],
  k: number,
  options?: EndingOptions,
): MooreMove | MooreMove<bigint> | null;
export function mooreNimMove(
  heaps: readonly number[] | readonly bigint[],
  k: number,
  options?: EndingOptions,
): MooreMove | MooreMove<bigint> | null {
  checkHeapList(heaps);
  const limit = checkMooreK(k);
  const ending = endingOf(options);
  const rows = binaryRows(heaps);
  const targets = ending === 'misere' ? misereTargets(rows, limit) : balancingTargets(rows, limit);
  return targets.size === 0 ? null : (movesTo(heaps, targets) as MooreMove | MooreMove<bigint>);
}
