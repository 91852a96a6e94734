// Edges of src/play/solve.ts: the maxStates limit reached by a solver that already remembers positions, a
// state whose `game` is not an object, and a game whose positions share one key.
import { describe, expect, test } from 'vitest';
import { createSolver, nimGame } from '../../src/index.js';
import { thrownBy } from '../helpers.js';
import { countdownGame } from './hand-made-game.js';

const TOO_MANY = 'solve: the position needs more than maxStates = 1 states; raise maxStates or solve a smaller position';

describe('createSolver - maxStates across solves', () => {
  test('solve - a second terminal position past maxStates is a RangeError, and the first stays remembered', () => {
    const solver = createSolver({ maxStates: 1 });
    // Nim 0 is over before it starts: the player to move has lost (normal play).
    expect(solver.solve(nimGame([0]).start)).toEqual({ result: 'loss', move: null });
    expect(solver.size).toBe(1);
    const other = nimGame([1]).start.play({ heap: 1, count: 1 });
    expect(other.key()).toBe('1:0');
    expect(thrownBy(RangeError, () => solver.solve(other)).message).toBe(TOO_MANY);
    expect(solver.size).toBe(1);
    // Asking again for the remembered position needs no new state.
    expect(solver.solve(nimGame([0]).start)).toEqual({ result: 'loss', move: null });
  });

  test('solve - a live position is refused before any search once the solver is full', () => {
    const solver = createSolver({ maxStates: 1 });
    solver.solve(nimGame([0]).start);
    expect(thrownBy(RangeError, () => solver.solve(nimGame([2]).start)).message).toBe(TOO_MANY);
    expect(solver.size).toBe(1);
    // A fresh solver of the same limit solves a terminal position but not Nim 1 (two states: 0:1 and 1:0).
    expect(createSolver({ maxStates: 1 }).solve(nimGame([0]).start).result).toBe('loss');
    expect(thrownBy(RangeError, () => createSolver({ maxStates: 1 }).solve(nimGame([1]).start)).message).toBe(TOO_MANY);
    expect(createSolver({ maxStates: 2 }).solve(nimGame([1]).start)).toEqual({ result: 'win', move: { heap: 1, count: 1 } });
  });
});

describe('createSolver - hand-made games', () => {
  // A state's game that is not an object has no rulesKey: the memo is keyed by the value itself.
  test.each([null, undefined, 'countdown'])('solve - a state whose game is %s still solves', (stateGame) => {
    const solver = createSolver();
    // Odd countdowns are won by the first mover, even ones lost.
    expect(solver.solve(countdownGame(3, { stateGame }).start)).toEqual({ result: 'win', move: 'take' });
    expect(solver.size).toBe(4); // 0:3, 1:2, 0:1, 1:0
    // Both games' states share one memo (keyed by the same `game` value): 0:5 and 1:4 are new, 0:3 known.
    expect(solver.solve(countdownGame(5, { stateGame }).start)).toEqual({ result: 'win', move: 'take' });
    expect(solver.size).toBe(6);
    expect(createSolver().solve(countdownGame(4, { stateGame }).start)).toEqual({ result: 'loss', move: null });
  });

  test('solve - positions sharing one key are one position: remembered once, the last value kept', () => {
    const solver = createSolver();
    // Every state of this countdown has the key 'same': 3 → 2 → 1 → 0 all count as one position, which moves
    // to itself: a position that repeats forever, a draw (keys must name positions).
    const game = countdownGame(3, { key: 'same' });
    expect(solver.solve(game.start)).toEqual({ result: 'draw', move: 'take' });
    expect(solver.size).toBe(1);
    // The memo now answers for every state of that key in this game, whatever its counters.
    expect(solver.solve(game.start.play('take'))).toEqual({ result: 'draw', move: 'take' });
    expect(solver.size).toBe(1);
    // Another game object without a rulesKey has its own memo: countdown 2 is searched again.
    expect(solver.solve(countdownGame(2, { key: 'same' }).start)).toEqual({ result: 'draw', move: 'take' });
    expect(solver.size).toBe(2);
  });
});
