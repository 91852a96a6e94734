// Heap games (take-and-break rules such as Kayles `0.77`) as a play-engine game. The moves come from the one
// move generator, HeapGame.options; the theory is HeapGame.winningMoves (Grundy values in normal play, its exact
// misère search otherwise). Moves are listed by heap SIZE, not heap position, so that states with the same
// heaps in another order list the same moves at the same indices: that is what lets key() sort the heaps (and
// so share transposition-table entries) while the solver's remembered move index stays right.
import { HeapGame, heapGameInternals } from './heap-game.js';
import { ruleWidth, rulePieces } from './numbering.js';
import { findRuleOption, MAX_OPTIONS, ruleAllows, ruleOptionCount, tooMany } from './options.js';
import type { Rule } from './code.js';
import type { HeapGameMove } from './sums.js';
import { clipText, describeValue, isHeapSize } from '../internal/integers.js';
import { valueBelow } from '../internal/values.js';
import type { Ending, EndingOptions } from '../types.js';
import { badKey, checkEnding, checkGameHeaps, checkListable, checkMoveIndex, checkPlayable, checkRestored, illegal, keyNumbers, splitKey, winnerWhenStuck } from '../play/index.js';
import type { Game, State } from '../play/index.js';

/**
 * A move of {@link heapGame}: from heap `heap` (1-based) remove `take` counters, leaving the heaps `leave` (sorted
 * ascending, none empty) in its place. The same type as {@link HeapGameMove}, the moves
 * {@link HeapGame.winningMoves} returns: one move type for heap games in theory and in play.
 *
 * @example
 * ```ts
 * const move: HeapPlayMove = { heap: 2, take: 1, leave: [1, 3] }; // Kayles: knock one pin out of the middle of 5
 * ```
 *
 * @category Play
 */
export type HeapPlayMove = HeapGameMove;

/**
 * A state of {@link heapGame}: a {@link State} that also shows its heaps.
 *
 * @example
 * ```ts
 * heapGame('0.77', [5]).start.play({ heap: 1, take: 1, leave: [1, 3] }).heaps(); // [1, 3]
 * ```
 *
 * @category Play
 */
export interface HeapPlayState extends State<HeapPlayMove> {
  readonly game: HeapPlayGame;
  /**
   * The heap sizes, heap 1 first.
   *
   * @returns A fresh array.
   * @example
   * ```ts
   * heapGame('0.07', [4, 0, 2]).start.heaps(); // [4, 0, 2]
   * ```
   */
  heaps(): number[];
  play(move: HeapPlayMove): HeapPlayState;
  playAction(id: number): HeapPlayState;
}

/**
 * The game returned by {@link heapGame}.
 *
 * @example
 * ```ts
 * const game: HeapPlayGame = heapGame('0.77', [5, 7], { play: 'misere' });
 * game.rules.code; // '0.77'
 * ```
 *
 * @category Play
 */
export interface HeapPlayGame extends Game<HeapPlayMove> {
  readonly start: HeapPlayState;
  /** Which ending is played. */
  readonly ending: Ending;
  /** The rules, as a {@link HeapGame}. */
  readonly rules: HeapGame;
  /**
   * Restores a state from its key `PLAYER:S1,S2,...` ({@link Game.fromKey}): the sizes of the heaps that have
   * a move, ascending, none above the largest starting heap, adding up to at most the starting total. The
   * state holds those heaps in that order (the key names a position up to heap order).
   *
   * @param key - The key, e.g. `'1:2,3'`.
   * @returns The state.
   * @throws `TypeError` when `key` is not a string; `RangeError` when it is not such a key.
   * @example
   * ```ts
   * heapGame('0.77', [5, 7]).fromKey('1:2,3').heaps(); // [2, 3]
   * ```
   */
  fromKey(key: string): HeapPlayState;
}

