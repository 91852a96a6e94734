// Two-dimensional coin turning as a play-engine game. A position is the grid as one string, rows joined by '/'
// (row 1 first); moves are listed through moveCount/moveAt by head in reading order, then by the column rule's
// move order, then the row rule's (the one-dimensional numbering of src/turning).
import { lastAtMostIn, valueAt } from '../internal/bits.js';
import { describeValue } from '../internal/integers.js';
import { defineGame, endingOf } from '../play/index.js';
import type { DefinedGame, DefinedState } from '../play/index.js';
import type { TurningRule } from '../turning/index.js';
import { formatTurn, parseTurn } from '../turning/game.js';
import { actionCountOf, actionOfMove, moveOfActionId, moveOfHead, movesOfHead } from '../turning/numbering.js';
import { checkRule, readTurningMove } from '../turning/rules.js';
import type { EndingOptions } from '../types.js';
import { gridValue, valuesOf, winningTartanMove } from './tartan.js';
import type { TartanMove, TartanTables } from './tartan.js';

/**
 * The game returned by {@link tartanGame}: positions are grids written as rows of `H`/`T` joined by `/`.
 *
 * @example
 * ```ts
 * const game: TartanGame = tartanGame('twins', 'twins', ['TT', 'TH']);
 * game.start.position; // 'TT/TH'
 * ```
 *
 * @category Nim family
 */
export type TartanGame = DefinedGame<string, TartanMove>;

/**
 * A state of {@link tartanGame}: its `position` is the grid, rows joined by `/`, row 1 first.
 *
 * @example
 * ```ts
 * const state: TartanState = tartanGame('twins', 'twins', ['TT', 'TH']).start.play({ columns: [1, 2], rows: [1, 2] });
 * state.position; // 'HH/HT'
 * ```
 *
 * @category Nim family
 */
export type TartanState = DefinedState<string, TartanMove>;

/**
 * The most columns and the most rows of a {@link tartanGame} grid: 32. Its action ids (a column move's id times
 * the row moves, plus a row move's) stay safe integers for every rule, and every head's value stays below 2^32.
 *
 * @example
 * ```ts
 * MAX_TARTAN_SIDE; // 32
 * ```
 *
 * @category Nim family
 */
export const MAX_TARTAN_SIDE = 32;

/** Checks the rows: 1 to 32 strings of one length, 1 to 32 characters each, `H` or `T` only. */
function checkRows(rows: unknown): string[] {
  if (!Array.isArray(rows)) throw new TypeError(`rows must be an array of strings, got ${describeValue(rows)}`);
  const list = rows as readonly unknown[];
  if (list.length < 1 || list.length > MAX_TARTAN_SIDE) throw new RangeError(`rows must hold 1 to ${MAX_TARTAN_SIDE} rows, got ${list.length}`);
  const checked: string[] = [];
  for (let index = 0; index < list.length; index++) {
    const row = list[index];
    if (typeof row !== 'string') throw new TypeError(`rows[${index}] must be a string of H and T, got ${describeValue(row)}`);
    const width = checked[0]?.length ?? row.length;
    if (row.length < 1 || row.length > MAX_TARTAN_SIDE || row.length !== width || /[^HT]/.test(row)) {
      throw new RangeError(`rows[${index}] must be 1 to ${MAX_TARTAN_SIDE} coins H and T, as long as rows[0], got ${describeValue(row)}`);
    }
    checked.push(row);
  }
  return checked;
}

/** The heads of one grid and the first move index of each, in reading order. */
interface HeadTable {
  readonly position: string;
  readonly heads: readonly (readonly [number, number])[];
  readonly firsts: readonly number[];
  readonly count: number;
}

/** The grid with the coins of columns × rows turned. */
function turnGrid(rows: readonly string[], { columns, rows: lines }: TartanMove): string {
  const grid = rows.map((row) => row.split(''));
  for (const y of lines) {
    const row = grid[y - 1] ?? [];
    for (const x of columns) row[x - 1] = row[x - 1] === 'H' ? 'T' : 'H';
  }
  return grid.map((row) => row.join('')).join('/');
}

/**
 * A two-dimensional coin-turning game (Winning Ways ch. 14, "Tartans") as a play-engine game: a grid of coins;
 * a coin's column x (from 1, left) is read by `ruleA`, its row y (from 1, the first string) by `ruleB`. A move picks
 * a head at (x, y), a move `columns` of `ruleA` ending at x and a move `rows` of `ruleB` ending at y, and turns
 * every coin of columns × rows. In normal play whoever turns the last head wins. Classics: Turning Corners
 * (`'twins'` × `'twins'`: the four corners of a rectangle), Rugs (`'ruler'` × `'ruler'`: a whole rectangle of
 * coins), Acrostic Turtles (`'turtles'` × `'turtles'`).
 *
 * - Positions: rows joined by `/`, e.g. `'HT/TH'`; the picture is `tartan RULEA×RULEB ROWS`.
 * - Moves: {@link TartanMove}. Listed by head in reading order (row 1 left to right, then row 2, …), then by the
 *   column move in {@link turningGame}'s order for `ruleA`, then by the row move in its order for `ruleB`.
 * - Actions: (id of the column move among `width` coins) × (row actions of `height` coins) + (id of the row move).
 * - Text: the column move and the row move as {@link turningGame} writes them, joined by `;`: `1,3;2,3`, or for
 *   Rugs `2-4;1-2`.
 * - Theory: `grundy` is the nim-sum of the heads' {@link tartanValue}s (the Tartan theorem); `winningMove` (normal
 *   play) moves a head holding the top bit of that sum, solving a′⊗b ⊕ a⊗b′ ⊕ a′⊗b′ = target for b′ by nim division.
 *   Misère: by search.
 *
 * @param ruleA - The rule of the columns (a {@link TurningRule}).
 * @param ruleB - The rule of the rows.
 * @param rows - The grid, row 1 first: 1 to {@link MAX_TARTAN_SIDE} strings of one length (1 to 32) of `H` and `T`.
 * @param options - `play`: the ending (default `'normal'`).
 * @returns The game; its `name` is the spec `tartan:RULEA:RULEB:ROWS` (rows joined by `/`) plus the ending.
 * @throws `TypeError` for a rule that is not a string or rows that are not an array of strings; `RangeError` for
 * another rule name, bad rows or a bad `play`.
 * @example
 * ```ts
 * const game = tartanGame('twins', 'twins', ['TT', 'TH']); // Turning Corners: one head worth 1 ⊗ 1 = 1
 * game.start.moves();                      // [{ columns: [1, 2], rows: [1, 2] }]
 * game.formatMove({ columns: [1, 2], rows: [1, 2] }); // '1,2;1,2'
 * grundyValue(game.start);                 // 1
 * ```
 *
 * @category Nim family
 */
