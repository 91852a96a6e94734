// Cram as a play-engine game, built with defineGame: a move covers two empty squares side by side with a domino.
// Values come from grundyValue, region by region; the perfect player mirrors where the symmetry theory applies.
import { defineGame, endingOf, zeroValueMove } from '../play/index.js';
import type { DefinedGame, DefinedState } from '../play/index.js';
import type { EndingOptions } from '../types.js';
import { checkBoard, emptyBoard, gridOf, regions, textOf } from './board.js';
import { mirrorMove } from './mirror.js';

/**
 * A Cram move: a domino on the square at `row`, `col` (both from 1, row 1 at the top) and the square to its
 * right (`'right'`) or below it (`'down'`).
 *
 * @example
 * ```ts
 * const move: CramMove = { row: 2, col: 1, direction: 'right' }; // covers 2,1 and 2,2
 * ```
 *
 * @category Board games
 */
export interface CramMove {
  /** The row of the domino's upper or left square, from 1 at the top. */
  readonly row: number;
  /** The column of that square, from 1 at the left. */
  readonly col: number;
  /** Where the other square is: to its right or below it. */
  readonly direction: 'right' | 'down';
}

/**
 * The game returned by {@link cramGame}: a position is the board's rows joined by `/`, `.` empty and `#`
 * covered or blocked.
 *
 * @example
 * ```ts
 * const game: CramGame = cramGame(2, 3);
 * game.start.position; // '.../...'
 * ```
 *
 * @category Board games
 */
export type CramGame = DefinedGame<string, CramMove>;

/**
 * A state of {@link cramGame}.
 *
 * @example
 * ```ts
 * const state: CramState = cramGame(2, 3).start.play({ row: 1, col: 1, direction: 'right' });
 * state.position; // '##./...'
 * ```
 *
 * @category Board games
 */
export type CramState = DefinedState<string, CramMove>;

/** Matches `r,c-r,c`, spaces allowed around each number. */
const MOVE_PATTERN = /^\s*(\d{1,3})\s*,\s*(\d{1,3})\s*-\s*(\d{1,3})\s*,\s*(\d{1,3})\s*$/;

function readMove(value: unknown): CramMove | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { row, col, direction } = value as { row?: unknown; col?: unknown; direction?: unknown };
  const valid = Number.isSafeInteger(row) && (row as number) >= 1 && Number.isSafeInteger(col) && (col as number) >= 1 && (direction === 'right' || direction === 'down');
  return valid ? { row: (row as number) + 0, col: (col as number) + 0, direction } : undefined;
}

/** The move covering squares `a` and `b` (indices row · cols + col, `a` before `b`). */
function moveOf(cols: number, a: number, b: number): CramMove {
  return { row: Math.floor(a / cols) + 1, col: (a % cols) + 1, direction: b - a === cols ? 'down' : 'right' };
}

/** The two squares a move covers, or `undefined` when one is off the board. */
function squaresOf(rows: number, cols: number, { row, col, direction }: CramMove): [number, number] | undefined {
  const [endRow, endCol] = direction === 'right' ? [row, col + 1] : [row + 1, col];
  if (endRow > rows || endCol > cols) return undefined;
  const first = (row - 1) * cols + col - 1;
  return [first, (endRow - 1) * cols + endCol - 1];
}

function moves(position: string): CramMove[] {
  const { rows, cols, empty } = gridOf(position);
  const list: CramMove[] = [];
  for (let square = 0; square < rows * cols; square++) {
    if (!empty[square]) continue;
    if (square % cols < cols - 1 && empty[square + 1] === true) list.push(moveOf(cols, square, square + 1));
    if (empty[square + cols] === true) list.push(moveOf(cols, square, square + cols));
  }
  return list;
}

function formatMove({ row, col, direction }: CramMove): string {
  return direction === 'right' ? `${row},${col}-${row},${col + 1}` : `${row},${col}-${row + 1},${col}`;
}

function parseMove(text: string): CramMove | null {
  const match = MOVE_PATTERN.exec(text);
  if (match === null) return null;
  const [r1, c1, r2, c2] = match.slice(1).map(Number) as [number, number, number, number];
  // Either square may come first; they must share a side.
  const [row, col, endRow, endCol] = r1 * 1000 + c1 <= r2 * 1000 + c2 ? [r1, c1, r2, c2] : [r2, c2, r1, c1];
  if (endRow === row && endCol === col + 1) return readMove({ row, col, direction: 'right' }) ?? null;
  if (endCol === col && endRow === row + 1) return readMove({ row, col, direction: 'down' }) ?? null;
  return null;
}

// A position's own size is read from it, not the start's: grundyValue plays the regions it cuts out too.
function whyIllegal(position: string, move: CramMove): string | undefined {
  const { rows, cols, empty } = gridOf(position);
  const squares = squaresOf(rows, cols, move);
  if (squares === undefined) return `the domino ${formatMove(move)} leaves the ${rows}x${cols} board`;
  return squares.every((square) => empty[square]) ? undefined : `a square of ${formatMove(move)} is not empty`;
}

function play(position: string, move: CramMove): string {
  const grid = gridOf(position);
  const empty = grid.empty.slice();
  for (const square of squaresOf(grid.rows, grid.cols, move) ?? []) empty[square] = false;
  return textOf({ ...grid, empty });
}

