// Exact misère search of the sums that hold the newest heap, for the quotient computation: positions are
// sorted lists of heaps, remembered by a hash updated move by move (the profile of Kayles showed building
// and hashing text keys costing most of the time). Internal: ./misere-quotient.ts calls it.

import { OutOfWork, productOf, type BipartiteMonoid, type WorkMeter } from './misere-monoid.js';

/** What the search reads: each heap's moves (as the heaps they leave), and the quotient proved for smaller heaps. */
export interface SearchView {
  readonly leaves: readonly (readonly (readonly number[])[])[];
  readonly monoid: BipartiteMonoid;
  readonly phi: readonly number[];
}

/** Hashes are sums of per-heap codes modulo 2^48 (exact in doubles); equal hashes are checked heap by heap. */
const MODULUS = 2 ** 48;

/** A fixed pseudo-random 24-bit number (a 32-bit integer hash, truncated; seeds are below 2^18, as heaps are at most 2^16). */
function mix(seed: number): number {
  let x = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 8;
}

/** The code of a heap size in a position's hash. */
function heapCode(heap: number): number {
  return mix(2 * heap + 1) * 2 ** 24 + mix(2 * heap + 2);
}

/** The hash of a list of heaps. */
function hashOf(heaps: readonly number[]): number {
  let hash = 0;
  for (const heap of heaps) hash = (hash + heapCode(heap)) % MODULUS;
  return hash;
}

function sameHeaps(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

interface Solved {
  readonly heaps: readonly number[];
  readonly wins: boolean;
}

/** Exact outcomes of positions (sorted lists of heaps), found by hash and confirmed heap by heap. */
export class PositionMemo {
  readonly #byHash = new Map<number, Solved[]>();
  #size = 0;

  get size(): number {
    return this.#size;
  }

  clear(): void {
    this.#byHash.clear();
    this.#size = 0;
  }

  /** Whether some position with this hash is remembered (a quick test before a position is built). */
  has(hash: number): boolean {
    return this.#byHash.has(hash);
  }

  get(heaps: readonly number[], hash: number): boolean | undefined {
    const bucket = this.#byHash.get(hash);
    if (bucket === undefined) return undefined;
    for (const solved of bucket) if (sameHeaps(solved.heaps, heaps)) return solved.wins;
    return undefined;
  }

  set(heaps: readonly number[], hash: number, wins: boolean): void {
    const bucket = this.#byHash.get(hash);
    if (bucket === undefined) this.#byHash.set(hash, [{ heaps, wins }]);
    else bucket.push({ heaps, wins });
    this.#size++;
  }
}

const hasMove = (view: SearchView, heap: number): boolean => (view.leaves[heap]?.length ?? 0) > 0;

/** The position a move leaves: `live` (sorted) without heap `index`, with the heaps of `leave` that have a move, sorted. */
function afterMove(view: SearchView, live: readonly number[], index: number, leave: readonly number[]): number[] {
  const next = live.slice(0, index).concat(live.slice(index + 1));
  for (const heap of leave) {
    if (!hasMove(view, heap)) continue;
    let at = next.length;
    while (at > 0 && (next[at - 1] ?? 0) > heap) at--;
    next.splice(at, 0, heap);
  }
  return next;
}

/** The outcome of a position (sorted, every heap with a move) told without search, if it can be: empty, below `n`, or remembered. */
function knownWins(live: readonly number[], hash: number, n: number, view: SearchView, memo: PositionMemo): boolean | undefined {
  if (live.length === 0) return true;
  if (live[live.length - 1] !== n) {
    const { monoid, phi } = view;
    return monoid.p[productOf(monoid, (heap) => phi[heap] ?? 0, live)] !== 1;
  }
  return memo.get(live, hash);
}

function searchSorted(live: readonly number[], hash: number, n: number, view: SearchView, memo: PositionMemo, meter: WorkMeter): boolean {
  const known = knownWins(live, hash, n, view, memo);
  if (known !== undefined) return known;
  // Moves not told at once, kept as (heap index, leave, hash): most are never built (a sibling wins first).
  const unknown: { index: number; leave: readonly number[]; hash: number }[] = [];
  const copiesOfN = live.length - live.indexOf(n);
  let wins = false;
  for (let index = 0; index < live.length && !wins; index++) {
    const heap = live[index] ?? 0;
    if (index > 0 && heap === live[index - 1]) continue;
    const without = (hash - heapCode(heap) + MODULUS) % MODULUS;
    // Only the move on the last heap of n leaves a position told by the quotient.
    const leavesBelow = heap === n && copiesOfN === 1;
    for (const leave of view.leaves[heap] ?? []) {
      meter.spent += live.length;
      if (meter.spent > meter.limit) throw new OutOfWork('maxWork');
      let nextHash = without;
      for (const part of leave) if (hasMove(view, part)) nextHash = (nextHash + heapCode(part)) % MODULUS;
      const told = leavesBelow || memo.has(nextHash) ? knownWins(afterMove(view, live, index, leave), nextHash, n, view, memo) : undefined;
      if (told === false) {
        wins = true;
        break;
      }
      if (told === undefined) unknown.push({ index, leave, hash: nextHash });
    }
  }
  for (let i = 0; i < unknown.length && !wins; i++) {
    const { index, leave, hash: nextHash } = unknown[i] ?? { index: 0, leave: [], hash: 0 };
    wins = !searchSorted(afterMove(view, live, index, leave), nextHash, n, view, memo, meter);
  }
  memo.set(live, hash, wins);
  return wins;
}

/**
 * The exact misère outcome of `heaps` (whether the player to move wins), where heaps below `n` are told by the
 * quotient already proved for them: only positions that still hold a heap of `n` are searched. Every move is
 * first looked at without search (a position below `n`, or one already solved): one that reaches a known
 * P-position wins at once, and only the others are searched. Throws {@link OutOfWork} past the meter's limit.
 */
export function searchWins(heaps: readonly number[], n: number, view: SearchView, memo: PositionMemo, meter: WorkMeter): boolean {
  const live = heaps.filter((heap) => hasMove(view, heap)).sort((a, b) => a - b);
  return searchSorted(live, hashOf(live), n, view, memo, meter);
}
