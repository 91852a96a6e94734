import { describe, expect, test } from 'vitest';
import { IllegalMoveError } from '../../src/index.js';
import type { Move, StickMove } from '../../src/index.js';
import { competition, mctsPlayer, nimGame, perfectPlayer, playMatch, randomPlayer, sticksGame, tournament } from '../../src/index.js';
import type { Game, Player, SyncPlayer } from '../../src/index.js';
import { thrownBy } from '../helpers.js';

const game = nimGame([1, 3, 5, 7]);
const thrower: SyncPlayer<Move> = () => {
  throw new Error('boom');
};
const cheater: SyncPlayer<Move> = () => ({ heap: 1, count: 5 });
const sleeper = (ms: number): Player<Move> => (state) =>
  new Promise((resolve) => {
    setTimeout(() => {
      resolve(state.moveAt(0));
    }, ms);
  });

describe('playMatch', () => {
  test('playMatch - the same seed replays the same match', () => {
    const first = playMatch(game, [mctsPlayer({ iterations: 200 }), randomPlayer], { seed: 7 });
    expect(playMatch(game, [mctsPlayer({ iterations: 200 }), randomPlayer], { seed: 7 })).toEqual(first);
    expect(first.forfeit).toBeNull();
    let state = game.start;
    for (const move of first.moves) state = state.play(move);
    expect([state.isTerminal, state.winner]).toEqual([true, first.winner]);
  });

  test('playMatch - perfect play from a won start', () => {
    const result = playMatch(nimGame([1, 2]), [perfectPlayer, perfectPlayer]);
    expect(result).toEqual({ winner: 0, moves: [{ heap: 2, count: 1 }, { heap: 1, count: 1 }, { heap: 2, count: 1 }], forfeit: null });
  });

  test('playMatch - a player that throws forfeits, with the error as cause', () => {
    const result = playMatch(game, [randomPlayer, thrower], { seed: 1 });
    expect(result.winner).toBe(0);
    expect(result.moves).toHaveLength(1);
    expect(result.forfeit).toEqual({ seat: 1, reason: 'threw', cause: new Error('boom') });
  });

  test('playMatch - an illegal or foreign move forfeits with the IllegalMoveError as cause', () => {
    const result = playMatch(game, [cheater, randomPlayer]);
    expect([result.winner, result.moves, result.forfeit?.seat, result.forfeit?.reason]).toEqual([1, [], 0, 'illegal-move']);
    const cause = result.forfeit?.cause as IllegalMoveError;
    expect(cause).toBeInstanceOf(IllegalMoveError);
    expect([cause.code, cause.message]).toEqual(['illegal-move', 'illegal move 1:5 in nim:1,3,5,7 normal: heap 1 holds 1']);
    const foreign = playMatch(game, [randomPlayer, () => ({ row: 1, left: 1, right: 1 }) as unknown as Move], { seed: 2 });
    expect([foreign.winner, foreign.forfeit?.reason, (foreign.forfeit?.cause as IllegalMoveError).code]).toEqual([0, 'illegal-move', 'not-a-move']);
  });

  test('playMatch - a slow synchronous player forfeits on time', () => {
    const slow: SyncPlayer<Move> = (state) => {
      const until = performance.now() + 30;
      while (performance.now() < until) {
        // busy: a synchronous player cannot be interrupted, only judged afterwards
      }
      return state.moveAt(0);
    };
    const result = playMatch(game, [slow, randomPlayer], { timeLimit: 5 });
    expect([result.winner, result.forfeit?.seat, result.forfeit?.reason]).toEqual([1, 0, 'timeout']);
    expect((result.forfeit?.cause as RangeError).message).toMatch(/^player 0 took \d+\.\d ms, over the 5 ms limit$/);
    expect(playMatch(game, [perfectPlayer, randomPlayer], { timeLimit: 1000, seed: 3 }).forfeit).toBeNull();
    const timedCheat = playMatch(game, [randomPlayer, cheater], { timeLimit: 1000, seed: 3 });
    expect([timedCheat.winner, timedCheat.moves.length, timedCheat.forfeit?.seat, timedCheat.forfeit?.reason]).toEqual([0, 1, 1, 'illegal-move']);
  });

  test('playMatch - asynchronous players: a promise of the result; slow or rejecting promises forfeit', async () => {
    const pending = playMatch(nimGame([2]), [sleeper(1), perfectPlayer]);
    expect(pending).toBeInstanceOf(Promise);
    expect(await pending).toEqual({ winner: 1, moves: [{ heap: 1, count: 1 }, { heap: 1, count: 1 }], forfeit: null });
    const late = await playMatch(nimGame([2]), [sleeper(200), perfectPlayer], { timeLimit: 20 });
    expect(late.forfeit).toEqual({ seat: 0, reason: 'timeout', cause: new RangeError('player 0 took more than 20 ms') });
    const rejecting: Player<Move> = () => Promise.reject(new Error('offline'));
    expect((await playMatch(nimGame([2]), [perfectPlayer, rejecting])).forfeit).toBeNull(); // perfect took both at once
    expect(await playMatch(nimGame([3]), [rejecting, perfectPlayer])).toEqual({ winner: 1, moves: [], forfeit: { seat: 0, reason: 'threw', cause: new Error('offline') } });
    const illegal = await playMatch(nimGame([3]), [() => Promise.resolve({ heap: 2, count: 1 }), perfectPlayer], { timeLimit: 100 });
    expect([illegal.winner, illegal.forfeit?.reason]).toEqual([1, 'illegal-move']);
  });

  test('playMatch - players see immutable states', () => {
    const vandal: SyncPlayer<Move> = (state) => {
      (state as { player: number }).player = 1;
      return state.moveAt(0);
    };
    const shadow: SyncPlayer<Move> = (state) => {
      Object.assign(state, { play: () => state });
      return state.moveAt(0);
    };
    for (const player of [vandal, shadow]) {
      const result = playMatch(game, [player, randomPlayer], { seed: 1 });
      expect(result.forfeit?.reason).toBe('threw');
      expect(result.forfeit?.cause).toBeInstanceOf(TypeError);
    }
    expect(() => Object.assign(game, { name: 'mine' })).toThrow(TypeError);
  });

  test('playMatch - sticks states are shared per position yet still immutable', () => {
    const sticks = sticksGame();
    const move = { row: 1, left: 2, right: 3 };
    const next = sticks.start.play(move);
    expect(sticks.start.play({ ...move })).toBe(next); // one frozen state per position and player
    expect(sticksGame().start.play(move)).not.toBe(next); // per game, never across games
    expect(Object.isFrozen(next) && Object.isFrozen(sticks)).toBe(true);
    const vandals: SyncPlayer<StickMove>[] = [
      (state) => {
        (state as { mask?: number }).mask = 0;
        return state.moveAt(0);
      },
      (state) => {
        Object.defineProperty(state, 'play', { value: () => state });
        return state.moveAt(0);
      },
    ];
    for (const vandal of vandals) {
      const result = playMatch(sticks, [vandal, randomPlayer], { seed: 1 });
      expect([result.forfeit?.reason, result.forfeit?.cause instanceof TypeError]).toEqual(['threw', true]);
    }
    expect(playMatch(sticks, [randomPlayer, perfectPlayer], { seed: 5 }).moves.map((played) => sticks.formatMove(played)).join(' ')).toBe(
      '3:1-2 1:1-2 2:3-3 1:3-7 2:1-2 2:4-4 4:1-1 2:5-5 3:3-3',
    );
  });

  test('playMatch - an answer whose then getter throws forfeits as a throw, with or without a clock', async () => {
    const hostile: SyncPlayer<Move> = () =>
      ({
        get then(): never {
          throw new Error('no then');
        },
      }) as unknown as Move;
    expect(playMatch(game, [hostile, randomPlayer]).forfeit).toEqual({ seat: 0, reason: 'threw', cause: new Error('no then') });
    expect(playMatch(game, [randomPlayer, hostile], { timeLimit: 1000, seed: 1 }).forfeit).toEqual({ seat: 1, reason: 'threw', cause: new Error('no then') });
    const late = (await playMatch(game, [sleeper(1), hostile])).forfeit;
    expect(late).toEqual({ seat: 1, reason: 'threw', cause: new Error('no then') });
  });

  test("playMatch - a broken game's own error is not a player's forfeit", () => {
    const start = game.start;
    const broken = {
      ...game,
      start: Object.create(start, {
        isTerminal: {
          get(): never {
            throw new Error('broken state');
          },
        },
      }) as typeof start,
    } as Game<Move>;
    expect(thrownBy(Error, () => playMatch(broken, [randomPlayer, randomPlayer])).message).toBe('broken state');
    expect(thrownBy(Error, () => playMatch(broken, [randomPlayer, randomPlayer], { timeLimit: 1000 })).message).toBe('broken state');
  });

  test('playMatch - checks its arguments', () => {
    expect(thrownBy(TypeError, () => playMatch(null as unknown as Game<Move>, [randomPlayer, randomPlayer])).message).toBe('game must be a play-engine game, got null');
    expect(thrownBy(TypeError, () => playMatch(game, [randomPlayer] as unknown as [SyncPlayer<Move>, SyncPlayer<Move>])).message).toBe('players must be an array of two players, got an array');
    expect(thrownBy(TypeError, () => playMatch(game, [randomPlayer, 5 as unknown as SyncPlayer<Move>])).message).toBe('players[1] must be a function, got 5');
    expect(thrownBy(TypeError, () => playMatch(game, [randomPlayer, randomPlayer], { seed: 1, random: Math.random })).message).toBe('give seed or random, not both');
    expect(thrownBy(RangeError, () => playMatch(game, [randomPlayer, randomPlayer], { timeLimit: 0 })).message).toBe('timeLimit must be a positive number of milliseconds, got 0');
    expect(thrownBy(TypeError, () => playMatch(game, [randomPlayer, randomPlayer], { random: 1 as unknown as () => number })).message).toBe('random must be a function, got 1');
  });
});

