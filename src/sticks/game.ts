// The sticks board as a play-engine game. A state packs every row into one 31-bit mask (bit set = stick
// unmarked), so a move is one AND and a state is two numbers: fast enough for a million rounds a second.
// The theory is the sticks module's: each run of unmarked sticks is a Nim heap of its length, played misère.
import { Board, STANDARD_ROWS } from './board.js';
import type { StickMove } from './board.js';
import { parseStickMove } from './move-text.js';
import { fullMask, highestBitEnd, lowestBit, popCount, spanMask, withoutLowestRun } from '../internal/bits.js';
import { describeValue } from '../internal/integers.js';
import { valueBelow } from '../internal/values.js';
import { badKey, checkMoveIndex, checkRestored, illegal, keyNumbers, splitKey } from '../play/index.js';
import type { Game, State } from '../play/index.js';

/** The most sticks a board may hold here: one bit each in a positive 32-bit integer. */
const MAX_STICKS = 31;
/** Boards up to this many sticks keep a table of perfect moves (2^20 entries at most, 4 MiB). */
const TABLE_STICKS = 20;
/**
 * Boards up to this many sticks share one frozen state object per position and player (2 * 2^16 slots at
 * most, allocated with the game, filled as play reaches them): a match then allocates and freezes nothing per
 * move, which was a quarter of a sticks competition's time. Bigger boards create a state per move.
 */
const SHARED_STICKS = 16;
/**
 * A state of {@link sticksGame}; `board()` shows it as a sticks {@link Board}.
 *
 * @example
 * ```ts
 * sticksGame().start.play({ row: 1, left: 1, right: 7 }).board().unmarkedCount; // 9
 * ```
 *
 * @category Play
 */
export interface SticksState extends State<StickMove> {
  readonly game: SticksGame;
  /**
   * The position as a fresh sticks board, free to mark.
   *
   * @returns A new {@link Board}.
   * @example
   * ```ts
   * String(sticksGame([3]).start.board()); // '1: | | |'
   * ```
   */
  board(): Board;
  play(move: StickMove): SticksState;
  playAction(id: number): SticksState;
}

/**
 * The game returned by {@link sticksGame}.
 *
 * @example
 * ```ts
 * sticksGame([3, 2]).rows; // [3, 2]
 * ```
 *
 * @category Play
 */
export interface SticksGame extends Game<StickMove> {
  readonly start: SticksState;
  /** The row lengths, row 1 first. */
  readonly rows: readonly number[];
  /**
   * Restores a state from its key `PLAYER:MASK` ({@link Game.fromKey}): MASK has a bit set for every
   * unmarked stick, row 1's sticks in the lowest bits (left to right), a whole number below 2^sticks.
   *
   * @param key - The key, e.g. `'1:9'`.
   * @returns The state.
   * @throws `TypeError` when `key` is not a string; `RangeError` when it is not such a key.
   * @example
   * ```ts
   * String(sticksGame([3]).fromKey('1:5').board()); // '1: | - |'
   * ```
   */
  fromKey(key: string): SticksState;
}

/**
 * The packed-mask tables of a game. Held in private fields of the game and of its states, never in public
 * ones: a player reaches the game as `state.game`, and one changed cell would change the rules for every later
 * match of the game. Not frozen instead: V8 reads frozen arrays more slowly, and these are the random
 * playouts' hot path.
 */
interface Tables {
  /** Bit offset of each row in the packed mask. */
  readonly offsets: readonly number[];
  /** Action id of each row's first move. */
  readonly actionOffsets: readonly number[];
  /** The row (0-based) of each bit. */
  readonly rowOfBit: Int8Array;
  /** Each row's bits in the packed mask. */
  readonly rowMasks: readonly number[];
}

class SticksRules implements SticksGame {
  readonly name: string;
  readonly rows: readonly number[];
  readonly actionCount: number;
  /** The name: a mask means a position only on boards of the same rows. */
  readonly rulesKey: string;
  readonly start: SticksState;
  readonly #tables: Tables;
  /** Perfect moves by mask: a winning move's mask, -1 when lost, 0 not yet computed; `null` for big boards. */
  readonly #table: Int32Array | null;
  /** The shared states, by player then mask (see {@link SHARED_STICKS}); `null` for big boards. */
  readonly #states: readonly [(SticksPosition | undefined)[], (SticksPosition | undefined)[]] | null;

