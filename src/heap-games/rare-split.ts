// The rare/common split of the sparse-space method chosen from the data: for every mask at once, how many
// heaps it leaves rare, by a Walsh–Hadamard transform of the histogram of values. Public (RUNS's census reads
// it) and used by the engine (./grundy.ts) as its values arrive.
/* eslint-disable @typescript-eslint/no-non-null-assertion -- every `!` reads a typed array at an index below its length, checked by the loop bounds */

import { describeValue } from '../internal/integers.js';
import { parity } from './sparse-loops.js';

/**
 * A rare/common split of Grundy values (the sparse-space method's, Flammenkamp's tables'): heap `n` with value
 * `G(n)` is *rare* when `popcount(G(n) & mask)` is even (the range type), or, in the positional type, when
 * that parity equals the parity of `n - t` (`t` the parity shared by every split's removal size).
 *
 * @example
 * ```ts
 * const split: RareSplit = chooseRareSplit(HeapGame.parse('4!').grundyValues(4096), 4096, -1);
 * split.mask; // 126: every bit but the lowest of values below 128
 * ```
 *
 * @category Heap games
 */
export interface RareSplit {
  /** The mask, from 1 to `2^bits - 1`, `bits` the bit length of the largest value (at least 1). */
  readonly mask: number;
  /** Whether the parity of the heap's size joins the split (the positional type). */
  readonly positional: boolean;
  /** How many heaps of `0 … length-1` are rare, heap 0 included (as Flammenkamp's tables count). */
  readonly rareCount: number;
  /** The last rare heap below `length`, or -1 when none is. */
  readonly lastRare: number;
}

/**
 * The largest bit length of the values {@link chooseRareSplit} takes: its transform has `2^bits` entries
 * (2^24 entries: 64 MiB of `Int32Array` for each of its two transforms at most).
 *
 * @example
 * ```ts
 * RARE_SPLIT_MAX_BITS;                                  // 24
 * chooseRareSplit(Uint32Array.of(0, 2 ** 24), 2, -1);   // RangeError: values[1] must be a whole number from 0 to 2^24 - 1, …
 * ```
 *
 * @category Heap games
 */
export const RARE_SPLIT_MAX_BITS = 24;

/**
 * The Walsh–Hadamard transform, in place: `h[m]` becomes `Σ_v h[v] · (-1)^popcount(v & m)`. `h` is an
 * `Int32Array` whose length is a power of two up to 2^{@link RARE_SPLIT_MAX_BITS} (what {@link chooseRareSplit}
 * transforms); O(length · log length). Exact: the entries' absolute values may add up to at most 2^31 - 1, so
 * every partial sum stays within int32 (histograms of fewer than 2^31 heaps).
 *
 * @throws `TypeError` when `h` is not an `Int32Array`; `RangeError` when its length is not a power of two
 * from 1 to 2^24, or its entries' absolute values add up to more than 2^31 - 1 (checked before any change).
 * @example
 * ```ts
 * const h = Int32Array.of(3, 1); walshHadamard(h); // Int32Array [4, 2]
 * walshHadamard(Int32Array.of(1, 2, 3));          // RangeError: h.length must be a power of two from 1 to 2^24, got 3
 * ```
 *
 * @category Heap games
 */
export function walshHadamard(h: Int32Array): void {
  if (!(h instanceof Int32Array)) throw new TypeError(`h must be an Int32Array, got ${describeValue(h)}`);
  const size = h.length;
  if (size < 1 || size > 2 ** RARE_SPLIT_MAX_BITS || (size & (size - 1)) !== 0) throw new RangeError(`h.length must be a power of two from 1 to 2^${RARE_SPLIT_MAX_BITS}, got ${size}`);
  let total = 0;
  for (let v = 0; v < size; v++) total += Math.abs(h[v]!);
  if (total > 2 ** 31 - 1) throw new RangeError(`h's entries add up to ${total} in absolute value, more than 2^31 - 1: the transform would overflow int32`);
  transform(h);
}

/** {@link walshHadamard} without its checks: `h.length` a power of two, partial sums within int32. */
function transform(h: Int32Array): void {
  const size = h.length;
  for (let half = 1; half < size; half <<= 1) {
    for (let start = 0; start < size; start += half << 1) {
      for (let i = start; i < start + half; i++) {
        const a = h[i]!;
        const b = h[i + half]!;
        h[i] = a + b;
        h[i + half] = a - b;
      }
    }
  }
}

