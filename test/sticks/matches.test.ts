import { describe, expect, test } from 'vitest';
import { thrownBy } from '../helpers.js';
import {
  AssertionError,
  Board,
  NimkitError,
  PlayerError,
  sticksCompetition,
  createRandom,
  sticksErringPlayer,
  sticksPerfectPlayer,
  playSticksRound,
  sticksRandomPlayer,
  sticksSmartPlayer,
  sticksTournament,
} from '../../src/index.js';
import type { StickPlayer, StickMove } from '../../src/index.js';

const playerErrorFrom = (action: () => unknown): PlayerError => thrownBy(PlayerError, action);

describe('playSticksRound', () => {
  test('playSticksRound - seeded rounds replay exactly, and the moves replay to the end', () => {
    const one = playSticksRound(sticksSmartPlayer, sticksRandomPlayer, { random: createRandom(99) });
    const two = playSticksRound(sticksSmartPlayer, sticksRandomPlayer, { random: createRandom(99) });
    expect(two).toEqual(one);
    const board = new Board();
    one.moves.forEach((move, index) => {
      expect(board.isOver()).toBe(false);
      board.mark(move);
      // The loser made the last move; player 1 makes the odd-numbered moves.
      if (index === one.moves.length - 1) expect(one.loser).toBe(index % 2 === 0 ? 1 : 2);
    });
    expect(board.isOver()).toBe(true);
  });

  test('playSticksRound - whoever marks the last stick loses', () => {
    expect(playSticksRound(sticksRandomPlayer, sticksRandomPlayer, { rows: [1] })).toEqual({ loser: 1, moves: [{ row: 1, left: 1, right: 1 }] });
    expect(playSticksRound(sticksPerfectPlayer, sticksPerfectPlayer, { rows: [1, 1] }).loser).toBe(2);
    expect(playSticksRound(sticksPerfectPlayer, sticksRandomPlayer, { rows: [2] }).moves).toEqual([
      { row: 1, left: 1, right: 1 },
      { row: 1, left: 2, right: 2 },
    ]);
  });

  test.each([
    // a player's returned value → the reason in the message
    [{ row: 5, left: 1, right: 1 }, '5:1-1 lies outside the board'],
    [{ row: 4, left: 1, right: 2 }, '4:1-2 lies outside the board'],
    [{ row: '4', left: 1, right: 1 }, '"4":1-1 lies outside the board'],
    [{}, 'undefined:undefined-undefined lies outside the board'],
    [null, 'null is not a move'],
    [undefined, 'undefined is not a move'],
    ['4:1-1', '"4:1-1" is not a move'],
  ])('playSticksRound - player 2 returning %j is a PlayerError (illegal-move) naming player 2', (returned, reason) => {
    const cheat: StickPlayer = () => returned as StickMove;
    const error = playerErrorFrom(() => playSticksRound(sticksPerfectPlayer, cheat));
    expect(error).toBeInstanceOf(NimkitError);
    expect(error.name).toBe('PlayerError');
    expect(error.message).toBe(`player 2 (cheat) returned an illegal move in round 1: ${reason}`);
    expect(error.code).toBe('illegal-move');
    expect([error.seat, error.round, error.player, error.move]).toEqual([2, 1, 'cheat', returned]);
    const cause = error.cause as AssertionError;
    expect(cause).toBeInstanceOf(AssertionError);
    expect([cause.message, cause.code]).toEqual(['invalid move', 'out-of-bounds']);
  });

  test('playSticksRound - a move on a marked stick names the player who made it', () => {
    const repeat: StickPlayer = () => ({ row: 1, left: 1, right: 1 });
    const error = playerErrorFrom(() => playSticksRound(repeat, repeat));
    expect(error.message).toBe('player 2 (repeat) returned an illegal move in round 1: 1:1-1 covers a marked stick');
    expect([error.code, error.seat, error.move]).toEqual(['illegal-move', 2, { row: 1, left: 1, right: 1 }]);
    expect((error.cause as AssertionError).code).toBe('already-marked');
  });

  test('playSticksRound - records a copy of each move, not the object the player returned', () => {
    const shared = { row: 1, left: 1, right: 1 };
    const reuse: StickPlayer = (board) => {
      shared.left = shared.right = board.segments()[0]?.left ?? 1;
      return shared;
    };
    expect(playSticksRound(reuse, reuse, { rows: [2] }).moves).toEqual([
      { row: 1, left: 1, right: 1 },
      { row: 1, left: 2, right: 2 },
    ]);
  });

  test('playSticksRound - a player that throws becomes a PlayerError (player-threw) with its error as cause', () => {
    const boom = new Error('boom');
    const broken: StickPlayer = () => {
      throw boom;
    };
    const error = playerErrorFrom(() => playSticksRound(broken, sticksRandomPlayer));
    expect(error).toBeInstanceOf(NimkitError);
    expect(error.message).toBe('player 1 (broken) threw in round 1: boom');
    expect(error.code).toBe('player-threw');
    expect([error.seat, error.round, error.player, error.move]).toEqual([1, 1, 'broken', undefined]);
    expect(error.cause).toBe(boom);
    // A move whose getter throws is the player's failure too, and the getter's error is the cause.
    const trap: StickPlayer = () => ({
      row: 1,
      left: 1,
      get right(): number {
        throw new TypeError('no right end');
      },
    });
    const trapped = playerErrorFrom(() => playSticksRound(sticksRandomPlayer, trap));
    expect(trapped.message).toBe('player 2 (trap) threw in round 1: no right end');
    expect(trapped.cause).toEqual(new TypeError('no right end'));
  });

  test('playSticksRound - a nameless player is named by its seat; a thrown non-error is quoted, cut at 100 characters', () => {
    const [nameless] = [
      (): StickMove => {
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- a hostile player may throw anything
        throw 'x'.repeat(500);
      },
    ];
    const error = playerErrorFrom(() => playSticksRound(sticksRandomPlayer, nameless, { rows: [3, 3] }));
    expect(error.message).toBe(`player 2 (player 2) threw in round 1: "${'x'.repeat(100)}…" (500 characters)`);
    expect([error.player, error.cause]).toEqual(['player 2', 'x'.repeat(500)]);
  });

  test.each([
    ['first', () => playSticksRound(null as unknown as StickPlayer, sticksRandomPlayer), new TypeError('first must be a function, got null')],
    ['second', () => playSticksRound(sticksRandomPlayer, 'smart' as unknown as StickPlayer), new TypeError('second must be a function, got "smart"')],
    ['random', () => playSticksRound(sticksRandomPlayer, sticksRandomPlayer, { random: 7 as unknown as () => number }), new TypeError('random must be a function, got 7')],
    ['rows', () => playSticksRound(sticksRandomPlayer, sticksRandomPlayer, { rows: [3, 40] }), new AssertionError('invalid board', 'invalid-board')],
  ])('playSticksRound - rejects a bad %s', (_name, action, error) => {
    expect(action).toThrow(error);
  });
});

