import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  formatStickMove,
  parseStickMove,
} from '../../src/index.js';
import type { StickMove } from '../../src/index.js';

describe('formatStickMove and parseStickMove', () => {
  test.each([
    // text → move
    ['2:1-3', { row: 2, left: 1, right: 3 }],
    ['1:7-7', { row: 1, left: 7, right: 7 }],
    [' 2 : 1 - 3 ', { row: 2, left: 1, right: 3 }], // spaces around every part
    ['2:1-3\r', { row: 2, left: 1, right: 3 }], // a CRLF line's leftover
    ['\uFEFF4:1-1', { row: 4, left: 1, right: 1 }], // a byte-order mark
    ['02:01-03', { row: 2, left: 1, right: 3 }], // leading zeros
    ['12:20-31', { row: 12, left: 20, right: 31 }], // beyond the standard board: form only
  ])('parseStickMove - reads %j', (text, move) => {
    expect(parseStickMove(text)).toEqual(move);
  });

  test.each([
    ['', 'empty'],
    ['2:1', 'no right end'],
    ['2-1-3', 'wrong separator'],
    ['2:3-1', 'left after right'],
    ['0:1-1', 'row 0'],
    ['1:0-2', 'stick 0'],
    ['-1:1-1', 'a negative row'],
    ['1.5:1-1', 'a fraction'],
    ['two:1-3', 'words'],
    ['2:1-3 x', 'trailing junk'],
    ['99999999999999999999:1-1', 'beyond the safe integers'],
    ['１:1-1', 'a full-width digit'],
  ])('parseStickMove - %j (%s) is null', (text) => {
    expect(parseStickMove(text)).toBeNull();
  });

  test('parseStickMove - rejects a non-string', () => {
    expect(() => parseStickMove(21 as unknown as string)).toThrow(new TypeError('text must be a string, got 21'));
  });

  test('formatStickMove - the seed notation', () => {
    expect(formatStickMove({ row: 2, left: 1, right: 3 })).toBe('2:1-3');
    expect(formatStickMove({ row: 10, left: 32, right: 32 })).toBe('10:32-32');
  });

  test.each([
    [null, new TypeError('move must be an object, got null')],
    ['2:1-3', new TypeError('move must be an object, got "2:1-3"')],
    [{ row: 0, left: 1, right: 1 }, new RangeError('move.row must be a positive integer, got 0')],
    [{ row: 1, left: 1.5, right: 2 }, new RangeError('move.left must be a positive integer, got 1.5')],
    [{ row: 1, left: 1 }, new RangeError('move.right must be a positive integer, got undefined')],
  ])('formatStickMove - rejects %j', (move, error) => {
    expect(() => formatStickMove(move as StickMove)).toThrow(error);
  });

  test('formatStickMove and parseStickMove - round-trip (property)', () => {
    const moveArbitrary = fc
      .tuple(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 64 }), fc.integer({ min: 0, max: 64 }))
      .map(([row, left, extra]) => ({ row, left, right: left + extra }));
    fc.assert(
      fc.property(moveArbitrary, (move) => {
        expect(parseStickMove(formatStickMove(move))).toEqual(move);
      }),
    );
  });
});