  constructor(rows: readonly number[], total: number) {
    this.rows = rows;
    this.name = `sticks:${rows.join(',')} misere`;
    this.rulesKey = this.name;
    const offsets: number[] = [];
    const actionOffsets: number[] = [];
    const rowOfBit = new Int8Array(total);
    let bit = 0;
    let actions = 0;
    rows.forEach((length, row) => {
      offsets.push(bit);
      actionOffsets.push(actions);
      rowOfBit.fill(row, bit, bit + length);
      bit += length;
      actions += (length * (length + 1)) / 2;
    });
    const rowMasks = rows.map((length, row) => fullMask(length) << (offsets[row] ?? 0));
    this.#tables = { offsets, actionOffsets, rowOfBit, rowMasks };
    this.actionCount = actions;
    this.#table = total <= TABLE_STICKS ? new Int32Array(2 ** total) : null;
    // Two arrays of at most 2^16 holes each: V8 keeps arrays that size in fast (not dictionary) elements.
    this.#states = total <= SHARED_STICKS ? [new Array<SticksPosition | undefined>(2 ** total), new Array<SticksPosition | undefined>(2 ** total)] : null;
    this.start = this.position(fullMask(total), 0);
    // Frozen, so a player cannot reassign a field or shadow a method of what it is shown.
    Object.freeze(this);
  }

  formatMove(move: StickMove): string {
    if (!isStickMove(move)) throw new TypeError(`move must be a sticks move { row, left, right }, got ${describeValue(move)}`);
    return `${move.row}:${move.left}-${move.right}`;
  }

  parseMove(text: string): StickMove | null {
    return parseStickMove(text);
  }

  fromKey(key: string): SticksState {
    const full = fullMask(this.rows.reduce((sum, length) => sum + length, 0));
    const form = `PLAYER:MASK with MASK from 0 to ${full}`;
    const { player, position } = splitKey(key, this.name, 'MASK');
    const [mask, ...rest] = keyNumbers(position) ?? [];
    if (mask === undefined || rest.length > 0 || mask > full) badKey(key, this.name, form);
    return checkRestored(this.position(mask, player), key, this.name, form);
  }

