// The types a TypeScript user meets across systems: every error class's `code` is a closed union, so a
// `switch` over it is checked for exhaustiveness (the `never` lines fail to compile when a code is added),
// isNimkitError narrows, and the heap-taking functions outside Bouton take a Nim game too. The
// `expectTypeOf` lines are checked by `tsc --noEmit` (tsconfig includes test/); `expect` checks run time.
import { describe, expect, expectTypeOf, test } from 'vitest';
import {
  HeapGameCodeError,
  AssertionError,
  GameValidatorError,
  IllegalMoveError,
  Nim,
  NimFileError,
  NimkitError,
  PlayerError,
  halvingMultiMove,
  isNimkitError,
  nimGame,
  validateGame,
} from '../src/index.js';
import type {
  HeapGameCodeErrorCode,
  AssertionErrorCode,
  GameValidatorErrorCode,
  IllegalMoveCode,
  Move,
  NimFileErrorCode,
  NimkitErrorCode,
  NimkitErrorName,
  PlayerErrorCode,
} from '../src/index.js';

function assertionReason(error: AssertionError): string {
  switch (error.code) {
    case 'too-few-heaps':
    case 'not-a-heap-size':
    case 'heap-overflow':
    case 'mixed-kinds':
    case 'unparsable':
      return 'bad heaps';
    case 'no-such-heap':
    case 'bad-count':
    case 'not-enough-matches':
      return 'bad move';
    case 'invalid-board':
    case 'out-of-bounds':
    case 'already-marked':
      return 'bad sticks';
    default: {
      const unreachable: never = error.code;
      return unreachable;
    }
  }
}

function fileReason(error: NimFileError): string {
  switch (error.code) {
    case 'empty-file':
    case 'not-a-count':
    case 'count-too-large':
    case 'missing-line':
    case 'extra-line':
      return 'shape';
    case 'too-few-heaps':
    case 'not-a-heap-size':
    case 'number-too-long':
      return 'data';
    default: {
      const unreachable: never = error.code;
      return unreachable;
    }
  }
}

function playerReason(error: PlayerError): string {
  switch (error.code) {
    case 'player-threw':
      return 'threw';
    case 'illegal-move':
      return 'illegal';
    default: {
      const unreachable: never = error.code;
      return unreachable;
    }
  }
}

function moveReason(error: IllegalMoveError): string {
  switch (error.code) {
    case 'not-a-move':
    case 'illegal-move':
    case 'game-over':
    case 'no-such-action':
      return error.code;
    default: {
      const unreachable: never = error.code;
      return unreachable;
    }
  }
}

function validatorReason(error: GameValidatorError): string {
  switch (error.code) {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- one code today; the switch is there for the next
    case 'write-after-end':
      return 'one file per validator';
    default: {
      const unreachable: never = error.code;
      return unreachable;
    }
  }
}

describe('error codes are closed unions', () => {
  test('each class narrows code to its own union', () => {
    expectTypeOf<AssertionError['code']>().toEqualTypeOf<AssertionErrorCode>();
    expectTypeOf<NimFileError['code']>().toEqualTypeOf<NimFileErrorCode>();
    expectTypeOf<PlayerError['code']>().toEqualTypeOf<PlayerErrorCode>();
    expectTypeOf<IllegalMoveError['code']>().toEqualTypeOf<IllegalMoveCode>();
    expectTypeOf<GameValidatorError['code']>().toEqualTypeOf<GameValidatorErrorCode>();
    expectTypeOf<HeapGameCodeError['code']>().toEqualTypeOf<HeapGameCodeErrorCode>();
    expectTypeOf<NimkitError['code']>().toEqualTypeOf<NimkitErrorCode>();
    expectTypeOf<NimkitErrorCode>().not.toEqualTypeOf<string>();
  });

  test('exhaustive switches run', () => {
    expect(assertionReason(new AssertionError('invalid move', 'bad-count'))).toBe('bad move');
    expect(fileReason(new NimFileError('line 1: empty', 'empty-file', 1))).toBe('shape');
    expect(playerReason(new PlayerError('p', 'player-threw', { seat: 1, round: 1, player: 'p', cause: null }))).toBe('threw');
    expect(moveReason(new IllegalMoveError('m', 'game-over', 0))).toBe('game-over');
    expect(validatorReason(new GameValidatorError('w', 'write-after-end'))).toBe('one file per validator');
  });
});

