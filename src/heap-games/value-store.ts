// Grundy values kept compactly: one typed array of 8, 16 or 32 bits a value, widened when a value outgrows
// it. The one copy of the values every method reads (the plain mex, the sparse-space method, the period
// search). Internal.

import { digitAt, LEAVE_NONE, LEAVE_ONE, type Rule } from './code.js';
import { MAX_VALUES, plainCost, plainReach } from './cost.js';
import { describeValue } from '../internal/integers.js';
import { markSplitOptions } from './multi-split.js';
import { VALUES, type SparseMemory } from './sparse-core.js';

/**
 * The typed arrays Grundy values are kept in: 8 bits a value while every value is below 256, 16 while below
 * 65,536, 32 beyond.
 *
 * @example
 * ```ts
 * const values: GrundyValueArray = new Uint8Array([0, 1, 2]);
 * ```
 *
 * @category Heap games
 */
export type GrundyValueArray = Uint8Array | Uint16Array | Uint32Array;

/** The bits a value of each kind of array holds. */
function widthOf(array: GrundyValueArray): 8 | 16 | 32 {
  if (array instanceof Uint8Array) return 8;
  return array instanceof Uint16Array ? 16 : 32;
}

/** A typed array of `width` bits and `length` entries. */
function allocate(width: 8 | 16 | 32, length: number): GrundyValueArray {
  if (width === 8) return new Uint8Array(length);
  return width === 16 ? new Uint16Array(length) : new Uint32Array(length);
}

/**
 * The narrowest width that holds `value`.
 *
 * @example
 * ```ts
 * widthFor(255); // 8
 * widthFor(256); // 16
 * ```
 */
export function widthFor(value: number): 8 | 16 | 32 {
  if (value < 0x100) return 8;
  return value < 0x10000 ? 16 : 32;
}

/**
 * The values of heaps `0 … length-1` in one typed array ({@link GrundyValueArray}) whose width grows with
 * the largest value: 2^28 values of Grundy's game (largest value below 65,536) take 512 MiB. Room grows by
 * doubling, within {@link MAX_VALUES}; {@link ValueStore.reserve} refuses a count beyond it before allocating.
 *
 * @example
 * ```ts
 * const store = new ValueStore();
 * store.push(3);
 * store.push(300); // now a Uint16Array
 * ```
 */
export class ValueStore {
  /** The values; entries from `length` on are room. Replaced (never changed in width in place) as it grows. */
  array: GrundyValueArray = new Uint8Array(64);
  length = 0;
  /** The bits a value has in {@link ValueStore.array}: 8, 16 or 32. */
  width: 8 | 16 | 32 = 8;
  /** The WebAssembly memory the array lies in while the sparse-space core reads it, or undefined. */
  private memory: SparseMemory | undefined;
  /** The array's length there (a view the memory's growth detached reads 0). */
  private room = 0;

  /**
   * Moves the values into `memory` (its values region), where they stay as they grow and widen to 16 bits:
   * the same room as a plain array would take. Widening to 32 bits (never read by the core) moves them out.
   */
  moveTo(memory: SparseMemory): void {
    if (this.memory === memory) return;
    const values = this.array;
    memory.reserve(VALUES, values.byteLength);
    this.memory = memory;
    this.array = this.view(memory, values.length);
    this.array.set(values);
    memory.onMove = () => {
      this.array = this.view(memory, this.room);
    };
  }

  /** The array as a view of `length` entries of the memory's values region (8 or 16 bits: see moveTo). */
  private view(memory: SparseMemory, length: number): GrundyValueArray {
    this.room = length;
    return this.width === 8 ? memory.u8(VALUES, length) : memory.u16(VALUES, length);
  }

  /** Leaves the memory for a plain array (the values copied). */
  private leaveMemory(): void {
    if (this.memory === undefined) return;
    this.memory.onMove = undefined;
    this.memory = undefined;
    this.array = this.array.slice();
  }

  /**
   * Room for `count` values (doubling, up to {@link MAX_VALUES}; exactly `count` when doubling would pass it).
   *
   * @throws RangeError for a count above {@link MAX_VALUES}, before allocating.
   */
  reserve(count: number): void {
    if (count <= this.array.length) return;
    if (count > MAX_VALUES) throw new RangeError(`at most ${MAX_VALUES} Grundy values are kept, asked for ${count}`);
    const length = Math.min(MAX_VALUES, Math.max(count, this.array.length * 2));
    if (this.memory === undefined) {
      this.array = this.copyInto(allocate(this.width, length));
      return;
    }
    // The values region is the memory's last: it grows in place.
    this.memory.reserve(VALUES, (length * this.width) / 8);
    this.array = this.view(this.memory, length);
  }

