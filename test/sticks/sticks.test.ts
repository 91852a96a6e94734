import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { thrownBy } from '../helpers.js';
import {
  AssertionError,
  Board,
  NimkitError,
  STANDARD_ROWS,
  competition,
  createRandom,
  erringPlayer,
  formatMove,
  heuristicPlayer,
  parseMove,
  perfectPlayer,
  playRound,
  randomPlayer,
  smartPlayer,
  tournament,
} from '../../src/index.js';
import type { IllegalMoveCause, Player, ReadonlyBoard, StickMove } from '../../src/index.js';

const assertionFrom = (action: () => unknown): AssertionError => thrownBy(AssertionError, action);

/** A random source replaying the given values, failing the test if more are drawn. */
function scripted(...values: number[]): () => number {
  let index = 0;
  return () => {
    const value = values[index++];
    if (value === undefined) throw new Error(`the script of ${values.length} random values ran out`);
    return value;
  };
}

// ---------------------------------------------------------------------------------------------------------
// A plain model of the game, independent of the library: a position is a list of rows of booleans
// (true = unmarked), and the game-theoretic solver works on the multiset of run lengths.

/** The lengths of the maximal runs of unmarked sticks, row by row, by walking the booleans. */
function runLengths(rows: readonly (readonly boolean[])[]): number[] {
  const lengths: number[] = [];
  for (const row of rows) {
    let run = 0;
    for (const unmarked of row) {
      if (unmarked) run++;
      else if (run > 0) {
        lengths.push(run);
        run = 0;
      }
    }
    if (run > 0) lengths.push(run);
  }
  return lengths;
}

const solved = new Map<string, boolean>();

/**
 * Brute-force misère search: does the player to move win, with the given run lengths? A move takes a
 * contiguous part of one run, leaving up to two runs; whoever marks the last stick loses, so the player
 * facing an empty board has won.
 */
function isWin(lengths: readonly number[]): boolean {
  const sorted = [...lengths].sort((a, b) => b - a);
  const key = sorted.join(',');
  const known = solved.get(key);
  if (known !== undefined) return known;
  let win = sorted.length === 0;
  for (let index = 0; index < sorted.length && !win; index++) {
    const length = sorted[index] ?? 0;
    if (sorted[index - 1] === length) continue; // the same run length again: the same moves
    const others = sorted.filter((_, other) => other !== index);
    for (let before = 0; before < length && !win; before++) {
      for (let taken = 1; before + taken <= length && !win; taken++) {
        const after = length - before - taken;
        const next = [...others, before, after].filter((run) => run > 0);
        if (!isWin(next)) win = true;
      }
    }
  }
  solved.set(key, win);
  return win;
}

/** Misère Nim's rule on run lengths, as the issue states it. */
function misereNimWins(lengths: readonly number[]): boolean {
  const nimSum = lengths.reduce((sum, length) => sum ^ length, 0);
  return lengths.some((length) => length >= 2) ? nimSum !== 0 : lengths.length % 2 === 0;
}

/** Every multiset of run lengths (non-increasing lists) with total at most `maxTotal`. */
function allRunMultisets(maxTotal: number): number[][] {
  const result: number[][] = [];
  const extend = (prefix: number[], largest: number, left: number): void => {
    result.push(prefix);
    for (let length = Math.min(largest, left); length >= 1; length--) extend([...prefix, length], length, left - length);
  };
  extend([], maxTotal, maxTotal);
  return result;
}

/** The rows of booleans of a board, read through the public queries. */
function picture(board: ReadonlyBoard): boolean[][] {
  return board.rows.map((length, index) => Array.from({ length }, (_, stick) => board.isUnmarked(index + 1, stick + 1)));
}

/** A board in the position given by rows of booleans, reached by marking each marked run. */
function boardFrom(rows: readonly (readonly boolean[])[]): Board {
  const board = new Board(rows.map((row) => row.length));
  rows.forEach((row, index) => {
    row.forEach((unmarked, stick) => {
      if (!unmarked) board.mark({ row: index + 1, left: stick + 1, right: stick + 1 });
    });
  });
  return board;
}

/** Every legal move on a position of booleans, found by trying every span. */
function legalMoves(rows: readonly (readonly boolean[])[]): StickMove[] {
  const moves: StickMove[] = [];
  rows.forEach((row, index) => {
    for (let left = 1; left <= row.length; left++) {
      for (let right = left; right <= row.length && row[right - 1] === true; right++) moves.push({ row: index + 1, left, right });
    }
  });
  return moves;
}