describe('sticksCompetition', () => {
  test('sticksCompetition - seeded competitions are reproducible, and wins add up', () => {
    const run = (): readonly [number, number] => sticksCompetition(sticksSmartPlayer, sticksErringPlayer(0.4), { rounds: 500, random: createRandom(7) }).wins;
    const wins = run();
    expect(run()).toEqual(wins);
    expect(wins[0] + wins[1]).toBe(500);
    expect(sticksCompetition(sticksSmartPlayer, sticksErringPlayer(0.4), { rounds: 500, random: createRandom(8) }).wins).not.toEqual(wins);
  });

  test('sticksCompetition - the same rounds as playSticksRound, one after another', () => {
    const random = createRandom(31);
    const losers = Array.from({ length: 50 }, () => playSticksRound(sticksRandomPlayer, sticksSmartPlayer, { rows: [4, 3, 2], random }).loser);
    const wins = [losers.filter((loser) => loser === 2).length, losers.filter((loser) => loser === 1).length];
    expect(sticksCompetition(sticksRandomPlayer, sticksSmartPlayer, { rounds: 50, rows: [4, 3, 2], random: createRandom(31) })).toEqual({ rounds: 50, wins });
  });

  test('sticksCompetition - 1000 rounds by default, 0 allowed, progress after every round', () => {
    expect(sticksCompetition(sticksPerfectPlayer, sticksPerfectPlayer).wins).toEqual([0, 1000]);
    expect(sticksCompetition(sticksRandomPlayer, sticksRandomPlayer, { rounds: 0 })).toEqual({ rounds: 0, wins: [0, 0] });
    const seen: [number, number][] = [];
    sticksCompetition(sticksRandomPlayer, sticksRandomPlayer, { rounds: 3, onProgress: (done, total) => seen.push([done, total]) });
    expect(seen).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
  });

  test.each([
    ['negative rounds', { rounds: -1 }, new RangeError('rounds must be an integer of at least 0, got -1')],
    ['fractional rounds', { rounds: 1.5 }, new RangeError('rounds must be an integer of at least 0, got 1.5')],
    ['NaN rounds', { rounds: Number.NaN }, new RangeError('rounds must be an integer of at least 0, got NaN')],
    ['string rounds', { rounds: '10' }, new TypeError('rounds must be a number, got "10"')],
    ['a string onProgress', { onProgress: 'yes' }, new TypeError('onProgress must be a function, got "yes"')],
    ['no rows', { rows: [] }, new AssertionError('invalid board', 'invalid-board')],
  ])('sticksCompetition - rejects %s', (_name, options, error) => {
    expect(() => sticksCompetition(sticksRandomPlayer, sticksRandomPlayer, options as never)).toThrow(error);
  });

  test('sticksCompetition - a player that is not a function is a TypeError naming p1 or p2', () => {
    expect(() => sticksCompetition(null as unknown as StickPlayer, sticksRandomPlayer)).toThrow(new TypeError('p1 must be a function, got null'));
    expect(() => sticksCompetition(sticksRandomPlayer, 'smart' as unknown as StickPlayer)).toThrow(new TypeError('p2 must be a function, got "smart"'));
  });
});

