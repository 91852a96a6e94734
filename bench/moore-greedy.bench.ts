// Moore's Nim and greedy Nim, each beside a straightforward baseline written here:
// - random playouts through the engine (one op = MOVES moves), against arrays that list every legal move;
// - mooreNimMove (Moore's construction, linear in heaps · bits), against a search of every move for one that
//   leaves a balanced position, and on large bigints against the same construction written with bigint shifts.
// Vitest's module runner loads dist/ through its own transform; see bench/play.bench.ts for figures as Node runs them.
import { bench, describe } from 'vitest';
import { benchPlayouts } from './playouts.js';
import type { Move, RandomSource } from '../src/index.js';

// A specifier in a variable: the type checker must not need dist/ to exist (run `npm run build` first).
const DIST = '../dist/index.js';
const lib = (await import(DIST)) as typeof import('../src/index.js');
const MOVES = 10_000;
const OPTIONS = { time: 1500, warmupTime: 300 };
const MOORE_HEAPS = [3, 5, 7, 9];
const MOORE_K = 2;
const GREEDY_HEAPS = [9, 9, 7, 5, 3];

// ---------------------------------------------------------------------------------------------------------
// Baselines: plain arrays, every legal move listed as objects, the move picked with Math.floor.

/** Every Moore move: each vector of takes with 1 to k non-zero entries, by recursion over the heaps. */
function naiveMooreMoves(heaps: readonly number[], k: number): Move[][] {
  const moves: Move[][] = [];
  const extend = (index: number, takes: Move[]): void => {
    if (index === heaps.length) {
      if (takes.length > 0) moves.push(takes);
      return;
    }
    extend(index + 1, takes);
    if (takes.length === k) return;
    for (let count = 1; count <= (heaps[index] ?? 0); count++) extend(index + 1, [...takes, { heap: index + 1, count }]);
  };
  extend(0, []);
  return moves;
}

function naiveGreedyMoves(heaps: readonly number[]): Move[] {
  const largest = Math.max(...heaps);
  const moves: Move[] = [];
  heaps.forEach((size, index) => {
    if (size === largest) for (let count = 1; count <= size; count++) moves.push({ heap: index + 1, count });
  });
  return largest === 0 ? [] : moves;
}

function applyTakes(heaps: readonly number[], takes: readonly Move[]): number[] {
  const next = heaps.slice();
  for (const { heap, count } of takes) next[heap - 1] = (next[heap - 1] ?? 0) - count;
  return next;
}

function naivePlayouts(start: readonly number[], list: (heaps: readonly number[]) => readonly Move[][], moves: number, random: RandomSource): void {
  let heaps = start.slice();
  for (let done = 0; done < moves; done++) {
    let legal = list(heaps);
    if (legal.length === 0) {
      heaps = start.slice();
      legal = list(heaps);
    }
    heaps = applyTakes(heaps, legal[Math.floor(random() * legal.length)] ?? []);
  }
}

/** Balanced: every bit set in a multiple of k + 1 heaps (small heaps only). */
function naiveBalanced(heaps: readonly number[], k: number): boolean {
  for (let bit = 0; bit < 31; bit++) {
    if (heaps.filter((heap) => (heap >> bit) & 1).length % (k + 1) !== 0) return false;
  }
  return true;
}

/** The first move, in a full listing, that leaves a balanced position. */
function naiveMooreMove(heaps: readonly number[], k: number): Move[] | null {
  return naiveMooreMoves(heaps, k).find((takes) => naiveBalanced(applyTakes(heaps, takes), k)) ?? null;
}

/** Moore's construction with a bigint shift for every bit read: quadratic in the bits. */
function shiftingMooreMove(heaps: readonly bigint[], k: number): Move<bigint>[] | null {
  let top = 0;
  for (const heap of heaps) top = Math.max(top, heap.toString(2).length);
  const target = heaps.slice();
  const chosen: number[] = [];
  for (let bit = top - 1; bit >= 0; bit--) {
    const mask = 1n << BigInt(bit);
    const setHere = heaps.flatMap((heap, index) => (!chosen.includes(index) && (heap >> BigInt(bit)) & 1n ? [index] : []));
    const excess = setHere.length % (k + 1);
    const raised = excess !== 0 && chosen.length >= k + 1 - excess ? k + 1 - excess : 0;
    chosen.forEach((index, order) => {
      const value = target[index] ?? 0n;
      target[index] = order < raised ? value | mask : value & ~mask;
    });
    if (excess === 0 || raised !== 0) continue;
    for (const index of setHere.slice(0, excess)) {
      chosen.push(index);
      target[index] = ((heaps[index] ?? 0n) >> BigInt(bit + 1)) << BigInt(bit + 1);
    }
  }
  if (chosen.length === 0) return null;
  return chosen.sort((a, b) => a - b).map((index) => ({ heap: index + 1, count: (heaps[index] ?? 0n) - (target[index] ?? 0n) }));
}

// ---------------------------------------------------------------------------------------------------------

describe(`random playouts of Moore's Nim k = ${MOORE_K} on ${MOORE_HEAPS.join(',')}: ${MOVES} moves`, () => {
  benchPlayouts(lib, lib.mooreNimGame(MOORE_HEAPS, MOORE_K), MOVES, { name: 'baseline (arrays, listed moves)', run: (random) => {
    naivePlayouts(MOORE_HEAPS, (heaps) => naiveMooreMoves(heaps, MOORE_K), MOVES, random);
  } }, OPTIONS);
});

describe(`random playouts of greedy Nim on ${GREEDY_HEAPS.join(',')}: ${MOVES} moves`, () => {
  benchPlayouts(lib, lib.greedyNimGame(GREEDY_HEAPS), MOVES, { name: 'baseline (arrays, listed moves)', run: (random) => {
    naivePlayouts(GREEDY_HEAPS, (heaps) => naiveGreedyMoves(heaps).map((move) => [move]), MOVES, random);
  } }, OPTIONS);
});

describe('mooreNimMove on 13,22,37,41,58 with k = 2', () => {
  const heaps = [13, 22, 37, 41, 58];
  bench('nimkit mooreNimMove', () => {
    lib.mooreNimMove(heaps, 2);
  }, OPTIONS);
  bench('baseline (every move listed, the first balanced one)', () => {
    naiveMooreMove(heaps, 2);
  }, OPTIONS);
});

describe('mooreNimMove on 8 bigint heaps of 4,096 bits with k = 3', () => {
  const random = lib.createRandom(11);
  const word = (): bigint => BigInt(lib.randomInt(random, 0, 2 ** 32 - 1));
  const heaps = Array.from({ length: 8 }, () => Array.from({ length: 128 }, word).reduce((value, part) => (value << 32n) | part, 0n));
  bench('nimkit mooreNimMove (binary strings, linear in the bits)', () => {
    lib.mooreNimMove(heaps, 3);
  }, OPTIONS);
  bench('baseline (bigint shifts per bit)', () => {
    shiftingMooreMove(heaps, 3);
  }, OPTIONS);
});