/**
 * The best split from histograms of the values: `byParity[0][v]` and `byParity[1][v]` count the heaps with
 * value `v` whose `n - t` is even and odd (put every heap in `byParity[0]` when the positional type does not
 * apply, and pass `positionalAllowed` false). Both have `2^bits` entries. With `N` heaps, a mask `m` leaves
 * `(N + W(h0 + h1)[m]) / 2` heaps rare in the range type and `(N + W(h0 - h1)[m]) / 2` in the positional type
 * (`W` the transform of {@link walshHadamard}): `W(h)[m]` counts the heaps of even `popcount(v & m)` less the
 * others. Ties go to the range type, then to the smaller mask. `lastRare` is left to the caller (-1 here).
 *
 * @example
 * ```ts
 * splitFromHistograms([Int32Array.of(2, 0, 0, 1), new Int32Array(4)], 2, false); // { mask: 1, ... rareCount: 2 }
 * ```
 *
 * @category Heap games
 */
export function splitFromHistograms(byParity: readonly [Int32Array, Int32Array], bits: number, positionalAllowed: boolean): RareSplit {
  const size = 2 ** bits;
  const [even, odd] = byParity;
  const sum = new Int32Array(size);
  let total = 0;
  for (let v = 0; v < size; v++) {
    sum[v] = even[v]! + odd[v]!;
    total += sum[v]!;
  }
  transform(sum);
  let mask = 1;
  let best = sum[1]!;
  for (let m = 2; m < size; m++) {
    if (sum[m]! < best) {
      best = sum[m]!;
      mask = m;
    }
  }
  let positional = false;
  if (positionalAllowed) {
    const difference = sum;
    for (let v = 0; v < size; v++) difference[v] = even[v]! - odd[v]!;
    transform(difference);
    for (let m = 1; m < size; m++) {
      // Strictly fewer: a tie keeps the range type.
      if (difference[m]! < best) {
        best = difference[m]!;
        mask = m;
        positional = true;
      }
    }
  }
  return { mask, positional, rareCount: (total + best) / 2, lastRare: -1 };
}

/**
 * Whether heap `n` with value `value` is rare under a split (`t` the split parity, read when positional).
 *
 * @example
 * ```ts
 * isRareHeap(6, 10, 254, false, -1); // true: 6 & 254 has two 1 bits
 * ```
 */
export function isRareHeap(value: number, n: number, mask: number, positional: boolean, t: number): boolean {
  const even = parity(value & mask) === 0;
  return positional ? (even ? 0 : 1) === ((n - t) & 1) : even;
}

/**
 * The rare/common split with the fewest rare heaps among heaps `0 … length-1` whose values are `values`: the
 * mask `m` (`1 <= m < 2^bits`, `bits` the bit length of the largest value, at least 1) minimising the number
 * of rare heaps, for all masks at once by a Walsh–Hadamard transform of the histogram of values (of the pairs
 * (value, parity of `n - t`) for the positional type). Ties go to the range type, then to the smallest mask.
 * Rare heaps are counted from heap 0, as Flammenkamp's tables count them. O(length + 2^bits · bits) time,
 * O(2^bits) memory.
 *
 * @param values - Grundy values (any array-like of non-negative integers below 2^24).
 * @param length - How many of them to read: a whole number up to `values.length`.
 * @param splitParity - The parity (0 or 1) shared by the removal size of every split of the rule, so the
 * positional type applies; -1 when it does not (the splits remove sizes of both parities).
 * @returns `{ mask, positional, rareCount, lastRare }` (`lastRare` -1 when no heap is rare).
 * @throws `TypeError` for a `values` that is not array-like or a `length`/`splitParity` that is not a number;
 * `RangeError` for a `length` out of range, a `splitParity` other than -1, 0, 1, or a value that is not a whole
 * number below 2^24 (naming it: `values[12]`).
 * @example
 * ```ts
 * const values = HeapGame.parse('4!').grundyValues(1 << 14);
 * const split = chooseRareSplit(values, values.length, -1);
 * split.positional; // false
 * split.rareCount;  // the heaps of even popcount(G(n) & mask), heap 0 included
 * ```
 *
 * @category Heap games
 */
