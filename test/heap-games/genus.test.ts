import { describe, expect, test } from 'vitest';
import { formatGenus, HeapGame } from '../../src/index.js';
import type { Genus } from '../../src/index.js';
import { thrownBy } from '../helpers.js';
import { referenceOptions, referenceValues } from './reference.js';

// Conway's genus against a brute force written here: misère Grundy values of the position plus i nim heaps of
// size 2, computed far beyond the cut nimkit makes, so the cut itself is checked.

/** The misère Grundy value of game heaps plus `twos` nim heaps of 2 and `ones` nim heaps of 1. */
function misereGrundy(code: string, heaps: readonly number[], twos: number, ones: number, memo: Map<string, number>): number {
  const key = `${[...heaps].sort((a, b) => a - b).join(',')}|${twos}|${ones}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const seen = new Set<number>();
  heaps.forEach((heap, index) => {
    for (const leave of referenceOptions(code, heap)) seen.add(misereGrundy(code, heaps.filter((_, i) => i !== index).concat(leave), twos, ones, memo));
  });
  if (twos > 0) {
    seen.add(misereGrundy(code, heaps, twos - 1, ones + 1, memo));
    seen.add(misereGrundy(code, heaps, twos - 1, ones, memo));
  }
  if (ones > 0) seen.add(misereGrundy(code, heaps, twos, ones - 1, memo));
  let value = seen.size === 0 ? 1 : 0;
  if (seen.size > 0) while (seen.has(value)) value++;
  memo.set(key, value);
  return value;
}

function bruteGenus(code: string, heaps: readonly number[], far: number): { value: number; values: number[] } {
  const grundy = referenceValues(code, Math.max(0, ...heaps) + 1);
  const memo = new Map<string, number>();
  let value = 0;
  for (const heap of heaps) value ^= grundy[heap] ?? 0;
  return { value, values: Array.from({ length: far }, (_, i) => misereGrundy(code, heaps, i, 0, memo)) };
}

describe('HeapGame.genus - against brute force', () => {
  const cases: [string, number[][]][] = [
    ['0.77', [[], [1], [2], [3], [4], [5], [6], [7], [8], [1, 2], [2, 3], [1, 1, 2], [5, 5], [4, 5]]],
    ['0.07', [[], [2], [3], [4], [5], [6], [7], [8], [9], [10], [2, 4], [3, 6]]],
    ['0.75', [[1], [2], [5], [7], [9], [2, 5]]],
    ['0.[3]', [[1], [2], [3], [1, 1], [2, 3], [1, 2, 3]]],
  ];
  test.each(cases)('%s', (code, positions) => {
    const game = HeapGame.parse(code);
    for (const heaps of positions) {
      const genus = game.genus(heaps);
      const { value, values } = bruteGenus(code, heaps, 24);
      expect([heaps, genus.value]).toEqual([heaps, value]);
      // The list is γ0 … γk and the values alternate after it, as far as the brute force goes.
      const k = genus.misere.length - 1;
      expect([heaps, genus.misere]).toEqual([heaps, values.slice(0, k + 1)]);
      for (let j = k + 1; j < values.length; j++) expect([heaps, j, values[j]]).toEqual([heaps, j, values[j - 2]]);
      // And k is the first such: γk differs from γk−2.
      if (k >= 2) expect(values[k]).not.toBe(values[k - 2]);
    }
  });

  test("the literature's values: Kayles heap 5 is 4^146, the empty position 0^120, a nim heap of 2 is 2^20", () => {
    expect(HeapGame.parse('0.77').genus([5])).toEqual({ value: 4, misere: [1, 4, 6] });
    expect(formatGenus(HeapGame.parse('0.77').genus([5]))).toBe('4^146');
    expect(HeapGame.parse('0.77').genus([])).toEqual({ value: 0, misere: [1, 2, 0] });
    expect(formatGenus(HeapGame.parse('0.[3]').genus([2]))).toBe('2^20');
    expect(formatGenus(HeapGame.parse('0.[3]').genus([1]))).toBe('1^031');
  });

  test('bad input and positions too large to search', () => {
    expect(thrownBy(RangeError, () => HeapGame.parse('0.77').genus([1, -1])).message).toBe('heaps[1] must be a non-negative safe integer, got -1');
    expect(thrownBy(RangeError, () => HeapGame.parse('0.77').genus([1200])).message).toBe(
      'the genus is found by exact search, and this position needs more than 200000 positions or lines of play longer than 1000 moves: too large',
    );
  });
});

describe('formatGenus and HeapGame.isTame', () => {
  test.each([
    [{ value: 4, misere: [1, 4, 6] }, '4^146'],
    [{ value: 0, misere: [1, 2, 0] }, '0^120'],
    [{ value: 12, misere: [12, 14] }, '12^(12)(14)'],
    [{ value: 1, misere: [3] }, '1^3'],
  ] as [Genus, string][])('%o -> %s', (genus, text) => {
    expect(formatGenus(genus)).toBe(text);
  });

  test('Nim is tame; Kayles is tame up to heap 4 and wild from heap 5 (4^146)', () => {
    expect(HeapGame.parse('0.[3]').isTame([5, 6, 7])).toBe(true);
    const kayles = HeapGame.parse('0.77');
    expect([kayles.isTame([1, 2, 3, 4]), kayles.isTame([5]), kayles.isTame([6]), kayles.isTame([])]).toEqual([true, false, false, true]);
    expect(HeapGame.parse('0.75').isTame([5])).toBe(false);
  });
});
