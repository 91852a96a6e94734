// Moore's Nim_k as a play-engine game, built with defineGame. Positions can have billions of moves, so the
// rules give moveCount and moveAt (table.ts) instead of a list; the theory is Moore's construction (theory.ts).
import { parseNimMove, readNimMove } from '../nim/index.js';
import { checkGameHeaps, defineGame, keyHeapsWithin } from '../play/index.js';
import type { DefinedGame, DefinedState } from '../play/index.js';
import type { EndingOptions, Move } from '../types.js';
import { moveCountOf, moveOfRank, moveTable, rankOfMove, slotsOf } from './table.js';
import type { MoveTable } from './table.js';
import { checkMooreK, endingOf, mooreNimMove } from './theory.js';
import type { MooreMove } from './theory.js';

/**
 * The game returned by {@link mooreNimGame}: its positions are the heap sizes, heap 1 first.
 *
 * @example
 * ```ts
 * const game: MooreNimGame = mooreNimGame([3, 5, 6], 2);
 * game.start.position; // [3, 5, 6]
 * ```
 *
 * @category Nim family
 */
export type MooreNimGame = DefinedGame<readonly number[], MooreMove>;

/**
 * A state of {@link mooreNimGame}: its `position` is the heap sizes, heap 1 first.
 *
 * @example
 * ```ts
 * const next: MooreNimState = mooreNimGame([3, 5, 6], 2).start.play([{ heap: 2, count: 2 }, { heap: 3, count: 3 }]);
 * next.position; // [3, 3, 3]
 * ```
 *
 * @category Nim family
 */
export type MooreNimState = DefinedState<readonly number[], MooreMove>;


/** The takes sorted by heap, or `undefined` when two name the same heap. */
function sortedTakes(takes: Move[]): MooreMove | undefined {
  takes.sort((a, b) => a.heap - b.heap);
  return takes.every((take, index) => index === 0 || take.heap !== takes[index - 1]?.heap) ? takes : undefined;
}

/**
 * Reads a Moore move: an array of 1 to `heapCount` takes `{ heap, count }` (a longer one would repeat a heap or
 * name one that does not exist), each read once, in any order, no heap twice. Returns a fresh copy sorted by heap.
 */
function readMooreMove(value: unknown, heapCount: number): MooreMove | undefined {
  if (!Array.isArray(value)) return undefined;
  const list = value as readonly unknown[];
  const { length } = list;
  if (!Number.isSafeInteger(length) || length === 0 || length > heapCount) return undefined;
  const takes: Move[] = [];
  for (let index = 0; index < length; index++) {
    const take = readNimMove(list[index]);
    if (take === undefined) return undefined;
    takes.push(take);
  }
  return sortedTakes(takes);
}

/** Reads `1:3+4:2`; `null` when the text is not a move's form. */
function parseMooreMove(text: string): MooreMove | null {
  const takes: Move[] = [];
  for (const part of text.split('+')) {
    // Each take is a Nim move's text.
    const take = parseNimMove(part);
    if (take === null) return null;
    takes.push(take);
  }
  return sortedTakes(takes) ?? null;
}

/** Why a move cannot be played at a position, or `undefined` when it can. */
function whyIllegal(heaps: readonly number[], takes: MooreMove, k: number): string | undefined {
  if (takes.length > k) return `a move takes from 1 to ${k} heaps, this one from ${takes.length}`;
  for (const { heap, count } of takes) {
    if (heap > heaps.length) return `there is no heap ${heap}`;
    const size = heaps[heap - 1] ?? 0;
    if (count > size) return `heap ${heap} holds ${size}`;
  }
  return undefined;
}

