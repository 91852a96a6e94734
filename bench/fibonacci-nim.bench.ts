// Fibonacci Nim against the targets, each beside a straightforward baseline written here:
// - fibonacciNimMove on random safe integers with random limits: >= 1,000,000 calls/s (one op = POOL calls);
//   the baseline builds the Fibonacci list on every call and keeps the whole representation in an array;
// - random playouts of fibonacci:1000 through the engine (one op = MOVES moves); the baseline lists every
//   legal take as an array and plays on plain numbers.
import { bench, describe } from 'vitest';
import { benchPlayouts } from './playouts.js';
import type { RandomSource } from '../src/index.js';

// A specifier in a variable: the type checker must not need dist/ to exist (run `npm run build` first).
const DIST = '../dist/index.js';
const lib = (await import(DIST)) as typeof import('../src/index.js');
const POOL = 4096;
const MOVES = 10_000;
const HEAP = 1000;
const OPTIONS = { time: 1500, warmupTime: 300 };

// ---------------------------------------------------------------------------------------------------------
// Baselines.

/** The winning take by the textbook recipe: the Fibonacci list, then the whole greedy representation. */
function naiveFibonacciNimMove(n: number, maxTake: number): number | null {
  if (n === 0) return null;
  const fibonacci = [1, 2];
  while ((fibonacci.at(-1) ?? 0) + (fibonacci.at(-2) ?? 0) <= n) fibonacci.push((fibonacci.at(-1) ?? 0) + (fibonacci.at(-2) ?? 0));
  const terms: number[] = [];
  let rest = n;
  for (let index = fibonacci.length - 1; index >= 0; index--) {
    const term = fibonacci[index] ?? 0;
    if (term <= rest) {
      terms.push(term);
      rest -= term;
    }
  }
  const smallest = terms.at(-1) ?? 0;
  return smallest <= maxTake ? smallest : null;
}

function naivePlayouts(moves: number, random: RandomSource): void {
  let heap = HEAP;
  let limit = HEAP - 1;
  for (let done = 0; done < moves; done++) {
    if (heap === 0) {
      heap = HEAP;
      limit = HEAP - 1;
    }
    const takes: number[] = [];
    for (let take = 1; take <= Math.min(heap, limit); take++) takes.push(take);
    const take = takes[Math.floor(random() * takes.length)] ?? 1;
    heap -= take;
    limit = 2 * take;
  }
}

// ---------------------------------------------------------------------------------------------------------

describe(`fibonacciNimMove on ${POOL} random safe integers`, () => {
  const random = lib.createRandom(7);
  const heaps = Array.from({ length: POOL }, () => Math.floor(random() * Number.MAX_SAFE_INTEGER));
  const limits = heaps.map((heap) => Math.floor(random() * heap));
  bench('nimkit fibonacciNimMove', () => {
    for (let index = 0; index < POOL; index++) lib.fibonacciNimMove(heaps[index] ?? 0, limits[index] ?? 0);
  }, OPTIONS);
  bench('baseline (Fibonacci list per call, whole representation)', () => {
    for (let index = 0; index < POOL; index++) naiveFibonacciNimMove(heaps[index] ?? 0, limits[index] ?? 0);
  }, OPTIONS);
});

describe(`random playouts of fibonacci:${HEAP}: ${MOVES} moves`, () => {
  benchPlayouts(lib, lib.fibonacciNimGame(HEAP), MOVES, { name: 'baseline (numbers, listed takes)', run: (random) => {
    naivePlayouts(MOVES, random);
  } }, OPTIONS);
});