/** The position after a move, as new rows of booleans. */
function afterMove(rows: readonly (readonly boolean[])[], move: StickMove): boolean[][] {
  return rows.map((row, index) =>
    row.map((unmarked, stick) => unmarked && !(index + 1 === move.row && stick + 1 >= move.left && stick + 1 <= move.right)),
  );
}

/** Whether a move is legal on a position of booleans. */
function isLegal(rows: readonly (readonly boolean[])[], move: StickMove): boolean {
  return legalMoves(rows).some((legal) => legal.row === move.row && legal.left === move.left && legal.right === move.right);
}

// ---------------------------------------------------------------------------------------------------------

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
    expect(perfectPlayer(board, scripted())).toEqual({ row: 1, left: 1, right: 1 });
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

describe('formatMove and parseMove', () => {
  test.each([
    // text → move
    ['2:1-3', { row: 2, left: 1, right: 3 }],
    ['1:7-7', { row: 1, left: 7, right: 7 }],
    [' 2 : 1 - 3 ', { row: 2, left: 1, right: 3 }], // spaces around every part
    ['2:1-3\r', { row: 2, left: 1, right: 3 }], // a CRLF line's leftover
    ['\uFEFF4:1-1', { row: 4, left: 1, right: 1 }], // a byte-order mark
    ['02:01-03', { row: 2, left: 1, right: 3 }], // leading zeros
    ['12:20-31', { row: 12, left: 20, right: 31 }], // beyond the standard board: form only
  ])('parseMove - reads %j', (text, move) => {
    expect(parseMove(text)).toEqual(move);
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
  ])('parseMove - %j (%s) is null', (text) => {
    expect(parseMove(text)).toBeNull();
  });

  test('parseMove - rejects a non-string', () => {
    expect(() => parseMove(21 as unknown as string)).toThrow(new TypeError('text must be a string, got 21'));
  });

  test('formatMove - the seed notation', () => {
    expect(formatMove({ row: 2, left: 1, right: 3 })).toBe('2:1-3');
    expect(formatMove({ row: 10, left: 32, right: 32 })).toBe('10:32-32');
  });

  test.each([
    [null, new TypeError('move must be an object, got null')],
    ['2:1-3', new TypeError('move must be an object, got "2:1-3"')],
    [{ row: 0, left: 1, right: 1 }, new RangeError('move.row must be a positive integer, got 0')],
    [{ row: 1, left: 1.5, right: 2 }, new RangeError('move.left must be a positive integer, got 1.5')],
    [{ row: 1, left: 1 }, new RangeError('move.right must be a positive integer, got undefined')],
  ])('formatMove - rejects %j', (move, error) => {
    expect(() => formatMove(move as StickMove)).toThrow(error);
  });

  test('formatMove and parseMove - round-trip (property)', () => {
    const moveArbitrary = fc
      .tuple(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 64 }), fc.integer({ min: 0, max: 64 }))
      .map(([row, left, extra]) => ({ row, left, right: left + extra }));
    fc.assert(
      fc.property(moveArbitrary, (move) => {
        expect(parseMove(formatMove(move))).toEqual(move);
      }),
    );
  });
});

describe('the theory', () => {
  test('isWin - a run of n sticks has Grundy value n under normal play (brute force)', () => {
    // Normal play, computed plainly: the mex over all take-and-break moves, and a sum is the XOR.
    const grundy: number[] = [0];
    for (let length = 1; length <= 32; length++) {
      const reachable = new Set<number>();
      for (let before = 0; before < length; before++) {
        for (let taken = 1; before + taken <= length; taken++) reachable.add((grundy[before] ?? 0) ^ (grundy[length - before - taken] ?? 0));
      }
      let mex = 0;
      while (reachable.has(mex)) mex++;
      grundy.push(mex);
    }
    expect(grundy).toEqual(Array.from({ length: 33 }, (_, length) => length));
  });

  test("isWin - misère Nim's rule on run lengths holds for every position of up to 24 sticks", () => {
    // The issue claims this up to 20 sticks; the brute-force search is the arbiter, and it agrees.
    const positions = allRunMultisets(24);
    expect(positions.length).toBe(7_338); // the partitions of 0 to 24
    const disagreements = positions.filter((lengths) => isWin(lengths) !== misereNimWins(lengths));
    expect(disagreements).toEqual([]);
  });

  test('isWin - agrees with a search over the actual sticks of the standard board (all 2^16 positions)', () => {
    // Positions as 16-bit masks over the concatenated rows; a move clears a run of set bits within a row.
    const rowOffsets = [0, 7, 12, 15];
    const spans: number[] = [];
    STANDARD_ROWS.forEach((length, row) => {
      for (let left = 0; left < length; left++) {
        for (let right = left; right < length; right++) spans.push(((1 << (right - left + 1)) - 1) << ((rowOffsets[row] ?? 0) + left));
      }
    });
    const wins = new Uint8Array(1 << 16);
    wins[0] = 1;
    for (let position = 1; position < 1 << 16; position++) {
      wins[position] = spans.some((span) => (position & span) === span && wins[position & ~span] === 0) ? 1 : 0;
    }
    const asRows = (position: number): boolean[][] =>
      STANDARD_ROWS.map((length, row) => Array.from({ length }, (_, stick) => ((position >> ((rowOffsets[row] ?? 0) + stick)) & 1) === 1));
    let checked = 0;
    for (let position = 0; position < 1 << 16; position++) {
      const lengths = runLengths(asRows(position));
      expect(wins[position] === 1).toBe(isWin(lengths));
      checked++;
    }
    expect(checked).toBe(65_536);
    // The start (7 XOR 5 XOR 3 XOR 1 = 0) is lost for player 1.
    expect(wins[(1 << 16) - 1]).toBe(0);
  });
});

