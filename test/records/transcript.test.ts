import { describe, expect, test } from 'vitest';
import { transcriptEnd, transcriptMove, transcriptStart } from '../../src/index.js';
import type { GameMove } from '../../src/index.js';

// The transcript formatters are public: a caller's bad argument is refused with the standard error naming
// it, instead of printing a line no game could produce.

const move: GameMove = { moveIndex: 0, player: 1, pileIndex: 0, count: 3, piles: [0, 3, 6] };

/** `move` with some fields replaced by anything at all. */
function moveWith(fields: Record<string, unknown>): GameMove {
  return { ...move, ...fields };
}

describe('transcriptStart, transcriptMove, transcriptEnd', () => {
  test('print numbers and bigints alike', () => {
    expect(transcriptStart([2n ** 64n, 1n])).toBe(`Starting State:\n${2n ** 64n}  1\n`);
    expect(transcriptMove(moveWith({ player: 2, pileIndex: 1, count: 5n, piles: [0n, 3n] }))).toBe(
      'Player 2 takes 5 tokens from the pile 2.\nState:\n0  3\n',
    );
    expect(transcriptEnd(1)).toBe('Player 1 loses.\n');
  });

  test.each([
    [[], new RangeError('piles must hold at least one pile, got an empty array')],
    ['3 4', new TypeError('piles must be an array, got "3 4"')],
    [[3, -1], new RangeError('piles[1] must be a non-negative safe integer, got -1')],
    [[3, 2n], new TypeError('piles[1] is a bigint but piles[0] is a number: do not mix numbers and bigints')],
    [[Number.NaN], new RangeError('piles[0] must be a non-negative safe integer, got NaN')],
  ])('transcriptStart(%#) throws', (piles, error) => {
    expect(() => transcriptStart(piles as number[])).toThrow(error);
  });

  test.each([
    [null, new TypeError('move must be an object, got null')],
    [moveWith({ player: 3 }), new RangeError('move.player must be 1 or 2, got 3')],
    [moveWith({ player: '1' }), new TypeError('move.player must be 1 or 2, got "1"')],
    [moveWith({ moveIndex: -1 }), new RangeError('move.moveIndex must be a non-negative safe integer, got -1')],
    [moveWith({ pileIndex: '0' }), new TypeError('move.pileIndex must be a number, got "0"')],
    [moveWith({ pileIndex: 1.5 }), new RangeError('move.pileIndex must be a non-negative safe integer, got 1.5')],
    [moveWith({ pileIndex: 3 }), new RangeError('move.pileIndex must be below the number of piles (3), got 3')],
    [moveWith({ count: 0 }), new RangeError('move.count must be at least 1, got 0')],
    [moveWith({ count: 0n }), new RangeError('move.count must be at least 1, got 0n')],
    [moveWith({ count: Number.POSITIVE_INFINITY }), new RangeError('move.count must be a non-negative safe integer, got Infinity')],
    [moveWith({ piles: [0, 3, null] }), new TypeError('move.piles[2] must be a number or a bigint, got null')],
    [moveWith({ count: 3n }), new TypeError('move.count is a bigint but move.piles holds numbers: do not mix numbers and bigints')],
    [moveWith({ piles: [0n, 3n, 6n] }), new TypeError('move.count is a number but move.piles holds bigints: do not mix numbers and bigints')],
    [moveWith({ piles: [] }), new RangeError('move.pileIndex must be below the number of piles (0), got 0')],
  ])('transcriptMove(%#) throws', (bad, error) => {
    expect(() => transcriptMove(bad as unknown as GameMove)).toThrow(error);
  });

  test.each([
    [3, new RangeError('loser must be 1 or 2, got 3')],
    [0, new RangeError('loser must be 1 or 2, got 0')],
    ['2', new TypeError('loser must be 1 or 2, got "2"')],
    [undefined, new TypeError('loser must be 1 or 2, got undefined')],
  ])('transcriptEnd(%j) throws', (loser, error) => {
    expect(() => transcriptEnd(loser as 1)).toThrow(error);
  });
});
