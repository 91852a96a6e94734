// The coin-turning games as play-engine games, built with defineGame. A position is the coin string itself;
// moves are listed through moveCount/moveAt, since a long string has far too many moves to list (about L²/2
// for Turtles and Ruler, L³/6 for Mock Turtles).
import { lastAtMostIn, valueAt } from '../internal/bits.js';
import { describeValue } from '../internal/integers.js';
import { valueBelow } from '../internal/values.js';
import { defineGame, endingOf } from '../play/index.js';
import type { DefinedGame, DefinedState } from '../play/index.js';
import type { EndingOptions } from '../types.js';
import { actionCountOf, actionOfMove, moveOfActionId, moveOfHead, movesOfHead } from './numbering.js';
import { checkCoins, checkRule, checkTabledSquare, MAX_MOCK_TURTLES_COINS, MAX_RULER_GAME_COINS, MAX_TURNING_COINS, readTurningMove, run } from './rules.js';
import type { TurningMove, TurningRule } from './rules.js';
import { nimSumOf, winningTurn } from './values.js';

/**
 * The game returned by {@link turningGame}: positions are coin strings such as `'HTTH'`.
 *
 * @example
 * ```ts
 * const game: TurningGame = turningGame('ruler', 'HTTH');
 * game.start.position; // 'HTTH'
 * ```
 *
 * @category Nim family
 */
export type TurningGame = DefinedGame<string, TurningMove>;

/**
 * A state of {@link turningGame}: its `position` is the coin string, square 1 leftmost.
 *
 * @example
 * ```ts
 * const state: TurningState = turningGame('turtles', 'HTH').start.play({ coins: [3] });
 * state.position; // 'HTT'
 * ```
 *
 * @category Nim family
 */
export type TurningState = DefinedState<string, TurningMove>;

/** Matches a run `from-to`, spaces allowed around each part. */
const RUN_PATTERN = /^\s*(\d{1,16})\s*-\s*(\d{1,16})\s*$/;
/** One square of a list `a,b,c`, spaces allowed around it. */
const SQUARE_PATTERN = /^\s*\d{1,16}\s*$/;
/** The longest move text read: far past any move's squares written out, so the scan stays bounded. */
const MAX_MOVE_TEXT = 16 * MAX_TURNING_COINS;

/** The heads of one position and the first move index of each: what moveCount and moveAt read. */
interface HeadTable {
  readonly position: string;
  readonly heads: readonly number[];
  readonly firsts: readonly number[];
  readonly count: number;
}

/** The string with the coins on `squares` (ascending) turned over. */
function turnOver(position: string, squares: readonly number[]): string {
  const parts: string[] = [];
  let from = 0;
  for (const square of squares) {
    parts.push(position.slice(from, square - 1), position.charAt(square - 1) === 'H' ? 'T' : 'H');
    from = square;
  }
  parts.push(position.slice(from));
  return parts.join('');
}

/** The text of a move: squares joined by commas; a Ruler run of two or more coins as `from-to`. */
export function formatTurn(rule: TurningRule, { coins }: TurningMove): string {
  return rule === 'ruler' && coins.length > 1 ? `${valueAt(coins, 0)}-${valueAt(coins, coins.length - 1)}` : coins.join(',');
}

/** Reads `a,b,c` or a run `from-to` as a move of `rule`; `null` for any other text or shape. */
export function parseTurn(rule: TurningRule, text: string): TurningMove | null {
  if (text.length > MAX_MOVE_TEXT) return null;
  const runMatch = RUN_PATTERN.exec(text);
  let squares: number[] = [];
  if (runMatch !== null) {
    const from = Number(runMatch[1]);
    const to = Number(runMatch[2]);
    // A run past the longest string is no move; checked before the run is built, so its length is bounded.
    if (from >= 1 && from <= to && to <= MAX_TURNING_COINS) squares = run(from, to);
  } else {
    // Split first and check each field: one pattern over the whole list recurses per item in V8's regex engine.
    const fields = text.split(',');
    if (fields.every((field) => SQUARE_PATTERN.test(field))) squares = fields.map(Number);
  }
  return readTurningMove(rule, { coins: squares }) ?? null;
}

