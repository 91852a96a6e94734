// Chomp as a play-engine game, built with defineGame: a position is its rows' lengths, bottom first. The perfect
// player plays the known theory where a theorem covers the position and a bounded exact search elsewhere.
import { describeValue } from '../internal/integers.js';
import { defineGame, keyNumbers, solve } from '../play/index.js';
import type { DefinedGame, DefinedState } from '../play/index.js';
import { eat, MAX_CHOMP_SEARCH, positionsBelow, theoryMove } from './theory.js';
import type { ChompMove } from './theory.js';

/**
 * The game returned by {@link chompGame}: a position is the lengths of the rows left, bottom first.
 *
 * @example
 * ```ts
 * const game: ChompGame = chompGame(3, 4);
 * game.start.position; // [4, 4, 4]
 * ```
 *
 * @category Board games
 */
export type ChompGame = DefinedGame<readonly number[], ChompMove>;

/**
 * A state of {@link chompGame}.
 *
 * @example
 * ```ts
 * const state: ChompState = chompGame(3, 4).start.play({ row: 2, col: 3 });
 * state.position; // [4, 2, 2]
 * ```
 *
 * @category Board games
 */
export type ChompState = DefinedState<readonly number[], ChompMove>;

/**
 * The longest side of a Chomp board {@link chompGame} takes.
 *
 * @example
 * ```ts
 * MAX_CHOMP_SIDE; // 1000
 * ```
 *
 * @category Board games
 */
export const MAX_CHOMP_SIDE = 1000;

const MOVE_PATTERN = /^\s*(\d{1,4})\s*,\s*(\d{1,4})\s*$/;

function checkSide(value: unknown, label: string): number {
  if (typeof value !== 'number') throw new TypeError(`${label} must be a number, got ${describeValue(value)}`);
  if (!Number.isSafeInteger(value) || value < 1 || value > MAX_CHOMP_SIDE) {
    throw new RangeError(`${label} must be a whole number from 1 to ${MAX_CHOMP_SIDE}, got ${describeValue(value)}`);
  }
  return value;
}

function readMove(value: unknown): ChompMove | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { row, col } = value as { row?: unknown; col?: unknown };
  const valid = Number.isSafeInteger(row) && (row as number) >= 1 && Number.isSafeInteger(col) && (col as number) >= 1;
  return valid ? { row: (row as number) + 0, col: (col as number) + 0 } : undefined;
}

/** The move at `index`: squares row by row from the bottom, left to right, the poisoned one skipped. */
function moveAt(lengths: readonly number[], index: number): ChompMove {
  let rank = index + 1;
  let row = 0;
  while (rank >= (lengths[row] ?? rank + 1)) rank -= lengths[row++] ?? 0;
  return { row: row + 1, col: rank + 1 };
}

