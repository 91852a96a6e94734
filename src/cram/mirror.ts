// The mirror strategy of Cram. Turn the board half a turn about its centre: a position equal to its own image in
// which no empty domino overlaps its own image is lost for the player to move. Whatever domino d the mover
// places, its image d' is empty (the position was symmetric) and disjoint from d (no domino overlaps its image),
// so the reply d' leaves a symmetric position again, still without such a domino (fewer squares are empty); the
// replies never run out, so the mover makes the last move. On an empty board with both sides even no domino
// overlaps its image (the centre is a corner of four squares), so the first player loses; with one side even
// and one odd, the two central squares form the only such domino, and covering it first wins.
import type { Grid } from './board.js';

/** A domino by its two squares (indices row · cols + col), the first the upper or left one. */
export type Domino = readonly [number, number];

/** Whether squares `a` and `b` share a side. */
function adjacent({ cols }: Grid, a: number, b: number): boolean {
  const low = Math.min(a, b);
  const high = Math.max(a, b);
  return high - low === cols || (high - low === 1 && high % cols !== 0);
}

/** Whether some empty domino overlaps its own image: it holds the centre square, or it is the central pair. */
function selfOverlapping(grid: Grid): boolean {
  const { rows, cols, empty } = grid;
  const last = rows * cols - 1;
  for (let square = 0; square <= last; square++) {
    if (!empty[square] || empty[last - square] !== true) continue;
    const image = last - square;
    if (image === square) {
      const row = Math.floor(square / cols);
      const col = square % cols;
      const sides = [row > 0 && empty[square - cols], row < rows - 1 && empty[square + cols], col > 0 && empty[square - 1], col < cols - 1 && empty[square + 1]];
      if (sides.includes(true)) return true;
    } else if (adjacent(grid, square, image)) {
      return true;
    }
  }
  return false;
}

/** The grid with the squares of a domino covered. */
function covered(grid: Grid, [a, b]: Domino): Grid {
  const empty = grid.empty.slice();
  empty[a] = false;
  empty[b] = false;
  return { ...grid, empty };
}

/**
 * The mirror strategy's answer: a domino that leaves a symmetric position without self-overlapping dominoes
 * (a winning move), `null` when the position is already one (the mover loses), or `undefined` when the strategy
 * does not apply.
 */
export function mirrorMove(grid: Grid): Domino | null | undefined {
  const { rows, cols, empty } = grid;
  const last = rows * cols - 1;
  // Empty squares whose image is covered: the last move the mirror has not answered yet.
  const unanswered: number[] = [];
  for (let square = 0; square <= last && unanswered.length <= 2; square++) {
    if (empty[square] === true && empty[last - square] !== true) unanswered.push(square);
  }
  if (unanswered.length === 0) {
    if (!selfOverlapping(grid)) return null;
    // The central pair of a board with one odd side, the one domino that is its own image, when it is empty.
    for (let square = 0; square < last - square; square++) {
      const pair: Domino = [square, last - square];
      if (adjacent(grid, square, last - square) && empty[square] === true && !selfOverlapping(covered(grid, pair))) return pair;
    }
    return undefined;
  }
  const [a = 0, b = 0] = unanswered;
  if (unanswered.length !== 2 || !adjacent(grid, a, b)) return undefined;
  return selfOverlapping(covered(grid, [a, b])) ? undefined : [a, b];
}
