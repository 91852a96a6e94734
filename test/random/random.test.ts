import { describe, expect, test } from 'vitest';
import { createRandom, randomInt } from '../../src/index.js';

describe('createRandom', () => {
  test('createRandom - the same seed gives the same sequence', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const first = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(first);
    expect(Array.from({ length: 5 }, createRandom(43))).not.toEqual(first);
  });

  test('createRandom - pinned first values (mulberry32), so seeds replay across versions', () => {
    const random = createRandom(1);
    expect([random(), random()].map((value) => value.toFixed(9))).toEqual(['0.627073941', '0.002735721']);
  });

  test('createRandom - values lie in [0, 1) and are spread out', () => {
    const random = createRandom(7);
    const buckets = new Array<number>(10).fill(0);
    let outside = 0;
    for (let index = 0; index < 100_000; index++) {
      const value = random();
      if (!(value >= 0 && value < 1)) outside++;
      const bucket = Math.floor(value * 10);
      buckets[bucket] = (buckets[bucket] ?? 0) + 1;
    }
    expect(outside).toBe(0);
    for (const count of buckets) expect(Math.abs(count - 10_000)).toBeLessThan(500);
  });

  test.each([
    [Number.NaN, 'NaN'],
    [Number.POSITIVE_INFINITY, 'Infinity'],
    ['1', '"1"'],
    [null, 'null'],
  ])('createRandom - rejects seed %s', (seed, shown) => {
    expect(() => createRandom(seed as number)).toThrow(new TypeError(`seed must be a finite number, got ${shown}`));
  });

  test('randomInt - reaches every value of a range wider than 2^32, exactly', () => {
    const random = createRandom(9);
    const values = Array.from({ length: 2000 }, () => randomInt(random, 0, 2 ** 40));
    expect(values.every((value) => Number.isSafeInteger(value) && value >= 0 && value <= 2 ** 40)).toBe(true);
    expect(values.some((value) => value % 2 === 1)).toBe(true); // odd values: the low bits are drawn too
    expect(values.some((value) => value > 2 ** 39)).toBe(true);
  });

  test.each([
    [1.5, 3],
    [3, 1],
    [0, Number.NaN],
    [-(2 ** 53) + 1, 2 ** 53 - 1],
  ])('randomInt - rejects min %s and max %s', (min, max) => {
    expect(() => randomInt(createRandom(1), min, max)).toThrow(
      new RangeError(`randomInt needs safe integers min <= max with a safe range size, got ${min} and ${max}`),
    );
  });

  test('randomInt - covers the inclusive range', () => {
    const random = createRandom(3);
    const seen = new Set<number>();
    for (let index = 0; index < 1000; index++) seen.add(randomInt(random, 1, 6));
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
