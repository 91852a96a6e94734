// Greedy Nim: heaps of counters; a move takes any positive number of counters, but only from a LARGEST heap.
//
// Let M be the largest heap and c the number of heaps of size M (c = 0 when every heap is empty).
//
// Normal play. Theorem: the player to move loses exactly when c is even. Proof. The empty position has c = 0.
// From c even (so c >= 2): every move cuts one heap of size M, leaving c - 1 >= 1 heaps of size M, still the
// largest, so c becomes odd. From c odd: if c >= 3, empty one largest heap, leaving c - 1 (even) heaps of size
// M. If c = 1, let s be the largest of the other heaps and d the number of them of size s (d = 0 when s = 0).
// Cut the largest heap to s when s > 0 and d is odd (leaving d + 1 largest heaps), and to 0 otherwise (leaving
// d, even); both are below M, so the move is legal. Either way the count of largest heaps becomes even.
//
// Misère play. Theorem: the player to move loses exactly when M >= 2 and c is even, or M = 1 and c is odd (the
// number of 1-heaps). Proof. The empty position (M = 0) is a win: the opponent took the last counter. With
// M <= 1 every move takes one 1-heap, so the parity of the 1-heaps decides. From M >= 2 and c even, every move
// leaves c - 1 >= 1 heaps of size M >= 2, still the largest, an odd count: a win for the opponent. From
// M >= 2 and c odd: if c >= 3, empty a largest heap, leaving an even count of heaps of size M >= 2. If c = 1
// and the second largest s is 2 or more, the normal-play cut works unchanged (it leaves an even count of
// largest heaps of size s >= 2, since d >= 2 when d is even and s > 0). If s <= 1, cut the largest heap to 1
// or 0 so that the number of 1-heaps is odd (1 when the d others are even in number, else 0): every heap is
// then 0 or 1 with an odd count of ones, a loss for the opponent.
import { checkHeapList, describeValue } from '../internal/integers.js';
import { checkEnding } from '../play/index.js';
import type { Ending, EndingOptions, Move } from '../types.js';

/** The ending an options object asks for (`{ play }`), `'normal'` when it is missing. */
export function endingOf(options: unknown): Ending {
  if (options === undefined) return 'normal';
  if (typeof options !== 'object' || options === null) {
    throw new TypeError(`options must be an object such as { play: 'misere' }, got ${describeValue(options)}`);
  }
  return checkEnding((options as { play?: unknown }).play, 'normal');
}

/** The shape of a position: the largest heap, the heaps of that size, and the second largest size and its heaps. */
interface Shape<T extends number | bigint> {
  /** The largest heap (0 when every heap is empty). */
  readonly largest: T;
  /** The 0-based indices of the heaps of size `largest` (none when it is 0). */
  readonly atLargest: readonly number[];
  /** The largest size below `largest` (0 when there is none). */
  readonly second: T;
  /** How many heaps have size `second` (0 when it is 0). */
  readonly atSecond: number;
}

/** The shape of a checked heap list. */
function shapeOf<T extends number | bigint>(heaps: readonly T[], zero: T): Shape<T> {
  let largest = zero;
  let second = zero;
  let atLargest: number[] = [];
  let atSecond = 0;
  heaps.forEach((heap, index) => {
    if (heap > largest) {
      if (atLargest.length > 0) [second, atSecond] = [largest, atLargest.length];
      [largest, atLargest] = [heap, [index]];
    } else if (heap === largest && heap > zero) {
      atLargest.push(index);
    } else if (heap > second) {
      [second, atSecond] = [heap, 1];
    } else if (heap === second && heap > zero) {
      atSecond++;
    }
  });
  return { largest, atLargest, second, atSecond };
}

/** Whether the mover loses at a shape (see the proofs above). */
function losesAt(shape: Shape<number | bigint>, ending: Ending): boolean {
  const even = shape.atLargest.length % 2 === 0;
  if (ending === 'normal' || shape.largest > 1) return even;
  // Misère play with heaps of 0 and 1 only: an odd number of 1-heaps loses, so the empty position wins.
  return !even;
}

/** How many to take from the first largest heap to win at a shape where the mover does not lose. */
function winningTake<T extends number | bigint>(shape: Shape<T>, ending: Ending, zero: T, one: T): T {
  const { largest, second, atSecond } = shape;
  // Misère with only 1-heaps left: take one.
  if (largest === one) return one;
  if (shape.atLargest.length >= 3) return largest;
  if (ending === 'misere' && second <= one) {
    // Leave an odd number of 1-heaps: cut to 1 when the others hold an even number of them, else to 0.
    const ones = second === one ? atSecond : 0;
    return ones % 2 === 0 ? minus(largest, one) : largest;
  }
  return second > zero && atSecond % 2 === 1 ? minus(largest, second) : largest;
}

/** `a - b` for two values of one kind. */
function minus<T extends number | bigint>(a: T, b: T): T {
  return (typeof a === 'bigint' ? a - (b as bigint) : a - (b as number)) as T;
}

