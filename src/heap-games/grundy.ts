// Grundy values of a take-and-break rule, computed in order into a growing typed array: a plain mex for
// take-only and three-heap games, and the sparse-space method for games that split into two heaps. Internal.
/* eslint-disable @typescript-eslint/no-non-null-assertion -- every `!` reads a typed array or a list at an index below its length, checked by the loop bounds */

import { digitAt, isSparseDigit, isSplitDigit, LEAVE_NONE, LEAVE_ONE, LEAVE_TWO, type Rule } from './code.js';
import { markSplitOptions } from './multi-split.js';
import { MAX_VALUES, plainCost, plainReach, WORK_LIMIT } from './cost.js';
import { bitLength } from '../internal/integers.js';
import { parity } from './sparse-loops.js';
import { SPARSE_MAX_VALUE, SparseSpace } from './sparse-space.js';

/** Where the sparse-space method takes over from the plain mex (the mask is chosen from these values). */
const SPARSE_START = 1 << 11;
/** How many values the sparse-space method computes between two readings of its work meter. */
const METER_STEP = 1 << 12;
/** The fewest values a reading of the meter averages over (fewer would foresee from noise). */
const METER_MIN = 1 << 10;

/** A growing table of values `0 … length-1`: `values` may be replaced by a larger array as it grows.
 *
 * @category Heap games
 */
export interface ValueTable {
  readonly values: Uint32Array;
  readonly length: number;
  /**
   * Computes values up to index `count - 1` (no-op when already there).
   *
   * @throws RangeError when the game's limit does not allow `count` values; for a limit known in advance
   * before any work, otherwise as soon as the work done and the work foreseen pass it.
   */
  extend(count: number): void;
  /** Computes values up to index `count - 1` or as far as the limit allows, and returns the length reached. */
  extendWithin(count: number): number;
  /** How many values the table may hold: exact for the plain mex, foreseen from the work so far otherwise. */
  reach(): number;
}

/**
 * The Grundy values of a take-and-break rule: a plain mex over every option for the first
 * {@link SPARSE_START} heaps (and for good when no mask leaves few rare heaps), then the sparse-space method
 * of {@link SparseSpace} for rules that split into two heaps. The mask is the one with the fewest rare heaps
 * among the first {@link SPARSE_START} values. Every value is exact whatever the mask.
 *
 * Limits (see ./cost.ts): at most {@link MAX_VALUES} values, and at most {@link WORK_LIMIT} steps of work in
 * all. The plain mex's steps are known in advance ({@link plainCost}), so its limit is a count fixed when the
 * table is made, refused before any work; the sparse-space method's steps are metered as it goes (rare pairs
 * and scanned pairs), and a request is refused once the work done plus the work foreseen at the last
 * {@link METER_STEP} values' rate passes the limit.
 *
 * @category Heap games
 */
export class RuleValues implements ValueTable {
  values = new Uint32Array(64);
  length = 0;
  private readonly rule: Rule;
  /** The removal sizes `k` with a digit that leaves 0 or 1 heaps, and those digits. */
  private readonly takeKs: number[] = [];
  private readonly takeDigits: number[] = [];
  /** The removal sizes `k` with a digit that splits, and those digits. */
  private readonly splits: { ks: number[]; digits: number[] } = { ks: [], digits: [] };
  /** `k` up to which the lists above are complete. */
  private scannedK = -1;
  private readonly lastK: number;
  /** mark[v] === stamp when v is an option value of the heap being computed. */
  private mark = new Uint32Array(2);
  private maxValue = 0;
  /** Sparse space: only for finite codes that never leave three heaps and do split into two. */
  private readonly sparseEligible: boolean;
  /** Whether the mask has been chosen (or found wanting) at {@link SPARSE_START}. */
  private decided = false;
  /** The parity of the removal sizes of every split (the domain mode needs them all alike), or -1. */
  private readonly splitParity: number;
  /** Set once a mask is chosen; dropped (back to the plain mex) if a value outgrows its 16-bit copy. */
  private sparse: SparseSpace | undefined;
  /** How far the plain mex may go within the work limit: fixed at the start, again if the sparse method stops. */
  private plainTo: number;
  /** Steps spent before the sparse method's meter, and the meter's readings: its work, the length, the rate. */
  private spent = 0;
  /** The sparse method whose work the meter reads (kept when the method is dropped). */
  private metered: SparseSpace | undefined;
  private meterWork = 0;
  private meterLength = 0;
  private rate = 0;

