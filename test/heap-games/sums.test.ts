import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { Board, HeapGame, halvingGrundy, nimSum, sticksPerfectPlayer, winningMoves } from '../../src/index.js';
import type { Ending } from '../../src/index.js';
import { allSums, referenceOptions, referenceWins } from './reference.js';

// Sums of heaps in both endings: outcomes against exhaustive search, winning moves checked for legality and
// for leaving a lost position, and agreement with nimkit's other members of the family.

const PLAYS: readonly Ending[] = ['normal', 'misere'];
const SUMS = allSums(14);

describe('HeapGame.outcome - every sum of total at most 14 against exhaustive search', () => {
  test.each(['0.77', '0.07', '0.137', '4!', '0.[3]', '0.33', '0.00[3]', '0.1f!', '4.07'])('%s', (code) => {
    const game = HeapGame.parse(code);
    for (const play of PLAYS) {
      const memo = new Map<string, boolean>();
      for (const heaps of SUMS) {
        const wins = referenceWins((n) => referenceOptions(code, n), heaps, play === 'misere', memo);
        expect([heaps, play, game.outcome(heaps, { play })]).toEqual([heaps, play, wins ? 'N' : 'P']);
      }
    }
  });

  test('heaps of 0 and heaps with no move change nothing; order does not matter', () => {
    const game = HeapGame.parse('4!');
    for (const play of PLAYS) {
      expect(game.outcome([0, 1, 2, 5, 7], { play })).toBe(game.outcome([7, 5], { play }));
      expect(game.outcome([], { play })).toBe(play === 'normal' ? 'P' : 'N');
    }
  });
});

describe('HeapGame.winningMoves', () => {
  test.each(['0.77', '0.137', '4!', '0.[3]', '0.0300303', '8?'])('%s - every move is legal, leaves a P-position, and none is missing', (code) => {
    const game = HeapGame.parse(code);
    for (const play of PLAYS) {
      for (const heaps of SUMS.filter((sum) => sum.length <= 3 && sum.reduce((a, b) => a + b, 0) <= 12)) {
        const moves = game.winningMoves(heaps, { play });
        const expected: string[] = [];
        heaps.forEach((heap, index) => {
          for (const leave of game.options(heap)) {
            const next = [...heaps.slice(0, index), ...heaps.slice(index + 1), ...leave];
            if (game.outcome(next, { play }) === 'P') expected.push(`${index + 1}:${leave.join(',')}`);
          }
        });
        expect(moves.map((move) => `${move.heap}:${move.leave.join(',')}`)).toEqual(expected);
        // A won position has a winning move, except a misère position with no move at all.
        const canMove = heaps.some((heap) => game.options(heap).length > 0);
        expect(moves.length > 0).toBe(canMove && game.outcome(heaps, { play }) === 'N');
        for (const { heap, take, leave } of moves) {
          const size = heaps[heap - 1] ?? -1;
          expect(referenceOptions(code, size).map((result) => result.join(','))).toContain(leave.join(','));
          expect(take).toBe(size - leave.reduce((a, b) => a + b, 0));
          expect(leave).toEqual([...leave].sort((a, b) => a - b));
        }
      }
    }
  });

  test('heap numbers are 1-based and equal heaps each get their moves', () => {
    expect(HeapGame.parse('0.[3]').winningMoves([0, 2, 3])).toEqual([{ heap: 3, take: 1, leave: [2] }]);
    expect(HeapGame.parse('0.77').winningMoves([2, 2, 2])).toEqual([
      { heap: 1, take: 2, leave: [] },
      { heap: 2, take: 2, leave: [] },
      { heap: 3, take: 2, leave: [] },
    ]);
  });

  test('a misère position too large for exact search throws a RangeError instead of hanging', () => {
    // Dawson's Kayles: no final misère quotient is known (none within play's budget), so misère play falls back to search.
    const game = HeapGame.parse('0.07');
    const message =
      'misère play is solved by exact search, and this position needs more than 100000 positions, 1048576 listed moves or 67108864 characters of position keys, or lines of play longer than 1000 moves: too large to solve';
    expect(() => game.outcome([6000], { play: 'misere' })).toThrow(new RangeError(message));
    expect(() => game.winningMoves([3, 6000], { play: 'misere' })).toThrow(new RangeError(message));
    // Normal play of the same position is immediate, and the game still answers small positions afterwards.
    expect(game.outcome([6000])).toBe('N');
    expect(game.outcome([1], { play: 'misere' })).toBe('N');
  });

  test.each([
    [[1, -1], RangeError, 'heaps[1] must be a non-negative safe integer, got -1'],
    [[Number.NaN], RangeError, 'heaps[0] must be a non-negative safe integer, got NaN'],
    [[1.5], RangeError, 'heaps[0] must be a non-negative safe integer, got 1.5'],
    [[2 ** 53], RangeError, 'heaps[0] must be a non-negative safe integer, got 9007199254740992'],
    [['3'], TypeError, 'heaps[0] must be a number, got "3"'],
    ['3', TypeError, 'heaps must be an array, got "3"'],
  ])('bad heaps %j throw, naming the value', (heaps, ErrorClass, message) => {
    const game = HeapGame.parse('0.77');
    expect(() => game.outcome(heaps as number[])).toThrow(new ErrorClass(message));
    expect(() => game.winningMoves(heaps as number[], { play: 'misere' })).toThrow(new ErrorClass(message));
  });

  test('a bad play option is a TypeError', () => {
    expect(() => HeapGame.parse('0.77').outcome([1], { play: 'misère' as Ending })).toThrow(
      new TypeError(`options.play must be 'normal' or 'misere', got "misère"`),
    );
  });
});

