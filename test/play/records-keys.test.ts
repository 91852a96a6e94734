import { describe, expect, it } from 'vitest';
import {
  createRandom,
  fibonacciNimGame,
  GAME_SPECS,
  halvingGame,
  heapGame,
  matchStates,
  nimGame,
  playMatch,
  randomPlayer,
  sticksGame,
  turningGame,
  welterGame,
  wythoffGame,
} from '../../src/index.js';
import { RECORD_SPECS, recordGames } from './record-games.js';
import { thrownBy } from '../helpers.js';

describe('fromKey', () => {
  it('covers every kind of the catalog', () => {
    expect(new Set(RECORD_SPECS.map((spec) => spec.split(':')[0]))).toEqual(new Set(GAME_SPECS.map(({ kind }) => kind)));
  });

  it('restores every state of random playouts of every game, key for key', () => {
    let checked = 0;
    for (const game of recordGames()) {
      expect(typeof game.fromKey).toBe('function');
      for (let seed = 1; seed <= 12; seed++) {
        const { moves } = playMatch(game, [randomPlayer, randomPlayer], { seed });
        for (const state of matchStates(game, moves)) {
          const restored = game.fromKey?.(state.key());
          expect(restored?.key(), game.name).toBe(state.key());
          expect(restored?.player).toBe(state.player);
          expect(restored?.moveCount()).toBe(state.moveCount());
          expect(restored?.winner).toBe(state.winner);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('gives states that play on as the originals do', () => {
    const game = wythoffGame([3, 5]);
    const state = game.fromKey('1:2,4');
    expect(state.position).toEqual([2, 4]);
    expect(state.play({ first: 1, second: 1 }).key()).toBe('0:1,3');
    expect(nimGame([1, 3]).fromKey('1:0,2').heaps()).toEqual([0, 2]);
    expect(halvingGame(20).fromKey('1:11').size).toBe(11);
    expect(heapGame('0.77', [5, 7]).fromKey('1:2,3').heaps()).toEqual([2, 3]);
    expect(String(sticksGame([3]).fromKey('1:5').board())).toBe(String(sticksGame([3]).start.play({ row: 1, left: 2, right: 2 }).board()));
  });

  it.each([
    // not a string
    [nimGame([1, 3]), 5, TypeError, 'key must be a string, got 5'],
    // no player
    [nimGame([1, 3]), '1,3', RangeError, 'key must be a key of nim:1,3 normal (PLAYER:H1,H2,... with PLAYER 0 or 1), got "1,3"'],
    [nimGame([1, 3]), '2:1,3', RangeError, 'key must be a key of nim:1,3 normal (PLAYER:H1,H2,... with PLAYER 0 or 1), got "2:1,3"'],
    // a heap above its start, a heap too many, a leading zero, a space
    [nimGame([1, 3]), '0:2,3', RangeError, 'key must be a key of nim:1,3 normal (PLAYER:H1,H2,... with each heap at most its start), got "0:2,3"'],
    [nimGame([1, 3]), '0:1,3,0', RangeError, 'key must be a key of nim:1,3 normal (PLAYER:H1,H2,... with each heap at most its start), got "0:1,3,0"'],
    [nimGame([1, 3]), '0:01,3', RangeError, 'key must be a key of nim:1,3 normal (PLAYER:H1,H2,... with each heap at most its start), got "0:01,3"'],
    [nimGame([1, 3]), '0:1, 3', RangeError, 'key must be a key of nim:1,3 normal (PLAYER:H1,H2,... with each heap at most its start), got "0:1, 3"'],
    [halvingGame(20), '0:0', RangeError, 'key must be a key of halving:20 misere (PLAYER:N with N from 1 to the starting heap), got "0:0"'],
    [sticksGame([3]), '0:8', RangeError, 'key must be a key of sticks:3 misere (PLAYER:MASK with MASK from 0 to 7), got "0:8"'],
    // unsorted heaps, and a heap without a move (a heap game's key lists only the heaps that can move)
    [heapGame('0.77', [5, 7]), '0:3,2', RangeError, 'key must be a key of heap:0.77:5,7 normal (PLAYER:S1,S2,... ascending, the heaps that have a move, within the start, written "0:2,3"), got "0:3,2"'],
    [heapGame('0.07', [5]), '0:1', RangeError, 'key must be a key of heap:0.07:5 normal (PLAYER:S1,S2,... ascending, the heaps that have a move, within the start, written "0:"), got "0:1"'],
    [heapGame('0.77', [5, 7]), '0:8', RangeError, 'key must be a key of heap:0.77:5,7 normal (PLAYER:S1,S2,... ascending, the heaps that have a move, within the start), got "0:8"'],
    [wythoffGame([3, 5]), '0:4,1', RangeError, 'key must be a key of wythoff:3,5 normal (PLAYER:X,Y with X at most 3 and Y at most 5), got "0:4,1"'],
    [fibonacciNimGame(10), '0:10,3', RangeError, 'key must be a key of fibonacci:10 normal (PLAYER:HEAP,MAX_TAKE with HEAP at most 10 and MAX_TAKE from 1 to HEAP (0 for an empty heap; 9 at 10)), got "0:10,3"'],
    [welterGame([2, 5, 7]), '0:5,2,7', RangeError, 'key must be a key of welter:2,5,7 normal (PLAYER:P1,P2,... with 3 distinct squares ascending, the i-th at most the start\'s i-th), got "0:5,2,7"'],
    [turningGame('ruler', 'HTTH'), '0:HTT', RangeError, 'key must be a key of turning:ruler:HTTH normal (PLAYER:COINS, a row of 4 H and T), got "0:HTT"'],
  ])('refuses a bad key: %s %j', (game, key, ErrorClass, message) => {
    expect(thrownBy(ErrorClass, () => game.fromKey(key as string)).message).toBe(message);
  });

  it('restores the keys of random positions of Nim, with the player to move', () => {
    const random = createRandom(3);
    const game = nimGame([4, 9, 2]);
    for (let round = 0; round < 200; round++) {
      const heaps = [4, 9, 2].map((top) => Math.floor(random() * (top + 1)));
      const key = `${round % 2}:${heaps.join(',')}`;
      expect(game.fromKey(key).key()).toBe(key);
    }
  });
});