/**
 * A coin-turning game of Winning Ways ch. 14 as a play-engine game ({@link defineGame}): a row of coins, square
 * 1 leftmost; a move turns over a set of coins whose rightmost goes from heads to tails (see
 * {@link TurningRule} for the sets each rule allows). In normal play whoever turns the last head wins.
 *
 * - Positions: the coin string, e.g. `'HTTH'`; `key()` is `player:coins`, the picture (`describe`, via
 *   `toString()`) `rule coins`, e.g. `'ruler HTTH, player 0 to move'`.
 * - Moves: {@link TurningMove}, `{ coins }` with the squares ascending, the last a head. They are listed by
 *   head, left to right; for one head by the number of coins, fewest first, then by the other coins read
 *   from the right: Turtles `{h}`, `{1, h}`, …, `{h − 1, h}`; Ruler `{h}`, `{h − 1, h}`, …, `{1, …, h}`; Mock
 *   Turtles `{h}`, then `{a, h}` by a, then `{a, b, h}` by b, then a.
 * - Actions: a move's id is its index in that order on a string of heads only (so ids never change during a
 *   game): Turtles h(h − 1)/2 + m for `{m, h}` (m = 0 for `{h}`), Ruler h(h − 1)/2 + (h − s) for the run
 *   `{s, …, h}`, Mock Turtles C(h − 1, 1) + C(h − 1, 2) + C(h − 1, 3) + r with r = 0 for `{h}`, a for `{a, h}`,
 *   h + C(b − 1, 2) + a − 1 for `{a, b, h}`. `actionCount` for L coins is L(L + 1)/2 (Turtles, Ruler) or
 *   L(L² + 5)/6 (Mock Turtles). Twins list `{1, h}`, …, `{h − 1, h}` (id C(h − 1, 2) + a − 1); Moebius and Mogul
 *   list the sets by size, then in colex order (compared from the right), ids numbered the same way.
 * - Text (`formatMove`/`parseMove`): squares joined by commas, e.g. `3,7`; a Ruler run of two or more coins is
 *   written `4-7`. `parseMove` reads both forms for every rule (a run `4-5` is the Turtles move `4,5`).
 * - Theory: `winningMove` is {@link turningMove} in normal play (a move to nim-sum 0, linear time); `grundy`
 *   (for {@link grundyValue}) is the nim-sum of the heads' {@link turningValue}s. Misère: by search (no
 *   `winningMove`, so the perfect player asks the exact solver).
 * - Sizes: `moveCount`/`moveAt` stay fast for long strings; listing `moves()` is refused past
 *   {@link MAX_LISTED_MOVES} moves. A move costs time linear in the string's length.
 *
 * @param rule - `'turtles'`, `'mock-turtles'`, `'ruler'`, `'twins'`, `'moebius'` or `'mogul'`.
 * @param coins - The starting coins: 1 to {@link MAX_TURNING_COINS} characters `H` and `T` (upper case only);
 * Moebius at most {@link MAX_MOEBIUS_SQUARE} coins and Mogul {@link MAX_MOGUL_SQUARE}, where their value tables end.
 * Mock Turtles take at most 378,077 coins, where their action count stops being a safe integer; Ruler at most
 * 300, since a Ruler move lists every square of its run and `moves()` of L heads holds about L³/6 squares.
 * All tails is a finished game.
 * @param options - `play`: the ending (default `'normal'`).
 * @returns The game; its `name` is the CLI spec `turning:RULE:COINS` plus the ending.
 * @throws `TypeError` when `rule` or `coins` is not a string; `RangeError` for another rule name, a bad coin
 * string (empty, too long for the rule, a character other than `H`/`T`) or a bad `play`.
 * @example
 * ```ts
 * const game = turningGame('ruler', 'HTTH');
 * game.name;                          // 'turning:ruler:HTTH normal'
 * game.start.moveCount();             // 5: {1}, then {4}, {3,4}, {2,3,4}, {1,2,3,4}
 * game.winningMove?.(game.start);     // { coins: [3, 4] }: 1 ^ 4 = 5; the run 3-4 leaves heads 1, 3: 1 ^ 1 = 0
 * game.start.play(game.parseMove('2-4')!).position; // 'HHHT'
 * ```
 *
 * @category Nim family
 */
