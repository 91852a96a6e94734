// Issue 30, items 4 and 8: a match on a game that never ends, and what a `moves` rule may return.
import { describe, expect, it } from 'vitest';
import { competition, defineGame, MAX_LISTED_MOVES, playMatch, randomPlayer, tournament } from '../../src/index.js';
import type { GameDefinition } from '../../src/index.js';
import { thrownBy } from '../helpers.js';

/** A game of one position that moves to itself forever. */
function endless(extra: Partial<GameDefinition<number, number>> = {}) {
  return defineGame<number, number>({
    name: 'endless',
    start: 0,
    moves: () => [1],
    readMove: (value) => (value === 1 ? 1 : undefined),
    play: (position) => position,
    key: String,
    formatMove: String,
    parseMove: () => null,
    actionCount: 2,
    actionOf: (move) => move,
    moveOfAction: (id) => (id === 1 ? 1 : undefined),
    ...extra,
  });
}

describe('issue 30.4: playMatch on a game that never ends', () => {
  it('issue 30.4: ends as a draw at the default maxPlies, keeping at most that many moves', () => {
    const result = playMatch(endless(), [randomPlayer, randomPlayer], { seed: 1 });
    expect(result.winner).toBeNull();
    expect(result.forfeit).toBeNull();
    expect(result.moves).toHaveLength(100_000);
  });

  it('issue 30.4: ends at a maxPlies of its own, synchronously or not, and series count the draws', async () => {
    expect(playMatch(endless(), [randomPlayer, randomPlayer], { maxPlies: 7 }).moves).toHaveLength(7);
    const later = playMatch(endless(), [(state) => Promise.resolve(state.moveAt(0)), randomPlayer], { maxPlies: 5 });
    await expect(later).resolves.toMatchObject({ winner: null, forfeit: null, moves: [1, 1, 1, 1, 1] });
    const clocked = playMatch(endless(), [randomPlayer, randomPlayer], { maxPlies: 3, timeLimit: 60_000 });
    expect(clocked).toMatchObject({ winner: null, moves: [1, 1, 1] });
    expect(competition(endless(), randomPlayer, randomPlayer, { rounds: 4, maxPlies: 10, seed: 1 })).toEqual({ rounds: 4, wins: [0, 0], draws: 4, forfeits: [] });
    const table = tournament(endless(), { a: randomPlayer, b: randomPlayer, c: randomPlayer }, { rounds: 2, maxPlies: 10, seed: 1 });
    expect(table.draws).toEqual([
      [0, 4, 4],
      [4, 0, 4],
      [4, 4, 0],
    ]);
    expect(table.overall).toEqual([0, 0, 0]);
  });

  it('issue 30.4: refuses a maxPlies that is not a positive safe integer', () => {
    expect(() => playMatch(endless(), [randomPlayer, randomPlayer], { maxPlies: 0 })).toThrow(new RangeError('maxPlies must be a positive safe integer, got 0'));
    expect(() => playMatch(endless(), [randomPlayer, randomPlayer], { maxPlies: 1.5 })).toThrow(new RangeError('maxPlies must be a positive safe integer, got 1.5'));
    expect(() => competition(endless(), randomPlayer, randomPlayer, { maxPlies: '9' as never })).toThrow(new TypeError('maxPlies must be a number, got "9"'));
  });
});

describe('issue 30.8: defineGame checks what rules.moves returns', () => {
  it('issue 30.8: refuses more than MAX_LISTED_MOVES moves, naming the limit', () => {
    const many = Array.from({ length: 1_500_000 }, () => 1);
    const error = thrownBy(RangeError, () => endless({ moves: () => many }));
    expect(error.message).toBe(
      `endless normal: rules.moves returned 1500000 moves, more than MAX_LISTED_MOVES = ${MAX_LISTED_MOVES}; give rules.moveCount and rules.moveAt instead`,
    );
  });

  it.each([
    ['null', null, 'null'],
    ['a number', 3, '3'],
    ['a Set', new Set([1]), 'an object'],
    ['a generator', (function* moves() {
      yield 1;
    })(), 'an object'],
  ])('issue 30.8: a moves rule returning %s is a TypeError naming rules.moves', (_what, value, shown) => {
    const error = thrownBy(TypeError, () => endless({ moves: () => value as never }));
    expect(error.message).toBe(`endless normal: rules.moves must return an array, got ${shown}`);
  });
});
