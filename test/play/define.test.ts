import { describe, expect, it } from 'vitest';
import { defineGame, IllegalMoveError, MAX_LISTED_MOVES, mctsPlayer, perfectPlayer, playMatch, randomPlayer, searchPlayer, solve } from '../../src/index.js';
import type { GameDefinition } from '../../src/index.js';

const SQUARES = [1, 4, 9, 16, 25, 36];

/** Subtract-a-square on one heap: the guide's custom game. */
function subtractASquare(start: number): GameDefinition<number, number> {
  return {
    name: `subtract-a-square:${start}`,
    start,
    moves: (n) => SQUARES.filter((square) => square <= n),
    play: (n, take) => n - take,
    key: String,
    describe: (n) => `heap ${n}`,
    readMove: (value) => (Number.isSafeInteger(value) && (value as number) > 0 ? (value as number) : undefined),
    formatMove: String,
    parseMove: (text) => (/^\s*\d+\s*$/.test(text) ? Number(text) : null),
    actionCount: 37,
    actionOf: (take) => take,
    moveOfAction: (id) => (SQUARES.includes(id) ? id : undefined),
  };
}

/** The rules without their move list. */
function withoutMoves(rules: GameDefinition<number, number>): GameDefinition<number, number> {
  const copy = { ...rules };
  delete copy.moves;
  return copy;
}

/** Losing heap sizes of subtract-a-square by the plain recurrence. */
function losing(limit: number): boolean[] {
  const lost: boolean[] = [];
  for (let n = 0; n <= limit; n++) lost.push(!SQUARES.some((square) => square <= n && lost[n - square] === true));
  return lost;
}

describe('defineGame', () => {
  it('makes frozen states with the documented text, key and moves', () => {
    const game = defineGame(subtractASquare(20));
    expect(game.name).toBe('subtract-a-square:20 normal');
    expect(game.start.moves()).toEqual([1, 4, 9, 16]);
    expect(game.start.actions()).toEqual([1, 4, 9, 16]);
    expect(String(game.start)).toBe('heap 20, player 0 to move');
    expect(game.start.key()).toBe('0:20');
    expect(Object.isFrozen(game.start)).toBe(true);
    expect(Object.isFrozen(game)).toBe(true);
    const next = game.start.playAction(16);
    expect(next.position).toBe(4);
    expect(String(next.play(4))).toBe('heap 0, player 1 won');
  });

  it('refuses illegal moves and actions with IllegalMoveError codes', () => {
    const game = defineGame(subtractASquare(5));
    expect(() => game.start.play(2)).toThrow(new IllegalMoveError('illegal move 2 in subtract-a-square:5 normal: it is not a legal move at 5', 'illegal-move', 2));
    expect(() => game.start.play(9)).toThrow(IllegalMoveError);
    expect(() => game.start.play('1' as unknown as number)).toThrow('not a move of subtract-a-square:5 normal: "1"');
    expect(() => game.start.playAction(2)).toThrow('action 2 is not legal in subtract-a-square:5 normal at 5');
    expect(() => game.start.play(4).play(1).play(1)).toThrow('no move can be played in subtract-a-square:5 normal: the game is over');
  });

  it('solves every heap to 200 as the plain recurrence does, and the generic players play it', () => {
    const lost = losing(200);
    for (let n = 0; n <= 200; n++) expect(solve(defineGame(subtractASquare(n)).start).result).toBe(lost[n] === true ? 'loss' : 'win');
    const game = defineGame(subtractASquare(21));
    for (const player of [randomPlayer, searchPlayer({ depth: 4 }), mctsPlayer({ iterations: 50 })]) {
      expect(playMatch(game, [perfectPlayer, player], { seed: 3 }).winner).toBe(0);
    }
  });

  it('checks the rules when the game is made', () => {
    expect(() => defineGame({ ...subtractASquare(3), play: 1 } as never)).toThrow(new TypeError('rules.play must be a function, got 1'));
    expect(() => defineGame(withoutMoves(subtractASquare(3)))).toThrow(new TypeError('rules must give moves, or moveCount and moveAt'));
    expect(() => defineGame({ ...subtractASquare(3), actionCount: 2 ** 53 })).toThrow(RangeError);
    expect(() => defineGame({ ...subtractASquare(3), ending: 'draw' as never })).toThrow(RangeError);
  });

  it('lists at most MAX_LISTED_MOVES moves but answers moveAt past it', () => {
    const huge = defineGame<number, number>({
      ...withoutMoves(subtractASquare(0)),
      start: 2 * MAX_LISTED_MOVES,
      moveCount: (n) => n,
      moveAt: (_n, index) => index + 1,
      whyIllegal: (n, take) => (take <= n ? undefined : `only ${n} left`),
      actionCount: 2 * MAX_LISTED_MOVES + 1,
      moveOfAction: (id) => (id > 0 ? id : undefined),
    });
    expect(() => huge.start.moves()).toThrow(RangeError);
    expect(huge.start.moveAt(1_999_999)).toBe(2_000_000);
    expect(huge.start.play(5).position).toBe(1_999_995);
  });
});
