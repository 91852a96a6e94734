// The single-heap halving game as a play-engine game: a move takes 1 to floor(n / 2) counters. The theory is the
// halving module's exact formula.
import { halvingMove } from './halving.js';
import { grundyOfNumber, targetOfNumber } from './kernel.js';
import { valueBelow } from '../internal/values.js';
import { describeValue, isHeapSize } from '../internal/integers.js';
import type { Ending, EndingOptions } from '../types.js';
import { badKey, checkRestored, endingOf, checkListable, checkMoveIndex, checkPlayable, illegal, keyNumbers, splitKey, winnerWhenStuck } from '../play/index.js';
import type { Game, State } from '../play/index.js';

/**
 * A state of {@link halvingGame}: a {@link State} whose moves are the number of counters taken.
 *
 * @example
 * ```ts
 * halvingGame(20).start.play(9).size; // 11
 * ```
 *
 * @category Play
 */
export interface HalvingState extends State<number> {
  readonly game: HalvingGame;
  /** The counters left on the heap. */
  readonly size: number;
  play(move: number): HalvingState;
  playAction(id: number): HalvingState;
}

/**
 * The game returned by {@link halvingGame}.
 *
 * @example
 * ```ts
 * halvingGame(20, { play: 'normal' }).ending; // 'normal'
 * ```
 *
 * @category Play
 */
export interface HalvingGame extends Game<number> {
  readonly start: HalvingState;
  /** Which ending is played. */
  readonly ending: Ending;
  /**
   * Restores a state from its key `PLAYER:N` ({@link Game.fromKey}): a heap from 1 to the starting heap.
   *
   * @param key - The key, e.g. `'1:11'`.
   * @returns The state.
   * @throws `TypeError` when `key` is not a string; `RangeError` when it is not such a key.
   * @example
   * ```ts
   * halvingGame(20).fromKey('1:11').size; // 11
   * ```
   */
  fromKey(key: string): HalvingState;
}

const MOVE_PATTERN = /^\s*(\d+)\s*$/;

class HalvingRules implements HalvingGame {
  readonly name: string;
  readonly ending: Ending;
  readonly actionCount: number;
  readonly rulesKey: string;
  readonly start: HalvingState;

  constructor(size: number, ending: Ending) {
    this.name = `halving:${size} ${ending}`;
    this.ending = ending;
    this.rulesKey = `halving ${ending}`;
    this.actionCount = Math.floor(size / 2);
    this.start = new HalvingPosition(this, size, 0);
    // Frozen, so a player cannot reassign a field or shadow a method of what it is shown.
    Object.freeze(this);
  }

  formatMove(move: number): string {
    if (!Number.isSafeInteger(move) || move < 1) throw new TypeError(`move must be a positive integer take, got ${describeValue(move)}`);
    return String(move);
  }

  parseMove(text: string): number | null {
    if (typeof text !== 'string') throw new TypeError(`text must be a string, got ${describeValue(text)}`);
    const match = MOVE_PATTERN.exec(text);
    const take = match === null ? 0 : Number(match[1]);
    return Number.isSafeInteger(take) && take >= 1 ? take : null;
  }

  fromKey(key: string): HalvingState {
    const form = 'PLAYER:N with N from 1 to the starting heap';
    const { player, position } = splitKey(key, this.name, 'N');
    const [size, ...rest] = keyNumbers(position) ?? [];
    if (size === undefined || rest.length > 0 || size < 1 || size > this.start.size) badKey(key, this.name, form);
    return checkRestored(new HalvingPosition(this, size, player), key, this.name, form);
  }

  winningMove(state: State<number>): number | null {
    return halvingMove(this.#own(state).size, { play: this.ending });
  }

  /** The halving Grundy function ({@link halvingGrundy}): drop n's trailing 1 bits and the 0 above them. */
  grundy(state: State<number>): number {
    return grundyOfNumber(this.#own(state).size);
  }

  /** The take leaving the largest heap worth `value` (below the heap's own value), which is always reachable. */
  moveToValue(state: State<number>, value: number | bigint): number | null {
    const { size } = this.#own(state);
    const target = valueBelow(value, grundyOfNumber(size));
    return target === undefined ? null : size - targetOfNumber(size, target);
  }

  #own(state: State<number>): HalvingPosition {
    if (!(state instanceof HalvingPosition) || state.game !== this) {
      throw new TypeError(`state must be a state of ${this.name}, got ${describeValue(state)}`);
    }
    return state;
  }
}

/** A halving move is the number of counters taken: a safe integer of at least 1. */
function readTake(move: unknown): number | undefined {
  return typeof move === 'number' && Number.isSafeInteger(move) && move >= 1 ? move : undefined;
}

class HalvingPosition implements HalvingState {
  readonly game: HalvingRules;
  readonly size: number;
  readonly player: 0 | 1;
  readonly isTerminal: boolean;
  readonly winner: 0 | 1 | undefined;

