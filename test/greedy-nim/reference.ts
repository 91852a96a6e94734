// A plain reference for greedy Nim, written without the library: every move by brute force, and who loses by
// memoized search over every position. The tests check the theory and the engine against it.
import type { Ending, Move } from '../../src/types.js';

/** Every move of a position in the documented order: by count taken (1 first), then by heap. */
export function bruteGreedyMoves(heaps: readonly number[]): Move[] {
  const largest = Math.max(0, ...heaps);
  const moves: Move[] = [];
  for (let count = 1; count <= largest; count++) {
    heaps.forEach((size, index) => {
      if (size === largest) moves.push({ heap: index + 1, count });
    });
  }
  return moves;
}

/** Who loses, by search: a memo per ending, keyed by the sorted heaps (the game does not care about order). */
export function greedyLoser(ending: Ending): (heaps: readonly number[]) => boolean {
  const memo = new Map<string, boolean>();
  const loses = (heaps: readonly number[]): boolean => {
    const key = heaps.slice().sort((a, b) => a - b).join(',');
    const known = memo.get(key);
    if (known !== undefined) return known;
    const moves = bruteGreedyMoves(heaps);
    // No move: in normal play the mover lost; in misère play the opponent took the last counter.
    const result =
      moves.length === 0
        ? ending === 'normal'
        : moves.every(({ heap, count }) => !loses(heaps.map((size, index) => (index === heap - 1 ? size - count : size))));
    memo.set(key, result);
    return result;
  };
  return loses;
}

/** Every list of `length` heaps from 0 to `max`. */
export function allPositions(length: number, max: number): number[][] {
  if (length === 0) return [[]];
  return allPositions(length - 1, max).flatMap((rest) => Array.from({ length: max + 1 }, (_, size) => [...rest, size]));
}
