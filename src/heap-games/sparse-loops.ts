// The hot loops of the sparse-space method (sparse-space.ts), each in a small function of its own so the
// engine compiles and optimizes it on its own. Internal.
/* eslint-disable @typescript-eslint/no-non-null-assertion -- every `!` reads a typed array at an index below its length, checked by the loop bounds and the callers' ranges */

/** How many consecutive heaps one pass over the rare heaps serves (see {@link markRarePairsBatch}). */
export const BATCH = 8;

/** The parity of the number of 1 bits of a 32-bit value.
 *
 * @category Heap games
 */
export function parity(value: number): number {
  let bits = value;
  bits ^= bits >>> 16;
  bits ^= bits >>> 8;
  bits ^= bits >>> 4;
  bits ^= bits >>> 2;
  bits ^= bits >>> 1;
  return bits & 1;
}

/** How many of the first `count` entries of the increasing list `sorted` are below `limit`. */
export function countBelow(sorted: Int32Array, count: number, limit: number): number {
  let low = 0;
  let high = count;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < limit) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Marks, with `stamp`, the value of every pair (r, rest - r) for the rare heaps `r = rare[from … to-1]`. */
export function markRarePairs(G: Uint16Array, rare: Int32Array, from: number, to: number, rest: number, mark: Uint32Array, stamp: number): void {
  for (let i = from; i < to; i++) {
    const r = rare[i]!;
    mark[G[r]! ^ G[rest - r]!] = stamp;
  }
}

/**
 * {@link markRarePairs} for the {@link BATCH} heaps whose rests are `rest … rest + BATCH - 1` at once: the
 * pair (r, rest + j - r) is marked in segment j of `mark` (entries `j * size … (j + 1) * size - 1`). One
 * pass reads each rare heap and its value once for all of them, and the partners `rest + j - r` share a cache
 * line, which makes it about four times as fast as {@link BATCH} single passes. Unrolled by hand: a loop
 * over j here would cost more than it saves. The caller keeps every `rest + j - r` below the heaps not yet
 * known.
 */
export function markRarePairsBatch(G: Uint16Array, rare: Int32Array, from: number, to: number, rest: number, mark: Uint32Array, size: number, stamp: number): void {
  for (let i = from; i < to; i++) {
    const r = rare[i]!;
    const g = G[r]!;
    const b = rest - r;
    let at = 0;
    mark[g ^ G[b]!] = stamp;
    at += size;
    mark[at + (g ^ G[b + 1]!)] = stamp;
    at += size;
    mark[at + (g ^ G[b + 2]!)] = stamp;
    at += size;
    mark[at + (g ^ G[b + 3]!)] = stamp;
    at += size;
    mark[at + (g ^ G[b + 4]!)] = stamp;
    at += size;
    mark[at + (g ^ G[b + 5]!)] = stamp;
    at += size;
    mark[at + (g ^ G[b + 6]!)] = stamp;
    at += size;
    mark[at + (g ^ G[b + 7]!)] = stamp;
  }
}

/**
 * The first `a` from `from` to `to` whose pair (a, rest - a) has a value flagged with `stamp` in `wanted`, or
 * `to + 1` when there is none. The witness scan's hot loop.
 */
export function findWanted(G: Uint16Array, from: number, to: number, rest: number, wanted: Uint32Array, stamp: number): number {
  for (let a = from; a <= to; a++) if (wanted[G[a]! ^ G[rest - a]!] === stamp) return a;
  return to + 1;
}
