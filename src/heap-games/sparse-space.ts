// The sparse-space method for rules that split a heap into two (Winning Ways, "Sparse space spells speed";
// Flammenkamp's tables of octal games): the Grundy value of heap n in O(rare heaps) time, verified. Internal.
/* eslint-disable @typescript-eslint/no-non-null-assertion -- every `!` reads a typed array or a list at an index below its length, checked by the loop bounds */

import { leavesUnequal } from './code.js';
import { BATCH, countBelow, findWanted, markRarePairs, markRarePairsBatch, parity } from './sparse-loops.js';

/** How many interleaved lanes the witness scan of {@link SparseSpace} walks (see its `scan`). */
const SCAN_LANES = 32;
/** How many consecutive pairs the scan takes from a lane at a time: a few cache lines, not one value each. */
const SCAN_BLOCK = 16;

/** The largest value {@link SparseSpace} stores (its copy of the values is a `Uint16Array`).
 *
 * @category Heap games
 */
export const SPARSE_MAX_VALUE = 0xffff;

/**
 * The split moves of a rule, as {@link SparseSpace.value} reads them: the removal sizes `k` whose digit leaves
 * two heaps, in increasing order, and those digits (for the `!` and `?` marks).
 *
 * @category Heap games
 */
export interface Splits {
  readonly ks: readonly number[];
  readonly digits: readonly number[];
}

/**
 * The sparse-space method. Fix a bit mask and call a value *common* when `value & mask` has an odd number of
 * 1 bits and *rare* otherwise. That parity is linear over XOR, so the XOR of two values is common exactly when
 * one is rare and the other common. A heap is *rare* when its value is rare (in the domain mode, when the
 * parity equals that of `n - t`, `t` the removal size of every split, so that the classes also alternate with
 * the heap's size). In the games where the method pays, rare heaps are few (Grundy's game: 1273 below 2^17,
 * the last at 82860), so:
 *
 * - Every option value of the *cheap* class (common, or its domain-mode counterpart) comes from a pair with
 *   exactly one rare heap: pairing each rare heap with the rest lists all of them in O(rare) time (one pass
 *   over the rare heaps serves {@link BATCH} consecutive heaps at once). The smallest cheap value that is not
 *   an option, `candidate`, is therefore exact: a negative fact proved by an exhaustive pass that only ranges
 *   over rare heaps.
 * - Every value of the other class below `candidate` must also be an option for the Grundy value to be
 *   `candidate`. These are positive facts: one pair (a *witness*) proves each, and pairs of two common heaps
 *   are abundant. A scan over the pairs looks for all of them at once and stops as soon as each has one.
 *   (Trying first the witnesses of the last few heaps, moved up to this heap, was tried: it found most of
 *   the values, but seldom the last one, so it cost more than the scan it saved.)
 * - If the scan ends with a value still missing, it has gone over every pair, so that value is no option:
 *   the Grundy value is then the smallest such value, a rare one. No value is ever assumed; a poor mask only
 *   makes this slower, never wrong.
 *
 * @category Heap games
 */
export class SparseSpace {
  /** The values so far, as 16 bits: half the memory traffic of the 32-bit table in the inner loops. */
  private compact: Uint16Array;
  private readonly mask: number;
  private readonly domain: number;
  private readonly splitParity: number;
  /** maskParity[v] is the parity of the bits of `v & mask`, for every v below the mark size. */
  private maskParity = new Uint8Array(0);
  private rare = new Int32Array(64);
  private rareCount = 0;
  /** wanted[v] === stamp while the scan of the heap with that stamp looks for a witness of v. */
  private wanted = new Uint32Array(0);
  private size = 0;
  /** The marks of the heaps of the current batch: {@link BATCH} segments of `size` entries, one per heap. */
  private marks = new Uint32Array(0);
  private segments: Uint32Array[] = [];
  private batchStart = 0;
  private batchLength = 0;
  /** The marks of the heap last passed to {@link SparseSpace.begin}. */
  current: Uint32Array = new Uint32Array(0);
  /**
   * The steps done so far: pairs marked or tested, counted a range at a time (never inside the hot loops), so
   * the caller can hold the work to its limit.
   */
  work = 0;

  /**
   * @param values - the values of heaps `0 … length-1`, each at most {@link SPARSE_MAX_VALUE}.
   * @param size - the size of the mark array (a power of two above every value and every option value).
   */
  constructor(mask: number, domain: number, splitParity: number, values: Uint32Array, length: number, size: number) {
    this.mask = mask;
    this.domain = domain;
    this.splitParity = splitParity;
    this.compact = new Uint16Array(Math.max(64, values.length));
    this.resize(size);
    for (let n = 0; n < length; n++) this.push(n, values[n]!);
  }