export function tartanGame(ruleA: TurningRule, ruleB: TurningRule, rows: readonly string[], options: EndingOptions = {}): TartanGame {
  const columnRule = checkRule(ruleA);
  const rowRule = checkRule(ruleB);
  const start = checkRows(rows);
  const ending = endingOf(options);
  const width = start[0]?.length ?? 0;
  const height = start.length;
  const theory: TartanTables = { ruleA: columnRule, ruleB: rowRule, columns: valuesOf(columnRule, width), rows: valuesOf(rowRule, height) };
  const rowActions = actionCountOf(theory.ruleB, height);
  // A key is `height` rows of `width` coins joined by `/` (read without a pattern built at run time).
  const isKey = (text: string): boolean => {
    const rows = text.split('/');
    return rows.length === height && rows.every((row) => row.length === width && /^[HT]*$/.test(row));
  };
  let table: HeadTable | undefined;
  const headTable = (position: string): HeadTable => {
    if (table?.position === position) return table;
    const heads: [number, number][] = [];
    const firsts: number[] = [];
    let count = 0;
    position.split('/').forEach((row, index) => {
      for (let at = row.indexOf('H'); at >= 0; at = row.indexOf('H', at + 1)) {
        heads.push([at + 1, index + 1]);
        firsts.push(count);
        count += movesOfHead(theory.ruleA, at + 1) * movesOfHead(theory.ruleB, index + 1);
      }
    });
    table = { position, heads, firsts, count };
    return table;
  };
  const readMove = (value: unknown): TartanMove | undefined => {
    if (typeof value !== 'object' || value === null) return undefined;
    const { columns, rows: lines } = value as { columns?: unknown; rows?: unknown };
    const column = readTurningMove(theory.ruleA, { coins: columns });
    const row = readTurningMove(theory.ruleB, { coins: lines });
    return column === undefined || row === undefined ? undefined : { columns: column.coins, rows: row.coins };
  };
  return defineGame<string, TartanMove>({
    name: `tartan:${theory.ruleA}:${theory.ruleB}:${start.join('/')}`,
    start: start.join('/'),
    ending,
    moveCount: (position) => headTable(position).count,
    moveAt: (position, index) => {
      const { heads, firsts } = headTable(position);
      const low = lastAtMostIn(firsts, index);
      const [x, y] = heads[low] ?? [1, 1];
      const rank = index - valueAt(firsts, low);
      const rowMoves = movesOfHead(theory.ruleB, y);
      return {
        columns: moveOfHead(theory.ruleA, x, Math.floor(rank / rowMoves)).coins,
        rows: moveOfHead(theory.ruleB, y, rank % rowMoves).coins,
      };
    },
    readMove,
    whyIllegal: (position, { columns, rows: lines }) => {
      const x = valueAt(columns, columns.length - 1);
      const y = valueAt(lines, lines.length - 1);
      if (x > width || y > height) return `the head (${x}, ${y}) is off the ${width} × ${height} grid`;
      return position.charAt((y - 1) * (width + 1) + x - 1) === 'H' ? undefined : `the coin at column ${x}, row ${y} shows tails`;
    },
    play: (position, move) => turnGrid(position.split('/'), move),
    key: (position) => position,
    keyForm: `ROWS, ${height} rows of ${width} H and T joined by /`,
    fromKey: (text) => (isKey(text) ? text : undefined),
    describe: (position) => `tartan ${theory.ruleA}×${theory.ruleB} ${position}`,
    formatMove: ({ columns, rows: lines }) => `${formatTurn(theory.ruleA, { coins: columns })};${formatTurn(theory.ruleB, { coins: lines })}`,
    parseMove: (text) => {
      const parts = text.split(';');
      if (parts.length !== 2) return null;
      const column = parseTurn(theory.ruleA, parts[0] ?? '');
      const row = parseTurn(theory.ruleB, parts[1] ?? '');
      return column === null || row === null ? null : { columns: column.coins, rows: row.coins };
    },
    actionCount: actionCountOf(theory.ruleA, width) * rowActions,
    actionOf: ({ columns, rows: lines }) => actionOfMove(theory.ruleA, { coins: columns }) * rowActions + actionOfMove(theory.ruleB, { coins: lines }),
    moveOfAction: (id) => ({
      columns: moveOfActionId(theory.ruleA, width, Math.floor(id / rowActions)).coins,
      rows: moveOfActionId(theory.ruleB, height, id % rowActions).coins,
    }),
    grundy: (position) => gridValue(theory, position.split('/')),
    ...(ending === 'normal' ? { winningMove: (position: string) => winningTartanMove(theory, position.split('/')) } : {}),
  });
}
