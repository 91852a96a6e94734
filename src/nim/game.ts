// Nim as a play-engine game: heaps of counters, a move takes any number from one heap. Actions are numbered
// exactly as OpenSpiel's `nim` numbers them, so a policy trained there plays here one to one.
import { nimSum, winningMove as boutonMove } from '../bouton/index.js';
import type { BoutonOptions, HeapInput } from '../bouton/index.js';
import { describeValue } from '../internal/integers.js';
import { nimMoveToValue, valueBelow } from '../internal/values.js';
import type { EndingOptions, Move } from '../types.js';
import { badKey, checkRestored, endingOf, checkGameHeaps, checkListable, checkMoveIndex, checkPlayable, illegal, keyHeapsWithin, splitKey, winnerWhenStuck } from '../play/index.js';
import type { Game, State } from '../play/index.js';

/**
 * A state of {@link nimGame}: a {@link State} that also shows its heaps.
 *
 * @example
 * ```ts
 * nimGame([1, 3]).start.play({ heap: 2, count: 1 }).heaps(); // [1, 2]
 * ```
 *
 * @category Play
 */
export interface NimState extends State<Move> {
  readonly game: NimGame;
  /**
   * The heap sizes, heap 1 first.
   *
   * @returns A fresh array.
   * @example
   * ```ts
   * nimGame([4, 5]).start.heaps(); // [4, 5]
   * ```
   */
  heaps(): number[];
  play(move: Move): NimState;
  playAction(id: number): NimState;
}

/**
 * The game returned by {@link nimGame}.
 *
 * @example
 * ```ts
 * const game: NimGame = nimGame([3, 4, 5], { play: 'misere' });
 * game.ending; // 'misere'
 * ```
 *
 * @category Play
 */
export interface NimGame extends Game<Move> {
  readonly start: NimState;
  /** Which ending is played. */
  readonly ending: 'normal' | 'misere';
  /**
   * Restores a state from its key `PLAYER:H1,H2,...` ({@link Game.fromKey}): as many heaps as at the start,
   * each at most its starting size.
   *
   * @param key - The key, e.g. `'1:0,2'`.
   * @returns The state.
   * @throws `TypeError` when `key` is not a string; `RangeError` when it is not such a key.
   * @example
   * ```ts
   * nimGame([1, 3]).fromKey('1:0,2').heaps(); // [0, 2]
   * ```
   */
  fromKey(key: string): NimState;
}

/** Matches `heap:count`, spaces allowed around each part. */
const MOVE_PATTERN = /^\s*(\d+)\s*:\s*(\d+)\s*$/;

/** What every state of one game shares: the rules and the numbering. */
class NimRules implements NimGame {
  readonly name: string;
  readonly ending: 'normal' | 'misere';
  readonly actionCount: number;
  readonly rulesKey: string;
  readonly start: NimState;
  /** The Bouton options for this ending. */
  readonly #boutonOptions: BoutonOptions;

  constructor(heaps: readonly number[], ending: 'normal' | 'misere') {
    this.name = `nim:${heaps.join(',')} ${ending}`;
    this.ending = ending;
    this.rulesKey = `nim ${ending}`;
    // A loop, not Math.max(...heaps): spreading 125,000 heaps overflows the call stack.
    const largest = largestHeap(heaps);
    this.actionCount = heaps.length * largest;
    if (!Number.isSafeInteger(this.actionCount)) {
      throw new RangeError(
        `the action ids of nim number ${heaps.length} heaps × the largest heap ${largest}, more than a safe integer; use fewer or smaller heaps`,
      );
    }
    this.#boutonOptions = { play: ending };
    this.start = new NimPosition(this, heaps.slice(), 0);
    // Frozen, so a player cannot reassign a field or shadow a method of what it is shown.
    Object.freeze(this);
  }

  formatMove(move: Move): string {
    const fields = readNimMove(move);
    if (fields === undefined) throw new TypeError(`move must be a Nim move { heap, count }, got ${describeValue(move)}`);
    return `${fields.heap}:${fields.count}`;
  }

  parseMove(text: string): Move | null {
    if (typeof text !== 'string') throw new TypeError(`text must be a string, got ${describeValue(text)}`);
    return parseNimMove(text);
  }

  fromKey(key: string): NimState {
    const form = 'PLAYER:H1,H2,... with each heap at most its start';
    const { player, position } = splitKey(key, this.name, 'H1,H2,...');
    const heaps = keyHeapsWithin(position, this.start.heaps());
    if (heaps === undefined) badKey(key, this.name, form);
    return checkRestored(new NimPosition(this, heaps, player), key, this.name, form);
  }