describe('sticksTournament', () => {
  const players = { random: sticksRandomPlayer, smart: sticksSmartPlayer, erring: sticksErringPlayer(0.1), perfect: sticksPerfectPlayer };

  test('sticksTournament - every pair in both seats, a consistent and reproducible table', () => {
    const seen: number[] = [];
    const result = sticksTournament(players, { rounds: 200, random: createRandom(5), onProgress: (done, total) => seen.push(total - done) });
    expect(result.names).toEqual(['random', 'smart', 'erring', 'perfect']);
    expect(result.rounds).toBe(200);
    expect(seen.length).toBe(12 * 200);
    expect(seen.at(-1)).toBe(0);
    result.wins.forEach((row, i) => {
      row.forEach((won, j) => {
        if (i === j) {
          expect(won).toBe(0);
          expect(result.winRate[i]?.[j]).toBeNull();
        } else {
          expect(won + (result.wins[j]?.[i] ?? 0)).toBe(400);
          expect(result.winRate[i]?.[j]).toBe(won / 400);
        }
      });
      expect(result.overall[i]).toBe(row.reduce((sum, won) => sum + won, 0) / 1200);
    });
    // The perfect player wins every game against random and smart: it wins its seat-2 games outright and
    // the seat-1 games are won as soon as the opponent errs.
    expect(result.wins[3]?.[0]).toBe(400);
    expect(result.overall.indexOf(Math.max(...result.overall))).toBe(3);
    expect(sticksTournament(players, { rounds: 200, random: createRandom(5) })).toEqual(result);
  });

  test('sticksTournament - the same games as the competitions, in order', () => {
    const random = createRandom(8);
    const options = { rounds: 30, rows: [3, 3], random };
    const ab = sticksCompetition(sticksSmartPlayer, sticksRandomPlayer, options).wins;
    const ba = sticksCompetition(sticksRandomPlayer, sticksSmartPlayer, options).wins;
    expect(sticksTournament({ smart: sticksSmartPlayer, random: sticksRandomPlayer }, { rounds: 30, rows: [3, 3], random: createRandom(8) }).wins).toEqual([
      [0, ab[0] + ba[1]],
      [ab[1] + ba[0], 0],
    ]);
  });

  test.each([
    ['null players', null, {}, new TypeError('players must be an object of named players, got null')],
    ['a number', 5, {}, new TypeError('players must be an object of named players, got 5')],
    ['a string', 'ab', {}, new TypeError('players must be an object of named players, got "ab"')],
    ['an array of players', [sticksRandomPlayer, sticksSmartPlayer], {}, new TypeError('players must be an object of named players, got an array')],
    ['one player', { random: sticksRandomPlayer }, {}, new RangeError('players must name at least two players, got 1')],
    ['a player that is not a function', { random: sticksRandomPlayer, smart: 'smart' }, {}, new TypeError('players.smart must be a function, got "smart"')],
    ['0 rounds', players, { rounds: 0 }, new RangeError('rounds must be an integer of at least 1, got 0')],
    ['a numeric onProgress', players, { onProgress: 1 }, new TypeError('onProgress must be a function, got 1')],
  ])('sticksTournament - rejects %s', (_name, entrants, options, error) => {
    expect(() => sticksTournament(entrants as never, options as never)).toThrow(error);
  });
});

