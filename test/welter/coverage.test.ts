// Edge cases of welterGame's text form that the main suite does not reach.
import { describe, expect, test } from 'vitest';
import { IllegalMoveError, welterGame } from '../../src/index.js';
import { thrownBy } from '../helpers.js';

describe('welterGame parseMove', () => {
  test('welterGame - a 16-digit square past 2^53 matches the pattern but is read as no move', () => {
    const game = welterGame([1, 3, 5]);
    // 16 digits is the longest run the pattern reads, yet 9999999999999999 > Number.MAX_SAFE_INTEGER.
    expect(game.parseMove('9999999999999999-1')).toBeNull();
    expect(game.parseMove('1-9999999999999999')).toBeNull();
    expect(game.parseMove('9007199254740992>0')).toBeNull(); // 2^53: the first unsafe integer
    // The largest safe integer is a move's form (play refuses it here, as no coin is on it).
    expect(game.parseMove('9007199254740991>0')).toEqual({ from: Number.MAX_SAFE_INTEGER, to: 0 });
    expect(game.parseMove(' 0000000000000005 - 0000000000000000 ')).toEqual({ from: 5, to: 0 });
    expect(thrownBy(IllegalMoveError, () => game.start.play({ from: Number.MAX_SAFE_INTEGER, to: 0 })).message).toBe(
      'illegal move 9007199254740991-0 in welter:1,3,5 normal: there is no coin on square 9007199254740991',
    );
  });
});
