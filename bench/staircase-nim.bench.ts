// Staircase Nim, each bench beside a straightforward baseline written here:
// - random playouts of staircase:3,5,7,9,11 through the engine (one op = MOVES moves); the baseline lists
//   every legal move as an object and copies the steps with map;
// - staircaseNimMove on random staircases of 8 steps (one op = POOL calls); the baseline tries every move
//   and recomputes the odd steps' nim-sum after each.
import { bench, describe } from 'vitest';
import { benchPlayouts } from './playouts.js';
import type { RandomSource, StaircaseMove } from '../src/index.js';

// A specifier in a variable: the type checker must not need dist/ to exist (run `npm run build` first).
const DIST = '../dist/index.js';
const lib = (await import(DIST)) as typeof import('../src/index.js');
const MOVES = 10_000;
const POOL = 1024;
const STEPS = [3, 5, 7, 9, 11];
const OPTIONS = { time: 1500, warmupTime: 300 };

// ---------------------------------------------------------------------------------------------------------
// Baselines.

function naiveMoves(steps: readonly number[]): StaircaseMove[] {
  const moves: StaircaseMove[] = [];
  steps.forEach((size, index) => {
    for (let count = 1; count <= size; count++) moves.push({ step: index + 1, count });
  });
  return moves;
}

function naiveCarry(steps: readonly number[], { step, count }: StaircaseMove): number[] {
  return steps.map((size, index) => (index === step - 1 ? size - count : index === step - 2 ? size + count : size));
}

function naivePlayouts(moves: number, random: RandomSource): void {
  let steps = STEPS.slice();
  for (let done = 0; done < moves; done++) {
    let legal = naiveMoves(steps);
    if (legal.length === 0) {
      steps = STEPS.slice();
      legal = naiveMoves(steps);
    }
    steps = naiveCarry(steps, legal[Math.floor(random() * legal.length)] ?? { step: 1, count: 0 });
  }
}

function oddNimSum(steps: readonly number[]): number {
  return steps.filter((_size, index) => index % 2 === 0).reduce((sum, size) => sum ^ size, 0);
}

/** The first move leaving the odd steps a nim-sum of 0, found by trying them all. */
function naiveStaircaseMove(steps: readonly number[]): StaircaseMove | null {
  return naiveMoves(steps).find((move) => oddNimSum(naiveCarry(steps, move)) === 0) ?? null;
}

// ---------------------------------------------------------------------------------------------------------

describe(`random playouts of staircase:${STEPS.join(',')}: ${MOVES} moves`, () => {
  benchPlayouts(lib, lib.staircaseNimGame(STEPS), MOVES, { name: 'baseline (arrays, listed moves)', run: (random) => {
    naivePlayouts(MOVES, random);
  } }, OPTIONS);
});

describe(`staircaseNimMove on ${POOL} random staircases of 8 steps (0 to 1000 counters each)`, () => {
  const random = lib.createRandom(7);
  const pool = Array.from({ length: POOL }, () => Array.from({ length: 8 }, () => lib.randomInt(random, 0, 1000)));
  bench('nimkit staircaseNimMove', () => {
    for (const steps of pool) lib.staircaseNimMove(steps);
  }, OPTIONS);
  bench('baseline (try every move)', () => {
    for (const steps of pool) naiveStaircaseMove(steps);
  }, OPTIONS);
});