  constructor(rule: Rule) {
    this.rule = rule;
    this.lastK = rule.repeat.length === 0 ? rule.digits.length : Number.POSITIVE_INFINITY;
    const all = [rule.first, ...rule.digits, ...rule.repeat];
    // A repeating code splits at every removal size: its values cost O(n) per removal size whatever the mask.
    this.sparseEligible = rule.repeat.length === 0 && all.every(isSparseDigit) && all.some((digit) => (digit & LEAVE_TWO) !== 0);
    // The parity shared by every split's removal size, or -1 when they differ (read only for a sparse-eligible
    // code, which does not repeat).
    const parities = new Set<number>();
    for (let k = 0; k <= rule.digits.length; k++) {
      if ((digitAt(rule, k) & LEAVE_TWO) !== 0) parities.add(k & 1);
    }
    this.splitParity = parities.size === 1 ? [...parities][0] ?? -1 : -1;
    this.plainTo = plainReach(rule, 0, WORK_LIMIT);
  }

  reach(): number {
    this.decide();
    if (this.sparse === undefined) return this.plainTo;
    if (this.rate === 0) return MAX_VALUES;
    return Math.min(MAX_VALUES, this.length + Math.floor((WORK_LIMIT - this.spent) / this.rate));
  }

  extend(count: number): void {
    if (count <= this.length) return;
    // Refused before any work when the limit is known (the plain mex's), or foreseen (the sparse method's).
    const plainOnly = this.sparse === undefined && (!this.sparseEligible || this.decided);
    if (count > MAX_VALUES || (plainOnly && count > this.plainTo)) throw this.limitError(count, plainOnly ? this.plainTo : MAX_VALUES);
    // One call for the whole request (the mask is chosen on the way): the engine optimizes one long loop best.
    if (this.compute(count, true) < count) throw this.limitError(count, this.reach());
  }

  extendWithin(count: number): number {
    return this.compute(count, false);
  }

  private limitError(count: number, limit: number): RangeError {
    const how = this.sparse === undefined || limit === MAX_VALUES ? 'at most' : 'about';
    return new RangeError(`this game computes ${how} ${limit} Grundy values without a proved period, asked for ${count}`);
  }

  /** Computes the values up to {@link SPARSE_START} when that decides whether the sparse method runs. */
  private decide(): void {
    if (this.sparseEligible && !this.decided) this.compute(SPARSE_START + 1, false);
  }

  /**
   * Computes values up to `count - 1`, or as far as the work limit allows; `strict` stops as soon as the
   * meter foresees that `count` is out of reach (the caller throws), instead of going as far as it can.
   */
  private compute(count: number, strict: boolean): number {
    const target = Math.min(count, MAX_VALUES);
    if (target <= this.length) return this.length;
    this.scanDigits(Math.min(target - 1, this.lastK));
    while (this.length < target) {
      if (this.length === SPARSE_START && this.sparseEligible && !this.decided) {
        this.decided = true;
        this.chooseMask();
        if (this.sparse !== undefined) this.startMeter();
      }
      let stop: number;
      if (this.sparse === undefined) {
        const undecided = this.sparseEligible && !this.decided;
        // No sparse method after all: a request beyond the plain mex's limit stops here, before the work.
        if (strict && !undecided && target > this.plainTo) break;
        stop = Math.min(target, this.plainTo, undecided ? SPARSE_START : MAX_VALUES);
      } else {
        const reach = this.rate === 0 ? MAX_VALUES : this.reach();
        if (strict && target > reach) break;
        stop = Math.min(target, this.length + METER_STEP, reach);
      }
      if (stop <= this.length) break;
      // Room for this stretch, or for all the request once the meter foresees it within reach: a request
      // refused on the way keeps no more memory than it used.
      this.reserve(this.sparse !== undefined && this.rate > 0 ? Math.min(target, this.reach()) : stop);
      this.computeRange(stop);
    }
    return this.length;
  }

  /** Room for `count` values (the array doubles, up to the limit). */
  private reserve(count: number): void {
    if (count <= this.values.length) return;
    const grown = new Uint32Array(Math.min(MAX_VALUES, Math.max(count, this.values.length * 2)));
    grown.set(this.values.subarray(0, this.length));
    this.values = grown;
  }