/**
 * The fast lane for millions of positions: a position is one mask per row (bit `i - 1` = stick `i`
 * unmarked), walked bit by bit, and the verdict is cached by the counts of each run length.
 */
const verdicts = new Map<number, boolean>();
/** Rows of up to 7 sticks: the run lengths of each row mask, walked bit by bit, and their key weight. */
const ROW_RUNS = Array.from({ length: 128 }, (_, mask) => runLengths([Array.from({ length: 7 }, (_, stick) => ((mask >> stick) & 1) === 1)]));
// At most 20 runs of each length up to 7, so counting in base 21 gives each multiset a unique key.
const ROW_KEYS = ROW_RUNS.map((runs) => runs.reduce((key, run) => key + 21 ** (run - 1), 0));

function isWinOfMasks(masks: readonly number[]): boolean {
  let key = 0;
  for (const mask of masks) key += ROW_KEYS[mask] ?? Number.NaN;
  let verdict = verdicts.get(key);
  if (verdict === undefined) {
    if (Number.isNaN(key)) throw new Error(`rows beyond 7 sticks: ${masks.join(', ')}`);
    verdict = isWin(masks.flatMap((mask) => ROW_RUNS[mask] ?? []));
    verdicts.set(key, verdict);
  }
  return verdict;
}

/** Checks one position given as masks: the move is legal, and from a won position it reaches a lost one. */
function checkPerfectMove(masks: readonly number[], lengths: readonly number[], board: ReadonlyBoard): void {
  const move = perfectPlayer(board, scripted());
  const mask = masks[move.row - 1] ?? 0;
  let legal = Number.isInteger(move.left) && Number.isInteger(move.right) && move.left >= 1 && move.left <= move.right;
  for (let stick = move.left; legal && stick <= move.right; stick++) legal = stick <= (lengths[move.row - 1] ?? 0) && ((mask >> (stick - 1)) & 1) === 1;
  if (!legal) throw new Error(`illegal move ${JSON.stringify(move)} on\n${String(board)}`);
  if (!isWinOfMasks(masks)) return;
  let after = mask;
  for (let stick = move.left; stick <= move.right; stick++) after &= ~(1 << (stick - 1));
  const next = masks.map((rowMask, row) => (row === move.row - 1 ? after : rowMask));
  if (isWinOfMasks(next)) throw new Error(`perfectPlayer missed the win from\n${String(board)}\nwith ${formatMove(move)}`);
}

/**
 * Every position of a board but the finished one, each on a real Board reached by marking: a walk that
 * decides stick by stick whether it is marked, so each position costs one clone and one mark.
 */
function forEachPosition(lengths: readonly number[], visit: (masks: readonly number[], board: Board) => void): number {
  const masks = lengths.map((length) => 2 ** length - 1);
  let count = 0;
  const walk = (board: Board, row: number, stick: number): void => {
    if (row === lengths.length) {
      if (board.unmarkedCount > 0) {
        visit(masks, board);
        count++;
      }
      return;
    }
    const [nextRow, nextStick] = stick === lengths[row] ? [row + 1, 1] : [row, stick + 1];
    walk(board, nextRow, nextStick);
    const bit = 1 << (stick - 1);
    masks[row] = (masks[row] ?? 0) & ~bit;
    walk(board.clone().mark({ row: row + 1, left: stick, right: stick }), nextRow, nextStick);
    masks[row] = (masks[row] ?? 0) | bit;
  };
  walk(new Board(lengths), 0, 1);
  return count;
}

