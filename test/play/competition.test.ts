// Seeded series must replay the same games across engine changes: these figures were computed before the
// sticks hot path was reworked (perf branch) and pin the random draws, their order and the players' choices.
import { describe, expect, test } from 'vitest';
import { competition, createRandom, erringPlayer, perfectPlayer, playMatch, randomPlayer, sticksGame } from '../../src/index.js';

describe('seeded sticks series replay exactly', () => {
  const game = sticksGame();
  const text = (moves: readonly { row: number; left: number; right: number }[]): string => moves.map((move) => game.formatMove(move)).join(' ');

  test('competition - the pinned seeded results of the sticks board', () => {
    expect(competition(game, perfectPlayer, randomPlayer, { rounds: 1000, seed: 1 }).wins).toEqual([1000, 0]);
    expect(competition(game, randomPlayer, perfectPlayer, { rounds: 1000, seed: 2, alternate: true }).wins).toEqual([0, 1000]);
    expect(competition(game, randomPlayer, randomPlayer, { rounds: 1000, seed: 3 }).wins).toEqual([513, 487]);
    expect(competition(game, erringPlayer(0.3), randomPlayer, { rounds: 1000, seed: 4, alternate: true }).wins).toEqual([845, 155]);
    expect(competition(sticksGame([3, 2]), perfectPlayer, randomPlayer, { rounds: 500, seed: 9, alternate: true }).wins).toEqual([488, 12]);
  });

  test('playMatch - the pinned seeded games of the sticks board, move by move', () => {
    expect(text(playMatch(game, [randomPlayer, perfectPlayer], { seed: 5 }).moves)).toBe('3:1-2 1:1-2 2:3-3 1:3-7 2:1-2 2:4-4 4:1-1 2:5-5 3:3-3');
    expect(text(playMatch(game, [randomPlayer, randomPlayer], { seed: 6 }).moves)).toBe('2:2-2 1:1-1 1:4-5 3:2-3 1:2-3 1:6-6 2:3-4 3:1-1 1:7-7 2:1-1 2:5-5 4:1-1');
    // 200 games from one source: a digest of their lengths and winners.
    const random = createRandom(7);
    let digest = 0;
    for (let round = 0; round < 200; round++) {
      const { moves, winner } = playMatch(game, [randomPlayer, perfectPlayer], { random });
      digest = (digest * 31 + moves.length * 7 + (winner ?? 2)) % 1_000_000_007;
    }
    expect(digest).toBe(144929083);
  });
});
