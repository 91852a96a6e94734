// Fibonacci Nim's theory (Whinihan, 1963): one heap; the first move takes 1 to n - 1 counters, each later
// move 1 to twice the previous take.
//
// Normal play: a position (heap h >= 1, at most m may be taken) is lost for the mover exactly when the
// smallest term q of h's Zeckendorf representation exceeds m; otherwise taking q wins. Why: the next term of
// the representation is at least the Fibonacci number two places above q, which is more than 2q, so after
// taking q the opponent faces a heap whose smallest term exceeds what they may take (2q). Conversely, from a
// heap whose smallest term exceeds m, any take t <= m leaves a heap whose smallest term is at most 2t (the
// classical lemma), so the opponent can take it. Hence the first player, limited to n - 1, loses exactly when
// n is a Fibonacci number: its only term is n itself.
//
// Misère play (taking the last counter loses): nobody takes the last counter unless forced, at a heap of 1.
// So a heap h >= 2 with limit m plays exactly as normal play on h - 1 counters with limit min(m, h - 1): both
// games reach the same positions, move for move, and a heap of 1 (must take the last counter) is lost just
// as a heap of 0 (no move) is in normal play. The mover loses exactly when h = 1 or the smallest Zeckendorf
// term of h - 1 exceeds m; otherwise taking that term wins. The first player, free to take n - 1 and leave
// the last counter, always wins. test/fibonacci-nim/ checks both endings against exhaustive search.
import { checkHeapSize, isHeapSize } from '../internal/integers.js';
import { endingOf } from '../play/index.js';
import type { Ending, EndingOptions } from '../types.js';
import { checkFibonacciSize, smallestTermOfBigint, smallestTermOfNumber } from './zeckendorf.js';


/** The winning take of a checked number position, or `null`. */
export function winningTakeOfNumber(heap: number, maxTake: number, ending: Ending): number | null {
  // In misère play the heap that counts is the one without the last counter, which nobody wants to take.
  const counted = ending === 'normal' ? heap : heap - 1;
  if (counted <= 0) return null;
  const take = smallestTermOfNumber(counted);
  return take <= maxTake ? take : null;
}

function winningTakeOfBigint(heap: bigint, maxTake: bigint, ending: Ending): bigint | null {
  const counted = ending === 'normal' ? heap : heap - 1n;
  if (counted <= 0n) return null;
  const take = smallestTermOfBigint(counted);
  return take <= maxTake ? take : null;
}

/**
 * Fibonacci Nim's winning move: how many counters to take from a heap of `n` when at most `maxTake` may be
 * taken (n − 1 on the first move, then twice the previous take), or `null` when every move loses against
 * perfect play (or no move is left).
 *
 * - `'normal'` play (default, whoever takes the last counter wins): the mover loses exactly when the smallest
 *   term of `n`'s {@link zeckendorf} representation exceeds `maxTake`; otherwise taking that term wins. So
 *   the first player (limited to n − 1) loses exactly when `n` is a Fibonacci number.
 * - `'misere'` play (whoever takes the last counter loses): the same with `n − 1` counters: the mover loses
 *   when `n` is 1 or the smallest term of `n − 1`'s representation exceeds `maxTake`; taking it wins. The
 *   first player always wins (taking n − 1 leaves the opponent the last counter); later positions are not
 *   so simple.
 *
 * A `maxTake` above `n` acts as `n` (no move takes more than the heap). O(log n) for numbers (well over a
 * million calls a second), O(bits²) for bigints.
 *
 * @param n - The heap: a non-negative safe integer, or a non-negative bigint of at most 20,000 bits.
 * @param maxTake - The most the mover may take: of the same type as `n`, non-negative (any size).
 * @param options - `play`: the ending (default `'normal'`).
 * @returns The winning take (from 1 to `maxTake`), of the same type as `n`; `null` when the mover loses or
 * `n` is 0.
 * @throws `TypeError` if an argument is not a number or a bigint, or `n` and `maxTake` mix the two;
 * `RangeError` for a negative or unsafe value, a bigint `n` over 20,000 bits, or a bad `play`.
 * @example
 * ```ts
 * fibonacciNimMove(20, 19);  // 2: 20 = 13 + 5 + 2, leaving 18 = 13 + 5, whose 5 exceeds 2 · 2
 * fibonacciNimMove(21, 20);  // null: 21 is a Fibonacci number
 * fibonacciNimMove(18, 4);   // null: 18's smallest term, 5, is more than 4
 * fibonacciNimMove(22, 4, { play: 'misere' });  // null: 21 is a Fibonacci number, more than 4
 * fibonacciNimMove(10n ** 30n, 10n ** 30n - 1n); // the smallest term of 10^30, as a bigint
 * ```
 *
 * @category Nim family
 */
export function fibonacciNimMove(n: number, maxTake: number, options?: EndingOptions): number | null;
export function fibonacciNimMove(n: bigint, maxTake: bigint, options?: EndingOptions): bigint | null;
export function fibonacciNimMove(n: number | bigint, maxTake: number | bigint, options?: EndingOptions): number | bigint | null;
export function fibonacciNimMove(n: number | bigint, maxTake: number | bigint, options?: EndingOptions): number | bigint | null {
  // The common call (two safe integers, normal play) goes straight to the kernel.
  if (options === undefined && isHeapSize(n) && isHeapSize(maxTake)) return winningTakeOfNumber(n, maxTake, 'normal');
  const heap = checkFibonacciSize(n, 'n');
  // maxTake only meets comparisons, so a bigint limit of any size is fine.
  const limit = checkHeapSize(maxTake, 'maxTake');
  if (typeof heap !== typeof limit) {
    throw new TypeError(`maxTake is a ${typeof limit} but n is a ${typeof heap}: do not mix numbers and bigints`);
  }
  const ending = endingOf(options);
  return typeof heap === 'number' ? winningTakeOfNumber(heap, limit as number, ending) : winningTakeOfBigint(heap, limit as bigint, ending);
}