describe('perfectPlayer', () => {
  test('perfectPlayer - every position of the standard board: always legal, always winning when it can', () => {
    const positions = forEachPosition(STANDARD_ROWS, (masks, board) => {
      // The walk and the board agree on the position.
      if (masks.some((mask, row) => board.unmarkedMask(row + 1) !== mask)) throw new Error(`walk out of step at\n${String(board)}`);
      checkPerfectMove(masks, STANDARD_ROWS, board);
    });
    expect(positions).toBe(65_535);
  });

  test('perfectPlayer - every position of every board of up to 4 rows of up to 5 sticks', () => {
    // Row order does not change the game, so each board is taken once, rows in non-increasing order;
    // the 5, 5, 5, 5 board holds every ordering of rows of up to 5 sticks among its positions.
    let boards = 0;
    let positions = 0;
    const shapes = (lengths: number[], largest: number): void => {
      if (lengths.length > 0) {
        boards++;
        positions += forEachPosition(lengths, (masks, board) => {
          checkPerfectMove(masks, lengths, board);
        });
      }
      if (lengths.length < 4) for (let length = largest; length >= 1; length--) shapes([...lengths, length], length);
    };
    shapes([], 5);
    expect(boards).toBe(125);
    expect(positions).toBe(3_309_746 - 125);
  });

  test.each([
    // rows → expected move
    [[3, 1], { row: 1, left: 1, right: 3 }], // one sequence, one lonely stick: take the sequence
    [[4, 1, 1], { row: 1, left: 1, right: 3 }], // one sequence, two lonely: all but one
    [[3, 2, 2], { row: 1, left: 1, right: 3 }], // Nim sum 3: empty the 3, leaving 2 and 2
    [[6, 5], { row: 1, left: 1, right: 1 }], // Nim sum 3: 6 → 5
    [[2, 7, 4], { row: 2, left: 1, right: 1 }], // Nim sum 1: the 2 cannot shrink to 3, so 7 → 6
    [[2, 7, 5], { row: 2, left: 1, right: 1 }], // 2 XOR 7 XOR 5 = 0, lost: one stick off the longest run
    [[1, 1, 1], { row: 1, left: 1, right: 1 }], // only lonely sticks, a lost position
    [[7, 5, 3, 1], { row: 1, left: 1, right: 1 }], // lost: one stick off the longest run
  ])('perfectPlayer - on %j picks %j', (rows, move) => {
    expect(perfectPlayer(new Board(rows), scripted())).toEqual(move);
    expect(heuristicPlayer).toBe(perfectPlayer);
  });

  test('perfectPlayer - as player 2 on the standard board it never loses, whoever starts', () => {
    const opponents: [string, Player][] = [
      ['random', randomPlayer],
      ['smart', smartPlayer],
      ['erring 0.1', erringPlayer(0.1)],
      ['erring 0.5', erringPlayer(0.5)],
      ['perfect', perfectPlayer],
    ];
    for (const [name, opponent] of opponents) {
      const result = competition(opponent, perfectPlayer, { rounds: 2000, random: createRandom(name.length) });
      expect([name, result.wins]).toEqual([name, [0, 2000]]);
    }
  });

  test('perfectPlayer - as player 1 it beats randomPlayer in at least 97 % of 10,000 rounds', () => {
    const { wins } = competition(perfectPlayer, randomPlayer, { rounds: 10_000, random: createRandom(2024) });
    expect(wins[0]).toBeGreaterThanOrEqual(9_700);
  });

  test('perfectPlayer - on a won random board it wins every round against anyone (property)', () => {
    // Boards too big for the brute-force search: misère Nim's rule, checked against it above, says who wins.
    const boardArbitrary = fc
      .array(fc.integer({ min: 1, max: 32 }), { minLength: 1, maxLength: 8 })
      .filter((rows) => misereNimWins(rows));
    fc.assert(
      fc.property(boardArbitrary, fc.integer(), fc.constantFrom<Player>(randomPlayer, smartPlayer, erringPlayer(0.3)), (rows, seed, opponent) => {
        expect(playRound(perfectPlayer, opponent, { rows, random: createRandom(seed) }).loser).toBe(2);
      }),
      { numRuns: 300 },
    );
  });

  test('perfectPlayer - throws on a finished board', () => {
    const board = new Board([1]).mark({ row: 1, left: 1, right: 1 });
    const message = 'the board has no unmarked stick: there is no move to make';
    expect(() => perfectPlayer(board, Math.random)).toThrow(new RangeError(message));
    expect(() => randomPlayer(board, Math.random)).toThrow(new RangeError(message));
    expect(() => smartPlayer(board, Math.random)).toThrow(new RangeError(message));
  });
});

