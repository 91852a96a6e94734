// Wythoff's game as a play-engine game, built with defineGame: the rules are moves.ts, the theory strategy.ts.
import { checkNumberHeaps } from '../internal/integers.js';
import { defineGame, keyNumbers } from '../play/index.js';
import type { DefinedGame, DefinedState, GameDefinition } from '../play/index.js';
import { WYTHOFF_GRUNDY_LIMIT, wythoffGrundy } from './grundy.js';
import { gammaOf } from './kernel.js';
import { ActionNumbering, moveAtIndex, moveCountAt } from './moves.js';
import { checkOptions } from './options.js';
import type { WythoffMove, WythoffOptions } from './options.js';
import { misereMoveNumber, moveNumber } from './strategy.js';

/**
 * A position of {@link wythoffGame}: the two heaps, first heap first.
 *
 * @example
 * ```ts
 * const position: WythoffPosition = [3, 5];
 * ```
 *
 * @category Nim family
 */
export type WythoffPosition = readonly [number, number];

/**
 * The game returned by {@link wythoffGame}.
 *
 * @example
 * ```ts
 * const game: WythoffGame = wythoffGame([3, 5], { play: 'misere' });
 * game.ending; // 'misere'
 * ```
 *
 * @category Nim family
 */
export type WythoffGame = DefinedGame<WythoffPosition, WythoffMove>;

/**
 * A state of {@link wythoffGame}: its `position` is the two heaps.
 *
 * @example
 * ```ts
 * const state: WythoffState = wythoffGame([3, 5]).start.play({ first: 1, second: 1 });
 * state.position; // [2, 4]
 * ```
 *
 * @category Nim family
 */
export type WythoffState = DefinedState<WythoffPosition, WythoffMove>;

/** Matches `first,second`, spaces allowed around each part. */
const MOVE_PATTERN = /^\s*(\d+)\s*,\s*(\d+)\s*$/;

/** A move's fields, read once: non-negative safe integers, not both 0; `undefined` otherwise. */
function readMove(value: unknown): WythoffMove | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { first, second } = value as { first?: unknown; second?: unknown };
  const valid = Number.isSafeInteger(first) && (first as number) >= 0 && Number.isSafeInteger(second) && (second as number) >= 0;
  return valid && (first as number) + (second as number) > 0 ? { first: (first as number) + 0, second: (second as number) + 0 } : undefined;
}

function parseMove(text: string): WythoffMove | null {
  const match = MOVE_PATTERN.exec(text);
  if (match === null) return null;
  const first = Number(match[1]);
  const second = Number(match[2]);
  return Number.isSafeInteger(first) && Number.isSafeInteger(second) && first + second > 0 ? { first, second } : null;
}

/** Checks the starting heaps: exactly two non-negative safe integers. */
function checkHeaps(heaps: unknown): [number, number] {
  const list = checkNumberHeaps(heaps);
  if (list.length !== 2) throw new RangeError(`heaps must hold exactly two heaps, got ${list.length}`);
  return [(list[0] ?? 0) + 0, (list[1] ?? 0) + 0];
}

/**
 * Wythoff's game as a play-engine {@link Game}: two heaps; a move takes k ≥ 1 counters from one heap, or the
 * same k ≥ 1 from both. With `a` (Fraenkel's generalisation) a move on both heaps takes k ≥ 1 and l ≥ 1 with
 * |k − l| < a; a = 1 is Wythoff's game.
 *
 * - Moves are {@link WythoffMove}s `{ first, second }`: the counters taken from each heap, one of them 0 for
 *   a move on one heap. Text: `first,second`, e.g. `2,0` (2 from the first heap), `0,4`, `3,3`.
 * - Order (that of the action ids): takes 1, 2, ... from the first heap, then 1, 2, ... from the second, then
 *   the moves on both heaps by `first`, then `second`. `moveCount()` and `moveAt(i)` never list the moves, so
 *   huge heaps play fine; `moves()` lists at most {@link MAX_LISTED_MOVES}.
 * - Actions, for a game started at (X, Y): `k,0` is k − 1; `0,l` is X + l − 1; `k,l` is
 *   X + Y + (k − 1)(2w − 1) + (l − k + w − 1) with w = min(a, max(X, Y)); `actionCount` = X + Y + X(2w − 1),
 *   which must be a safe integer.
 * - Key `x,y` (the state's key adds the player: `0:3,5`); picture `wythoff 3,5` (`wythoff a=2 3,5` for a ≠ 1).
 * - Name (the CLI spec): `wythoff:X,Y`, or `wythoff:X,Y:A` when a ≠ 1; `rulesKey` `wythoff` (`wythoff:A`) and
 *   the ending, so a shared {@link createSolver} reuses results across starts.
 * - Theory ({@link Game.winningMove}): {@link wythoffMove}, instant for every safe integer, in normal play and
 *   in misère play with a = 1. Misère play with a ≥ 2: by search (the perfect player asks the exact solver).
 *
 * @param heaps - The two starting heaps, non-negative safe integers.
 * @param options - `a` (default 1) and `play` (default `'normal'`); see {@link WythoffOptions}.
 * @returns The game.
 * @throws `TypeError` when `heaps` is not an array of numbers or `options` not an object; `RangeError` for
 * other than two heaps, a heap that is not a non-negative safe integer, a bad `a` or `play`, or an
 * `actionCount` that is not a safe integer.
 * @example
 * ```ts
 * const game = wythoffGame([4, 5]);
 * game.start.moveCount();          // 13: 4 + 5 + 4
 * game.winningMove?.(game.start);  // { first: 3, second: 3 }, leaving (1, 2)
 * game.formatMove({ first: 3, second: 3 }); // '3,3'
 * wythoffGame([3, 5], { a: 2 }).name;       // 'wythoff:3,5:2 normal'
 * ```
 *
 * @category Nim family
 */