/** Matches `heap:take->leave`, the leave a comma list, `0` or nothing; spaces allowed between the parts. */
const MOVE_PATTERN = /^\s*(\d+)\s*:\s*(\d+)\s*->\s*([\d\s,]*?)\s*$/;
/** The most options the per-game cache keeps before it starts again (a bound on its memory). */
const CACHE_LIMIT = 1 << 18;
/** A heap with at most this many options is listed (and cached) to take one; a larger one is walked to the option asked for. */
const LISTED_OPTIONS = 4096;
/** The most heap sizes whose option counts the per-game cache keeps before it starts again. */
const COUNT_CACHE_LIMIT = 1 << 16;
/**
 * The most options a rule given as a function may give while its action numbering is worked out (it lists
 * every heap size up to the largest starting heap): 2^22.
 */
const NUMBERING_LIMIT = 1 << 22;

/** The options of one heap size: each the take and the sorted heaps left, and a lookup by the heaps left. */
interface SizeOptions {
  readonly list: readonly HeapPlayMove[];
  readonly index: ReadonlyMap<string, number>;
}

/** The action numbering: ids per heap (`width`) and the most heaps a position can hold. */
interface Numbering {
  readonly width: number;
  readonly heaps: number;
}

/** The text of a move; the heaps left as `0` when nothing is left. */
function moveText(heap: number, take: number, leave: readonly number[]): string {
  return `${heap}:${take}->${leave.length === 0 ? '0' : leave.join(',')}`;
}

/** What every state of one game shares: the rules, the option cache and the action numbering. */
class HeapRules implements HeapPlayGame {
  readonly name: string;
  readonly ending: Ending;
  readonly rules: HeapGame;
  readonly rulesKey?: string;
  readonly start: HeapPlayState;
  readonly #rule: Rule | undefined;
  readonly #largest: number;
  readonly #startHeaps: readonly number[];
  readonly #cache = new Map<number, SizeOptions>();
  #cached = 0;
  readonly #counts = new Map<number, number>();
  /** Worked out when the game is made for a code; on first use for a rule given as a function. */
  #numbering: Numbering | undefined;

