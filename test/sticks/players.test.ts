import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  Board,
  STANDARD_ROWS,
  sticksCompetition,
  createRandom,
  sticksErringPlayer,
  formatStickMove,
  sticksPerfectPlayer,
  playSticksRound,
  sticksRandomPlayer,
  sticksSmartPlayer,
} from '../../src/index.js';
import type { StickPlayer, ReadonlyBoard } from '../../src/index.js';
import { scripted, runLengths, isWin, misereNimWins, allRunMultisets, boardFrom, legalMoves, afterMove, isLegal } from './model.js';

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
  const move = sticksPerfectPlayer(board, scripted());
  const mask = masks[move.row - 1] ?? 0;
  let legal = Number.isInteger(move.left) && Number.isInteger(move.right) && move.left >= 1 && move.left <= move.right;
  for (let stick = move.left; legal && stick <= move.right; stick++) legal = stick <= (lengths[move.row - 1] ?? 0) && ((mask >> (stick - 1)) & 1) === 1;
  if (!legal) throw new Error(`illegal move ${JSON.stringify(move)} on\n${String(board)}`);
  if (!isWinOfMasks(masks)) return;
  let after = mask;
  for (let stick = move.left; stick <= move.right; stick++) after &= ~(1 << (stick - 1));
  const next = masks.map((rowMask, row) => (row === move.row - 1 ? after : rowMask));
  if (isWinOfMasks(next)) throw new Error(`sticksPerfectPlayer missed the win from\n${String(board)}\nwith ${formatStickMove(move)}`);
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

describe('sticksPerfectPlayer', () => {
  test('sticksPerfectPlayer - every position of the standard board: always legal, always winning when it can', () => {
    const positions = forEachPosition(STANDARD_ROWS, (masks, board) => {
      // The walk and the board agree on the position.
      if (masks.some((mask, row) => board.unmarkedMask(row + 1) !== mask)) throw new Error(`walk out of step at\n${String(board)}`);
      checkPerfectMove(masks, STANDARD_ROWS, board);
    });
    expect(positions).toBe(65_535);
  });

  test('sticksPerfectPlayer - every position of every board of up to 4 rows of up to 5 sticks', () => {
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
  ])('sticksPerfectPlayer - on %j picks %j', (rows, move) => {
    expect(sticksPerfectPlayer(new Board(rows), scripted())).toEqual(move);
  });

  test('sticksPerfectPlayer - as player 2 on the standard board it never loses, whoever starts', () => {
    const opponents: [string, StickPlayer][] = [
      ['random', sticksRandomPlayer],
      ['smart', sticksSmartPlayer],
      ['erring 0.1', sticksErringPlayer(0.1)],
      ['erring 0.5', sticksErringPlayer(0.5)],
      ['perfect', sticksPerfectPlayer],
    ];
    for (const [name, opponent] of opponents) {
      const result = sticksCompetition(opponent, sticksPerfectPlayer, { rounds: 2000, random: createRandom(name.length) });
      expect([name, result.wins]).toEqual([name, [0, 2000]]);
    }
  });

  test('sticksPerfectPlayer - as player 1 it beats sticksRandomPlayer in at least 97 % of 10,000 rounds', () => {
    const { wins } = sticksCompetition(sticksPerfectPlayer, sticksRandomPlayer, { rounds: 10_000, random: createRandom(2024) });
    expect(wins[0]).toBeGreaterThanOrEqual(9_700);
  });

  test('sticksPerfectPlayer - on a won random board it wins every round against anyone (property)', () => {
    // Boards too big for the brute-force search: misère Nim's rule, checked against it above, says who wins.
    const boardArbitrary = fc
      .array(fc.integer({ min: 1, max: 32 }), { minLength: 1, maxLength: 8 })
      .filter((rows) => misereNimWins(rows));
    fc.assert(
      fc.property(boardArbitrary, fc.integer(), fc.constantFrom<StickPlayer>(sticksRandomPlayer, sticksSmartPlayer, sticksErringPlayer(0.3)), (rows, seed, opponent) => {
        expect(playSticksRound(sticksPerfectPlayer, opponent, { rows, random: createRandom(seed) }).loser).toBe(2);
      }),
      { numRuns: 300 },
    );
  });

  test('sticksPerfectPlayer - throws on a finished board', () => {
    const board = new Board([1]).mark({ row: 1, left: 1, right: 1 });
    const message = 'the board has no unmarked stick: there is no move to make';
    expect(() => sticksPerfectPlayer(board, Math.random)).toThrow(new RangeError(message));
    expect(() => sticksRandomPlayer(board, Math.random)).toThrow(new RangeError(message));
    expect(() => sticksSmartPlayer(board, Math.random)).toThrow(new RangeError(message));
  });
});

