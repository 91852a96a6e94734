// Grundy values of a take-and-break rule, computed in order into a growing typed array: a plain mex for
// take-only and three-heap games, and the sparse-space method for games that split into two heaps. Internal.
/* eslint-disable @typescript-eslint/no-non-null-assertion -- every `!` reads a typed array or a list at an index below its length, checked by the loop bounds */

import { digitAt, LEAVE_NONE, LEAVE_ONE, LEAVE_THREE, LEAVE_TWO, DISTINCT, NOT_ALL_EQUAL, type Rule } from './code.js';

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

/** How many earlier heaps' witnesses the sparse method tries before scanning (see {@link RuleValues}). */
const WITNESS_MEMORY = 8;

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

function bitLength(value: number): number {
  return 32 - Math.clz32(value);
}

function parity(value: number): number {
  let bits = value;
  bits ^= bits >>> 16;
  bits ^= bits >>> 8;
  bits ^= bits >>> 4;
  bits ^= bits >>> 2;
  bits ^= bits >>> 1;
  return bits & 1;
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
 * The Grundy values of a take-and-break rule.
 *
 * The sparse-space method (Winning Ways, "Sparse space spells speed"; Flammenkamp's tables): fix a bit mask
 * and call a value *common* when `value & mask` has an odd number of bits and *rare* otherwise. Parity of
 * masked bits is linear over XOR, so XOR-ing two heaps gives a common value exactly when one heap is rare and
 * the other common. Rare heaps are few in the games where the method pays, so every common option value of
 * heap `n` is found by pairing each rare heap `r` with `m - r`: O(rare) work instead of O(m). That gives
 * `common`, the smallest common value that is not an option, exactly.
 *
 * Exactness: the Grundy value is the smallest value that is not an option, so it is `common` unless some
 * rare value below `common` is not an option either. Each such rare value is then looked for among all the
 * pairs (a scan that stops as soon as every one has been found; it usually stops after a few pairs). If the
 * scan ends with one still missing, the smallest missing value is the Grundy value: the full scan is the
 * plain mex. No value is ever assumed; a bad mask only makes the method slower, never wrong. The mask is
 * chosen as the one with the fewest rare heaps among the first {@link SPARSE_START} values.
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
  private readonly splitKs: number[] = [];
  private readonly splitDigits: number[] = [];
  /** `k` up to which the lists above are complete. */
  private scannedK = -1;
  private readonly lastK: number;
  /** mark[v] === stamp when v is an option value of the heap being computed. */
  private mark = new Uint32Array(2);
  private maxValue = 0;
  /** Sparse space: only for rules that never leave three heaps and do split into two. */
  private readonly sparseEligible: boolean;
  private mask = 0;
  /** 1 when the class of a heap also depends on its parity (Flammenkamp's sparse space in the domain). */
  private domain = 0;
  /** The parity of the removal sizes of every split (the domain mode needs them all alike). */
  private readonly splitParity: number;
  /** maskParity[v] is the parity of the bits of `v & mask`. */
  private maskParity = new Uint8Array(2);
  private rare = new Int32Array(64);
  private rareCount = 0;
  /**
   * Witnesses of the sparse method: for heap n and value v, slot `(n % WITNESS_MEMORY) * size + v` holds the
   * smaller heap `a` (0 for none) and the split index of a pair that gave v.
   */
  private witnessHeap = new Int32Array(0);
  private witnessSplit = new Int32Array(0);
  /** The heap each stored witness was found for (a slot may hold one from several cycles back). */
  private witnessFrom = new Int32Array(0);
  private needed = new Int32Array(2);

  constructor(rule: Rule) {
    this.rule = rule;
    this.limit = valueLimit(rule);
    this.lastK = rule.repeat.length === 0 ? rule.digits.length : Number.POSITIVE_INFINITY;
    const all = [rule.first, ...rule.digits, ...rule.repeat];
    this.sparseEligible = all.every((digit) => (digit & LEAVE_THREE) === 0) && all.some((digit) => (digit & LEAVE_TWO) !== 0);
    // The parity shared by every split's removal size, or -1 when they differ (or a repeat splits).
    const parities = new Set<number>();
    for (let k = 0; k <= Math.min(this.lastK, rule.digits.length + rule.repeat.length * 2); k++) {
      if ((digitAt(rule, k) & LEAVE_TWO) !== 0) parities.add(k & 1);
    }
    this.splitParity = parities.size === 1 && rule.repeat.length === 0 ? [...parities][0] ?? -1 : -1;
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
      const value = this.mask !== 0 ? this.sparseValue(n) : this.plainValue(n);
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
        this.splitKs.push(k);
        this.splitDigits.push(digit);
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
      if (size > this.mark.length) {
        this.mark = new Uint32Array(size);
        this.maskParity = new Uint8Array(size);
        this.needed = new Int32Array(size);
        if (this.mask !== 0) {
          this.witnessHeap = new Int32Array(size * WITNESS_MEMORY);
          this.witnessSplit = new Int32Array(size * WITNESS_MEMORY);
          this.witnessFrom = new Int32Array(size * WITNESS_MEMORY);
        }
        for (let v = 0; v < size; v++) this.maskParity[v] = parity(v & this.mask);
      }
    }
    if (this.mask !== 0 && n > 0 && this.isRare(n, value)) this.pushRare(n);
  }

  /**
   * Whether heap n with value `value` is rare: `value & mask` has even parity, or, in the domain mode,
   * parity equal to that of `n - t` (`t` any split's removal size).
   */
  private isRare(n: number, value: number): boolean {
    return this.maskParity[value] === (this.domain & (n + this.splitParity));
  }

  private pushRare(n: number): void {
    if (this.rareCount === this.rare.length) {
      const grown = new Int32Array(this.rare.length * 2);
      grown.set(this.rare);
      this.rare = grown;
    }
    this.rare[this.rareCount++] = n;
  }

  /** Marks the option values of heap n that leave 0 or 1 heaps. */
  private markTakes(n: number, stamp: number): void {
    const { values: G, mark, takeKs, takeDigits } = this;
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
   * Marks every split option value of heap n; with `need > 0`, stops as soon as `need` values below `below`
   * that were not marked before have been marked (the witness scan of the sparse method).
   */
  private markSplits(n: number, stamp: number, below: number, need: number): void {
    const { values: G, mark, splitKs, splitDigits, witnessHeap, witnessSplit, witnessFrom } = this;
    const slot = (n % WITNESS_MEMORY) * mark.length;
    let missing = need;
    for (let index = 0; index < splitKs.length; index++) {
      const k = splitKs[index]!;
      if (k > n) break;
      const digit = splitDigits[index]!;
      const rest = n - k;
      const unequal = (digit & (DISTINCT | NOT_ALL_EQUAL)) !== 0;
      if ((digit & LEAVE_TWO) !== 0) {
        // From the middle out: both heaps large, so their values are spread widest and the witness scan
        // finds every missing value soonest.
        for (let a = rest >> 1, b = rest - a; a >= 1; a--, b++) {
          if (unequal && a === b) continue;
          const x = G[a]! ^ G[b]!;
          if (mark[x] === stamp) continue;
          mark[x] = stamp;
          if (x < below) {
            witnessHeap[slot + x] = a;
            witnessSplit[slot + x] = index;
            witnessFrom[slot + x] = n;
            if (--missing === 0) return;
          }
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

  private plainValue(n: number): number {
    const stamp = n + 1;
    this.markTakes(n, stamp);
    this.markSplits(n, stamp, 0, 0);
    const mark = this.mark;
    let v = 0;
    while (mark[v] === stamp) v++;
    return v;
  }

  private sparseValue(n: number): number {
    const stamp = n + 1;
    const { values: G, mark, rare, rareCount, maskParity, splitKs, splitDigits } = this;
    this.markTakes(n, stamp);
    // Every common option value: a rare heap r paired with rest - r (pairs of two rare heaps come along too).
    for (let index = 0; index < splitKs.length; index++) {
      const k = splitKs[index]!;
      if (k > n) break;
      const rest = n - k;
      const unequal = (splitDigits[index]! & (DISTINCT | NOT_ALL_EQUAL)) !== 0;
      for (let i = 0; i < rareCount; i++) {
        const r = rare[i]!;
        if (r >= rest) break;
        if (unequal && 2 * r === rest) continue;
        mark[G[r]! ^ G[rest - r]!] = stamp;
      }
    }
    // A pair of heaps of one class gives a value of parity `domain & rest`, a mixed pair the other parity;
    // all splits remove sizes of one parity in the domain mode, so `cheap` is the same for every split.
    const cheap = 1 ^ (this.domain & (n + this.splitParity));
    // `common`: the smallest unmarked cheap value; `need`: the unmarked other values below it.
    let need = 0;
    let common = 0;
    for (; common < mark.length; common++) {
      if (mark[common] === stamp) continue;
      if (maskParity[common] === cheap) break;
      need++;
    }
    if (need === 0) return common;
    need = this.reuseWitnesses(n, stamp, common);
    if (need === 0) return common;
    this.markSplits(n, stamp, common, need);
    let v = 0;
    while (mark[v] === stamp) v++;
    return v;
  }

  /**
   * Tries, for each unmarked value below `below`, the pairs that gave it for the last few heaps, shifted to
   * this heap: in these games the values repeat locally (Grundy's game nearly repeats every 3), so an old
   * pair with its larger heap moved up usually gives the value again. Each pair is checked before it counts,
   * so this only saves time. Returns how many values are still unmarked below `below`.
   */
  private reuseWitnesses(n: number, stamp: number, below: number): number {
    const { values: G, mark, witnessHeap, witnessSplit, witnessFrom, splitKs, splitDigits, needed } = this;
    const size = mark.length;
    let count = 0;
    for (let v = 0; v < below; v++) if (mark[v] !== stamp) needed[count++] = v;
    let missing = count;
    const here = (n % WITNESS_MEMORY) * size;
    for (let index = 0; index < count; index++) {
      const w = needed[index]!;
      for (let back = 1; back <= WITNESS_MEMORY; back++) {
        const slot = ((n - back) % WITNESS_MEMORY) * size + w;
        const a = witnessHeap[slot]!;
        if (a === 0) continue;
        const split = witnessSplit[slot]!;
        const rest = n - splitKs[split]!;
        const unequal = (splitDigits[split]! & (DISTINCT | NOT_ALL_EQUAL)) !== 0;
        // The old pair (a, b) found for heap `from`, with either heap moved up by n - from.
        let found = 0;
        const b = rest - a;
        if (b >= 1 && !(unequal && a === b) && (G[a]! ^ G[b]!) === w) found = a;
        else {
          const a2 = a + n - witnessFrom[slot]!;
          const b2 = rest - a2;
          if (b2 >= 1 && !(unequal && a2 === b2) && (G[a2]! ^ G[b2]!) === w) found = a2;
        }
        if (found === 0) continue;
        mark[w] = stamp;
        witnessHeap[here + w] = found;
        witnessSplit[here + w] = split;
        witnessFrom[here + w] = n;
        missing--;
        break;
      }
    }
    return missing;
  }

  /**
   * Picks the mask (and domain mode) with the fewest rare heaps so far; mask 0 keeps the plain mex when
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
    this.mask = best | (-1 << bits);
    this.domain = bestDomain;
    for (let v = 0; v < this.maskParity.length; v++) this.maskParity[v] = parity(v & this.mask);
    this.witnessHeap = new Int32Array(this.mark.length * WITNESS_MEMORY);
    this.witnessSplit = new Int32Array(this.mark.length * WITNESS_MEMORY);
    this.witnessFrom = new Int32Array(this.mark.length * WITNESS_MEMORY);
    for (let n = 1; n < this.length; n++) if (this.isRare(n, G[n]!)) this.pushRare(n);
  }
}