  /** Makes room for values and option values below `size` (a power of two, never smaller than before). */
  resize(size: number): void {
    if (size <= this.size) return;
    // The marks of the batch's heaps not computed yet are kept: its pass over the rare heaps is not repeated.
    const { marks, size: before } = this;
    this.marks = new Uint32Array(size * BATCH);
    for (let j = 0; j < BATCH && before > 0; j++) this.marks.set(marks.subarray(j * before, (j + 1) * before), j * size);
    this.segments = Array.from({ length: BATCH }, (_, j) => this.marks.subarray(j * size, (j + 1) * size));
    this.size = size;
    this.maskParity = new Uint8Array(size);
    for (let v = 0; v < size; v++) this.maskParity[v] = parity(v & this.mask);
    this.wanted = new Uint32Array(size);
  }

  /** Records the value of heap n (heaps are pushed in order, from 0). */
  push(n: number, value: number): void {
    if (n >= this.compact.length) {
      const grown = new Uint16Array(this.compact.length * 2);
      grown.set(this.compact);
      this.compact = grown;
    }
    this.compact[n] = value;
    if (n > 0 && this.maskParity[value] === (this.domain & (n + this.splitParity))) {
      if (this.rareCount === this.rare.length) {
        const grown = new Int32Array(this.rare.length * 2);
        grown.set(this.rare);
        this.rare = grown;
      }
      this.rare[this.rareCount++] = n;
    }
  }

  /**
   * Starts heap n (heaps come in order; `count` is how many the caller computes now) and returns the stamp
   * its marks carry; the marks are in {@link SparseSpace.current}. Heaps are taken in batches of
   * {@link BATCH}: the first heap of a batch marks, for all of them in one pass, the pairs of a rare heap with
   * a heap already known; {@link SparseSpace.value} adds the few pairs that need a heap of the batch. Each
   * segment gets a new stamp, the batch's first heap plus one, at each batch.
   */
  begin(n: number, count: number, splits: Splits): number {
    if (n >= this.batchStart + this.batchLength) {
      this.batchStart = n;
      this.batchLength = count - n >= BATCH ? BATCH : 1;
      this.markBatch(splits);
    }
    this.current = this.segments[n - this.batchStart]!;
    return this.batchStart + 1;
  }

  /**
   * Marks, for each heap n + j of the batch (n its first heap), the pairs (r, rest + j - r) of each split,
   * `rest = n - k`, with r rare and both heaps known: `r` from `max(1, length - k)` up (so that
   * `rest + j - r < n`) to below `rest` (so that `r < n`).
   */
  private markBatch(splits: Splits): void {
    const { compact: G, rare, rareCount, marks, size, batchStart: n, batchLength: length } = this;
    const { ks, digits } = splits;
    const stamp = n + 1;
    const markRange = (from: number, to: number, rest: number): void => {
      if (to > from) this.work += (to - from) * length;
      if (length === BATCH) markRarePairsBatch(G, rare, from, to, rest, marks, size, stamp);
      else markRarePairs(G, rare, from, to, rest, marks, stamp);
    };
    for (let index = 0; index < ks.length; index++) {
      const k = ks[index]!;
      const rest = n - k;
      if (rest < 2) break;
      const from = countBelow(rare, rareCount, Math.max(1, length - k));
      const to = countBelow(rare, rareCount, rest);
      if (!leavesUnequal(digits[index]!)) {
        markRange(from, to, rest);
        continue;
      }
      // The two heaps must differ: the rare heaps that are half of some heap's rest, (rest + j) / 2, are
      // paired one heap at a time, each skipping the heap it is half of.
      const low = Math.max(from, countBelow(rare, to, (rest + 1) >> 1));
      const high = Math.max(low, countBelow(rare, to, ((rest + length - 1) >> 1) + 1));
      this.work += (high - low) * length;
      markRange(from, low, rest);
      for (let i = low; i < high; i++) {
        const r = rare[i]!;
        for (let j = 0; j < length; j++) if (rest + j !== 2 * r) marks[j * size + (G[r]! ^ G[rest + j - r]!)] = stamp;
      }
      markRange(high, to, rest);
    }
  }

