// The one private move generator behind winningMove, winningMoves, isWinning and the nim.txt solver, over
// number or bigint arithmetic, in normal and misère play.
import { xor53 } from '../internal/integers.js';
import type { Move } from '../types.js';
import { heapListOf } from './heaps.js';
import { bigintNimSum, numberNimSum } from './nim-sum.js';

/** Number or bigint arithmetic, so one move generator serves both kinds of heap list.
 *
 * @category Bouton
 */
interface HeapArithmetic<T extends number | bigint> {
  readonly zero: T;
  readonly one: T;
  /** The nim-sum of a list, validating every entry. */
  readonly nimSum: (heaps: readonly T[]) => T;
  readonly xor: (a: T, b: T) => T;
  readonly subtract: (a: T, b: T) => T;
}

export const NUMBER_ARITHMETIC: HeapArithmetic<number> = {
  zero: 0,
  one: 1,
  nimSum: numberNimSum,
  xor: xor53,
  subtract: (a, b) => a - b,
};

export const BIGINT_ARITHMETIC: HeapArithmetic<bigint> = {
  zero: 0n,
  one: 1n,
  nimSum: bigintNimSum,
  xor: (a, b) => a ^ b,
  subtract: (a, b) => a - b,
};

/**
 * Misère end-game moves, or `undefined` when two or more heaps exceed 1: then misère play follows normal
 * play, because no single move can reach a position without a heap larger than 1.
 */
function misereEndGameMoves<T extends number | bigint>(
  heaps: readonly T[],
  arithmetic: HeapArithmetic<T>,
  limit: number,
): Move<T>[] | undefined {
  let largeHeap: Move<T> | undefined;
  let ones = 0;
  let number = 1;
  for (const heap of heaps) {
    if (heap > arithmetic.one) {
      if (largeHeap !== undefined) return undefined;
      largeHeap = { heap: number, count: heap };
    } else if (heap === arithmetic.one) {
      ones++;
    }
    number++;
  }
  if (largeHeap !== undefined) {
    // One heap above 1: the only winning move empties it or cuts it to 1, leaving an odd number of 1-heaps.
    const size = largeHeap.count;
    return [{ heap: largeHeap.heap, count: ones % 2 === 1 ? size : arithmetic.subtract(size, arithmetic.one) }];
  }
  // Only heaps of 0 and 1: the player facing an odd number of 1-heaps loses, so with an even (non-zero)
  // number, taking any one of them wins.
  const moves: Move<T>[] = [];
  if (ones % 2 === 1) return moves;
  number = 1;
  for (const heap of heaps) {
    if (moves.length >= limit) break;
    if (heap === arithmetic.one) moves.push({ heap: number, count: arithmetic.one });
    number++;
  }
  return moves;
}

/**
 * The one move generator: up to `limit` winning moves, in heap order. A caller that has validated the list
 * and computed its nim-sum passes it as `sum`. In normal play these are the moves
 * to a nim-sum of 0: exactly the heaps holding the top bit of the nim-sum X, where `h XOR X < h`.
 *
 * @category Bouton
 */
export function generateWinningMoves<T extends number | bigint>(
  heaps: readonly T[],
  arithmetic: HeapArithmetic<T>,
  misere: boolean,
  limit: number,
  sum: T = arithmetic.nimSum(heaps),
): Move<T>[] {
  if (misere) {
    const endGame = misereEndGameMoves(heaps, arithmetic, limit);
    if (endGame !== undefined) return endGame;
  }
  const moves: Move<T>[] = [];
  if (sum === arithmetic.zero) return moves;
  let number = 1;
  for (const heap of heaps) {
    const target = arithmetic.xor(heap, sum);
    if (target < heap) {
      moves.push({ heap: number, count: arithmetic.subtract(heap, target) });
      if (moves.length >= limit) break;
    }
    number++;
  }
  return moves;
}

/** Reads the heaps (a list or a game) and runs the generator with the arithmetic its first entry calls for.
 *
 * @category Bouton
 */
export function winningMovesOf(input: unknown, misere: boolean, limit: number): Move[] | Move<bigint>[] {
  const heaps = heapListOf(input);
  // Every entry is validated by the arithmetic's nimSum; the first one only picks the arithmetic.
  return typeof heaps[0] === 'bigint'
    ? generateWinningMoves(heaps as readonly bigint[], BIGINT_ARITHMETIC, misere, limit)
    : generateWinningMoves(heaps as readonly number[], NUMBER_ARITHMETIC, misere, limit);
}

/** Whether every heap is empty: the end of the game (also for an empty list). Call after validation.
 *
 * @category Bouton
 */
export function isEndPosition(heaps: readonly number[] | readonly bigint[]): boolean {
  return !(heaps as readonly (number | bigint)[]).some((heap) => heap > 0);
}
