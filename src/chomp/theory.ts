// Chomp's theory. Strategy stealing shows every board but 1 × 1 is won for the first player: if eating the top
// right square lost, its winning reply would be a first move just as good (it eats that square too). The proof
// names no move; the known winning moves are for the shapes below, and a bounded search does the rest.
import { valueAt } from '../internal/bits.js';

/**
 * A Chomp move: eat the square at `row`, `col` (both from 1; row 1 at the bottom, the poisoned square is 1, 1)
 * and every square above it and to its right.
 *
 * @example
 * ```ts
 * const move: ChompMove = { row: 2, col: 2 }; // on a square board, the winning first move
 * ```
 *
 * @category Board games
 */
export interface ChompMove {
  /** The row of the square eaten, from 1 at the bottom. */
  readonly row: number;
  /** Its column, from 1 at the left. */
  readonly col: number;
}

/**
 * The most positions the perfect player's search may meet below a Chomp position no theory covers (a 10 × 10
 * board has 184,756); past it {@link chompGame}'s `winningMove` throws a `RangeError` instead of searching.
 *
 * @example
 * ```ts
 * MAX_CHOMP_SEARCH; // 250000
 * ```
 *
 * @category Board games
 */
export const MAX_CHOMP_SEARCH = 250_000;

/** The lengths of the rows, bottom first, after eating `row`, `col`; rows left empty are dropped. */
export function eat(lengths: readonly number[], { row, col }: ChompMove): number[] {
  const next = lengths.map((length, index) => (index >= row - 1 ? Math.min(length, col - 1) : length));
  while (next.length > 0 && next[next.length - 1] === 0) next.pop();
  return next;
}

/**
 * How many diagrams lie within `lengths` (itself and the empty one included): the non-increasing row lengths
 * with each row at most its own, capped at `cap` + 1. `ways[v]` counts the rows above a row of length at most
 * v, found row by row from the top with prefix sums (a row above is never longer than the row below it).
 */
export function positionsBelow(lengths: readonly number[], cap: number): number {
  let ways = [1];
  for (let row = lengths.length - 1; row >= 0; row--) {
    const next: number[] = [];
    let sum = 0;
    for (let value = 0; value <= valueAt(lengths, row); value++) {
      sum = Math.min(cap + 1, sum + valueAt(ways, Math.min(value, ways.length - 1)));
      next.push(sum);
    }
    ways = next;
  }
  return valueAt(ways, ways.length - 1);
}

/**
 * The known theory's answer at a position with a move (row lengths bottom first, no zeros): a winning move,
 * `null` when the mover loses, or `undefined` when no theorem covers it. One row or one column: eat all but the
 * poison. An L (one full row and one full column): equal arms lose, else even them. A square: eat 2, 2,
 * leaving equal arms. Two rows: lost exactly when the bottom is one longer than the top; else make it so.
 * Two columns: the same, turned.
 */
export function theoryMove(lengths: readonly number[]): ChompMove | null | undefined {
  const rows = lengths.length;
  const cols = lengths[0] ?? 0;
  if (rows === 1) return { row: 1, col: 2 };
  if (cols === 1) return { row: 2, col: 1 };
  if (lengths.every((length, index) => index === 0 || length === 1)) {
    const across = cols - 1;
    const up = rows - 1;
    if (across === up) return null;
    return across > up ? { row: 1, col: up + 2 } : { row: across + 2, col: 1 };
  }
  if (rows === cols && lengths.every((length) => length === cols)) return { row: 2, col: 2 };
  if (rows === 2) {
    const top = lengths[1] ?? 0;
    if (cols === top + 1) return null;
    return cols === top ? { row: 2, col: top } : { row: 1, col: top + 2 };
  }
  if (cols === 2) {
    const twos = lengths.filter((length) => length === 2).length;
    if (rows === twos + 1) return null;
    return rows === twos ? { row: rows, col: 2 } : { row: twos + 2, col: 1 };
  }
  return undefined;
}
