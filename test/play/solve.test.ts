// The solver against every theory nimkit has: Bouton (Nim, both endings), the sticks perfect player (all 65,536
// positions of the standard board) and the halving formula (n <= 2,000, both endings).
import { describe, expect, test } from 'vitest';
import { Board, isHalvingLosing, isWinning, sticksPerfectPlayer, winningMoves } from '../../src/index.js';
import type { BoutonOptions, Ending, Move } from '../../src/index.js';
import { createSolver, halvingGame, nimGame, solve, sticksGame } from '../../src/index.js';
import type { SticksState } from '../../src/index.js';
import { thrownBy } from '../helpers.js';

const ENDINGS: readonly Ending[] = ['normal', 'misere'];

function bouton(play: Ending): BoutonOptions {
  return { play };
}

const sticksPerfect = sticksPerfectPlayer;

/** Every list of `count` heaps from 0 to `max`. */
function heapLists(count: number, max: number): number[][] {
  if (count === 0) return [[]];
  return heapLists(count - 1, max).flatMap((rest) => Array.from({ length: max + 1 }, (_, heap) => [heap, ...rest]));
}

describe('solve', () => {
  test.each(ENDINGS)('solve - agrees with Bouton on every Nim position of up to 4 heaps up to 5 (%s play)', (play) => {
    const solver = createSolver();
    let checked = 0;
    for (let count = 1; count <= 4; count++) {
      for (const heaps of heapLists(count, 5)) {
        const { result, move } = solver.solve(nimGame(heaps, { play }).start);
        expect(result, heaps.join(',')).toBe(isWinning(heaps, bouton(play)) ? 'win' : 'loss');
        const moves: Move[] = winningMoves(heaps, bouton(play));
        if (move !== null) expect(moves).toContainEqual(move);
        else expect(moves).toEqual([]);
        checked++;
      }
    }
    expect(checked).toBe(6 + 36 + 216 + 1296);
  });

  test('solve - agrees with the sticks perfect player on all 65,536 positions of the standard board', () => {
    const game = sticksGame();
    const solver = createSolver();
    // A position is a set of marked sticks; reach it by marking them one at a time, in board order.
    const sticksOf = game.start.moves().filter(({ left, right }) => left === right);
    expect(sticksOf).toHaveLength(16);
    let wins = 0;
    for (let marked = 0; marked < 2 ** 16; marked++) {
      let state: SticksState = game.start;
      sticksOf.forEach((stick, bit) => {
        if ((marked & (1 << bit)) !== 0) state = state.play(stick);
      });
      const { result } = solver.solve(state);
      if (state.isTerminal) {
        expect(result).toBe('win'); // the opponent marked the last stick
        continue;
      }
      // Won exactly when the perfect player's move leaves a lost position (from a lost one, every move
      // leaves a won one).
      const board: Board = state.board();
      const reply = solver.solve(state.play(sticksPerfect(board, () => 0.5)));
      expect(reply.result === 'loss' ? 'win' : 'loss', `${marked}`).toBe(result);
      if (result === 'win') wins++;
    }
    expect(wins).toBeGreaterThan(30_000);
  });

  test.each(ENDINGS)('solve - agrees with the halving formula for every n up to 2,000 (%s play)', (play) => {
    const solver = createSolver();
    for (let n = 1; n <= 2000; n++) {
      const { result, move } = solver.solve(halvingGame(n, { play }).start);
      expect(result, `${n}`).toBe(isHalvingLosing(n, { play }) ? 'loss' : 'win');
      if (move !== null) expect(isHalvingLosing(n - move, { play }), `${n} - ${move}`).toBe(true);
    }
  });

  test('solve - terminal states, sizes and the state limit', () => {
    expect(solve(nimGame([0]).start)).toEqual({ result: 'loss', move: null });
    expect(solve(nimGame([0], { play: 'misere' }).start)).toEqual({ result: 'win', move: null });
    expect(solve(nimGame([1, 2, 4]).start)).toEqual({ result: 'win', move: { heap: 3, count: 1 } });
    const solver = createSolver();
    solver.solve(nimGame([2, 2]).start);
    expect(solver.size).toBe(13); // of the 17 reachable (position, player) pairs: a win stops at its first winning move
    expect(solver.solve(nimGame([2, 2]).start).result).toBe('loss');
    const error = thrownBy(RangeError, () => solve(nimGame([30, 30, 30]).start, { maxStates: 10 }));
    expect(error.message).toBe('solve: the position needs more than maxStates = 10 states; raise maxStates or solve a smaller position');
    expect(thrownBy(RangeError, () => createSolver({ maxStates: 0 })).message).toBe('maxStates must be a positive safe integer, got 0');
    expect(thrownBy(TypeError, () => createSolver({ maxStates: '9' as unknown as number })).message).toBe('maxStates must be a number, got "9"');
    expect(thrownBy(TypeError, () => solve(null as unknown as SticksState)).message).toBe('state must be a game state, got null');
  });

  test('solve - a long game from scratch: halving 3,000 searches 3,000 plies deep', () => {
    expect(solve(halvingGame(3000, { play: 'normal' }).start).result).toBe('win');
  });
});
