// The play engine against the targets, each beside a straightforward baseline written here:
// - random playouts of Nim 1,3,5,7 through the engine: >= 1,000,000 moves/s (one op = MOVES moves);
// - MCTS with 1,000 iterations per move on Nim 1,3,5,7: under 50 ms per move (one op = one move);
// - the sticks competition perfect vs random through the engine: the dedicated sticks competition's
//   1,000,000 rounds/s (one op = ROUNDS rounds).
// Vitest's module runner loads dist/ (one file per module) through its own transform: measured on the sticks
// pair, both sides run two to three times slower than with dist/ loaded by Node. For figures as Node runs
// them, add `server: { deps: { external: [/\/dist\//] } }` to the test options of a vitest config.
import { bench, describe } from 'vitest';
import { benchPlayouts } from './playouts.js';
import type { Move, RandomSource } from '../src/index.js';

// A specifier in a variable: the type checker must not need dist/ to exist (run `npm run build` first).
const DIST = '../dist/index.js';
const lib = (await import(DIST)) as typeof import('../src/index.js');
const MOVES = 10_000;
const ROUNDS = 1000;
const OPTIONS = { time: 1500, warmupTime: 300 };
const HEAPS = [1, 3, 5, 7];

// ---------------------------------------------------------------------------------------------------------
// Baselines: Nim on a plain array, every legal move listed as an object, the move picked with Math.floor.

function naiveMoves(heaps: readonly number[]): Move[] {
  const moves: Move[] = [];
  heaps.forEach((size, index) => {
    for (let count = 1; count <= size; count++) moves.push({ heap: index + 1, count });
  });
  return moves;
}

function naivePlayouts(moves: number, random: RandomSource): void {
  let heaps = HEAPS.slice();
  for (let done = 0; done < moves; done++) {
    let legal = naiveMoves(heaps);
    if (legal.length === 0) {
      heaps = HEAPS.slice();
      legal = naiveMoves(heaps);
    }
    const move = legal[Math.floor(random() * legal.length)] ?? { heap: 1, count: 0 };
    heaps = heaps.map((size, index) => (index === move.heap - 1 ? size - move.count : size));
  }
}

interface NaiveNode {
  heaps: number[];
  mover: number;
  toMove: number;
  children: NaiveNode[];
  untried: Move[];
  visits: number;
  wins: number;
}

/** Plain UCT on arrays: no proofs, no engine, normal play (whoever takes the last counter wins). */
function naiveMcts(heaps: number[], iterations: number, random: RandomSource): void {
  const make = (position: number[], mover: number): NaiveNode => ({ heaps: position, mover, toMove: 1 - mover, children: [], untried: naiveMoves(position), visits: 0, wins: 0 });
  const root = make(heaps, 1);
  for (let iteration = 0; iteration < iterations; iteration++) {
    const path = [root];
    let node = root;
    while (node.untried.length === 0 && node.children.length > 0) {
      const parent = node;
      node = parent.children.reduce((best, child) =>
        child.wins / child.visits + Math.SQRT2 * Math.sqrt(Math.log(parent.visits) / child.visits) >
        best.wins / best.visits + Math.SQRT2 * Math.sqrt(Math.log(parent.visits) / best.visits)
          ? child
          : best,
      );
      path.push(node);
    }
    if (node.untried.length > 0) {
      const [move] = node.untried.splice(Math.floor(random() * node.untried.length), 1) as [Move];
      const child = make(node.heaps.map((size, index) => (index === move.heap - 1 ? size - move.count : size)), node.toMove);
      node.children.push(child);
      path.push(child);
      node = child;
    }
    let position = node.heaps.slice();
    let toMove = node.toMove;
    for (let legal = naiveMoves(position); legal.length > 0; legal = naiveMoves(position)) {
      const move = legal[Math.floor(random() * legal.length)] ?? { heap: 1, count: 0 };
      position = position.map((size, index) => (index === move.heap - 1 ? size - move.count : size));
      toMove = 1 - toMove;
    }
    const winner = 1 - toMove;
    for (const visited of path) {
      visited.visits++;
      if (visited.mover === winner) visited.wins++;
    }
  }
}

// ---------------------------------------------------------------------------------------------------------

describe(`random playouts of Nim 1,3,5,7: ${MOVES} moves`, () => {
  benchPlayouts(lib, lib.nimGame(HEAPS), MOVES, { name: 'baseline (arrays, listed moves)', run: (random) => {
    naivePlayouts(MOVES, random);
  } }, OPTIONS);
});

describe('MCTS, 1,000 iterations for the first move of Nim 1,3,5,7', () => {
  const game = lib.nimGame(HEAPS);
  const mcts = lib.mctsPlayer({ iterations: 1000 });
  const random = lib.createRandom(7);
  bench('nimkit mctsPlayer', () => {
    mcts(game.start, random);
  }, OPTIONS);
  const naiveRandom = lib.createRandom(7);
  bench('baseline (plain UCT on arrays)', () => {
    naiveMcts(HEAPS, 1000, naiveRandom);
  }, OPTIONS);
});

describe(`sticks perfect vs random: ${ROUNDS} rounds on 7,5,3,1`, () => {
  const game = lib.sticksGame();
  const random = lib.createRandom(7);
  bench('nimkit engine competition (sticksGame)', () => {
    lib.competition(game, lib.perfectPlayer, lib.randomPlayer, { rounds: ROUNDS, random });
  }, OPTIONS);
  const dedicatedRandom = lib.createRandom(7);
  bench('the dedicated sticks competition (Board)', () => {
    lib.sticksCompetition(lib.sticksPerfectPlayer, lib.sticksRandomPlayer, { rounds: ROUNDS, random: dedicatedRandom });
  }, OPTIONS);
});
