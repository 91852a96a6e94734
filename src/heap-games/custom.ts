// Grundy values of a rule given as a function (HeapGame.fromRule): checked results and a plain mex. Internal.

import type { ValueTable } from './grundy.js';

/** A rule given as a function: the results of one move on heap n, each a list of heap sizes.
 *
 * @category Heap games
 */
export type OptionsOfN = (n: number) => Iterable<readonly number[]>;

/** The checked, sorted results of one move under a function rule: non-empty heaps below n only.
 *
 * @category Heap games
 */
export function customOptions(name: string, optionsOfN: OptionsOfN, n: number): number[][] {
  const results: number[][] = [];
  const seen = new Set<string>();
  for (const result of optionsOfN(n)) {
    if (!Array.isArray(result)) throw new TypeError(`rule ${JSON.stringify(name)} gave a result for heap ${n} that is not an array`);
    const leave: number[] = [];
    for (const size of result as readonly unknown[]) {
      if (typeof size !== 'number' || !Number.isSafeInteger(size) || size < 0 || size >= n) {
        throw new RangeError(`rule ${JSON.stringify(name)} left a heap of ${String(size)} from heap ${n}: every heap left must be a whole number below ${n}`);
      }
      if (size > 0) leave.push(size);
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

/** The Grundy values of a function rule, by a plain mex over its checked results.
 *
 * @category Heap games
 */
export class CustomValues implements ValueTable {
  values = new Uint32Array(64);
  length = 0;
  private readonly name: string;
  private readonly optionsOfN: OptionsOfN;

  constructor(name: string, optionsOfN: OptionsOfN) {
    this.name = name;
    this.optionsOfN = optionsOfN;
  }

  extend(count: number): void {
    if (count <= this.length) return;
    if (count > LIMIT_CUSTOM) throw new RangeError(`a rule given as a function computes at most ${LIMIT_CUSTOM} Grundy values, asked for ${count}`);
    if (count > this.values.length) {
      const grown = new Uint32Array(Math.max(count, this.values.length * 2));
      grown.set(this.values.subarray(0, this.length));
      this.values = grown;
    }
    for (let n = this.length; n < count; n++) {
      const results = customOptions(this.name, this.optionsOfN, n);
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
  }
}
