// `nimkit match --game` with the board and graph games, through the built binary.
import { describe, expect, test } from 'vitest';
import { chompGame, competition, cramGame, createRandom, nodeKaylesGame, pathGraph, perfectPlayer, randomPlayer } from '../../src/index.js';
import type { Game } from '../../src/index.js';
import { runCli } from './run.js';

describe('nimkit match with board games', () => {
  test.each([
    // Chomp 4 x 7 and Cram 4 x 5 are won for the first player; a path of 7 for Node Kayles too (Dawson's value 2).
    ['chomp:4x7', chompGame(4, 7) as Game<unknown>],
    ['cram:4x5', cramGame(4, 5) as Game<unknown>],
    ['node-kayles:path:7', nodeKaylesGame(pathGraph(7)) as Game<unknown>],
  ] as const)('nimkit match --game %s - the same results as the library, the perfect player winning every first move', (spec, game) => {
    const result = runCli(['match', '--game', spec, '--players', 'perfect,random', '--rounds', '20', '--seed', '5']);
    const { wins } = competition(game, perfectPlayer, randomPlayer, { rounds: 20, random: createRandom(5) });
    expect(wins).toEqual([20, 0]);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(`${game.name}: perfect vs random, 20 rounds, perfect moving first, seed 5\n`);
    expect(result.stdout).toContain('perfect     20  100.0%        0\n');
  });

  test('nimkit match --game - a blocked Cram board and bad board specs', () => {
    expect(runCli(['match', '--game', 'cram:..#/...', '--players', 'perfect,random', '--rounds', '2', '--seed', '1']).stdout).toContain('cram:..#/... normal: perfect vs random');
    const bad = runCli(['match', '--game', 'chomp:0x3', '--players', 'perfect,random']);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('rows must be a whole number from 1 to 1000, got 0');
  });
});
