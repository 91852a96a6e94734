// Hostile players (issue 15, items 16 and 17, and the sticks mutation-testing gaps). Covers:
// - item 16: a player cannot corrupt a match through what it is shown: the sticks matches hand it a frozen
//   read-only view of the board, the play engine frozen states of frozen games;
// - item 17: a player that throws is wrapped: a PlayerError with code, seat, round, name and cause in the
//   sticks matches; a forfeit with reason, round, seat and cause in the engine's competition;
// - mutation gaps: a player returning undefined, the smart player on exactly two sequences, a full 32-stick
//   row, tournaments of five players (and `sticksTournament(5)`).
import { describe, expect, test } from 'vitest';
import {
  Board,
  IllegalMoveError,
  PlayerError,
  competition,
  createRandom,
  halvingGame,
  nimGame,
  perfectPlayer,
  randomPlayer,
  sticksCompetition,
  sticksGame,
  sticksPerfectPlayer,
  sticksRandomPlayer,
  sticksSmartPlayer,
  sticksTournament,
  tournament,
} from '../../src/index.js';
import type { Game, Move, ReadonlyBoard, State, StickPlayer, SyncPlayer } from '../../src/index.js';
import { thrownBy } from '../helpers.js';

/** Runs every attack, recording `ran` or the name of what it threw. */
function attempt(attacks: readonly (() => unknown)[], outcomes: string[]): void {
  for (const attack of attacks) {
    try {
      attack();
      outcomes.push('ran');
    } catch (error) {
      outcomes.push((error as Error).name);
    }
  }
}

/** Every route to changing what the other player will see, through the view itself. */
function viewAttacks(view: ReadonlyBoard): (() => unknown)[] {
  const loose = view as unknown as Record<string, unknown>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- the hostile cast under test
  const live = view as Board;
  return [
    () => live.mark({ row: 1, left: 1, right: 1 }),
    () => Board.prototype.mark.call(live, { row: 1, left: 1, right: 1 }),
    // Shadowing a query would make the opponent play on a board that is not there.
    () => (loose.segments = () => []),
    () => (loose.unmarkedMask = () => 0),
    () => (loose.isOver = () => true),
    () => Object.defineProperty(view, 'unmarkedCount', { value: 1 }),
    () => (view.rows as number[]).push(3),
  ];
}

describe('item 16 - sticks players see a frozen read-only view', () => {
  test('item 16 - a player that marks through a cast or shadows the view cannot corrupt a sticksCompetition', () => {
    const outcomes: string[] = [];
    const vandal: StickPlayer = (board, random) => {
      attempt(viewAttacks(board), outcomes);
      return sticksPerfectPlayer(board, random);
    };
    const plain = sticksCompetition(sticksPerfectPlayer, sticksSmartPlayer, { rounds: 200, random: createRandom(4) });
    expect(sticksCompetition(vandal, sticksSmartPlayer, { rounds: 200, random: createRandom(4) })).toEqual(plain);
    expect(outcomes.length).toBeGreaterThan(200 * 7);
    expect(new Set(outcomes)).toEqual(new Set(['TypeError']));
  });

  test('item 16 - the opponent of a vandal in a tournament sees the true board', () => {
    const vandal: StickPlayer = (board, random) => {
      attempt(viewAttacks(board), []);
      return sticksRandomPlayer(board, random);
    };
    const options = { rounds: 50, rows: [5, 4, 3], random: createRandom(9) };
    const plain = sticksTournament({ a: sticksRandomPlayer, b: sticksPerfectPlayer }, { ...options, random: createRandom(9) });
    expect(sticksTournament({ a: vandal, b: sticksPerfectPlayer }, options)).toEqual(plain);
  });

  test('item 16 - a clone is the player\'s own: marking it leaves the round alone', () => {
    const cloner: StickPlayer = (board, random) => {
      const copy = board.clone();
      const [run] = copy.segments();
      if (run !== undefined) copy.mark({ row: run.row, left: run.left, right: run.left });
      return sticksPerfectPlayer(board, random);
    };
    const plain = sticksCompetition(sticksPerfectPlayer, sticksRandomPlayer, { rounds: 100, random: createRandom(5) });
    expect(sticksCompetition(cloner, sticksRandomPlayer, { rounds: 100, random: createRandom(5) })).toEqual(plain);
  });
});

