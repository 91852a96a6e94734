import { describe, expect, it } from 'vitest';
import { defineGame, IllegalMoveError, nimGame } from '../../src/index.js';
import type { GameDefinition } from '../../src/index.js';
import { thrownBy } from '../helpers.js';

/** A countdown: take 1 or 2 from a heap of `start`; no `describe`, so pictures use the key. */
function countdown(start: number): GameDefinition<number, number> {
  return {
    name: `countdown:${start}`,
    start,
    moves: (n) => [1, 2].filter((take) => take <= n),
    play: (n, take) => n - take,
    key: String,
    readMove: (value) => (value === 1 || value === 2 ? value : undefined),
    formatMove: String,
    parseMove: (text) => (text === '1' || text === '2' ? Number(text) : null),
    actionCount: 3,
    actionOf: (take) => take,
    moveOfAction: (id) => (id === 1 || id === 2 ? id : undefined),
    winningMove: (n) => (n % 3 === 0 ? null : n % 3),
  };
}

/** The rules with one field replaced by any value. */
function withField(field: string, value: unknown): GameDefinition<number, number> {
  return { ...countdown(4), [field]: value };
}

function typeErrorOf(rules: unknown): string {
  return thrownBy(TypeError, () => defineGame(rules as GameDefinition<number, number>)).message;
}

describe('defineGame - checking the definition', () => {
  it('refuses rules that are not an object', () => {
    expect(typeErrorOf(null)).toBe('rules must be an object, got null');
    expect(typeErrorOf(42)).toBe('rules must be an object, got 42');
  });

  it('refuses a name that is not a non-empty string', () => {
    expect(typeErrorOf(withField('name', ''))).toBe('rules.name must be a non-empty string, got ""');
    expect(typeErrorOf(withField('name', 7))).toBe('rules.name must be a non-empty string, got 7');
  });

  it('refuses a rulesKey that is given but not a string', () => {
    expect(typeErrorOf(withField('rulesKey', 3))).toBe('rules.rulesKey must be a string when given, got 3');
    expect(defineGame(withField('rulesKey', 'countdown')).rulesKey).toBe('countdown normal');
  });

  it('refuses an optional rule that is given but not a function', () => {
    expect(typeErrorOf(withField('describe', 'heap'))).toBe('rules.describe must be a function when given, got "heap"');
    expect(typeErrorOf(withField('winningMove', {}))).toBe('rules.winningMove must be a function when given, got an object');
  });

  it('refuses an actionCount that is not a number', () => {
    expect(typeErrorOf(withField('actionCount', '3'))).toBe('rules.actionCount must be a number, got "3"');
  });
});

describe('defineGame - the games it makes', () => {
  it('pictures a state by its key when the rules give no describe', () => {
    const game = defineGame(countdown(4));
    expect(String(game.start)).toBe('4, player 0 to move');
    expect(String(game.start.play(2).play(2))).toBe('0, player 1 won');
  });

  it('refuses playAction once the game is over, with the game-over code', () => {
    const over = defineGame(countdown(2)).start.play(2);
    expect(over.isTerminal).toBe(true);
    const error = thrownBy(IllegalMoveError, () => over.playAction(1));
    expect(error.message).toBe('no move can be played in countdown:2 normal: the game is over');
    expect(error.code).toBe('game-over');
    expect(error.move).toBe(1);
  });

  it('refuses a player for at() that is not a number, or not 0 or 1', () => {
    const game = defineGame(countdown(4));
    const at = game.at.bind(game) as (position: number, player?: unknown) => unknown;
    expect(thrownBy(TypeError, () => at(3, '1')).message).toBe('player must be a number, got "1"');
    expect(thrownBy(RangeError, () => at(3, 2)).message).toBe('player must be 0 or 1, got 2');
    expect(thrownBy(RangeError, () => at(3, -1)).message).toBe('player must be 0 or 1, got -1');
    expect(game.at(3, 1).key()).toBe('1:3');
  });

  it('refuses a moveCount that is not a non-negative safe integer', () => {
    const rules: GameDefinition<number, number> = { ...countdown(4), moveCount: () => -1, moveAt: () => 1 };
    delete rules.moves;
    const error = thrownBy(RangeError, () => defineGame(rules));
    expect(error.message).toBe('countdown:4 normal: the number of moves at 4 is not a safe integer');
  });

  it('gives the theory only states of its own game', () => {
    const game = defineGame(countdown(4));
    const other = defineGame(countdown(4));
    expect(game.winningMove?.(game.start)).toBe(1);
    expect(thrownBy(TypeError, () => game.winningMove?.(other.start)).message).toBe('state must be a state of countdown:4 normal, got an object');
    expect(thrownBy(TypeError, () => game.winningMove?.(nimGame([1, 2]).start as never)).message).toBe(
      'state must be a state of countdown:4 normal, got an object',
    );
  });
});
