// sticksGame's fromKey: the keys it restores and every key it refuses, with the exact message.
import { describe, expect, test } from 'vitest';
import { sticksGame } from '../../src/index.js';
import { thrownBy } from '../helpers.js';

describe('sticksGame fromKey', () => {
  const game = sticksGame([3]);
  const form = 'key must be a key of sticks:3 misere (PLAYER:MASK with MASK from 0 to 7)';

  test.each([
    // [key, why]
    ['0:x', 'not a number'],
    ['1:-1', 'a negative mask'],
    ['0:1.5', 'not a whole number'],
    ['0:99999999999999999999', 'not a safe integer'],
    ['0: 3', 'a space'],
    ['0:07', 'a leading zero'],
    ['0:', 'no mask'],
    ['0:1,2', 'two numbers'],
    ['1:8', 'a stick beyond the board'],
  ])('fromKey - %o is refused (%s)', (key) => {
    expect(thrownBy(RangeError, () => game.fromKey(key)).message).toBe(`${form}, got ${JSON.stringify(key)}`);
  });

  test('fromKey - restores every position of a small board with either player to move', () => {
    const board = sticksGame([2, 1]);
    for (let mask = 0; mask < 8; mask++) {
      for (const player of [0, 1] as const) {
        const state = board.fromKey(`${player}:${mask}`);
        expect(state.key()).toBe(`${player}:${mask}`);
        expect(state.player).toBe(player);
        expect(state.isTerminal).toBe(mask === 0);
        // Misère: with no stick left, the player to move did not mark the last one and wins.
        expect(state.winner).toBe(mask === 0 ? player : undefined);
      }
    }
    // The full mask with player 0 to move is the start itself: small boards share their states.
    expect(board.fromKey('0:7')).toBe(board.start);
  });
});
