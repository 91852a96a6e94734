// Branches of src/play/competition.ts the main suite leaves unreached: the check of `alternate`.
import { describe, expect, test } from 'vitest';
import { competition, nimGame, perfectPlayer, randomPlayer } from '../../src/index.js';
import type { CompetitionOptions } from '../../src/index.js';
import { thrownBy } from '../helpers.js';

describe('competition - coverage of the option checks', () => {
  test('competition - a non-boolean alternate is a TypeError naming the value', () => {
    const game = nimGame([1, 2]);
    for (const [alternate, shown] of [
      ['yes', '"yes"'],
      [1, '1'],
      [null, 'null'],
    ] as const) {
      const options = { rounds: 2, seed: 1, alternate } as unknown as CompetitionOptions;
      const error = thrownBy(TypeError, () => competition(game, perfectPlayer, randomPlayer, options));
      expect(error.message).toBe(`alternate must be a boolean, got ${shown}`);
    }
  });

  test('competition - an explicit alternate: false plays every round with the first player moving first', () => {
    // Nim 1,2 is a first-player win (nim sum 3): the perfect player moving first wins every round.
    const result = competition(nimGame([1, 2]), perfectPlayer, randomPlayer, { rounds: 7, seed: 3, alternate: false });
    expect(result.wins).toEqual([7, 0]);
  });
});
