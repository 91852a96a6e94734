// Welter's game as a play-engine game, built with defineGame. A position is its coins' squares ascending; a
// coin on square s has s − (coins below it) moves, so positions with coins far up are played through
// moveCount/moveAt, which find a move in O(n) for n coins instead of listing them.
import { defineGame, endingOf, keyNumbers } from '../play/index.js';
import type { DefinedGame, DefinedState } from '../play/index.js';
import type { EndingOptions } from '../types.js';
import { valueBelow } from '../internal/values.js';
import { valueMove } from './mating.js';
import { checkGameSquares, checkSquares } from './positions.js';
import { welterMove, welterValue } from './welter.js';
import type { WelterMove } from './welter.js';

/**
 * The game returned by {@link welterGame}. Its position is the coins' squares, ascending.
 *
 * @example
 * ```ts
 * const game: WelterGame = welterGame([5, 1, 3], { play: 'misere' });
 * game.name; // 'welter:1,3,5 misere'
 * ```
 *
 * @category Nim family
 */
export type WelterGame = DefinedGame<readonly number[], WelterMove>;

/**
 * A state of {@link welterGame}.
 *
 * @example
 * ```ts
 * const state: WelterState = welterGame([1, 3, 5]).start;
 * state.play({ from: 5, to: 0 }).position; // [0, 1, 3]
 * ```
 *
 * @category Nim family
 */
export type WelterState = DefinedState<readonly number[], WelterMove>;

/** Matches `from-to` or `from>to`, spaces allowed around each part; longer digit runs than any square are not read. */
const MOVE_PATTERN = /^\s*(\d{1,16})\s*[->]\s*(\d{1,16})\s*$/;

/** A move's fields, read once, when both are non-negative safe integers (legality is whyIllegal's). */
function readMove(value: unknown): WelterMove | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { from, to } = value as { from?: unknown; to?: unknown };
  const valid = Number.isSafeInteger(from) && (from as number) >= 0 && Number.isSafeInteger(to) && (to as number) >= 0;
  return valid ? { from: (from as number) + 0, to: (to as number) + 0 } : undefined;
}

/** The index of `square` in the ascending squares, or -1. */
function indexOf(squares: readonly number[], square: number): number {
  let low = 0;
  let high = squares.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((squares[middle] ?? 0) < square) low = middle + 1;
    else high = middle;
  }
  return squares[low] === square ? low : -1;
}

/** The number of moves: coin i (from 0, ascending) has square − i empty squares below it. */
function moveCount(squares: readonly number[]): number {
  // Every partial sum is at most the whole, and the whole at most actionCount: all safe integers.
  let count = 0;
  for (let index = 0; index < squares.length; index++) count += (squares[index] ?? 0) - index;
  return count;
}

/** The move at `index` of the documented order (from ascending, then to ascending). */
function moveAt(squares: readonly number[], index: number): WelterMove {
  // The coin: walk the coins' move counts, O(n) like the moveCount that made the state.
  let coin = 0;
  let rank = index;
  for (let moves = squares[0] ?? 0; rank >= moves; moves = (squares[coin] ?? 0) - coin) {
    rank -= moves;
    coin++;
  }
  // The rank-th empty square (from 0) is rank + j for the first j whose coin has more than rank empty squares
  // below it (square − j of them), found by bisection; j <= coin, since the coin has more.
  let first = 0;
  let last = coin;
  while (first < last) {
    const middle = (first + last) >>> 1;
    if ((squares[middle] ?? 0) - middle > rank) last = middle;
    else first = middle + 1;
  }
  return { from: squares[coin] ?? 0, to: rank + first };
}

function whyIllegal(squares: readonly number[], { from, to }: WelterMove): string | undefined {
  if (indexOf(squares, from) < 0) return `there is no coin on square ${from}`;
  if (to >= from) return `a coin slides down, and square ${to} is not below ${from}`;
  if (indexOf(squares, to) >= 0) return `square ${to} holds a coin`;
  return undefined;
}

function play(squares: readonly number[], { from, to }: WelterMove): number[] {
  const next = squares.filter((square) => square !== from);
  let at = next.length;
  while (at > 0 && (next[at - 1] ?? 0) > to) at--;
  next.splice(at, 0, to);
  return next;
}

/** The strip is drawn only while it is short enough to read. */
const PICTURE_SQUARES = 40;

function describe(squares: readonly number[]): string {
  const text = `welter ${squares.join(',')}`;
  const top = squares[squares.length - 1] ?? 0;
  if (top >= PICTURE_SQUARES) return text;
  const strip = Array.from({ length: top + 1 }, () => '.');
  for (const square of squares) strip[square] = 'o';
  return `${text} [${strip.join('')}]`;
}