  /**
   * Marks the pairs (r, rest - r) of heap m with r rare in `[low, high)` (`high <= rest`) that the batch's
   * pass left out: those with a heap of the batch, and those too close to the batch to take part in it.
   */
  private markPairsBetween(low: number, high: number, rest: number, unequal: boolean, mark: Uint32Array, stamp: number): void {
    const { compact: G, rare, rareCount } = this;
    const first = countBelow(rare, rareCount, low);
    let i = first;
    for (; i < rareCount; i++) {
      const r = rare[i]!;
      if (r >= high) break;
      if (unequal && 2 * r === rest) continue;
      mark[G[r]! ^ G[rest - r]!] = stamp;
    }
    this.work += i - first;
  }

  /**
   * The Grundy value of heap n, after {@link SparseSpace.begin}. `mark` already has `stamp` at the values of
   * the moves that leave 0 or 1 heaps; this marks split option values (only as many as it needs) and returns
   * the mex. `splits` lists every split with `k <= n` (it may list more).
   */
  value(n: number, stamp: number, mark: Uint32Array, splits: Splits): number {
    const { maskParity, batchStart, batchLength: length } = this;
    const { ks, digits } = splits;
    // Every cheap option value: a rare heap r paired with rest - r (pairs of two rare heaps come along too).
    // The batch's pass has marked most pairs; the rest are near its ends.
    for (let index = 0; index < ks.length && length > 1; index++) {
      const k = ks[index]!;
      if (k > n) break;
      const rest = n - k;
      const unequal = leavesUnequal(digits[index]!);
      this.markPairsBetween(1, Math.min(length - k, rest), rest, unequal, mark, stamp);
      this.markPairsBetween(Math.max(1, batchStart - k), rest, rest, unequal, mark, stamp);
    }
    // A pair of heaps of one class gives a value of parity `domain & rest`, a mixed pair the other parity;
    // all splits remove sizes of one parity in the domain mode, so `cheap` is the same for every split.
    const cheap = 1 ^ (this.domain & (n + this.splitParity));
    const wanted = this.wanted;
    let need = 0;
    let candidate = 0;
    for (; candidate < mark.length; candidate++) {
      if (mark[candidate] === stamp) continue;
      if (maskParity[candidate] === cheap) break;
      wanted[candidate] = stamp;
      need++;
    }
    this.work += candidate;
    if (need === 0) return candidate;
    if (this.scan(n, stamp, mark, splits, candidate, need) === 0) return candidate;
    // The scan has seen every pair: the values it did not find are no options (this heap is rare), and every
    // other value below the candidate is marked.
    let v = 0;
    while (mark[v] === stamp) v++;
    return v;
  }

  /**
   * Looks for a witness of each of the `need` values flagged in `wanted` (the values below `below` still
   * unmarked), and marks those it finds; returns how many it did not find (then it has seen every pair: those
   * values are no options). With the values flagged, a pair costs one test whatever its value, and marking
   * only what is found leaves nothing to undo. `wanted` is clear again when it returns. Each split's pairs
   * `(a, rest - a)`, `a <= rest - a`, are visited in {@link SCAN_LANES} interleaved lanes: the range of `a` is
   * cut into that many equal stretches and {@link SCAN_BLOCK} consecutive pairs are taken from each in turn.
   * The values missing here are the ones few pairs give, and spreading the scan over the whole range finds the
   * last of them sooner: in Grundy's game below 2^18 about 1,500 pairs per scan, against 3,000 from `a = 1`
   * up (and more from the middle out). The lanes cover every `a` once.
   */
  private scan(n: number, stamp: number, mark: Uint32Array, splits: Splits, below: number, need: number): number {
    const { compact: G, wanted } = this;
    const { ks, digits } = splits;
    let missing = need;
    for (let index = 0; index < ks.length; index++) {
      const k = ks[index]!;
      if (k > n) break;
      const rest = n - k;
      const unequal = leavesUnequal(digits[index]!);
      let high = rest >> 1;
      if (unequal && 2 * high === rest) high--;
      const width = Math.ceil(high / SCAN_LANES);
      const lanes = width === 0 ? 0 : Math.ceil(high / width);
      for (let offset = 0; offset < width; offset += SCAN_BLOCK) {
        const stop = Math.min(offset + SCAN_BLOCK, width) - 1;
        // The pairs of this round, a block from each lane: counted ahead, once, not inside the scan.
        this.work += (stop - offset + 1) * lanes;
        for (let lane = 1; lane <= high; lane += width) {
          const last = Math.min(lane + stop, high);
          for (let a = lane + offset; a <= last; a++) {
            a = findWanted(G, a, last, rest, wanted, stamp);
            if (a > last) break;
            const x = G[a]! ^ G[rest - a]!;
            wanted[x] = 0;
            mark[x] = stamp;
            if (--missing === 0) return 0;
          }
        }
      }
    }
    for (let v = 0; v < below; v++) wanted[v] = 0;
    return missing;
  }
}