/** The shape of a checked list, with its kind's 0 and 1. */
function read(heaps: readonly number[] | readonly bigint[]): { shape: Shape<number | bigint>; zero: number | bigint; one: number | bigint } {
  const kind = checkHeapList(heaps);
  return kind === 'bigint'
    ? { shape: shapeOf(heaps as readonly bigint[], 0n), zero: 0n, one: 1n }
    : { shape: shapeOf(heaps as readonly number[], 0), zero: 0, one: 1 };
}

/**
 * Whether the player to move in greedy Nim (a move takes from a largest heap only) loses against perfect play.
 * Normal play: exactly when the number of largest heaps is even (0 when every heap is empty). Misère play:
 * exactly when the largest heap is 2 or more and the number of largest heaps is even, or every heap is 0 or 1
 * and the number of 1-heaps is odd. O(heaps), exact for every safe integer and bigint.
 *
 * @param heaps - Non-negative safe integers, or non-negative bigints (not mixed); heap 1 first.
 * @param options - `play`: `'normal'` (default) or `'misere'`.
 * @returns `true` when every move leaves the opponent a winning position.
 * @throws `TypeError` or `RangeError` naming the offending heap, `options` or `play`.
 * @example
 * ```ts
 * isGreedyNimLosing([5, 5, 2]);                       // true: two largest heaps
 * isGreedyNimLosing([5, 5, 5, 2]);                    // false
 * isGreedyNimLosing([1, 1, 1], { play: 'misere' });   // true
 * isGreedyNimLosing([2n ** 90n, 2n ** 90n]);          // true
 * ```
 *
 * @category Nim family
 */
export function isGreedyNimLosing(heaps: readonly number[] | readonly bigint[], options?: EndingOptions): boolean {
  const { shape } = read(heaps);
  return losesAt(shape, endingOf(options));
}

/**
 * A winning move in greedy Nim, or `null` when the player to move loses against perfect play (or no move is
 * left). The move always takes from the first (lowest-numbered) largest heap: with 3 or more largest heaps it
 * empties it; with one, it cuts it to the second largest size when that size is held by an odd number of
 * heaps, else empties it (misère play: leaves an odd number of 1-heaps when no other heap is 2 or more).
 *
 * @param heaps - Non-negative safe integers (heap 1 is `heaps[0]`).
 * @param options - `play`: `'normal'` (default) or `'misere'`.
 * @returns The move `{ heap, count }` (1-based heap), or `null`.
 * @throws `TypeError` or `RangeError` naming the offending heap, `options` or `play`.
 * @example
 * ```ts
 * greedyNimMove([7, 4, 2]);                       // { heap: 1, count: 3 }: leaves 4, 4, 2
 * greedyNimMove([7, 4, 4]);                       // { heap: 1, count: 7 }: leaves 0, 4, 4
 * greedyNimMove([7, 1, 0], { play: 'misere' });   // { heap: 1, count: 7 }: leaves one 1-heap
 * greedyNimMove([5, 5]);                          // null
 * ```
 *
 * @category Nim family
 */
export function greedyNimMove(heaps: readonly number[], options?: EndingOptions): Move | null;
/**
 * A winning move in greedy Nim for bigint heaps, or `null` when the player to move loses.
 *
 * @param heaps - Non-negative bigints (heap 1 is `heaps[0]`).
 * @param options - `play`: `'normal'` (default) or `'misere'`.
 * @returns The move with a `bigint` count, or `null`.
 * @throws `TypeError` or `RangeError` naming the offending heap, `options` or `play`.
 * @example
 * ```ts
 * greedyNimMove([2n ** 90n, 3n]); // { heap: 1, count: 2n ** 90n - 3n }
 * ```
 *
 * @category Nim family
 */
export function greedyNimMove(heaps: readonly bigint[], options?: EndingOptions): Move<bigint> | null;
/**
 * A winning move in greedy Nim for heaps whose kind is known only at run time.
 *
 * @param heaps - Number or bigint heap sizes, not mixed.
 * @param options - `play`: `'normal'` (default) or `'misere'`.
 * @returns The move (its count of the heaps' kind), or `null`.
 * @throws `TypeError` or `RangeError` naming the offending heap, `options` or `play`.
 * @example
 * ```ts
 * const heaps: number[] | bigint[] = [3n, 3n, 3n];
 * greedyNimMove(heaps); // { heap: 1, count: 3n }
 * ```
 *
 * @category Nim family
 */
export function greedyNimMove(heaps: readonly number[] | readonly bigint[], options?: EndingOptions): Move | Move<bigint> | null;
export function greedyNimMove(heaps: readonly number[] | readonly bigint[], options?: EndingOptions): Move | Move<bigint> | null {
  const { shape, zero, one } = read(heaps);
  const ending = endingOf(options);
  const [first] = shape.atLargest;
  if (first === undefined || losesAt(shape, ending)) return null;
  return { heap: first + 1, count: winningTake(shape, ending, zero, one) } as Move | Move<bigint>;
}
