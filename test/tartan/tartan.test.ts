// Two-dimensional coin turning against plain references written here: every grid to 3 × 3 valued by a mex over
// positions, lone heads to 7 × 7 by a mex over the coins a move turns, and the engine's moves by brute force.
import { describe, expect, test } from 'vitest';
import { grundyValue, MAX_TARTAN_SIDE, nimProduct, perfectPlayer, playMatch, randomPlayer, tartanGame, tartanValue, turningValue } from '../../src/index.js';
import type { TartanMove, TurningRule } from '../../src/index.js';
import { thrownBy } from '../helpers.js';
import { setsOfHead } from '../turning/reference.js';

/** Rule pairs checked: the classics (Turning Corners, Rugs, Acrostic Turtles) and mixed ones. */
const PAIRS: readonly (readonly [TurningRule, TurningRule])[] = [
  ['twins', 'twins'],
  ['ruler', 'ruler'],
  ['turtles', 'turtles'],
  ['mock-turtles', 'ruler'],
  ['moebius', 'twins'],
  ['mogul', 'turtles'],
];

/** Every move of a grid in the documented order: heads in reading order, then column sets, then row sets. */
function bruteMoves(ruleA: TurningRule, ruleB: TurningRule, rows: readonly string[]): TartanMove[] {
  const moves: TartanMove[] = [];
  rows.forEach((row, index) => {
    for (let x = 1; x <= row.length; x++) {
      if (row[x - 1] !== 'H') continue;
      for (const columns of setsOfHead(ruleA, x)) for (const lines of setsOfHead(ruleB, index + 1)) moves.push({ columns, rows: lines });
    }
  });
  return moves;
}

function bruteTurn(rows: readonly string[], { columns, rows: lines }: TartanMove): string {
  return rows.map((row, index) => (lines.includes(index + 1) ? Array.from(row, (coin, at) => (columns.includes(at + 1) ? (coin === 'H' ? 'T' : 'H') : coin)).join('') : row)).join('/');
}

/** Every grid of `height` rows of `width` coins. */
function allGrids(width: number, height: number): string[][] {
  const grids: string[][] = [];
  for (let mask = 0; mask < 2 ** (width * height); mask++) {
    grids.push(Array.from({ length: height }, (_, y) => Array.from({ length: width }, (_, x) => ((mask >> (y * width + x)) & 1 ? 'H' : 'T')).join('')));
  }
  return grids;
}

/** The nim value of a grid by a plain memoized mex over the positions its moves reach. */
function mexValue(ruleA: TurningRule, ruleB: TurningRule, rows: readonly string[], memo: Map<string, number>): number {
  const key = rows.join('/');
  const known = memo.get(key);
  if (known !== undefined) return known;
  const seen = new Set(bruteMoves(ruleA, ruleB, rows).map((move) => mexValue(ruleA, ruleB, bruteTurn(rows, move).split('/'), memo)));
  let mex = 0;
  while (seen.has(mex)) mex++;
  memo.set(key, mex);
  return mex;
}

describe('tartanValue', () => {
  test.each(PAIRS)('tartanValue - %s × %s: a lone head is worth the mex over its moves of the other coins\' values, to 7 × 7', (ruleA, ruleB) => {
    const value = (x: number, y: number): number => tartanValue(ruleA, ruleB, x, y);
    for (let y = 1; y <= 7; y++) {
      for (let x = 1; x <= 7; x++) {
        const seen = new Set<number>();
        for (const columns of setsOfHead(ruleA, x)) {
          for (const lines of setsOfHead(ruleB, y)) {
            let sum = 0;
            for (const a of columns) for (const b of lines) if (a !== x || b !== y) sum ^= value(a, b);
            seen.add(sum);
          }
        }
        let mex = 0;
        while (seen.has(mex)) mex++;
        expect(value(x, y)).toBe(mex);
        expect(value(x, y)).toBe(nimProduct(turningValue(ruleA, x), turningValue(ruleB, y)));
      }
    }
  });

  test('tartanValue - Turning Corners and Rugs, numbers and bigints', () => {
    // Turning Corners: twins values 0, 1, 2, 3, … so the table is the nim multiplication table shifted by one.
    expect(Array.from({ length: 6 }, (_, x) => tartanValue('twins', 'twins', x + 1, 3))).toEqual([0, 2, 3, 1, 8, 10]);
    expect(tartanValue('ruler', 'ruler', 8, 8)).toBe(13);
    expect(tartanValue('ruler', 'ruler', 2n ** 40n, 2n ** 40n)).toBe(nimProduct(2n ** 40n, 2n ** 40n));
  });

  test.each([
    // [error class, arguments, message]
    [TypeError, ['twins', 'twins', 1, 1n], 'x and y must both be numbers or both bigints, got number and bigint'],
    [RangeError, ['ruler', 'ruler', 2 ** 33, 1], 'the values of x and y must be below 2^32 as numbers (got 8589934592 and 1); pass bigints'],
    [RangeError, ['twins', 'rugs', 1, 1], "rule must be 'turtles', 'mock-turtles', 'ruler', 'twins', 'moebius' or 'mogul', got \"rugs\""],
    [RangeError, ['twins', 'twins', 0, 1], 'n must be a square from 1 (a positive safe integer), got 0'],
  ] as const)('tartanValue - bad arguments are refused (row %#)', (ErrorClass, args, message) => {
    expect(thrownBy(ErrorClass, () => tartanValue(...(args as unknown as [TurningRule, TurningRule, number, number]))).message).toBe(message);
  });
});

