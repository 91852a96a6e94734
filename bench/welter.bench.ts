// Welter's game, each bench beside a straightforward baseline written here:
// - welterValue (Welter's function, Conway's mating rule) on every position of 4 coins on the first 16 squares,
//   beside the plain mex of the options' values with a fresh memo (one op = all 1,820 positions);
// - welterMove, built directly by a walk down the binary trie (one op = one move): on 1,000 coins spread over
//   the safe integers, and on 12 coins beside the baseline that tries every slide with welterValue after each;
// - random playouts of welter:3,7,12,20 through the engine, beside playouts on plain arrays that list every
//   move (one op = MOVES moves).
// Vitest's module runner loads dist/ through its own transform (see bench/play.bench.ts).
import { bench, describe } from 'vitest';
import { benchPlayouts } from './playouts.js';
import type { RandomSource } from '../src/index.js';

// A specifier in a variable: the type checker must not need dist/ to exist (run `npm run build` first).
const DIST = '../dist/index.js';
const lib = (await import(DIST)) as typeof import('../src/index.js');
const OPTIONS = { time: 1500, warmupTime: 300 };
const MOVES = 10_000;
const START = [3, 7, 12, 20];

// ---------------------------------------------------------------------------------------------------------
// Baselines.

/** Every set of `count` distinct squares below `size`, ascending. */
function allPositions(count: number, size: number): number[][] {
  if (count === 0) return [[]];
  const out: number[][] = [];
  for (let top = count - 1; top < size; top++) for (const rest of allPositions(count - 1, top)) out.push([...rest, top]);
  return out;
}

/** Every move [from, to] of a position. */
function naiveMoves(squares: readonly number[]): [number, number][] {
  const moves: [number, number][] = [];
  for (const from of squares) for (let to = 0; to < from; to++) if (!squares.includes(to)) moves.push([from, to]);
  return moves;
}

function naiveSlide(squares: readonly number[], [from, to]: readonly [number, number]): number[] {
  return squares.map((square) => (square === from ? to : square)).sort((a, b) => a - b);
}

/** The Grundy value by the plain mex of the options, memoized in `memo`. */
function mexValue(squares: readonly number[], memo: Map<string, number>): number {
  const key = squares.join(',');
  const known = memo.get(key);
  if (known !== undefined) return known;
  const seen = new Set(naiveMoves(squares).map((move) => mexValue(naiveSlide(squares, move), memo)));
  let value = 0;
  while (seen.has(value)) value++;
  memo.set(key, value);
  return value;
}

function naivePlayouts(moves: number, random: RandomSource): void {
  let squares = START.slice();
  for (let done = 0; done < moves; done++) {
    let legal = naiveMoves(squares);
    if (legal.length === 0) {
      squares = START.slice();
      legal = naiveMoves(squares);
    }
    const move = legal[Math.floor(random() * legal.length)];
    if (move !== undefined) squares = naiveSlide(squares, move);
  }
}

// ---------------------------------------------------------------------------------------------------------

describe('Grundy values of every position of 4 coins on the first 16 squares', () => {
  const positions = allPositions(4, 16);
  bench('nimkit welterValue (mating rule)', () => {
    for (const squares of positions) lib.welterValue(squares);
  }, OPTIONS);
  bench('baseline (plain mex, fresh memo)', () => {
    const memo = new Map<string, number>();
    for (const squares of positions) mexValue(squares, memo);
  }, OPTIONS);
});

describe('a winning move', () => {
  const large = Array.from({ length: 1000 }, (_unused, index) => index * 9_007_199_254_739 + (index % 13));
  bench('nimkit welterMove, 1,000 coins up to 2^53', () => {
    lib.welterMove(large);
  }, OPTIONS);
  const small = [1, 4, 9, 16, 25, 36, 49, 64, 81, 100, 121, 145];
  bench('nimkit welterMove, 12 coins', () => {
    lib.welterMove(small);
  }, OPTIONS);
  bench('baseline: every slide of 12 coins, welterValue after each', () => {
    naiveMoves(small).find((move) => lib.welterValue(naiveSlide(small, move)) === 0);
  }, OPTIONS);
});

describe(`random playouts of welter:${START.join(',')}: ${MOVES} moves`, () => {
  benchPlayouts(lib, lib.welterGame(START), MOVES, { name: 'baseline (arrays, listed moves)', run: (random) => {
    naivePlayouts(MOVES, random);
  } }, OPTIONS);
});
