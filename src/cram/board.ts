// Cram boards: a position is its rows of squares, '.' empty and '#' covered or blocked, joined by '/'. Here: the
// check of a user's board, the regions of empty squares cut out and brought to one form under the board's eight
// symmetries (so equal regions share one remembered value), and the mirror strategy's test.
import { describeValue } from '../internal/integers.js';

/**
 * The longest side of a Cram board {@link cramGame} takes (10,000 squares at most, 20,000 action ids).
 *
 * @example
 * ```ts
 * MAX_CRAM_SIDE; // 100
 * ```
 *
 * @category Board games
 */
export const MAX_CRAM_SIDE = 100;

const EMPTY = '.';
const FULL = '#';
const ROW = /^[.#]+$/;

/** A board as a grid: its size and its squares row by row (`true` for empty). */
export interface Grid {
  readonly rows: number;
  readonly cols: number;
  readonly empty: readonly boolean[];
}

/** Reads a position's text (rows joined by '/'); the text is the game's own, so its shape is trusted. */
export function gridOf(position: string): Grid {
  const lines = position.split('/');
  const cols = (lines[0] ?? '').length;
  return { rows: lines.length, cols, empty: Array.from(lines.join(''), (square) => square === EMPTY) };
}

/** Writes a grid as a position. */
export function textOf({ rows, cols, empty }: Grid): string {
  const lines: string[] = [];
  for (let row = 0; row < rows; row++) lines.push(empty.slice(row * cols, (row + 1) * cols).map((square) => (square ? EMPTY : FULL)).join(''));
  return lines.join('/');
}

/** Checks a side of the board. */
function checkSide(value: unknown, label: string): number {
  if (typeof value !== 'number') throw new TypeError(`${label} must be a number, got ${describeValue(value)}`);
  if (!Number.isSafeInteger(value) || value < 1 || value > MAX_CRAM_SIDE) {
    throw new RangeError(`${label} must be a whole number from 1 to ${MAX_CRAM_SIDE}, got ${describeValue(value)}`);
  }
  return value;
}

/** An empty board of `rows` × `cols`. */
export function emptyBoard(rows: unknown, cols: unknown): string {
  const height = checkSide(rows, 'rows');
  const width = checkSide(cols, 'cols');
  return Array.from({ length: height }, () => EMPTY.repeat(width)).join('/');
}

/** Checks a board given as rows of '.' and '#', all of one length. */
export function checkBoard(board: unknown): string {
  if (!Array.isArray(board)) throw new TypeError(`board must be an array of strings, got ${describeValue(board)}`);
  const lines = board as readonly unknown[];
  if (lines.length < 1 || lines.length > MAX_CRAM_SIDE) throw new RangeError(`board must have from 1 to ${MAX_CRAM_SIDE} rows, got ${lines.length}`);
  const first: unknown = lines[0];
  const width = typeof first === 'string' ? first.length : 0;
  lines.forEach((line: unknown, row) => {
    if (typeof line !== 'string') throw new TypeError(`board[${row}] must be a string, got ${describeValue(line)}`);
    if (line.length < 1 || line.length > MAX_CRAM_SIDE || !ROW.test(line)) {
      throw new RangeError(`board[${row}] must be 1 to ${MAX_CRAM_SIDE} squares '.' (empty) or '#' (blocked), got ${describeValue(line)}`);
    }
    if (line.length !== width) throw new RangeError(`board[${row}] must have ${width} squares like board[0], got ${line.length}`);
  });
  return (lines as readonly string[]).join('/');
}

/** The grid turned by one of the eight symmetries of the square (`turn` quarter turns, then a mirror if `flip`). */
function transformed(grid: Grid, turns: number, flip: boolean): Grid {
  let current = grid;
  for (let turn = 0; turn < turns; turn++) {
    const { rows, cols, empty } = current;
    // A quarter turn clockwise: the new row r, column c is the old row rows - 1 - c, column r.
    const next: boolean[] = [];
    for (let row = 0; row < cols; row++) for (let col = 0; col < rows; col++) next.push(empty[(rows - 1 - col) * cols + row] === true);
    current = { rows: cols, cols: rows, empty: next };
  }
  if (!flip) return current;
  const { rows, cols, empty } = current;
  const mirrored: boolean[] = [];
  for (let row = 0; row < rows; row++) for (let col = 0; col < cols; col++) mirrored.push(empty[row * cols + cols - 1 - col] === true);
  return { rows, cols, empty: mirrored };
}

/** One region's board: cut to its bounding box, other squares full, in the least of its eight symmetric forms. */
function regionBoard(grid: Grid, squares: readonly number[]): string {
  let top = grid.rows;
  let bottom = 0;
  let left = grid.cols;
  let right = 0;
  for (const square of squares) {
    const row = Math.floor(square / grid.cols);
    const col = square % grid.cols;
    [top, bottom, left, right] = [Math.min(top, row), Math.max(bottom, row), Math.min(left, col), Math.max(right, col)];
  }
  const rows = bottom - top + 1;
  const cols = right - left + 1;
  const empty = new Array<boolean>(rows * cols).fill(false);
  for (const square of squares) empty[(Math.floor(square / grid.cols) - top) * cols + (square % grid.cols) - left] = true;
  const region: Grid = { rows, cols, empty };
  let least: string | undefined;
  for (let turns = 0; turns < 4; turns++) {
    for (const flip of [false, true]) {
      const text = textOf(transformed(region, turns, flip));
      if (least === undefined || text < least) least = text;
    }
  }
  return least ?? '';
}

/** The regions of empty squares (joined through sides) as boards of their own; empty for fewer than two. */
export function regions(position: string): string[] {
  const grid = gridOf(position);
  const { rows, cols, empty } = grid;
  const seen = new Uint8Array(rows * cols);
  const parts: number[][] = [];
  for (let root = 0; root < rows * cols; root++) {
    if (!empty[root] || seen[root] === 1) continue;
    seen[root] = 1;
    const part = [root];
    for (const square of part) {
      const row = Math.floor(square / cols);
      const col = square % cols;
      const sides = [row > 0 ? square - cols : -1, row < rows - 1 ? square + cols : -1, col > 0 ? square - 1 : -1, col < cols - 1 ? square + 1 : -1];
      for (const side of sides) {
        if (side >= 0 && empty[side] === true && seen[side] === 0) {
          seen[side] = 1;
          part.push(side);
        }
      }
    }
    parts.push(part);
  }
  return parts.length < 2 ? [] : parts.map((part) => regionBoard(grid, part));
}
