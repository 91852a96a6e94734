import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  createSolver,
  IllegalMoveError,
  MAX_LISTED_MOVES,
  MAX_TURNING_COINS,
  perfectPlayer,
  playMatch,
  randomPlayer,
  searchPlayer,
  turningGame,
  turningMove,
  turningValue,
} from '../../src/index.js';
import type { TurningGame, TurningMove, TurningRule } from '../../src/index.js';
import { thrownBy } from '../helpers.js';
import { allStrings, bruteActionIds, bruteMoves, bruteWins, mexValues, nimSum, RULES, turn } from './reference.js';

/** The longest strings solved exhaustively in each rule (Mock Turtles have the most moves per head). */
const SOLVED: Readonly<Partial<Record<TurningRule, number>>> = { turtles: 11, 'mock-turtles': 10, ruler: 11 };
const MEX = Object.fromEntries(RULES.map((rule) => [rule, mexValues(rule, 16)])) as Record<TurningRule, number[]>;

/** The action id of a move of a string of `length` coins by the closed forms, in exact bigint arithmetic. */
function bigActionId(rule: TurningRule, coins: readonly number[]): bigint {
  const head = BigInt(coins[coins.length - 1] ?? 0);
  const first = BigInt(coins[0] ?? 0);
  if (rule !== 'mock-turtles') return (head * (head - 1n)) / 2n + (rule === 'ruler' ? BigInt(coins.length - 1) : coins.length === 2 ? first : 0n);
  const h = head - 1n;
  const before = h + (h * (h - 1n)) / 2n + (h * (h - 1n) * (h - 2n)) / 6n;
  const b = BigInt(coins[1] ?? 0);
  const rank = coins.length === 1 ? 0n : coins.length === 2 ? first : head + ((b - 1n) * (b - 2n)) / 2n + first - 1n;
  return before + rank;
}

