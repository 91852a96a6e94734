// The perfect player on sums of unlike games: moves per second on a large sum (a Nim heap of 2^40, a Kayles heap
// of 10^6 and 50 Welter coins), from the parts' theories; beside the naive baseline, the exact solver on a small
// sum (the only way to play a sum without the Sprague–Grundy theorem). Run `npm run build` first: this imports
// the built package.
import { bench, describe } from 'vitest';
import type * as Nimkit from '../src/index.js';

const DIST = '../dist/index.js';
const { createRandom, heapGame, nimGame, perfectPlayer, randomInt, solve, sumGame, welterGame, wythoffGame } = (await import(DIST)) as typeof Nimkit;

const coins = Array.from({ length: 50 }, (_, index) => 3 * index + 1);
const large = sumGame([nimGame([2 ** 40]), heapGame('kayles', [1_000_000]), welterGame(coins)]);
const small = sumGame([nimGame([4, 5]), heapGame('kayles', [9]), wythoffGame([5, 7])]);

/** Seeded positions of a sum: random plies from its start. */
function positions(game: typeof large, count: number, plies: number): Nimkit.SumState[] {
  const random = createRandom(7);
  return Array.from({ length: count }, () => {
    let state = game.start;
    for (let ply = 0; ply < plies && !state.isTerminal; ply++) state = state.play(state.moveAt(randomInt(random, 0, Math.min(state.moveCount(), 1000) - 1)));
    return state;
  });
}

const largePositions = positions(large, 8, 6);
const smallPositions = positions(small, 8, 2);

describe('sums: a perfect move', () => {
  bench('perfectPlayer on the large sum (theory: nim-sum of the parts\' values)', () => {
    for (const state of largePositions) if (!state.isTerminal) perfectPlayer(state);
  });
  bench('baseline: the exact solver on a small sum (nim:4,5 + kayles 9 + wythoff 5,7), fresh each move', () => {
    for (const state of smallPositions) if (!state.isTerminal) solve(state);
  });
});
