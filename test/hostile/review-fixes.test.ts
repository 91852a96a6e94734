import { describe, expect, test } from 'vitest';
import { censusRow, HeapGame } from '../../src/index.js';
import { thrownBy } from '../helpers.js';

// Findings of the 0.3.0 review in the library: bounded time and memory on a hostile request.

describe('censusRow on a code outside the census keeps the work limit', () => {
  test('a repeating three-heap code is refused at once instead of running for hours', () => {
    const started = performance.now();
    const error = thrownBy(RangeError, () => censusRow('0.[F]', 3000));
    expect(error.message).toBe('the Grundy values of heaps 0 … 2999 need more than options.maxWork allows without a proved period (2^33 steps, the default, about 10 s): give a larger options.maxWork, or Infinity');
    expect(performance.now() - started).toBeLessThan(5000);
  });

  test('an octal game of the census still runs without the limit (and its row is exact)', () => {
    expect(censusRow('0.77', 1000)).toEqual({
      code: '0.77', status: 'solved', preperiod: 71, period: 12, saltus: 0, count: 1000, largest: 8, largestAt: 27,
      rareMask: '0xf', rareCount: 10, lastRare: 70, sameAs: null,
    });
  });
});

describe('restoreValues with a huge value', () => {
  test('is refused naming the entry, before a mark array of 2^32 entries is allocated', () => {
    const game = HeapGame.parse('0.77');
    expect(() => {
      game.restoreValues([0, 2 ** 31]);
    }).toThrow(new RangeError('values[1] is 2147483648: restored Grundy values must be below 2^26'));
    expect(game.grundyValues(3)).toEqual(Uint32Array.of(0, 1, 2));
  });
});
