// A plain model of the sticks game, independent of the library, shared by the sticks tests.
import type { ReadonlyBoard, StickMove } from '../../src/index.js';
import { Board } from '../../src/index.js';

/** A random source replaying the given values, failing the test if more are drawn. */
export function scripted(...values: number[]): () => number {
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
export function runLengths(rows: readonly (readonly boolean[])[]): number[] {
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
export function isWin(lengths: readonly number[]): boolean {
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
export function misereNimWins(lengths: readonly number[]): boolean {
  const nimSum = lengths.reduce((sum, length) => sum ^ length, 0);
  return lengths.some((length) => length >= 2) ? nimSum !== 0 : lengths.length % 2 === 0;
}

/** Every multiset of run lengths (non-increasing lists) with total at most `maxTotal`. */
export function allRunMultisets(maxTotal: number): number[][] {
  const result: number[][] = [];
  const extend = (prefix: number[], largest: number, left: number): void => {
    result.push(prefix);
    for (let length = Math.min(largest, left); length >= 1; length--) extend([...prefix, length], length, left - length);
  };
  extend([], maxTotal, maxTotal);
  return result;
}

/** The rows of booleans of a board, read through the public queries. */
export function picture(board: ReadonlyBoard): boolean[][] {
  return board.rows.map((length, index) => Array.from({ length }, (_, stick) => board.isUnmarked(index + 1, stick + 1)));
}

/** A board in the position given by rows of booleans, reached by marking each marked run. */
export function boardFrom(rows: readonly (readonly boolean[])[]): Board {
  const board = new Board(rows.map((row) => row.length));
  rows.forEach((row, index) => {
    row.forEach((unmarked, stick) => {
      if (!unmarked) board.mark({ row: index + 1, left: stick + 1, right: stick + 1 });
    });
  });
  return board;
}

/** Every legal move on a position of booleans, found by trying every span. */
export function legalMoves(rows: readonly (readonly boolean[])[]): StickMove[] {
  const moves: StickMove[] = [];
  rows.forEach((row, index) => {
    for (let left = 1; left <= row.length; left++) {
      for (let right = left; right <= row.length && row[right - 1] === true; right++) moves.push({ row: index + 1, left, right });
    }
  });
  return moves;
}

/** The position after a move, as new rows of booleans. */
export function afterMove(rows: readonly (readonly boolean[])[], move: StickMove): boolean[][] {
  return rows.map((row, index) =>
    row.map((unmarked, stick) => unmarked && !(index + 1 === move.row && stick + 1 >= move.left && stick + 1 <= move.right)),
  );
}

/** Whether a move is legal on a position of booleans. */
export function isLegal(rows: readonly (readonly boolean[])[], move: StickMove): boolean {
  return legalMoves(rows).some((legal) => legal.row === move.row && legal.left === move.left && legal.right === move.right);
}

// ---------------------------------------------------------------------------------------------------------
