// The move of a sum of games, apart from the game so that its theory (./strategy.ts) can name it.

/**
 * A move of a {@link sumGame}: the move `move` in part `part` (numbered from 1, as heaps are).
 *
 * @typeParam M - The part's move type (`unknown` for a sum of unlike games).
 * @example
 * ```ts
 * const move: SumMove = { part: 2, move: { heap: 1, take: 1, leave: [5] } };
 * ```
 *
 * @category Sums
 */
export interface SumMove<M = unknown> {
  /** The part moved in, from 1. */
  readonly part: number;
  /** The move, a move of that part's game. */
  readonly move: M;
}
