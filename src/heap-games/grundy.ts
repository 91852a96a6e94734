// Grundy values of a take-and-break rule, computed in order into a growing typed array: a plain mex for
// take-only and three-heap games, and the sparse-space method for games that split into two heaps. Internal.
/* eslint-disable @typescript-eslint/no-non-null-assertion -- every `!` reads a typed array or a list at an index below its length, checked by the loop bounds */

import { digitAt, LEAVE_NONE, LEAVE_ONE, LEAVE_THREE, LEAVE_TWO, DISTINCT, leavesUnequal, type Rule } from './code.js';
import { bitLength } from '../internal/integers.js';
import { parity } from './sparse-loops.js';
import { SPARSE_MAX_VALUE, SparseSpace } from './sparse-space.js';

/** How many values a finite code that leaves at most two heaps may compute: 2^24 (64 MB of values).
 *
 * @category Heap games
 */
export const LIMIT_FINITE = 1 << 24;
/** A repeating take-only code (Nim, all-but games) costs O(n) per value: 2^16 values.
 *
 * @category Heap games
 */
export const LIMIT_REPEATING = 1 << 16;
/** A repeating splitting code, or one that leaves three heaps, costs O(n^2) per value: 2^12 values.
 *
 * @category Heap games
 */
export const LIMIT_CUBIC = 1 << 12;

/** Where the sparse-space method takes over from the plain mex (the mask is chosen from these values). */
const SPARSE_START = 1 << 11;

/** The number of values a rule may compute before {@link RuleValues.extend} throws a `RangeError`.
 *
 * @category Heap games
 */
export function valueLimit(rule: Rule): number {
  const all = [rule.first, ...rule.digits, ...rule.repeat];
  const three = all.some((digit) => (digit & LEAVE_THREE) !== 0);
  if (rule.repeat.length === 0 && !three) return LIMIT_FINITE;
  const splitsForever = rule.repeat.some((digit) => (digit & (LEAVE_TWO | LEAVE_THREE)) !== 0);
  return three || splitsForever ? LIMIT_CUBIC : LIMIT_REPEATING;
}

/** A growing table of values `0 … length-1`: `values` may be replaced by a larger array as it grows.
 *
 * @category Heap games
 */
export interface ValueTable {
  readonly values: Uint32Array;
  readonly length: number;
  /** Computes values up to index `count - 1` (no-op when already there). */
  extend(count: number): void;
}

/**
 * The Grundy values of a take-and-break rule: a plain mex over every option for the first
 * {@link SPARSE_START} heaps (and for good when no mask leaves few rare heaps), then the sparse-space method
 * of {@link SparseSpace} for rules that split into two heaps. The mask is the one with the fewest rare heaps
 * among the first {@link SPARSE_START} values. Every value is exact whatever the mask.
 *
 * @category Heap games
 */
export class RuleValues implements ValueTable {
  values = new Uint32Array(64);
  length = 0;
  private readonly rule: Rule;
  private readonly limit: number;
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
  /** Sparse space: only for rules that never leave three heaps and do split into two. */
  private readonly sparseEligible: boolean;
  /** The parity of the removal sizes of every split (the domain mode needs them all alike), or -1. */
  private readonly splitParity: number;
  /** Set once a mask is chosen; dropped (back to the plain mex) if a value outgrows its 16-bit copy. */
  private sparse: SparseSpace | undefined;

  constructor(rule: Rule) {
    this.rule = rule;
    this.limit = valueLimit(rule);
    this.lastK = rule.repeat.length === 0 ? rule.digits.length : Number.POSITIVE_INFINITY;
    const all = [rule.first, ...rule.digits, ...rule.repeat];
    this.sparseEligible = all.every((digit) => (digit & LEAVE_THREE) === 0) && all.some((digit) => (digit & LEAVE_TWO) !== 0);
    // The parity shared by every split's removal size, or -1 when they differ or the code repeats.
    const parities = new Set<number>();
    for (let k = 0; k <= rule.digits.length && rule.repeat.length === 0; k++) {
      if ((digitAt(rule, k) & LEAVE_TWO) !== 0) parities.add(k & 1);
    }
    this.splitParity = parities.size === 1 ? [...parities][0] ?? -1 : -1;
  }

  extend(count: number): void {
    if (count <= this.length) return;
    if (count > this.limit) {
      throw new RangeError(`this game computes at most ${this.limit} Grundy values without a proved period, asked for ${count}`);
    }
    if (count > this.values.length) {
      const grown = new Uint32Array(Math.min(this.limit, Math.max(count, this.values.length * 2)));
      grown.set(this.values.subarray(0, this.length));
      this.values = grown;
    }
    this.scanDigits(Math.min(count - 1, this.lastK));
    for (let n = this.length; n < count; n++) {
      if (n === SPARSE_START && this.sparseEligible) this.chooseMask();
      let value: number;
      if (this.sparse !== undefined) {
        const stamp = this.sparse.begin(n, count, this.splits);
        this.markTakes(n, stamp, this.sparse.current);
        value = this.sparse.value(n, stamp, this.sparse.current, this.splits);
      } else {
        const stamp = n + 1;
        this.markTakes(n, stamp, this.mark);
        this.markSplits(n, stamp);
        value = 0;
        while (this.mark[value] === stamp) value++;
      }
      this.store(n, value);
    }
  }

  private scanDigits(upTo: number): void {
    for (let k = this.scannedK + 1; k <= upTo; k++) {
      const digit = digitAt(this.rule, k);
      if ((digit & (LEAVE_NONE | LEAVE_ONE)) !== 0) {
        this.takeKs.push(k);
        this.takeDigits.push(digit);
      }
      if ((digit & (LEAVE_TWO | LEAVE_THREE)) !== 0) {
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

  /** Marks every split option value of heap n (two and three heaps). */
  private markSplits(n: number, stamp: number): void {
    const { values: G, mark } = this;
    const { ks, digits } = this.splits;
    for (let index = 0; index < ks.length; index++) {
      const k = ks[index]!;
      if (k > n) break;
      const digit = digits[index]!;
      const rest = n - k;
      const unequal = leavesUnequal(digit);
      if ((digit & LEAVE_TWO) !== 0) {
        for (let a = rest >> 1, b = rest - a; a >= 1; a--, b++) {
          if (unequal && a === b) continue;
          mark[G[a]! ^ G[b]!] = stamp;
        }
      }
      if ((digit & LEAVE_THREE) !== 0) {
        const distinct = (digit & DISTINCT) !== 0;
        for (let a = 1; 3 * a <= rest; a++) {
          for (let b = a, c = rest - 2 * a; b <= c; b++, c--) {
            if (distinct ? a === b || b === c : unequal && a === c) continue;
            mark[G[a]! ^ G[b]! ^ G[c]!] = stamp;
          }
        }
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
