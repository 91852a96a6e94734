import { describe, expect, test } from 'vitest';
import { IllegalMoveError, createRandom, createSolver, fibonacciNimGame, fibonacciNimMove, randomPlayer, searchPlayer } from '../../src/index.js';
import type { Ending, Solver, SyncPlayer } from '../../src/index.js';
import { perfectKeepsWins, thrownBy } from '../helpers.js';

const ENDINGS: readonly Ending[] = ['normal', 'misere'];
const FIBONACCI = new Set([1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144]);
const SOLVERS: Readonly<Record<Ending, Solver>> = { normal: createSolver(), misere: createSolver() };

/** What the theory says of a position: lost for the mover when there is no winning take, except misère's empty heap. */
function theoryResult(heap: number, maxTake: number, play: Ending): 'win' | 'loss' {
  if (heap === 0) return play === 'normal' ? 'loss' : 'win';
  return fibonacciNimMove(heap, maxTake, { play }) === null ? 'loss' : 'win';
}

describe('fibonacciNimGame', () => {
  test('fibonacciNimGame - start, moves, actions, text, key and picture', () => {
    const game = fibonacciNimGame(10);
    expect([game.name, game.ending, game.actionCount]).toEqual(['fibonacci:10 normal', 'normal', 9]);
    const { start } = game;
    expect(start.position).toEqual({ heap: 10, maxTake: 9 });
    expect(start.moves()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(start.actions()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect([start.moveCount(), start.moveAt(3), start.key(), String(start)]).toEqual([9, 4, '0:10,9', 'fibonacci 10, take 1 to 9, player 0 to move']);
    const next = start.play(3);
    expect([next.position, next.player, next.key()]).toEqual([{ heap: 7, maxTake: 6 }, 1, '1:7,6']);
    expect(start.playAction(4).position).toEqual({ heap: 5, maxTake: 5 });
    expect(start.position).toEqual({ heap: 10, maxTake: 9 });
    expect(game.formatMove(3)).toBe('3');
    expect([game.parseMove(' 3 '), game.parseMove('0'), game.parseMove('x'), game.parseMove('1:2'), game.parseMove('99999999999999999999')]).toEqual([3, null, null, null, null]);
    const last = fibonacciNimGame(2).start.play(1);
    expect([last.position, String(last)]).toEqual([{ heap: 1, maxTake: 1 }, 'fibonacci 1, take 1 to 1, player 1 to move']);
    const over = last.play(1);
    expect([over.isTerminal, over.winner, over.moveCount(), String(over)]).toEqual([true, 1, 0, 'fibonacci 0, player 1 won']);
    expect(fibonacciNimGame(2, { play: 'misere' }).start.play(1).play(1).winner).toBe(0);
  });

  test.each(ENDINGS)('fibonacciNimGame - %s: solve agrees with fibonacciNimMove on every position to a heap of 60', (play) => {
    const game = fibonacciNimGame(60, { play });
    const solver = SOLVERS[play];
    for (let heap = 0; heap <= 60; heap++) {
      for (let maxTake = Math.min(1, heap); maxTake <= heap; maxTake++) {
        const state = game.at({ heap, maxTake });
        const { result } = solver.solve(state);
        if (result !== theoryResult(heap, maxTake, play)) expect.fail(`${play} ${heap} (at most ${maxTake}): the solver says ${result}`);
        const take = game.winningMove?.(state) ?? null;
        expect(take).toBe(heap === 0 ? null : fibonacciNimMove(heap, maxTake, { play }));
        if (take !== null) expect(solver.solve(state.play(take)).result).toBe('loss');
      }
    }
  });

  test('fibonacciNimGame - the first player loses exactly at a Fibonacci number in normal play, never in misère', () => {
    for (let n = 2; n <= 100; n++) {
      expect(SOLVERS.normal.solve(fibonacciNimGame(n).start).result).toBe(FIBONACCI.has(n) ? 'loss' : 'win');
      expect(SOLVERS.misere.solve(fibonacciNimGame(n, { play: 'misere' }).start).result).toBe('win');
    }
  });

  test('fibonacciNimGame - moves, actions and play equal a brute-force replay of the rules', () => {
    const random = createRandom(11);
    for (const play of ENDINGS) {
      for (let n = 2; n <= 40; n++) {
        let state = fibonacciNimGame(n, { play }).start;
        let heap = n;
        let limit = n - 1;
        let lastMover = -1;
        while (heap > 0) {
          const takes = Array.from({ length: Math.min(heap, limit) }, (_, index) => index + 1);
          expect(state.moves()).toEqual(takes);
          expect(state.actions()).toEqual(takes.map((take) => take - 1));
          expect(takes.map((_, index) => state.moveAt(index))).toEqual(takes);
          expect(state.moveCount()).toBe(takes.length);
          const take = takes[Math.floor(random() * takes.length)] ?? 1;
          lastMover = state.player;
          state = random() < 0.5 ? state.play(take) : state.playAction(take - 1);
          heap -= take;
          limit = 2 * take;
        }
        expect([state.isTerminal, state.moves(), state.actions()]).toEqual([true, [], []]);
        expect(state.winner).toBe(play === 'normal' ? lastMover : 1 - lastMover);
      }
    }
  });

  test('fibonacciNimGame - the perfect player never loses a won position against random and search players', () => {
    const opponents: SyncPlayer<number>[] = [randomPlayer, searchPlayer({ depth: 3 })];
    for (const play of ENDINGS) {
      for (let n = 2; n <= 24; n++) {
        for (const [index, opponent] of opponents.entries()) {
          for (const seat of [0, 1] as const) {
            for (let seed = 1; seed <= 2; seed++) {
              if (!perfectKeepsWins(fibonacciNimGame(n, { play }).start, opponent, seat, seed, SOLVERS[play])) expect.fail(`${play} ${n}, opponent ${index}, seat ${seat}, seed ${seed}`);
            }
          }
        }
      }
    }
  });

  test('fibonacciNimGame - the largest heap is played through moveCount and moveAt, never listed', () => {
    const n = Number.MAX_SAFE_INTEGER;
    const game = fibonacciNimGame(n);
    expect(game.actionCount).toBe(n - 1);
    expect([game.start.moveCount(), game.start.moveAt(n - 2)]).toEqual([n - 1, n - 1]);
    expect(thrownBy(RangeError, () => game.start.moves()).message).toContain('more than MAX_LISTED_MOVES');
    const take = game.winningMove?.(game.start) ?? 0;
    expect(take).toBe(fibonacciNimMove(n, n - 1));
    const next = game.start.play(take);
    expect(next.position).toEqual({ heap: n - take, maxTake: 2 * take });
    expect(game.winningMove?.(next)).toBeNull();
    expect(game.start.playAction(n - 2).position).toEqual({ heap: 1, maxTake: 1 });
  });

  test('fibonacciNimGame - bad moves and actions', () => {
    const { start } = fibonacciNimGame(10);
    const cases: [unknown, string, string][] = [
      [10, 'illegal-move', 'illegal move 10 in fibonacci:10 normal: at most 9 of 10 may be taken'],
      [0, 'not-a-move', 'not a move of fibonacci:10 normal: 0'],
      [1.5, 'not-a-move', 'not a move of fibonacci:10 normal: 1.5'],
      ['3', 'not-a-move', 'not a move of fibonacci:10 normal: "3"'],
    ];
    for (const [move, code, message] of cases) {
      const error = thrownBy(IllegalMoveError, () => start.play(move as number));
      expect([error.code, error.message]).toEqual([code, message]);
    }
    expect(thrownBy(IllegalMoveError, () => start.play(3).play(7)).message).toBe('illegal move 7 in fibonacci:10 normal: at most 6 of 7 may be taken');
    expect(thrownBy(IllegalMoveError, () => start.playAction(9)).message).toBe('action 9 is not legal in fibonacci:10 normal at 10,9');
    expect(thrownBy(IllegalMoveError, () => start.play(3).playAction(6)).code).toBe('no-such-action');
    expect(thrownBy(IllegalMoveError, () => start.playAction(-1)).code).toBe('no-such-action');
    const over = fibonacciNimGame(2).start.play(1).play(1);
    expect(thrownBy(IllegalMoveError, () => over.play(1)).message).toBe('no move can be played in fibonacci:2 normal: the game is over');
    expect(thrownBy(TypeError, () => fibonacciNimGame(10).formatMove(0)).message).toBe('move must be a move of fibonacci:10 normal, got 0');
  });

  test.each([
    [5n, TypeError, 'n must be a number, got 5n'],
    ['5', TypeError, 'n must be a number, got "5"'],
    [1, RangeError, 'n must be a safe integer of at least 2, got 1'],
    [0, RangeError, 'n must be a safe integer of at least 2, got 0'],
    [2.5, RangeError, 'n must be a safe integer of at least 2, got 2.5'],
    [Number.NaN, RangeError, 'n must be a safe integer of at least 2, got NaN'],
    [Number.POSITIVE_INFINITY, RangeError, 'n must be a safe integer of at least 2, got Infinity'],
    [2 ** 53, RangeError, 'n must be a safe integer of at least 2, got 9007199254740992'],
  ] as const)('fibonacciNimGame - refuses n = %s', (n, ErrorClass, message) => {
    expect(thrownBy(ErrorClass, () => fibonacciNimGame(n as unknown as number)).message).toBe(message);
  });

  test('fibonacciNimGame - refuses bad options', () => {
    expect(thrownBy(RangeError, () => fibonacciNimGame(5, { play: 'draw' as Ending })).message).toBe(`play must be 'normal' or 'misere', got "draw"`);
    expect(thrownBy(TypeError, () => fibonacciNimGame(5, null as unknown as undefined)).message).toBe('options must be an object, got null');
  });
});
