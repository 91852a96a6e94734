// Counting, listing and numbering the moves of Moore's Nim without listing them all: a position with a few
// heaps of a thousand has billions of moves.
//
// A move is a vector of takes d_1..d_n (0 <= d_i <= heap i) with 1 to k entries that are not 0. Read as a
// mixed-radix number whose lowest digit is heap 1, the vectors are ordered (the vector 0 first): that is the
// order of `moves()`. The number of vectors over the first j non-empty heaps with at most r entries that are not
// 0 is
//   ways(j, r) = ways(j - 1, r) + size_j · ways(j - 1, r - 1),   ways(0, r) = ways(j, 0) = 1,
// so the vector of rank x is read digit by digit from the highest heap: digit 0 covers the first ways(j - 1, r)
// ranks, and each digit d >= 1 the next ways(j - 1, r - 1).
import type { Move } from '../types.js';

/** The counts of one position, for {@link moveCountOf}, {@link moveOfRank} and {@link rankOfMove}. */
export interface MoveTable {
  /** The indices (0-based) of the non-empty heaps, ascending. */
  readonly heaps: readonly number[];
  /** The sizes of those heaps. */
  readonly sizes: readonly number[];
  /** The most non-zero takes that matter: min(k, non-empty heaps). */
  readonly limit: number;
  /** Row j holds ways(j, r) for r from 0 to min(j, limit); past its end a row stays at its last value. */
  readonly rows: readonly (readonly number[])[];
}

/** 2^53: the most vectors (so 2^53 - 1 moves, the largest safe count) a table may count. */
const MOST_VECTORS = 2 ** 53;

/**
 * The table of a position, or `null` when its number of moves is not a safe integer. Rows are built one at a
 * time and the first value past 2^53 stops the work, so an impossible position costs no more than the heap list
 * itself (a row has at most min(j, limit) + 1 entries, and ways(j, r) >= C(j, r)).
 *
 * Every value is at most the last, ways(n, limit), and floating rounding is monotone: while the last computed
 * value stays below 2^53 every value is exact, and a computed value above 2^53 means the true one is too. Only a
 * last value of exactly 2^53 may hide a rounding, and is checked again in bigint.
 */
export function moveTable(heaps: readonly number[], k: number): MoveTable | null {
  const nonEmpty: number[] = [];
  const sizes: number[] = [];
  for (let index = 0; index < heaps.length; index++) {
    const size = heaps[index] ?? 0;
    if (size === 0) continue;
    nonEmpty.push(index);
    sizes.push(size);
  }
  const limit = Math.min(k, nonEmpty.length);
  const rows: number[][] = [[1]];
  for (let j = 1; j <= nonEmpty.length; j++) {
    const previous = rows[j - 1] ?? [1];
    const size = sizes[j - 1] ?? 0;
    const row = [1];
    for (let r = 1; r <= Math.min(j, limit); r++) row.push(waysIn(previous, r) + size * waysIn(previous, r - 1));
    // Values grow with r, so the last is the largest.
    if ((row.at(-1) ?? 0) > MOST_VECTORS) return null;
    rows.push(row);
  }
  const table = { heaps: nonEmpty, sizes, limit, rows };
  return ways(table, nonEmpty.length, limit) < MOST_VECTORS || exactWays(sizes, limit) === BigInt(MOST_VECTORS) ? table : null;
}

/** ways(n, limit) in exact bigint arithmetic, one row at a time. */
function exactWays(sizes: readonly number[], limit: number): bigint {
  let row = [1n];
  sizes.forEach((size, index) => {
    const previous = row;
    const at = (r: number): bigint => previous[Math.min(r, previous.length - 1)] ?? 0n;
    row = [1n];
    for (let r = 1; r <= Math.min(index + 1, limit); r++) row.push(at(r) + BigInt(size) * at(r - 1));
  });
  return row.at(-1) ?? 1n;
}

/** ways(j, r) from row j. */
function waysIn(row: readonly number[], r: number): number {
  return row[Math.min(r, row.length - 1)] ?? 0;
}

/** ways(j, r). */
function ways(table: MoveTable, j: number, r: number): number {
  return waysIn(table.rows[j] ?? [], r);
}

/** The number of moves: every vector but 0. */
export function moveCountOf(table: MoveTable): number {
  return ways(table, table.heaps.length, table.limit) - 1;
}

/** The vector of rank `rank` (1 to the move count; 0 would be the empty vector), as takes sorted by heap. */
export function moveOfRank(table: MoveTable, rank: number): Move[] {
  const takes: Move[] = [];
  let rest = rank;
  let free = table.limit;
  for (let j = table.heaps.length; j >= 1 && free > 0; j--) {
    const zero = ways(table, j - 1, free);
    if (rest < zero) continue;
    rest -= zero;
    const each = ways(table, j - 1, free - 1);
    takes.push({ heap: (table.heaps[j - 1] ?? 0) + 1, count: 1 + Math.floor(rest / each) });
    rest %= each;
    free--;
  }
  return takes.reverse();
}

/** For each heap index (0-based), its place among the table's non-empty heaps plus 1, or 0 for an empty heap. */
export function slotsOf(table: MoveTable, heapCount: number): Int32Array {
  const slots = new Int32Array(heapCount);
  table.heaps.forEach((heap, place) => {
    slots[heap] = place + 1;
  });
  return slots;
}

/**
 * The rank of a move (takes sorted by heap, each heap non-empty in the table's position, at most `limit` of
 * them): the inverse of {@link moveOfRank}. `slots` is {@link slotsOf} the table.
 */
export function rankOfMove(table: MoveTable, slots: Int32Array, takes: readonly Move[]): number {
  let rank = 0;
  let free = table.limit;
  for (let index = takes.length - 1; index >= 0; index--) {
    const { heap, count } = takes[index] ?? { heap: 0, count: 0 };
    const j = slots[heap - 1] ?? 0;
    rank += ways(table, j - 1, free) + (count - 1) * ways(table, j - 1, free - 1);
    free--;
  }
  return rank;
}
