// Issue 21 (hardening, third round), the play engine's items 2, 3, 13, 17, 18, 20 and 21: each test failed
// before its fix (a V8 fatal error, a stack overflow, a wrong answer, a forfeit or the wrong error class).
// The memory items run again at the end under `node --max-old-space-size=512` against dist/.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  competition,
  createRandom,
  createSolver,
  defineGame,
  halvingGame,
  MAX_LISTED_MOVES,
  mctsPlayer,
  nimGame,
  perfectPlayer,
  playMatch,
  randomInt,
  randomPlayer,
  searchPlayer,
  solve,
  sticksGame,
} from '../../src/index.js';
import type { GameDefinition, Move, Player, RandomSource, SyncPlayer } from '../../src/index.js';
import { ROOT } from '../cli/run.js';
import { thrownBy } from '../helpers.js';

/** Subtraction {1, 2} from `n`: two moves a position, a line as long as `n`, the losing positions multiples of 3. */
function countdown(n: number, rulesKey?: string): GameDefinition<number, number> {
  return {
    name: `countdown:${n}`,
    ...(rulesKey !== undefined && { rulesKey }),
    start: n,
    moveCount: (size) => Math.min(size, 2),
    moveAt: (_size, index) => index + 1,
    whyIllegal: (size, take) => (take <= Math.min(size, 2) ? undefined : `at most ${Math.min(size, 2)} may be taken`),
    play: (size, take) => size - take,
    key: String,
    readMove: (value) => (value === 1 || value === 2 ? value : undefined),
    formatMove: String,
    parseMove: (text) => (/^[12]$/.test(text.trim()) ? Number(text) : null),
    actionCount: 2,
    actionOf: (take) => take - 1,
    moveOfAction: (id) => (id === 0 || id === 1 ? id + 1 : undefined),
  };
}