  /** Widens the array to hold `value` (a no-op when it already does). */
  widen(value: number): void {
    const width = widthFor(value);
    if (width <= this.width) return;
    if (width === 32) this.leaveMemory();
    if (this.memory === undefined) {
      this.width = width;
      this.array = this.copyInto(allocate(width, this.array.length));
      return;
    }
    const { length } = this.array;
    const { memory } = this;
    memory.reserve(VALUES, (length * width) / 8);
    const narrow = this.view(memory, length);
    this.width = width;
    this.array = this.view(memory, length);
    // The same memory: `set` copies from a clone of the narrow values, so the overlap does no harm.
    this.array.set(narrow.subarray(0, this.length));
  }

  /** Appends the value of heap `length` (room reserved by the caller; widens as needed). */
  push(value: number): void {
    // 2^8, 2^16 and 2^32 as constants: the engine computes `2 ** width` anew at every call.
    if (value >= (this.width === 8 ? 0x100 : this.width === 16 ? 0x10000 : 0x100000000)) this.widen(value);
    if (this.length === this.array.length) this.reserve(this.length + 1);
    this.array[this.length++] = value;
  }

  /** Replaces the values by `values` (already checked), in the narrowest width that holds them. */
  adopt(values: GrundyValueArray, largest: number): void {
    this.leaveMemory();
    this.width = widthFor(largest);
    this.length = 0;
    this.array = allocate(this.width, Math.max(64, values.length));
    this.array.set(values);
    this.length = values.length;
  }

  /** Values `from … to-1` (within `length`) as a new `Uint32Array`. */
  copy(from: number, to: number): Uint32Array {
    const result = new Uint32Array(to - from);
    result.set(this.array.subarray(from, to));
    return result;
  }

  private copyInto(target: GrundyValueArray): GrundyValueArray {
    target.set(this.array.subarray(0, this.length));
    return target;
  }

  /** The width of an array (for tests and callers holding one). */
  static widthOf(array: GrundyValueArray): 8 | 16 | 32 {
    return widthOf(array);
  }
}

/** The steps a spot check of restored values may spend on its first heaps, and on each later heap it checks. */
const CHECK_PREFIX_WORK = 2 ** 23;
const CHECK_HEAP_WORK = 2 ** 22;
/** How many heaps beyond the first the spot check recomputes, spread evenly (the last one among them). */
const CHECK_SAMPLES = 8;
/** Restored values must be below this (see {@link spotCheck}). */
const SPOT_CHECK_LIMIT = 2 ** 26;

/**
 * Reads `values` given to restore a run: an array or typed array of whole numbers below 2^32, at most
 * {@link MAX_VALUES} of them, copied into the narrowest {@link GrundyValueArray}.
 *
 * @throws `TypeError` for something else, `RangeError` for too many values or an entry out of range, naming
 * it (`values[3]`).
 * @example
 * ```ts
 * readValues([0, 1, 300]); // { values: Uint16Array [0, 1, 300], largest: 300 }
 * ```
 */
export function readValues(values: unknown): { values: GrundyValueArray; largest: number } {
  if (!Array.isArray(values) && !(values instanceof Uint8Array || values instanceof Uint16Array || values instanceof Uint32Array)) {
    throw new TypeError(`values must be an array or a Uint8Array, Uint16Array or Uint32Array, got ${describeValue(values)}`);
  }
  const list = values as ArrayLike<unknown>;
  if (list.length > MAX_VALUES) throw new RangeError(`values must hold at most ${MAX_VALUES} values, got ${list.length}`);
  let largest = 0;
  for (let n = 0; n < list.length; n++) {
    const value = list[n];
    if (typeof value !== 'number') throw new TypeError(`values[${n}] must be a number, got ${describeValue(value)}`);
    if (!Number.isInteger(value) || value < 0 || value > 0xffffffff) {
      throw new RangeError(`values[${n}] must be a whole number from 0 to 2^32 - 1, got ${describeValue(value)}`);
    }
    if (value > largest) largest = value;
  }
  const copy = allocate(widthFor(largest), list.length);
  for (let n = 0; n < list.length; n++) copy[n] = list[n] as number;
  return { values: copy, largest };
}

/** The Grundy value of heap `n` by the plain mex over its options, `values` holding heaps below `n`. */
function plainValueAt(rule: Rule, values: GrundyValueArray, n: number, mark: Uint32Array): number {
  const stamp = n + 1;
  const ks: number[] = [];
  const digits: number[] = [];
  const lastK = rule.repeat.length === 0 ? Math.min(n, rule.digits.length) : n;
  for (let k = 0; k <= lastK; k++) {
    const digit = digitAt(rule, k);
    const rest = n - k;
    if (rest === 0 && (digit & LEAVE_NONE) !== 0) mark[0] = stamp;
    if (rest > 0 && (digit & LEAVE_ONE) !== 0) mark[values[rest] ?? 0] = stamp;
    ks.push(k);
    digits.push(digit);
  }
  markSplitOptions(values, ks, digits, n, mark, stamp);
  let value = 0;
  while (mark[value] === stamp) value++;
  return value;
}

