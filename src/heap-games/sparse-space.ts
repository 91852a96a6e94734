// The sparse-space method for rules that split a heap into two (Winning Ways, "Sparse space spells speed";
// Flammenkamp's tables of octal games): the Grundy value of heap n in O(rare heaps) time, verified. Internal.
/* eslint-disable @typescript-eslint/no-non-null-assertion -- every `!` reads a typed array or a list at an index below its length, checked by the loop bounds */

import { leavesUnequal } from './code.js';
import { BATCH, countBelow, findWanted16, findWanted8, markPairsBatch16, markPairsBatch8, markRarePairs16, markRarePairs8, markRarePairsBatch16, markRarePairsBatch8, parity } from './sparse-loops.js';
import { MARKS, PLAN, RARE, WANTED, type SparseMemory } from './sparse-core.js';
import type { ValueStore } from './value-store.js';

/**
 * The numbers of interleaved lanes the witness scan of {@link SparseSpace} may walk (see its `scan`): which
 * finds witnesses soonest depends on the game (0.354: one lane, from the small heaps up, about 64 pairs a
 * heap against 1,000 with 32 lanes; Grundy's game: 32 lanes, 1,300 pairs against 2,700), so each is tried on
 * {@link SCAN_TRIAL} heaps at the start of every {@link SCAN_EPOCH} heaps and the cheapest serves the rest.
 */
const SCAN_CHOICES = [1, 8, 32] as const;
const SCAN_TRIAL = 128;
const SCAN_EPOCH = 1 << 14;
/** How many consecutive pairs the scan takes from a lane at a time: a few cache lines, not one value each. */
const SCAN_BLOCK = 16;

