import { describe, expect, test } from 'vitest';
import { parseCode } from '../../src/heap-games/code.js';
import { RuleValues } from '../../src/heap-games/grundy.js';
import { parity } from '../../src/heap-games/sparse-loops.js';
import { referenceValues } from './reference.js';

// The sparse-space method (src/heap-games/sparse-space.ts) takes over at heap 2048 for codes that split into
// two heaps. Here it is checked against a plain mex well past that point: the same reference as
// reference.ts (every option, from the code's digits alone) but over typed arrays, so tens of thousands of
// values stay within a few seconds. RuleValues is used directly: HeapGame would stream periodic games from
// their period instead.

/** Digit k of a code without repeats (marks are taken off; `unequal` below stands for `!`). */
function digitOf(code: string): (k: number) => number {
  const [head = '', tail = ''] = code.split('.');
  const digits = [head, ...Array.from(tail)].map((char) => parseInt(char === '' ? '0' : char, 16));
  return (k) => digits[k] ?? 0;
}

/** The plain mex over every option of a heap of n, for n below `count`; `unequal`: a split's heaps differ. */
function plainValues(code: string, count: number, unequal = false): Uint32Array {
  const digit = digitOf(code.replace(/[!?]/g, ''));
  const values = new Uint32Array(count);
  const seen = new Uint32Array(1 << 16);
  for (let n = 0; n < count; n++) {
    const stamp = n + 1;
    for (let k = 0; k <= n; k++) {
      const bits = digit(k);
      const rest = n - k;
      if (bits & 1 && rest === 0) seen[0] = stamp;
      if (bits & 2 && rest >= 1) seen[values[rest] ?? 0] = stamp;
      if (bits & 4) for (let a = 1; a <= rest - a; a++) if (!(unequal && a === rest - a)) seen[(values[a] ?? 0) ^ (values[rest - a] ?? 0)] = stamp;
      if (bits & 8) {
        for (let a = 1; 3 * a <= rest; a++) {
          for (let b = a; b <= rest - a - b; b++) seen[(values[a] ?? 0) ^ (values[b] ?? 0) ^ (values[rest - a - b] ?? 0)] = stamp;
        }
      }
    }
    let mex = 0;
    while (seen[mex] === stamp) mex++;
    values[n] = mex;
  }
  return values;
}

function ruleValues(code: string, count: number): Uint32Array {
  const table = new RuleValues(parseCode(code));
  table.extend(count);
  return Uint32Array.from(table.values.subarray(0, count));
}

/** The first index where two arrays differ, or -1: a readable failure instead of a 30,000-element diff. */
function firstDifference(a: ArrayLike<number>, b: ArrayLike<number>): number {
  for (let n = 0; n < Math.max(a.length, b.length); n++) if (a[n] !== b[n]) return n;
  return -1;
}

describe('sparse-space method - against the plain mex', () => {
  test('the typed-array reference agrees with the rule-by-rule reference', () => {
    for (const code of ['4!', '0.77', '0.137', '0.4', '8']) {
      const unequal = code.includes('!');
      expect(Array.from(plainValues(code, 400, unequal))).toEqual(referenceValues(code, 400));
    }
  });

  test("Grundy's game (4!): the first 2^14 values, through hundreds of rare heaps past 2048", () => {
    const count = 1 << 14;
    const expected = plainValues('4!', count, true);
    expect(firstDifference(ruleValues('4!', count), expected)).toBe(-1);
    // The sparse method did have rare values to find after it took over: heaps whose value has even parity
    // once the lowest bit is masked off (the mask it chooses for this game).
    let rareAfterStart = 0;
    for (let n = 2048; n < count; n++) if (parity((expected[n] ?? 0) & -2) === 0) rareAfterStart++;
    expect(rareAfterStart).toBeGreaterThan(100);
  });

  test.each([
    ['0.77', 8000], // Kayles
    ['0.07', 8000], // Dawson's Kayles
    ['0.137', 8000], // Dawson's chess
    ['4', 6000],
    ['0.4', 8000],
    ['0.44', 8000],
    ['0.6', 8000],
    ['0.16', 8000],
    ['0.56', 8000],
    ['8', 600],
    ['0.c', 600],
    ['0.6e', 600],
    ['0.4c4', 600],
    ['0.165', 8000],
    ['4.07', 8000],
    ['0.0000004', 8000],
  ])('%s - the first %i values', (code, count) => {
    expect(firstDifference(ruleValues(code, count), plainValues(code, count))).toBe(-1);
  });

  // Codes where the method runs with rare heaps among the smallest (1 … 7) and several splits, some with `!`
  // or `?`: the pairs near the ends of each batch of heaps, and the skipped equal halves, take other paths.
  test.each([
    ['0.4!', 6000],
    ['0.4?4?4?4?4?4?', 5000],
    ['0.005!', 5000],
    ['0.6!', 6000],
    ['0.6!15!', 5000],
    ['0.4!7!222', 5000],
    ['0.7!37!4!', 5000],
    ['4.444', 5000],
    ['4!.2', 5000],
    ['0.6!000000004!', 5000],
  ])('%s - the first %i values (with `!` or `?` on every split)', (code, count) => {
    expect(firstDifference(ruleValues(code, count), plainValues(code, count, /[!?]/.test(code)))).toBe(-1);
  });

  test('values computed in steps of every size equal those computed at once', () => {
    for (const code of ['4!', '0.4!4!4!4!4!4!', '4.444']) {
      const table = new RuleValues(parseCode(code));
      let count = 2040;
      for (let step = 1; count < 2400; step = (step % 11) + 1) table.extend((count += step));
      expect(firstDifference(table.values.slice(0, count), ruleValues(code, count))).toBe(-1);
    }
  });

  test('values computed in several steps equal those computed at once', () => {
    const table = new RuleValues(parseCode('4!'));
    for (const count of [10, 2047, 2048, 2049, 3000, 5000]) table.extend(count);
    expect(firstDifference(table.values.slice(0, 5000), ruleValues('4!', 5000))).toBe(-1);
  });
});
