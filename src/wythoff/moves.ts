// The moves of Wythoff's game for the play engine: how many there are, the i-th in the documented order, and the
// action numbering, all without listing them (a position may have more moves than fit in a list).
//
// Order: the takes of 1, 2, ..., x from the first heap; then 1, 2, ..., y from the second; then the moves on
// both heaps, (k, l) with k >= 1, l >= 1, |k − l| < a, by k and then by l.
import type { WythoffMove } from './options.js';

/** Moves on both heaps from (x, y): pairs (k, l) in [1, x] × [1, y] with |k − l| < a (exact when safe). */
function bothCount(x: number, y: number, a: number): number {
  if (a === 1) return Math.min(x, y);
  // Every pair but those with l − k >= a or k − l >= a. Each term is at most x·y, exact when that is safe.
  if (x * y <= Number.MAX_SAFE_INTEGER) return x * y - beyond(x, y, a) - beyond(y, x, a);
  const [bigX, bigY, bigA] = [BigInt(x), BigInt(y), BigInt(a)];
  return Number(bigX * bigY - beyondBig(bigX, bigY, bigA) - beyondBig(bigY, bigX, bigA));
}

/** Pairs (k, l) in [1, x] × [1, y] with l − k >= a: Σ_{k=1}^{m} (t + 1 − k) = m(2t + 1 − m)/2, t = y − a, m = min(x, t). */
function beyond(x: number, y: number, a: number): number {
  const t = y - a;
  if (t <= 0) return 0;
  const m = Math.min(x, t);
  // Halve the even factor first, so that no product exceeds the (safe) result's double.
  return m % 2 === 0 ? (m / 2) * (2 * t + 1 - m) : m * ((2 * t + 1 - m) / 2);
}

function beyondBig(x: bigint, y: bigint, a: bigint): bigint {
  const t = y - a;
  if (t <= 0n) return 0n;
  const m = x < t ? x : t;
  return (m * (2n * t + 1n - m)) / 2n;
}

/** The number of legal moves at (x, y). */
export function moveCountAt(x: number, y: number, a: number): number {
  return x + y + bothCount(x, y, a);
}

/** The move at `index` (0 to moveCountAt − 1) of the documented order. */
export function moveAtIndex(x: number, y: number, a: number, index: number): WythoffMove {
  if (index < x) return { first: index + 1, second: 0 };
  if (index < x + y) return { first: 0, second: index - x + 1 };
  const rank = index - x - y;
  if (a === 1) return { first: rank + 1, second: rank + 1 };
  // The smallest k whose moves on both heaps, counted up to k, pass rank: bisection, O(log x) counts.
  let low = 1;
  let high = x;
  while (low < high) {
    const middle = low + Math.floor((high - low) / 2);
    if (bothCount(middle, y, a) > rank) high = middle;
    else low = middle + 1;
  }
  const second = Math.max(1, low - a + 1) + rank - bothCount(low - 1, y, a);
  return { first: low, second };
}

/**
 * The action numbering of a game started at (x, y): takes from the first heap are 0 to x − 1, takes from the
 * second x to x + y − 1, and a move (k, l) on both heaps is x + y + (k − 1)(2w − 1) + (l − k + w − 1), where
 * w = min(a, max(x, y)) bounds |k − l| + 1. Ids grow along the move order.
 */
export class ActionNumbering {
  readonly #x: number;
  readonly #y: number;
  /** 2w − 1: the ids of one k on both heaps. */
  readonly #width: number;
  readonly #reach: number;
  /** x + y + x(2w − 1), a safe integer when `isSafe`. */
  readonly count: number;

  constructor(x: number, y: number, a: number) {
    this.#x = x;
    this.#y = y;
    this.#reach = Math.max(1, Math.min(a, Math.max(x, y))) - 1;
    this.#width = 2 * this.#reach + 1;
    this.count = x + y + x * this.#width;
  }

  /** Whether every id is a safe integer (a float count past 2^53 − 1 is at least 2^53: never a false yes). */
  get isSafe(): boolean {
    return this.count <= Number.MAX_SAFE_INTEGER;
  }

  actionOf({ first, second }: WythoffMove): number {
    if (second === 0) return first - 1;
    if (first === 0) return this.#x + second - 1;
    return this.#x + this.#y + (first - 1) * this.#width + (second - first + this.#reach);
  }

  moveOfAction(id: number): WythoffMove | undefined {
    if (id < this.#x) return { first: id + 1, second: 0 };
    if (id < this.#x + this.#y) return { first: 0, second: id - this.#x + 1 };
    const rank = id - this.#x - this.#y;
    const offset = rank % this.#width;
    const first = (rank - offset) / this.#width + 1;
    const second = first + offset - this.#reach;
    return first <= this.#x && second >= 1 && second <= this.#y ? { first, second } : undefined;
  }
}
