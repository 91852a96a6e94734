import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { createSolver, IllegalMoveError, MAX_LISTED_MOVES, MAX_WELTER_SQUARE, perfectPlayer, playMatch, randomPlayer, searchPlayer, welterGame, welterMove, welterValue } from '../../src/index.js';
import { thrownBy } from '../helpers.js';
import { allPositions, bruteMoves, slide } from './reference.js';

/** The action id of a move by its definition, in exact bigint arithmetic. */
function bigActionId(from: number, to: number): bigint {
  return (BigInt(from) * BigInt(from - 1)) / 2n + BigInt(to);
}

/** Every position of up to `most` coins below `size`. */
function positionsUpTo(most: number, size: number): number[][] {
  return Array.from({ length: most }, (_unused, index) => allPositions(index + 1, size)).flat();
}

describe('welterGame', () => {
  test('welterGame - start, moves, actions, text and picture', () => {
    const game = welterGame([7, 2, 5]);
    expect([game.name, game.ending, game.actionCount, game.rulesKey]).toEqual(['welter:2,5,7 normal', 'normal', 28, 'welter normal']);
    const { start } = game;
    expect([start.position, start.player, start.isTerminal, start.winner, start.key()]).toEqual([[2, 5, 7], 0, false, undefined, '0:2,5,7']);
    expect(start.moves().map((move) => game.formatMove(move))).toEqual(['2-0', '2-1', '5-0', '5-1', '5-3', '5-4', '7-0', '7-1', '7-3', '7-4', '7-6']);
    expect(start.actions()).toEqual([1, 2, 10, 11, 13, 14, 21, 22, 24, 25, 27]);
    expect(start.moveAt(4)).toEqual({ from: 5, to: 3 });
    expect(String(start)).toBe('welter 2,5,7 [..o..o.o], player 0 to move');
    expect(game.winningMove?.(start)).toEqual({ from: 7, to: 4 });
    expect(start.playAction(21).position).toEqual([0, 2, 5]);
    expect(start.play({ from: 5, to: 0 }).key()).toBe('1:0,2,7');
    expect(String(welterGame([2, 0, 1]).start)).toBe('welter 0,1,2 [ooo], player 1 won');
    expect(String(welterGame([0, 1, 2], { play: 'misere' }).start)).toBe('welter 0,1,2 [ooo], player 0 won');
    expect(String(welterGame([40]).start)).toBe('welter 40, player 0 to move');
    expect(welterGame([39]).start.toString()).toBe(`welter 39 [${'.'.repeat(39)}o], player 0 to move`);
    expect(welterGame([3, 1], { play: 'misere' }).name).toBe('welter:1,3 misere');
  });

  test('welterGame - move text: from-to or from>to, null otherwise', () => {
    const game = welterGame([9]);
    const cases: [string, { from: number; to: number } | null][] = [
      ['7-2', { from: 7, to: 2 }],
      [' 7 > 2 ', { from: 7, to: 2 }],
      ['0-0', { from: 0, to: 0 }], // the form of a move; play refuses it
      ['7:2', null],
      ['7-', null],
      ['-2', null],
      ['7-2-1', null],
      ['', null],
      ['99999999999999999-1', null], // past 2^53
      ['12345678901234567890-1', null],
    ];
    for (const [text, move] of cases) expect(game.parseMove(text)).toEqual(move);
    expect(game.formatMove({ from: 7, to: 2 })).toBe('7-2');
    expect(thrownBy(TypeError, () => game.formatMove({ from: -1, to: 2 })).message).toBe('move must be a move of welter:9 normal, got an object');
    expect(thrownBy(TypeError, () => game.parseMove(7 as unknown as string)).message).toBe('text must be a string, got 7');
  });

  test('welterGame - moves(), moveAt, actions() and playAction match a brute-force generation on every position of up to 4 coins on 11 squares', () => {
    const game = welterGame([10]);
    let checked = 0;
    for (const squares of positionsUpTo(4, 11)) {
      const state = game.at(squares);
      const expected = bruteMoves(squares);
      expect(state.moves().map(({ from, to }) => [from, to])).toEqual(expected);
      expect(state.moveCount()).toBe(expected.length);
      expect(state.isTerminal).toBe(expected.length === 0);
      expect(state.actions()).toEqual(expected.map(([from, to]) => Number(bigActionId(from, to))));
      expected.forEach(([from, to], index) => {
        expect(state.moveAt(index)).toEqual({ from, to });
        expect(state.playAction(Number(bigActionId(from, to))).position).toEqual(slide(squares, from, to));
        expect(game.parseMove(game.formatMove({ from, to }))).toEqual({ from, to });
      });
      checked++;
    }
    expect(checked).toBe(561);
  });

  test.each(['normal', 'misere'] as const)('welterGame - %s: solve agrees with the theory on every position of up to 5 coins on 12 squares', (play) => {
    const game = welterGame([11], { play });
    const solver = createSolver();
    let lost = 0;
    for (const squares of positionsUpTo(5, 12)) {
      const state = game.at(squares);
      // Misère: lost in couples {j, 2n − 1 − j} with value 1, elsewhere with value 0 (welter.ts proves it).
      const top = 2 * squares.length - 1;
      const inCouples = squares.every((square) => square <= top && !squares.includes(top - square));
      const theoryLost = welterValue(squares) === (play === 'misere' && inCouples ? 1 : 0);
      expect(solver.solve(state).result).toBe(theoryLost ? 'loss' : 'win');
      const move = game.winningMove?.(state) ?? null;
      expect(move).toEqual(welterMove(squares, { play }));
      expect(move === null).toBe(theoryLost || state.isTerminal);
      if (move !== null) expect(solver.solve(state.play(move)).result).toBe('loss');
      if (theoryLost) lost++;
    }
    expect(lost).toBeGreaterThan(100);
  });

  test.each(['normal', 'misere'] as const)('welterGame - %s: the perfect player never loses a won position to random or search players', (play) => {
    const opponents = [randomPlayer, searchPlayer({ depth: 2 })];
    let won = 0;
    for (const squares of positionsUpTo(3, 9)) {
      const game = welterGame(squares, { play });
      if (game.start.isTerminal || game.winningMove?.(game.start) === null) continue;
      won++;
      opponents.forEach((opponent, seed) => {
        expect(playMatch(game, [perfectPlayer, opponent], { seed }).winner).toBe(0);
      });
    }
    expect(won).toBeGreaterThan(60);
  });

  test('welterGame - far squares: moveCount, moveAt and actions by bisection, the winning move at once', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: MAX_WELTER_SQUARE }), { minLength: 1, maxLength: 300 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (given, fraction) => {
          const game = welterGame(given);
          const squares = given.slice().sort((a, b) => a - b);
          const { start } = game;
          const count = squares.reduce((sum, square, index) => sum + square - index, 0);
          expect(start.moveCount()).toBe(count);
          expect(game.actionCount).toBe(Number((BigInt(squares.at(-1) ?? 0) * BigInt((squares.at(-1) ?? 0) + 1)) / 2n));
          if (count === 0) return;
          const index = Math.floor(fraction * count);
          const move = start.moveAt(index);
          // The move is the one counted at `index`: coins before it, then its empty squares below `to`.
          const coin = squares.indexOf(move.from);
          const before = squares.slice(0, coin).reduce((sum, square, at) => sum + square - at, 0);
          const emptyBelow = move.to - squares.filter((square) => square < move.to).length;
          expect(coin >= 0 && move.to < move.from && !squares.includes(move.to)).toBe(true);
          expect(before + emptyBelow).toBe(index);
          const id = bigActionId(move.from, move.to);
          expect(start.playAction(Number(id)).position).toEqual(start.play(move).position);
          if (index + 1 < count) {
            const next = start.moveAt(index + 1);
            expect(bigActionId(next.from, next.to) > id).toBe(true);
          }
          const winning = game.winningMove?.(start) ?? null;
          expect(winning === null).toBe(welterValue(squares) === 0);
          if (winning !== null) expect(welterValue(start.play(winning).position)).toBe(0);
        },
      ),
      { numRuns: 60 },
    );
  });

  test('welterGame - the numbering stays exact at the highest square', () => {
    const game = welterGame([MAX_WELTER_SQUARE, 0]);
    expect(BigInt(game.actionCount)).toBe((BigInt(MAX_WELTER_SQUARE) * BigInt(MAX_WELTER_SQUARE + 1)) / 2n);
    expect(Number.isSafeInteger(game.actionCount)).toBe(true);
    const { start } = game;
    expect(start.moveCount()).toBe(MAX_WELTER_SQUARE - 1);
    expect(start.moveAt(MAX_WELTER_SQUARE - 2)).toEqual({ from: MAX_WELTER_SQUARE, to: MAX_WELTER_SQUARE - 1 });
    expect(start.playAction(game.actionCount - 1).position).toEqual([0, MAX_WELTER_SQUARE - 1]);
    expect(start.playAction(Number(bigActionId(MAX_WELTER_SQUARE, 1))).position).toEqual([0, 1]);
    expect(game.winningMove?.(start)).toEqual({ from: MAX_WELTER_SQUARE, to: 1 });
    expect(() => welterGame([MAX_WELTER_SQUARE, 1 + MAX_LISTED_MOVES]).start.moves()).toThrow(RangeError);
  });

  test('welterGame - illegal moves and actions', () => {
    const { start } = welterGame([1, 4]);
    const cases: [unknown, string, string][] = [
      [{ from: 3, to: 0 }, 'illegal-move', 'illegal move 3-0 in welter:1,4 normal: there is no coin on square 3'],
      [{ from: 1, to: 1 }, 'illegal-move', 'illegal move 1-1 in welter:1,4 normal: a coin slides down, and square 1 is not below 1'],
      [{ from: 1, to: 4 }, 'illegal-move', 'illegal move 1-4 in welter:1,4 normal: a coin slides down, and square 4 is not below 1'],
      [{ from: 4, to: 1 }, 'illegal-move', 'illegal move 4-1 in welter:1,4 normal: square 1 holds a coin'],
      [{ from: 4, to: -1 }, 'not-a-move', 'not a move of welter:1,4 normal: an object'],
      [{ from: 4.5, to: 1 }, 'not-a-move', 'not a move of welter:1,4 normal: an object'],
      [{ heap: 1, count: 1 }, 'not-a-move', 'not a move of welter:1,4 normal: an object'],
      ['4-0', 'not-a-move', 'not a move of welter:1,4 normal: "4-0"'],
    ];
    for (const [move, code, message] of cases) {
      const error = thrownBy(IllegalMoveError, () => start.play(move as never));
      expect([error.code, error.message]).toEqual([code, message]);
    }
    expect(thrownBy(IllegalMoveError, () => start.playAction(5)).message).toBe('action 5 is not legal in welter:1,4 normal at 1,4'); // 5 = 3·2/2 + 2: no coin on 3
    expect(thrownBy(IllegalMoveError, () => start.playAction(7)).code).toBe('no-such-action'); // 4-1: square 1 holds a coin
    expect(thrownBy(IllegalMoveError, () => start.playAction(10)).code).toBe('no-such-action'); // past actionCount
    expect(thrownBy(IllegalMoveError, () => welterGame([0]).start.play({ from: 0, to: 0 })).code).toBe('game-over');
    expect(start.position).toEqual([1, 4]);
  });

  test('welterGame - refuses a bad start', () => {
    const cases: [unknown, unknown, ErrorConstructor, string][] = [
      [5, undefined, TypeError, 'positions must be an array, got 5'],
      [[], undefined, RangeError, 'positions must hold at least one coin'],
      [[1, '2'], undefined, TypeError, 'positions[1] must be a number, got "2"'],
      [[1n], undefined, TypeError, 'positions[0] must be a number, got 1n'],
      [[-1], undefined, RangeError, 'positions[0] must be a non-negative safe integer, got -1'],
      [[0.5], undefined, RangeError, 'positions[0] must be a non-negative safe integer, got 0.5'],
      // eslint-disable-next-line no-sparse-arrays -- a hole is refused like any bad entry
      [[1, , 2], undefined, TypeError, 'positions[1] must be a number, got undefined'],
      [[3, 5, 3], undefined, RangeError, 'positions[0] and positions[2] are both square 3: each coin needs a square of its own'],
      [
        [2, MAX_WELTER_SQUARE + 1],
        undefined,
        RangeError,
        'positions[1] must be at most 134217727 (2^27 − 1), so that every action id from·(from − 1)/2 + to is a safe integer, got 134217728',
      ],
      [[1], null, TypeError, 'options must be an object, got null'],
      [[1], { play: 'draw' }, RangeError, "play must be 'normal' or 'misere', got \"draw\""],
    ];
    for (const [positions, options, ErrorClass, message] of cases) {
      expect(thrownBy(ErrorClass, () => welterGame(positions as number[], options as never)).message).toBe(message);
    }
    // -0 is square 0, and the caller's array is copied.
    const given = [3, -0];
    const game = welterGame(given);
    given[0] = 9;
    expect([game.name, Object.is(game.start.position[0], -0)]).toEqual(['welter:0,3 normal', false]);
  });
});
