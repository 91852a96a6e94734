// The coin-turning games (Turtles, Mock Turtles, Ruler), each beside a straightforward baseline written here:
// - a head's value: turningValue's closed forms against a plain mex over every move of a lone head;
// - a winning move: turningMove (from the values' structure) against a scan of every move of the string;
// - random playouts through the engine (moveCount + moveAt + play) against coin arrays with every move listed.
import { bench, describe } from 'vitest';
import { benchPlayouts } from './playouts.js';
import type { RandomSource, TurningRule } from '../src/index.js';

// A specifier in a variable: the type checker must not need dist/ to exist (run `npm run build` first).
const DIST = '../dist/index.js';
const lib = (await import(DIST)) as typeof import('../src/index.js');
const OPTIONS = { time: 1500, warmupTime: 300 };
const RULES: readonly TurningRule[] = ['turtles', 'mock-turtles', 'ruler'];
const SQUARES = 128;
const MOVES = 10_000;

// ---------------------------------------------------------------------------------------------------------
// Baselines: the rules read literally.

/** The other coins a move with its head on `head` may turn (the head itself left out). */
function otherCoins(rule: TurningRule, head: number): number[][] {
  const sets: number[][] = [[]];
  if (rule === 'ruler') {
    for (let from = head - 1; from >= 1; from--) sets.push(Array.from({ length: head - from }, (_, index) => from + index));
    return sets;
  }
  for (let a = 1; a < head; a++) sets.push([a]);
  if (rule === 'mock-turtles') for (let b = 2; b < head; b++) for (let a = 1; a < b; a++) sets.push([a, b]);
  return sets;
}

/** The values of squares 1..limit by a plain mex over each lone head's moves (index 0 unused). */
function mexValues(rule: TurningRule, limit: number): number[] {
  const values = [0];
  for (let head = 1; head <= limit; head++) {
    const reached = new Set(otherCoins(rule, head).map((set) => set.reduce((sum, square) => sum ^ (values[square] ?? 0), 0)));
    let mex = 0;
    while (reached.has(mex)) mex++;
    values.push(mex);
  }
  return values;
}

/** Every legal move of a coin array (true = heads), each the squares turned, head last. */
function naiveMoves(rule: TurningRule, coins: readonly boolean[]): number[][] {
  const moves: number[][] = [];
  coins.forEach((heads, index) => {
    if (heads) for (const set of otherCoins(rule, index + 1)) moves.push([...set, index + 1]);
  });
  return moves;
}

/** A winning move found by trying every move and XORing the values it changes. */
function naiveWinningMove(rule: TurningRule, coins: readonly boolean[], values: readonly number[]): number[] | null {
  const sum = coins.reduce((total, heads, index) => (heads ? total ^ (values[index + 1] ?? 0) : total), 0);
  if (sum === 0) return null;
  return naiveMoves(rule, coins).find((move) => move.reduce((total, square) => total ^ (values[square] ?? 0), sum) === 0) ?? null;
}

function naivePlayouts(rule: TurningRule, start: readonly boolean[], moves: number, random: RandomSource): void {
  let coins = start.slice();
  for (let done = 0; done < moves; done++) {
    let legal = naiveMoves(rule, coins);
    if (legal.length === 0) {
      coins = start.slice();
      legal = naiveMoves(rule, coins);
    }
    const move = legal[Math.floor(random() * legal.length)] ?? [];
    coins = coins.slice();
    for (const square of move) coins[square - 1] = coins[square - 1] !== true;
  }
}

// ---------------------------------------------------------------------------------------------------------

for (const rule of RULES) {
  describe(`${rule}: the values of squares 1 to ${SQUARES}`, () => {
    bench('nimkit turningValue', () => {
      for (let square = 1; square <= SQUARES; square++) lib.turningValue(rule, square);
    }, OPTIONS);
    bench('baseline (plain mex over moves)', () => {
      mexValues(rule, SQUARES);
    }, OPTIONS);
  });
}

describe('mock-turtles: a winning move on a string of 120 coins, every third a head', () => {
  const text = Array.from({ length: 120 }, (_, index) => (index % 3 === 0 ? 'H' : 'T')).join('');
  const coins = Array.from(text, (coin) => coin === 'H');
  const values = [0, ...Array.from({ length: 120 }, (_, index) => lib.turningValue('mock-turtles', index + 1))];
  bench('nimkit turningMove', () => {
    lib.turningMove('mock-turtles', text);
  }, OPTIONS);
  bench('baseline (every move tried, values from a table)', () => {
    naiveWinningMove('mock-turtles', coins, values);
  }, OPTIONS);
});

describe('turtles: a winning move on a string of 1,000 coins, every third a head (large input)', () => {
  const text = Array.from({ length: 1000 }, (_, index) => (index % 3 === 0 ? 'H' : 'T')).join('');
  const coins = Array.from(text, (coin) => coin === 'H');
  const values = Array.from({ length: 1001 }, (_, index) => index);
  bench('nimkit turningMove', () => {
    lib.turningMove('turtles', text);
  }, OPTIONS);
  bench('baseline (every move tried, values from a table)', () => {
    naiveWinningMove('turtles', coins, values);
  }, OPTIONS);
});

for (const rule of RULES) {
  describe(`${rule}: random playouts from 12 heads, ${MOVES} moves`, () => {
    const start = 'H'.repeat(12);
    benchPlayouts(lib, lib.turningGame(rule, start), MOVES, { name: 'baseline (coin arrays, listed moves)', run: (random) => {
      naivePlayouts(rule, Array.from({ length: 12 }, () => true), MOVES, random);
    } }, OPTIONS);
  });
}