describe('agreement with the rest of nimkit', () => {
  const nim = HeapGame.parse('0.[3]');

  test('Nim 0.[3] agrees with Bouton: nim-sum, outcome and winning moves in both endings', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 12 }), { maxLength: 4 }), (heaps) => {
        expect(nim.grundyValues(13)).toEqual(Uint32Array.from({ length: 13 }, (_, n) => n));
        for (const play of PLAYS) {
          const misere = play === 'misere';
          const bouton = winningMoves(heaps, { play });
          const ours = nim.winningMoves(heaps, { play });
          expect(ours.map(({ heap, take }) => ({ heap, count: take }))).toEqual(bouton);
          if (!misere) expect(nim.outcome(heaps) === 'N').toBe(nimSum(heaps) !== 0);
          if (heaps.some((heap) => heap > 0)) expect(nim.outcome(heaps, { play }) === 'N').toBe(bouton.length > 0);
        }
      }),
      { numRuns: 200 },
    );
  });

  test('halving via fromRule agrees with halvingGrundy', () => {
    const halving = HeapGame.fromRule('halving', (n) => Array.from({ length: Math.floor(n / 2) }, (_, i) => [n - 1 - i]));
    expect(halving.code).toBeUndefined();
    expect(halving.name).toBe('halving');
    const values = halving.grundyValues(1500);
    // 0 is not a position of the halving game (no take empties a heap), so the comparison starts at 1.
    for (let n = 1; n < 1500; n++) expect(values[n]).toBe(halvingGrundy(n));
    expect(halving.options(5)).toEqual([[4], [3]]);
  });

  test('fromRule rejects a result that does not shrink the heap', () => {
    const bad = HeapGame.fromRule('grow', (n) => [[n]]);
    expect(() => bad.grundy(3)).toThrow(new RangeError('rule "grow" left a heap of 0 from heap 0: every heap left must be a whole number below 0'));
  });

  test('each run of a sticks board is a 0.[7] heap: the misère outcome matches the perfect player', () => {
    const sticks = HeapGame.parse('0.[7]');
    const runs = (board: Board): number[] => board.segments().map((segment) => segment.length);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 4 }), (rows) => {
        const board = new Board(rows);
        const outcome = sticks.outcome(runs(board), { play: 'misere' });
        const after = board.clone().mark(sticksPerfectPlayer(board, Math.random));
        // A won position: the perfect player leaves a lost one (an empty board is lost for... the one who marked last).
        if (outcome === 'N') expect(after.isOver() ? 'N' : sticks.outcome(runs(after), { play: 'misere' })).toBe(after.isOver() ? 'N' : 'P');
        // A lost position: every move leaves a won one.
        if (outcome === 'P') expect(sticks.winningMoves(runs(board), { play: 'misere' })).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });
});