describe('sticksRandomPlayer', () => {
  test('sticksRandomPlayer - follows the seed procedure: row, start stick, then coin flips', () => {
    // Rows 1 and 3 have unmarked sticks; row 2 is empty. Draw 0.6 picks the second live row (row 3);
    // 0.3 picks the 2nd of its 3 unmarked sticks (stick 3, since stick 2 is marked: uniform draws use the
    // top bits of a 32-bit word, so 0.3 → 1 of 0..3); heads (< 0.5) extends to stick 4, tails (0.5) stops.
    const board = new Board([2, 1, 6]).mark({ row: 2, left: 1, right: 1 }).mark({ row: 3, left: 2, right: 2 });
    board.mark({ row: 3, left: 5, right: 6 });
    expect(sticksRandomPlayer(board, scripted(0.6, 0.3, 0.1, 0.5))).toEqual({ row: 3, left: 3, right: 4 });
    // The coin is not flipped when the next stick is marked, nor at the row's end.
    expect(sticksRandomPlayer(board, scripted(0.6, 0.7))).toEqual({ row: 3, left: 4, right: 4 });
    expect(sticksRandomPlayer(board, scripted(0.1, 0.9))).toEqual({ row: 1, left: 2, right: 2 });
    expect(sticksRandomPlayer(board, scripted(0, 0, 0.2))).toEqual({ row: 1, left: 1, right: 2 });
  });

  test('sticksRandomPlayer - the exact move distribution on a row of three', () => {
    // Start uniform over 3 sticks, then extend while a fair coin says so.
    const expected: Record<string, number> = { '1:1-1': 1 / 6, '1:1-2': 1 / 12, '1:1-3': 1 / 12, '1:2-2': 1 / 6, '1:2-3': 1 / 6, '1:3-3': 1 / 3 };
    const random = createRandom(5);
    const counts: Record<string, number> = {};
    const samples = 60_000;
    for (let index = 0; index < samples; index++) {
      const key = formatStickMove(sticksRandomPlayer(new Board([3]), random));
      counts[key] = (counts[key] ?? 0) + 1;
    }
    expect(Object.keys(counts).sort()).toEqual(Object.keys(expected).sort());
    for (const [key, probability] of Object.entries(expected)) expect(Math.abs((counts[key] ?? 0) / samples - probability)).toBeLessThan(0.01);
  });

  test('sticksRandomPlayer - always legal (property)', () => {
    const positionArbitrary = fc
      .array(fc.array(fc.boolean(), { minLength: 1, maxLength: 32 }), { minLength: 1, maxLength: 6 })
      .filter((rows) => rows.flat().some(Boolean));
    fc.assert(
      fc.property(positionArbitrary, fc.integer(), (rows, seed) => {
        const board = boardFrom(rows);
        for (const player of [sticksRandomPlayer, sticksSmartPlayer, sticksPerfectPlayer, sticksErringPlayer(0.5)]) {
          expect(board.check(player(board, createRandom(seed)))).toBeNull();
        }
      }),
    );
  });
});

describe('a full row of 32 sticks (bit 31 is the sign bit; 1 << 32 would wrap to 1)', () => {
  test('sticksRandomPlayer - extends to stick 32 and stops at the row end', () => {
    // Every draw 0: the first row, the first stick, and heads on every coin; only the row end stops it.
    expect(sticksRandomPlayer(new Board([32]), () => 0)).toEqual({ row: 1, left: 1, right: 32 });
    const board = new Board([32, 1]).mark({ row: 1, left: 1, right: 30 });
    expect(sticksRandomPlayer(board, () => 0)).toEqual({ row: 1, left: 31, right: 32 });
  });

  test('sticksPerfectPlayer and sticksSmartPlayer - finish a lone 32-stick sequence', () => {
    expect(sticksPerfectPlayer(new Board([32]), scripted())).toEqual({ row: 1, left: 1, right: 31 });
    expect(sticksSmartPlayer(new Board([32]), scripted())).toEqual({ row: 1, left: 1, right: 31 });
    expect(sticksPerfectPlayer(new Board([32, 1]), scripted())).toEqual({ row: 1, left: 1, right: 32 });
    // Nim sum 32 XOR 31 = 63: shorten the 32 to 31 by marking its first stick.
    expect(sticksPerfectPlayer(new Board([32, 31]), scripted())).toEqual({ row: 1, left: 1, right: 1 });
  });

  test('every player plays a whole round on 32, 32 legally', () => {
    for (const player of [sticksRandomPlayer, sticksSmartPlayer, sticksPerfectPlayer, sticksErringPlayer(0.5)]) {
      const { moves } = playSticksRound(player, sticksRandomPlayer, { rows: [32, 32], random: createRandom(32) });
      expect(moves.reduce((sum, move) => sum + move.right - move.left + 1, 0)).toBe(64);
    }
  });
});

