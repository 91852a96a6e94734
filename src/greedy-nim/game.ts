// Greedy Nim as a play-engine game, built with defineGame. A largest heap of 2^40 has 2^40 moves, so the rules
// give moveCount and moveAt instead of a list; the theory is greedyNimMove (theory.ts).
import { parseNimMove, readNimMove } from '../nim/index.js';
import { checkGameHeaps, defineGame, keyHeapsWithin } from '../play/index.js';
import type { DefinedGame, DefinedState } from '../play/index.js';
import type { EndingOptions, Move } from '../types.js';
import { endingOf, greedyNimMove } from './theory.js';

/**
 * The game returned by {@link greedyNimGame}: its positions are the heap sizes, heap 1 first.
 *
 * @example
 * ```ts
 * const game: GreedyNimGame = greedyNimGame([7, 4, 2]);
 * game.start.position; // [7, 4, 2]
 * ```
 *
 * @category Nim family
 */
export type GreedyNimGame = DefinedGame<readonly number[], Move>;

/**
 * A state of {@link greedyNimGame}: its `position` is the heap sizes, heap 1 first.
 *
 * @example
 * ```ts
 * const next: GreedyNimState = greedyNimGame([7, 4, 2]).start.play({ heap: 1, count: 3 });
 * next.position; // [4, 4, 2]
 * ```
 *
 * @category Nim family
 */
export type GreedyNimState = DefinedState<readonly number[], Move>;

/** The largest heap and how many heaps have that size (0 when every heap is empty). */
function largestOf(heaps: readonly number[]): { largest: number; count: number } {
  let largest = 0;
  let count = 0;
  for (const heap of heaps) {
    if (heap > largest) {
      largest = heap;
      count = 1;
    } else if (heap === largest && heap > 0) {
      count++;
    }
  }
  return { largest, count };
}

/** The 0-based index of the `nth` (0-based) heap of size `largest`. */
function nthLargest(heaps: readonly number[], largest: number, nth: number): number {
  let seen = 0;
  for (let index = 0; index < heaps.length; index++) if (heaps[index] === largest && seen++ === nth) return index;
  return -1;
}

/** Why a move cannot be played at a position, or `undefined` when it can. */
function whyIllegal(heaps: readonly number[], { heap, count }: Move): string | undefined {
  if (heap > heaps.length) return `there is no heap ${heap}`;
  const size = heaps[heap - 1] ?? 0;
  if (count > size) return `heap ${heap} holds ${size}`;
  const { largest } = largestOf(heaps);
  return size < largest ? `heap ${heap} holds ${size}, but a move must take from a largest heap (${largest})` : undefined;
}

/**
 * Greedy Nim as a play-engine game (made with {@link defineGame}): heaps of counters; a move takes any positive
 * number of counters from a LARGEST heap.
 *
 * - Moves are {@link Move}s `{ heap, count }` with a 1-based `heap`, listed by count taken (1 first), then by
 *   heap: the order of their action ids. A position with c largest heaps of size M has c · M moves, decoded by
 *   `moveAt` in O(heaps) without a list.
 * - Actions are numbered as Nim's (OpenSpiel's `nim`): id = (count − 1) · number of heaps + heap index
 *   (0-based); `actionCount` = number of heaps · the largest starting heap, which must be a safe integer (else
 *   a `RangeError`).
 * - Text: `heap:count`, e.g. `1:3`. Key: the player and the heaps, `0:7,4,2`; picture: `greedy nim 7,4,2`.
 *   Every greedy game shares a solver's results (`rulesKey` `greedy`).
 * - `play: 'normal'` (default) or `'misere'`; the theory ({@link Game.winningMove}) is {@link greedyNimMove} in
 *   both endings.
 * - Name (the CLI spec): `greedy:H1,H2,...`, e.g. `greedy:7,4,2`.
 *
 * @param heaps - One or more non-negative safe integers, heap 1 first, adding up to a safe integer.
 * @param options - `play`: the ending (default `'normal'`).
 * @returns The game.
 * @throws `TypeError` when `heaps` is not an array of numbers; `RangeError` for an empty list, a heap that is
 * not a non-negative safe integer, an unsafe sum, heaps whose number times the largest is not a safe integer,
 * or a bad `play`.
 * @example
 * ```ts
 * const game = greedyNimGame([7, 4, 2]);
 * game.name;                      // 'greedy:7,4,2 normal'
 * game.start.moveCount();         // 7: only heap 1 may be taken from
 * game.actionCount;               // 21
 * game.winningMove?.(game.start); // { heap: 1, count: 3 }: leaves 4, 4, 2
 * ```
 *
 * @category Nim family
 */
export function greedyNimGame(heaps: readonly number[], options?: EndingOptions): GreedyNimGame {
  const start = checkGameHeaps(heaps);
  const ending = endingOf(options);
  const { largest } = largestOf(start);
  const actionCount = start.length * largest;
  if (!Number.isSafeInteger(actionCount)) {
    throw new RangeError(`greedyNimGame: ${start.length} heaps times the largest heap, ${largest}, is not a safe integer`);
  }
  const heapCount = start.length;
  return defineGame<readonly number[], Move>({
    name: `greedy:${start.join(',')}`,
    // A key names a position fully whatever the start: every greedy game shares a solver's results.
    rulesKey: 'greedy',
    start,
    ending,
    moveCount: (position) => {
      const { largest, count } = largestOf(position);
      return largest * count;
    },
    moveAt: (position, index) => {
      const { largest, count } = largestOf(position);
      return { heap: nthLargest(position, largest, index % count) + 1, count: Math.floor(index / count) + 1 };
    },
    readMove: readNimMove,
    whyIllegal,
    play: (position, { heap, count }) => {
      // A copy by spreading: V8 maps and slices a frozen array (every position is frozen) on a slow path, ten times slower.
      const next = [...position];
      next[heap - 1] = (next[heap - 1] ?? 0) - count;
      return next;
    },
    key: (position) => position.join(','),
    keyForm: `H1,H2,... with ${start.length} heaps, each at most its start`,
    fromKey: (text) => keyHeapsWithin(text, start),
    describe: (position) => `greedy nim ${position.join(',')}`,
    formatMove: ({ heap, count }) => `${heap}:${count}`,
    parseMove: parseNimMove,
    actionCount,
    actionOf: ({ heap, count }) => (count - 1) * heapCount + heap - 1,
    moveOfAction: (id) => ({ heap: (id % heapCount) + 1, count: Math.floor(id / heapCount) + 1 }),
    winningMove: (position) => greedyNimMove(position, { play: ending }),
  });
}
