// The coin-turning rules of Winning Ways ch. 14, the coin strings they are played on and the shape of a
// move. Only checks and plain data live here: values are in values.ts, the action numbering in numbering.ts.
import { valueAt } from '../internal/bits.js';
import { describeValue } from '../internal/integers.js';
import { MAX_TABLED_SQUARE } from './tabled.js';

/**
 * A coin-turning rule of Winning Ways ch. 14. A move turns over a set of coins whose rightmost coin goes from
 * heads to tails (the other coins may show either side); the set is:
 *
 * - `'turtles'`: one coin, or two (the second anywhere left of the first): Nim in disguise.
 * - `'mock-turtles'`: one, two or three coins.
 * - `'ruler'`: any run of consecutive coins ending at the turned head.
 * - `'twins'`: exactly two coins (so a head on square 1 cannot move).
 * - `'moebius'`: one to five coins.
 * - `'mogul'`: one to seven coins.
 *
 * @example
 * ```ts
 * const rule: TurningRule = 'mock-turtles';
 * ```
 *
 * @category Nim family
 */
export type TurningRule = 'turtles' | 'mock-turtles' | 'ruler' | 'twins' | 'moebius' | 'mogul';

/**
 * A move of a coin-turning game: the squares of the coins turned over, ascending (square 1 is the leftmost
 * coin); the last is a head that becomes a tail. Turtles turn 1 or 2 coins, Mock Turtles 1 to 3, Ruler a run
 * of consecutive squares, Twins exactly 2, Moebius 1 to 5, Mogul 1 to 7.
 *
 * @example
 * ```ts
 * const move: TurningMove = { coins: [3, 7] }; // turn the head on square 7 and the coin on square 3
 * ```
 *
 * @category Nim family
 */
export interface TurningMove {
  /** The squares turned, ascending, 1-based; the last shows heads before the move. */
  readonly coins: readonly number[];
}

/**
 * The most coins a coin-turning string may hold: 1,000,000. Each engine state keeps its string (a megabyte at
 * most) and a move costs time linear in its length. The engine games stop earlier for two rules: Mock
 * Turtles at 378,077 coins, where their action count L(L² + 5)/6 stops being a safe integer, and Ruler at 300,
 * since a Ruler move lists every square of its run (see {@link turningGame}).
 *
 * @example
 * ```ts
 * MAX_TURNING_COINS; // 1000000
 * ```
 *
 * @category Nim family
 */
export const MAX_TURNING_COINS = 1_000_000;

/**
 * The most coins of a Mock Turtles game: 378,077, the longest string L whose action count L(L² + 5)/6 is a
 * safe integer.
 */
export const MAX_MOCK_TURTLES_COINS = 378_077;

/**
 * The most coins of a Ruler engine game: 300. A Ruler move carries every square of its run, so listing the
 * moves of a string of L heads holds about L³/6 squares: 4.5 million at 300 coins, where a longer string could
 * make one `moves()` call fill the memory. ({@link turningMove} takes strings to {@link MAX_TURNING_COINS}.)
 */
export const MAX_RULER_GAME_COINS = 300;

/** The rules by name, in the order the error message lists them. */
const RULES: readonly TurningRule[] = ['turtles', 'mock-turtles', 'ruler', 'twins', 'moebius', 'mogul'];

/** The most coins one move of each rule turns (Ruler: a run as long as the string). */
const MOST_TURNED: Readonly<Record<TurningRule, number>> = { turtles: 2, 'mock-turtles': 3, ruler: MAX_TURNING_COINS, twins: 2, moebius: 5, mogul: 7 };

/** Checks a rule name: `TypeError` for a non-string, `RangeError` for any other string. */
export function checkRule(rule: unknown): TurningRule {
  if (typeof rule !== 'string') throw new TypeError(`rule must be a string, got ${describeValue(rule)}`);
  if (!(RULES as readonly string[]).includes(rule)) {
    throw new RangeError(`rule must be 'turtles', 'mock-turtles', 'ruler', 'twins', 'moebius' or 'mogul', got ${describeValue(rule)}`);
  }
  return rule as TurningRule;
}