/** Attacks on an engine state and its game: each must throw (frozen) or touch a fresh copy. */
function stateAttacks<M>(state: State<M>): { attacks: (() => unknown)[]; copies: number } {
  const loose = state as unknown as Record<string, unknown>;
  const game = state.game as unknown as Record<string, unknown>;
  const attacks: (() => unknown)[] = [
    () => (loose.player = 1 - state.player),
    () => (loose.play = () => state),
    () => Object.defineProperty(state, 'isTerminal', { value: true }),
    () => (game.start = state),
    () => (game.winningMove = () => null),
  ];
  // Every array or typed array a game holds: writing to any of them must fail.
  for (const value of Object.values(game)) {
    if (Array.isArray(value) || ArrayBuffer.isView(value)) {
      const cells = value as unknown as Record<number, unknown>;
      attacks.push(() => (cells[0] = 0));
    }
  }
  const copies = [() => state.moves().pop(), () => state.actions().pop()];
  return { attacks: [...attacks, ...copies], copies: copies.length };
}

describe('item 16 - engine states and games are frozen', () => {
  const games: [string, () => Game<unknown>][] = [
    ['nim', () => nimGame([1, 3, 5, 7])],
    ['halving', () => halvingGame(40)],
    ['sticks', () => sticksGame([5, 4, 3])],
  ];

  test.each(games)('item 16 - a %s player that tries to mutate its state or game cannot corrupt a competition', (_name, makeGame) => {
    const calls: { outcomes: string[]; copies: number }[] = [];
    const vandal: SyncPlayer<unknown> = (state) => {
      const { attacks, copies } = stateAttacks(state);
      const outcomes: string[] = [];
      attempt(attacks, outcomes);
      calls.push({ outcomes, copies });
      return perfectPlayer(state);
    };
    const plain = competition(makeGame(), perfectPlayer, randomPlayer, { rounds: 60, seed: 8, alternate: true });
    const attacked = makeGame();
    expect(competition(attacked, vandal, randomPlayer, { rounds: 60, seed: 8, alternate: true })).toEqual(plain);
    expect(plain.forfeits).toEqual([]);
    // The game played on afterwards is the game it was.
    expect(competition(attacked, perfectPlayer, randomPlayer, { rounds: 60, seed: 8, alternate: true })).toEqual(plain);
    expect(attacked.start.moves()).toEqual(makeGame().start.moves());
    // Every write throws; only the fresh copies (moves(), actions()) can be changed.
    expect(calls.length).toBeGreaterThan(60);
    for (const { outcomes, copies } of calls) {
      expect(outcomes).toEqual([...Array.from({ length: outcomes.length - copies }, () => 'TypeError'), ...Array.from({ length: copies }, () => 'ran')]);
    }
  });

  test('item 16 - the sticks game holds no writable array or typed array', () => {
    const game = sticksGame([5, 4, 3]) as unknown as Record<string, unknown>;
    for (const [key, value] of Object.entries(game)) {
      if (typeof value === 'object' && value !== null) expect([key, Object.isFrozen(value)]).toEqual([key, true]);
    }
  });
});

describe('item 17 - a player that throws is wrapped with a code and its cause', () => {
  const failure = new Error('boom');
  const thrower: StickPlayer = () => {
    throw failure;
  };

  test('item 17 - sticksCompetition: a PlayerError player-threw with seat, round, name and cause', () => {
    let calls = 0;
    const late: StickPlayer = (board, random) => {
      if (board.unmarkedCount === 16 && ++calls === 4) throw failure;
      return sticksRandomPlayer(board, random);
    };
    const error = thrownBy(PlayerError, () => sticksCompetition(late, sticksRandomPlayer, { rounds: 10, random: createRandom(1) }));
    expect(error.message).toBe('player 1 (late) threw in round 4: boom');
    expect([error.code, error.seat, error.round, error.player, error.cause]).toEqual(['player-threw', 1, 4, 'late', failure]);
    expect(error.cause).toBe(failure);
  });

  test('item 17 - sticksTournament names the player by its key', () => {
    const error = thrownBy(PlayerError, () => sticksTournament({ steady: sticksRandomPlayer, shaky: thrower }, { rounds: 3 }));
    expect(error.message).toBe('player 2 (shaky) threw in round 1: boom');
    expect([error.code, error.player, error.cause]).toEqual(['player-threw', 'shaky', failure]);
  });

  test('item 17 - the engine\'s competition: the thrower forfeits, the forfeit says round, player, seat, reason and cause', () => {
    const engineThrower: SyncPlayer<unknown> = () => {
      throw failure;
    };
    const result = competition(nimGame([1, 2, 3]) as Game<unknown>, randomPlayer, engineThrower, { rounds: 3, seed: 1, alternate: true });
    expect(result.wins).toEqual([3, 0]);
    expect(result.forfeits).toEqual([
      { round: 1, player: 1, seat: 1, reason: 'threw', cause: failure },
      { round: 2, player: 1, seat: 0, reason: 'threw', cause: failure },
      { round: 3, player: 1, seat: 1, reason: 'threw', cause: failure },
    ]);
    expect(result.forfeits[0]?.cause).toBe(failure);
    const table = tournament(nimGame([1, 2, 3]) as Game<unknown>, { steady: randomPlayer, shaky: engineThrower }, { rounds: 2, seed: 1 });
    expect(table.forfeits).toEqual([
      [0, 0],
      [4, 0],
    ]);
  });
});

