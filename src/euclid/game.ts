// Euclid's game as a play-engine game: a position is the pair [a, b] (in the order given); a move subtracts
// `times` × the smaller from the larger. A position holding a 0 has no move: whoever made the 0 has won, which the
// engine's normal-play ending (the player who cannot move loses) says by itself.
import { describeValue } from '../internal/integers.js';
import { defineGame, endingOf } from '../play/index.js';
import type { DefinedGame, DefinedState } from '../play/index.js';
import type { EndingOptions } from '../types.js';
import { checkPair, winningTimes } from './euclid.js';
import type { EuclidMove } from './euclid.js';

/** A position of {@link euclidGame}: the two numbers, in the order given. */
export type EuclidPosition = readonly [number, number];

/**
 * The game returned by {@link euclidGame}.
 *
 * @example
 * ```ts
 * const game: EuclidGame = euclidGame(7, 3);
 * game.start.position; // [7, 3]
 * ```
 *
 * @category Nim family
 */
export type EuclidGame = DefinedGame<EuclidPosition, EuclidMove>;

/**
 * A state of {@link euclidGame}.
 *
 * @example
 * ```ts
 * const state: EuclidState = euclidGame(7, 3).start.play({ times: 2 });
 * state.position; // [1, 3]
 * ```
 *
 * @category Nim family
 */
export type EuclidState = DefinedState<EuclidPosition, EuclidMove>;

const KEY = /^(\d{1,16}),(\d{1,16})$/;

/**
 * Euclid's game (Cole and Davie) as a play-engine game: two positive numbers; a move subtracts a positive multiple
 * of the smaller from the larger, leaving it non-negative; whoever makes a number 0 wins (normal play: a position
 * with a 0 has no move, so the player facing it has lost). Equal numbers: either may be reduced (to 0).
 *
 * - Positions: `[a, b]`; `key()` is `player:a,b`, the picture `euclid a,b`.
 * - Moves: `{ times }`, k from 1 to ⌊larger/smaller⌋, listed ascending (text: `k`); action id k − 1.
 * - Theory: `winningMove` is {@link euclidMove} (exact, integer arithmetic) in normal play. No `grundy` rule:
 *   {@link grundyValue} computes the mex. Misère: by search.
 * - Sizes: the engine counts moves as numbers, so the numbers are safe integers (bigints are read when they are);
 *   {@link isEuclidWin} and {@link euclidMove} take bigints of any size.
 *
 * @param a - A positive safe integer (or a bigint of that size).
 * @param b - The other, of the same type.
 * @param options - `play`: the ending (default `'normal'`).
 * @returns The game; its `name` is the spec `euclid:A,B` plus the ending.
 * @throws `TypeError` for arguments that are not numbers or bigints, or of different types; `RangeError` for a
 * number below 1 or not a safe integer, or a bad `play`.
 * @example
 * ```ts
 * const game = euclidGame(7, 3);
 * game.start.moves();              // [{ times: 1 }, { times: 2 }]
 * game.winningMove?.(game.start);  // { times: 1 }: to (4, 3), which loses
 * ```
 *
 * @category Nim family
 */
export function euclidGame(a: number | bigint, b: number | bigint, options: EndingOptions = {}): EuclidGame {
  const [x, y] = checkPair(a, b);
  if (typeof x === 'bigint' && (x > BigInt(Number.MAX_SAFE_INTEGER) || (y as bigint) > BigInt(Number.MAX_SAFE_INTEGER))) {
    throw new RangeError(`a and b must be at most 2^53 - 1 in euclidGame (its moves are counted as numbers; isEuclidWin and euclidMove take any bigint), got ${describeValue(x)} and ${describeValue(y)}`);
  }
  const start: EuclidPosition = [Number(x), Number(y)];
  const ending = endingOf(options);
  const quotient = ([p, q]: EuclidPosition): number => (p === 0 || q === 0 ? 0 : Math.floor(Math.max(p, q) / Math.min(p, q)));
  return defineGame<EuclidPosition, EuclidMove>({
    name: `euclid:${start[0]},${start[1]}`,
    start,
    ending,
    moveCount: quotient,
    moveAt: (_, index) => ({ times: index + 1 }),
    readMove: (value) => {
      if (typeof value !== 'object' || value === null) return undefined;
      const { times } = value as { times?: unknown };
      return typeof times === 'number' && Number.isSafeInteger(times) && times >= 1 ? { times } : undefined;
    },
    whyIllegal: (position, { times }) => {
      const most = quotient(position);
      return times <= most ? undefined : `the larger number holds the smaller at most ${most} times`;
    },
    play: ([p, q], { times }) => (p >= q ? [p - times * q, q] : [p, q - times * p]),
    key: ([p, q]) => `${p},${q}`,
    keyForm: 'A,B, each at most its start',
    fromKey: (text) => {
      const match = KEY.exec(text);
      if (match === null) return undefined;
      const [p, q] = [Number(match[1]), Number(match[2])];
      return p <= start[0] && q <= start[1] && p + q > 0 ? [p, q] : undefined;
    },
    describe: ([p, q]) => `euclid ${p},${q}`,
    formatMove: ({ times }) => String(times),
    parseMove: (text) => (/^\s*\d{1,16}\s*$/.test(text) && Number(text) >= 1 ? { times: Number(text) } : null),
    actionCount: Math.max(start[0], start[1]),
    actionOf: ({ times }) => times - 1,
    moveOfAction: (id) => ({ times: id + 1 }),
    ...(ending === 'normal'
      ? {
          winningMove: ([p, q]: EuclidPosition) => {
            const times = Number(winningTimes(BigInt(Math.max(p, q)), BigInt(Math.min(p, q))));
            return times === 0 ? null : { times };
          },
        }
      : {}),
  });
}
