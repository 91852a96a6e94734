import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { IllegalMoveError, createSolver, isWythoffLosing, perfectPlayer, playMatch, randomPlayer, searchPlayer, wythoffGame, wythoffMove } from '../../src/index.js';
import type { WythoffGame, WythoffMove } from '../../src/index.js';
import { thrownBy } from '../helpers.js';
import { bruteMoves, lostTable } from './reference.js';

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

describe('wythoffGame', () => {
  test('wythoffGame - the start state, name, text, key and picture', () => {
    const game = wythoffGame([4, 5]);
    expect([game.name, game.ending, game.rulesKey, game.actionCount]).toEqual(['wythoff:4,5 normal', 'normal', 'wythoff normal', 13]);
    const { start } = game;
    expect([start.player, start.isTerminal, start.winner, start.position]).toEqual([0, false, undefined, [4, 5]]);
    expect([start.key(), String(start), start.moveCount()]).toEqual(['0:4,5', 'wythoff 4,5, player 0 to move', 13]);
    expect(start.moves().map((move) => game.formatMove(move)).join(' ')).toBe('1,0 2,0 3,0 4,0 0,1 0,2 0,3 0,4 0,5 1,1 2,2 3,3 4,4');
    expect(game.winningMove?.(start)).toEqual({ first: 3, second: 3 });
    const next = start.play({ first: 3, second: 3 });
    expect([next.position, next.player, next.key()]).toEqual([[1, 2], 1, '1:1,2']);
    expect(Object.isFrozen(start) && Object.isFrozen(start.position) && Object.isFrozen(game)).toBe(true);
    expect(String(next.play({ first: 0, second: 2 }).play({ first: 1, second: 0 }))).toBe('wythoff 0,0, player 0 won');
    expect(game.at([1, 2]).moveCount()).toBe(4);

    const fraenkel = wythoffGame([3, 5], { a: 2, play: 'misere' });
    expect([fraenkel.name, fraenkel.rulesKey, String(fraenkel.start)]).toEqual(['wythoff:3,5:2 misere', 'wythoff:2 misere', 'wythoff a=2 3,5, player 0 to move']);
    // Misère play with a >= 2 has no theory: the perfect player falls back to the solver.
    expect(typeof fraenkel.winningMove).toBe('undefined');
    expect(typeof wythoffGame([3, 5], { play: 'misere' }).winningMove).toBe('function');
  });

  test('wythoffGame - moves(), moveAt(), actions() and the move text agree with a brute-force list (a = 1, 2, 3, 7)', () => {
    for (const a of [1, 2, 3, 7]) {
      const game = wythoffGame([12, 10], { a });
      const ids = new Set<number>();
      for (let x = 0; x <= 12; x++) {
        for (let y = 0; y <= 10; y++) {
          const state = game.at([x, y]);
          const expected = bruteMoves(x, y, a);
          const moves = state.moves();
          expect(moves).toEqual(expected);
          expect(state.moveCount()).toBe(expected.length);
          expect(moves.map((_, index) => state.moveAt(index))).toEqual(expected);
          const actions = state.actions();
          // Ascending, below actionCount, and in the order of the moves.
          expect(actions.every((id, index) => id >= 0 && id < game.actionCount && (index === 0 || id > (actions[index - 1] ?? -1)))).toBe(true);
          expect(actions.map((id) => state.playAction(id).position)).toEqual(moves.map((move) => state.play(move).position));
          for (const id of actions) ids.add(id);
          for (const move of moves) expect(game.parseMove(game.formatMove(move))).toEqual(move);
        }
      }
      // Ids may be left unused (for a = 1, taking 11 or 12 from both heaps needs a second heap above 10).
      expect(Math.max(...ids)).toBeLessThan(game.actionCount);
      if (a === 1) expect(ids.size).toBe(game.actionCount - 2);
    }
    // A square start of Wythoff's game uses every id.
    const square = wythoffGame([6, 6]);
    const used = new Set<number>();
    for (let x = 0; x <= 6; x++) for (let y = 0; y <= 6; y++) for (const id of square.at([x, y]).actions()) used.add(id);
    expect(used.size).toBe(square.actionCount);
  });

  test('wythoffGame - huge heaps: counts and moveAt without a list, and the instant theory', () => {
    const big = 10 ** 15;
    const game = wythoffGame([big, 2 * big]);
    expect(game.actionCount).toBe(4 * big);
    expect(game.start.moveCount()).toBe(4 * big);
    expect(game.start.moveAt(4 * big - 1)).toEqual({ first: big, second: big });
    expect(game.start.moveAt(big)).toEqual({ first: 0, second: 1 });
    expect(() => game.start.moves()).toThrow(RangeError);
    const move = game.winningMove?.(game.start);
    expect(move).toEqual(wythoffMove(big, 2 * big));
    const after = game.start.play(move ?? { first: 1, second: 0 });
    expect(isWythoffLosing(...after.position)).toBe(true);

    // Fraenkel a = 5 on heaps of 10^12: each k has 9 partners l, but 10 pairs are missing at each end.
    const side = 10 ** 12;
    const fraenkel = wythoffGame([side, side], { a: 5 });
    const count = 2 * side + 9 * side - 20;
    expect(fraenkel.start.moveCount()).toBe(count);
    expect([0, 1, 4, 5, 10, 11].map((rank) => fraenkel.start.moveAt(2 * side + rank))).toEqual([
      { first: 1, second: 1 },
      { first: 1, second: 2 },
      { first: 1, second: 5 },
      { first: 2, second: 1 },
      { first: 2, second: 6 },
      { first: 3, second: 1 },
    ]);
    expect(fraenkel.start.moveAt(count - 1)).toEqual({ first: side, second: side });
    expect(fraenkel.start.moveAt(count - 5)).toEqual({ first: side, second: side - 4 });
    expect(fraenkel.start.play({ first: 7, second: 3 }).position).toEqual([side - 7, side - 3]);
  });

  test('wythoffGame - moveAt of a Fraenkel game agrees with a brute-force count on medium heaps', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 300 }), fc.integer({ min: 2, max: 400 }), (x, y, a) => {
        const state = wythoffGame([x, y], { a }).start;
        const expected = bruteMoves(x, y, a);
        expect(state.moveCount()).toBe(expected.length);
        for (const index of [0, 1, x + y, x + y + 1, Math.floor(expected.length / 2), expected.length - 2, expected.length - 1]) {
          if (index >= 0 && index < expected.length) expect(state.moveAt(index)).toEqual(expected[index]);
        }
      }),
      { numRuns: 60, seed: 9 },
    );
  });

  test('wythoffGame - solve agrees with the theory on every position up to 36, both endings, a = 1 and 2', () => {
    for (const play of ['normal', 'misere'] as const) {
      for (const a of [1, 2]) {
        const game = wythoffGame([36, 36], { a, play });
        const solver = createSolver();
        const lost = a === 2 && play === 'misere' ? lostTable(36, 2, 'misere') : undefined;
        const wrong: string[] = [];
        for (let x = 0; x <= 36; x++) {
          for (let y = 0; y <= 36; y++) {
            const state = game.at([x, y]);
            const theory = lost === undefined ? isWythoffLosing(x, y, { a, play }) && !(x === 0 && y === 0 && play === 'misere') : lost[x]?.[y] === true;
            const { result } = solver.solve(state);
            if ((result === 'loss') !== theory) wrong.push(`${x},${y} ${play} a=${a}`);
            // The theory's move is a winning move of the solver's game.
            const move = game.winningMove?.(state) ?? null;
            if (game.winningMove !== undefined && (move === null) !== (result === 'loss' || state.isTerminal)) wrong.push(`move ${x},${y}`);
            if (move !== null && solver.solve(state.play(move)).result !== 'loss') wrong.push(`move ${x},${y} does not win`);
          }
        }
        expect(wrong).toEqual([]);
      }
    }
  });

  test('wythoffGame - the perfect player never loses a won position against random and search players', () => {
    const wrong: string[] = [];
    for (const [a, play] of [[1, 'normal'], [1, 'misere'], [2, 'normal'], [2, 'misere']] as const) {
      const lost = lostTable(9, a, play);
      for (let x = 0; x <= 9; x++) {
        for (let y = 0; y <= 9; y++) {
          const game = wythoffGame([x, y], { a, play });
          if (game.start.isTerminal) continue;
          const won = lost[x]?.[y] === false;
          for (const [name, opponent] of [['random', randomPlayer], ['search', searchPlayer({ depth: 3 })]] as const) {
            // From a won start the perfect player moves first; from a lost one, second after the opponent's move.
            const seats = won ? ([perfectPlayer, opponent] as const) : ([opponent, perfectPlayer] as const);
            const { winner } = playMatch(game, seats, { seed: x * 10 + y });
            if (winner !== (won ? 0 : 1)) wrong.push(`${x},${y} a=${a} ${play} vs ${name}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  test('wythoffGame - illegal moves and actions throw IllegalMoveError with its code', () => {
    const game: WythoffGame = wythoffGame([3, 5]);
    const cases: [WythoffMove, string][] = [
      [{ first: 4, second: 0 }, 'illegal move 4,0 in wythoff:3,5 normal: the first heap holds 3'],
      [{ first: 0, second: 6 }, 'illegal move 0,6 in wythoff:3,5 normal: the second heap holds 5'],
      [{ first: 1, second: 2 }, 'illegal move 1,2 in wythoff:3,5 normal: a move on both heaps takes the same number from each'],
    ];
    for (const [move, message] of cases) {
      const error = thrownBy(IllegalMoveError, () => game.start.play(move));
      expect([error.message, error.code]).toEqual([message, 'illegal-move']);
    }
    const fraenkel = wythoffGame([3, 5], { a: 2 });
    expect(fraenkel.start.play({ first: 1, second: 2 }).position).toEqual([2, 3]);
    expect(thrownBy(IllegalMoveError, () => fraenkel.start.play({ first: 1, second: 3 })).message).toBe(
      'illegal move 1,3 in wythoff:3,5:2 normal: a move on both heaps takes numbers that differ by less than 2',
    );
    for (const bad of [{ first: 0, second: 0 }, { first: -1, second: 2 }, { first: 1.5, second: 0 }, { first: 1 }, '1,0', null]) {
      expect(thrownBy(IllegalMoveError, () => game.start.play(bad as never)).code).toBe('not-a-move');
    }
    expect(thrownBy(IllegalMoveError, () => game.start.playAction(game.actionCount)).code).toBe('no-such-action');
    expect(thrownBy(IllegalMoveError, () => game.start.playAction(1.5)).code).toBe('no-such-action');
    const over = game.start.play({ first: 3, second: 3 }).play({ first: 0, second: 2 });
    expect(over.isTerminal).toBe(true);
    expect(thrownBy(IllegalMoveError, () => over.play({ first: 1, second: 0 })).code).toBe('game-over');
    // Text: spaces allowed, anything else is not a move's form.
    expect(game.parseMove(' 2 , 0 ')).toEqual({ first: 2, second: 0 });
    expect([game.parseMove('0,0'), game.parseMove('2'), game.parseMove('-1,2'), game.parseMove('1,2,3'), game.parseMove(`${2 ** 53},0`)]).toEqual([null, null, null, null, null]);
    expect(() => game.formatMove({ first: 0, second: 0 })).toThrow(TypeError);
  });

  test('wythoffGame - bad starts and options throw typed errors', () => {
    const cases: [() => unknown, ErrorConstructor, string][] = [
      [() => wythoffGame('3,5' as never), TypeError, 'heaps must be an array, got "3,5"'],
      [() => wythoffGame([3]), RangeError, 'heaps must hold exactly two heaps, got 1'],
      [() => wythoffGame([3, 5, 7]), RangeError, 'heaps must hold exactly two heaps, got 3'],
      [() => wythoffGame([3, -1]), RangeError, 'heaps[1] must be a non-negative safe integer, got -1'],
      [() => wythoffGame([3, 2n] as never), TypeError, 'heaps[1] must be a number, got 2n'],
      [() => wythoffGame([3, 5], { a: 0 }), RangeError, 'a must be a positive safe integer, got 0'],
      [() => wythoffGame([3, 5], { play: 'draw' } as never), RangeError, "play must be 'normal' or 'misere', got \"draw\""],
      [() => wythoffGame([3, 5], 'misere' as never), TypeError, 'options must be an object, got "misere"'],
      [
        () => wythoffGame([2 ** 52, 2 ** 52]),
        RangeError,
        'heaps 4503599627370496,4503599627370496 with a = 1 would number their moves past Number.MAX_SAFE_INTEGER (actionCount = x + y + x·(2w − 1), w = min(a, max(x, y))): use smaller heaps or a smaller a',
      ],
      [
        () => wythoffGame([10 ** 8, 10 ** 8], { a: 10 ** 8 }),
        RangeError,
        'heaps 100000000,100000000 with a = 100000000 would number their moves past Number.MAX_SAFE_INTEGER (actionCount = x + y + x·(2w − 1), w = min(a, max(x, y))): use smaller heaps or a smaller a',
      ],
    ];
    for (const [action, ErrorClass, message] of cases) expect(thrownBy(ErrorClass, action).message).toBe(message);
    // The largest start whose numbering is safe.
    const third = Math.floor(MAX_SAFE / 3);
    expect(wythoffGame([third, third]).actionCount).toBe(3 * third);
  });
});