/**
 * Chomp as a play-engine game ({@link defineGame}): a bar of `rows` × `cols` squares whose bottom-left square is
 * poisoned; a move eats a square and every square above it and to its right. The poisoned square is never a
 * move, so whoever is left with it alone cannot move and loses (normal play; the game has no other ending).
 *
 * - Position: the lengths of the rows left, bottom first, non-increasing, e.g. `[4, 4, 2]`; key `4,4,2`.
 *   `fromKey` reads any such lengths within the start.
 * - Move: {@link ChompMove} `{ row, col }`, row 1 at the bottom, column 1 at the left; text `row,col`, e.g.
 *   `2,3`. Listed row by row from the bottom, left to right; action id (row − 1) · cols + col − 1 (the poisoned
 *   square's id 0 is never legal); `actionCount` rows · cols. Moves are found by index (`moveCount`/`moveAt`).
 * - Theory: every board but 1 × 1 is won for the first player (strategy stealing: were eating the top-right
 *   square a losing move, the winning reply to it would win as a first move too). The proof gives no move, so
 *   `winningMove` plays the known theory where it applies, instantly on any size: one row or one column (eat
 *   all but the poison), an L of one row and one column (even the arms), a square (eat 2, 2, then mirror
 *   the opponent on the L left), two rows (leave the bottom one longer than the top), two columns (the same,
 *   turned). Elsewhere it searches exactly ({@link solve}), when at most {@link MAX_CHOMP_SEARCH} positions lie
 *   below; past that it throws a `RangeError` naming the limit.
 * - Values: {@link grundyValue} computes a mex; a Chomp board never splits (every square left is joined to
 *   the poisoned corner), so it gives no `components`.
 * - The name, and the CLI's spec, is `chomp:RxC`.
 *
 * @param rows - The number of rows, from 1 to {@link MAX_CHOMP_SIDE}.
 * @param cols - The number of columns, from 1 to {@link MAX_CHOMP_SIDE}.
 * @returns The game.
 * @throws `TypeError` when a side is not a number; `RangeError` when it is not a whole number from 1 to
 * {@link MAX_CHOMP_SIDE}.
 * @example
 * ```ts
 * const game = chompGame(5, 5);
 * game.name;                            // 'chomp:5x5 normal'
 * game.winningMove?.(game.start);       // { row: 2, col: 2 }
 * chompGame(2, 900).winningMove?.(chompGame(2, 900).start); // { row: 2, col: 900 }: leaves 900, 899
 * grundyValue(chompGame(2, 3).start);   // 4
 * ```
 *
 * @category Board games
 */
export function chompGame(rows: number, cols: number): ChompGame {
  const height = checkSide(rows, 'rows');
  const width = checkSide(cols, 'cols');
  const start = Array.from({ length: height }, () => width);
  const game: ChompGame = defineGame<readonly number[], ChompMove>({
    name: `chomp:${height}x${width}`,
    rulesKey: 'chomp',
    start,
    moveCount: (lengths) => lengths.reduce((sum, length) => sum + length, 0) - 1,
    moveAt,
    readMove,
    whyIllegal: (lengths, { row, col }) => {
      if (row === 1 && col === 1) return 'the poisoned square 1,1 is never eaten';
      return col <= (lengths[row - 1] ?? 0) ? undefined : `square ${row},${col} is already eaten`;
    },
    play: eat,
    key: (lengths) => lengths.join(','),
    keyForm: `L1,L2,... non-increasing row lengths from the bottom, at most ${height} rows of at most ${width}, the first at least 1`,
    fromKey: (text) => {
      const lengths = keyNumbers(text);
      const fits = lengths !== undefined && lengths.length <= height && lengths.every((length, index) => length >= 1 && length <= (index === 0 ? width : (lengths[index - 1] ?? 0)));
      return fits ? lengths : undefined;
    },
    formatMove: ({ row, col }) => `${row},${col}`,
    parseMove: (text) => {
      const match = MOVE_PATTERN.exec(text);
      return match === null ? null : (readMove({ row: Number(match[1]), col: Number(match[2]) }) ?? null);
    },
    actionCount: height * width,
    actionOf: ({ row, col }) => (row - 1) * width + col - 1,
    moveOfAction: (id) => ({ row: Math.floor(id / width) + 1, col: (id % width) + 1 }),
    winningMove: (lengths) => {
      const known = theoryMove(lengths);
      if (known !== undefined) return known;
      const below = positionsBelow(lengths, MAX_CHOMP_SEARCH);
      if (below > MAX_CHOMP_SEARCH) {
        throw new RangeError(`chomp: no theorem covers the position ${lengths.join(',')}, and more than MAX_CHOMP_SEARCH = ${MAX_CHOMP_SEARCH} positions lie below it to search`);
      }
      // Each position at most twice in the solver (either player to move), plus the line it is reading.
      return solve(game.at(lengths), { maxStates: 2 * below + lengths.length * width + 2 }).move;
    },
  });
  return game;
}
