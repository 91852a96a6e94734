import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { IllegalMoveError, createRandom } from '../../src/index.js';
import { nimGame, randomPlayer } from '../../src/index.js';
import type { Move } from '../../src/index.js';
import { thrownBy } from '../helpers.js';

describe('nimGame', () => {
  test('nimGame - the start state, its moves in action order and OpenSpiel ids', () => {
    const game = nimGame([1, 3, 5, 7]);
    expect(game.name).toBe('nim:1,3,5,7 normal');
    expect(game.ending).toBe('normal');
    expect(game.actionCount).toBe(28);
    const { start } = game;
    expect(start.player).toBe(0);
    expect(start.isTerminal).toBe(false);
    expect(start.winner).toBeUndefined();
    expect(start.key()).toBe('0:1,3,5,7');
    expect(String(start)).toBe('nim 1,3,5,7, player 0 to move');
    expect(start.actions()).toEqual([0, 1, 2, 3, 5, 6, 7, 9, 10, 11, 14, 15, 18, 19, 23, 27]);
    expect(start.moves().slice(0, 6)).toEqual([
      { heap: 1, count: 1 },
      { heap: 2, count: 1 },
      { heap: 3, count: 1 },
      { heap: 4, count: 1 },
      { heap: 2, count: 2 },
      { heap: 3, count: 2 },
    ]);
    expect(start.moveCount()).toBe(16);
  });

  test('nimGame - moveAt, moves() and actions() agree, and id = (count - 1) * heaps + heap index', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 5 }), (heaps) => {
        const game = nimGame(heaps);
        const { start } = game;
        const moves = start.moves();
        expect(moves.length).toBe(start.moveCount());
        expect(moves.map((_, index) => start.moveAt(index))).toEqual(moves);
        expect(start.actions()).toEqual(moves.map(({ heap, count }) => (count - 1) * heaps.length + heap - 1));
        start.actions().forEach((id, index) => {
          expect(start.playAction(id).key()).toBe(start.play(start.moveAt(index)).key());
        });
        expect(game.actionCount).toBe(heaps.length * Math.max(...heaps));
      }),
    );
  });

  test('nimGame - moveAt stays fast and exact on huge heaps', () => {
    // Three heaps up to 2^51: the action ids, 3 · 2^51, stay safe (three heaps of 2^52 are refused).
    const state = nimGame([2 ** 51, 3, 2 ** 40]).start;
    expect(state.moveCount()).toBe(2 ** 51 + 3 + 2 ** 40);
    expect(state.moveAt(0)).toEqual({ heap: 1, count: 1 });
    expect(state.moveAt(7)).toEqual({ heap: 2, count: 3 });
    expect(state.moveAt(state.moveCount() - 1)).toEqual({ heap: 1, count: 2 ** 51 });
    expect(state.game.winningMove?.(state)).toEqual({ heap: 1, count: 2 ** 51 - ((2 ** 40) + 3) });
  });

  test('nimGame - play returns a new state and leaves the old one unchanged', () => {
    const { start } = nimGame([2, 2]);
    const next = start.play({ heap: 1, count: 2 });
    expect(next.heaps()).toEqual([0, 2]);
    expect(next.player).toBe(1);
    expect(String(next)).toBe('nim 0,2, player 1 to move');
    expect(start.heaps()).toEqual([2, 2]);
    const copy = start.heaps();
    copy[0] = 99;
    expect(start.key()).toBe('0:2,2');
  });

  test.each([
    ['normal', 0],
    ['misere', 1],
  ] as const)('nimGame - the winner of a finished %s game', (play, winner) => {
    const end = nimGame([1], { play }).start.play({ heap: 1, count: 1 });
    expect(end.isTerminal).toBe(true);
    expect(end.winner).toBe(winner);
    expect(end.moves()).toEqual([]);
    expect(end.actions()).toEqual([]);
    expect(String(end)).toBe(`nim 0, player ${end.winner} won`);
  });

  test('nimGame - illegal, foreign and finished moves throw IllegalMoveError with exact codes and messages', () => {
    const { start } = nimGame([1, 3]);
    const cases: [unknown, string, string][] = [
      [{ heap: 1, count: 2 }, 'illegal-move', 'illegal move 1:2 in nim:1,3 normal: heap 1 holds 1'],
      [{ heap: 3, count: 1 }, 'illegal-move', 'illegal move 3:1 in nim:1,3 normal: there is no heap 3'],
      [{ row: 1, left: 1, right: 1 }, 'not-a-move', 'not a move of nim:1,3 normal: an object'],
      [{ heap: 1, count: 0 }, 'not-a-move', 'not a move of nim:1,3 normal: an object'],
      [{ heap: 1, count: 1n }, 'not-a-move', 'not a move of nim:1,3 normal: an object'],
      [null, 'not-a-move', 'not a move of nim:1,3 normal: null'],
      [7, 'not-a-move', 'not a move of nim:1,3 normal: 7'],
    ];
    for (const [move, code, message] of cases) {
      const error = thrownBy(IllegalMoveError, () => start.play(move as Move));
      expect([error.name, error.code, error.message, error.move]).toEqual(['IllegalMoveError', code, message, move]);
    }
    expect(start.key()).toBe('0:1,3');
    const end = nimGame([0, 0]).start;
    const over = thrownBy(IllegalMoveError, () => end.play({ heap: 1, count: 1 }));
    expect([over.code, over.message]).toEqual(['game-over', 'no move can be played in nim:0,0 normal: the game is over']);
    expect(thrownBy(IllegalMoveError, () => end.playAction(0)).code).toBe('game-over');
    for (const id of [4, 2, -1, 1.5, 99, Number.NaN]) {
      const error = thrownBy(IllegalMoveError, () => start.playAction(id));
      expect([error.code, error.message]).toEqual(['no-such-action', `action ${id} is not legal in nim:1,3 normal at 1,3`]);
    }
  });

  test('nimGame - play reads a move once: a getter that answers differently later cannot grow a heap', () => {
    let reads = 0;
    const shifty = {
      heap: 1,
      get count(): number {
        reads++;
        return reads === 1 ? 1 : -5;
      },
    };
    expect(nimGame([3, 2]).start.play(shifty as Move).heaps()).toEqual([2, 2]);
    expect(reads).toBe(1);
  });

  test('nimGame - text: formatMove and parseMove', () => {
    const game = nimGame([3, 4]);
    expect(game.formatMove({ heap: 2, count: 3 })).toBe('2:3');
    expect(game.parseMove(' 2 : 3 ')).toEqual({ heap: 2, count: 3 });
    expect(game.parseMove('2:0')).toBeNull();
    expect(game.parseMove('two')).toBeNull();
    expect(game.parseMove('99999999999999999999:1')).toBeNull();
    expect(thrownBy(TypeError, () => game.formatMove({ heap: 0, count: 1 })).message).toBe('move must be a Nim move { heap, count }, got an object');
    expect(thrownBy(TypeError, () => game.parseMove(3 as unknown as string)).message).toBe('text must be a string, got 3');
  });

  test('nimGame - the theory hook is Bouton in the chosen ending, and checks the state', () => {
    const normal = nimGame([1, 1, 5]);
    expect(normal.winningMove?.(normal.start)).toEqual({ heap: 3, count: 5 });
    const misere = nimGame([1, 1, 5], { play: 'misere' });
    expect(misere.winningMove?.(misere.start)).toEqual({ heap: 3, count: 4 });
    expect(thrownBy(TypeError, () => misere.winningMove?.(nimGame([1, 1, 5]).start)).message).toBe('state must be a state of nim:1,1,5 misere, got an object');
    const end = nimGame([0]);
    expect(end.winningMove?.(end.start)).toBeNull();
  });

  test('nimGame - rejects bad heaps and endings, naming the value', () => {
    expect(thrownBy(TypeError, () => nimGame('1,2' as unknown as number[])).message).toBe('heaps must be an array, got "1,2"');
    expect(thrownBy(RangeError, () => nimGame([])).message).toBe('heaps must hold at least one heap');
    expect(thrownBy(TypeError, () => nimGame([1, 2n] as unknown as number[])).message).toBe('heaps[1] must be a number, got 2n');
    expect(thrownBy(RangeError, () => nimGame([1, -2])).message).toBe('heaps[1] must be a non-negative safe integer, got -2');
    expect(thrownBy(RangeError, () => nimGame([2 ** 53 - 1, 1])).message).toBe('the heaps must add up to a safe integer');
    expect(thrownBy(RangeError, () => nimGame([1], { play: 'Misere' as 'misere' })).message).toBe(`play must be 'normal' or 'misere', got "Misere"`);
    expect(nimGame([-0]).start.heaps()).toEqual([0]);
    expect(Object.is(nimGame([-0]).start.heaps()[0], 0)).toBe(true);
  });

  test('nimGame - moveAt rejects an index out of range', () => {
    expect(thrownBy(RangeError, () => nimGame([2]).start.moveAt(2)).message).toBe('index must be an integer from 0 to 1, got 2');
  });

  test('nimGame - random playouts always end with a winner', () => {
    const random = createRandom(5);
    for (let round = 0; round < 50; round++) {
      let state = nimGame([1, 3, 5, 7], { play: round % 2 === 0 ? 'normal' : 'misere' }).start;
      while (!state.isTerminal) state = state.play(randomPlayer(state, random));
      expect([0, 1]).toContain(state.winner);
    }
  });
});