/**
 * Spot-checks restored values against the definition: every heap of a first stretch (as many as
 * {@link CHECK_PREFIX_WORK} steps of the plain mex compute, at most 1,024), then {@link CHECK_SAMPLES} heaps
 * spread over the rest (the last one among them), each where its plain mex costs at most
 * {@link CHECK_HEAP_WORK} steps.
 *
 * @throws `RangeError` naming the first heap whose value differs.
 * @example
 * ```ts
 * spotCheck(parseCode('0.77'), Uint8Array.of(0, 1, 2, 3), 3); // Kayles: no error
 * ```
 */
export function spotCheck(rule: Rule, values: GrundyValueArray, largest: number): void {
  // The mark array spans every option value, 2^(bits + 1) entries: a value of 2^26 or more is refused before
  // it is allocated (it would take half a GiB), so a hostile list costs no memory.
  if (largest >= SPOT_CHECK_LIMIT) {
    const at = values.findIndex((value) => value === largest);
    throw new RangeError(`values[${at}] is ${largest}: restored Grundy values must be below 2^26`);
  }
  const mark = new Uint32Array(2 ** (32 - Math.clz32(largest) + 1));
  const check = (n: number): void => {
    const value = plainValueAt(rule, values, n, mark);
    if (value !== values[n]) throw new RangeError(`values[${n}] is ${values[n] ?? 0}, but the Grundy value of heap ${n} is ${value}`);
  };
  const prefix = Math.min(values.length, 1024, plainReach(rule, 0, CHECK_PREFIX_WORK));
  for (let n = 0; n < prefix; n++) check(n);
  for (let sample = CHECK_SAMPLES; sample >= 1; sample--) {
    const n = prefix + Math.floor(((values.length - 1 - prefix) * sample) / CHECK_SAMPLES);
    if (n >= prefix && n < values.length && plainCost(rule, n, n + 1) <= CHECK_HEAP_WORK) check(n);
  }
}

/**
 * Values `from … to-1` of a game with a proved period, from those of heaps below `preperiod + period`: each
 * block adds `saltus` (0 for a plain period) to the values of the block before.
 *
 * @throws RangeError when a value would reach 2^32 (a `Uint32Array` cannot hold it; {@link HeapGame.grundy}
 * gives any value as a number).
 * @example
 * ```ts
 * periodicRange(Uint8Array.of(0, 1, 1, 2), 1, 3, 4, 7); // Uint32Array [1, 1, 2]
 * periodicRange(Uint8Array.of(0, 1, 2, 4, 3), 1, 4, 5, 9, 4); // Uint32Array [5, 6, 8, 7]: Lasker's Nim
 * ```
 */
export function periodicRange(values: GrundyValueArray, preperiod: number, period: number, from: number, to: number, saltus = 0): Uint32Array {
  const result = new Uint32Array(to - from);
  const cycle = preperiod + period;
  // Below the cycle's end, a copy; then each heap's place in the cycle walks forward, wrapping (and adding the
  // saltus once per block).
  const direct = Math.min(to, cycle);
  if (from < direct) result.set(values.subarray(from, direct));
  let at = Math.max(from, cycle);
  let index = preperiod + ((at - preperiod) % period);
  let added = Math.floor((at - preperiod) / period) * saltus;
  if (saltus > 0 && at < to) {
    // Values grow by blocks, so the last block holds the largest; checked before any is written.
    let largest = 0;
    for (let n = preperiod; n < cycle; n++) largest = Math.max(largest, values[n] ?? 0);
    if (largest + Math.floor((to - 1 - preperiod) / period) * saltus >= 2 ** 32) throw new RangeError(`the Grundy values up to heap ${to - 1} may reach 2^32, more than a Uint32Array holds: ask grundy(n) for each`);
  }
  for (; at < to; at++) {
    result[at - from] = (values[index] ?? 0) + added;
    if (index + 1 === cycle) {
      index = preperiod;
      added += saltus;
    } else index++;
  }
  return result;
}

/**
 * Checks the `maxWork` option: a positive whole number of steps, or `Infinity` (no limit), or undefined.
 *
 * @throws `TypeError` for a value that is not a number, `RangeError` for one that is not positive and whole.
 * @example
 * ```ts
 * checkMaxWork(Infinity, 'options.maxWork'); // Infinity
 * ```
 */
export function checkMaxWork(value: unknown, label: string): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number') throw new TypeError(`${label} must be a number, got ${describeValue(value)}`);
  if (value !== Number.POSITIVE_INFINITY && (!Number.isSafeInteger(value) || value < 1)) {
    throw new RangeError(`${label} must be a positive safe integer or Infinity, got ${describeValue(value)}`);
  }
  return value;
}

/**
 * Options of {@link HeapGame.grundyValues} and {@link HeapGame.grundyRange}.
 *
 * @example
 * ```ts
 * HeapGame.parse('0.354').grundyValues(2 ** 24, { maxWork: Infinity }); // beyond the default 10 s guard
 * ```
 *
 * @category Heap games
 */
export interface GrundyValuesOptions {
  /**
   * The steps of work the game's values may take in all (default 2^33, about 10 s, the guard against a call
   * that would hang); a positive whole number, or `Infinity` for a long run the caller asked for.
   */
  readonly maxWork?: number;
}
