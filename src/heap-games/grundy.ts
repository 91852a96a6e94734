// Grundy values of a take-and-break rule, computed in order into a growing typed array: a plain mex for
// take-only and three-heap games, and the sparse-space method for games that split into two heaps. Internal.
/* eslint-disable @typescript-eslint/no-non-null-assertion -- every `!` reads a typed array or a list at an index below its length, checked by the loop bounds */

import { digitAt, isSparseDigit, isSplitDigit, LEAVE_NONE, LEAVE_ONE, LEAVE_TWO, type Rule } from './code.js';
import { markSplitOptions } from './multi-split.js';
import { MAX_VALUES, plainCost, plainReach, WORK_LIMIT, WorkLimitError } from './cost.js';
import { bitLength } from '../internal/integers.js';
import { ValueHistogram } from './rare-split.js';
import { SparseMemory } from './sparse-core.js';
import { SPARSE_MAX_VALUE, SparseSpace } from './sparse-space.js';
import { ValueStore, type GrundyValueArray } from './value-store.js';

/** Where the sparse-space method may take over from the plain mex (its split is chosen from these values). */
const SPARSE_START = 1 << 11;
/** How many values the sparse-space method computes between two readings of its work meter. */
const METER_STEP = 1 << 12;
/** The fewest values a reading of the meter averages over (fewer would foresee from noise). */
const METER_MIN = 1 << 10;
/** A split replaces the current one only when it leaves at most this share of its rare heaps. */
const SWITCH_SHARE = 0.875;
/** The sparse-space method runs only when the first split leaves fewer than this share of the heaps rare. */
const SPARSE_SHARE = 0.4;

/** A growing table of values `0 … length-1`: `values` may be replaced by a larger (or wider) array as it grows.
 *
 * @example
 * ```ts
 * const table: ValueTable = new RuleValues(parseCode('0.77'));
 * table.extend(100);
 * ```
 *
 * @category Heap games
 */
export interface ValueTable {
  readonly values: GrundyValueArray;
  readonly length: number;
  /**
   * Computes values up to index `count - 1` (no-op when already there), within `maxWork` steps in all
   * (default {@link WORK_LIMIT}).
   *
   * @throws RangeError when the game's limit does not allow `count` values; for a limit known in advance
   * before any work, otherwise as soon as the work done and the work foreseen pass it.
   */
  extend(count: number, maxWork?: number): void;
  /** Computes values up to index `count - 1` or as far as the limit allows, and returns the length reached. */
  extendWithin(count: number, maxWork?: number): number;
  /** How many values the table may hold: exact for the plain mex, foreseen from the work so far otherwise. */
  reach(maxWork?: number): number;
}

/**
 * Test hooks of {@link RuleValues}: re-choose the split more often, or force the split of each re-choice.
 *
 * @example
 * ```ts
 * new RuleValues(parseCode('4!'), { every: 97, force: () => ({ mask: 5, positional: false }) });
 * ```
 */
export interface SplitHooks {
  /** Re-choose every this many values (default: at each doubling of the length). */
  readonly every?: number;
  /** The split to switch to at a re-choice, whatever the data say (undefined: choose from the data). */
  readonly force?: (length: number) => { mask: number; positional: boolean } | undefined;
}

/**
 * The Grundy values of a take-and-break rule: a plain mex over every option for the first
 * {@link SPARSE_START} heaps (and for good when no split leaves few rare heaps then), then the sparse-space
 * method of {@link SparseSpace} for rules that split into two heaps. The split (mask and type) is the one
 * with the fewest rare heaps, from a histogram of the values kept as they arrive ({@link ValueHistogram}, a
 * Walsh–Hadamard transform for all masks at once); it is chosen again at each doubling of the length and when
 * a value gains a bit, and replaced (its rare list rebuilt, O(n)) when another leaves clearly fewer rare
 * heaps. Every value is exact whatever the split. The values are kept once, in a {@link ValueStore} of 8, 16
 * or 32 bits a value.
 *
 * Limits (see ./cost.ts): at most {@link MAX_VALUES} values, and at most `maxWork` steps of work in all
 * (default {@link WORK_LIMIT}; `Infinity` allowed). The plain mex's steps are known in advance
 * ({@link plainCost}), so its limit is a count, refused before any work; the sparse-space method's steps are
 * metered as it goes (rare pairs and scanned pairs), and a request is refused once the work done plus the
 * work foreseen at the last {@link METER_STEP} values' rate passes the limit.
 *
 * @category Heap games
 */