describe('tartanGame', () => {
  test.each(PAIRS)('tartanGame - %s × %s: grundyValue, moves, actions and the winning move on every grid to 3 × 3', (ruleA, ruleB) => {
    for (const [width, height] of [[1, 1], [2, 1], [1, 3], [2, 2], [3, 2], [3, 3]] as const) {
      const memo = new Map<string, number>();
      const game = tartanGame(ruleA, ruleB, Array.from({ length: height }, () => 'T'.repeat(width)));
      for (const rows of allGrids(width, height)) {
        const state = game.at(rows.join('/'));
        const value = mexValue(ruleA, ruleB, rows, memo);
        expect(grundyValue(state)).toBe(value);
        const expected = bruteMoves(ruleA, ruleB, rows);
        expect(state.moves()).toEqual(expected);
        expected.forEach((move, index) => {
          expect(state.moveAt(index)).toEqual(move);
          expect(game.parseMove(game.formatMove(move))).toEqual(move);
        });
        // Every action id names one move: the positions they reach are the moves' positions.
        const ids = state.actions();
        expect(new Set(ids).size).toBe(expected.length);
        expect(ids.map((id) => state.playAction(id).position).sort()).toEqual(expected.map((move) => bruteTurn(rows, move)).sort());
        const winning = game.winningMove?.(state) ?? null;
        expect(winning === null).toBe(value === 0);
        if (winning !== null) expect(mexValue(ruleA, ruleB, state.play(winning).position.split('/'), memo)).toBe(0);
      }
    }
  }, 30_000);

  test('tartanGame - the perfect player never loses a won 3 × 3 grid to a random player', () => {
    let won = 0;
    for (const [ruleA, ruleB] of PAIRS) {
      for (const rows of allGrids(3, 3).filter((_, index) => index % 7 === 3)) {
        const game = tartanGame(ruleA, ruleB, rows);
        if (grundyValue(game.start) === 0) continue;
        won++;
        expect(playMatch(game, [perfectPlayer, randomPlayer], { seed: won }).winner).toBe(0);
      }
    }
    expect(won).toBeGreaterThan(100);
  });

  test('tartanGame - large grids: the winning move on a 32 × 32 grid reaches nim-sum 0', () => {
    const rows = Array.from({ length: MAX_TARTAN_SIDE }, (_, y) => Array.from({ length: MAX_TARTAN_SIDE }, (_, x) => ((x * 7 + y * 3) % 5 === 0 ? 'H' : 'T')).join(''));
    let moved = 0;
    for (const [ruleA, ruleB] of PAIRS) {
      for (const grid of [rows, rows.map((row, y) => (y === 0 ? `H${row.slice(1)}` : row))]) {
        const game = tartanGame(ruleA, ruleB, grid);
        const move = game.winningMove?.(game.start) ?? null;
        if (move === null) expect(grundyValue(game.start)).toBe(0);
        else expect(grundyValue(game.start.play(move))).toBe((moved++, 0));
      }
    }
    expect(moved).toBeGreaterThanOrEqual(PAIRS.length);
  });

  test('tartanGame - name, picture, keys and move text', () => {
    const game = tartanGame('ruler', 'ruler', ['HT', 'TH']);
    expect(game.name).toBe('tartan:ruler:ruler:HT/TH normal');
    expect(String(game.start)).toBe('tartan ruler×ruler HT/TH, player 0 to move');
    expect(game.formatMove({ columns: [1, 2], rows: [1, 2] })).toBe('1-2;1-2');
    expect(game.parseMove('1,2;2')).toEqual({ columns: [1, 2], rows: [2] });
    expect(game.parseMove('1,2')).toBeNull();
    expect(game.fromKey('1:TT/TH').position).toBe('TT/TH');
    expect(thrownBy(RangeError, () => game.fromKey('0:TTT/TH')).message).toContain('ROWS, 2 rows of 2 H and T joined by /');
    expect(thrownBy(Error, () => game.start.play({ columns: [2], rows: [1] })).message).toBe('illegal move 2;1 in tartan:ruler:ruler:HT/TH normal: the coin at column 2, row 1 shows tails');
    expect(thrownBy(Error, () => game.start.play({ columns: [3], rows: [1] })).message).toBe('illegal move 3;1 in tartan:ruler:ruler:HT/TH normal: the head (3, 1) is off the 2 × 2 grid');
  });

  test.each([
    // [error class, rows, message]
    [TypeError, 'HT/TH', 'rows must be an array of strings, got "HT/TH"'],
    [RangeError, [], 'rows must hold 1 to 32 rows, got 0'],
    [TypeError, ['HT', 3], 'rows[1] must be a string of H and T, got 3'],
    [RangeError, ['HT', 'H'], 'rows[1] must be 1 to 32 coins H and T, as long as rows[0], got "H"'],
    [RangeError, ['Hx'], 'rows[0] must be 1 to 32 coins H and T, as long as rows[0], got "Hx"'],
    [RangeError, ['H'.repeat(33)], `rows[0] must be 1 to 32 coins H and T, as long as rows[0], got "${'H'.repeat(33)}"`],
  ] as const)('tartanGame - bad rows are refused (row %#)', (ErrorClass, rows, message) => {
    expect(thrownBy(ErrorClass, () => tartanGame('twins', 'twins', rows as never)).message).toBe(message);
  });
});
