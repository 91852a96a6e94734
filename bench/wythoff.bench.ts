// Wythoff's game, each bench beside a straightforward baseline written here:
// - wythoffMove on 1,000,000 random safe integers (log-uniform over 1 to 53 bits; the bar is one
//   million calls a second), beside the textbook formula with a floating φ, which is fast but wrong whenever
//   n·φ lies within its rounding error of an integer (about one call in 10^4 near 2^40, most calls past 2^50);
//   one op = all the calls;
// - wythoffMove on heaps below 1,000, beside a scan of the listed P-positions for a target;
// - wythoffMove on bigints near 10^40, beside the same steps with a plain Newton square root from a power of 2;
// - random playouts of wythoff:30,40 through the engine, beside playouts on arrays that list every move
//   (one op = MOVES moves).
// Vitest's module runner loads dist/ through its own transform (see bench/play.bench.ts).
import { bench, describe } from 'vitest';
import { benchPlayouts } from './playouts.js';
import type { RandomSource } from '../src/index.js';

// A specifier in a variable: the type checker must not need dist/ to exist (run `npm run build` first).
const DIST = '../dist/index.js';
const lib = (await import(DIST)) as typeof import('../src/index.js');
const OPTIONS = { time: 1500, warmupTime: 300 };
const CALLS = 1_000_000;
const MOVES = 10_000;
const START = [30, 40] as const;

/** `count` random safe integers, log-uniform over bit lengths 1 to 53. */
function randomHeaps(count: number, seed: number): Float64Array {
  const random = lib.createRandom(seed);
  const heaps = new Float64Array(count);
  for (let index = 0; index < count; index++) {
    const bits = 1 + Math.floor(random() * 53);
    const high = Math.floor(random() * 2 ** Math.max(0, bits - 32));
    const low = Math.floor(random() * 2 ** Math.min(32, bits));
    heaps[index] = bits > 32 ? high * 2 ** 32 + low : low;
  }
  return heaps;
}

// ---------------------------------------------------------------------------------------------------------
// Baselines.

const PHI = (1 + Math.sqrt(5)) / 2;

/** The textbook move with a floating φ: [taken from x, taken from y], or null. */
function floatingMove(x: number, y: number): [number, number] | null {
  const swap = x > y;
  const small = swap ? y : x;
  const large = swap ? x : y;
  const d = large - small;
  const lowerOfD = Math.floor(d * PHI);
  if (lowerOfD === small) return null;
  const m = Math.ceil(small / PHI);
  let takes: [number, number];
  if (Math.floor(m * PHI) === small) takes = d > m ? [0, d - m] : [small - lowerOfD, small - lowerOfD];
  else {
    const j = Math.ceil(small / (PHI * PHI));
    takes = [0, large - (small - j)];
  }
  return swap ? [takes[1], takes[0]] : takes;
}

/** The P-positions with both heaps below `limit`, by the mex definition. */
function listedPairs(limit: number): [number, number][] {
  const used = new Set<number>();
  const pairs: [number, number][] = [];
  for (let n = 0, lower = 0; lower < limit; n++) {
    while (used.has(lower)) lower++;
    used.add(lower);
    used.add(lower + n);
    pairs.push([lower, lower + n], [lower + n, lower]);
  }
  return pairs;
}

/** A move found by scanning the listed P-positions for one reachable from (x, y). */
function scanMove(x: number, y: number, pairs: readonly [number, number][]): [number, number] | null {
  for (const [p, q] of pairs) {
    const [k, l] = [x - p, y - q];
    if (k >= 0 && l >= 0 && k + l > 0 && (k === 0 || l === 0 || k === l)) return [k, l];
  }
  return null;
}

/** ⌊√n⌋ by Newton's method from a power of 2 above the root. */
function plainIsqrt(n: bigint): bigint {
  if (n < 2n) return n;
  let root = 1n << BigInt(Math.ceil(n.toString(2).length / 2));
  for (;;) {
    const next = (root + n / root) >> 1n;
    if (next >= root) return root;
    root = next;
  }
}