describe('players and the board they see', () => {
  test('a player gets a read-only view: casting it to Board and marking cannot change the round', () => {
    const attempts: string[] = [];
    const vandal: StickPlayer = (board, random) => {
      // The cast a hostile player would write; the linter rightly objects to it.
      // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment
      const live = board as Board;
      // Every route a hostile player might take to the live board: each fails or touches a copy.
      for (const attack of [
        () => live.mark({ row: 1, left: 1, right: 1 }),
        () => Board.prototype.mark.call(live, { row: 1, left: 1, right: 1 }),
        () => {
          const [run] = board.segments();
          board.clone().mark({ row: run?.row ?? 1, left: run?.left ?? 1, right: run?.left ?? 1 });
        },
        () => (board.rows as number[]).push(3),
      ]) {
        try {
          attack();
          attempts.push('ran');
        } catch (error) {
          attempts.push((error as Error).name);
        }
      }
      return sticksPerfectPlayer(board, random);
    };
    const plain = sticksCompetition(sticksPerfectPlayer, sticksRandomPlayer, { rounds: 200, random: createRandom(4) });
    expect(sticksCompetition(vandal, sticksRandomPlayer, { rounds: 200, random: createRandom(4) })).toEqual(plain);
    // `mark` is not there, the private fields reject a non-board, the clone marks itself only, rows are frozen.
    expect(attempts.length % 4).toBe(0);
    expect(attempts.length).toBeGreaterThan(400);
    attempts.forEach((outcome, index) => {
      expect(outcome).toBe(index % 4 === 2 ? 'ran' : 'TypeError');
    });
  });

  test('a player that marks through a cast and lets the error escape loses the match with a PlayerError', () => {
    // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- the hostile cast under test
    const vandal: StickPlayer = (board) => (board as Board).mark({ row: 1, left: 1, right: 7 }) as unknown as StickMove;
    const error = playerErrorFrom(() => playSticksRound(vandal, sticksRandomPlayer));
    expect(error.code).toBe('player-threw');
    expect(error.message).toMatch(/^player 1 \(vandal\) threw in round 1: /);
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  test('the view answers every query exactly as the board does', () => {
    const seen: unknown[] = [];
    const reference = new Board([5, 3]).mark({ row: 1, left: 2, right: 3 });
    const watcher: StickPlayer = (board, random) => {
      if (seen.length === 0) {
        expect(board).not.toBeInstanceOf(Board);
        expect('mark' in board).toBe(false);
        const copy = board.clone();
        expect(copy).toBeInstanceOf(Board);
        seen.push(
          board.rows,
          board.unmarkedCount,
          board.unmarkedMask(1),
          board.isUnmarked(1, 2),
          board.isUnmarked(1, 4),
          board.segments(),
          board.isOver(),
          board.check({ row: 1, left: 2, right: 2 }),
          board.check({ row: 2, left: 1, right: 3 }),
          String(board),
          String(copy),
        );
      }
      return sticksRandomPlayer(board, random);
    };
    // Player 1 plays 1:2-3 first, so player 2 first sees the reference position.
    const opener: StickPlayer = (board, random) => (board.unmarkedCount === 8 ? { row: 1, left: 2, right: 3 } : sticksRandomPlayer(board, random));
    playSticksRound(opener, watcher, { rows: [5, 3], random: createRandom(1) });
    expect(seen).toEqual([
      reference.rows,
      6,
      reference.unmarkedMask(1),
      false,
      true,
      reference.segments(),
      false,
      'already-marked',
      null,
      String(reference),
      String(reference),
    ]);
  });

  test('sticksCompetition - a PlayerError names the round; sticksTournament names the player by its key', () => {
    let starts = 0;
    const lateBug: StickPlayer = (board, random) => {
      if (board.unmarkedCount === 16 && ++starts === 3) throw new Error('third round');
      return sticksPerfectPlayer(board, random);
    };
    const error = playerErrorFrom(() => sticksCompetition(lateBug, sticksRandomPlayer, { rounds: 10, random: createRandom(2) }));
    expect(error.message).toBe('player 1 (lateBug) threw in round 3: third round');
    expect([error.seat, error.round]).toEqual([1, 3]);
    const silent = (): StickMove => undefined as unknown as StickMove;
    const failed = playerErrorFrom(() => sticksTournament({ good: sticksRandomPlayer, bad: silent }, { rounds: 5 }));
    expect(failed.message).toBe('player 2 (bad) returned an illegal move in round 1: undefined is not a move');
    expect([failed.code, failed.seat, failed.round, failed.player, failed.move]).toEqual(['illegal-move', 2, 1, 'bad', undefined]);
  });

  test('sticksErringPlayer - its name carries the rate, for error messages', () => {
    expect(sticksErringPlayer(0.25).name).toBe('sticksErringPlayer(0.25)');
    const sloppy = sticksErringPlayer(1);
    const error = playerErrorFrom(() =>
      sticksCompetition(sloppy, () => { throw new RangeError('resign'); }, { rounds: 1, rows: [3], random: createRandom(1) }),
    );
    expect(error.message).toBe('player 2 (player 2) threw in round 1: resign');
  });
});

describe('PlayerError messages survive hostile values', () => {
  test('the message quotes the move as checked, even when a getter answers differently the next time', () => {
    let reads = 0;
    const shifty: StickPlayer = () => ({
      left: 1,
      right: 1,
      get row(): number {
        reads++;
        return reads === 1 ? 9 : 1;
      },
    });
    const error = playerErrorFrom(() => playSticksRound(shifty, sticksRandomPlayer));
    expect(error.message).toBe('player 1 (shifty) returned an illegal move in round 1: 9:1-1 lies outside the board');
    expect(reads).toBe(1);
  });

  test('a throwing name, a throwing message and a non-string message fall back to plain words', () => {
    const player: StickPlayer = () => {
      throw new Error('plain');
    };
    Object.defineProperty(player, 'name', {
      get(): string {
        throw new Error('no name');
      },
    });
    expect(playerErrorFrom(() => playSticksRound(player, sticksRandomPlayer)).message).toBe('player 1 (player 1) threw in round 1: plain');
    const hostile = new Error('hidden');
    Object.defineProperty(hostile, 'message', {
      get(): string {
        throw new Error('gotcha');
      },
    });
    const numbered = Object.assign(new Error('x'), { message: 42 });
    for (const [cause, words] of [
      [hostile, 'a value'],
      [numbered, 'a value'],
      [{ code: 7 }, 'an object'],
    ] as const) {
      const thrower: StickPlayer = () => {
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- a hostile player may throw anything
        throw cause;
      };
      const error = playerErrorFrom(() => playSticksRound(sticksRandomPlayer, thrower));
      expect(error.message).toBe(`player 2 (thrower) threw in round 1: ${words}`);
      expect(error.cause).toBe(cause);
    }
  });
});
