import { describe, expect, test } from 'vitest';
import { IllegalMoveError, halvingMove } from '../../src/index.js';
import { halvingGame } from '../../src/index.js';
import { thrownBy } from '../helpers.js';

describe('halvingGame', () => {
  test('halvingGame - start, moves, actions and text', () => {
    const game = halvingGame(7);
    expect([game.name, game.ending, game.actionCount]).toEqual(['halving:7 misere', 'misere', 3]);
    const { start } = game;
    expect([start.size, start.player, start.isTerminal, start.winner]).toEqual([7, 0, false, undefined]);
    expect(start.moves()).toEqual([1, 2, 3]);
    expect(start.actions()).toEqual([0, 1, 2]);
    expect(start.moveAt(2)).toBe(3);
    expect(start.key()).toBe('0:7');
    expect(String(start)).toBe('halving 7, player 0 to move');
    expect(start.playAction(1).size).toBe(5);
    expect(start.play(3).key()).toBe('1:4');
    expect(start.size).toBe(7);
    expect(game.formatMove(3)).toBe('3');
    expect(game.parseMove(' 3 ')).toBe(3);
    expect(game.parseMove('0')).toBeNull();
    expect(game.parseMove('x')).toBeNull();
    expect(thrownBy(TypeError, () => game.formatMove(0)).message).toBe('move must be a positive integer take, got 0');
    expect(thrownBy(TypeError, () => game.parseMove(null as unknown as string)).message).toBe('text must be a string, got null');
  });

  test.each([
    ['misere', 1, 0],
    ['normal', 1, 1],
  ] as const)('halvingGame - %s play from %i: the game is over and player %i won', (play, n, winner) => {
    const { start } = halvingGame(n, { play });
    expect([start.isTerminal, start.winner, start.moveCount()]).toEqual([true, winner, 0]);
    expect(String(start)).toBe(`halving ${n}, player ${winner} won`);
  });

  test('halvingGame - the theory hook is halvingMove in the chosen ending', () => {
    for (const play of ['misere', 'normal'] as const) {
      const game = halvingGame(20, { play });
      expect(game.winningMove?.(game.start)).toBe(halvingMove(20, { play }));
    }
    const game = halvingGame(20);
    expect(thrownBy(TypeError, () => game.winningMove?.(halvingGame(20).start)).message).toBe('state must be a state of halving:20 misere, got an object');
  });

  test('halvingGame - bad moves, actions and sizes', () => {
    const { start } = halvingGame(7);
    const cases: [unknown, string, string][] = [
      [4, 'illegal-move', 'illegal move 4 in halving:7 misere: at most 3 of 7 may be taken'],
      [0, 'not-a-move', 'not a move of halving:7 misere: 0'],
      [1.5, 'not-a-move', 'not a move of halving:7 misere: 1.5'],
      [{ heap: 1, count: 1 }, 'not-a-move', 'not a move of halving:7 misere: an object'],
    ];
    for (const [move, code, message] of cases) {
      const error = thrownBy(IllegalMoveError, () => start.play(move as number));
      expect([error.code, error.message]).toEqual([code, message]);
    }
    expect(thrownBy(IllegalMoveError, () => start.playAction(3)).message).toBe('action 3 is not legal in halving:7 misere at 7');
    const end = halvingGame(1).start;
    expect(thrownBy(IllegalMoveError, () => end.play(1)).message).toBe('no move can be played in halving:1 misere: the game is over');
    expect(thrownBy(IllegalMoveError, () => end.playAction(0)).code).toBe('game-over');
    expect(thrownBy(TypeError, () => halvingGame(2n as unknown as number)).message).toBe('n must be a number, got 2n');
    expect(thrownBy(RangeError, () => halvingGame(-1)).message).toBe('n must be a positive safe integer, got -1');
    expect(thrownBy(RangeError, () => halvingGame(0)).message).toBe('n must be a positive safe integer, got 0');
  });
});