export class RuleValues implements ValueTable {
  private readonly store = new ValueStore();
  private readonly rule: Rule;
  private readonly hooks: SplitHooks;
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
  /** The parity of the removal sizes of every split (the positional type needs them all alike), or -1. */
  readonly splitParity: number;
  /** The values' histogram while a split may still be chosen; dropped when the plain mex runs for good. */
  private histogram: ValueHistogram | undefined;
  /** Whether the first choice (sparse method or plain mex) is made. */
  private decided = false;
  /** The length at which the split is chosen again. */
  private nextChoice = SPARSE_START;
  private sparse: SparseSpace | undefined;
  /** The WebAssembly core's memory, made when the sparse method first runs (undefined: the TypeScript core). */
  private memory: SparseMemory | undefined;
  /** The work limit of the request in progress. */
  private budget = WORK_LIMIT;
  /** Steps spent so far (the plain mex's, counted per stretch, and the sparse method's meter readings). */
  private spent = 0;
  /** The sparse method whose work the meter reads, and the meter's last reading: its work, the length, the rate. */
  private metered: SparseSpace | undefined;
  private meterWork = 0;
  private meterLength = 0;
  private rate = 0;

  constructor(rule: Rule, hooks: SplitHooks = {}) {
    this.rule = rule;
    this.hooks = hooks;
    this.lastK = rule.repeat.length === 0 ? rule.digits.length : Number.POSITIVE_INFINITY;
    const all = [rule.first, ...rule.digits, ...rule.repeat];
    // A repeating code splits at every removal size: its values cost O(n) per removal size whatever the split.
    this.sparseEligible = rule.repeat.length === 0 && all.every(isSparseDigit) && all.some((digit) => (digit & LEAVE_TWO) !== 0);
    // The parity shared by every split's removal size, or -1 when they differ (read only for a sparse-eligible
    // code, which does not repeat).
    const parities = new Set<number>();
    for (let k = 0; k <= rule.digits.length; k++) {
      if ((digitAt(rule, k) & LEAVE_TWO) !== 0) parities.add(k & 1);
    }
    this.splitParity = parities.size === 1 ? [...parities][0] ?? -1 : -1;
    if (this.sparseEligible) this.histogram = new ValueHistogram(this.splitParity);
  }

  /** The values so far (the store's array: 8, 16 or 32 bits a value; entries from `length` on are room). */
  get values(): GrundyValueArray {
    return this.store.array;
  }

  get length(): number {
    return this.store.length;
  }

  /** The largest value so far. */
  get largest(): number {
    return this.maxValue;
  }

  /** Whether the rule splits into two heaps and no more (so a rare/common split applies to its values). */
  get splitsInTwo(): boolean {
    return this.sparseEligible;
  }

  /** The split in use: `{ mask, positional }`, or undefined while the plain mex runs. */
  get split(): { mask: number; positional: boolean } | undefined {
    const { sparse } = this;
    return sparse === undefined ? undefined : { mask: sparse.mask, positional: sparse.domain === 1 };
  }

  reach(maxWork = WORK_LIMIT): number {
    this.budget = maxWork;
    this.decide();
    return this.sparse === undefined ? this.plainTo() : this.sparseReach();
  }

