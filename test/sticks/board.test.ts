import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { thrownBy } from '../helpers.js';
import {
  AssertionError,
  Board,
  NimkitError,
  STANDARD_ROWS,
  sticksPerfectPlayer,
} from '../../src/index.js';
import type { StickMove } from '../../src/index.js';
import { scripted, runLengths, picture, afterMove, isLegal } from './model.js';

const assertionFrom = (action: () => unknown): AssertionError => thrownBy(AssertionError, action);

describe('new Board', () => {
  test('new Board - the standard board by default', () => {
    const board = new Board();
    expect(board.rows).toEqual([7, 5, 3, 1]);
    expect(STANDARD_ROWS).toEqual([7, 5, 3, 1]);
    expect(board.unmarkedCount).toBe(16);
    expect(board.isOver()).toBe(false);
    expect(Object.isFrozen(board.rows)).toBe(true);
  });

  test('new Board - copies the rows it is given', () => {
    const rows = [2, 3];
    const board = new Board(rows);
    rows[0] = 9;
    expect(board.rows).toEqual([2, 3]);
    expect(board.unmarkedCount).toBe(5);
  });

  test.each([
    ['not an array', 7],
    ['a string', '7,5,3,1'],
    ['null', null],
    ['an object', { length: 1, 0: 3 }],
    ['a typed array', Uint8Array.of(3)],
    ['no rows', []],
    ['an empty row', [3, 0]],
    ['-0 sticks', [-0]],
    ['a negative row', [-1]],
    ['33 sticks', [33]],
    ['a fractional row', [2.5]],
    ['NaN', [Number.NaN]],
    ['Infinity', [Number.POSITIVE_INFINITY]],
    ['2^53', [2 ** 53]],
    ['a numeric string', ['3']],
    ['a boolean', [true]],
    ['a bigint', [3n]],
    ['null in the list', [null]],
    ['a hole in a sparse array', [3, , 2]], // eslint-disable-line no-sparse-arrays -- a hole on purpose
  ])('new Board - rejects %s', (_name, rows) => {
    const error = assertionFrom(() => new Board(rows as number[]));
    expect(error.name).toBe('AssertionError');
    expect(error.message).toBe('invalid board');
    expect(error.code).toBe('invalid-board');
    expect(error).toBeInstanceOf(NimkitError);
  });

  test('new Board - accepts rows of 1 and of 32 sticks', () => {
    expect(new Board([1, 32]).unmarkedCount).toBe(33);
  });
});

