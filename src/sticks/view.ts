// The read-only view the matches hand to players. Internal: not re-exported from the index.
//
// Why a view and not the live board: a player is user code, and `ReadonlyBoard` is only a type; a player
// that casts it back to `Board` and calls `mark` would corrupt the round. Why a view and not a clone per
// move: a clone allocates two arrays per move, and the competition plays millions of moves a second. The
// view holds the board in a private field and has no `mark`, so nothing reachable from it can change the
// position (`clone()` hands out an independent copy). The view is frozen too: both players share it, and a
// player that shadowed a query (`view.segments = () => []`) would show its opponent a board that is not there.
import type { Board, ReadonlyBoard, Segment, StickMove, StickMoveProblem } from './board.js';

/** A {@link ReadonlyBoard} over a live board: every query delegates, nothing marks.
 *
 * @category Sticks
 */
export class BoardView implements ReadonlyBoard {
  readonly #board: Board;

  constructor(board: Board) {
    this.#board = board;
    Object.freeze(this);
  }

  get rows(): readonly number[] {
    return this.#board.rows;
  }

  get unmarkedCount(): number {
    return this.#board.unmarkedCount;
  }

  unmarkedMask(row: number): number {
    return this.#board.unmarkedMask(row);
  }

  isUnmarked(row: number, stick: number): boolean {
    return this.#board.isUnmarked(row, stick);
  }

  segments(): Segment[] {
    return this.#board.segments();
  }

  isOver(): boolean {
    return this.#board.isOver();
  }

  check(move: StickMove): StickMoveProblem | null {
    return this.#board.check(move);
  }

  clone(): Board {
    return this.#board.clone();
  }

  toString(): string {
    return this.#board.toString();
  }
}