  constructor(rules: HeapGame, heaps: number[], ending: Ending) {
    this.rules = rules;
    this.name = `heap:${rules.name}:${heaps.join(',')} ${ending}`;
    this.ending = ending;
    this.#rule = heapGameInternals(rules).rule;
    // A code names the rules whatever the start: games of one code and ending share a solver's results.
    if (rules.code !== undefined) this.rulesKey = `heap:${rules.code} ${ending}`;
    let largest = 0;
    for (const heap of heaps) if (heap > largest) largest = heap;
    this.#largest = largest;
    this.#startHeaps = heaps.slice();
    this.start = new HeapPosition(this, heaps, 0);
    if (this.#rule !== undefined) this.#numbering = this.#checked(ruleWidth(this.#rule, largest), this.#codeHeaps(this.#rule));
    // Frozen, so a player cannot reassign a field or shadow a method of what it is shown (private fields,
    // which are not properties, stay writable for the caches).
    Object.freeze(this);
  }

  fromKey(key: string): HeapPlayState {
    const form = 'PLAYER:S1,S2,... ascending, the heaps that have a move, within the start';
    const { player, position } = splitKey(key, this.label, 'S1,S2,...');
    const heaps = keyNumbers(position);
    let total = 0;
    for (const heap of this.#startHeaps) total += heap;
    if (heaps === undefined || heaps.some((heap) => heap > this.#largest || (total -= heap) < 0)) badKey(key, this.label, form);
    return checkRestored(new HeapPosition(this, heaps, player), key, this.label, form);
  }

  /** The game's name as a message quotes it: a rule's name may be long. */
  get label(): string {
    return clipText(this.name);
  }

  /** The options of a heap of `n`, cached; the lists are never handed out. */
  optionsOf(n: number): SizeOptions {
    let known = this.#cache.get(n);
    if (known === undefined) {
      const list = n === 0 ? [] : this.rules.options(n).map((leave) => ({ heap: 0, take: n - leave.reduce((a, b) => a + b, 0), leave }));
      known = { list, index: new Map(list.map((option, index) => [option.leave.join(','), index])) };
      if (this.#cached + list.length > CACHE_LIMIT) {
        this.#cache.clear();
        this.#cached = 0;
      }
      this.#cache.set(n, known);
      this.#cached += list.length;
    }
    return known;
  }

  /**
   * Option `option` (below the heap's count) of a heap of `size`, in {@link HeapGame.options} order: from the
   * cached list for a heap with few options, else walked to without listing (a heap of a million under Kayles
   * has half a million options: listing them to play the first took seconds).
   */
  optionAt(size: number, option: number): { readonly take: number; readonly leave: readonly number[] } {
    if (this.#rule === undefined || this.#cache.has(size) || this.countOf(size) <= LISTED_OPTIONS) return this.optionsOf(size).list[option] ?? { take: 0, leave: [] };
    let rest = option;
    return findRuleOption(this.#rule, size, () => rest-- === 0) ?? { take: 0, leave: [] };
  }

  /** Whether a heap of `size` may become `leave` (sorted) with `take` removed: from the code's digit, or listed for a rule function. */
  allows(size: number, take: number, leave: readonly number[]): boolean {
    return this.#rule === undefined ? this.optionsOf(size).index.has(leave.join(',')) : ruleAllows(this.#rule, take, leave);
  }

  /** How many options a heap of `n` has: counted in closed form for a code, listed for a rule function. */
  countOf(n: number): number {
    let count = this.#counts.get(n);
    if (count === undefined) {
      if (n === 0) count = 0;
      else if (this.#rule === undefined) count = this.optionsOf(n).list.length;
      else {
        count = ruleOptionCount(this.#rule, n, MAX_OPTIONS);
        if (count > MAX_OPTIONS) tooMany(n);
      }
      if (this.#counts.size >= COUNT_CACHE_LIMIT) this.#counts.clear();
      this.#counts.set(n, count);
    }
    return count;
  }

  /** The most heaps a position can hold under a code: each starting heap's pieces, added up. */
  #codeHeaps(rule: Rule): number {
    const pieces = rulePieces(rule);
    let heaps = 0;
    for (const heap of this.#startHeaps) heaps += pieces(heap);
    return heaps;
  }

  /** The numbering, refused with a RangeError when its ids would not all be safe integers. */
  #checked(width: number, heaps: number): Numbering {
    if (!Number.isSafeInteger(width * heaps)) {
      throw new RangeError(`${this.label} would number its actions up to ${width} × ${heaps}, beyond 2^53 - 1: too many heaps to play`);
    }
    return { width, heaps };
  }

  /**
   * The action numbering: `width` = the most options of any heap size up to the largest starting heap (no heap
   * ever grows), `heaps` = the most heaps a position can hold. For a code both come in closed form
   * ({@link ruleWidth}, {@link rulePieces}); for a rule function, by listing every heap size up to the largest
   * (pieces(n) = max(1, the largest sum of pieces over the heaps an option leaves)), within NUMBERING_LIMIT.
   */
  numbering(): Numbering {
    if (this.#numbering !== undefined) return this.#numbering;
    const pieces = [1];
    let width = 0;
    let listed = 0;
    for (let n = 1; n <= this.#largest; n++) {
      const { list } = this.optionsOf(n);
      listed += list.length;
      if (listed > NUMBERING_LIMIT) {
        throw new RangeError(`${this.label} lists the options of every heap size up to ${this.#largest} to number its actions: more than ${NUMBERING_LIMIT} options`);
      }
      width = Math.max(width, list.length);
      let most = 1;
      for (const { leave } of list) {
        let sum = 0;
        for (const size of leave) sum += pieces[size] ?? 1;
        most = Math.max(most, sum);
      }
      pieces.push(most);
    }
    let heaps = 0;
    for (const heap of this.#startHeaps) heaps += pieces[heap] ?? 1;
    this.#numbering = this.#checked(width, heaps);
    return this.#numbering;
  }

  get actionCount(): number {
    const { width, heaps } = this.numbering();
    return width * heaps;
  }

  formatMove(move: HeapPlayMove): string {
    const fields = readHeapMove(move);
    if (fields === undefined) throw new TypeError(`move must be a heap-game move { heap, take, leave }, got ${describeValue(move)}`);
    return moveText(fields.heap, fields.take, fields.leave.sort((a, b) => a - b));
  }

  parseMove(text: string): HeapPlayMove | null {
    if (typeof text !== 'string') throw new TypeError(`text must be a string, got ${describeValue(text)}`);
    const match = MOVE_PATTERN.exec(text);
    if (match === null) return null;
    const fields = (match[3] ?? '').split(',').map((field) => field.trim());
    const nothing = fields.length === 1 && (fields[0] === '' || fields[0] === '0');
    if (!nothing && !fields.every((field) => /^\d+$/.test(field))) return null;
    const move = { heap: Number(match[1]), take: Number(match[2]), leave: nothing ? [] : fields.map(Number).sort((a, b) => a - b) };
    return readHeapMove(move) ?? null;
  }

  winningMove(state: State<HeapPlayMove>): HeapPlayMove | null {
    const position = this.#own(state);
    if (position.isTerminal) return null;
    // HeapGame numbers heaps as given, as this game does, and lists winning moves in heap, then option order:
    // the first of them, found without listing the rest.
    return heapGameInternals(this.rules).firstWinningMove(position.heaps(), this.ending) ?? null;
  }

  /** The nim-sum of the heaps' Grundy values ({@link HeapGame.grundy}: O(1) a heap once a period is proved). */
  grundy(state: State<HeapPlayMove>): number {
    return this.#valueOf(this.#own(state).heaps());
  }

  /** The first move, in heap then option order, to a position worth `value`, below the position's own. */
  moveToValue(state: State<HeapPlayMove>, value: number | bigint): HeapPlayMove | null {
    const heaps = this.#own(state).heaps();
    const goal = valueBelow(value, this.#valueOf(heaps));
    return goal === undefined ? null : (heapGameInternals(this.rules).firstMoveToValue(heaps, goal) ?? null);
  }

  #valueOf(heaps: readonly number[]): number {
    let value = 0;
    for (const heap of heaps) value = (value ^ this.rules.grundy(heap)) >>> 0;
    return value;
  }

  #own(state: State<HeapPlayMove>): HeapPosition {
    if (!(state instanceof HeapPosition) || state.game !== this) {
      throw new TypeError(`state must be a state of ${this.label}, got ${describeValue(state)}`);
    }
    return state;
  }
}

/** A heap-game move's fields, read once (`leave` copied), when they make a move; `undefined` otherwise. */
function readHeapMove(move: unknown): (HeapPlayMove & { readonly leave: number[] }) | undefined {
  if (typeof move !== 'object' || move === null) return undefined;
  const { heap, take, leave } = move as { heap?: unknown; take?: unknown; leave?: unknown };
  if (!Number.isSafeInteger(heap) || (heap as number) < 1 || !isHeapSize(take) || !Array.isArray(leave)) return undefined;
  const sizes = [...(leave as unknown[])];
  return sizes.every((size) => isHeapSize(size) && size >= 1) ? { heap: heap as number, take, leave: sizes as number[] } : undefined;
}

/** One heap of a position: its 0-based place, its size and how many options it has. */
interface Slot {
  readonly index: number;
  readonly size: number;
  readonly count: number;
}

class HeapPosition implements HeapPlayState {
  readonly game: HeapRules;
  readonly player: 0 | 1;
  readonly isTerminal: boolean;
  readonly winner: 0 | 1 | undefined;
  /** Owned by this state alone and never handed out, so the state cannot change. */
  readonly #heaps: number[];
  /** The heaps by size, then position: the order moves are listed in. States hold counts, never option lists. */
  readonly #slots: readonly Slot[];
  readonly #moveCount: number;

  constructor(game: HeapRules, heaps: number[], player: 0 | 1) {
    this.game = game;
    this.#heaps = heaps;
    this.player = player;
    const slots = heaps.map((size, index) => ({ index, size, count: game.countOf(size) }));
    this.#slots = slots.sort((a, b) => a.size - b.size || a.index - b.index);
    let count = 0;
    for (const slot of slots) count += slot.count;
    this.#moveCount = count;
    this.isTerminal = count === 0;
    this.winner = count !== 0 ? undefined : winnerWhenStuck(game.ending, player);
    // Frozen, so a player cannot reassign a field or shadow a method of what it is shown.
    Object.freeze(this);
  }

  heaps(): number[] {
    return this.#heaps.slice();
  }

  /** A fresh move: option `option` of a slot (one that exists). */
  #moveOf({ index, size }: Slot, option: number): HeapPlayMove {
    const { take, leave } = this.game.optionAt(size, option);
    return { heap: index + 1, take, leave: leave.slice() };
  }

  /**
   * Heaps in order of size (ties by position), each heap's options in {@link HeapGame.options} order (by take,
   * then by the heaps left): the order of their action ids.
   */
  moves(): HeapPlayMove[] {
    checkListable(this.#moveCount, this.game.label);
    const moves: HeapPlayMove[] = [];
    for (const slot of this.#slots) {
      for (let option = 0; option < slot.count; option++) moves.push(this.#moveOf(slot, option));
    }
    return moves;
  }

  moveCount(): number {
    return this.#moveCount;
  }

  moveAt(index: number): HeapPlayMove {
    let rest = checkMoveIndex(index, this.#moveCount);
    for (const slot of this.#slots) {
      if (rest < slot.count) return this.#moveOf(slot, rest);
      rest -= slot.count;
    }
    /* c8 ignore next 2 */
    throw new RangeError('unreachable: the move count is the sum of the option counts');
  }

  play(move: HeapPlayMove): HeapPlayState {
    const { label, rules } = this.game;
    const { heap, take, leave: unsorted } = checkPlayable(label, this.isTerminal, move, readHeapMove);
    const leave = unsorted.sort((a, b) => a - b);
    const text = clipText(moveText(heap, take, leave));
    const heaps = this.#heaps;
    if (heap > heaps.length) illegal(`illegal move ${text} in ${label}: there is no heap ${heap}`, 'illegal-move', move);
    const size = heaps[heap - 1] ?? 0;
    const total = leave.reduce((a, b) => a + b, take);
    if (total !== size) illegal(`illegal move ${text} in ${label}: heap ${heap} holds ${size}, not ${total}`, 'illegal-move', move);
    if (!this.game.allows(size, take, leave)) {
      illegal(`illegal move ${text} in ${label}: ${clipText(rules.name)} does not allow it on a heap of ${size}`, 'illegal-move', move);
    }
    return this.#after(heap - 1, leave);
  }

  /** The state after the heap at `index` is replaced by the heaps `leave`, in their (sorted) order. */
  #after(index: number, leave: readonly number[]): HeapPosition {
    // concat, not push(...spread): a position may hold more heaps than a call can take arguments.
    const next = this.#heaps.slice(0, index).concat(leave, this.#heaps.slice(index + 1));
    return new HeapPosition(this.game, next, this.player === 0 ? 1 : 0);
  }

  actions(): number[] {
    checkListable(this.#moveCount, this.game.label);
    const { width } = this.game.numbering();
    const actions: number[] = [];
    this.#slots.forEach(({ count }, rank) => {
      for (let option = 0; option < count; option++) actions.push(rank * width + option);
    });
    return actions;
  }

  playAction(id: number): HeapPlayState {
    const { label } = this.game;
    if (this.isTerminal) illegal(`no move can be played in ${label}: the game is over`, 'game-over', id);
    const { width } = this.game.numbering();
    const slot = Number.isSafeInteger(id) && id >= 0 ? this.#slots[Math.floor(id / width)] : undefined;
    const option = id % width;
    if (slot === undefined || option >= slot.count) {
      illegal(`action ${describeValue(id)} is not legal in ${label} at ${clipText(this.#heaps.join(','))}`, 'no-such-action', id);
    }
    const chosen = this.game.optionAt(slot.size, option);
    return this.#after(slot.index, chosen.leave);
  }

  /**
   * The player and the heaps that still have a move, sorted: heaps in another order, empty heaps and heaps
   * without a move change nothing, and moves are listed by heap size, so equal keys list equivalent moves.
   */
  key(): string {
    const live = this.#slots.filter(({ count }) => count > 0);
    return `${this.player}:${live.map(({ size }) => size).join(',')}`;
  }

  toString(): string {
    const heaps = this.#heaps.length === 0 ? 'no heaps' : clipText(this.#heaps.join(','));
    const name = clipText(this.game.rules.name);
    return this.isTerminal ? `heap game ${name} on ${heaps}, player ${this.winner} won` : `heap game ${name} on ${heaps}, player ${this.player} to move`;
  }
}

/**
 * A heap game (any take-and-break rule: Kayles `0.77`, Dawson's Kayles `0.07`, Grundy's game `4!`, …) as a
 * play-engine {@link Game}: every generic player, the solver and the matches play it.
 *
 * - A move is `{ heap, take, leave }` (as {@link HeapGame.winningMoves} gives them): from heap `heap` (1-based)
 *   remove `take` counters and put the heaps `leave` (sorted ascending) **in its place**: the heaps after it
 *   move along, so taking a heap away entirely renumbers the heaps after it, and a split inserts heaps.
 *   `leave` may be given in any order to `play`.
 * - Moves are listed heap by heap in order of heap **size** (ties by position), each heap's options in
 *   {@link HeapGame.options} order (by take, then by the heaps left). `key()` is the player and the sorted sizes
 *   of the heaps that still have a move, so positions that differ only in heap order share a key.
 * - Actions: id = rank · width + option, where rank is the heap's 0-based place in that size order, option
 *   its index in {@link HeapGame.options}, width the most options of any heap size up to the largest starting
 *   heap (or one more). `actionCount` = width · the most heaps a position can hold, an upper bound: for a code,
 *   both come in closed form when the game is made (O(digits), or O(n) for a repeating code), and a game whose
 *   `actionCount` would pass 2^53 - 1 is refused; for a rule given as a function, on first use, by listing the
 *   options of every heap size up to the largest starting heap (a `RangeError` past 2^22 options in all).
 * - States hold each heap's option count, never its options: a heap's options are listed when a move of it is
 *   asked for, into a per-game cache of at most 2^18 options. `moveCount()` is the sum of the counts (a code
 *   counts them in closed form); `moves()` and `actions()` throw a `RangeError` past `MAX_LISTED_MOVES`
 *   (1,000,000), where `moveCount()` and `moveAt(index)` go on.
 * - `rulesKey` (for a code): `heap:CODE ENDING`, so games of one code and ending share a solver's results.
 * - `play: 'normal'` (default): whoever cannot move loses; `'misere'`: whoever makes the last move loses.
 * - Text: `heap:take->leave`, e.g. `2:1->1,3` (from heap 2 take 1, leaving heaps 1 and 3), `1:2->0` (take
 *   the whole heap of 2). The theory ({@link Game.winningMove}) is {@link HeapGame.winningMoves}.
 *
 * @param rules - A {@link HeapGame}, or a code or a name for {@link HeapGame.parse} (`'0.77'`, `'kayles'`).
 * @param heaps - One or more non-negative safe integers, heap 1 first, whose sum is a safe integer.
 * @param options - `play`: the ending (default `'normal'`).
 * @returns The game.
 * @throws {@link HeapGameCodeError} for a bad code or an unknown name; `TypeError` when `rules` is neither a
 * HeapGame nor a string or `heaps` not an array of numbers; `RangeError` for an empty list, a heap that is not
 * a non-negative safe integer, an unsafe sum, a bad `play`, a heap with more than 1,000,000 options, or an
 * action numbering beyond 2^53 - 1.
 * @example
 * ```ts
 * const kayles = heapGame('0.77', [5, 7]);
 * kayles.formatMove(kayles.start.moveAt(0));  // '1:1->4'
 * solve(kayles.start).result;                   // 'win'
 * competition(kayles, perfectPlayer, randomPlayer, { rounds: 10, seed: 1 }).wins;
 * ```
 *
 * @category Play
 */
export function heapGame(rules: HeapGame | string, heaps: readonly number[], { play }: EndingOptions = {}): HeapPlayGame {
  const game = typeof rules === 'string' ? HeapGame.parse(rules) : rules;
  if (!(game instanceof HeapGame)) throw new TypeError(`rules must be a HeapGame or a code string, got ${describeValue(rules)}`);
  const start = checkGameHeaps(heaps);
  return new HeapRules(game, start, checkEnding(play, 'normal'));
}