describe('turningGame', () => {
  test('turningGame - start, moves, actions and text', () => {
    const game = turningGame('ruler', 'HTTH');
    expect([game.name, game.ending, game.actionCount]).toEqual(['turning:ruler:HTTH normal', 'normal', 10]);
    const { start } = game;
    expect([start.position, start.player, start.isTerminal, start.winner, start.key()]).toEqual(['HTTH', 0, false, undefined, '0:HTTH']);
    expect(start.moves()).toEqual([{ coins: [1] }, { coins: [4] }, { coins: [3, 4] }, { coins: [2, 3, 4] }, { coins: [1, 2, 3, 4] }]);
    expect(start.actions()).toEqual([0, 6, 7, 8, 9]);
    expect(String(start)).toBe('ruler HTTH, player 0 to move');
    expect(game.winningMove?.(start)).toEqual({ coins: [3, 4] });
    expect(game.formatMove({ coins: [2, 3, 4] })).toBe('2-4');
    expect(game.formatMove({ coins: [4] })).toBe('4');
    const parsed = game.parseMove(' 2 - 4 ');
    expect(parsed).toEqual({ coins: [2, 3, 4] });
    expect(start.play(parsed ?? { coins: [] }).position).toBe('HHHT');
    expect(String(start.playAction(0).playAction(6))).toBe('ruler TTTT, player 1 won');

    const turtles = turningGame('turtles', 'THTH');
    expect([turtles.actionCount, turtles.start.moves()]).toEqual([10, [{ coins: [2] }, { coins: [1, 2] }, { coins: [4] }, { coins: [1, 4] }, { coins: [2, 4] }, { coins: [3, 4] }]]);
    expect(turtles.start.actions()).toEqual([1, 2, 6, 7, 8, 9]);
    expect(turtles.formatMove({ coins: [3, 4] })).toBe('3,4');
    const mock = turningGame('mock-turtles', 'TTTH', { play: 'misere' });
    expect([mock.name, mock.actionCount, mock.start.moveCount(), mock.winningMove === undefined]).toEqual(['turning:mock-turtles:TTTH misere', 14, 7, true]);
    expect(mock.start.moves().map((move) => mock.formatMove(move))).toEqual(['4', '1,4', '2,4', '3,4', '1,2,4', '1,3,4', '2,3,4']);
    expect(turningGame('turtles', 'TTT').start.isTerminal).toBe(true);
    expect(turningGame('turtles', 'TTT', { play: 'misere' }).start.winner).toBe(0);
  });

  test('turningGame - parseMove reads lists and runs of the rule\'s shape, null otherwise', () => {
    const cases: [TurningRule, string, TurningMove | null][] = [
      ['turtles', '3,7', { coins: [3, 7] }],
      ['turtles', ' 3 , 7 ', { coins: [3, 7] }],
      ['turtles', '4-5', { coins: [4, 5] }],
      ['turtles', '1,2,3', null], // three coins: not Turtles
      ['turtles', '7,3', null], // descending
      ['turtles', '3,3', null],
      ['mock-turtles', '1,5,9', { coins: [1, 5, 9] }],
      ['mock-turtles', '4-6', { coins: [4, 5, 6] }],
      ['mock-turtles', '1,2,3,4', null],
      ['ruler', '4-7', { coins: [4, 5, 6, 7] }],
      ['ruler', '4,5,6', { coins: [4, 5, 6] }],
      ['ruler', '4,6', null], // not a run
      ['ruler', '7-4', null],
      ['ruler', '0', null],
      ['ruler', '0-3', null],
      ['ruler', `1-${MAX_TURNING_COINS + 1}`, null],
      ['ruler', '', null],
      ['ruler', 'x', null],
      ['ruler', '1,', null],
      ['ruler', '99999999999999999', null],
    ];
    for (const [rule, text, move] of cases) expect(turningGame(rule, 'H').parseMove(text)).toEqual(move);
    expect(turningGame('ruler', 'H').parseMove(`1,${' '.repeat(16 * MAX_TURNING_COINS)}`)).toBeNull();
    expect(thrownBy(TypeError, () => turningGame('ruler', 'H').parseMove(5 as unknown as string)).message).toBe('text must be a string, got 5');
  });

  test.each(RULES)('turningGame - %s: moves(), moveAt, actions() and playAction match a brute-force generation on every string up to 8 coins', (rule) => {
    for (let length = 1; length <= 8; length++) {
      const ids = bruteActionIds(rule, length);
      const game = turningGame(rule, 'T'.repeat(length));
      expect(game.actionCount).toBe(ids.size);
      for (const coins of allStrings(length)) {
        const state = game.at(coins);
        const expected = bruteMoves(rule, coins);
        expect(state.moves().map((move) => move.coins)).toEqual(expected);
        expect(state.moveCount()).toBe(expected.length);
        expect(state.actions()).toEqual(expected.map((move) => ids.get(move.join(','))));
        expected.forEach((move, index) => {
          expect(state.moveAt(index).coins).toEqual(move);
          expect(state.playAction(ids.get(move.join(',')) ?? -1).position).toBe(turn(coins, move));
          expect(game.parseMove(game.formatMove({ coins: move }))).toEqual({ coins: move });
        });
      }
    }
  });

  test.each(RULES)('turningGame - %s: solve agrees with the values on every string to the limit, and misère with a plain search', (rule) => {
    for (let length = 1; length <= (SOLVED[rule] ?? 0); length++) {
      const normal = turningGame(rule, 'T'.repeat(length));
      const misere = turningGame(rule, 'T'.repeat(length), { play: 'misere' });
      const solver = createSolver();
      const memo = new Map<string, boolean>();
      for (const coins of allStrings(length)) {
        const lost = nimSum(MEX[rule], coins) === 0;
        const solved = solver.solve(normal.at(coins));
        expect(solved.result).toBe(lost ? 'loss' : 'win');
        // The theory's move is a winning one, as the solver sees it.
        const move = normal.winningMove?.(normal.at(coins)) ?? null;
        expect(move === null).toBe(lost);
        if (move !== null) expect(solver.solve(normal.at(coins).play(move)).result).toBe('loss');
        expect(solver.solve(misere.at(coins)).result).toBe(bruteWins(rule, coins, true, memo) ? 'win' : 'loss');
      }
    }
  });

  test.each(RULES)('turningGame - %s: the perfect player never loses a won position to random or search players', (rule) => {
    const opponents = [randomPlayer, searchPlayer({ depth: 2 })];
    let won = 0;
    for (let length = 1; length <= 6; length++) {
      for (const coins of allStrings(length)) {
        for (const play of ['normal', 'misere'] as const) {
          if (!bruteWins(rule, coins, play === 'misere')) continue;
          won++;
          const game = turningGame(rule, coins, { play });
          opponents.forEach((opponent, seed) => {
            expect(playMatch(game, [perfectPlayer, opponent], { seed }).winner).toBe(0);
          });
        }
      }
    }
    expect(won).toBeGreaterThan(100);
  });

  test.each(RULES)('turningGame - %s: long strings: moveAt, actions and the winning move by the closed forms', (rule) => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('H', 'T'), { minLength: 1, maxLength: rule === 'ruler' ? 300 : 3000 }), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (list, fraction) => {
        const coins = list.join('');
        const game = turningGame(rule, coins);
        const state = game.start;
        let count = 0;
        for (let index = 0; index < coins.length; index++) {
          if (coins[index] === 'H') count += rule === 'mock-turtles' ? index + 1 + (index * (index - 1)) / 2 : index + 1;
        }
        expect(state.moveCount()).toBe(count);
        if (count === 0) return;
        const index = Math.floor(fraction * count);
        const move = state.moveAt(index);
        const next = state.play(move);
        const id = Number(bigActionId(rule, move.coins));
        expect(state.playAction(id).position).toBe(next.position);
        if (index + 1 < count) expect(bigActionId(rule, state.moveAt(index + 1).coins) > BigInt(id)).toBe(true);
        const winning = game.winningMove?.(state) ?? null;
        expect(winning).toEqual(turningMove(rule, coins));
        if (winning !== null) {
          const after = state.play(winning).position;
          let sum = 0;
          for (let square = 1; square <= after.length; square++) if (after[square - 1] === 'H') sum ^= turningValue(rule, square);
          expect(sum).toBe(0);
        }
      }),
      { numRuns: 40 },
    );
  });

  test('turningGame - the numbering stays exact at the longest strings', () => {
    const length = 378_077; // the longest Mock Turtles string
    const mock = turningGame('mock-turtles', 'H'.repeat(length));
    const count = (BigInt(length) * (BigInt(length) ** 2n + 5n)) / 6n;
    expect(BigInt(mock.actionCount)).toBe(count);
    expect(Number.isSafeInteger(mock.actionCount)).toBe(true);
    const { start } = mock;
    expect(start.moveCount()).toBe(mock.actionCount);
    expect(start.moveAt(mock.actionCount - 1)).toEqual({ coins: [length - 2, length - 1, length] });
    expect(start.playAction(mock.actionCount - 1).position.slice(-4)).toBe('HTTT');
    // 2 + (L − 3) moves back from the last: the triples {a, L − 1, L} end at a = 1, then {a, L − 2, L} from a = L − 3.
    expect(start.moveAt(mock.actionCount - length - 1)).toEqual({ coins: [length - 5, length - 2, length] });
    expect(start.playAction(mock.actionCount - length - 1).position.slice(-6)).toBe('THHTHT');
    expect(() => start.moves()).toThrow(RangeError);
    expect(thrownBy(RangeError, () => turningGame('mock-turtles', 'T'.repeat(length + 1))).message).toBe(
      `coins must hold at most 378077 coins for 'mock-turtles' (its action count L(L² + 5)/6 must be a safe integer), got ${length + 1}`,
    );
    const turtles = turningGame('turtles', `${'T'.repeat(MAX_TURNING_COINS - 1)}H`);
    expect(turtles.actionCount).toBe((MAX_TURNING_COINS * (MAX_TURNING_COINS + 1)) / 2);
    expect(turtles.start.moveAt(MAX_TURNING_COINS - 1)).toEqual({ coins: [MAX_TURNING_COINS - 1, MAX_TURNING_COINS] });
    expect(turtles.start.playAction(turtles.actionCount - 1).position.slice(-3)).toBe('THT');
    expect(turtles.start.moveCount()).toBe(MAX_TURNING_COINS);
    // 1415 heads have 1,001,820 moves, past what moves() lists.
    expect((1415 * 1416) / 2).toBeGreaterThan(MAX_LISTED_MOVES);
    expect(() => turningGame('turtles', 'H'.repeat(1415)).start.moves()).toThrow(RangeError);
  });

  test('turningGame - Ruler games stop at 300 coins, where listing every run stays small', () => {
    const ruler = turningGame('ruler', 'H'.repeat(300));
    const moves = ruler.start.moves();
    expect([moves.length, moves.reduce((sum, move) => sum + move.coins.length, 0)]).toEqual([45_150, (300 * 301 * 302) / 6]);
    expect(ruler.formatMove(ruler.start.moveAt(45_149))).toBe('1-300');
    expect(thrownBy(RangeError, () => turningGame('ruler', 'T'.repeat(301))).message).toBe(
      "coins must hold at most 300 coins for 'ruler' (a listing of its moves holds every square of every run), got 301",
    );
    // The pure theory takes the longest strings.
    expect(turningMove('ruler', `${'T'.repeat(MAX_TURNING_COINS - 1)}H`)).toEqual({ coins: [MAX_TURNING_COINS] });
  });

  test('turningGame - bad rules, strings and endings', () => {
    const cases: [ErrorConstructor | RangeErrorConstructor | TypeErrorConstructor, unknown, unknown, unknown, string][] = [
      [TypeError, undefined, 'H', undefined, 'rule must be a string, got undefined'],
      [RangeError, 'mock turtles', 'H', undefined, `rule must be 'turtles', 'mock-turtles', 'ruler', 'twins', 'moebius' or 'mogul', got "mock turtles"`],
      [TypeError, 'ruler', 5, undefined, 'coins must be a string of H and T, got 5'],
      [RangeError, 'ruler', '', undefined, 'coins must hold at least one coin, got ""'],
      [RangeError, 'ruler', 'htth', undefined, 'coins must be a string of H and T, got "htth": "h" on square 1'],
      [RangeError, 'turtles', 'T'.repeat(MAX_TURNING_COINS + 1), undefined, `coins must hold at most ${MAX_TURNING_COINS} coins, got ${MAX_TURNING_COINS + 1}`],
      [RangeError, 'ruler', 'HT', 'draw', `play must be 'normal' or 'misere', got "draw"`],
    ];
    for (const [ErrorClass, rule, coins, play, message] of cases) {
      const options = play === undefined ? {} : { play: play as 'normal' };
      expect(thrownBy(ErrorClass, () => turningGame(rule as TurningRule, coins as string, options)).message).toBe(message);
    }
  });

  test('turningGame - illegal moves, actions and positions', () => {
    const game: TurningGame = turningGame('turtles', 'HTHT');
    const { start } = game;
    const cases: [unknown, string, string][] = [
      [{ coins: [2] }, 'illegal-move', 'illegal move 2 in turning:turtles:HTHT normal: the rightmost coin turned, on square 2, shows tails'],
      [{ coins: [1, 5] }, 'illegal-move', 'illegal move 1,5 in turning:turtles:HTHT normal: square 5 is past the last coin (4 coins)'],
      [{ coins: [1, 2, 3] }, 'not-a-move', 'not a move of turning:turtles:HTHT normal: an object'],
      [{ coins: [3, 1] }, 'not-a-move', 'not a move of turning:turtles:HTHT normal: an object'],
      [{ coins: [] }, 'not-a-move', 'not a move of turning:turtles:HTHT normal: an object'],
      [{ coins: [1.5] }, 'not-a-move', 'not a move of turning:turtles:HTHT normal: an object'],
      [{ coins: [0, 1] }, 'not-a-move', 'not a move of turning:turtles:HTHT normal: an object'],
      [{ coins: [MAX_TURNING_COINS + 1] }, 'not-a-move', 'not a move of turning:turtles:HTHT normal: an object'],
      [{ coins: '1' }, 'not-a-move', 'not a move of turning:turtles:HTHT normal: an object'],
      [[1], 'not-a-move', 'not a move of turning:turtles:HTHT normal: an array'],
      [3, 'not-a-move', 'not a move of turning:turtles:HTHT normal: 3'],
    ];
    for (const [move, code, message] of cases) {
      const error = thrownBy(IllegalMoveError, () => start.play(move as TurningMove));
      expect([error.code, error.message]).toEqual([code, message]);
    }
    // A hole in the list is not a square.
    const holey: number[] = [];
    holey[1] = 3;
    expect(thrownBy(IllegalMoveError, () => start.play({ coins: holey })).code).toBe('not-a-move');
    expect(thrownBy(IllegalMoveError, () => turningGame('ruler', 'HHH').start.play({ coins: [1, 3] })).code).toBe('not-a-move');
    expect(thrownBy(IllegalMoveError, () => start.playAction(1)).message).toBe('action 1 is not legal in turning:turtles:HTHT normal at HTHT');
    expect(thrownBy(IllegalMoveError, () => start.playAction(10)).code).toBe('no-such-action');
    const over = start.play({ coins: [1] }).play({ coins: [3] });
    expect([over.isTerminal, over.winner]).toEqual([true, 1]);
    expect(thrownBy(IllegalMoveError, () => over.play({ coins: [1] })).code).toBe('game-over');
    expect(thrownBy(TypeError, () => game.formatMove({ coins: [2, 1] })).message).toBe('move must be a move of turning:turtles:HTHT normal, got an object');
    expect(thrownBy(RangeError, () => game.at('HTH')).message).toBe('position must be a string of 4 coins, got "HTH"');
    expect(thrownBy(RangeError, () => game.at('HTHX')).message).toBe('position must be a string of H and T, got "HTHX"');
    expect(start.position).toBe('HTHT');
  });
});