describe('competition and tournament', () => {
  test('competition - seeded, alternating seats, progress and forfeits by player', () => {
    const progress: number[] = [];
    const options = { rounds: 100, seed: 5, alternate: true, onProgress: (done: number) => progress.push(done) };
    const result = competition(game, perfectPlayer, randomPlayer, options);
    expect(result.wins[0] + result.wins[1]).toBe(100);
    expect(result.wins[0]).toBeGreaterThanOrEqual(90);
    expect(competition(game, perfectPlayer, randomPlayer, options)).toEqual(result);
    expect(progress.slice(0, 3)).toEqual([1, 2, 3]);
    const forfeiting = competition(game, randomPlayer, thrower, { rounds: 4, seed: 1, alternate: true });
    expect(forfeiting.wins).toEqual([4, 0]);
    expect(forfeiting.forfeits.map(({ round, player, seat, reason }) => [round, player, seat, reason])).toEqual([
      [1, 1, 1, 'threw'],
      [2, 1, 0, 'threw'],
      [3, 1, 1, 'threw'],
      [4, 1, 0, 'threw'],
    ]);
    expect(competition(game, randomPlayer, randomPlayer, { rounds: 0 })).toEqual({ rounds: 0, wins: [0, 0], draws: 0, forfeits: [] });
  });

  test('competition - asynchronous players', async () => {
    const result = await competition(nimGame([2]), sleeper(0), perfectPlayer, { rounds: 3, alternate: true });
    expect(result).toEqual({ rounds: 3, wins: [0, 3], draws: 0, forfeits: [] }); // Nim 2: whoever moves first with the theory wins
  });

  test('competition - the sticks board: perfect beats random', () => {
    const { wins } = competition(sticksGame(), perfectPlayer, randomPlayer, { rounds: 200, seed: 1, alternate: true });
    expect(wins[0]).toBeGreaterThanOrEqual(190);
  });

  test('tournament - a seeded round robin with forfeits counted', async () => {
    const players = { random: randomPlayer, perfect: perfectPlayer, thrower };
    const seen: number[] = [];
    const table = tournament(game, players, { rounds: 10, seed: 3, onProgress: (done, total) => seen.push(done, total) });
    expect(table.names).toEqual(['random', 'perfect', 'thrower']);
    expect(table.wins.map((row, i) => row.map((won, j) => won + (table.wins[j]?.[i] ?? 0)))).toEqual([
      [0, 20, 20],
      [20, 0, 20],
      [20, 20, 0],
    ]);
    expect(table.forfeits).toEqual([
      [0, 0, 0],
      [0, 0, 0],
      [20, 20, 0],
    ]);
    expect(table.winRate[2]).toEqual([0, 0, null]);
    expect(table.overall[1]).toBeGreaterThan(0.9);
    expect(seen.slice(-2)).toEqual([60, 60]);
    expect(tournament(game, players, { rounds: 10, seed: 3 })).toEqual(table);
    const asyncTable = await tournament(nimGame([2]), { a: sleeper(0), b: perfectPlayer }, { rounds: 1 });
    expect(asyncTable.wins).toEqual([
      [0, 0],
      [2, 0],
    ]);
  });

  test('competition and tournament - check their arguments', () => {
    expect(thrownBy(RangeError, () => competition(game, randomPlayer, randomPlayer, { rounds: -1 })).message).toBe('rounds must be an integer of at least 0, got -1');
    expect(thrownBy(TypeError, () => competition(game, randomPlayer, randomPlayer, { rounds: '1' as unknown as number })).message).toBe('rounds must be a number, got "1"');
    expect(thrownBy(TypeError, () => competition(game, randomPlayer, null as unknown as SyncPlayer<Move>)).message).toBe('second must be a function, got null');
    expect(thrownBy(TypeError, () => competition(game, randomPlayer, randomPlayer, { onProgress: 1 as unknown as () => void })).message).toBe('onProgress must be a function, got 1');
    expect(thrownBy(TypeError, () => tournament(game, [] as unknown as Record<string, SyncPlayer<Move>>)).message).toBe('players must be an object of named players, got an array');
    expect(thrownBy(RangeError, () => tournament(game, { one: randomPlayer })).message).toBe('players must name at least two players, got 1');
    expect(thrownBy(TypeError, () => tournament(game, { one: randomPlayer, two: 2 as unknown as SyncPlayer<Move> })).message).toBe('players.two must be a function, got 2');
    expect(thrownBy(RangeError, () => tournament(game, { one: randomPlayer, two: randomPlayer }, { rounds: 0 })).message).toBe('rounds must be an integer of at least 1, got 0');
    expect(thrownBy(TypeError, () => tournament(game, { one: randomPlayer, two: randomPlayer }, { onProgress: 'x' as unknown as () => void })).message).toBe('onProgress must be a function, got "x"');
  });
});