/**
 * Checks a coin string: 1 to {@link MAX_TURNING_COINS} characters, each `H` or `T` (upper case only, so one
 * position has one spelling). The length is checked before any scan, so a huge string costs nothing.
 */
export function checkCoins(coins: unknown, label = 'coins'): string {
  if (typeof coins !== 'string') throw new TypeError(`${label} must be a string of H and T, got ${describeValue(coins)}`);
  if (coins.length === 0) throw new RangeError(`${label} must hold at least one coin, got ""`);
  if (coins.length > MAX_TURNING_COINS) {
    throw new RangeError(`${label} must hold at most ${MAX_TURNING_COINS} coins, got ${coins.length}`);
  }
  const bad = coins.search(/[^HT]/);
  if (bad >= 0) {
    throw new RangeError(`${label} must be a string of H and T, got ${describeValue(coins)}: ${describeValue(coins.charAt(bad))} on square ${bad + 1}`);
  }
  return coins;
}

/** A read square: a safe integer from 1 to {@link MAX_TURNING_COINS}, or `undefined`. */
function readSquare(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 && value <= MAX_TURNING_COINS ? value : undefined;
}

/**
 * Reads a value as a move of `rule`, each field once: `{ coins }` with 1 (Twins: 2) to the rule's most squares, each from
 * 1 to {@link MAX_TURNING_COINS}, strictly ascending (Ruler: consecutive). Returns a fresh move, or
 * `undefined` when the value has not that shape. Whether the position allows it is another question.
 */
export function readTurningMove(rule: TurningRule, value: unknown): TurningMove | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { coins } = value as { coins?: unknown };
  if (!Array.isArray(coins)) return undefined;
  const list = coins as readonly unknown[];
  const { length } = list;
  if (length < (rule === 'twins' ? 2 : 1) || length > MOST_TURNED[rule]) return undefined;
  const squares: number[] = [];
  for (let index = 0; index < length; index++) {
    const square = readSquare(list[index]);
    const previous = valueAt(squares, index - 1);
    if (square === undefined || square <= previous || (rule === 'ruler' && index > 0 && square !== previous + 1)) return undefined;
    squares.push(square);
  }
  return { coins: squares };
}

/** The squares `from..to`, ascending. */
export function run(from: number, to: number): number[] {
  const squares: number[] = [];
  for (let square = from; square <= to; square++) squares.push(square);
  return squares;
}

/**
 * The last square of Moebius whose value {@link turningValue} gives: 100. Moebius values have no known closed form;
 * they are computed by the mex and tabled on first use.
 *
 * @example
 * ```ts
 * MAX_MOEBIUS_SQUARE; // 100
 * ```
 *
 * @category Nim family
 */
export const MAX_MOEBIUS_SQUARE = MAX_TABLED_SQUARE.moebius;

/**
 * The last square of Mogul whose value {@link turningValue} gives: 48. Mogul values have no known closed form;
 * they are computed by the mex and tabled on first use.
 *
 * @example
 * ```ts
 * MAX_MOGUL_SQUARE; // 48
 * ```
 *
 * @category Nim family
 */
export const MAX_MOGUL_SQUARE = MAX_TABLED_SQUARE.mogul;

/** Refuses a square past the table of Moebius or Mogul (a number or a bigint, named `label`). */
export function checkTabledSquare(rule: TurningRule, square: number | bigint, label: string): void {
  if (rule !== 'moebius' && rule !== 'mogul') return;
  const limit = MAX_TABLED_SQUARE[rule];
  if (square > limit) {
    throw new RangeError(`${label} must be at most ${limit} for '${rule}' (its values are tabled by the mex to square ${limit}), got ${describeValue(square)}`);
  }
}