describe('mutation gaps - players and tournaments', () => {
  test('a player returning undefined: a PlayerError illegal-move in sticks, a not-a-move forfeit in the engine', () => {
    const silent = (() => undefined) as unknown as StickPlayer;
    const error = thrownBy(PlayerError, () => sticksCompetition(sticksRandomPlayer, silent, { rounds: 1, random: createRandom(1) }));
    expect(error.message).toBe('player 2 (silent) returned an illegal move in round 1: undefined is not a move');
    expect([error.code, error.move]).toEqual(['illegal-move', undefined]);
    const engineSilent = (() => undefined) as unknown as SyncPlayer<unknown>;
    const result = competition(nimGame([1, 2]) as Game<unknown>, engineSilent, randomPlayer, { rounds: 1, seed: 1 });
    expect([result.wins, result.forfeits[0]?.reason]).toEqual([[0, 1], 'illegal-move']);
    const cause = result.forfeits[0]?.cause as IllegalMoveError;
    expect(cause).toBeInstanceOf(IllegalMoveError);
    expect(cause.code).toBe('not-a-move');
  });

  test('the smart player on a board with exactly two sequences still plays at random', () => {
    const board = new Board([3, 2, 1]);
    const moves = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      const move = sticksSmartPlayer(board, createRandom(seed));
      expect(move).toEqual(sticksRandomPlayer(board, createRandom(seed)));
      moves.add(`${move.row}:${move.left}-${move.right}`);
    }
    expect(moves.size).toBeGreaterThan(3);
  });

  test('a full 32-stick row: 1 << 32 would wrap to 1', () => {
    const board = new Board([32]);
    expect(board.unmarkedMask(1)).toBe(2 ** 32 - 1);
    expect(sticksRandomPlayer(board, () => 0)).toEqual({ row: 1, left: 1, right: 32 });
    expect(sticksPerfectPlayer(board, Math.random)).toEqual({ row: 1, left: 1, right: 31 });
    expect(sticksSmartPlayer(board, Math.random)).toEqual({ row: 1, left: 1, right: 31 });
    expect(board.mark({ row: 1, left: 1, right: 32 }).isOver()).toBe(true);
    // The engine packs a whole board in one mask, so its sticks game holds at most 31 sticks.
    const game = sticksGame([31]);
    expect(game.start.moveCount()).toBe((31 * 32) / 2);
    expect(game.start.play({ row: 1, left: 1, right: 31 }).isTerminal).toBe(true);
    expect(() => sticksGame([32])).toThrow(new RangeError('rows must hold at most 31 sticks in all, got 32'));
  });

  test('tournaments of five players: every pairing, both seats, exact shares', () => {
    const players: Record<string, StickPlayer> = {
      a: sticksRandomPlayer,
      b: sticksSmartPlayer,
      c: sticksPerfectPlayer,
      d: sticksRandomPlayer,
      e: sticksSmartPlayer,
    };
    const table = sticksTournament(players, { rounds: 20, random: createRandom(3) });
    expect(table.names).toEqual(['a', 'b', 'c', 'd', 'e']);
    table.wins.forEach((row, i) => { row.forEach((won, j) => {
        expect(won + (table.wins[j]?.[i] ?? 0)).toBe(i === j ? 0 : 40);
        expect(table.winRate[i]?.[j]).toBe(i === j ? null : won / 40);
      }); },
    );
    table.overall.forEach((share, i) => {
      expect(share).toBe((table.wins[i] ?? []).reduce((sum, won) => sum + won, 0) / 160);
    });
    const engine = tournament(nimGame([1, 2, 3]) as Game<unknown>, { a: randomPlayer, b: perfectPlayer, c: randomPlayer, d: perfectPlayer, e: randomPlayer }, { rounds: 4, seed: 2 });
    engine.wins.forEach((row, i) => { row.forEach((won, j) => {
        expect(won + (engine.wins[j]?.[i] ?? 0)).toBe(i === j ? 0 : 8);
      }); },
    );
    expect(engine.overall.reduce((sum, share) => sum + share, 0)).toBeCloseTo(2.5, 10);
  });

  test('sticksTournament(5) and tournament(game, 5) are TypeErrors', () => {
    expect(() => sticksTournament(5 as unknown as Record<string, StickPlayer>)).toThrow(new TypeError('players must be an object of named players, got 5'));
    expect(() => tournament(nimGame([1, 2]), 5 as unknown as Record<string, SyncPlayer<Move>>)).toThrow(
      new TypeError('players must be an object of named players, got 5'),
    );
  });
});