describe('randomPlayer', () => {
  test('randomPlayer - follows the seed procedure: row, start stick, then coin flips', () => {
    // Rows 1 and 3 have unmarked sticks; row 2 is empty. Draw 0.6 picks the second live row (row 3);
    // 0.3 picks the 2nd of its 3 unmarked sticks (stick 3, since stick 2 is marked: uniform draws use the
    // top bits of a 32-bit word, so 0.3 → 1 of 0..3); heads (< 0.5) extends to stick 4, tails (0.5) stops.
    const board = new Board([2, 1, 6]).mark({ row: 2, left: 1, right: 1 }).mark({ row: 3, left: 2, right: 2 });
    board.mark({ row: 3, left: 5, right: 6 });
    expect(randomPlayer(board, scripted(0.6, 0.3, 0.1, 0.5))).toEqual({ row: 3, left: 3, right: 4 });
    // The coin is not flipped when the next stick is marked, nor at the row's end.
    expect(randomPlayer(board, scripted(0.6, 0.7))).toEqual({ row: 3, left: 4, right: 4 });
    expect(randomPlayer(board, scripted(0.1, 0.9))).toEqual({ row: 1, left: 2, right: 2 });
    expect(randomPlayer(board, scripted(0, 0, 0.2))).toEqual({ row: 1, left: 1, right: 2 });
  });

  test('randomPlayer - the exact move distribution on a row of three', () => {
    // Start uniform over 3 sticks, then extend while a fair coin says so.
    const expected: Record<string, number> = { '1:1-1': 1 / 6, '1:1-2': 1 / 12, '1:1-3': 1 / 12, '1:2-2': 1 / 6, '1:2-3': 1 / 6, '1:3-3': 1 / 3 };
    const random = createRandom(5);
    const counts: Record<string, number> = {};
    const samples = 60_000;
    for (let index = 0; index < samples; index++) {
      const key = formatMove(randomPlayer(new Board([3]), random));
      counts[key] = (counts[key] ?? 0) + 1;
    }
    expect(Object.keys(counts).sort()).toEqual(Object.keys(expected).sort());
    for (const [key, probability] of Object.entries(expected)) expect(Math.abs((counts[key] ?? 0) / samples - probability)).toBeLessThan(0.01);
  });

  test('randomPlayer - always legal (property)', () => {
    const positionArbitrary = fc
      .array(fc.array(fc.boolean(), { minLength: 1, maxLength: 32 }), { minLength: 1, maxLength: 6 })
      .filter((rows) => rows.flat().some(Boolean));
    fc.assert(
      fc.property(positionArbitrary, fc.integer(), (rows, seed) => {
        const board = boardFrom(rows);
        for (const player of [randomPlayer, smartPlayer, perfectPlayer, erringPlayer(0.5)]) {
          expect(board.check(player(board, createRandom(seed)))).toBeNull();
        }
      }),
    );
  });
});