/**
 * Moore's Nim_k as a play-engine game (made with {@link defineGame}): heaps of counters; a move takes any
 * positive amounts from at least 1 and at most k heaps. k = 1 is Nim.
 *
 * - Moves are {@link MooreMove}s: takes `{ heap, count }` sorted by heap (1-based), 1 to k of them. `play`
 *   accepts the takes in any order.
 * - Move order: the vector of takes (d_1, ..., d_n), 0 for an untouched heap, read as a mixed-radix number whose
 *   LOWEST digit is heap 1, ascending: with k = 2 on heaps 1,1,1: `1:1`, `2:1`, `1:1+2:1`, `3:1`, `1:1+3:1`,
 *   `2:1+3:1`. Moore positions have many moves (the sum over sets of at most k heaps of the product of their
 *   sizes), so `moveCount()` counts them with a table of O(heaps · min(k, heaps)) numbers made once per position,
 *   and `moveAt(i)` decodes the i-th move from it in O(heaps) without listing the others. `moves()` and
 *   `actions()` list at most {@link MAX_LISTED_MOVES} moves.
 * - Actions: a move's id is its index in the START position's move order, so ids run from 0 to
 *   `actionCount - 1` = the start's move count - 1, and a later state's moves, in their order, have ascending ids.
 * - A start position whose number of moves is not a safe integer is refused with a `RangeError` (so every
 *   count and id is exact; e.g. 20 heaps of 1,000 with k = 3 has 1,140,190,020,000 moves and is accepted).
 * - Text: the takes joined by `+`, e.g. `1:3+4:2` (spaces allowed; read back sorted by heap). Key: the player and
 *   the heaps, `0:3,5,6`; picture: `moore k=2, heaps 3,5,6`. Games with one k share a solver's results
 *   (`rulesKey` `moore:K`).
 * - `play: 'normal'` (default) or `'misere'`; the theory ({@link Game.winningMove}) is {@link mooreNimMove} in
 *   both endings.
 * - Name (the CLI spec): `moore:K:H1,H2,...`, e.g. `moore:2:3,5,6`.
 *
 * @param heaps - One or more non-negative safe integers, heap 1 first, adding up to a safe integer.
 * @param k - The most heaps one move may touch: a positive safe integer (k at least the number of heaps lets a
 * move take from any non-empty set of heaps).
 * @param options - `play`: the ending (default `'normal'`).
 * @returns The game.
 * @throws `TypeError` when `heaps` is not an array of numbers or `k` not a number; `RangeError` for an empty
 * list, a heap that is not a non-negative safe integer, an unsafe sum, a `k` that is not a positive safe
 * integer, a start with more than 2^53 - 1 moves, or a bad `play`.
 * @example
 * ```ts
 * const game = mooreNimGame([3, 5, 6], 2);
 * game.name;                          // 'moore:2:3,5,6 normal'
 * game.start.moveCount();             // 77: 3 + 5 + 6 + 3·5 + 3·6 + 5·6
 * game.formatMove(game.start.moveAt(4)); // '1:1+2:1'
 * game.winningMove?.(game.start);     // [{ heap: 2, count: 2 }, { heap: 3, count: 3 }]
 * ```
 *
 * @category Nim family
 */
export function mooreNimGame(heaps: readonly number[], k: number, options?: EndingOptions): MooreNimGame {
  const start = checkGameHeaps(heaps);
  const limit = checkMooreK(k);
  const ending = endingOf(options);
  const startTable = moveTable(start, limit);
  if (startTable === null) {
    throw new RangeError(`mooreNimGame: the start position has more than ${Number.MAX_SAFE_INTEGER} moves with k = ${limit}; use fewer or smaller heaps, or a smaller k`);
  }
  const startSlots = slotsOf(startTable, start.length);
  // The engine counts a new position's moves, then decodes a move at it: the last table made serves both
  // (a one-entry cache is far cheaper than a WeakMap on the playout path).
  let lastPosition: readonly number[] = start;
  let lastTable: MoveTable | null = startTable;
  const tableOf = (position: readonly number[]): MoveTable | null => {
    if (position !== lastPosition) [lastPosition, lastTable] = [position, moveTable(position, limit)];
    return lastTable;
  };
  const name = `moore:${limit}:${start.join(',')}`;
  return defineGame<readonly number[], MooreMove>({
    name,
    // A key names a position fully under one k, whatever the start: games with one k share a solver's results.
    rulesKey: `moore:${limit}`,
    start,
    ending,
    // A position given to `at` with more moves than a safe integer reports an unsafe count, which the engine refuses.
    moveCount: (position) => {
      const table = tableOf(position);
      return table === null ? Number.POSITIVE_INFINITY : moveCountOf(table);
    },
    moveAt: (position, index) => {
      const table = tableOf(position);
      return table === null ? [] : moveOfRank(table, index + 1);
    },
    readMove: (value) => readMooreMove(value, start.length),
    whyIllegal: (position, takes) => whyIllegal(position, takes, limit),
    play: (position, takes) => {
      // A copy by spreading: V8 slices a frozen array (every position is frozen) on a slow path, ten times slower.
      const next = [...position];
      for (const { heap, count } of takes) next[heap - 1] = (next[heap - 1] ?? 0) - count;
      return next;
    },
    key: (position) => position.join(','),
    keyForm: `H1,H2,... with ${start.length} heaps, each at most its start`,
    fromKey: (text) => keyHeapsWithin(text, start),
    describe: (position) => `moore k=${limit}, heaps ${position.join(',')}`,
    formatMove: (takes) => takes.map(({ heap, count }) => `${heap}:${count}`).join('+'),
    parseMove: parseMooreMove,
    actionCount: moveCountOf(startTable),
    actionOf: (takes) => rankOfMove(startTable, startSlots, takes) - 1,
    moveOfAction: (id) => moveOfRank(startTable, id + 1),
    winningMove: (position) => mooreNimMove(position, limit, { play: ending }),
  });
}