/** The same move on bigints through plainIsqrt: a_n = (n + ⌊√(5n²)⌋)/2. */
function plainBigMove(x: bigint, y: bigint): [bigint, bigint] | null {
  const swap = x > y;
  const small = swap ? y : x;
  const large = swap ? x : y;
  const lower = (n: bigint): bigint => (n + plainIsqrt(5n * n * n)) / 2n;
  const d = large - small;
  if (lower(d) === small) return null;
  // m = ⌊(small + 1)/φ⌋ counts the lower numbers up to small.
  const next = small + 1n;
  const m = (plainIsqrt(5n * next * next) - next) / 2n;
  let takes: [bigint, bigint];
  if (lower(m) === small) takes = d > m ? [0n, d - m] : [small - lower(d), small - lower(d)];
  else takes = [0n, large - lower(small - m)];
  return swap ? [takes[1], takes[0]] : takes;
}

function naiveMoves([x, y]: readonly number[]): [number, number][] {
  const moves: [number, number][] = [];
  for (let k = 1; k <= (x ?? 0); k++) moves.push([k, 0]);
  for (let l = 1; l <= (y ?? 0); l++) moves.push([0, l]);
  for (let k = 1; k <= Math.min(x ?? 0, y ?? 0); k++) moves.push([k, k]);
  return moves;
}

function naivePlayouts(moves: number, random: RandomSource): void {
  let heaps: number[] = [...START];
  for (let done = 0; done < moves; done++) {
    let legal = naiveMoves(heaps);
    if (legal.length === 0) {
      heaps = [...START];
      legal = naiveMoves(heaps);
    }
    const move = legal[Math.floor(random() * legal.length)];
    if (move !== undefined) heaps = [(heaps[0] ?? 0) - move[0], (heaps[1] ?? 0) - move[1]];
  }
}

// ---------------------------------------------------------------------------------------------------------

describe(`a winning move, ${CALLS} random safe integers`, () => {
  const xs = randomHeaps(CALLS, 2024);
  const ys = randomHeaps(CALLS, 2025);
  bench('nimkit wythoffMove (exact)', () => {
    for (let index = 0; index < CALLS; index++) lib.wythoffMove(xs[index] ?? 0, ys[index] ?? 0);
  }, OPTIONS);
  bench('baseline (floating φ, sometimes wrong)', () => {
    for (let index = 0; index < CALLS; index++) floatingMove(xs[index] ?? 0, ys[index] ?? 0);
  }, OPTIONS);
});

describe('a winning move, 10,000 positions with heaps below 1,000', () => {
  const random = lib.createRandom(7);
  const positions = Array.from({ length: 10_000 }, () => [lib.randomInt(random, 0, 999), lib.randomInt(random, 0, 999)] as const);
  const pairs = listedPairs(1000);
  bench('nimkit wythoffMove', () => {
    for (const [x, y] of positions) lib.wythoffMove(x, y);
  }, OPTIONS);
  bench('baseline (scan of the listed P-positions)', () => {
    for (const [x, y] of positions) scanMove(x, y, pairs);
  }, OPTIONS);
});

describe('a winning move, 1,000 bigint positions near 10^40', () => {
  const random = lib.createRandom(40);
  const near = (): bigint => 10n ** 40n + BigInt(lib.randomInt(random, 0, 2 ** 30)) * 10n ** 30n + BigInt(lib.randomInt(random, 0, 2 ** 30));
  const positions = Array.from({ length: 1000 }, () => [near(), near()] as const);
  bench('nimkit wythoffMove (bigint)', () => {
    for (const [x, y] of positions) lib.wythoffMove(x, y);
  }, OPTIONS);
  bench('baseline (plain Newton square roots)', () => {
    for (const [x, y] of positions) plainBigMove(x, y);
  }, OPTIONS);
});

describe(`random playouts of wythoff:${START.join(',')}: ${MOVES} moves`, () => {
  benchPlayouts(lib, lib.wythoffGame(START), MOVES, { name: 'baseline (arrays, listed moves)', run: (random) => {
    naivePlayouts(MOVES, random);
  } }, OPTIONS);
});