describe('smartPlayer', () => {
  /**
   * Explores every line of play from `rows` with the smart player to move and the opponent trying every
   * legal move; throws if the smart player ever marks the last stick. Returns the number of lines.
   */
  function smartAlwaysWins(rows: readonly (readonly boolean[])[], random: () => number): number {
    const board = boardFrom(rows);
    const move = smartPlayer(board, random);
    expect(isLegal(rows, move)).toBe(true);
    const after = afterMove(rows, move);
    if (runLengths(after).length === 0) throw new Error(`smartPlayer marked the last stick from\n${String(board)}`);
    let lines = 0;
    for (const reply of legalMoves(after)) {
      const next = afterMove(after, reply);
      lines += runLengths(next).length === 0 ? 1 : smartAlwaysWins(next, random);
    }
    return lines;
  }

  /** A position: one sequence of `length` sticks in row 1 (after a marked stick) and lonely sticks. */
  function endGame(length: number, lonely: number, layout: 'rows' | 'shared'): boolean[][] {
    const sequenceRow = [false, ...Array.from({ length }, () => true)];
    if (layout === 'rows') return [sequenceRow, ...Array.from({ length: lonely }, () => [true])];
    // Lonely sticks beside the sequence's row and in one long row, each between marked sticks.
    const shared = lonely > 0 ? [...sequenceRow, false, true] : sequenceRow;
    const rest = Array.from({ length: Math.max(0, lonely - 1) }, () => [false, true]).flat();
    return rest.length > 0 ? [shared, rest] : [shared];
  }

  const cases = [2, 3, 4, 7].flatMap((length) =>
    [0, 1, 2, 3, 4, 5].flatMap((lonely) => (['rows', 'shared'] as const).map((layout) => [length, lonely, layout] as const)),
  );

  test.each(cases)('smartPlayer - wins the end game of a sequence of %i and %i lonely sticks (%s)', (length, lonely, layout) => {
    const rows = endGame(length, lonely, layout);
    expect(runLengths(rows).sort((a, b) => b - a)).toEqual([length, ...Array.from({ length: lonely }, () => 1)]);
    expect(smartAlwaysWins(rows, createRandom(length * 10 + lonely))).toBeGreaterThan(0);
  });

  test('smartPlayer - leaves an odd number of lonely sticks', () => {
    expect(smartPlayer(new Board([4, 1, 1]), scripted())).toEqual({ row: 1, left: 1, right: 3 });
    expect(smartPlayer(new Board([4, 1]), scripted())).toEqual({ row: 1, left: 1, right: 4 });
    expect(smartPlayer(new Board([1, 5]), scripted())).toEqual({ row: 2, left: 1, right: 5 });
  });

  test('smartPlayer - plays like randomPlayer while two or more sequences remain', () => {
    const board = new Board();
    for (let seed = 0; seed < 50; seed++) expect(smartPlayer(board, createRandom(seed))).toEqual(randomPlayer(board, createRandom(seed)));
  });

  test('smartPlayer - beats randomPlayer in both seats', () => {
    const first = competition(smartPlayer, randomPlayer, { rounds: 4000, random: createRandom(11) });
    const second = competition(randomPlayer, smartPlayer, { rounds: 4000, random: createRandom(12) });
    expect(first.wins[0]).toBeGreaterThan(3000);
    expect(second.wins[1]).toBeGreaterThan(3000);
  });
});

describe('erringPlayer', () => {
  test.each([
    [Number.NaN, new RangeError('errorRate must be between 0 and 1, got NaN')],
    [-0.1, new RangeError('errorRate must be between 0 and 1, got -0.1')],
    [1.5, new RangeError('errorRate must be between 0 and 1, got 1.5')],
    [Number.POSITIVE_INFINITY, new RangeError('errorRate must be between 0 and 1, got Infinity')],
    ['0.1', new TypeError('errorRate must be a number, got "0.1"')],
    [null, new TypeError('errorRate must be a number, got null')],
  ])('erringPlayer - rejects %s', (rate, error) => {
    expect(() => erringPlayer(rate as number)).toThrow(error);
  });

  test('erringPlayer - one draw decides, then it plays like randomPlayer or perfectPlayer', () => {
    const board = new Board();
    // 0.05 < 0.1: a random move, drawn from the following values.
    expect(erringPlayer(0.1)(board, scripted(0.05, 0, 0, 0.9))).toEqual(randomPlayer(board, scripted(0, 0, 0.9)));
    // 0.1 is not below 0.1: the perfect move.
    expect(erringPlayer(0.1)(board, scripted(0.1))).toEqual(perfectPlayer(board, scripted()));
    expect(erringPlayer(0)(board, scripted(0))).toEqual(perfectPlayer(board, scripted()));
    expect(erringPlayer(1)(board, scripted(0.999, 0.3, 0.3, 0.9))).toEqual(randomPlayer(board, scripted(0.3, 0.3, 0.9)));
  });

  test('erringPlayer - strength falls as the error rate rises', () => {
    const rates = [0, 0.2, 0.6, 1].map((rate) => competition(erringPlayer(rate), perfectPlayer, { rounds: 1000, rows: [6, 5, 4], random: createRandom(3) }).wins[0]);
    expect(rates[0]).toBe(1000); // 6 XOR 5 XOR 4 = 7: a won start
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    expect(rates[3]).toBeLessThan(100);
  });
});