/** The largest `from` with from · (from − 1) / 2 <= id: a float guess corrected exactly (ids are below 2^53). */
function fromOfAction(id: number): number {
  let from = Math.floor((1 + Math.sqrt(1 + 8 * id)) / 2);
  while ((from * (from - 1)) / 2 > id) from--;
  while (((from + 1) * from) / 2 <= id) from++;
  return from;
}

/**
 * Welter's game as a play-engine game: coins on distinct squares 0, 1, 2, ...; a move slides one coin down to
 * any empty square below it, jumping over other coins. It is Nim in which no two heaps are ever equal. The
 * game ends when the coins fill squares 0 to n − 1.
 *
 * - Position: the coins' squares, ascending (a frozen array); `positions` may be given in any order.
 * - Move: {@link WelterMove} `{ from, to }`. Moves are listed by `from` ascending, then `to` ascending, the
 *   order of their action ids; a coin on s with i coins below it has s − i moves. Positions with coins far up
 *   are played through `moveCount`/`moveAt` (listing is capped at MAX_LISTED_MOVES).
 * - Actions: id = from · (from − 1) / 2 + to; `actionCount` = M · (M + 1) / 2 for the highest starting square
 *   M (no coin ever moves up). A start above {@link MAX_WELTER_SQUARE} is refused, so every id is a safe integer.
 * - Text: `from-to`, e.g. `7-2`; `7>2` is read too. Key: the squares, e.g. `0:1,3,5` after the player.
 *   Picture: `welter 1,3,5 [.o.o.o]` (the strip while the top coin is below square 40).
 * - `play: 'normal'` (default): whoever cannot move loses; lost exactly when {@link welterValue} is 0.
 *   `'misere'`: whoever makes the last move loses; lost as {@link welterMove} describes (a theorem proved in
 *   the module's source). Both endings' theory is {@link welterMove}, so the perfect player is instant.
 *
 * The name, and the CLI's game spec, is `welter:P1,P2,...` with the squares ascending.
 *
 * @param positions - One or more distinct squares from 0 to {@link MAX_WELTER_SQUARE}, in any order.
 * @param options - `play`: the ending (default `'normal'`).
 * @returns The game.
 * @throws `TypeError` if `positions` is not an array of numbers or `options` not an object; `RangeError` for
 * an empty list, an entry that is not a non-negative safe integer (or a hole), a square given twice or above
 * {@link MAX_WELTER_SQUARE}, or a bad `play`.
 * @example
 * ```ts
 * const game = welterGame([7, 2, 5]);
 * game.name;                        // 'welter:2,5,7 normal'
 * game.actionCount;                 // 28: 7 · 8 / 2
 * game.winningMove?.(game.start);   // { from: 7, to: 4 }: [2 | 4 | 5] = 0
 * game.start.playAction(21).position; // [0, 2, 5]: action 21 = 7 · 6 / 2 + 0 slides 7 to 0
 * game.parseMove('7>4');            // { from: 7, to: 4 }
 * ```
 *
 * @category Nim family
 */
export function welterGame(positions: readonly number[], options: EndingOptions = {}): WelterGame {
  const start = checkGameSquares(positions);
  const ending = endingOf(options);
  const top = start[start.length - 1] ?? 0;
  return defineGame<readonly number[], WelterMove>({
    name: `welter:${start.join(',')}`,
    rulesKey: 'welter',
    start,
    ending,
    moveCount,
    moveAt,
    readMove,
    whyIllegal,
    play,
    key: (squares) => squares.join(','),
    keyForm: `P1,P2,... with ${start.length} distinct squares ascending, the i-th at most the start's i-th`,
    fromKey: (text) => {
      const squares = keyNumbers(text);
      const fits = squares?.length === start.length && squares.every((square, index) => square <= (start[index] ?? 0) && (index === 0 || square > (squares[index - 1] ?? 0)));
      return fits ? squares : undefined;
    },
    describe,
    formatMove: ({ from, to }) => `${from}-${to}`,
    parseMove: (text) => {
      const match = MOVE_PATTERN.exec(text);
      return match === null ? null : (readMove({ from: Number(match[1]), to: Number(match[2]) }) ?? null);
    },
    actionCount: (top * (top + 1)) / 2,
    actionOf: ({ from, to }) => (from * (from - 1)) / 2 + to,
    moveOfAction: (id) => {
      const from = fromOfAction(id);
      return { from, to: id - (from * (from - 1)) / 2 };
    },
    winningMove: (squares) => welterMove(squares, { play: ending }),
    // Welter's function is the value in either ending (the ending decides who wins, not the value).
    grundy: (squares) => welterValue(squares),
    // The walk that finds a move to 0 finds one to any smaller value (mating.ts): a sum steers here at once.
    moveToValue: (squares, value) => {
      const target = valueBelow(value, welterValue(squares));
      const move = target === undefined ? null : valueMove(checkSquares(squares).squares, BigInt(target));
      return move === null ? null : { from: Number(move.from), to: Number(move.to) };
    },
  });
}
