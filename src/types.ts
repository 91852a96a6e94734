/**
 * One move in multi-heap Nim: take `count` from heap number `heap`.
 *
 * `heap` is **1-based**, as in {@link Nim.remove}, so a move from a strategy function plays directly:
 * `game.remove(move.heap, move.count)`. `count` is a `number` or a `bigint`, matching the heaps it was
 * computed from.
 *
 * @typeParam T - `number` for safe-integer heaps, `bigint` for bigint heaps.
 * @example
 * ```ts
 * const move: Move = { heap: 2, count: 3 }; // take 3 from the second heap
 * ```
 *
 * @category Bouton
 */
export interface Move<T extends number | bigint = number> {
  /** The 1-based heap number. */
  readonly heap: number;
  /** How many to take, at least 1. */
  readonly count: T;
}

/**
 * A heap size: a non-negative safe integer `number`, or a non-negative `bigint` of any size.
 *
 * @example
 * ```ts
 * const heaps: Heap[] = [3, 4, 5];
 * const huge: Heap[] = [2n ** 80n, 1n];
 * ```
 *
 * @category Nim
 */
export type Heap = number | bigint;

/**
 * A source of uniform random numbers in [0, 1), like `Math.random`. Every random choice in nimkit
 * takes one, so games are reproducible with {@link createRandom}.
 *
 * @example
 * ```ts
 * const random: RandomSource = createRandom(42);
 * random(); // the same first value on every run
 * ```
 *
 * @category Random
 */
export type RandomSource = () => number;

/**
 * How a game ends: `'normal'` (whoever cannot move loses; the last mover wins) or `'misere'` (whoever
 * makes the last move loses). Every nimkit option that picks the ending is named `play` and takes this.
 *
 * @example
 * ```ts
 * const ending: Ending = 'misere';
 * ```
 *
 * @category Play
 */
export type Ending = 'normal' | 'misere';

/**
 * The options object of every function that can play either ending.
 *
 * @example
 * ```ts
 * const options: EndingOptions = { play: 'misere' };
 * ```
 *
 * @category Play
 */
export interface EndingOptions {
  /** Which ending to play; each function documents its default (`'normal'` unless its game is misère). */
  readonly play?: Ending;
}