  constructor(game: HalvingRules, size: number, player: 0 | 1) {
    this.game = game;
    this.size = size;
    this.player = player;
    // No move from 1 (heaps start at 1 or more and no move empties one). Normal play: the player to move lost.
    // Misère: the opponent left the single counter (or the game started at 1), so the player to move won.
    this.isTerminal = size <= 1;
    this.winner = size > 1 ? undefined : winnerWhenStuck(game.ending, player);
    // Frozen, so a player cannot reassign a field or shadow a method of what it is shown.
    Object.freeze(this);
  }

  /** The takes 1, 2, ..., floor(n / 2), ascending: the order of their action ids. */
  moves(): number[] {
    checkListable(this.moveCount(), this.game.name);
    return Array.from({ length: this.moveCount() }, (_, index) => index + 1);
  }

  moveCount(): number {
    return Math.floor(this.size / 2);
  }

  moveAt(index: number): number {
    return checkMoveIndex(index, this.moveCount()) + 1;
  }

  play(move: number): HalvingState {
    const { name } = this.game;
    const take = checkPlayable(name, this.isTerminal, move, readTake);
    const limit = this.moveCount();
    if (take > limit) illegal(`illegal move ${take} in ${name}: at most ${limit} of ${this.size} may be taken`, 'illegal-move', move);
    return new HalvingPosition(this.game, this.size - take, this.player === 0 ? 1 : 0);
  }

  actions(): number[] {
    checkListable(this.moveCount(), this.game.name);
    return Array.from({ length: this.moveCount() }, (_, index) => index);
  }

  playAction(id: number): HalvingState {
    const { name } = this.game;
    if (this.isTerminal) illegal(`no move can be played in ${name}: the game is over`, 'game-over', id);
    if (!Number.isSafeInteger(id) || id < 0 || id >= this.moveCount()) illegal(`action ${describeValue(id)} is not legal in ${name} at ${this.size}`, 'no-such-action', id);
    return this.play(id + 1);
  }

  key(): string {
    return `${this.player}:${this.size}`;
  }

  toString(): string {
    return this.isTerminal ? `halving ${this.size}, player ${this.winner} won` : `halving ${this.size}, player ${this.player} to move`;
  }
}

/**
 * The single-heap halving game as a play-engine {@link Game}: a move takes 1 to floor(n / 2) counters, so
 * nobody can move from 0 or 1.
 *
 * - Moves are the number taken (a `number`), ascending; action id = take − 1, `actionCount` = floor(n / 2).
 * - `play: 'misere'` (default, as the halving module): whoever leaves the single counter, making the last
 *   move, loses. `'normal'`: whoever cannot move loses.
 * - Text: the take, e.g. `9`. The theory ({@link Game.winningMove}) is {@link halvingMove}.
 * - A heap of n has floor(n / 2) moves: `moveCount`, `moveAt` and the theory are instant for any safe n;
 *   `moves()` and `actions()` throw a `RangeError` past {@link MAX_LISTED_MOVES}.
 *
 * @param n - The starting heap: a positive safe integer.
 * @param options - `play`: the ending (default `'misere'`).
 * @returns The game.
 * @throws `TypeError` when `n` is not a number; `RangeError` when it is not a positive safe integer or for
 * a bad `play`.
 * @example
 * ```ts
 * const game = halvingGame(20);
 * game.winningMove?.(game.start); // 9: leaves 11 = 3·2^2 − 1
 * ```
 *
 * @category Play
 */
export function halvingGame(n: number, options: EndingOptions = {}): HalvingGame {
  if (typeof n !== 'number') throw new TypeError(`n must be a number, got ${describeValue(n)}`);
  // No halving move empties a heap, so 0 is not a position of this game (as in the halving module).
  if (!isHeapSize(n) || n === 0) throw new RangeError(`n must be a positive safe integer, got ${describeValue(n)}`);
  return new HalvingRules(n + 0, endingOf(options, 'misere'));
}
