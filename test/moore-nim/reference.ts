// A plain reference for Moore's Nim, written without the library: every move by brute force, and who loses by
// memoized search over every position. The tests check the theory and the engine against it.
import type { Ending, Move } from '../../src/types.js';

/**
 * Every move of a position in the documented order: each vector of takes (heap 1 the lowest digit), counted
 * up as a mixed-radix number, kept when it touches 1 to k heaps.
 */
export function bruteMooreMoves(heaps: readonly number[], k: number): Move[][] {
  const moves: Move[][] = [];
  const digits = heaps.map(() => 0);
  for (;;) {
    // Add 1 to the vector, heap 1 the lowest digit.
    let index = 0;
    while (index < heaps.length && digits[index] === heaps[index]) digits[index++] = 0;
    if (index === heaps.length) return moves;
    digits[index] = (digits[index] ?? 0) + 1;
    const takes = digits.flatMap((count, heap) => (count > 0 ? [{ heap: heap + 1, count }] : []));
    if (takes.length <= k) moves.push(takes);
  }
}

/** Who loses, by search: a memo per k and ending, keyed by the sorted heaps (the game does not care about order). */
export function mooreLoser(k: number, ending: Ending): (heaps: readonly number[]) => boolean {
  const memo = new Map<string, boolean>();
  const loses = (heaps: readonly number[]): boolean => {
    const key = heaps.slice().sort((a, b) => a - b).join(',');
    const known = memo.get(key);
    if (known !== undefined) return known;
    const moves = bruteMooreMoves(heaps, k);
    // No move: in normal play the mover lost; in misère play the opponent took the last counter.
    const result = moves.length === 0 ? ending === 'normal' : moves.every((move) => !loses(afterMove(heaps, move)));
    memo.set(key, result);
    return result;
  };
  return loses;
}

/** The heaps after a move (heaps 1-based). */
export function afterMove<T extends number | bigint>(heaps: readonly T[], move: readonly Move<T>[]): T[] {
  const next = heaps.slice();
  for (const { heap, count } of move) {
    const size: number | bigint = next[heap - 1] ?? 0;
    next[heap - 1] = (typeof size === 'bigint' ? size - (count as bigint) : size - (count as number)) as T;
  }
  return next;
}

/** Every list of `length` heaps from 0 to `max`. */
export function allPositions(length: number, max: number): number[][] {
  if (length === 0) return [[]];
  return allPositions(length - 1, max).flatMap((rest) => Array.from({ length: max + 1 }, (_, size) => [...rest, size]));
}