export function chooseRareSplit(values: ArrayLike<number>, length: number, splitParity: number): RareSplit {
  const given: unknown = values;
  if (typeof given !== 'object' || given === null || typeof (given as { length?: unknown }).length !== 'number') {
    throw new TypeError(`values must be an array or a typed array, got ${describeValue(values)}`);
  }
  if (typeof length !== 'number') throw new TypeError(`length must be a number, got ${describeValue(length)}`);
  if (!Number.isSafeInteger(length) || length < 0 || length > values.length) {
    throw new RangeError(`length must be a whole number from 0 to values.length (${values.length}), got ${describeValue(length)}`);
  }
  if (typeof splitParity !== 'number') throw new TypeError(`splitParity must be a number, got ${describeValue(splitParity)}`);
  if (splitParity !== -1 && splitParity !== 0 && splitParity !== 1) {
    throw new RangeError(`splitParity must be -1, 0 or 1, got ${describeValue(splitParity)}`);
  }
  const limit = 2 ** RARE_SPLIT_MAX_BITS;
  let largest = 0;
  for (let n = 0; n < length; n++) {
    const value = values[n];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value >= limit) {
      throw new RangeError(`values[${n}] must be a whole number from 0 to 2^${RARE_SPLIT_MAX_BITS} - 1, got ${describeValue(value)}`);
    }
    if (value > largest) largest = value;
  }
  const bits = Math.max(1, 32 - Math.clz32(largest));
  const even = new Int32Array(2 ** bits);
  const odd = new Int32Array(2 ** bits);
  const positionalAllowed = splitParity >= 0;
  for (let n = 0; n < length; n++) {
    const value = values[n]!;
    if (positionalAllowed && ((n - splitParity) & 1) === 1) odd[value]!++;
    else even[value]!++;
  }
  const split = splitFromHistograms([even, odd], bits, positionalAllowed);
  let lastRare = length - 1;
  while (lastRare >= 0 && !isRareHeap(values[lastRare]!, lastRare, split.mask, split.positional, splitParity)) lastRare--;
  return { ...split, lastRare };
}

/**
 * The histogram of the values computed so far, kept as they arrive, from which the engine (re)chooses its
 * split: {@link ValueHistogram.best} in O(2^bits · bits), {@link ValueHistogram.rareCountOf} in O(2^bits).
 * Internal.
 *
 * @example
 * ```ts
 * const histogram = new ValueHistogram(-1);
 * [0, 1, 1, 2].forEach((value, n) => histogram.add(n, value));
 * histogram.best(); // { mask: 1, positional: false, rareCount: 2, lastRare: -1 }
 * ```
 */
export class ValueHistogram {
  private even = new Int32Array(2);
  private odd = new Int32Array(2);
  /** The bit length of the largest value so far (at least 1). */
  bits = 1;
  private readonly splitParity: number;

  /** @param splitParity - as for {@link chooseRareSplit}: 0 or 1 for the positional type, -1 without it. */
  constructor(splitParity: number) {
    this.splitParity = splitParity;
  }

  /** Counts heap `n` of value `value` (below 2^{@link RARE_SPLIT_MAX_BITS}). */
  add(n: number, value: number): void {
    if (value >= this.even.length) {
      this.bits = 32 - Math.clz32(value);
      const even = new Int32Array(2 ** this.bits);
      const odd = new Int32Array(2 ** this.bits);
      even.set(this.even);
      odd.set(this.odd);
      this.even = even;
      this.odd = odd;
    }
    if (this.splitParity >= 0 && ((n - this.splitParity) & 1) === 1) this.odd[value]!++;
    else this.even[value]!++;
  }

  /** The split with the fewest rare heaps so far (`lastRare` is not tracked: -1). */
  best(): RareSplit {
    return splitFromHistograms([this.even, this.odd], this.bits, this.splitParity >= 0);
  }

  /** How many heaps so far are rare under a split (its mask read below 2^bits). */
  rareCountOf(mask: number, positional: boolean): number {
    const { even, odd } = this;
    let count = 0;
    for (let v = 0; v < even.length; v++) {
      const evenBits = parity(v & mask) === 0;
      count += positional ? (evenBits ? even[v]! : odd[v]!) : evenBits ? even[v]! + odd[v]! : 0;
    }
    return count;
  }
}