  extend(count: number, maxWork = WORK_LIMIT): void {
    if (count <= this.length) return;
    this.budget = maxWork;
    // Refused before any work when the limit is known (the plain mex's), or foreseen (the sparse method's).
    const plainOnly = this.sparse === undefined && (!this.sparseEligible || this.decided);
    if (count > MAX_VALUES) throw this.limitError(count);
    if (plainOnly && count > this.plainTo()) throw this.limitError(count);
    // One call for the whole request (the split is chosen on the way): the engine optimizes one long loop best.
    if (this.compute(count, true) < count) throw this.limitError(count);
  }

  extendWithin(count: number, maxWork = WORK_LIMIT): number {
    this.budget = maxWork;
    return this.compute(count, false);
  }

  /**
   * Adopts `values` as the values of heaps `0 … values.length-1` (checked by the caller; `largest` their
   * largest), when they go beyond those computed: the split is chosen from them at once.
   */
  restore(values: GrundyValueArray, largest: number): void {
    if (values.length <= this.length) return;
    this.store.adopt(values, largest);
    this.memory = undefined;
    this.maxValue = 0;
    this.mark = new Uint32Array(2);
    this.sparse = undefined;
    this.metered = undefined;
    this.rate = 0;
    this.spent = 0;
    this.growMarks(largest);
    this.scanDigits(Math.min(values.length - 1, this.lastK));
    if (this.sparseEligible && largest <= SPARSE_MAX_VALUE) {
      const histogram = new ValueHistogram(this.splitParity);
      for (let n = 0; n < values.length; n++) histogram.add(n, values[n]!);
      this.histogram = histogram;
      this.decided = false;
      this.nextChoice = Math.max(SPARSE_START, values.length);
    } else {
      this.histogram = undefined;
      this.decided = true;
    }
  }

  private plainTo(): number {
    return plainReach(this.rule, this.length, this.budget - this.spent);
  }

  private sparseReach(): number {
    if (this.rate === 0) return MAX_VALUES;
    return Math.min(MAX_VALUES, this.length + Math.max(0, Math.floor((this.budget - this.spent) / this.rate)));
  }

  private limitError(count: number): RangeError {
    if (count > MAX_VALUES) return new RangeError(`this game computes at most ${MAX_VALUES} Grundy values without a proved period, asked for ${count}`);
    return new WorkLimitError('values', count, this.budget);
  }