  /**
   * Computes heaps up to `stop - 1` with the method in use. One loop for both methods, as before the meter:
   * split into two functions, the engine compiled the sparse path's hot loops measurably slower.
   */
  private computeRange(stop: number): void {
    const sparseAtStart = this.sparse !== undefined;
    for (let n = this.length; n < stop; n++) {
      let value: number;
      if (this.sparse !== undefined) {
        const stamp = this.sparse.begin(n, stop, this.splits);
        this.markTakes(n, stamp, this.sparse.current);
        value = this.sparse.value(n, stamp, this.sparse.current, this.splits);
      } else {
        if (sparseAtStart) {
          // A value outgrew the sparse method's 16 bits: the plain mex goes on, within the work left.
          this.readMeter(true);
          this.plainTo = Math.max(n, plainReach(this.rule, n, WORK_LIMIT - this.spent));
          return;
        }
        const stamp = n + 1;
        this.markTakes(n, stamp, this.mark);
        markSplitOptions(this.values, this.splits.ks, this.splits.digits, n, this.mark, stamp);
        value = 0;
        while (this.mark[value] === stamp) value++;
      }
      this.store(n, value);
    }
    if (sparseAtStart) this.readMeter();
  }

  /** The plain mex's steps so far count as spent; the sparse method's are metered from here. */
  private startMeter(): void {
    this.spent = plainCost(this.rule, 0, this.length);
    this.metered = this.sparse;
    this.meterWork = 0;
    this.meterLength = this.length;
  }

  /**
   * Adds the sparse method's work since the last reading to `spent`, and sets its rate per value from that
   * stretch (the latest, since the work per value grows); `force` reads a stretch however short.
   */
  private readMeter(force = false): void {
    const work = this.metered?.work ?? 0;
    const values = this.length - this.meterLength;
    if (values < METER_MIN && !force) return;
    if (values > 0) {
      this.spent += work - this.meterWork;
      this.rate = Math.max(1, (work - this.meterWork) / values);
    }
    this.meterWork = work;
    this.meterLength = this.length;
  }

  private scanDigits(upTo: number): void {
    for (let k = this.scannedK + 1; k <= upTo; k++) {
      const digit = digitAt(this.rule, k);
      if ((digit & (LEAVE_NONE | LEAVE_ONE)) !== 0) {
        this.takeKs.push(k);
        this.takeDigits.push(digit);
      }
      if (isSplitDigit(digit)) {
        this.splits.ks.push(k);
        this.splits.digits.push(digit);
      }
    }
    this.scannedK = Math.max(this.scannedK, upTo);
  }

  private store(n: number, value: number): void {
    this.values[n] = value;
    this.length = n + 1;
    if (value > this.maxValue) {
      this.maxValue = value;
      // Option values stay below 2^bits and the mex is at most 2^bits, so 2^(bits+1) marks always suffice.
      const size = 2 ** (bitLength(value) + 1);
      if (value > SPARSE_MAX_VALUE) this.sparse = undefined;
      if (size > this.mark.length) {
        this.mark = new Uint32Array(size);
        this.sparse?.resize(size);
      }
    }
    this.sparse?.push(n, value);
  }

  /** Marks the option values of heap n that leave 0 or 1 heaps. */
  private markTakes(n: number, stamp: number, mark: Uint32Array): void {
    const { values: G, takeKs, takeDigits } = this;
    for (let index = 0; index < takeKs.length; index++) {
      const k = takeKs[index]!;
      if (k > n) break;
      const digit = takeDigits[index]!;
      const rest = n - k;
      if (rest === 0) {
        if ((digit & LEAVE_NONE) !== 0) mark[0] = stamp;
      } else if ((digit & LEAVE_ONE) !== 0) {
        mark[G[rest]!] = stamp;
      }
    }
  }

  /**
   * Picks the mask (and domain mode) with the fewest rare heaps so far; no mask (the plain mex for good) when
   * none leaves fewer than a quarter of the heaps rare.
   */
  private chooseMask(): void {
    const G = this.values;
    const bits = bitLength(this.maxValue);
    if (bits > 12) return;
    let best = 0;
    let bestDomain = 0;
    let bestRare = this.length >> 2;
    const t = this.splitParity;
    for (let domain = 0; domain <= (t >= 0 ? 1 : 0); domain++) {
      for (let mask = 1; mask < 1 << bits; mask++) {
        let rareHeaps = 0;
        for (let n = 1; n < this.length && rareHeaps < bestRare; n++) {
          if (parity(G[n]! & mask) === (domain & (n + t))) rareHeaps++;
        }
        if (rareHeaps < bestRare) {
          best = mask;
          bestDomain = domain;
          bestRare = rareHeaps;
        }
      }
    }
    if (best === 0) return;
    // Every bit above those seen so far joins the mask (Grundy's game: all bits but the lowest), so larger
    // values keep the class the pattern predicts.
    this.sparse = new SparseSpace(best | (-1 << bits), bestDomain, t, G, this.length, this.mark.length);
  }
}