  winningMove(state: State<StickMove>): StickMove | null {
    const marks = this.perfectMask(this.#own(state).mask);
    return marks > 0 ? this.toMove(marks) : null;
  }

  /**
   * The state of `mask` with `player` to move: the shared one on small boards. Sharing is safe because a
   * state is frozen and holds only numbers and the game.
   */
  position(mask: number, player: 0 | 1): SticksPosition {
    const states = this.#states;
    if (states === null) return new SticksPosition(this, this.#tables, mask, player);
    const byMask = states[player];
    return (byMask[mask] ??= new SticksPosition(this, this.#tables, mask, player));
  }

  /** The marks of a winning move from `mask`, or -1 when the player to move loses (or the board is empty). */
  perfectMask(mask: number): number {
    const table = this.#table;
    if (table === null) return this.#theory(mask);
    let marks = table[mask] ?? 0;
    if (marks === 0) table[mask] = marks = this.#theory(mask);
    return marks;
  }

  /** The move marking exactly the bits of `marks` (a run within one row). */
  toMove(marks: number): StickMove {
    const bit = lowestBit(marks);
    const { rowOfBit, offsets } = this.#tables;
    const row = rowOfBit[bit] ?? 0;
    const left = bit - (offsets[row] ?? 0) + 1;
    return { row: row + 1, left, right: left + popCount(marks) - 1 };
  }

  /**
   * Misère Nim on the run lengths (see the sticks module's perfect player): with one sequence (run of 2+)
   * leave an odd number of lonely sticks; with two or more, move to Nim sum 0 by shortening a run from its
   * left end; with only lonely sticks, an even number of them wins (any one is the move).
   */
  #theory(mask: number): number {
    let nimSum = 0;
    let sequences = 0;
    let runs = 0;
    let sequence = 0;
    const { rowMasks } = this.#tables;
    for (const rowMask of rowMasks) {
      // Per row: a run of set bits may cross a row boundary in the packed mask.
      for (let rest = mask & rowMask; rest !== 0; ) {
        const next = withoutLowestRun(rest);
        const run = rest ^ next;
        const length = popCount(run);
        nimSum ^= length; // at most 31, so `^` is exact
        runs++;
        if (length >= 2 && sequences++ === 0) sequence = run;
        rest = next;
      }
    }
    if (runs === 0) return -1;
    if (sequences === 1) {
      // Mark the whole sequence when the lonely sticks are odd, else all of it but its last stick.
      return (runs - 1) % 2 === 1 ? sequence : sequence & ~(1 << (highestBitEnd(sequence) - 1));
    }
    if (sequences === 0) return runs % 2 === 0 ? mask & -mask : -1;
    return nimSum === 0 ? -1 : this.#shrinking(mask, nimSum);
  }

  /**
   * The marks that change the runs' nim-sum by `change` (non-zero, its top bit held by some run): the first
   * run holding that bit shrinks from its left end to `length ^ change`.
   */
  #shrinking(mask: number, change: number): number {
    for (const rowMask of this.#tables.rowMasks) {
      for (let rest = mask & rowMask; rest !== 0; ) {
        const next = withoutLowestRun(rest);
        const run = rest ^ next;
        const length = popCount(run);
        if ((length ^ change) < length) {
          const start = lowestBit(run);
          return spanMask(start + 1, start + length - (length ^ change));
        }
        rest = next;
      }
    }
    /* v8 ignore next */
    return -1; // unreachable: a run holding the change's highest bit exists
  }

  /**
   * The nim value: the nim-sum of the runs' lengths. A move marks a stretch of one run, leaving two runs of a
   * and b sticks with a + b < n from a run of n; by induction they are worth a ^ b <= a + b < n, and marking
   * from one end leaves any shorter run: so a run of n is worth n (the octal game 0.777…, whose values are n).
   */
  grundy(state: State<StickMove>): number {
    const { mask } = this.#own(state);
    let value = 0;
    for (const rowMask of this.#tables.rowMasks) {
      forEachRun(mask & rowMask, (_start, length) => {
        value ^= length; // at most 31, so `^` is exact
        return false;
      });
    }
    return value;
  }

  /** A move to a position worth `value` (below the position's own): one run shrinks from its left end. */
  moveToValue(state: State<StickMove>, value: number | bigint): StickMove | null {
    const { mask } = this.#own(state);
    const total = this.grundy(state);
    const goal = valueBelow(value, total);
    return goal === undefined ? null : this.toMove(this.#shrinking(mask, total ^ goal));
  }

  #own(state: State<StickMove>): SticksPosition {
    if (!(state instanceof SticksPosition) || state.game !== this) {
      throw new TypeError(`state must be a state of ${this.name}, got ${describeValue(state)}`);
    }
    return state;
  }
}

/** Whether a value has the shape of a sticks move: positive safe integers with `left <= right`. */
function isStickMove(move: unknown): move is StickMove {
  if (typeof move !== 'object' || move === null) return false;
  const { row, left, right } = move as Record<string, unknown>;
  return isPositive(row) && isPositive(left) && isPositive(right) && left <= right;
}

function isPositive(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1;
}

function notAMove(game: SticksRules, move: unknown): never {
  return illegal(`not a move of ${game.name}: ${describeValue(move)}`, 'not-a-move', move);
}

/** The illegal-move error, with the move's text from the field values already read and checked. */
function illegalMove(game: SticksRules, move: StickMove, [row, left, right]: readonly [number, number, number], why: string): never {
  return illegal(`illegal move ${row}:${left}-${right} in ${game.name}: ${why}`, 'illegal-move', move);
}

/** Each maximal run of set bits of `mask` in ascending order, with its start bit, until `visit` returns true. */
function forEachRun(mask: number, visit: (start: number, length: number) => boolean): void {
  for (let rest = mask; rest !== 0; ) {
    const next = withoutLowestRun(rest);
    const run = rest ^ next;
    const start = lowestBit(run);
    if (visit(start, highestBitEnd(run) - start)) return;
    rest = next;
  }
}

class SticksPosition implements SticksState {
  readonly game: SticksRules;
  /** Bit set = stick unmarked; a number, so the state cannot change. */
  readonly mask: number;
  readonly player: 0 | 1;
  readonly isTerminal: boolean;
  readonly winner: 0 | 1 | undefined;
  /**
   * `moveCount()`, once asked (-1 before). Private fields stay writable on a frozen object, and small boards
   * share their states, so each position counts its moves once per game, not once per visit.
   */
  #moveCount = -1;
  readonly #tables: Tables;

  constructor(game: SticksRules, tables: Tables, mask: number, player: 0 | 1) {
    this.game = game;
    this.#tables = tables;
    this.mask = mask;
    this.player = player;
    this.isTerminal = mask === 0;
    // Whoever marked the last stick lost: the player now to move won.
    this.winner = mask === 0 ? player : undefined;
    // Frozen, so a player cannot reassign a field or shadow a method of what it is shown.
    Object.freeze(this);
  }

  /** By row, then left end, then right end: the order of their action ids. */
  moves(): StickMove[] {
    const moves: StickMove[] = [];
    for (let index = 0, count = this.moveCount(); index < count; index++) moves.push(this.moveAt(index));
    return moves;
  }

  moveCount(): number {
    if (this.#moveCount >= 0) return this.#moveCount;
    // Per row: a run of set bits may cross a row boundary in the packed mask. Plain loops, no callbacks: this
    // and moveAt are the random player's whole cost.
    const { rowMasks } = this.#tables;
    let count = 0;
    for (const rowMask of rowMasks) {
      for (let rest = this.mask & rowMask; rest !== 0; ) {
        const next = withoutLowestRun(rest);
        const length = popCount(rest ^ next);
        count += (length * (length + 1)) / 2;
        rest = next;
      }
    }
    return (this.#moveCount = count);
  }

  moveAt(index: number): StickMove {
    // Walk the runs without counting the moves first (the random player has just counted them): an index
    // past the last move falls through to the range check, which throws.
    if (typeof index === 'number' && index >= 0 && Number.isInteger(index)) {
      let rest = index;
      const { rowMasks, offsets } = this.#tables;
      for (let row = 0; row < rowMasks.length; row++) {
        for (let bits = this.mask & (rowMasks[row] ?? 0); bits !== 0; ) {
          const next = withoutLowestRun(bits);
          const run = bits ^ next;
          const length = popCount(run);
          const moves = (length * (length + 1)) / 2;
          if (rest < moves) {
            // Within the run: left end p (0-based) has length - p right ends.
            let p = 0;
            while (rest >= length - p) rest -= length - p++;
            const left = lowestBit(run) - (offsets[row] ?? 0) + p + 1;
            return { row: row + 1, left, right: left + rest };
          }
          rest -= moves;
          bits = next;
        }
      }
    }
    checkMoveIndex(index, this.moveCount());
    /* v8 ignore next */
    throw new RangeError('unreachable: checkMoveIndex throws for every index the walk misses');
  }

  play(move: StickMove): SticksState {
    const { game } = this;
    if (this.mask === 0) illegal(`no move can be played in ${game.name}: the game is over`, 'game-over', move);
    if (typeof move !== 'object' || (move as unknown) === null) notAMove(game, move);
    // Read each field once and check the values read, so a getter cannot change the move between the check
    // and the play. The move text is built only for an error: this is the hot path of every match.
    const { row, left, right } = move;
    if (!isPositive(row) || !isPositive(left) || !isPositive(right) || left > right) notAMove(game, move);
    const offset = this.#tables.offsets[row - 1];
    if (offset === undefined || right > (game.rows[row - 1] ?? 0)) illegalMove(game, move, [row, left, right], 'outside the board');
    const marks = spanMask(left, right) << offset;
    if ((this.mask & marks) !== marks) illegalMove(game, move, [row, left, right], 'a stick is already marked');
    return game.position(this.mask & ~marks, this.player === 0 ? 1 : 0);
  }

  actions(): number[] {
    const { rows } = this.game;
    const { actionOffsets } = this.#tables;
    return this.moves().map(({ row, left, right }) => {
      const length = rows[row - 1] ?? 0;
      const before = left - 1; // left ends before this one, each with length + 1 - l right ends
      return (actionOffsets[row - 1] ?? 0) + before * (length + 1) - (before * (before + 1)) / 2 + (right - left);
    });
  }

  playAction(id: number): SticksState {
    const { name, rows, actionCount } = this.game;
    const { actionOffsets } = this.#tables;
    if (this.isTerminal) illegal(`no move can be played in ${name}: the game is over`, 'game-over', id);
    const unknown = (): never => illegal(`action ${describeValue(id)} is not legal in ${name} here`, 'no-such-action', id);
    if (!Number.isSafeInteger(id) || id < 0 || id >= actionCount) unknown();
    let row = 0;
    while (row + 1 < rows.length && (actionOffsets[row + 1] ?? 0) <= id) row++;
    const length = rows[row] ?? 0;
    let rest = id - (actionOffsets[row] ?? 0);
    let left = 1;
    while (rest > length - left) rest -= length - left++ + 1;
    const move = { row: row + 1, left, right: left + rest };
    const marks = spanMask(move.left, move.right) << (this.#tables.offsets[row] ?? 0);
    if ((this.mask & marks) !== marks) unknown();
    return this.play(move);
  }

  board(): Board {
    const { rows } = this.game;
    const { offsets, rowOfBit } = this.#tables;
    const board = new Board(rows);
    const marked = ~this.mask & fullMask(rows.reduce((sum, length) => sum + length, 0));
    forEachRun(marked, (start, length) => {
      // A run of marked bits may cross a row boundary: mark it row by row.
      for (let bit = start; bit < start + length; bit++) {
        const row = rowOfBit[bit] ?? 0;
        board.mark({ row: row + 1, left: bit - (offsets[row] ?? 0) + 1, right: bit - (offsets[row] ?? 0) + 1 });
      }
      return false;
    });
    return board;
  }

  key(): string {
    return `${this.player}:${this.mask}`;
  }

  toString(): string {
    const turn = this.isTerminal ? `player ${this.winner} won` : `player ${this.player} to move`;
    return `${this.board().toString()}\n${turn}`;
  }
}

/**
 * The sticks board as a play-engine {@link Game}: rows of sticks; a move marks a contiguous run of unmarked
 * sticks in one row; whoever marks the **last** stick loses (the sticks exercise's ending).
 *
 * - Moves are {@link StickMove}s, listed by row, then left end, then right end: the order of their action
 *   ids. Row `r` of length `L` owns L(L + 1) / 2 ids, in the same order; `actionCount` is their total. A
 *   position has at most 496 moves (one row of 31), so `moves()` and `actions()` stay far below
 *   {@link MAX_LISTED_MOVES}.
 * - Text: `row:left-right`, e.g. `2:1-3`. The theory ({@link Game.winningMove}) is the sticks perfect
 *   player's (run lengths as misère Nim heaps), tabled for boards of up to 20 sticks.
 * - On boards of up to 16 sticks the game keeps one frozen state per position and player, so `play` returns
 *   the same object for the same position (at most 2^17 states: about 10 MB in Node once play has reached
 *   them all, 1 MB for the empty slots).
 *
 * @param rows - The row lengths, row 1 first; default {@link STANDARD_ROWS} (7, 5, 3, 1). At most 31 sticks in
 * all, so a position fits one 32-bit mask.
 * @returns The game.
 * @throws {@link AssertionError} `invalid board` for rows that a {@link Board} rejects; `RangeError` for more
 * than 31 sticks.
 * @example
 * ```ts
 * const game = sticksGame();
 * game.actionCount;                   // 50
 * game.formatMove(game.start.moveAt(0)); // '1:1-1'
 * ```
 *
 * @category Play
 */
export function sticksGame(rows: readonly number[] = STANDARD_ROWS): SticksGame {
  const lengths = new Board(rows).rows;
  const total = lengths.reduce((sum, length) => sum + length, 0);
  if (total > MAX_STICKS) throw new RangeError(`rows must hold at most ${MAX_STICKS} sticks in all, got ${total}`);
  return new SticksRules(lengths, total);
}
