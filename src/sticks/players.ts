// The sticks players of the original exercise: random, smart (lonely sticks and sequences), perfect and
// erring. Each is a pure function of a read-only board and a random source.
import { int32At, lowestBit, popCount, valueAt } from '../internal/bits.js';
import { describeValue } from '../internal/integers.js';
import { randomInt } from '../random/index.js';
import type { RandomSource } from '../types.js';
import type { ReadonlyBoard, StickMove } from './board.js';
import { loneSequence, scanRuns } from './runs.js';
import type { RunList } from './runs.js';

/**
 * With exactly one sequence left (at `index`) and the other runs lonely sticks, marks all of the sequence
 * or all but its last stick, whichever leaves an odd number of lonely sticks: the opponent then takes the
 * last one.
 */
function finishSequence(runs: RunList, index: number): StickMove {
  const row = int32At(runs.rows, index);
  const left = int32At(runs.lefts, index);
  const right = left + int32At(runs.lengths, index) - 1;
  const lonely = runs.count - 1;
  return { row, left, right: lonely % 2 === 1 ? right : right - 1 };
}

/** Throws when a player is asked to move on a finished board, where no move exists. */
function noMoveLeft(): never {
  throw new RangeError('the board has no unmarked stick: there is no move to make');
}

/**
 * A sticks player: chooses a move for the player whose turn it is. A player reads the board and draws
 * every random choice from `random`, so a seeded source ({@link createRandom}) replays a game exactly.
 * It is only asked while at least one stick is unmarked. In a match it receives a read-only view with no
 * `mark` method, so it cannot change the position, even by casting.
 *
 * A player that throws, or returns anything but a legal move, ends the match with a {@link PlayerError}
 * naming its seat, round and name (the function's `name`, or its key in a tournament).
 *
 * @param board - The current position.
 * @param random - The source of randomness for this game.
 * @returns The move to play.
 * @example
 * ```ts
 * // Always marks the first unmarked run whole.
 * const greedy: StickPlayer = (board) => {
 *   const [run] = board.segments();
 *   return { row: run!.row, left: run!.left, right: run!.left + run!.length - 1 };
 * };
 * ```
 *
 * @category Sticks
 */
export type StickPlayer = (board: ReadonlyBoard, random: RandomSource) => StickMove;

/**
 * The original exercise's Random player: picks a random row that has an unmarked stick, then a random unmarked stick in
 * it as the left end, then extends the move to the right while the next stick is unmarked and a fair coin
 * (`random() < 0.5`) says so. Every draw is uniform.
 *
 * @param board - The current position, with at least one unmarked stick.
 * @param random - The source of randomness.
 * @returns A legal move.
 * @throws `RangeError` when every stick is marked.
 * @example
 * ```ts
 * sticksRandomPlayer(new Board(), createRandom(1)); // a legal move, the same for the same seed
 * ```
 *
 * @category Sticks
 */
export const sticksRandomPlayer: StickPlayer = (board, random) => {
  const lengths = board.rows;
  let liveRows = 0;
  for (let row = 1; row <= lengths.length; row++) if (board.unmarkedMask(row) !== 0) liveRows++;
  if (liveRows === 0) noMoveLeft();
  let pick = randomInt(random, 0, liveRows - 1);
  let row = 0;
  let mask = 0;
  while (pick >= 0) {
    row++;
    mask = board.unmarkedMask(row) | 0;
    if (mask !== 0) pick--;
  }
  // Drop the lowest set bits until the chosen unmarked stick is the lowest one left.
  for (let skip = randomInt(random, 0, popCount(mask) - 1); skip > 0; skip--) mask &= mask - 1;
  const left = lowestBit(mask) + 1;
  const length = valueAt(lengths, row - 1);
  let right = left;
  // Bit `right` is stick `right + 1`; `right < length <= 32` keeps the shift below 32.
  while (right < length && (mask & (1 << right)) !== 0 && random() < 0.5) right++;
  return { row, left, right };
};

/**
 * The original exercise's Smart player (its "lonely sticks" algorithm): it plays like
 * {@link sticksRandomPlayer} until exactly one sequence (a run of 2 or more unmarked sticks) is left, all
 * other runs being lonely sticks. Then it marks the whole sequence when the number of lonely sticks is odd,
 * or all of it but one stick when it is even, leaving the opponent an odd number of lonely sticks: from
 * there the opponent marks the last stick. With two or more sequences it is still in its random phase.
 *
 * The original exercise has no other policy: its README describes this one only, so nimkit has no separate
 * "heuristic" sticks player (the Nim-sum play is {@link sticksPerfectPlayer}).
 *
 * @param board - The current position, with at least one unmarked stick.
 * @param random - The source of randomness for the random phase.
 * @returns A legal move.
 * @throws `RangeError` when every stick is marked.
 * @example
 * ```ts
 * const board = new Board([4, 1, 1]);
 * sticksSmartPlayer(board, Math.random); // { row: 1, left: 1, right: 3 }: leaves three lonely sticks
 * ```
 *
 * @category Sticks
 */
