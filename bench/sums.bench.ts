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

const emptied = large.start.play({ part: 1, move: { heap: 1, count: 2 ** 40 } });
/** The large sum's start, and after moves that leave the Kayles heap or the Welter coins to move in. */
const largePositions = [large.start, emptied.play({ part: 2, move: { heap: 1, take: 1, leave: [333_333, 666_666] } }), emptied.play({ part: 3, move: { from: 148, to: 0 } })];
const random = createRandom(7);
/** Seeded positions of the small sum: two random plies from its start. */
const smallPositions = Array.from({ length: 3 }, () => {
  let state = small.start;
  for (let ply = 0; ply < 2; ply++) state = state.play(state.moveAt(randomInt(random, 0, state.moveCount() - 1)));
  return state;
});

describe('sums: a perfect move', () => {
  bench('perfectPlayer on the large sum, 3 positions (theory: nim-sum of the parts\' values)', () => {
    for (const state of largePositions) if (!state.isTerminal) perfectPlayer(state);
  });
  bench('baseline: the exact solver on a small sum (nim:4,5 + kayles 9 + wythoff 5,7), fresh each move, 3 positions', () => {
    for (const state of smallPositions) if (!state.isTerminal) solve(state);
  });
});
