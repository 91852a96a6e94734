// The original exercise's move notation `row:left-right`, written and read.
import { describeValue } from '../internal/integers.js';
import { isIndex } from './board.js';
import type { StickMove } from './board.js';

/** Matches the notation `row:left-right`, spaces allowed around each part. */
const MOVE_PATTERN = /^\s*(\d+)\s*:\s*(\d+)\s*-\s*(\d+)\s*$/;

/**
 * Writes a move in the original exercise's notation `row:left-right`, e.g. `2:1-3`.
 *
 * @param move - The move.
 * @returns The notation.
 * @throws `TypeError` when `move` is not an object; `RangeError` when a field is not a positive integer.
 * @example
 * ```ts
 * formatStickMove({ row: 2, left: 1, right: 3 }); // '2:1-3'
 * ```
 *
 * @category Sticks
 */
export function formatStickMove(move: StickMove): string {
  if (typeof move !== 'object' || (move as unknown) === null) {
    throw new TypeError(`move must be an object, got ${describeValue(move)}`);
  }
  const { row, left, right } = move;
  for (const [label, value] of [['row', row], ['left', left], ['right', right]] as const) {
    if (!isIndex(value, Number.MAX_SAFE_INTEGER)) {
      throw new RangeError(`move.${label} must be a positive integer, got ${describeValue(value)}`);
    }
  }
  return `${row}:${left}-${right}`;
}

/**
 * Reads the original exercise's notation `row:left-right` (spaces around the parts are tolerated, e.g. `' 2 : 1 - 3 '`).
 * It checks the form only: three positive decimal integers with `left <= right`; whether the move fits a
 * board is for {@link Board.check}. Junk gives `null`, never an exception, so input loops can re-prompt.
 *
 * @param text - The notation.
 * @returns The move, or `null` when `text` is not a well-formed move.
 * @throws `TypeError` when `text` is not a string.
 * @example
 * ```ts
 * parseStickMove('2:1-3');  // { row: 2, left: 1, right: 3 }
 * parseStickMove('2:3-1');  // null
 * parseStickMove('two');    // null
 * ```
 *
 * @category Sticks
 */
export function parseStickMove(text: string): StickMove | null {
  if (typeof text !== 'string') throw new TypeError(`text must be a string, got ${describeValue(text)}`);
  const match = MOVE_PATTERN.exec(text);
  if (match === null) return null;
  const [row, left, right] = match.slice(1).map(Number) as [number, number, number];
  const limit = Number.MAX_SAFE_INTEGER;
  if (!isIndex(row, limit) || !isIndex(left, limit) || !isIndex(right, limit) || left > right) return null;
  return { row, left, right };
}