export const sticksSmartPlayer: StickPlayer = (board, random) => {
  const runs = scanRuns(board);
  const sequence = loneSequence(runs);
  return sequence >= 0 ? finishSequence(runs, sequence) : sticksRandomPlayer(board, random);
};

/**
 * Optimal misère play. Each run of unmarked sticks acts as a Nim heap of its length: a move takes some
 * sticks from one heap and may split the rest into two heaps, and since `a XOR b <= a + b`, splitting
 * never reaches a Nim value that shrinking cannot, so under normal play a run of `n` sticks has Grundy
 * value `n`. Misère Nim's rule then applies to the run lengths: with a sequence (run of 2+) on the board
 * the mover wins exactly when the Nim sum is not 0; with only lonely sticks, exactly when their number is
 * even. The test suite checks this rule against exhaustive game-tree search.
 *
 * From a won position it moves to a lost one: with one sequence left it plays like
 * {@link sticksSmartPlayer}'s end game; otherwise it shortens the first run whose length `n` has `n XOR sum < n`, marking from its left
 * end. From a lost position it marks the leftmost stick of the first longest run, which keeps the
 * position complicated for a fallible opponent. It never uses `random`, so its moves are reproducible.
 *
 * @param board - The current position, with at least one unmarked stick.
 * @returns A legal move, winning whenever the position can be won.
 * @throws `RangeError` when every stick is marked.
 * @example
 * ```ts
 * sticksPerfectPlayer(new Board([3, 1]), Math.random); // { row: 1, left: 1, right: 3 }: leaves one lonely stick
 * sticksPerfectPlayer(new Board([3, 2, 2]), Math.random); // { row: 1, left: 1, right: 3 }: leaves 2 and 2
 * ```
 *
 * @category Sticks
 */
export const sticksPerfectPlayer: StickPlayer = (board) => {
  const runs = scanRuns(board);
  if (runs.count === 0) noMoveLeft();
  const { lengths } = runs;
  let nimSum = 0;
  let sequences = 0;
  let sequence = 0;
  let longest = 0;
  for (let index = 0; index < runs.count; index++) {
    const length = int32At(lengths, index);
    nimSum ^= length; // run lengths are at most 32, so `^` is exact
    if (length >= 2 && sequences++ === 0) sequence = index;
    if (length > int32At(lengths, longest)) longest = index;
  }
  if (sequences === 1) return finishSequence(runs, sequence);
  if (sequences >= 2 && nimSum !== 0) {
    // Bouton's move: a run holding the sum's highest bit has `n XOR sum < n` (so the search stops there);
    // shorten it to that length, marking from its left end.
    let index = 0;
    while ((int32At(lengths, index) ^ nimSum) >= int32At(lengths, index) && index < runs.count - 1) index++;
    const length = int32At(lengths, index);
    const left = int32At(runs.lefts, index);
    return { row: int32At(runs.rows, index), left, right: left + length - (length ^ nimSum) - 1 };
  }
  // Lost (or only lonely sticks, where every move is the same): one stick off the first longest run.
  const left = int32At(runs.lefts, longest);
  return { row: int32At(runs.rows, longest), left, right: left };
};

/**
 * A player of tunable strength: on each move, with probability `errorRate` it plays like
 * {@link sticksRandomPlayer}, otherwise like {@link sticksPerfectPlayer}. It draws one number from
 * `random` per move to decide.
 *
 * @param errorRate - The chance of a random move, from 0 (perfect) to 1 (random).
 * @returns The player, named `sticksErringPlayer(<rate>)` (the name a {@link PlayerError} quotes).
 * @throws `TypeError` when `errorRate` is not a number; `RangeError` when it is NaN or outside [0, 1].
 * @example
 * ```ts
 * const sloppy = sticksErringPlayer(0.1);
 * sticksCompetition(sloppy, sticksRandomPlayer, { rounds: 100, random: createRandom(3) });
 * ```
 *
 * @category Sticks
 */
export function sticksErringPlayer(errorRate: number): StickPlayer {
  if (typeof errorRate !== 'number') {
    throw new TypeError(`errorRate must be a number, got ${describeValue(errorRate)}`);
  }
  if (!(errorRate >= 0 && errorRate <= 1)) {
    throw new RangeError(`errorRate must be between 0 and 1, got ${describeValue(errorRate)}`);
  }
  const player: StickPlayer = (board, random) =>
    random() < errorRate ? sticksRandomPlayer(board, random) : sticksPerfectPlayer(board, random);
  // The name tells the erring players of a match apart in error messages.
  return Object.defineProperty(player, 'name', { value: `sticksErringPlayer(${errorRate})` });
}
