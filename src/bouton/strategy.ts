// Bouton's strategy (the course assignment's): the winning move, every winning move, and who wins, in normal
// and misère play. Thin, documented overloads over the one move generator in moves.ts.
import type { Move } from '../types.js';
import { heapListOf, isMisereOption, type AnyHeapInput, type BoutonOptions, type HeapInput } from './heaps.js';
import { isEndPosition, winningMovesOf } from './moves.js';

/**
 * Bouton's winning move for the player to move, or `null` when every move loses against perfect play.
 *
 * Normal play is the course assignment's rule: with X the nim-sum, take from the **first** heap (lowest number) whose
 * size h has `h XOR X < h`, leaving `h XOR X`. Misère play (whoever takes the last counter loses) makes the
 * same move except in the end game: when it would leave no heap larger than 1, it leaves an **odd** number
 * of 1-heaps instead; with only heaps of 0 and 1 it takes a 1-heap when their number is even.
 *
 * In misère play the empty position (every heap 0) is a **win** for the player to move, since the
 * opponent took the last counter, but there is no move to make: `winningMove` returns `null` there and
 * {@link isWinning} returns `true`.
 *
 * @param heaps - Non-negative safe integers (heap 1 is `heaps[0]`), or a {@link Nim} game.
 * @param options - `play`: `'normal'` (default) or `'misere'`.
 * @returns The move, with a 1-based `heap` ready for `nim.remove(move.heap, move.count)`, or `null`.
 * @throws `TypeError` or `RangeError` naming the offending index of a bad list, or the bad `play` value.
 * @example
 * ```ts
 * winningMove([9, 7, 12]);                     // { heap: 2, count: 2 }
 * winningMove([8, 13, 5]);                     // null: nim-sum 0
 * winningMove([1, 1, 5], { play: 'misere' });  // { heap: 3, count: 4 }: leaves three 1-heaps
 * winningMove(new Nim(9, 7, 12));              // { heap: 2, count: 2 }
 * ```
 *
 * @category Bouton
 */
export function winningMove(heaps: HeapInput<number>, options?: BoutonOptions): Move | null;
/**
 * Bouton's winning move for bigint heaps, or `null` when the player to move loses.
 *
 * @param heaps - Non-negative bigints (heap 1 is `heaps[0]`), or a game holding them.
 * @param options - `play`: `'normal'` (default) or `'misere'`.
 * @returns The move with a `bigint` count, or `null`.
 * @throws `TypeError` or `RangeError` naming the offending index.
 * @example
 * ```ts
 * winningMove([2n ** 64n, 1n]); // { heap: 1, count: 18446744073709551615n }
 * ```
 *
 * @category Bouton
 */
export function winningMove(heaps: HeapInput<bigint>, options?: BoutonOptions): Move<bigint> | null;
/**
 * Bouton's winning move for heaps whose kind is known only at run time, such as `GameCheck.start`.
 *
 * @param heaps - Number or bigint heap sizes (not mixed), or a game holding them.
 * @param options - `play`: `'normal'` (default) or `'misere'`.
 * @returns The move (its `count` of the heaps' kind), or `null`.
 * @throws `TypeError` or `RangeError` naming the offending index.
 * @example
 * ```ts
 * const check = validateGame('3;2\n1;2\n1;2\n');
 * if (check.valid) winningMove(check.start, { play: 'misere' }); // { heap: 2, count: 2 }
 * ```
 *
 * @category Bouton
 */
export function winningMove(heaps: AnyHeapInput, options?: BoutonOptions): Move | Move<bigint> | null;
export function winningMove(heaps: AnyHeapInput, options?: BoutonOptions): Move | Move<bigint> | null {
  return winningMovesOf(heaps, isMisereOption(options), 1)[0] ?? null;
}

