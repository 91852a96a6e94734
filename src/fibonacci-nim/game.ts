// Fibonacci Nim as a play-engine game, built with defineGame. A position is the heap and the most the mover
// may take; the theory hook is fibonacciNimMove, so the perfect player answers at once on any safe heap.
import { describeValue } from '../internal/integers.js';
import { defineGame, endingOf, keyNumbers } from '../play/index.js';
import type { DefinedGame, DefinedState } from '../play/index.js';
import type { EndingOptions } from '../types.js';
import { winningTakeOfNumber } from './fibonacci-nim.js';

/**
 * A position of {@link fibonacciNimGame}: the counters left and the most the player to move may take (at most
 * the heap; 0 exactly when the heap is empty and the game is over).
 *
 * @example
 * ```ts
 * fibonacciNimGame(10).start.play(3).position; // { heap: 7, maxTake: 6 }
 * ```
 *
 * @category Nim family
 */
export interface FibonacciNimPosition {
  /** The counters left on the heap. */
  readonly heap: number;
  /** The most the player to move may take: n − 1 on the first move, then twice the previous take, capped by the heap. */
  readonly maxTake: number;
}

/**
 * The game returned by {@link fibonacciNimGame}: moves are the number of counters taken.
 *
 * @example
 * ```ts
 * const game: FibonacciNimGame = fibonacciNimGame(10, { play: 'misere' });
 * game.name; // 'fibonacci:10 misere'
 * ```
 *
 * @category Nim family
 */
export type FibonacciNimGame = DefinedGame<FibonacciNimPosition, number>;

/**
 * A state of {@link fibonacciNimGame}.
 *
 * @example
 * ```ts
 * const state: FibonacciNimState = fibonacciNimGame(10).start;
 * state.moveCount(); // 9
 * ```
 *
 * @category Nim family
 */
export type FibonacciNimState = DefinedState<FibonacciNimPosition, number>;

const TAKE_PATTERN = /^\s*(\d+)\s*$/;

/** A take: a safe integer of at least 1. */
function readTake(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 ? value : undefined;
}

/**
 * Fibonacci Nim as a play-engine game: one heap of `n` counters; the first move takes 1 to n − 1 of them,
 * each later move 1 to twice the previous take.
 *
 * - Position: {@link FibonacciNimPosition} `{ heap, maxTake }`, the start being `{ heap: n, maxTake: n − 1 }`;
 *   after taking t from h the next player may take up to min(2t, h − t).
 * - Move: the number of counters taken (a positive integer). Moves are listed smallest first: `moveAt(i)` is
 *   `i + 1`, and `moveCount()` is `maxTake`. Huge heaps are played through `moveCount`/`moveAt`; listing
 *   `moves()` past {@link MAX_LISTED_MOVES} throws.
 * - Actions: id = take − 1; `actionCount` = n − 1.
 * - Text: the take, e.g. `3`. Key: `heap,maxTake` (after the player, e.g. `0:10,9`). Picture:
 *   `fibonacci 10, take 1 to 9` (`fibonacci 0` when over).
 * - `play: 'normal'` (default): whoever takes the last counter wins; the first player loses exactly when `n`
 *   is a Fibonacci number. `'misere'`: whoever takes it loses; the first player always wins. Both endings'
 *   theory is {@link fibonacciNimMove} (Zeckendorf's smallest term), so the perfect player is instant.
 *
 * The name, and the CLI's game spec, is `fibonacci:N`.
 *
 * @param n - The heap: a safe integer of at least 2.
 * @param options - `play`: the ending (default `'normal'`).
 * @returns The game.
 * @throws `TypeError` if `n` is not a number or `options` not an object; `RangeError` if `n` is not a safe
 * integer of at least 2, or for a bad `play`.
 * @example
 * ```ts
 * const game = fibonacciNimGame(20);
 * game.winningMove?.(game.start);      // 2: 20 = 13 + 5 + 2
 * game.start.play(2).position;         // { heap: 18, maxTake: 4 }
 * const lost = fibonacciNimGame(21);
 * lost.winningMove?.(lost.start);      // null: 21 is a Fibonacci number
 * ```
 *
 * @category Nim family
 */
export function fibonacciNimGame(n: number, options: EndingOptions = {}): FibonacciNimGame {
  if (typeof n !== 'number') throw new TypeError(`n must be a number, got ${describeValue(n)}`);
  if (!Number.isSafeInteger(n) || n < 2) throw new RangeError(`n must be a safe integer of at least 2, got ${describeValue(n)}`);
  const ending = endingOf(options);
  return defineGame<FibonacciNimPosition, number>({
    name: `fibonacci:${n}`,
    // A key names the whole position whatever n was, so every Fibonacci Nim game shares a solver's results.
    rulesKey: 'fibonacci',
    start: { heap: n, maxTake: n - 1 },
    ending,
    moveCount: (position) => position.maxTake,
    moveAt: (_position, index) => index + 1,
    readMove: readTake,
    whyIllegal: (position, take) => (take <= position.maxTake ? undefined : `at most ${position.maxTake} of ${position.heap} may be taken`),
    // 2 · take is at most 2^54, exact as a double; the minimum is a safe integer.
    play: ({ heap }, take) => ({ heap: heap - take, maxTake: Math.min(2 * take, heap - take) }),
    key: ({ heap, maxTake }) => `${heap},${maxTake}`,
    keyForm: `HEAP,MAX_TAKE with HEAP at most ${n} and MAX_TAKE from 1 to HEAP (0 for an empty heap; ${n - 1} at ${n})`,
    fromKey: (text) => {
      const [heap = -1, maxTake = -1, ...rest] = keyNumbers(text) ?? [];
      const fits = rest.length === 0 && heap >= 0 && heap <= n && maxTake <= heap && (heap === 0 ? maxTake === 0 : maxTake >= 1);
      return fits && (heap < n || maxTake === n - 1) ? { heap, maxTake } : undefined;
    },
    describe: ({ heap, maxTake }) => (heap === 0 ? 'fibonacci 0' : `fibonacci ${heap}, take 1 to ${maxTake}`),
    formatMove: String,
    parseMove: (text) => {
      const match = TAKE_PATTERN.exec(text);
      return match === null ? null : (readTake(Number(match[1])) ?? null);
    },
    actionCount: n - 1,
    actionOf: (take) => take - 1,
    moveOfAction: (id) => id + 1,
    winningMove: ({ heap, maxTake }) => winningTakeOfNumber(heap, maxTake, ending),
  });
}
