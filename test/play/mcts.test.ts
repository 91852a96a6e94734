import { describe, expect, test } from 'vitest';
import { createRandom, winningMoves } from '../../src/index.js';
import type { BoutonOptions, Ending } from '../../src/index.js';
import { competition, halvingGame, mctsPlayer, nimGame, randomPlayer, solve } from '../../src/index.js';
import { thrownBy } from '../helpers.js';

const ENDINGS: readonly Ending[] = ['normal', 'misere'];

function bouton(play: Ending): BoutonOptions {
  return { play };
}

describe('mctsPlayer', () => {
  // "Small": up to 3 heaps of at most 9 counters in all, and halving heaps up to 20. Past that, 1,000 playouts
  // no longer always suffice (Nim 3,4,4 and halving 23 need a few thousand).
  test.each(ENDINGS)('mctsPlayer - picks the only winning move on small Nim positions (%s play)', (play) => {
    const mcts = mctsPlayer({ iterations: 1000 });
    const random = createRandom(21);
    let checked = 0;
    for (let a = 0; a <= 4; a++) {
      for (let b = a; b <= 4; b++) {
        for (let c = b; c <= 4; c++) {
          const heaps = [a, b, c];
          const moves = winningMoves(heaps, bouton(play));
          if (moves.length !== 1 || a + b + c > 9) continue;
          expect(mcts(nimGame(heaps, { play }).start, random), heaps.join(',')).toEqual(moves[0]);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  test.each(ENDINGS)('mctsPlayer - picks the only winning move on small halving positions (%s play)', (play) => {
    const mcts = mctsPlayer({ iterations: 1000 });
    const random = createRandom(22);
    let checked = 0;
    for (let n = 2; n <= 20; n++) {
      const { start } = halvingGame(n, { play });
      const winning = start.moves().filter((take) => solve(start.play(take)).result === 'loss');
      if (winning.length !== 1) continue;
      expect(mcts(start, random), `${n}`).toBe(winning[0]);
      checked++;
    }
    expect(checked).toBeGreaterThan(5);
  });

  test('mctsPlayer - beats randomPlayer in at least 90 % of 200 seeded Nim 1,3,5,7 games', () => {
    const result = competition(nimGame([1, 3, 5, 7]), mctsPlayer({ iterations: 1000 }), randomPlayer, { rounds: 200, seed: 1, alternate: true });
    expect(result.wins[0]).toBeGreaterThanOrEqual(180);
    expect(result.forfeits).toEqual([]);
  });

  test('mctsPlayer - the same seed gives the same move; a terminal state and bad options are refused', () => {
    const state = nimGame([2, 3, 4]).start;
    const mcts = mctsPlayer({ iterations: 50, exploration: 0.5 });
    expect(mcts(state, createRandom(5))).toEqual(mcts(state, createRandom(5)));
    expect(thrownBy(RangeError, () => mcts(nimGame([0]).start, Math.random)).message).toBe('the game is over: there is no move to make (nim:0 normal)');
    expect(thrownBy(RangeError, () => mctsPlayer({ iterations: 0 })).message).toBe('iterations must be a positive safe integer, got 0');
    expect(thrownBy(TypeError, () => mctsPlayer({ iterations: '9' as unknown as number })).message).toBe('iterations must be a number, got "9"');
    expect(thrownBy(RangeError, () => mctsPlayer({ exploration: -1 })).message).toBe('exploration must be a finite non-negative number, got -1');
    expect(thrownBy(TypeError, () => mctsPlayer({ exploration: null as unknown as number })).message).toBe('exploration must be a number, got null');
  });
});