/**
 * Every winning move for the player to move, ordered by heap number; empty when the player to move loses.
 * There is at most one winning move per heap. In normal play they are the moves to nim-sum 0; in misère
 * play see {@link winningMove} for the end game. The first is always {@link winningMove}'s move.
 *
 * @param heaps - Non-negative safe integers (heap 1 is `heaps[0]`), or a {@link Nim} game.
 * @param options - `play`: `'normal'` (default) or `'misere'`.
 * @returns The winning moves (1-based heaps), possibly empty.
 * @throws `TypeError` or `RangeError` naming the offending index of a bad list, or the bad `play` value.
 * @example
 * ```ts
 * winningMoves([3, 5, 7]);                          // [{ heap: 1, count: 1 }, { heap: 2, count: 1 }, { heap: 3, count: 1 }]
 * winningMoves([1, 1, 0, 1, 1], { play: 'misere' }); // one move per 1-heap: { heap: 1, count: 1 }, { heap: 2, count: 1 }, ...
 * ```
 *
 * @category Bouton
 */
export function winningMoves(heaps: HeapInput<number>, options?: BoutonOptions): Move[];
/**
 * Every winning move for bigint heaps, ordered by heap number.
 *
 * @param heaps - Non-negative bigints (heap 1 is `heaps[0]`), or a game holding them.
 * @param options - `play`: `'normal'` (default) or `'misere'`.
 * @returns The winning moves with `bigint` counts, possibly empty.
 * @throws `TypeError` or `RangeError` naming the offending index.
 * @example
 * ```ts
 * winningMoves([5n, 6n]); // [{ heap: 2, count: 1n }]
 * ```
 *
 * @category Bouton
 */
export function winningMoves(heaps: HeapInput<bigint>, options?: BoutonOptions): Move<bigint>[];
/**
 * Every winning move for heaps whose kind is known only at run time, such as `GameCheck.start`.
 *
 * @param heaps - Number or bigint heap sizes (not mixed), or a game holding them.
 * @param options - `play`: `'normal'` (default) or `'misere'`.
 * @returns The winning moves, their counts of the heaps' kind.
 * @throws `TypeError` or `RangeError` naming the offending index.
 * @example
 * ```ts
 * const list: number[] | bigint[] = [5n, 6n];
 * winningMoves(list); // [{ heap: 2, count: 1n }]
 * ```
 *
 * @category Bouton
 */
export function winningMoves(heaps: AnyHeapInput, options?: BoutonOptions): Move[] | Move<bigint>[];
export function winningMoves(heaps: AnyHeapInput, options?: BoutonOptions): Move[] | Move<bigint>[] {
  return winningMovesOf(heaps, isMisereOption(options), Number.POSITIVE_INFINITY);
}

/**
 * Whether the player to move wins with perfect play. In normal play: the nim-sum is not 0. In misère play:
 * with a heap larger than 1, the nim-sum is not 0; otherwise the number of 1-heaps is even (so the empty
 * position is a win: the opponent took the last counter).
 *
 * @param heaps - Non-negative safe integers, or non-negative bigints (not mixed), or a {@link Nim} game.
 * @param options - `play`: `'normal'` (default) or `'misere'`.
 * @returns `true` when the player to move wins.
 * @throws `TypeError` or `RangeError` naming the offending index of a bad list, or the bad `play` value.
 * @example
 * ```ts
 * isWinning([3, 4, 5]);                        // true
 * isWinning([1, 1, 1]);                        // true
 * isWinning([1, 1, 1], { play: 'misere' });    // false
 * isWinning([], { play: 'misere' });           // true
 * isWinning(new Nim(8, 13, 5));                // false
 * ```
 *
 * @category Bouton
 */
export function isWinning(heaps: AnyHeapInput, options?: BoutonOptions): boolean {
  const isMisere = isMisereOption(options);
  const list = heapListOf(heaps);
  if (winningMovesOf(list, isMisere, 1).length > 0) return true;
  // No winning move: a loss, except the misère end position, where the opponent took the last counter.
  return isMisere && isEndPosition(list);
}