describe('playRound', () => {
  test('playRound - seeded rounds replay exactly, and the moves replay to the end', () => {
    const one = playRound(smartPlayer, randomPlayer, { random: createRandom(99) });
    const two = playRound(smartPlayer, randomPlayer, { random: createRandom(99) });
    expect(two).toEqual(one);
    const board = new Board();
    one.moves.forEach((move, index) => {
      expect(board.isOver()).toBe(false);
      board.mark(move);
      // The loser made the last move; player 1 makes the odd-numbered moves.
      if (index === one.moves.length - 1) expect(one.loser).toBe(index % 2 === 0 ? 1 : 2);
    });
    expect(board.isOver()).toBe(true);
  });

  test('playRound - whoever marks the last stick loses', () => {
    expect(playRound(randomPlayer, randomPlayer, { rows: [1] })).toEqual({ loser: 1, moves: [{ row: 1, left: 1, right: 1 }] });
    expect(playRound(perfectPlayer, perfectPlayer, { rows: [1, 1] }).loser).toBe(2);
    expect(playRound(perfectPlayer, randomPlayer, { rows: [2] }).moves).toEqual([
      { row: 1, left: 1, right: 1 },
      { row: 1, left: 2, right: 2 },
    ]);
  });

  test.each([
    // a player's returned value → reason
    [{ row: 5, left: 1, right: 1 }, 'out-of-bounds'],
    [{ row: 4, left: 1, right: 2 }, 'out-of-bounds'],
    [null, 'out-of-bounds'],
    ['4:1-1', 'out-of-bounds'],
  ])('playRound - player 2 returning %j throws invalid move naming player 2', (returned, reason) => {
    const cheat: Player = () => returned as StickMove;
    const error = assertionFrom(() => playRound(perfectPlayer, cheat));
    expect(error.message).toBe('invalid move');
    expect(error.code).toBe(reason);
    expect(error.cause).toEqual({ player: 2, move: returned } satisfies IllegalMoveCause);
  });

  test('playRound - a move on a marked stick names the player who made it', () => {
    const repeat: Player = () => ({ row: 1, left: 1, right: 1 });
    const error = assertionFrom(() => playRound(repeat, repeat));
    expect(error.code).toBe('already-marked');
    expect(error.cause).toEqual({ player: 2, move: { row: 1, left: 1, right: 1 } });
  });

  test('playRound - records a copy of each move, not the object the player returned', () => {
    const shared = { row: 1, left: 1, right: 1 };
    const reuse: Player = (board) => {
      shared.left = shared.right = board.segments()[0]?.left ?? 1;
      return shared;
    };
    expect(playRound(reuse, reuse, { rows: [2] }).moves).toEqual([
      { row: 1, left: 1, right: 1 },
      { row: 1, left: 2, right: 2 },
    ]);
  });

  test('playRound - a player that throws stops the round with its own error', () => {
    const broken: Player = () => {
      throw new Error('boom');
    };
    expect(() => playRound(broken, randomPlayer)).toThrow(new Error('boom'));
    // A move whose getter throws: the getter's error passes through untouched.
    const trap: Player = () => ({
      row: 1,
      left: 1,
      get right(): number {
        throw new TypeError('no right end');
      },
    });
    let thrown: unknown;
    try {
      playRound(randomPlayer, trap);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toEqual(new TypeError('no right end'));
    expect((thrown as Error).cause).toBeUndefined();
  });

  test.each([
    ['first', () => playRound(null as unknown as Player, randomPlayer), new TypeError('first must be a function, got null')],
    ['second', () => playRound(randomPlayer, 'smart' as unknown as Player), new TypeError('second must be a function, got "smart"')],
    ['random', () => playRound(randomPlayer, randomPlayer, { random: 7 as unknown as () => number }), new TypeError('random must be a function, got 7')],
    ['rows', () => playRound(randomPlayer, randomPlayer, { rows: [3, 40] }), new AssertionError('invalid board', 'invalid-board')],
  ])('playRound - rejects a bad %s', (_name, action, error) => {
    expect(action).toThrow(error);
  });
});

describe('competition', () => {
  test('competition - seeded competitions are reproducible, and wins add up', () => {
    const run = (): readonly [number, number] => competition(smartPlayer, erringPlayer(0.4), { rounds: 500, random: createRandom(7) }).wins;
    const wins = run();
    expect(run()).toEqual(wins);
    expect(wins[0] + wins[1]).toBe(500);
    expect(competition(smartPlayer, erringPlayer(0.4), { rounds: 500, random: createRandom(8) }).wins).not.toEqual(wins);
  });

  test('competition - the same rounds as playRound, one after another', () => {
    const random = createRandom(31);
    const losers = Array.from({ length: 50 }, () => playRound(randomPlayer, smartPlayer, { rows: [4, 3, 2], random }).loser);
    const wins = [losers.filter((loser) => loser === 2).length, losers.filter((loser) => loser === 1).length];
    expect(competition(randomPlayer, smartPlayer, { rounds: 50, rows: [4, 3, 2], random: createRandom(31) })).toEqual({ rounds: 50, wins });
  });

  test('competition - 1000 rounds by default, 0 allowed, progress after every round', () => {
    expect(competition(perfectPlayer, perfectPlayer).wins).toEqual([0, 1000]);
    expect(competition(randomPlayer, randomPlayer, { rounds: 0 })).toEqual({ rounds: 0, wins: [0, 0] });
    const seen: [number, number][] = [];
    competition(randomPlayer, randomPlayer, { rounds: 3, onProgress: (done, total) => seen.push([done, total]) });
    expect(seen).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
  });

  test.each([
    ['negative rounds', { rounds: -1 }, new RangeError('rounds must be an integer of at least 0, got -1')],
    ['fractional rounds', { rounds: 1.5 }, new RangeError('rounds must be an integer of at least 0, got 1.5')],
    ['NaN rounds', { rounds: Number.NaN }, new RangeError('rounds must be an integer of at least 0, got NaN')],
    ['string rounds', { rounds: '10' }, new TypeError('rounds must be a number, got "10"')],
    ['a string onProgress', { onProgress: 'yes' }, new TypeError('onProgress must be a function, got "yes"')],
    ['no rows', { rows: [] }, new AssertionError('invalid board', 'invalid-board')],
  ])('competition - rejects %s', (_name, options, error) => {
    expect(() => competition(randomPlayer, randomPlayer, options as never)).toThrow(error);
  });
});

describe('tournament', () => {
  const players = { random: randomPlayer, smart: smartPlayer, erring: erringPlayer(0.1), perfect: perfectPlayer };

  test('tournament - every pair in both seats, a consistent and reproducible table', () => {
    const seen: number[] = [];
    const result = tournament(players, { rounds: 200, random: createRandom(5), onProgress: (done, total) => seen.push(total - done) });
    expect(result.names).toEqual(['random', 'smart', 'erring', 'perfect']);
    expect(result.rounds).toBe(200);
    expect(seen.length).toBe(12 * 200);
    expect(seen.at(-1)).toBe(0);
    result.wins.forEach((row, i) => {
      row.forEach((won, j) => {
        if (i === j) {
          expect(won).toBe(0);
          expect(result.winRate[i]?.[j]).toBeNull();
        } else {
          expect(won + (result.wins[j]?.[i] ?? 0)).toBe(400);
          expect(result.winRate[i]?.[j]).toBe(won / 400);
        }
      });
      expect(result.overall[i]).toBe(row.reduce((sum, won) => sum + won, 0) / 1200);
    });
    // The perfect player wins every game against random and smart: it wins its seat-2 games outright and
    // the seat-1 games are won as soon as the opponent errs.
    expect(result.wins[3]?.[0]).toBe(400);
    expect(result.overall.indexOf(Math.max(...result.overall))).toBe(3);
    expect(tournament(players, { rounds: 200, random: createRandom(5) })).toEqual(result);
  });

  test('tournament - the same games as the competitions, in order', () => {
    const random = createRandom(8);
    const options = { rounds: 30, rows: [3, 3], random };
    const ab = competition(smartPlayer, randomPlayer, options).wins;
    const ba = competition(randomPlayer, smartPlayer, options).wins;
    expect(tournament({ smart: smartPlayer, random: randomPlayer }, { rounds: 30, rows: [3, 3], random: createRandom(8) }).wins).toEqual([
      [0, ab[0] + ba[1]],
      [ab[1] + ba[0], 0],
    ]);
  });

  test.each([
    ['null players', null, {}, new TypeError('players must be an object of named players, got null')],
    ['an array of players', [randomPlayer, smartPlayer], {}, new TypeError('players must be an object of named players, got an array')],
    ['one player', { random: randomPlayer }, {}, new RangeError('players must name at least two players, got 1')],
    ['a player that is not a function', { random: randomPlayer, smart: 'smart' }, {}, new TypeError('players.smart must be a function, got "smart"')],
    ['0 rounds', players, { rounds: 0 }, new RangeError('rounds must be an integer of at least 1, got 0')],
    ['a numeric onProgress', players, { onProgress: 1 }, new TypeError('onProgress must be a function, got 1')],
  ])('tournament - rejects %s', (_name, entrants, options, error) => {
    expect(() => tournament(entrants as never, options as never)).toThrow(error);
  });
});