  /** Computes the values up to {@link SPARSE_START} when that decides whether the sparse method runs. */
  private decide(): void {
    if (this.sparseEligible && !this.decided) this.compute(Math.max(SPARSE_START, this.nextChoice) + 1, false);
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
      if (this.histogram !== undefined && this.length >= this.nextChoice) this.choose();
      let stop: number;
      if (this.sparse === undefined) {
        const undecided = this.histogram !== undefined && !this.decided;
        const plainTo = this.plainTo();
        // No sparse method after all: a request beyond the plain mex's limit stops here, before the work.
        if (strict && !undecided && target > plainTo) break;
        stop = Math.min(target, plainTo, undecided ? this.nextChoice : MAX_VALUES);
      } else {
        const reach = this.sparseReach();
        if (strict && target > reach) break;
        stop = Math.min(target, this.length + METER_STEP, reach, this.nextChoice);
      }
      if (stop <= this.length) break;
      // Room for this stretch, or for all the request once the meter foresees it within reach: a request
      // refused on the way keeps no more memory than it used.
      this.store.reserve(this.sparse !== undefined && this.rate > 0 ? Math.min(target, this.sparseReach()) : stop);
      this.computeRange(stop);
    }
    return this.length;
  }

  /**
   * (Re)chooses the split from the histogram: the first time, the sparse method or the plain mex for good;
   * later, a split that leaves clearly fewer rare heaps than the current one replaces it.
   */
  private choose(): void {
    const histogram = this.histogram!;
    const { length } = this;
    this.nextChoice = this.hooks.every === undefined ? 2 * length : length + this.hooks.every;
    const forced = this.hooks.force?.(length);
    const best = forced === undefined ? histogram.best() : undefined;
    const split = best ?? { mask: forced?.mask ?? 1, positional: forced?.positional === true && this.splitParity >= 0 };
    if (this.sparse === undefined) {
      if (this.decided) return;
      this.decided = true;
      if (best !== undefined && best.rareCount >= SPARSE_SHARE * length) {
        this.histogram = undefined;
        return;
      }
    } else if (best !== undefined && best.rareCount >= SWITCH_SHARE * histogram.rareCountOf(this.sparse.mask, this.sparse.domain === 1)) {
      return;
    }
    if (this.sparse !== undefined) this.readMeter(true);
    // Every bit above those seen so far joins the mask (Grundy's game: all bits but the lowest), so larger
    // values keep the class the pattern predicts until the next choice.
    // The values move into the core's memory (once), where its loops read them.
    this.memory ??= SparseMemory.create();
    if (this.memory !== undefined) this.store.moveTo(this.memory);
    this.sparse = new SparseSpace(split.mask | (-1 << histogram.bits), split.positional ? 1 : 0, this.splitParity, this.store, this.mark.length, this.memory);
    this.metered = this.sparse;
    this.meterWork = 0;
    this.meterLength = length;
  }

  /**
   * Computes heaps up to `stop - 1` with the method in use. One loop for both methods: split into two
   * functions, the engine compiled the sparse path's hot loops measurably slower.
   */
  private computeRange(stop: number): void {
    const sparseAtStart = this.sparse !== undefined;
    const from = this.length;
    for (let n = from; n < stop; n++) {
      let value: number;
      if (this.sparse !== undefined) {
        const stamp = this.sparse.begin(n, stop, this.splits);
        this.markTakes(n, stamp, this.sparse.current);
        value = this.sparse.value(n, stamp, this.sparse.current, this.splits);
      } else {
        if (sparseAtStart) {
          // A value outgrew the sparse method's 16 bits: the plain mex goes on, within the work left.
          this.readMeter(true);
          return;
        }
        const stamp = n + 1;
        this.markTakes(n, stamp, this.mark);
        markSplitOptions(this.store.array, this.splits.ks, this.splits.digits, n, this.mark, stamp);
        value = 0;
        while (this.mark[value] === stamp) value++;
      }
      this.store.push(value);
      if (value > this.maxValue) this.growMarks(value);
      this.histogram?.add(n, value);
      this.sparse?.push(n, value);
    }
    if (sparseAtStart) this.readMeter();
    else this.spent += plainCost(this.rule, from, stop);
  }

  /**
   * The sparse method's work since the last reading counts as spent, and its rate per value is set from that
   * stretch (the latest, since the work per value grows); `force` reads a stretch however short.
   */
  private readMeter(force = false): void {
    const work = this.metered?.work ?? 0;
    const values = this.length - this.meterLength;
    if (values < METER_MIN && !force) return;
    this.spent += work - this.meterWork;
    if (values > 0) this.rate = Math.max(1, (work - this.meterWork) / values);
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

  /** A new largest value: room for its option values in the marks; too wide for the sparse method, plain mex. */
  private growMarks(value: number): void {
    this.maxValue = value;
    // Option values stay below 2^bits and the mex is at most 2^bits, so 2^(bits+1) marks always suffice.
    const size = 2 ** (bitLength(value) + 1);
    if (value > SPARSE_MAX_VALUE) {
      this.sparse = undefined;
      this.histogram = undefined;
      this.decided = true;
    }
    if (this.histogram !== undefined && bitLength(value) > this.histogram.bits && this.length >= SPARSE_START) {
      // A new top bit: the split is chosen again at the end of this stretch.
      this.nextChoice = this.length;
    }
    if (size > this.mark.length) {
      this.mark = new Uint32Array(size);
      this.sparse?.resize(size);
    }
  }

  /** Marks the option values of heap n that leave 0 or 1 heaps. */
  private markTakes(n: number, stamp: number, mark: Uint32Array): void {
    const { takeKs, takeDigits } = this;
    const G = this.store.array;
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
}
