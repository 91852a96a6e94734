import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { HeapGame } from '../../src/index.js';
import { referenceOptions, referenceValues } from './reference.js';

// Grundy values and proved periods against a plain reference written from the rules alone.

describe('HeapGame.grundyValues - against the plain reference mex', () => {
  test.each([
    // octal, hex, marks, repeats, subtraction and all-but codes; the splitting ones past 2048 use the sparse method
    ['0.77', 3000],
    ['0.07', 1500],
    ['0.137', 1500],
    ['0.007', 3000],
    ['4!', 4096],
    ['4?', 1000],
    ['0.165', 3000],
    ['4.07', 3000],
    ['0.4', 1500],
    ['0.6', 1500],
    ['0.56', 1500],
    ['0.15', 1500],
    ['0.a', 300],
    ['8', 300],
    ['8!', 300],
    ['8?', 300],
    ['c', 200],
    ['0.f', 200],
    ['0.1f!', 120],
    ['0.3e?', 200],
    ['0.26!', 2500],
    ['0.[3]', 2000],
    ['0.[7]', 300],
    ['0.[37]', 300],
    ['0.00[3]', 2000],
    ['0.0300303', 3000],
    ['0.33', 3000],
    ['0.1', 50],
    ['0', 50],
  ])('%s - the first %i values', (code, count) => {
    const game = HeapGame.parse(code);
    expect(Array.from(game.grundyValues(count))).toEqual(referenceValues(code, count));
  });

  test('grundy(n) agrees with grundyValues and with options(n) by mex', () => {
    const game = HeapGame.parse('0.165');
    const values = game.grundyValues(300);
    for (let n = 0; n < 300; n++) {
      expect(game.grundy(n)).toBe(values[n]);
      const reached = new Set(game.options(n).map((leave) => leave.reduce((x, size) => x ^ game.grundy(size), 0)));
      let mex = 0;
      while (reached.has(mex)) mex++;
      expect(values[n]).toBe(mex);
    }
  });

  test('options(n) lists exactly the reference results, sorted and distinct', () => {
    fc.assert(
      fc.property(fc.constantFrom('0.77', '4!', '0.1f!', '8?', '0.[37]', '4.07', '0.3e?'), fc.integer({ min: 0, max: 40 }), (code, n) => {
        const listed = HeapGame.parse(code).options(n);
        const keys = listed.map((leave) => leave.join(','));
        expect(new Set(keys).size).toBe(keys.length);
        for (const leave of listed) expect(leave).toEqual([...leave].sort((a, b) => a - b));
        expect([...keys].sort()).toEqual(referenceOptions(code, n).map((leave) => leave.join(',')).sort());
      }),
    );
  });
});