describe('Board.check and Board.mark', () => {
  const start = new Board().mark({ row: 1, left: 3, right: 4 });

  test.each([
    // row, left, right → reason
    ['a legal single stick', { row: 4, left: 1, right: 1 }, null],
    ['a legal run', { row: 1, left: 5, right: 7 }, null],
    ['a run ending just before a marked stick', { row: 1, left: 1, right: 2 }, null],
    ['row 0', { row: 0, left: 1, right: 1 }, 'out-of-bounds'],
    ['a row past the end', { row: 5, left: 1, right: 1 }, 'out-of-bounds'],
    ['stick 0', { row: 1, left: 0, right: 1 }, 'out-of-bounds'],
    ['a stick past the row', { row: 3, left: 3, right: 4 }, 'out-of-bounds'],
    ['left after right', { row: 1, left: 6, right: 5 }, 'out-of-bounds'],
    ['a fractional row', { row: 1.5, left: 1, right: 1 }, 'out-of-bounds'],
    ['a NaN stick', { row: 1, left: Number.NaN, right: 1 }, 'out-of-bounds'],
    ['an infinite right', { row: 1, left: 1, right: Number.POSITIVE_INFINITY }, 'out-of-bounds'],
    ['-0 as left', { row: 1, left: -0, right: 1 }, 'out-of-bounds'],
    ['a numeric string', { row: '1', left: 1, right: 1 }, 'out-of-bounds'],
    ['a boolean', { row: 1, left: true, right: 1 }, 'out-of-bounds'],
    ['a missing field', { row: 1, left: 1 }, 'out-of-bounds'],
    ['null', null, 'out-of-bounds'],
    ['a string move', '1:1-1', 'out-of-bounds'],
    ['undefined', undefined, 'out-of-bounds'],
    ['a marked stick', { row: 1, left: 3, right: 3 }, 'already-marked'],
    ['a run over a marked stick', { row: 1, left: 2, right: 5 }, 'already-marked'],
    ['a run ending on a marked stick', { row: 1, left: 1, right: 3 }, 'already-marked'],
  ])('Board.check - %s', (_name, move, reason) => {
    const board = start.clone();
    expect(board.check(move as StickMove)).toBe(reason);
    if (reason === null) {
      board.mark(move);
      expect(board.unmarkedCount).toBe(start.unmarkedCount - ((move as StickMove).right - (move as StickMove).left + 1));
    } else {
      const error = assertionFrom(() => board.mark(move as StickMove));
      expect(error.message).toBe('invalid move');
      expect(error.code).toBe(reason);
      expect(board.toString()).toBe(start.toString());
      expect(board.unmarkedCount).toBe(14);
    }
  });

  test('Board.mark - chains and marks exactly the run', () => {
    const board = new Board();
    expect(board.mark({ row: 1, left: 2, right: 6 })).toBe(board);
    expect(picture(board)[0]).toEqual([true, false, false, false, false, false, true]);
    board.mark({ row: 4, left: 1, right: 1 }).mark({ row: 2, left: 1, right: 5 });
    expect(board.unmarkedCount).toBe(16 - 5 - 1 - 5);
  });

  test('Board.mark - reads each field once, so a changing getter cannot split check from marking', () => {
    const board = new Board([5]);
    let reads = 0;
    const tricky = {
      row: 1,
      left: 1,
      get right() {
        reads++;
        return reads === 1 ? 2 : 5;
      },
    };
    board.mark(tricky);
    expect(reads).toBe(1);
    expect(picture(board)[0]).toEqual([false, false, true, true, true]);
    expect(board.unmarkedCount).toBe(3);
  });

  test('Board.mark - the last stick ends the round', () => {
    const board = new Board([2]).mark({ row: 1, left: 2, right: 2 });
    expect(board.isOver()).toBe(false);
    expect(board.mark({ row: 1, left: 1, right: 1 }).isOver()).toBe(true);
    expect(board.unmarkedCount).toBe(0);
    expect(board.segments()).toEqual([]);
  });

  test('Board.mark - a failed move changes nothing (property)', () => {
    const rowsArbitrary = fc.array(fc.integer({ min: 1, max: 32 }), { minLength: 1, maxLength: 6 });
    const moveArbitrary = fc.record({
      row: fc.integer({ min: -1, max: 8 }),
      left: fc.integer({ min: -1, max: 34 }),
      right: fc.integer({ min: -1, max: 34 }),
    });
    fc.assert(
      fc.property(rowsArbitrary, fc.array(moveArbitrary, { maxLength: 40 }), (rows, moves) => {
        const board = new Board(rows);
        let model = rows.map((length) => new Array<boolean>(length).fill(true));
        for (const move of moves) {
          const legal = isLegal(model, move);
          const inBounds = move.row >= 1 && move.row <= rows.length && move.left >= 1 && move.left <= move.right && move.right <= (rows[move.row - 1] ?? 0);
          const before = board.toString();
          expect(board.check(move)).toBe(legal ? null : inBounds ? 'already-marked' : 'out-of-bounds');
          if (legal) {
            board.mark(move);
            model = afterMove(model, move);
          } else {
            const error = assertionFrom(() => board.mark(move));
            expect([error.message, error.code]).toEqual(['invalid move', inBounds ? 'already-marked' : 'out-of-bounds']);
            expect(board.toString()).toBe(before);
          }
          expect(picture(board)).toEqual(model);
          expect(board.unmarkedCount).toBe(model.flat().filter(Boolean).length);
          expect(board.segments().map((run) => run.length)).toEqual(runLengths(model));
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('Board queries', () => {
  test('Board.segments - every maximal run, row by row, with 1-based left ends', () => {
    const board = new Board([7, 5, 3, 1]).mark({ row: 1, left: 3, right: 3 }).mark({ row: 1, left: 6, right: 6 });
    board.mark({ row: 2, left: 1, right: 5 }).mark({ row: 3, left: 2, right: 2 });
    expect(board.segments()).toEqual([
      { row: 1, left: 1, length: 2 },
      { row: 1, left: 4, length: 2 },
      { row: 1, left: 7, length: 1 },
      { row: 3, left: 1, length: 1 },
      { row: 3, left: 3, length: 1 },
      { row: 4, left: 1, length: 1 },
    ]);
  });

  test('Board - a 32-stick row uses the sign bit correctly', () => {
    const board = new Board([32, 31]);
    expect(board.unmarkedMask(1)).toBe(2 ** 32 - 1);
    expect(board.unmarkedMask(2)).toBe(2 ** 31 - 1);
    expect(board.segments()).toEqual([
      { row: 1, left: 1, length: 32 },
      { row: 2, left: 1, length: 31 },
    ]);
    board.mark({ row: 1, left: 16, right: 16 });
    expect(board.segments().slice(0, 2)).toEqual([
      { row: 1, left: 1, length: 15 },
      { row: 1, left: 17, length: 16 },
    ]);
    expect(board.isUnmarked(1, 32)).toBe(true);
    board.mark({ row: 1, left: 32, right: 32 });
    expect(board.isUnmarked(1, 32)).toBe(false);
    expect(board.unmarkedMask(1)).toBe(2 ** 31 - 1 - 2 ** 15);
    expect(board.check({ row: 1, left: 17, right: 32 })).toBe('already-marked');
    board.mark({ row: 1, left: 1, right: 15 }).mark({ row: 1, left: 17, right: 31 }).mark({ row: 2, left: 1, right: 31 });
    expect(board.isOver()).toBe(true);
    expect(new Board([32]).mark({ row: 1, left: 1, right: 32 }).isOver()).toBe(true);
  });

  test('Board.segments - many runs: 5 rows of 32 with every second stick marked hold 80 lonely sticks', () => {
    const board = new Board([32, 32, 32, 32, 32]);
    for (let row = 1; row <= 5; row++) for (let stick = 2; stick <= 32; stick += 2) board.mark({ row, left: stick, right: stick });
    const runs = board.segments();
    expect(runs.length).toBe(80);
    expect(runs.every((run) => run.length === 1 && run.left % 2 === 1)).toBe(true);
    expect(runs.at(-1)).toEqual({ row: 5, left: 31, length: 1 });
    // 80 lonely sticks, an even number: a won position whatever is taken, and the players agree on it.
    expect(sticksPerfectPlayer(board, scripted())).toEqual({ row: 1, left: 1, right: 1 });
  });

  test('Board.unmarkedMask - bit i - 1 for stick i', () => {
    const board = new Board([5]).mark({ row: 1, left: 2, right: 3 });
    expect(board.unmarkedMask(1)).toBe(0b11001);
  });

  test.each([
    ['row 0', () => new Board().isUnmarked(0, 1), 'row must be an integer from 1 to 4, got 0'],
    ['row past the end', () => new Board().isUnmarked(5, 1), 'row must be an integer from 1 to 4, got 5'],
    ['a string row', () => new Board().isUnmarked('1' as unknown as number, 1), 'row must be an integer from 1 to 4, got "1"'],
    ['stick past the row', () => new Board().isUnmarked(3, 4), 'stick must be an integer from 1 to 3, got 4'],
    ['a fractional stick', () => new Board().isUnmarked(1, 1.5), 'stick must be an integer from 1 to 7, got 1.5'],
    ['a NaN mask row', () => new Board().unmarkedMask(Number.NaN), 'row must be an integer from 1 to 4, got NaN'],
    ['a null mask row', () => new Board([3]).unmarkedMask(null as unknown as number), 'row must be an integer from 1 to 1, got null'],
  ])('Board queries - %s is a RangeError', (_name, action, message) => {
    expect(action).toThrow(new RangeError(message));
  });

  test('Board.clone - independent of the original', () => {
    const board = new Board().mark({ row: 2, left: 2, right: 3 });
    const copy = board.clone();
    copy.mark({ row: 1, left: 1, right: 7 });
    expect(board.unmarkedCount).toBe(14);
    expect(board.isUnmarked(1, 1)).toBe(true);
    expect(copy.unmarkedCount).toBe(7);
    expect(copy.isUnmarked(2, 2)).toBe(false);
    expect(copy.rows).toEqual(board.rows);
  });

  test('Board.toString - one numbered line per row, | unmarked, x marked', () => {
    const board = new Board().mark({ row: 1, left: 2, right: 3 }).mark({ row: 4, left: 1, right: 1 });
    expect(board.toString()).toBe('1: | x x | | | |\n2: | | | | |\n3: | | |\n4: x');
    expect(String(new Board([1]))).toBe('1: |');
  });

  test('Board.toString - row numbers are right-aligned from 10 rows', () => {
    const board = new Board(Array.from({ length: 10 }, () => 2)).mark({ row: 10, left: 2, right: 2 });
    const lines = board.toString().split('\n');
    expect(lines[0]).toBe(' 1: | |');
    expect(lines[9]).toBe('10: | x');
  });
});

