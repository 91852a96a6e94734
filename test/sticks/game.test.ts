import { describe, expect, test } from 'vitest';
import { AssertionError, IllegalMoveError } from '../../src/index.js';
import { sticksGame } from '../../src/index.js';
import type { StickMove } from '../../src/index.js';
import { thrownBy } from '../helpers.js';

describe('sticksGame', () => {
  test('sticksGame - the standard board, its moves in action order and its text', () => {
    const game = sticksGame();
    expect([game.name, game.actionCount, game.rows]).toEqual(['sticks:7,5,3,1 misere', 50, [7, 5, 3, 1]]);
    const { start } = game;
    expect(start.moveCount()).toBe(50);
    expect(start.actions()).toEqual(Array.from({ length: 50 }, (_, id) => id));
    expect(start.moves().slice(0, 9).map((move) => game.formatMove(move))).toEqual(['1:1-1', '1:1-2', '1:1-3', '1:1-4', '1:1-5', '1:1-6', '1:1-7', '1:2-2', '1:2-3']);
    expect(start.moveAt(49)).toEqual({ row: 4, left: 1, right: 1 });
    expect(start.key()).toBe('0:65535');
    const next = start.play({ row: 1, left: 2, right: 4 });
    expect(String(next)).toBe('1: | x x x | | |\n2: | | | | |\n3: | | |\n4: |\nplayer 1 to move');
    expect(next.board().unmarkedCount).toBe(13);
    expect(start.board().unmarkedCount).toBe(16);
  });

  test('sticksGame - moveAt, moves(), actions() and playAction agree on partly marked boards', () => {
    const game = sticksGame([4, 3]);
    const state = game.start.play({ row: 1, left: 2, right: 2 }).play({ row: 2, left: 3, right: 3 });
    const moves = state.moves();
    expect(moves.map((move) => game.formatMove(move))).toEqual(['1:1-1', '1:3-3', '1:3-4', '1:4-4', '2:1-1', '2:1-2', '2:2-2']);
    expect(state.actions()).toEqual([0, 7, 8, 9, 10, 11, 13]);
    state.actions().forEach((id, index) => {
      expect(state.playAction(id).key()).toBe(state.play(state.moveAt(index)).key());
      expect(state.moveAt(index)).toEqual(moves[index]);
    });
    const error = thrownBy(IllegalMoveError, () => state.playAction(1));
    expect([error.code, error.message]).toEqual(['no-such-action', 'action 1 is not legal in sticks:4,3 misere here']);
    expect(thrownBy(IllegalMoveError, () => state.playAction(14)).code).toBe('no-such-action');
  });

  test('sticksGame - whoever marks the last stick loses', () => {
    const end = sticksGame([1]).start.play({ row: 1, left: 1, right: 1 });
    expect([end.isTerminal, end.winner, end.player]).toEqual([true, 1, 1]);
    expect(String(end)).toBe('1: x\nplayer 1 won');
    expect(thrownBy(IllegalMoveError, () => end.play({ row: 1, left: 1, right: 1 })).code).toBe('game-over');
    expect(thrownBy(IllegalMoveError, () => end.playAction(0)).code).toBe('game-over');
  });

  test('sticksGame - illegal and foreign moves throw with exact codes and messages', () => {
    const state = sticksGame().start.play({ row: 2, left: 2, right: 3 });
    const cases: [unknown, string, string][] = [
      [{ row: 2, left: 3, right: 4 }, 'illegal-move', 'illegal move 2:3-4 in sticks:7,5,3,1 misere: a stick is already marked'],
      [{ row: 4, left: 1, right: 2 }, 'illegal-move', 'illegal move 4:1-2 in sticks:7,5,3,1 misere: outside the board'],
      [{ row: 5, left: 1, right: 1 }, 'illegal-move', 'illegal move 5:1-1 in sticks:7,5,3,1 misere: outside the board'],
      [{ row: 1, left: 3, right: 2 }, 'not-a-move', 'not a move of sticks:7,5,3,1 misere: an object'],
      [{ heap: 1, count: 1 }, 'not-a-move', 'not a move of sticks:7,5,3,1 misere: an object'],
      ['1:1-1', 'not-a-move', 'not a move of sticks:7,5,3,1 misere: "1:1-1"'],
    ];
    for (const [move, code, message] of cases) {
      const error = thrownBy(IllegalMoveError, () => state.play(move as StickMove));
      expect([error.code, error.message]).toEqual([code, message]);
    }
  });

  test('sticksGame - play reads each field of a move once', () => {
    let reads = 0;
    const shifty = {
      row: 1,
      left: 1,
      get right(): number {
        reads++;
        return reads === 1 ? 1 : 99; // legal when checked, off the board if read again
      },
    };
    expect(sticksGame().start.play(shifty).key()).toBe('1:65534');
    expect(reads).toBe(1);
    const error = thrownBy(IllegalMoveError, () => sticksGame().start.play(shifty));
    expect([error.code, error.message, error.move]).toEqual(['illegal-move', 'illegal move 1:1-99 in sticks:7,5,3,1 misere: outside the board', shifty]);
  });

  test('sticksGame - boards over 16 sticks make a state per move, with the same rules', () => {
    const game = sticksGame([9, 8]);
    const move = { row: 2, left: 1, right: 8 };
    const next = game.start.play(move);
    expect(game.start.play(move)).not.toBe(next);
    expect([next.key(), next.moveCount(), Object.isFrozen(next)]).toEqual(['1:511', 45, true]);
    expect(thrownBy(IllegalMoveError, () => next.play(move)).message).toBe('illegal move 2:1-8 in sticks:9,8 misere: a stick is already marked');
  });

  test('sticksGame - text, theory hook and bad rows', () => {
    const game = sticksGame([3, 1]);
    expect(game.parseMove(' 2 : 1 - 3 ')).toEqual({ row: 2, left: 1, right: 3 });
    expect(game.parseMove('2:3-1')).toBeNull();
    expect(game.parseMove('two')).toBeNull();
    expect(thrownBy(TypeError, () => game.parseMove(1 as unknown as string)).message).toBe('text must be a string, got 1');
    expect(thrownBy(TypeError, () => game.formatMove({ row: 0, left: 1, right: 1 })).message).toBe('move must be a sticks move { row, left, right }, got an object');
    expect(game.winningMove?.(game.start)).toEqual({ row: 1, left: 1, right: 3 });
    expect(thrownBy(TypeError, () => game.winningMove?.(sticksGame([3, 1]).start)).message).toBe('state must be a state of sticks:3,1 misere, got an object');
    const big = sticksGame([10, 10, 11]);
    expect(big.winningMove?.(big.start)).toEqual({ row: 1, left: 1, right: 9 }); // leaves 1, 10, 11: Nim sum 0
    expect(thrownBy(AssertionError, () => sticksGame([0])).message).toBe('invalid board');
    expect(thrownBy(RangeError, () => sticksGame([16, 16])).message).toBe('rows must hold at most 31 sticks in all, got 32');
    expect(thrownBy(RangeError, () => game.start.moveAt(99)).message).toBe('index must be an integer from 0 to 6, got 99');
    for (const [index, text] of [[-1, '-1'], [1.5, '1.5'], [Number.NaN, 'NaN']] as const) {
      expect(thrownBy(RangeError, () => game.start.moveAt(index)).message).toBe(`index must be an integer from 0 to 6, got ${text}`);
    }
    expect(thrownBy(TypeError, () => game.start.moveAt('1' as unknown as number)).message).toBe('index must be a number, got "1"');
    expect(thrownBy(IllegalMoveError, () => game.start.play(null as unknown as StickMove)).message).toBe('not a move of sticks:3,1 misere: null');
  });

  test('sticksGame - board() marks across row boundaries', () => {
    const state = sticksGame([2, 2]).start.play({ row: 1, left: 2, right: 2 }).play({ row: 2, left: 1, right: 1 });
    expect(String(state.board())).toBe('1: | x\n2: x |');
  });
});