export function wythoffGame(heaps: readonly number[], options?: WythoffOptions): WythoffGame {
  const { a, play } = checkOptions(options);
  const [x, y] = checkHeaps(heaps);
  const numbering = new ActionNumbering(x, y, a);
  if (!numbering.isSafe) {
    throw new RangeError(
      `heaps ${x},${y} with a = ${a} would number their moves past Number.MAX_SAFE_INTEGER (actionCount = x + y + x·(2w − 1), w = min(a, max(x, y))): use smaller heaps or a smaller a`,
    );
  }
  const gamma = gammaOf(a);
  const label = a === 1 ? 'wythoff' : `wythoff a=${a}`;
  let rules: GameDefinition<WythoffPosition, WythoffMove> = {
    name: a === 1 ? `wythoff:${x},${y}` : `wythoff:${x},${y}:${a}`,
    // A key `x,y` names a position fully once a is known, whatever the start: solvers may share results.
    rulesKey: a === 1 ? 'wythoff' : `wythoff:${a}`,
    start: [x, y],
    ending: play,
    moveCount: ([first, second]) => moveCountAt(first, second, a),
    moveAt: ([first, second], index) => moveAtIndex(first, second, a, index),
    readMove,
    whyIllegal: ([first, second], move) => {
      if (move.first > first) return `the first heap holds ${first}`;
      if (move.second > second) return `the second heap holds ${second}`;
      if (move.first > 0 && move.second > 0 && Math.abs(move.first - move.second) >= a) {
        return a === 1 ? 'a move on both heaps takes the same number from each' : `a move on both heaps takes numbers that differ by less than ${a}`;
      }
      return undefined;
    },
    play: ([first, second], move) => [first - move.first, second - move.second],
    key: ([first, second]) => `${first},${second}`,
    keyForm: `X,Y with X at most ${x} and Y at most ${y}`,
    fromKey: (text) => {
      const heaps = keyNumbers(text);
      return heaps?.length === 2 && (heaps[0] ?? 0) <= x && (heaps[1] ?? 0) <= y ? [heaps[0] ?? 0, heaps[1] ?? 0] : undefined;
    },
    describe: ([first, second]) => `${label} ${first},${second}`,
    formatMove: (move) => `${move.first},${move.second}`,
    parseMove,
    actionCount: numbering.count,
    actionOf: (move) => numbering.actionOf(move),
    moveOfAction: (id) => numbering.moveOfAction(id),
  };
  if (a === 1 && x < WYTHOFF_GRUNDY_LIMIT && y < WYTHOFF_GRUNDY_LIMIT) {
    // Every position of this game is within the table (no heap grows): the values come from it. Past the
    // table, or for a ≠ 1, the engine's mex values a position.
    rules = { ...rules, grundy: ([first, second]) => wythoffGrundy(first, second) };
  }
  if (play === 'normal' || a === 1) {
    const winning = play === 'normal' ? (first: number, second: number) => moveNumber(first, second, gamma) : (first: number, second: number) => misereMoveNumber(first, second, gamma);
    return defineGame({
      ...rules,
      winningMove: ([first, second]) => {
        const takes = winning(first, second);
        return takes === null ? null : { first: takes[0], second: takes[1] };
      },
    });
  }
  return defineGame(rules);
}
