// Speed of the halving strategy, against the built package (run `npm run build` first), beside naive baselines:
// - the sequence walk: step through 2, 5, 11, 23, ... until reaching n (O(log n) per call);
// - the seed's floating-point formula: `log2((n + 1) / 3) % 1 == 0` and `n - (3·2^floor(log2(n / 3)) - 1)`,
//   which is fast but wrong from 3·2^48 − 2 on (see test/halving.test.ts).
// The bar: one million isHalvingLosing / halvingMove calls on random safe integers well under a second.
import { bench, describe } from 'vitest';

// A specifier in a variable: the type checker must not need dist/ to exist.
const DIST = '../dist/index.js';
const nimkit = (await import(DIST)) as typeof import('../src/index.js');
const { createRandom, halvingGrundy, halvingMove, isHalvingLosing } = nimkit;

const CALLS = 1_000_000;
const BIG_CALLS = 10_000;
const OPTIONS = { time: 1500, warmupTime: 200 } as const;

/** One million random positive safe integers, log-uniform over bit lengths 1 to 53 so small and large sizes both occur. */
function randomSafeIntegers(count: number, seed: number): Float64Array {
  const random = createRandom(seed);
  const sizes = new Float64Array(count);
  for (let index = 0; index < count; index++) {
    const bits = 1 + Math.floor(random() * 53);
    const high = Math.floor(random() * 2 ** Math.max(0, bits - 32)); // up to 21 high bits
    const low = Math.floor(random() * 2 ** Math.min(32, bits));
    sizes[index] = Math.max(1, bits > 32 ? high * 2 ** 32 + low : low); // 0 is not a halving heap
  }
  return sizes;
}

/** Random bigints of exactly `bits` bits. */
function randomBigints(count: number, bits: number, seed: number): bigint[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, () => {
    let value = 1n;
    for (let bit = 1; bit < bits; bit++) value = (value << 1n) | (random() < 0.5 ? 0n : 1n);
    return value;
  });
}

const SIZES = randomSafeIntegers(CALLS, 2024);
const BIG_256 = randomBigints(BIG_CALLS, 256, 7);
const BIG_4096 = randomBigints(1000, 4096, 8);

// Naive baselines, written plainly.
function walkIsLosing(n: number): boolean {
  let size = 2;
  while (size < n) size = 2 * size + 1;
  return size === n;
}
function walkMove(n: number): number | null {
  if (n < 3) return null;
  let below = 2;
  for (let size = 2; size < n; size = 2 * size + 1) below = size;
  return 2 * below + 1 === n ? null : n - below;
}
function seedIsLosing(n: number): boolean {
  return Math.log2((n + 1) / 3) % 1 === 0;
}
function seedMove(n: number): number | null {
  return n < 3 || seedIsLosing(n) ? null : n - (3 * 2 ** Math.floor(Math.log2(n / 3)) - 1);
}
function walkBigMove(n: bigint): bigint | null {
  if (n < 3n) return null;
  let below = 2n;
  for (let size = 2n; size < n; size = 2n * size + 1n) below = size;
  return 2n * below + 1n === n ? null : n - below;
}
function loopGrundy(n: number): number {
  let size = n;
  while (size % 2 === 1) size = (size - 1) / 2;
  return size / 2;
}

/** Folds every result into a module-level value, so no call can be optimised away. */
let sink = 0;
function consume(value: number | bigint | boolean | null): void {
  sink = (sink + (value === null ? 1 : Number(value !== false))) % 1_000_003;
}

describe(`isHalvingLosing, ${CALLS.toLocaleString('en')} random safe integers`, () => {
  bench('nimkit isHalvingLosing', () => {
    for (const n of SIZES) consume(isHalvingLosing(n));
  }, OPTIONS);
  bench('baseline: sequence walk', () => {
    for (const n of SIZES) consume(walkIsLosing(n));
  }, OPTIONS);
  bench("baseline: the seed's log2 test (inexact)", () => {
    for (const n of SIZES) consume(seedIsLosing(n));
  }, OPTIONS);
});

describe(`halvingMove, ${CALLS.toLocaleString('en')} random safe integers`, () => {
  bench('nimkit halvingMove', () => {
    for (const n of SIZES) consume(halvingMove(n));
  }, OPTIONS);
  bench("nimkit halvingMove, play: 'normal'", () => {
    const options = { play: 'normal' } as const;
    for (const n of SIZES) consume(halvingMove(n, options));
  }, OPTIONS);
  bench('baseline: sequence walk', () => {
    for (const n of SIZES) consume(walkMove(n));
  }, OPTIONS);
  bench("baseline: the seed's floor(log2(n / 3)) (wrong for large n)", () => {
    for (const n of SIZES) consume(seedMove(n));
  }, OPTIONS);
});

describe(`halvingGrundy, ${CALLS.toLocaleString('en')} random safe integers`, () => {
  bench('nimkit halvingGrundy', () => {
    for (const n of SIZES) consume(halvingGrundy(n));
  }, OPTIONS);
  bench('baseline: strip trailing ones bit by bit', () => {
    for (const n of SIZES) consume(loopGrundy(n));
  }, OPTIONS);
});

describe(`halvingMove, ${BIG_CALLS.toLocaleString('en')} random 256-bit bigints`, () => {
  bench('nimkit halvingMove', () => {
    for (const n of BIG_256) consume(halvingMove(n));
  }, OPTIONS);
  bench('baseline: sequence walk', () => {
    for (const n of BIG_256) consume(walkBigMove(n));
  }, OPTIONS);
});

describe('halvingMove, 1,000 random 4096-bit bigints', () => {
  bench('nimkit halvingMove', () => {
    for (const n of BIG_4096) consume(halvingMove(n));
  }, OPTIONS);
  bench('baseline: sequence walk', () => {
    for (const n of BIG_4096) consume(walkBigMove(n));
  }, OPTIONS);
});