describe('sticksSmartPlayer', () => {
  /**
   * Explores every line of play from `rows` with the smart player to move and the opponent trying every
   * legal move; throws if the smart player ever marks the last stick. Returns the number of lines.
   */
  function smartAlwaysWins(rows: readonly (readonly boolean[])[], random: () => number): number {
    const board = boardFrom(rows);
    const move = sticksSmartPlayer(board, random);
    expect(isLegal(rows, move)).toBe(true);
    const after = afterMove(rows, move);
    if (runLengths(after).length === 0) throw new Error(`sticksSmartPlayer marked the last stick from\n${String(board)}`);
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

  test.each(cases)('sticksSmartPlayer - wins the end game of a sequence of %i and %i lonely sticks (%s)', (length, lonely, layout) => {
    const rows = endGame(length, lonely, layout);
    expect(runLengths(rows).sort((a, b) => b - a)).toEqual([length, ...Array.from({ length: lonely }, () => 1)]);
    expect(smartAlwaysWins(rows, createRandom(length * 10 + lonely))).toBeGreaterThan(0);
  });

  test('sticksSmartPlayer - leaves an odd number of lonely sticks', () => {
    expect(sticksSmartPlayer(new Board([4, 1, 1]), scripted())).toEqual({ row: 1, left: 1, right: 3 });
    expect(sticksSmartPlayer(new Board([4, 1]), scripted())).toEqual({ row: 1, left: 1, right: 4 });
    expect(sticksSmartPlayer(new Board([1, 5]), scripted())).toEqual({ row: 2, left: 1, right: 5 });
  });

  test('sticksSmartPlayer - plays like sticksRandomPlayer while two or more sequences remain', () => {
    const board = new Board();
    for (let seed = 0; seed < 50; seed++) expect(sticksSmartPlayer(board, createRandom(seed))).toEqual(sticksRandomPlayer(board, createRandom(seed)));
  });

  test.each([
    // rows with exactly two sequences (runs of 2 or more), with and without lonely sticks
    [[2, 2]],
    [[3, 2, 1]],
    [[2, 5, 1, 1]],
    [[7, 5]],
  ])('sticksSmartPlayer - on %j (exactly two sequences) it is still in its random phase', (rows) => {
    const board = new Board(rows);
    const moves = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      const move = sticksSmartPlayer(board, createRandom(seed));
      expect(move).toEqual(sticksRandomPlayer(board, createRandom(seed)));
      moves.add(formatStickMove(move));
    }
    // Not one fixed end-game move: the random phase spreads over many moves.
    expect(moves.size).toBeGreaterThan(3);
  });

  test('sticksSmartPlayer - a sequence of exactly two sticks is a sequence', () => {
    expect(sticksSmartPlayer(new Board([2, 1]), scripted())).toEqual({ row: 1, left: 1, right: 2 });
    expect(sticksSmartPlayer(new Board([2, 1, 1]), scripted())).toEqual({ row: 1, left: 1, right: 1 });
    expect(sticksSmartPlayer(new Board([1, 1, 2]), scripted())).toEqual({ row: 3, left: 1, right: 1 });
  });

  test('sticksSmartPlayer - beats sticksRandomPlayer in both seats', () => {
    const first = sticksCompetition(sticksSmartPlayer, sticksRandomPlayer, { rounds: 4000, random: createRandom(11) });
    const second = sticksCompetition(sticksRandomPlayer, sticksSmartPlayer, { rounds: 4000, random: createRandom(12) });
    expect(first.wins[0]).toBeGreaterThan(3000);
    expect(second.wins[1]).toBeGreaterThan(3000);
  });
});

describe('sticksErringPlayer', () => {
  test.each([
    [Number.NaN, new RangeError('errorRate must be between 0 and 1, got NaN')],
    [-0.1, new RangeError('errorRate must be between 0 and 1, got -0.1')],
    [1.5, new RangeError('errorRate must be between 0 and 1, got 1.5')],
    [Number.POSITIVE_INFINITY, new RangeError('errorRate must be between 0 and 1, got Infinity')],
    ['0.1', new TypeError('errorRate must be a number, got "0.1"')],
    [null, new TypeError('errorRate must be a number, got null')],
  ])('sticksErringPlayer - rejects %s', (rate, error) => {
    expect(() => sticksErringPlayer(rate as number)).toThrow(error);
  });

  test('sticksErringPlayer - one draw decides, then it plays like sticksRandomPlayer or sticksPerfectPlayer', () => {
    const board = new Board();
    // 0.05 < 0.1: a random move, drawn from the following values.
    expect(sticksErringPlayer(0.1)(board, scripted(0.05, 0, 0, 0.9))).toEqual(sticksRandomPlayer(board, scripted(0, 0, 0.9)));
    // 0.1 is not below 0.1: the perfect move.
    expect(sticksErringPlayer(0.1)(board, scripted(0.1))).toEqual(sticksPerfectPlayer(board, scripted()));
    expect(sticksErringPlayer(0)(board, scripted(0))).toEqual(sticksPerfectPlayer(board, scripted()));
    expect(sticksErringPlayer(1)(board, scripted(0.999, 0.3, 0.3, 0.9))).toEqual(sticksRandomPlayer(board, scripted(0.3, 0.3, 0.9)));
  });

  test('sticksErringPlayer - strength falls as the error rate rises', () => {
    const rates = [0, 0.2, 0.6, 1].map((rate) => sticksCompetition(sticksErringPlayer(rate), sticksPerfectPlayer, { rounds: 1000, rows: [6, 5, 4], random: createRandom(3) }).wins[0]);
    expect(rates[0]).toBe(1000); // 6 XOR 5 XOR 4 = 7: a won start
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    expect(rates[3]).toBeLessThan(100);
  });
});

