// Branches of src/sticks/game.ts the main suite leaves unreached: the theory on an empty board, the shape check
// of formatMove for non-objects, and playAction's range check on the action id.
import { describe, expect, test } from 'vitest';
import { IllegalMoveError, sticksGame } from '../../src/index.js';
import type { StickMove, SticksState } from '../../src/index.js';
import { thrownBy } from '../helpers.js';

/** Marks every row whole, row by row: the terminal state of the board. */
function cleared(rows: readonly number[]): SticksState {
  let state = sticksGame(rows).start;
  rows.forEach((length, index) => {
    state = state.play({ row: index + 1, left: 1, right: length });
  });
  return state;
}

/** The game's winning move from `state` (the sticks game always has the theory). */
function best(state: SticksState): StickMove | null {
  const { game } = state;
  if (game.winningMove === undefined) throw new Error('sticksGame lost its winningMove');
  return game.winningMove(state);
}

describe('sticksGame - coverage of the edge branches', () => {
  test('winningMove - an empty board has no winning move, on a tabled board and on a big one', () => {
    // 4 sticks: tabled (<= 20 sticks); 7 + 7 + 7 + 7 = 28 sticks: the theory runs without a table.
    for (const rows of [[3, 1], [7, 7, 7, 7]]) {
      const end = cleared(rows);
      expect(end.isTerminal).toBe(true);
      expect(best(end)).toBeNull();
    }
  });

  test('winningMove - the last lonely stick is a lost position (misère), on a big board too', () => {
    // One stick left: whoever marks it loses, so the player to move has no winning move.
    let state = sticksGame([7, 7, 7, 7]).start;
    for (const row of [1, 2, 3]) state = state.play({ row, left: 1, right: 7 });
    state = state.play({ row: 4, left: 1, right: 6 });
    expect(state.moveCount()).toBe(1);
    expect(best(state)).toBeNull();
    // Two lonely sticks: marking either one wins.
    const two = sticksGame([7, 7, 7, 7]).start.play({ row: 1, left: 1, right: 7 }).play({ row: 2, left: 1, right: 7 }).play({ row: 3, left: 1, right: 7 }).play({ row: 4, left: 2, right: 6 });
    expect(best(two)).toEqual({ row: 4, left: 1, right: 1 });
  });

  test('formatMove - a non-object is not a sticks move: TypeError naming the value', () => {
    const game = sticksGame([3]);
    const bad = (move: unknown): string => game.formatMove(move as StickMove);
    for (const [value, shown] of [
      [null, 'null'],
      [5, '5'],
      ['1:1-1', '"1:1-1"'],
      [undefined, 'undefined'],
    ] as const) {
      const error = thrownBy(TypeError, () => bad(value));
      expect(error.message).toBe(`move must be a sticks move { row, left, right }, got ${shown}`);
    }
  });

  test('playAction - an id that is not a safe integer from 0 to actionCount - 1 is no-such-action', () => {
    const game = sticksGame([3, 2]); // 6 + 3 = 9 actions
    expect(game.actionCount).toBe(9);
    for (const [id, shown] of [
      [-1, '-1'],
      [9, '9'],
      [1.5, '1.5'],
      [Number.NaN, 'NaN'],
      [2 ** 53, String(2 ** 53)],
    ] as const) {
      const error = thrownBy(IllegalMoveError, () => game.start.playAction(id));
      expect(error.code).toBe('no-such-action');
      expect(error.move).toBe(id);
      expect(error.message).toBe(`action ${shown} is not legal in sticks:3,2 misere here`);
    }
    // The last valid id is still accepted: row 2, stick 2 alone (ids 6, 7, 8 = 2:1-1, 2:1-2, 2:2-2).
    expect(String(game.start.playAction(8).board())).toBe('1: | | |\n2: | x');
  });
});
