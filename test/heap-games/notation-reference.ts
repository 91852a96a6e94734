// An independent reference for CGSuite's take-and-break notation: rules built as plain data, printed in every
// spelling the notation allows, and their moves enumerated from the definition (every multiset of heaps).

import fc from 'fast-check';

/** One digit as data: the heap counts it allows (0 to 23), `more` (`+`: and every count above the largest), a mark. */
export interface DigitSpec {
  counts: number[];
  more: boolean;
  mark: '' | '!' | '?' | '=';
}

/** Whether the digit allows leaving exactly `heaps` heaps of these sizes. */
function allows(spec: DigitSpec, heaps: readonly number[]): boolean {
  const count = heaps.length;
  const largest = Math.max(-1, ...spec.counts);
  if (!spec.counts.includes(count) && !(spec.more && count > largest)) return false;
  if (count < 2) return true;
  const distinct = new Set(heaps).size;
  if (spec.mark === '!') return distinct === count;
  if (spec.mark === '?') return distinct > 1;
  if (spec.mark === '=') return distinct === 1;
  return true;
}

/** Every multiset of positive heaps adding up to `rest`, sorted ascending (all partitions). */
function partitions(rest: number, low = 1): number[][] {
  if (rest === 0) return [[]];
  const all: number[][] = [];
  for (let first = low; first <= rest; first++) for (const tail of partitions(rest - first, first)) all.push([first, ...tail]);
  return all;
}

/** The results of one move on heap `n` of the rule `first . finite [repeat]`, as sorted strings (order free). */
export function specOptions(first: DigitSpec, finite: readonly DigitSpec[], repeat: readonly DigitSpec[], n: number): string[] {
  const results: string[] = [];
  for (let k = 0; k <= n; k++) {
    const spec = k === 0 ? first : k <= finite.length ? finite[k - 1] : repeat.length > 0 ? repeat[(k - finite.length - 1) % repeat.length] : undefined;
    if (spec === undefined) continue;
    for (const heaps of partitions(n - k)) {
      // Removing nothing and leaving the heap as it was is no move.
      if (k === 0 && heaps.length < 2) continue;
      if (allows(spec, heaps)) results.push(`${k}:${heaps.join(',')}`);
    }
  }
  return results.sort();
}

/** Grundy values by the plain mex over {@link specOptions}. */
export function specValues(first: DigitSpec, finite: readonly DigitSpec[], repeat: readonly DigitSpec[], count: number): number[] {
  const values: number[] = [];
  for (let n = 0; n < count; n++) {
    const seen = new Set<number>();
    for (const option of specOptions(first, finite, repeat, n)) {
      const heaps = option.split(':')[1] ?? '';
      seen.add(heaps === '' ? 0 : heaps.split(',').reduce((x, h) => x ^ (values[Number(h)] ?? 0), 0));
    }
    let mex = 0;
    while (seen.has(mex)) mex++;
    values.push(mex);
  }
  return values;
}

// CGSuite's digit characters: base 32, so 0 to 31 (V); larger digits only as `&N;`.
const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUV';

/** The spellings of one digit: a character (either case) when it has one, `&N;`, braces in any order. */
export function spellings(spec: DigitSpec): string[] {
  const value = spec.counts.reduce((sum, count) => sum | (2 ** count), 0);
  const out: string[] = [];
  if (!spec.more) {
    if (value < 32) out.push(CHARS.charAt(value) + spec.mark, CHARS.charAt(value).toLowerCase() + spec.mark);
    out.push(`&${value};${spec.mark}`);
  }
  if (spec.counts.length > 0) {
    const listed = [...spec.counts].reverse();
    out.push(`{${listed.join(',')}${spec.more ? '+' : ''}}${spec.mark}`);
    // Each count marked inside the braces, when the mark can be given so.
    if (spec.mark !== '') out.push(`{${spec.counts.map((count) => `${count}${spec.mark}`).join(',')}${spec.more ? '+' : ''}}`);
  }
  if (spec.more && value === 1) out.push(`*${spec.mark}`);
  if (value === 0) out.push('0');
  return out;
}

/** A random digit: counts 0 to 5 (sometimes up to 7), `+` sometimes, a mark sometimes. */
export const digitSpec: fc.Arbitrary<DigitSpec> = fc
  .record({
    counts: fc.uniqueArray(fc.oneof({ weight: 6, arbitrary: fc.integer({ min: 0, max: 5 }) }, { weight: 1, arbitrary: fc.integer({ min: 6, max: 7 }) }), { maxLength: 3 }),
    more: fc.boolean(),
    mark: fc.constantFrom<DigitSpec['mark']>('', '', '!', '?', '='),
  })
  .map((spec) => (spec.counts.length === 0 ? { ...spec, more: false } : spec));

/** A digit allowed before the point: never one heap (counts without 1, and `+` only from 2). */
export const firstSpec: fc.Arbitrary<DigitSpec> = digitSpec.map((spec) => {
  const counts = spec.counts.filter((count) => count !== 1 && count !== 0);
  const more = spec.more && counts.length > 0;
  return { counts, more, mark: spec.mark };
});

/** A code for the rule in one random spelling per digit. */
export function spell(first: DigitSpec, finite: readonly DigitSpec[], repeat: readonly DigitSpec[], pick: (choices: string[]) => string): string {
  const text = (spec: DigitSpec): string => pick(spellings(spec));
  return `${text(first)}.${finite.map(text).join('')}${repeat.length > 0 ? `[${repeat.map(text).join('')}]` : ''}`;
}