/** The largest value {@link SparseSpace} takes (its hot loops read values of 8 or 16 bits).
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
  /** The values (the one copy, shared with the caller, which appends to it before each {@link SparseSpace.push}). */
  private readonly store: ValueStore;
  /**
   * The WebAssembly core's memory, where the rare list, the marks, the wanted flags and the scan's plan live
   * (the store's values too) and its loops run; undefined: the TypeScript loops, over plain arrays. `seen`
   * is the memory's generation the views below were taken at.
   */
  private readonly memory: SparseMemory | undefined;
  private seen = -1;
  /** The lengths of the rare list's and the plan's views there (a view the memory's growth detached reads 0). */
  private rareRoom = 64;
  private planRoom = 0;
  /** The store's array as read by the hot loops: one of these is current, by {@link SparseSpace.wide}. */
  private g8: Uint8Array = new Uint8Array(0);
  private g16: Uint16Array = new Uint16Array(0);
  private wide = false;
  /** The mask, the split's type (1 positional, 0 range) and the parity of every split's removal size. */
  readonly mask: number;
  readonly domain: number;
  private readonly splitParity: number;
  /** maskParity[v] is the parity of the bits of `v & mask`, for every v below the mark size. */
  private maskParity = new Uint8Array(0);
  private rare = new Int32Array(64);
  private rareCount = 0;
  /** wanted[v] === stamp while the scan of the heap with that stamp looks for a witness of v. */
  private wanted = new Uint32Array(0);
  /** The scan's plan: rest, last `a` and lane width of each split (three entries a split, grown as needed). */
  private lanes = new Int32Array(0);
  /** The heaps whose value was asked so far, the scan work of each lane count in this epoch's trial, and the
   * lane count chosen. */
  private heapsAsked = 0;
  private readonly trialWork = new Float64Array(SCAN_CHOICES.length);
  private scanLanes = 32;
  /**
   * The first blocks of every lane of the scan are marked for a whole batch at once in its pass (as the rare
   * pairs are), about four times as cheap a pair as the scan's own test: `specDepth` offsets a lane (set from
   * the trial: about 60% of a scan), and what the current batch's pass covered: its lane count (0: nothing)
   * and, per split, the `high` and lane width it used.
   */
  private specDepth = 0;
  private specLanes = 0;
  private specPlan = new Int32Array(0);
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
   * @param store - the values of heaps `0 … store.length-1`, each at most {@link SPARSE_MAX_VALUE}; the rare
   * heaps among them are listed here, in O(length).
   * @param size - the size of the mark array (a power of two above every value and every option value).
   */
  constructor(mask: number, domain: number, splitParity: number, store: ValueStore, size: number, memory?: SparseMemory) {
    this.mask = mask;
    this.domain = domain;
    this.splitParity = splitParity;
    this.store = store;
    this.memory = memory;
    if (memory !== undefined) {
      memory.reserve(RARE, 4 * this.rareRoom);
      this.takeViews(memory);
    }
    this.resize(size);
    // The array read afresh for each heap: growing the rare list in the core's memory moves the values.
    for (let n = 1; n < store.length; n++) this.push(n, store.array[n]!);
  }

  /** How many heaps are rare (heap 0 left out: it is never part of a pair). */
  get rareHeaps(): number {
    return this.rareCount;
  }

  /**
   * Takes the views of the memory's regions again (after it grew or a region moved): the rare list, the
   * marks and their segments, the wanted flags and the scan's plan, at their lengths in use.
   */
  private takeViews(memory: SparseMemory): void {
    this.seen = memory.generation;
    this.rare = memory.i32(RARE, this.rareRoom);
    this.marks = memory.u32(MARKS, this.size * BATCH);
    const { size } = this;
    this.segments = Array.from({ length: BATCH }, (_, j) => this.marks.subarray(j * size, (j + 1) * size));
    this.wanted = memory.u32(WANTED, size);
    this.lanes = memory.i32(PLAN, this.planRoom);
  }

  /** The views, current: after anything that may have grown the memory (the store's values grow too). */
  private check(): void {
    const { memory } = this;
    if (memory !== undefined && memory.generation !== this.seen) this.takeViews(memory);
  }

  /** Reads the store's array again (after it grew or widened); false when its values are too wide. */
  private refresh(): void {
    const G = this.store.array;
    if (G instanceof Uint8Array) {
      this.g8 = G;
      this.wide = false;
    } else if (G instanceof Uint16Array) {
      this.g16 = G;
      this.wide = true;
    } else {
      throw new RangeError('the sparse-space method takes values of at most 16 bits');
    }
  }

  /** Makes room for values and option values below `size` (a power of two, never smaller than before). */
  resize(size: number): void {
    if (size <= this.size) return;
    const { memory } = this;
    if (memory !== undefined) {
      this.resizeIn(memory, size);
      return;
    }
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

  /** {@link SparseSpace.resize} in the core's memory: the same marks kept, the rest zero, as a new array. */
  private resizeIn(memory: SparseMemory, size: number): void {
    const before = this.size;
    memory.reserve(WANTED, 4 * size);
    memory.reserve(MARKS, 4 * size * BATCH);
    const marks = memory.u32(MARKS, size * BATCH);
    for (let j = BATCH - 1; j >= 0; j--) {
      // From the last segment down: each moves up, past the old place of the ones after it.
      if (j > 0 && before > 0) marks.copyWithin(j * size, j * before, (j + 1) * before);
      marks.fill(0, j * size + before, (j + 1) * size);
    }
    memory.u32(WANTED, size).fill(0);
    this.size = size;
    this.maskParity = new Uint8Array(size);
    for (let v = 0; v < size; v++) this.maskParity[v] = parity(v & this.mask);
    this.takeViews(memory);
  }

  /** Doubles the room of the rare list. */
  private growRare(): void {
    const { memory, rare } = this;
    if (memory === undefined) {
      const grown = new Int32Array(rare.length * 2);
      grown.set(rare);
      this.rare = grown;
      return;
    }
    this.rareRoom = 2 * this.rareRoom;
    memory.reserve(RARE, 4 * this.rareRoom);
    this.takeViews(memory);
  }

  /** Records the value of heap n, already in the store (heaps are pushed in order). */
  push(n: number, value: number): void {
    if (n > 0 && this.maskParity[value] === (this.domain & (n + this.splitParity))) {
      this.check();
      if (this.rareCount === this.rare.length) this.growRare();
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
    const { memory } = this;
    if (memory !== undefined) {
      // The scan's plan has room for every split before the heap starts: growing it later would move the
      // marks under the caller's view of them.
      if (this.planRoom < 4 * splits.ks.length) {
        this.planRoom = 4 * splits.ks.length;
        memory.reserve(PLAN, 4 * this.planRoom);
        this.lanes = memory.i32(PLAN, this.planRoom);
      }
      this.check();
    }
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
    this.refresh();
    const { rare, rareCount, marks, size, batchStart: n, batchLength: length, wide, g8, g16 } = this;
    const G = this.store.array;
    const { ks, digits } = splits;
    const stamp = n + 1;
    const core = this.memory?.core;
    const markRange = (from: number, to: number, rest: number): void => {
      if (to > from) this.work += (to - from) * length;
      if (core !== undefined) {
        const at = G.byteOffset;
        if (length !== BATCH) (wide ? core.markRarePairs_16 : core.markRarePairs_8)(at, rare.byteOffset, from, to, rest, marks.byteOffset, stamp);
        else if (wide) core.markRarePairsBatch_16(at, rare.byteOffset, from, to, rest, marks.byteOffset, size, stamp);
        else core.markRarePairsBatch_8(at, rare.byteOffset, from, to, rest, marks.byteOffset, size, stamp);
      } else if (length === BATCH) {
        if (wide) markRarePairsBatch16(g16, rare, from, to, rest, marks, size, stamp);
        else markRarePairsBatch8(g8, rare, from, to, rest, marks, size, stamp);
      } else if (wide) markRarePairs16(g16, rare, from, to, rest, marks, stamp);
      else markRarePairs8(g8, rare, from, to, rest, marks, stamp);
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
    this.markFirstBlocks(splits);
  }

  /**
   * The batch's share of the witness scan: for each split, the pairs (a, rest + j - a) of the first
   * `specDepth` offsets of every lane of heap n's scan (n the batch's first heap), `a` from {@link BATCH} (so
   * the partner is a known heap) to below heap n's `high` (so `a` is the smaller heap for every j, also under
   * `!`). Skipped during the lane trials and for short batches.
   */
  private markFirstBlocks(splits: Splits): void {
    const lanes = this.scanLanes;
    const depth = this.specDepth;
    const { batchStart: n, batchLength: length, marks, size, wide, g8, g16 } = this;
    this.specLanes = 0;
    if (depth === 0 || length !== BATCH || this.heapsAsked % SCAN_EPOCH < SCAN_TRIAL * SCAN_CHOICES.length) return;
    const { ks } = splits;
    if (this.specPlan.length < 2 * ks.length) this.specPlan = new Int32Array(2 * ks.length);
    const plan = this.specPlan;
    const stamp = n + 1;
    const core = this.memory?.core;
    for (let index = 0; index < ks.length; index++) {
      const rest = n - ks[index]!;
      plan[2 * index] = -1;
      if (rest < 4 * BATCH) continue;
      const high = rest >> 1;
      const width = Math.ceil(high / lanes);
      plan[2 * index] = high;
      plan[2 * index + 1] = width;
      for (let lane = 1; lane <= high; lane += width) {
        const from = Math.max(lane, BATCH);
        const to = Math.min(lane + depth, lane + width, high) - 1;
        if (to < from) continue;
        this.work += (to - from + 1) * BATCH;
        if (core !== undefined) (wide ? core.markPairsBatch_16 : core.markPairsBatch_8)(this.store.array.byteOffset, from, to, rest, marks.byteOffset, size, stamp);
        else if (wide) markPairsBatch16(g16, from, to, rest, marks, size, stamp);
        else markPairsBatch8(g8, from, to, rest, marks, size, stamp);
      }
    }
    this.specLanes = lanes;
  }

  /**
   * Marks the pairs (r, rest - r) of heap m with r rare in `[low, high)` (`high <= rest`) that the batch's
   * pass left out: those with a heap of the batch, and those too close to the batch to take part in it.
   */
  private markPairsBetween(low: number, high: number, rest: number, unequal: boolean, mark: Uint32Array, stamp: number): void {
    const { rare, rareCount } = this;
    const G = this.store.array;
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
    const phase = this.heapsAsked++ % SCAN_EPOCH;
    const trial = Math.floor(phase / SCAN_TRIAL);
    const before = this.work;
    let missing: number;
    if (trial < SCAN_CHOICES.length) {
      missing = this.scan(n, stamp, mark, splits, candidate, need, SCAN_CHOICES[trial] ?? 32);
      this.trialWork[trial] = (phase % SCAN_TRIAL === 0 ? 0 : this.trialWork[trial]!) + this.work - before;
      if (trial === SCAN_CHOICES.length - 1 && phase % SCAN_TRIAL === SCAN_TRIAL - 1) this.pickLanes();
    } else {
      missing = this.scan(n, stamp, mark, splits, candidate, need, this.scanLanes);
    }
    if (missing === 0) return candidate;
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
   * `(a, rest - a)`, `a <= rest - a`, are visited in `laneCount` interleaved lanes (one of {@link SCAN_CHOICES}): the range of `a` is
   * cut into that many equal stretches and {@link SCAN_BLOCK} consecutive pairs are taken from each in turn.
   * The values missing here are the ones few pairs give, and spreading the scan over the whole range finds the
   * last of them sooner: in Grundy's game below 2^18 about 1,500 pairs per scan, against 3,000 from `a = 1`
   * up (and more from the middle out). The lanes cover every `a` once. Every split takes its turn in each
   * round: a value whose only witnesses leave two heaps after another removal size (0.376, 0.354) is found as
   * soon as in a game of one split, where scanning the splits one after the other went over the whole range of
   * the first split each time: O(n) a heap.
   */
  /** The lane count whose trial cost least. */
  private pickLanes(): void {
    let best = 0;
    for (let index = 1; index < SCAN_CHOICES.length; index++) if (this.trialWork[index]! < this.trialWork[best]!) best = index;
    this.scanLanes = SCAN_CHOICES[best] ?? 32;
    const average = this.trialWork[best]! / SCAN_TRIAL;
    this.specDepth = SCAN_BLOCK * Math.floor((0.6 * average) / this.scanLanes / SCAN_BLOCK);
  }

  /** Marks the values of the pairs (a, rest - a), `a = from … to`, that are wanted; returns how many are left. */
  private witnessRange(from: number, to: number, rest: number, mark: Uint32Array, stamp: number, missing: number): number {
    const { wanted, wide, g8, g16 } = this;
    const G = this.store.array;
    const core = this.memory?.core;
    if (core !== undefined) return (wide ? core.witness_16 : core.witness_8)(G.byteOffset, from, to, rest, wanted.byteOffset, mark.byteOffset, stamp, missing);
    let left = missing;
    for (let a = from; a <= to; a++) {
      a = wide ? findWanted16(g16, a, to, rest, wanted, stamp) : findWanted8(g8, a, to, rest, wanted, stamp);
      if (a > to) break;
      const x = G[a]! ^ G[rest - a]!;
      wanted[x] = 0;
      mark[x] = stamp;
      if (--left === 0) return 0;
    }
    return left;
  }

  private scan(n: number, stamp: number, mark: Uint32Array, splits: Splits, below: number, need: number, laneCount: number): number {
    this.refresh();
    // (The core's memory has room for the plan already: see begin.)
    if (this.lanes.length < 4 * splits.ks.length) this.lanes = new Int32Array(4 * splits.ks.length);
    const { wanted, wide, g8, g16, lanes: plan, specPlan } = this;
    const G = this.store.array;
    const { ks, digits } = splits;
    const spec = this.specLanes === laneCount ? this.specDepth : 0;
    let missing = need;
    // Each split's rest, last `a`, lane width and first offset, so the rounds can visit every split at once.
    // Where the batch's pass covered the first offsets of the same lanes, the scan starts after them, once
    // it has tested the pairs that pass left out: a below BATCH, and a from its `high` up to this heap's.
    let splitCount = 0;
    let widest = 0;
    for (; splitCount < ks.length && ks[splitCount]! <= n; splitCount++) {
      const rest = n - ks[splitCount]!;
      let high = rest >> 1;
      if (leavesUnequal(digits[splitCount]!) && 2 * high === rest) high--;
      const width = Math.ceil(high / laneCount);
      let first = 0;
      if (spec > 0 && 2 * splitCount < specPlan.length && specPlan[2 * splitCount]! >= 0 && specPlan[2 * splitCount + 1] === width) {
        first = spec;
        missing = this.witnessRange(1, Math.min(BATCH - 1, high), rest, mark, stamp, missing);
        if (missing > 0) missing = this.witnessRange(Math.max(specPlan[2 * splitCount]!, BATCH), high, rest, mark, stamp, missing);
        if (missing === 0) return 0;
      }
      plan[4 * splitCount] = rest;
      plan[4 * splitCount + 1] = high;
      plan[4 * splitCount + 2] = width;
      plan[4 * splitCount + 3] = first;
      if (width > widest) widest = width;
    }
    const { memory } = this;
    if (memory !== undefined) {
      const scan = wide ? memory.core.scan_16 : memory.core.scan_8;
      missing = scan(G.byteOffset, wanted.byteOffset, mark.byteOffset, plan.byteOffset, splitCount, widest, stamp, missing);
      this.work += memory.takeWork();
      if (missing > 0) wanted.fill(0, 0, below);
      return missing;
    }
    for (let offset = 0; offset < widest; offset += SCAN_BLOCK) {
      for (let index = 0; index < splitCount; index++) {
        const rest = plan[4 * index]!;
        const high = plan[4 * index + 1]!;
        const width = plan[4 * index + 2]!;
        if (offset >= width || offset < plan[4 * index + 3]!) continue;
        const stop = Math.min(offset + SCAN_BLOCK, width) - 1;
        // The pairs of this round, a block from each lane: counted ahead, once, not inside the scan.
        this.work += (stop - offset + 1) * Math.ceil(high / width);
        for (let lane = 1; lane <= high; lane += width) {
          const last = Math.min(lane + stop, high);
          for (let a = lane + offset; a <= last; a++) {
            a = wide ? findWanted16(g16, a, last, rest, wanted, stamp) : findWanted8(g8, a, last, rest, wanted, stamp);
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
