import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { randomBelow, randomBigBelow } from '../../src/internal/uniform.js';
import { createRandom } from '../../src/random/index.js';

const TWO_POW_32 = 4294967296;

/** A random source that replays the given 32-bit words (as word / 2^32) and records how many it gave. */
function scripted(words: readonly number[]): { random: () => number; used: () => number } {
  let index = 0;
  return {
    random: () => {
      const word = words[index];
      if (word === undefined) throw new Error('script exhausted');
      index++;
      return word / TWO_POW_32;
    },
    used: () => index,
  };
}

describe('randomBelow', () => {
  test.each([
    // bound, words drawn, result, words used
    [1, [], 0, 0], // one possible value: no draw at all
    [2, [0x80000000], 1, 1], // one bit: the top bit of the word
    [6, [0xffffffff, 0x20000000], 1, 2], // 3 bits: 7 is rejected, then 0b001
    [2 ** 32, [0xfffffffe], 0xfffffffe, 1], // exactly one whole word
  ])('randomBelow - bound %i', (bound, words, result, used) => {
    const source = scripted(words);
    expect(randomBelow(source.random, bound)).toBe(result);
    expect(source.used()).toBe(used);
  });

  test('randomBelow - 33-bit bounds: the top bit from the first word, the low 32 from the second', () => {
    // 2^32 + 5 >= 2^32 + 1 is rejected; then 0·2^32 + 9.
    const source = scripted([0x80000000, 5, 0x7fffffff, 9]);
    expect(randomBelow(source.random, 2 ** 32 + 1)).toBe(9);
    expect(source.used()).toBe(4);
  });

  test('randomBelow - 53-bit bounds take the top 21 bits of the first word and all of the second', () => {
    const source = scripted([0xffffffff, 0xffffffff]);
    expect(randomBelow(source.random, 2 ** 53)).toBe(Number.MAX_SAFE_INTEGER);
    const low = scripted([0x00000000, 0x00000007]);
    expect(randomBelow(low.random, Number.MAX_SAFE_INTEGER)).toBe(7);
  });

  test('randomBelow - property: always in range, and the same as randomBigBelow for the same draws', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), fc.integer(), (bound, seed) => {
        const value = randomBelow(createRandom(seed), bound);
        expect(Number.isSafeInteger(value) && value >= 0 && value < bound).toBe(true);
        expect(randomBigBelow(createRandom(seed), BigInt(bound))).toBe(BigInt(value));
      }),
    );
  });

  test('randomBelow - uniform over a bound that does not divide 2^32', () => {
    const random = createRandom(11);
    const counts = new Array<number>(6).fill(0);
    for (let draw = 0; draw < 60_000; draw++) {
      const value = randomBelow(random, 6);
      counts[value] = (counts[value] ?? 0) + 1;
    }
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(400);
  });

  test.each([
    ['1', 1, 'random must return a number in [0, 1), got 1'],
    ['a negative', -0.25, 'random must return a number in [0, 1), got -0.25'],
    ['NaN', Number.NaN, 'random must return a number in [0, 1), got NaN'],
    ['undefined', undefined, 'random must return a number in [0, 1), got undefined'],
  ])('randomBelow - rejects a source returning %s', (_name, value, message) => {
    expect(() => randomBelow(() => value as unknown as number, 10)).toThrow(new RangeError(message));
    expect(() => randomBigBelow(() => value as unknown as number, 10n)).toThrow(new RangeError(message));
  });
});

describe('randomBigBelow', () => {
  test('randomBigBelow - a bound of 1 draws nothing', () => {
    const source = scripted([]);
    expect(randomBigBelow(source.random, 1n)).toBe(0n);
  });

  test('randomBigBelow - words go most significant first; the first keeps only the bits the bound needs', () => {
    // bound 2^70: 70 bits in 3 words, 26 unused bits dropped from the first word.
    const source = scripted([0xffffffff, 0x00000001, 0x00000002]);
    expect(randomBigBelow(source.random, 2n ** 70n)).toBe((0x3fn << 64n) | (1n << 32n) | 2n);
    expect(source.used()).toBe(3);
  });

  test('randomBigBelow - rejects a candidate at or above the bound and draws again', () => {
    const bound = 2n ** 64n + 1n; // 65 bits: candidates up to 2^65 − 1
    const source = scripted([0x80000000, 1, 0, 0x80000000, 0, 0]);
    expect(randomBigBelow(source.random, bound)).toBe(2n ** 64n); // 2^64 + 2^32 rejected, then 2^64 accepted
    expect(source.used()).toBe(6);
  });

  test('randomBigBelow - uniform over a 100-bit range, in its top and bottom bits', () => {
    const bound = 3n * 2n ** 98n;
    const random = createRandom(8);
    const thirds = [0, 0, 0];
    let odd = 0;
    for (let draw = 0; draw < 6000; draw++) {
      const value = randomBigBelow(random, bound);
      expect(value >= 0n && value < bound).toBe(true);
      const third = Number(value / 2n ** 98n);
      thirds[third] = (thirds[third] ?? 0) + 1;
      if (value % 2n === 1n) odd++;
    }
    for (const count of thirds) expect(Math.abs(count - 2000)).toBeLessThan(200);
    expect(Math.abs(odd - 3000)).toBeLessThan(250);
  });
});