/**
 * Cram as a play-engine game ({@link defineGame}): a board of squares, some perhaps blocked; a move covers two
 * empty squares that share a side with a domino (either way round: both players place the same dominoes). In
 * normal play whoever places the last domino wins.
 *
 * - Position: the rows, top first, joined by `/`; `.` is empty, `#` covered or blocked, e.g. `'..#/...'`. The
 *   key and the picture are the position; `fromKey` reads any board of the start's size with `#` on every
 *   square the start blocks.
 * - Move: {@link CramMove}; text the two squares `row,col-row,col` (from 1, row 1 at the top), e.g. `1,1-1,2`,
 *   read in either order. Moves are listed square by square in reading order, the `'right'` domino before the
 *   `'down'` one; action id 2 · ((row − 1) · cols + col − 1), plus 1 for `'down'`; `actionCount` 2 · rows · cols.
 * - Values: {@link grundyValue} splits a board into its regions of empty squares joined through sides
 *   (`components`), each cut to its bounding box and brought to the least of its eight forms under rotations
 *   and reflections, so equal regions anywhere share one remembered value.
 * - Theory (normal play): the mirror strategy. Half a turn about the centre maps the board to itself; a
 *   position equal to its image in which no empty domino overlaps its own image is lost for the mover (each
 *   domino is answered by its image). So an empty board with both sides even is lost for the first player
 *   (the second mirrors), and one with one side even and one odd is won (the first covers the two central
 *   squares, then mirrors). `winningMove` plays this instantly on any board where it applies (blocked squares
 *   included, when they are symmetric), and elsewhere moves to a follower of value 0 by `grundyValue` (with
 *   its limits: a large board with both sides odd is refused with its `RangeError`). Misère: the exact solver.
 * - The name, and the CLI's spec, is `cram:RxC` for an empty board (e.g. `cram:4x5`) and `cram:ROWS` with the
 *   position for one with blocked squares (e.g. `cram:..#/...`).
 *
 * @param rows - The number of rows, from 1 to {@link MAX_CRAM_SIDE}; or the board as rows of `.` (empty) and
 * `#` (blocked), all of one length, e.g. `['..#', '...']`.
 * @param cols - The number of columns, from 1 to {@link MAX_CRAM_SIDE} (only with a number of rows).
 * @param options - `play`: the ending (default `'normal'`).
 * @returns The game.
 * @throws `TypeError` when a side is not a number, the board not an array of strings, or `options` not an
 * object; `RangeError` for a side that is not a whole number from 1 to {@link MAX_CRAM_SIDE}, a row of
 * another length or with other characters, or a bad `play`.
 * @example
 * ```ts
 * const game = cramGame(4, 5);
 * game.name;                       // 'cram:4x5 normal'
 * game.winningMove?.(game.start);  // { row: 2, col: 3, direction: 'down' }: the central pair
 * grundyValue(cramGame(2, 2).start); // 0: both sides even
 * cramGame(['..#', '...']).start.moveCount(); // 5
 * ```
 *
 * @category Board games
 */
export function cramGame(rows: number, cols: number, options?: EndingOptions): CramGame;
export function cramGame(board: readonly string[], options?: EndingOptions): CramGame;
export function cramGame(rows: number | readonly string[], cols?: number | EndingOptions, options?: EndingOptions): CramGame {
  const isBoard = typeof rows !== 'number' && !(typeof rows === 'bigint' || typeof rows === 'string');
  const start = isBoard ? checkBoard(rows) : emptyBoard(rows, cols);
  const ending = endingOf(isBoard ? cols : options);
  const { rows: height, cols: width } = gridOf(start);
  const name = start.includes('#') ? `cram:${start}` : `cram:${height}x${width}`;
  const game: CramGame = defineGame<string, CramMove>({
    name,
    rulesKey: 'cram',
    start,
    ending,
    moves,
    readMove,
    whyIllegal,
    play,
    key: (position) => position,
    keyForm: `${height} rows of ${width} squares '.' or '#' joined by '/', '#' wherever the start has one`,
    fromKey: (text) => {
      // Each character: a separator where the start has one, '#' anywhere else, '.' only where the start is empty.
      const fits = text.length === start.length && Array.from(text).every((square, at) => (square === '/' || square === '#' || square === '.') && (square === start[at] || (square === '#' && start[at] === '.')));
      return fits ? text : undefined;
    },
    formatMove,
    parseMove,
    actionCount: 2 * height * width,
    actionOf: ({ row, col, direction }) => 2 * ((row - 1) * width + col - 1) + (direction === 'down' ? 1 : 0),
    moveOfAction: (id) => {
      const square = Math.floor(id / 2);
      return { row: Math.floor(square / width) + 1, col: (square % width) + 1, direction: id % 2 === 1 ? 'down' : 'right' };
    },
    components: regions,
    ...(ending === 'normal' && {
      winningMove: (position: string) => {
        const mirrored = mirrorMove(gridOf(position));
        if (mirrored === undefined) return zeroValueMove(game.at(position));
        return mirrored === null ? null : moveOf(width, ...mirrored);
      },
    }),
  });
  return game;
}

