// The run scanner behind Board.segments and every sticks player. Internal: not re-exported from the index.
//
// It reads a board through `MaskSource` (declared here) rather than importing `ReadonlyBoard` from
// board.ts, because board.ts imports this module: a type-only import back would be a cycle.
import { highestBitEnd, int32At, lowestBit, withoutLowestRun } from '../internal/bits.js';

/**
 * What the scanner needs of a board: its row lengths and each row's mask of unmarked sticks (bit `i - 1`
 * for stick `i`). `ReadonlyBoard` has both, so a player's own implementation of it works too.
 *
 * @category Sticks
 */
interface MaskSource {
  readonly rows: readonly number[];
  unmarkedMask(row: number): number;
}

/** The runs of one position as parallel arrays, reused from move to move so players allocate nothing.
 *
 * @category Sticks
 */
export class RunList {
  count = 0;
  rows = new Int32Array(64);
  lefts = new Int32Array(64);
  lengths = new Int32Array(64);

  push(row: number, left: number, length: number): void {
    if (this.count === this.rows.length) {
      const grow = (old: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> => {
        const bigger = new Int32Array(old.length * 2);
        bigger.set(old);
        return bigger;
      };
      this.rows = grow(this.rows);
      this.lefts = grow(this.lefts);
      this.lengths = grow(this.lengths);
    }
    this.rows[this.count] = row;
    this.lefts[this.count] = left;
    this.lengths[this.count] = length;
    this.count++;
  }
}

/**
 * The scratch list of {@link scanRuns}. Players are synchronous and read it before calling any other
 * code, so one list serves every call. Marked pure so a bundler may drop it when sticks is not imported.
 */
const scratchRuns = /* @__PURE__ */ new RunList();

/**
 * Lists each maximal run of unmarked sticks, row by row and left to right, into the shared scratch list
 * (valid until the next scan). Each run takes a few bit operations on the row's mask.
 *
 * @category Sticks
 */
export function scanRuns(board: MaskSource): RunList {
  const runs = scratchRuns;
  runs.count = 0;
  const rowCount = board.rows.length;
  for (let row = 1; row <= rowCount; row++) {
    let mask = board.unmarkedMask(row) | 0;
    while (mask !== 0) {
      const rest = withoutLowestRun(mask);
      const run = mask ^ rest;
      const start = lowestBit(run);
      runs.push(row, start + 1, highestBitEnd(run) - start);
      mask = rest;
    }
  }
  return runs;
}

/** The index of the only sequence (run of 2 or more) in `runs`, or -1 when there are none or several.
 *
 * @category Sticks
 */
export function loneSequence(runs: RunList): number {
  let found = -1;
  for (let index = 0; index < runs.count; index++) {
    if (int32At(runs.lengths, index) >= 2) {
      if (found >= 0) return -1;
      found = index;
    }
  }
  return found;
}
