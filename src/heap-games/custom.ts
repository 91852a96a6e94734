// Grundy values of a rule given as a function (HeapGame.fromRule): checked results and a plain mex. Internal.

import { describeValue } from '../internal/integers.js';
import type { ValueTable } from './grundy.js';
import { MAX_OPTIONS } from './options.js';

/** A rule given as a function: the results of one move on heap n, each a list of heap sizes.
 *
 * @category Heap games
 */
export type OptionsOfN = (n: number) => Iterable<readonly number[]>;

/** The rule's results for heap n, checked to be an iterable (a plain `for…of` would throw a minified message). */
function resultsOf(name: string, optionsOfN: OptionsOfN, n: number): Iterable<unknown> {
  const results: unknown = optionsOfN(n);
  const iterator = typeof results === 'object' && results !== null ? (results as { [Symbol.iterator]?: unknown })[Symbol.iterator] : undefined;
  if (typeof iterator !== 'function') {
    throw new TypeError(`rule ${describeValue(name)} gave ${describeValue(results)} for heap ${n}: it must return an iterable (an array, say) of lists of heaps`);
  }
  return results as Iterable<unknown>;
}

/**
 * The checked, sorted, distinct results of one move under a function rule: non-empty heaps below n only,
 * adding up to at most n (so a move never adds counters, and its `take` is never negative). Reads at most
 * {@link MAX_OPTIONS} results, duplicates included, so an endless generator ends in a `RangeError`.
 *
 * @category Heap games
 */
export function customOptions(name: string, optionsOfN: OptionsOfN, n: number): number[][] {
  const results: number[][] = [];
  const seen = new Set<string>();
  let read = 0;
  for (const result of resultsOf(name, optionsOfN, n)) {
    if (++read > MAX_OPTIONS) throw new RangeError(`rule ${describeValue(name)} gave more than ${MAX_OPTIONS} results for heap ${n}: too many to list`);
    if (!Array.isArray(result)) throw new TypeError(`rule ${describeValue(name)} gave a result for heap ${n} that is not an array: ${describeValue(result)}`);
    const leave: number[] = [];
    let total = 0;
    // for…of, not forEach: a hole is an entry too (undefined), and is refused.
    for (const size of result as readonly unknown[]) {
      if (typeof size !== 'number' || !Number.isSafeInteger(size) || size < 0 || size >= n) {
        throw new RangeError(`rule ${describeValue(name)} left a heap of ${describeValue(size)} from heap ${n}: every heap left must be a whole number below ${n}`);
      }
      total += size;
      if (size > 0) leave.push(size);
    }
    if (total > n) {
      throw new RangeError(`rule ${describeValue(name)} left heaps adding up to ${total} from heap ${n}: the heaps left must add up to at most ${n}`);
    }
    leave.sort((a, b) => a - b);
    const key = leave.join(',');
    if (!seen.has(key)) {
      seen.add(key);
      results.push(leave);
    }
  }
  return results;
}

/** How many values a function rule may compute: 2^20.
 *
 * @category Heap games
 */
export const LIMIT_CUSTOM = 1 << 20;
/**
 * How many results (lists of heaps) a function rule may give in all while its values are computed: 2^26. Each
 * costs a call's share, a check and a sort, about a tenth of a microsecond or more, so this bounds the time
 * (seconds) whatever the rule's number of results per heap.
 *
 * @category Heap games
 */
export const CUSTOM_RESULT_LIMIT = 1 << 26;

/** The Grundy values of a function rule, by a plain mex over its checked results.
 *
 * @category Heap games
 */
export class CustomValues implements ValueTable {
  values = new Uint32Array(64);
  length = 0;
  private readonly name: string;
  private readonly optionsOfN: OptionsOfN;
  /** The results read so far, against {@link CUSTOM_RESULT_LIMIT}. */
  private results = 0;

  constructor(name: string, optionsOfN: OptionsOfN) {
    this.name = name;
    this.optionsOfN = optionsOfN;
  }

  reach(): number {
    return this.results >= CUSTOM_RESULT_LIMIT ? this.length : LIMIT_CUSTOM;
  }

  extend(count: number): void {
    if (count > LIMIT_CUSTOM) throw new RangeError(`a rule given as a function computes at most ${LIMIT_CUSTOM} Grundy values, asked for ${count}`);
    if (this.extendWithin(count) < count) {
      throw new RangeError(
        `a rule given as a function may give at most ${CUSTOM_RESULT_LIMIT} results in all while its Grundy values are computed: this one reached it at heap ${this.length}, asked for ${count} values`,
      );
    }
  }

  extendWithin(count: number): number {
    const target = Math.min(count, LIMIT_CUSTOM);
    if (target <= this.length) return this.length;
    if (target > this.values.length) {
      const grown = new Uint32Array(Math.max(target, Math.min(LIMIT_CUSTOM, this.values.length * 2)));
      grown.set(this.values.subarray(0, this.length));
      this.values = grown;
    }
    for (let n = this.length; n < target && this.results < CUSTOM_RESULT_LIMIT; n++) {
      const results = customOptions(this.name, this.optionsOfN, n);
      this.results += results.length + 1;
      const seen = new Uint8Array(results.length + 1);
      for (const leave of results) {
        let x = 0;
        for (const size of leave) x ^= this.values[size] ?? 0;
        if (x <= results.length) seen[x] = 1;
      }
      let v = 0;
      while (seen[v] === 1) v++;
      this.values[n] = v;
      this.length = n + 1;
    }
    return this.length;
  }
}