  winningMove(state: State<Move>): Move | null {
    const position = ownState(this, state);
    return position.isTerminal ? null : boutonMove(position.heaps(), this.#boutonOptions);
  }

  /** Bouton's theorem: a position of Nim is worth the nim-sum of its heaps. */
  grundy(state: State<Move>): number {
    return nimSum(ownState(this, state).heaps());
  }

  /** Bouton's move: the heap holding the top bit of the change shrinks, so any lower value is one move away. */
  moveToValue(state: State<Move>, value: number | bigint): Move | null {
    const heaps = ownState(this, state).heaps();
    const total = nimSum(heaps);
    const target = valueBelow(value, total);
    if (target === undefined) return null;
    const { index, count } = nimMoveToValue(heaps, total, target);
    return { heap: index + 1, count };
  }
}

/** The largest heap, 0 for none. */
function largestHeap(heaps: readonly number[]): number {
  let largest = 0;
  for (const heap of heaps) if (heap > largest) largest = heap;
  return largest;
}

/**
 * Calls `visit(index, count)` for every move, by count taken (1 first), then by heap: O(moves + heaps). The
 * heaps still holding `count` counters are carried from one count to the next, so a long list of small heaps
 * beside one large heap is not scanned once per counter of the large one.
 */
function forEachMove(heaps: readonly number[], visit: (index: number, count: number) => void): void {
  let live: number[] = [];
  for (let index = 0; index < heaps.length; index++) if ((heaps[index] ?? 0) > 0) live.push(index);
  for (let count = 1; live.length > 0; count++) {
    const next: number[] = [];
    for (const index of live) {
      visit(index, count);
      if ((heaps[index] ?? 0) > count) next.push(index);
    }
    live = next;
  }
}

/**
 * The Nim move at `index` (0 to the total − 1) in the order of the action ids, by count taken, then by heap,
 * without listing the moves. Shared with staircase Nim, whose moves are ordered the same way.
 */
export function nimMoveAt(heaps: readonly number[], index: number): Move {
  // Moves taking at most t counters number S(t) = sum of min(heap, t); find the smallest t with S(t) > index
  // by bisection, so huge heaps cost O(heaps · log size), never O(size).
  let low = 1;
  let high = largestHeap(heaps);
  while (low < high) {
    const middle = low + Math.floor((high - low) / 2);
    if (movesTakingAtMost(heaps, middle) > index) high = middle;
    else low = middle + 1;
  }
  let rest = index - movesTakingAtMost(heaps, low - 1);
  for (let heap = 0; ; heap++) {
    if ((heaps[heap] ?? 0) >= low && rest-- === 0) return { heap: heap + 1, count: low };
  }
}

/** The number of moves taking at most `most` counters: the sum of min(heap, most). No closure: playouts call it on every move. */
function movesTakingAtMost(heaps: readonly number[], most: number): number {
  let sum = 0;
  for (const heap of heaps) sum += heap < most ? heap : most;
  return sum;
}

/** Reads a Nim move's text `heap:count` (both positive safe integers); `null` otherwise. Shared with greedy Nim. */
export function parseNimMove(text: string): Move | null {
  const match = MOVE_PATTERN.exec(text);
  return match === null ? null : (readNimMove({ heap: Number(match[1]), count: Number(match[2]) }) ?? null);
}

/** A Nim move's fields, read once, when they are positive integers; `undefined` otherwise. Shared with greedy Nim. */
export function readNimMove(move: unknown): Move | undefined {
  if (typeof move !== 'object' || move === null) return undefined;
  const { heap, count } = move as { heap?: unknown; count?: unknown };
  const valid = Number.isSafeInteger(heap) && (heap as number) >= 1 && Number.isSafeInteger(count) && (count as number) >= 1;
  return valid ? { heap: heap as number, count: count as number } : undefined;
}

/** The heaps of a state of a {@link nimGame}, or `undefined` for a state of another game (sums of Nim games). */
export function nimHeapsOf(state: unknown): number[] | undefined {
  return state instanceof NimPosition ? state.heaps() : undefined;
}

/** Checks that a state handed to a game hook belongs to that game. */
function ownState(game: NimRules, state: State<Move>): NimPosition {
  if (!(state instanceof NimPosition) || state.game !== game) {
    throw new TypeError(`state must be a state of ${game.name}, got ${describeValue(state)}`);
  }
  return state;
}

class NimPosition implements NimState {
  readonly game: NimRules;
  readonly player: 0 | 1;
  readonly isTerminal: boolean;
  readonly winner: 0 | 1 | undefined;
  /** Owned by this state alone and never handed out, so the state cannot change. */
  readonly #heaps: number[];
  readonly #total: number;

  constructor(game: NimRules, heaps: number[], player: 0 | 1) {
    this.game = game;
    this.#heaps = heaps;
    this.player = player;
    let total = 0;
    for (const heap of heaps) total += heap;
    this.#total = total;
    this.isTerminal = total === 0;
    this.winner = total !== 0 ? undefined : winnerWhenStuck(game.ending, player);
    // Frozen, so a player cannot reassign a field or shadow a method of what it is shown.
    Object.freeze(this);
  }