describe('isNimkitError', () => {
  test('narrows to the class its name picks', () => {
    const caught: unknown = new AssertionError('invalid heaps', 'too-few-heaps', 'a game needs at least two heaps, got 1');
    if (isNimkitError(caught)) expectTypeOf(caught).toEqualTypeOf<NimkitError>();
    if (isNimkitError(caught, 'AssertionError')) {
      expectTypeOf(caught).toEqualTypeOf<AssertionError>();
      expect(caught.detail).toBe('a game needs at least two heaps, got 1');
    }
    if (isNimkitError(caught, 'NimFileError')) expectTypeOf(caught.line).toEqualTypeOf<number>();
    expectTypeOf<NimkitErrorName>().toEqualTypeOf<
      'NimkitError' | 'AssertionError' | 'NimFileError' | 'PlayerError' | 'IllegalMoveError' | 'GameValidatorError' | 'HeapGameCodeError' | 'MatchRecordError'
    >();
    // @ts-expect-error -- not a nimkit error class
    expect(() => isNimkitError(caught, 'TypeError')).toThrow(
      new RangeError(
        'name must be the name of a nimkit error class (NimkitError, AssertionError, NimFileError, PlayerError, IllegalMoveError, GameValidatorError, HeapGameCodeError, MatchRecordError), got "TypeError"',
      ),
    );
  });

  test('checks the name and a code of that class, never instanceof', () => {
    expect(isNimkitError(new NimFileError('line 1: x', 'empty-file', 1))).toBe(true);
    expect(isNimkitError({ name: 'IllegalMoveError', code: 'game-over', message: 'copied' }, 'IllegalMoveError')).toBe(true);
    expect(isNimkitError(new IllegalMoveError('m', 'game-over', 0), 'NimkitError')).toBe(true);
    expect(isNimkitError(new IllegalMoveError('m', 'game-over', 0), 'PlayerError')).toBe(false);
    // Node's assert.AssertionError has the same name, with code 'ERR_ASSERTION'.
    expect(isNimkitError(Object.assign(new Error('x'), { name: 'AssertionError', code: 'ERR_ASSERTION' }))).toBe(false);
    expect(isNimkitError({ name: 'PlayerError', code: 'game-over' })).toBe(false);
    expect(isNimkitError(new HeapGameCodeError('bad', 'second-point', 3), 'HeapGameCodeError')).toBe(true);
    expect(isNimkitError({ name: 'NimkitError', code: 'too-few-heaps' })).toBe(false);
    expect(isNimkitError({ name: 'toString', code: 'x' })).toBe(false);
    expect(isNimkitError({ name: 'AssertionError', code: 7 })).toBe(false);
    expect(isNimkitError(new TypeError('x'))).toBe(false);
    expect(isNimkitError(null)).toBe(false);
    expect(isNimkitError('AssertionError')).toBe(false);
    const hostile = new Proxy({}, { get: () => { throw new Error('trap'); } });
    expect(isNimkitError(hostile)).toBe(false);
    expect(() => isNimkitError(null, 7 as never)).toThrow(
      new RangeError(
        'name must be the name of a nimkit error class (NimkitError, AssertionError, NimFileError, PlayerError, IllegalMoveError, GameValidatorError, HeapGameCodeError, MatchRecordError), got number',
      ),
    );
  });
});

describe('heap-taking functions beyond Bouton take a Nim game', () => {
  test('halvingMultiMove(nim) and the unions nimkit returns', () => {
    expectTypeOf(halvingMultiMove(new Nim(4, 6), { play: 'normal' })).toEqualTypeOf<Move | null>();
    expectTypeOf(halvingMultiMove(new Nim(4n, 6n))).toEqualTypeOf<Move<bigint> | null>();
    expect(halvingMultiMove(new Nim(4, 6), { play: 'normal' })).toEqual({ heap: 2, count: 2 });
    expect(halvingMultiMove(new Nim(10n, 1n), { play: 'normal' })).toEqual({ heap: 1, count: 3n });
    const check = validateGame('3;2\n1;2\n1;2\n');
    if (!check.valid) throw new Error('the record is valid');
    expectTypeOf(halvingMultiMove(check.start)).toEqualTypeOf<Move | Move<bigint> | null>();
    expect(check.start).toEqual([1, 2]);
    expect(halvingMultiMove(check.start)).toBeNull(); // misère: the only move, 2 to 1, makes the last move and loses
    expect(() => halvingMultiMove({ heaps: 'x' } as never)).toThrow(new TypeError('heaps must be an array, got "x"'));
  });

  test('nimGame(nim) is nimGame(nim.heaps)', () => {
    const game = nimGame(new Nim(1, 3, 5, 7), { play: 'misere' });
    expect(game.name).toBe(nimGame([1, 3, 5, 7], { play: 'misere' }).name);
    expect(game.start.heaps()).toEqual([1, 3, 5, 7]);
    // @ts-expect-error -- the play engine's Nim takes number heaps only
    expect(() => nimGame(new Nim(1n, 2n))).toThrow(new TypeError('heaps[0] must be a number, got 1n'));
    expect(() => nimGame({ heaps: null } as never)).toThrow(new TypeError('heaps must be an array, got null'));
  });
});