describe('item 2 - the solver bounds its memory: the search path counts, and so does a depth bound', () => {
  it('item 2 - solve(nimGame([1e8]).start, { maxStates: 1000 }) is the maxStates RangeError, at once', () => {
    const started = performance.now();
    const error = thrownBy(RangeError, () => solve(nimGame([1e8]).start, { maxStates: 1000 }));
    expect(error.message).toBe('solve: the position needs more than maxStates = 1000 states; raise maxStates or solve a smaller position');
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('item 2 - a shared solver never holds more than maxStates, on the path and remembered, and keeps what it proved', () => {
    const solver = createSolver({ maxStates: 50 });
    expect(() => solver.solve(halvingGame(10_000).start)).toThrow(RangeError);
    expect(solver.size).toBeLessThanOrEqual(50);
    // What it remembered is exact and still serves: halving 11 = 3·2^2 − 1 is lost (misère).
    expect(solver.solve(halvingGame(11).start)).toEqual({ result: 'loss', move: null });
    expect(solver.size).toBeLessThanOrEqual(50);
  });

  it('item 2 - maxDepth bounds the line: a long narrow game fails with its own RangeError', () => {
    const game = defineGame(countdown(10_000));
    const error = thrownBy(RangeError, () => solve(game.start, { maxDepth: 1000 }));
    expect(error.message).toBe('solve: the position needs a line longer than maxDepth = 1000 plies; raise maxDepth or solve a shorter game');
    // Within the bound, the line is read to the end: 10,000 is not a multiple of 3, so taking 1 wins.
    expect(solve(game.start, { maxDepth: 10_000 })).toEqual({ result: 'win', move: 1 });
    expect(thrownBy(TypeError, () => createSolver({ maxDepth: '9' as unknown as number })).message).toBe('maxDepth must be a number, got "9"');
    expect(thrownBy(RangeError, () => createSolver({ maxDepth: 0 })).message).toBe('maxDepth must be a positive safe integer, got 0');
  });
});

describe('item 3 - nothing builds an array of moveCount entries', () => {
  const listing = (name: string, count: number): string =>
    `${name} has ${count} legal moves here, more than MAX_LISTED_MOVES = ${MAX_LISTED_MOVES} can list; use moveCount() and moveAt(index)`;

  it('item 3 - nimGame([2 ** 28]).start.actions() and moves() refuse with a RangeError naming the limit', () => {
    const { start } = nimGame([2 ** 28]);
    expect(thrownBy(RangeError, () => start.actions()).message).toBe(listing('nim:268435456 normal', 2 ** 28));
    expect(thrownBy(RangeError, () => start.moves()).message).toBe(listing('nim:268435456 normal', 2 ** 28));
    // moveCount and moveAt still answer.
    expect(start.moveCount()).toBe(2 ** 28);
    expect(start.moveAt(2 ** 28 - 1)).toEqual({ heap: 1, count: 2 ** 28 });
  });

  it('item 3 - halvingGame(2 ** 29).start.moves() and actions() refuse with a RangeError naming the limit', () => {
    const { start } = halvingGame(2 ** 29);
    expect(thrownBy(RangeError, () => start.moves()).message).toBe(listing('halving:536870912 misere', 2 ** 28));
    expect(thrownBy(RangeError, () => start.actions()).message).toBe(listing('halving:536870912 misere', 2 ** 28));
  });

  it('item 3 - the limit is exact: MAX_LISTED_MOVES moves list, one more does not', () => {
    expect(nimGame([MAX_LISTED_MOVES]).start.actions()).toHaveLength(MAX_LISTED_MOVES);
    expect(halvingGame(2 * MAX_LISTED_MOVES + 1).start.moves()).toHaveLength(MAX_LISTED_MOVES);
    expect(() => nimGame([MAX_LISTED_MOVES, 1]).start.moves()).toThrow(RangeError);
    expect(() => halvingGame(2 * MAX_LISTED_MOVES + 2).start.actions()).toThrow(RangeError);
  });

  it('item 3 - a listing names a game of many heaps in at most 100 characters', () => {
    const heaps = Array.from({ length: 20 }, () => 100_000);
    const name = `nim:${heaps.join(',')} normal`;
    expect(name).toHaveLength(150);
    const error = thrownBy(RangeError, () => nimGame(heaps).start.moves());
    expect(error.message).toBe(listing(`${name.slice(0, 100)}… (150 characters)`, 2_000_000));
  });

  it('item 3 - Nim moves() and actions() are those of a plain double loop, by count then heap (many small heaps beside a big one)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 6 }), { minLength: 1, maxLength: 6 }), fc.nat({ max: 40 }), (small, big) => {
        const heaps = [...small, big];
        const expected: Move[] = [];
        const ids: number[] = [];
        for (let count = 1; count <= Math.max(...heaps); count++) {
          heaps.forEach((size, index) => {
            if (size >= count) {
              expected.push({ heap: index + 1, count });
              ids.push((count - 1) * heaps.length + index);
            }
          });
        }
        const { start } = nimGame(heaps);
        expect(start.moves()).toEqual(expected);
        expect(start.actions()).toEqual(ids);
        expect(expected.map((_, index) => start.moveAt(index))).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('item 3 - mctsPlayer plays nimGame([1e8]) and halvingGame(1e9): untried moves are drawn by index', () => {
    const random = createRandom(3);
    const nim = nimGame([1e8]);
    const started = performance.now();
    const { heap, count } = mctsPlayer({ iterations: 200 })(nim.start, random);
    expect(heap === 1 && Number.isSafeInteger(count) && count >= 1 && count <= 1e8).toBe(true);
    const halving = halvingGame(1e9);
    const take = mctsPlayer({ iterations: 200 })(halving.start, random);
    expect(Number.isSafeInteger(take) && take >= 1 && take <= 5e8).toBe(true);
    expect(performance.now() - started).toBeLessThan(3000);
    // A match on the huge heap ends, and the perfect player wins it.
    expect(playMatch(halving, [perfectPlayer, mctsPlayer({ iterations: 20 })], { seed: 1 }).winner).toBe(0);
  });
});

describe('item 13 - timeLimit: Infinity is no limit, and a limit past 2^31 ms is kept', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A player that answers `move` after `ms` milliseconds. */
  const later =
    <M>(move: M, ms: number): Player<M> =>
    () =>
      new Promise<M>((resolve) => {
        setTimeout(() => {
          resolve(move);
        }, ms);
      });

  it.each([Number.POSITIVE_INFINITY, 2 ** 31, 2 ** 40])('item 13 - a player answering in 20 ms keeps its move under timeLimit %d', async (timeLimit) => {
    const game = nimGame([1]);
    const result = await playMatch(game, [later({ heap: 1, count: 1 }, 20), randomPlayer], { timeLimit });
    expect(result).toEqual({ winner: 0, moves: [{ heap: 1, count: 1 }], forfeit: null });
  });

  it('item 13 - the timeout of a limit past one timer fires when the whole limit has passed, not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const limit = 2 ** 31 + 5000;
    const silent: Player<Move> = () => new Promise<Move>(() => undefined);
    const pending = Promise.resolve(playMatch(nimGame([1]), [silent, randomPlayer], { timeLimit: limit }));
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(2 ** 31 - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(5000);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const result = await pending;
    expect(result.forfeit?.reason).toBe('timeout');
    expect((result.forfeit?.cause as Error).message).toBe(`player 0 took more than ${limit} ms`);
  });

  it('item 13 - a non-number timeLimit is a TypeError, a non-positive one a RangeError', () => {
    const game = nimGame([1]);
    expect(thrownBy(TypeError, () => playMatch(game, [randomPlayer, randomPlayer], { timeLimit: '5' as unknown as number })).message).toBe(
      'timeLimit must be a number, got "5"',
    );
    expect(thrownBy(RangeError, () => playMatch(game, [randomPlayer, randomPlayer], { timeLimit: Number.NaN })).message).toBe(
      'timeLimit must be a positive number of milliseconds, got NaN',
    );
  });
});

describe('item 17 - a shared solver never answers one game from another', () => {
  it('item 17 - Nim in normal play and in misère: 1,1 is lost in one and won in the other', () => {
    const solver = createSolver();
    expect(solver.solve(nimGame([1, 1]).start).result).toBe('loss');
    expect(solver.solve(nimGame([1, 1], { play: 'misere' }).start)).toEqual({ result: 'win', move: { heap: 1, count: 1 } });
    expect(solver.solve(nimGame([1, 1]).start).result).toBe('loss');
  });

  it('item 17 - sticks boards of other rows: the same mask is another position', () => {
    const solver = createSolver();
    // Mask 0b111: three lonely sticks (lost: each move leaves an even number) or one row of three (won).
    expect(solver.solve(sticksGame([1, 1, 1]).start).result).toBe('loss');
    expect(solver.solve(sticksGame([3]).start)).toEqual({ result: 'win', move: { row: 1, left: 1, right: 2 } });
  });

  it('item 17 - games of one rulesKey share results; games without one, or of two endings, do not', () => {
    const solver = createSolver();
    for (let n = 2; n <= 60; n++) solver.solve(halvingGame(n).start);
    let before = solver.size;
    solver.solve(halvingGame(61).start);
    const fresh = createSolver();
    fresh.solve(halvingGame(61).start);
    expect(solver.size - before).toBeLessThan(fresh.size / 2); // the heaps up to 60 were known
    // Normal play is solved afresh: exactly the work of a new solver.
    before = solver.size;
    const normal = createSolver();
    expect(solver.solve(halvingGame(61, { play: 'normal' }).start)).toEqual(normal.solve(halvingGame(61, { play: 'normal' }).start));
    expect(solver.size - before).toBe(normal.size);
    const plain = createSolver();
    plain.solve(defineGame(countdown(30)).start);
    const first = plain.size;
    plain.solve(defineGame(countdown(30)).start);
    expect(plain.size).toBe(2 * first); // two game objects without a rulesKey: kept apart
    const keyed = createSolver();
    keyed.solve(defineGame(countdown(30, 'countdown')).start);
    const once = keyed.size;
    keyed.solve(defineGame(countdown(30, 'countdown')).start);
    expect(keyed.size).toBe(once);
    expect(defineGame(countdown(30, 'countdown')).rulesKey).toBe('countdown normal');
    expect(thrownBy(TypeError, () => defineGame({ ...countdown(3), rulesKey: 5 as unknown as string })).message).toBe(
      'rules.rulesKey must be a string when given, got 5',
    );
  });
});

describe('item 18 - a non-number is a TypeError', () => {
  it('item 18 - randomInt(Math.random, o, 5) with a throwing valueOf is a TypeError, and valueOf is never called', () => {
    let calls = 0;
    const hostile = {
      valueOf(): number {
        calls++;
        throw new Error('valueOf');
      },
    };
    expect(thrownBy(TypeError, () => randomInt(Math.random, hostile as unknown as number, 5)).message).toBe('min must be a number, got an object');
    expect(thrownBy(TypeError, () => randomInt(Math.random, 1, '5' as unknown as number)).message).toBe('max must be a number, got "5"');
    expect(calls).toBe(0);
  });

  it('item 18 - moveAt, at and actionCount: the wrong type is a TypeError', () => {
    expect(thrownBy(TypeError, () => nimGame([3]).start.moveAt('1' as unknown as number)).message).toBe('index must be a number, got "1"');
    expect(thrownBy(TypeError, () => defineGame(countdown(3)).at(3, '0' as unknown as 0)).message).toBe('player must be a number, got "0"');
    expect(thrownBy(TypeError, () => defineGame({ ...countdown(3), actionCount: '2' as unknown as number })).message).toBe(
      'rules.actionCount must be a number, got "2"',
    );
  });
});

describe('item 20 - no call-stack overflow for valid input', () => {
  it('item 20 - nimGame(new Array(125000).fill(1)) and 400,000 heaps: the game, its moves and its theory', () => {
    expect(nimGame(new Array<number>(125_000).fill(1)).actionCount).toBe(125_000);
    // 400,000: past what a spread fits on the stack of a test worker (125,000 fits on some).
    const game = nimGame(new Array<number>(400_000).fill(1));
    expect(game.actionCount).toBe(400_000);
    expect(game.start.moves()).toHaveLength(400_000);
    expect(game.start.actions()).toHaveLength(400_000);
    expect(game.start.moveAt(399_999)).toEqual({ heap: 400_000, count: 1 });
    expect(game.winningMove?.(game.start)).toBeNull(); // an even number of 1-heaps: lost in normal play
  });

  it('item 20 - searchPlayer reads a 30,000-ply line without overflowing, and plays perfectly', () => {
    const game = defineGame(countdown(30_001));
    // 30,001 = 3 · 10,000 + 1: taking 1 leaves a multiple of 3.
    expect(searchPlayer({ depth: 30_001 })(game.start, Math.random)).toBe(1);
  });

  it('item 20 - searchPlayer({ depth: 1500 }) on halvingGame(1500) finds the theory\'s move (a proof holds at every depth)', () => {
    const game = halvingGame(1500);
    expect(searchPlayer({ depth: 1500 })(game.start, Math.random)).toBe(game.winningMove?.(game.start));
  });

  it('item 20 - a line past 500,000 plies is a RangeError, not an exhausted heap', () => {
    const error = thrownBy(RangeError, () => searchPlayer({ depth: 10 ** 9 })(defineGame(countdown(600_000)).start, Math.random));
    expect(error.message).toBe('searchPlayer: the line searched is longer than 500000 plies, the most it reads; give a smaller depth');
  });
});

describe('item 21 - the caller\'s errors are the caller\'s', () => {
  const game = nimGame([3, 4]);

  it('item 21 - competition type-checks alternate', () => {
    expect(thrownBy(TypeError, () => competition(game, randomPlayer, randomPlayer, { rounds: 2, alternate: 'yes' as unknown as boolean })).message).toBe(
      'alternate must be a boolean, got "yes"',
    );
  });

  const brokenSources: [string, RandomSource, Error][] = [
    ['returns NaN', () => Number.NaN, new RangeError('random must return a number in [0, 1), got NaN')],
    ['returns 1', () => 1, new RangeError('random must return a number in [0, 1), got 1')],
    ['returns a string', (() => '0.5') as unknown as RandomSource, new TypeError('random must return a number in [0, 1), got "0.5"')],
    [
      'is constant (exact sampling keeps rejecting it)',
      () => 0.99,
      new RangeError('random gave 64 draws in a row that fall outside [0, 7): it is not a uniform source of numbers in [0, 1) (a constant function, say)'),
    ],
  ];

  it.each(brokenSources)('item 21 - a random option that %s is thrown to the caller, not a forfeit of seat 0', (_name, random, expected) => {
    expect(() => competition(game, randomPlayer, randomPlayer, { rounds: 3, random })).toThrow(expected);
    expect(() => playMatch(game, [randomPlayer, randomPlayer], { random })).toThrow(expected);
    expect(() => playMatch(game, [randomPlayer, randomPlayer], { random, timeLimit: 1000 })).toThrow(expected);
  });

  it('item 21 - a source that throws: its own error reaches the caller, also through an asynchronous player', async () => {
    const broken = new Error('entropy ran out');
    const random: RandomSource = () => {
      throw broken;
    };
    expect(() => competition(game, randomPlayer, perfectPlayer, { rounds: 2, random })).toThrow(broken);
    const asynchronous: Player<Move> = async (state, source) => {
      await Promise.resolve();
      return randomPlayer(state, source);
    };
    await expect(Promise.resolve(playMatch(game, [asynchronous, randomPlayer], { random }))).rejects.toBe(broken);
    await expect(Promise.resolve(playMatch(game, [asynchronous, randomPlayer], { random, timeLimit: 1000 }))).rejects.toBe(broken);
  });

  it('item 21 - a player that swallows the source\'s error cannot make the match count', () => {
    const swallowing: SyncPlayer<Move> = (state, random) => {
      try {
        random();
      } catch {
        // keeps playing
      }
      return state.moveAt(0);
    };
    expect(() => playMatch(game, [swallowing, swallowing], { random: () => -1 })).toThrow(new RangeError('random must return a number in [0, 1), got -1'));
  });

  it('item 21 - a good custom source still plays, and a player\'s own throw is still its forfeit', () => {
    const seeded = createRandom(5);
    const custom: RandomSource = () => seeded();
    expect(competition(game, perfectPlayer, randomPlayer, { rounds: 10, random: custom }).wins).toEqual([10, 0]);
    const thrower: SyncPlayer<Move> = () => {
      throw new Error('mine');
    };
    expect(playMatch(game, [thrower, randomPlayer], { random: custom }).forfeit).toEqual({ seat: 0, reason: 'threw', cause: new Error('mine') });
  });

  it('item 21 - Nim refuses a start whose action ids pass 2^53', () => {
    expect(thrownBy(RangeError, () => nimGame([2 ** 52, 0, 0])).message).toBe(
      'the action ids of nim number 3 heaps × the largest heap 4503599627370496, more than a safe integer; use fewer or smaller heaps',
    );
    expect(nimGame([2 ** 51, 0]).actionCount).toBe(2 ** 52);
  });
});

describe('items 2, 3 and 20 under node --max-old-space-size=512 (dist/)', () => {
  it('items 2, 3 and 20 - each is a typed error, not a V8 fatal error, and the heap is small again afterwards', () => {
    const script = `
      const k = await import(${JSON.stringify(join(ROOT, 'dist/index.js'))});
      const tries = {
        solve: () => k.solve(k.nimGame([1e8]).start, { maxStates: 1000 }),
        depth: () => k.solve(k.halvingGame(2 ** 40, { play: 'normal' }).start),
        search: () => k.searchPlayer({ depth: 1e9 })(k.halvingGame(2 ** 40, { play: 'normal' }).start, Math.random),
        actions: () => k.nimGame([2 ** 28]).start.actions(),
        moves: () => k.halvingGame(2 ** 29).start.moves(),
        mcts: () => k.mctsPlayer({ iterations: 100 })(k.nimGame([1e8]).start, k.createRandom(1)).count >= 1,
      };
      for (const [name, run] of Object.entries(tries)) {
        try { console.log(name, 'ok', run()); } catch (error) { console.log(name, error.constructor.name); }
      }
      globalThis.gc();
      console.log('heap', process.memoryUsage().heapUsed < 64 * 2 ** 20);
    `;
    const run = spawnSync(process.execPath, ['--max-old-space-size=512', '--expose-gc', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 60_000 });
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
    expect(run.stdout).toBe('solve RangeError\ndepth RangeError\nsearch RangeError\nactions RangeError\nmoves RangeError\nmcts ok true\nheap true\n');
  });
});