describe('HeapGame.period - proved periods from the literature', () => {
  test.each([
    ['0.77', 71, 12], // Kayles
    ['0.07', 53, 34], // Dawson's Kayles
    ['0.137', 52, 34], // Dawson's chess
  ])('%s - preperiod %i, period %i, and the values agree with the reference past the proof', (code, preperiod, period) => {
    const game = HeapGame.parse(code);
    expect(game.period()).toEqual({ preperiod, period, saltus: 0 });
    const reference = referenceValues(code, 600);
    for (let n = 0; n < 600; n++) expect(game.grundy(n)).toBe(reference[n]);
    // Smallest: one less preperiod or a proper divisor of the period fails on the reference.
    expect(reference[preperiod - 1]).not.toBe(reference[preperiod - 1 + period]);
  });

  test('subtraction {2, 5, 7}: period 22 from the start', () => {
    const game = HeapGame.subtraction([2, 5, 7]);
    expect(game.period()).toEqual({ preperiod: 0, period: 22, saltus: 0 });
    const reference = referenceValues('0.0300303', 1000);
    for (let n = 0; n + 22 < 1000; n++) expect(reference[n + 22]).toBe(reference[n]);
    for (const d of [1, 2, 11]) expect(reference.slice(d, 200).every((value, n) => value === reference[n])).toBe(false);
  });

  test('Kayles: proved in milliseconds; O(1) values up to 2^53 - 1; 10^7 values streamed from the period', () => {
    const game = HeapGame.parse('0.77');
    const start = performance.now();
    expect(game.period()).toEqual({ preperiod: 71, period: 12, saltus: 0 });
    expect(performance.now() - start).toBeLessThan(2000);
    const reference = referenceValues('0.77', 200);
    const n = 2 ** 53 - 1;
    expect(game.grundy(n)).toBe(reference[71 + ((n - 71) % 12)]);
    const values = game.grundyValues(1e7);
    expect(values.length).toBe(1e7);
    for (const index of [0, 70, 71, 83, 84, 12345, 9_999_999]) expect(values[index]).toBe(reference[index < 84 ? index : 71 + ((index - 71) % 12)]);
  });

  test('Dawson\'s Kayles at 2^53 - 1 without computing more than a period', () => {
    const game = HeapGame.parse('0.07');
    expect(game.grundy(2 ** 53 - 1)).toBe(game.grundy(53 + ((2 ** 53 - 1 - 53) % 34)));
  });

  test.each([
    ['0.f', 0, 2],
    ['0.a', 1, 2],
    ['0.b', 0, 2],
    ['0.3', 0, 2],
    ['0.33', 0, 3],
  ])('%s - proved (%i, %i), three-heap codes included, and the reference agrees over 300 values', (code, preperiod, period) => {
    expect(HeapGame.parse(code).period()).toEqual({ preperiod, period, saltus: 0 });
    const reference = referenceValues(code, 300);
    for (let n = preperiod; n + period < 300; n++) expect(reference[n + period]).toBe(reference[n]);
    if (preperiod > 0) expect(reference[preperiod - 1 + period]).not.toBe(reference[preperiod - 1]);
  });

  // 0.[8] repeats a three-heap split, 0.[4!] a marked one: no theorem here covers them.
  test.each(['0.007', '4!', '0.[8]', '0.[4!]', '0.26!'])('%s - no proof: undefined', (code) => {
    expect(HeapGame.parse(code).period({ maxCount: 2048 })).toBeUndefined();
  });

  test('a rule given as a function has no period', () => {
    expect(HeapGame.fromRule('nim', (n) => Array.from({ length: n }, (_, i) => [i])).period()).toBeUndefined();
  });

  test('maxCount is checked', () => {
    expect(() => HeapGame.parse('0.77').period({ maxCount: 0 })).toThrow(new RangeError('options.maxCount must be from 1 to 2^30, got 0'));
    expect(() => HeapGame.parse('0.77').period({ maxCount: 1.5 })).toThrow(new RangeError('options.maxCount must be a non-negative safe integer, got 1.5'));
  });
});

describe('HeapGame - caps instead of hangs', () => {
  test('an unproved game beyond its value limit throws a RangeError at once', () => {
    expect(() => HeapGame.parse('4!').grundy(2 ** 30)).toThrow(
      new RangeError('this game computes at most 1073741824 Grundy values without a proved period, asked for 1073741825'),
    );
    expect(() => HeapGame.parse('0.[8]').grundyValues(5000)).toThrow(RangeError);
    expect(() => HeapGame.parse('0.[4!]').grundy(2 ** 20)).toThrow(RangeError);
    // Proved arithmetic periods have no such limit: 0.[7] and Nim have G(n) = n.
    expect(HeapGame.parse('0.[7]').grundyValues(5000)[4999]).toBe(4999);
    expect(HeapGame.parse('0.[3]').grundy(2 ** 20)).toBe(2 ** 20);
  });

  test('options of a huge heap: RangeError, not an out-of-memory', () => {
    expect(() => HeapGame.parse('0.77').options(2 ** 53 - 1)).toThrow(new RangeError(`heap ${2 ** 53 - 1} has more than 1000000 options: too many to list`));
    expect(() => HeapGame.parse('0.[1]').options(2 ** 40)).toThrow(RangeError);
  });

  test.each([
    [Number.NaN, RangeError, 'n must be a non-negative safe integer, got NaN'],
    [-1, RangeError, 'n must be a non-negative safe integer, got -1'],
    [1.5, RangeError, 'n must be a non-negative safe integer, got 1.5'],
    [2 ** 53, RangeError, 'n must be a non-negative safe integer, got 9007199254740992'],
    ['3', TypeError, 'n must be a number, got "3"'],
    [3n, TypeError, 'n must be a number, got 3n'],
  ])('grundy(%s) and options() throw, naming the value', (value, ErrorClass, message) => {
    const game = HeapGame.parse('0.77');
    expect(() => game.grundy(value as number)).toThrow(new ErrorClass(message));
    expect(() => game.options(value as number)).toThrow(new ErrorClass(message));
  });
});