export function turningGame(rule: TurningRule, coins: string, options: EndingOptions = {}): TurningGame {
  const checkedRule = checkRule(rule);
  const start = checkCoins(coins);
  const ending = endingOf(options);
  const { length } = start;
  if (checkedRule === 'mock-turtles' && length > MAX_MOCK_TURTLES_COINS) {
    throw new RangeError(
      `coins must hold at most ${MAX_MOCK_TURTLES_COINS} coins for 'mock-turtles' (its action count L(L² + 5)/6 must be a safe integer), got ${length}`,
    );
  }
  checkTabledSquare(checkedRule, length, 'coins.length');
  if (checkedRule === 'ruler' && length > MAX_RULER_GAME_COINS) {
    throw new RangeError(
      `coins must hold at most ${MAX_RULER_GAME_COINS} coins for 'ruler' (a listing of its moves holds every square of every run), got ${length}`,
    );
  }
  // The last position's heads, kept so that moveAt after moveCount (and a listing) does not scan again.
  let table: HeadTable | undefined;
  const headTable = (position: string): HeadTable => {
    if (table?.position === position) return table;
    if (typeof position !== 'string' || position.length !== length) {
      throw new RangeError(`position must be a string of ${length} coins, got ${describeValue(position)}`);
    }
    const heads: number[] = [];
    const firsts: number[] = [];
    let count = 0;
    for (let index = 0; index < length; index++) {
      const code = position.charCodeAt(index);
      if (code === 72) {
        heads.push(index + 1);
        firsts.push(count);
        count += movesOfHead(checkedRule, index + 1);
      } else if (code !== 84) {
        throw new RangeError(`position must be a string of H and T, got ${describeValue(position)}`);
      }
    }
    table = { position, heads, firsts, count };
    return table;
  };
  return defineGame<string, TurningMove>({
    name: `turning:${checkedRule}:${start}`,
    start,
    ending,
    moveCount: (position) => headTable(position).count,
    moveAt: (position, index) => {
      const { heads, firsts } = headTable(position);
      // The last head whose first move index is at most `index`.
      const low = lastAtMostIn(firsts, index);
      return moveOfHead(checkedRule, valueAt(heads, low), index - valueAt(firsts, low));
    },
    readMove: (value) => readTurningMove(checkedRule, value),
    whyIllegal: (position, { coins: squares }) => {
      const head = valueAt(squares, squares.length - 1);
      if (head > length) return `square ${head} is past the last coin (${length} coins)`;
      return position.charAt(head - 1) === 'H' ? undefined : `the rightmost coin turned, on square ${head}, shows tails`;
    },
    play: (position, move) => turnOver(position, move.coins),
    key: (position) => position,
    keyForm: `COINS, a row of ${length} H and T`,
    fromKey: (text) => (text.length === length && /^[HT]*$/.test(text) ? text : undefined),
    describe: (position) => `${checkedRule} ${position}`,
    formatMove: (move) => formatTurn(checkedRule, move),
    parseMove: (text) => parseTurn(checkedRule, text),
    actionCount: actionCountOf(checkedRule, length),
    actionOf: (move) => actionOfMove(checkedRule, move),
    moveOfAction: (id) => moveOfActionId(checkedRule, length, id),
    ...(ending === 'normal' ? { winningMove: (position: string) => winningTurn(checkedRule, position) } : {}),
    // The heads' values are the game's values in either ending (the ending decides who wins, not the value).
    grundy: (position) => nimSumOf(checkedRule, position),
    moveToValue: (position, value) => {
      const goal = valueBelow(value, nimSumOf(checkedRule, position));
      return goal === undefined ? null : winningTurn(checkedRule, position, goal);
    },
  });
}

