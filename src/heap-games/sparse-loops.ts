// The hot loops of the sparse-space method (sparse-space.ts), each in a small function of its own so the
// engine compiles and optimizes it on its own, and in one copy per width of the values (8 and 16 bits), so each
// loop reads one kind of typed array only. Internal.
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
export function markRarePairs8(G: Uint8Array, rare: Int32Array, from: number, to: number, rest: number, mark: Uint32Array, stamp: number): void {
  for (let i = from; i < to; i++) {
    const r = rare[i]!;
    mark[G[r]! ^ G[rest - r]!] = stamp;
  }
}

/**
 * {@link markRarePairs8} for the {@link BATCH} heaps whose rests are `rest … rest + BATCH - 1` at once: the
 * pair (r, rest + j - r) is marked in segment j of `mark` (entries `j * size … (j + 1) * size - 1`). One
 * pass reads each rare heap and its value once for all of them, and the partners `rest + j - r` share a cache
 * line, which makes it about four times as fast as {@link BATCH} single passes. Unrolled by hand: a loop
 * over j here would cost more than it saves. The caller keeps every `rest + j - r` below the heaps not yet
 * known.
 */
export function markRarePairsBatch8(G: Uint8Array, rare: Int32Array, from: number, to: number, rest: number, mark: Uint32Array, size: number, stamp: number): void {
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
export function findWanted8(G: Uint8Array, from: number, to: number, rest: number, wanted: Uint32Array, stamp: number): number {
  let a = from;
  // Four pairs a step: the loop's own cost is a good part of a pair's.
  for (let b = rest - a; a + 3 <= to; a += 4, b -= 4) {
    if (wanted[G[a]! ^ G[b]!] === stamp) return a;
    if (wanted[G[a + 1]! ^ G[b - 1]!] === stamp) return a + 1;
    if (wanted[G[a + 2]! ^ G[b - 2]!] === stamp) return a + 2;
    if (wanted[G[a + 3]! ^ G[b - 3]!] === stamp) return a + 3;
  }
  for (; a <= to; a++) if (wanted[G[a]! ^ G[rest - a]!] === stamp) return a;
  return to + 1;
}

/** Marks, with `stamp`, the value of every pair (r, rest - r) for the rare heaps `r = rare[from … to-1]`. */
export function markRarePairs16(G: Uint16Array, rare: Int32Array, from: number, to: number, rest: number, mark: Uint32Array, stamp: number): void {
  for (let i = from; i < to; i++) {
    const r = rare[i]!;
    mark[G[r]! ^ G[rest - r]!] = stamp;
  }
}

/**
 * {@link markRarePairs16} for the {@link BATCH} heaps whose rests are `rest … rest + BATCH - 1` at once: the
 * pair (r, rest + j - r) is marked in segment j of `mark` (entries `j * size … (j + 1) * size - 1`). One
 * pass reads each rare heap and its value once for all of them, and the partners `rest + j - r` share a cache
 * line, which makes it about four times as fast as {@link BATCH} single passes. Unrolled by hand: a loop
 * over j here would cost more than it saves. The caller keeps every `rest + j - r` below the heaps not yet
 * known.
 */
export function markRarePairsBatch16(G: Uint16Array, rare: Int32Array, from: number, to: number, rest: number, mark: Uint32Array, size: number, stamp: number): void {
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
export function findWanted16(G: Uint16Array, from: number, to: number, rest: number, wanted: Uint32Array, stamp: number): number {
  let a = from;
  // Four pairs a step: the loop's own cost is a good part of a pair's.
  for (let b = rest - a; a + 3 <= to; a += 4, b -= 4) {
    if (wanted[G[a]! ^ G[b]!] === stamp) return a;
    if (wanted[G[a + 1]! ^ G[b - 1]!] === stamp) return a + 1;
    if (wanted[G[a + 2]! ^ G[b - 2]!] === stamp) return a + 2;
    if (wanted[G[a + 3]! ^ G[b - 3]!] === stamp) return a + 3;
  }
  for (; a <= to; a++) if (wanted[G[a]! ^ G[rest - a]!] === stamp) return a;
  return to + 1;
}

/**
 * Marks, with `stamp`, the value of every pair (a, rest + j - a) for `a = from … to` and the {@link BATCH}
 * heaps j of a batch, in segment j of `mark` (as {@link markRarePairsBatch8}, over a range of `a`): the
 * witness scan's first blocks, done for the whole batch at once (see SparseSpace's `markBatch`).
 */
export function markPairsBatch8(G: Uint8Array, from: number, to: number, rest: number, mark: Uint32Array, size: number, stamp: number): void {
  for (let a = from; a <= to; a++) {
    const g = G[a]!;
    const b = rest - a;
    mark[g ^ G[b]!] = stamp;
    mark[size + (g ^ G[b + 1]!)] = stamp;
    mark[2 * size + (g ^ G[b + 2]!)] = stamp;
    mark[3 * size + (g ^ G[b + 3]!)] = stamp;
    mark[4 * size + (g ^ G[b + 4]!)] = stamp;
    mark[5 * size + (g ^ G[b + 5]!)] = stamp;
    mark[6 * size + (g ^ G[b + 6]!)] = stamp;
    mark[7 * size + (g ^ G[b + 7]!)] = stamp;
  }
}

/**
 * Marks, with `stamp`, the value of every pair (a, rest + j - a) for `a = from … to` and the {@link BATCH}
 * heaps j of a batch, in segment j of `mark` (as {@link markRarePairsBatch16}, over a range of `a`): the
 * witness scan's first blocks, done for the whole batch at once (see SparseSpace's `markBatch`).
 */
export function markPairsBatch16(G: Uint16Array, from: number, to: number, rest: number, mark: Uint32Array, size: number, stamp: number): void {
  for (let a = from; a <= to; a++) {
    const g = G[a]!;
    const b = rest - a;
    mark[g ^ G[b]!] = stamp;
    mark[size + (g ^ G[b + 1]!)] = stamp;
    mark[2 * size + (g ^ G[b + 2]!)] = stamp;
    mark[3 * size + (g ^ G[b + 3]!)] = stamp;
    mark[4 * size + (g ^ G[b + 4]!)] = stamp;
    mark[5 * size + (g ^ G[b + 5]!)] = stamp;
    mark[6 * size + (g ^ G[b + 6]!)] = stamp;
    mark[7 * size + (g ^ G[b + 7]!)] = stamp;
  }
}