  heaps(): number[] {
    return this.#heaps.slice();
  }

  /**
   * Moves are ordered by action id, as OpenSpiel lists them: by count taken (1 first), then by heap.
   */
  moves(): Move[] {
    checkListable(this.#total, this.game.name);
    const moves: Move[] = [];
    forEachMove(this.#heaps, (index, count) => moves.push({ heap: index + 1, count }));
    return moves;
  }

  moveCount(): number {
    return this.#total;
  }

  moveAt(index: number): Move {
    checkMoveIndex(index, this.#total);
    return nimMoveAt(this.#heaps, index);
  }

  play(move: Move): NimState {
    const { name } = this.game;
    const { heap, count } = checkPlayable(name, this.isTerminal, move, readNimMove);
    const heaps = this.#heaps;
    if (heap > heaps.length) illegal(`illegal move ${heap}:${count} in ${name}: there is no heap ${heap}`, 'illegal-move', move);
    const size = heaps[heap - 1] ?? 0;
    if (count > size) illegal(`illegal move ${heap}:${count} in ${name}: heap ${heap} holds ${size}`, 'illegal-move', move);
    const next = heaps.slice();
    next[heap - 1] = size - count;
    return new NimPosition(this.game, next, this.player === 0 ? 1 : 0);
  }

  actions(): number[] {
    checkListable(this.#total, this.game.name);
    const { length } = this.#heaps;
    const actions: number[] = [];
    forEachMove(this.#heaps, (index, count) => actions.push((count - 1) * length + index));
    return actions;
  }

  playAction(id: number): NimState {
    const { name, actionCount } = this.game;
    if (this.isTerminal) illegal(`no move can be played in ${name}: the game is over`, 'game-over', id);
    const heaps = this.#heaps;
    const heap = Number.isSafeInteger(id) && id >= 0 && id < actionCount ? (id % heaps.length) + 1 : 0;
    // Only a valid id is divided: arithmetic on anything else would call a user object's valueOf.
    const count = heap === 0 ? 0 : Math.floor(id / heaps.length) + 1;
    if (heap === 0 || count > (heaps[heap - 1] ?? 0)) illegal(`action ${describeValue(id)} is not legal in ${name} at ${this.#heaps.join(',')}`, 'no-such-action', id);
    return this.play({ heap, count });
  }

  key(): string {
    return `${this.player}:${this.#heaps.join(',')}`;
  }

  toString(): string {
    const heaps = this.#heaps.join(',');
    return this.isTerminal ? `nim ${heaps}, player ${this.winner} won` : `nim ${heaps}, player ${this.player} to move`;
  }
}

/**
 * Nim as a play-engine {@link Game}: heaps of counters; a move takes 1 or more counters from one heap.
 *
 * - Moves are {@link Move}s with a 1-based `heap`, listed by count taken (1 first), then by heap: the order of
 *   their action ids.
 * - Actions are numbered as in OpenSpiel's `nim`: id = (count − 1) · number of heaps + heap index (0-based);
 *   `actionCount` = number of heaps · the largest starting heap, which must be a safe integer.
 * - `play: 'normal'` (default): whoever takes the last counter wins; `'misere'`: whoever takes it loses.
 * - Text: `heap:count`, e.g. `2:3`. The theory ({@link Game.winningMove}) is Bouton's.
 *
 * Heaps are safe integers; `moveCount`, `moveAt` and the theory stay fast for huge heaps (`moveAt` costs
 * O(heaps · log largest)). A position has as many moves as counters: `moves()` and `actions()` list them in
 * O(moves + heaps) and throw a `RangeError` past {@link MAX_LISTED_MOVES}.
 *
 * @param input - One or more non-negative safe integers, heap 1 first, whose sum is a safe integer; or a game
 * holding them, such as a {@link Nim}, whose `heaps` are read.
 * @param options - `play`: the ending (default `'normal'`).
 * @returns The game.
 * @throws `TypeError` when `heaps` is not an array of numbers; `RangeError` for an empty list, a heap that is
 * not a non-negative safe integer, an unsafe sum, an `actionCount` that is not a safe integer (three heaps
 * of 2^52) or a bad `play`.
 * @example
 * ```ts
 * const game = nimGame([1, 3, 5, 7]);
 * game.actionCount;               // 28
 * game.start.playAction(5).heaps(); // [1, 1, 5, 7]: action 5 takes 2 from heap 2
 * ```
 *
 * @category Play
 */
export function nimGame(input: HeapInput<number>, options: EndingOptions = {}): NimGame {
  const ending = endingOf(options, 'normal');
  // A game such as a Nim is read through its `heaps`; anything else is checked as the list itself.
  const given: unknown = input;
  const heaps = typeof given === 'object' && given !== null && !Array.isArray(given) && 'heaps' in given ? given.heaps : given;
  return new NimRules(checkGameHeaps(heaps), ending);
}
