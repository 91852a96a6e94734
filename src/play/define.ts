// A game from a plain description of its rules: the engine supplies the immutable states, the move checks,
// the action numbering and the errors, so a game's folder writes only its rules and theory. Every game of
// the Nim family is built this way, and so can a user's own game.
import { clipText, describeValue } from '../internal/integers.js';
import type { Ending } from '../types.js';
import { badKey, checkEnding, checkMoveIndex, checkPlayable, checkRestored, illegal, splitKey, winnerWhenStuck } from './game.js';
import type { Game, State } from './game.js';

/**
 * The most moves `moves()` and `actions()` list in one array. Past it they throw a `RangeError`: a position
 * with more moves is explored with `moveCount()` and `moveAt(index)`, which never build the list (the
 * generic players, the solver, search and MCTS use only those). It bounds what one listing allocates: a
 * million moves are about 50 MB as Nim move objects, 8 to 10 MB as numbers (halving takes, action ids); the
 * 2^28 moves of a Nim heap of 2^28 would be gigabytes, past what a browser tab or a default Node heap holds.
 *
 * @example
 * ```ts
 * MAX_LISTED_MOVES; // 1000000
 * ```
 *
 * @category Play
 */
export const MAX_LISTED_MOVES = 1_000_000;

/** Throws when a list of `count` moves would be longer than {@link MAX_LISTED_MOVES}; `name` is the game's. */
export function checkListable(count: number, name: string): void {
  if (count > MAX_LISTED_MOVES) {
    throw new RangeError(
      `${clipText(name)} has ${count} legal moves here, more than MAX_LISTED_MOVES = ${MAX_LISTED_MOVES} can list; use moveCount() and moveAt(index)`,
    );
  }
}

/**
 * The rules of a game for {@link defineGame}: plain functions of a **position** (any immutable value: a
 * number, a string, or an array or object that no function changes), without the player to move. The
 * engine freezes a position when a state first shows it (`state.position`); the rules see the positions they
 * made unfrozen, which keeps playouts fast, so no rule may change one.
 *
 * Give either `moves` (the list; the engine keeps it per state) or both `moveCount` and `moveAt` (for
 * positions with too many moves to list). Action ids are fixed for the whole game: `actionOf` numbers a move,
 * `moveOfAction` reads a number back, both below `actionCount`.
 *
 * @typeParam P - The position type.
 * @typeParam M - The move type.
 * @example
 * ```ts
 * // Subtract-a-square: take a non-zero square number of counters from one heap.
 * const rules: GameDefinition<number, number> = {
 *   name: 'subtract-a-square:20',
 *   start: 20,
 *   moves: (n) => [1, 4, 9, 16].filter((square) => square <= n),
 *   play: (n, take) => n - take,
 *   key: String,
 *   readMove: (value) => (Number.isSafeInteger(value) && (value as number) > 0 ? (value as number) : undefined),
 *   formatMove: String,
 *   parseMove: (text) => (/^\d+$/.test(text.trim()) ? Number(text) : null),
 *   actionCount: 21,
 *   actionOf: (take) => take,
 *   moveOfAction: (id) => id,
 * };
 * ```
 *
 * @category Play
 */
export interface GameDefinition<P, M> {
  /** The game's name, as {@link Game.name} shows it (the ending is added), e.g. `'subtract-a-square:20'`. */
  readonly name: string;
  /**
   * The rules' name without the start, e.g. `'subtract-a-square'`: games given the same `rulesKey` share a
   * solver's results ({@link Game.rulesKey}, the ending is added). Give it only when `key` names a position
   * fully under these rules whatever the start; without it, a solver keeps each game apart.
   */
  readonly rulesKey?: string;
  /** The starting position. */
  readonly start: P;
  /** Which ending is played (default `'normal'`): in normal play whoever cannot move loses. */
  readonly ending?: Ending;
  /** The legal moves at a position in the game's documented order; empty when the game is over. */
  moves?(position: P): readonly M[];
  /** The number of legal moves at a position (with `moveAt`, instead of `moves`). */
  moveCount?(position: P): number;
  /** The move at `index` (0 to `moveCount(position) - 1`) of the documented order. */
  moveAt?(position: P, index: number): M;
  /** Reads a value as a move, each field once: a fresh move, or `undefined` when it has not a move's shape. */
  readMove(value: unknown): M | undefined;
  /**
   * Why a move read by `readMove` cannot be played at a position, or `undefined` when it can. Without it, a
   * move is legal when it is one of `moves(position)` (compared by `formatMove`).
   */
  whyIllegal?(position: P, move: M): string | undefined;
  /** The position after a legal move. */
  play(position: P, move: M): P;
  /** A string equal exactly for equal positions. */
  key(position: P): string;
  /**
   * Reads a position's key back (the text `key` writes), for {@link DefinedGame.fromKey}: the position, or
   * `undefined` when the text is not the key of a position of the game's form (see `keyForm`); every
   * position the rules can reach from the start must be accepted, and others of that form may be. A key in
   * another spelling than `key` writes is refused by the engine.
   */
  fromKey?(text: string): P | undefined;
  /** What a position's key looks like, for the error of a bad key, e.g. `'X,Y, each at most its start'`. */
  readonly keyForm?: string;
  /** A readable picture of a position (default: its key). */
  describe?(position: P): string;
  /** Writes a move as text that `parseMove` reads back. */
  formatMove(move: M): string;
  /** Reads a move's text (already known to be a string); `null` when it is not a move's form. */
  parseMove(text: string): M | null;
  /** The number of action ids; a safe integer. */
  readonly actionCount: number;
  /** The id of a move, from 0 to `actionCount - 1`. */
  actionOf(move: M): number;
  /** The move with an id, or `undefined` when no move has it. */
  moveOfAction(id: number): M | undefined;
  /** The theory: a winning move at a position that is not over, or `null` when the mover loses. */
  winningMove?(position: P): M | null;
  /** The theory of values: the normal-play nim value of a position ({@link Game.grundy}). */
  grundy?(position: P): number | bigint;
  /**
   * The independent positions of these rules whose sum a position is ({@link Game.components}); a list of
   * fewer than two parts when it does not split.
   */
  components?(position: P): readonly P[];
  /**
   * The theory of moves between values: a move from a position to one of nim value `value`, below the
   * position's own ({@link Game.moveToValue}); `null` when there is none.
   */
  moveToValue?(position: P, value: number | bigint): M | null;
}

/**
 * A state of a game made by {@link defineGame}: a {@link State} that also shows its position.
 *
 * @typeParam P - The position type.
 * @typeParam M - The move type.
 * @example
 * ```ts
 * wythoffGame([3, 5]).start.position; // [3, 5]
 * ```
 *
 * @category Play
 */
export interface DefinedState<P, M> extends State<M> {
  readonly game: DefinedGame<P, M>;
  /** The position (frozen when it is an object). */
  readonly position: P;
  play(move: M): DefinedState<P, M>;
  playAction(id: number): DefinedState<P, M>;
}

/**
 * A game made by {@link defineGame}.
 *
 * @typeParam P - The position type.
 * @typeParam M - The move type.
 * @example
 * ```ts
 * const game: DefinedGame<readonly [number, number], WythoffMove> = wythoffGame([3, 5]);
 * game.ending; // 'normal'
 * ```
 *
 * @category Play
 */
export interface DefinedGame<P, M> extends Game<M> {
  readonly start: DefinedState<P, M>;
  /** Which ending is played. */
  readonly ending: Ending;
  /**
   * A state of this game at any position (checked only by the rules' own functions, so give a position the
   * rules can reach).
   *
   * @param position - The position.
   * @param player - The player to move (default 0).
   * @returns The state.
   * @throws `TypeError` when `player` is not a number; `RangeError` when it is neither 0 nor 1.
   * @example
   * ```ts
   * wythoffGame([3, 5]).at([1, 2]).moveCount(); // 4
   * ```
   */
  at(position: P, player?: 0 | 1): DefinedState<P, M>;
  /**
   * Restores a state from its key ({@link Game.fromKey}) through the rules' `fromKey`.
   *
   * @param key - A key, `PLAYER:POSITION`.
   * @returns The state.
   * @throws `TypeError` when `key` is not a string or the rules give no `fromKey`; `RangeError` when it is not
   * a key of this game.
   * @example
   * ```ts
   * wythoffGame([3, 5]).fromKey('1:1,2').position; // [1, 2]
   * ```
   */
  fromKey(key: string): DefinedState<P, M>;
}

const RULE_FUNCTIONS = ['readMove', 'play', 'key', 'formatMove', 'parseMove', 'actionOf', 'moveOfAction'] as const;
const OPTIONAL_FUNCTIONS = ['moves', 'moveCount', 'moveAt', 'whyIllegal', 'describe', 'winningMove', 'fromKey', 'grundy', 'components', 'moveToValue'] as const;

/** Checks a definition's shape once, so that a mistake shows when the game is made, not in the middle of a match. */
function checkDefinition<P, M>(rules: GameDefinition<P, M>): void {
  if (typeof rules !== 'object' || (rules as unknown) === null) throw new TypeError(`rules must be an object, got ${describeValue(rules)}`);
  if (typeof rules.name !== 'string' || rules.name === '') throw new TypeError(`rules.name must be a non-empty string, got ${describeValue(rules.name)}`);
  if (rules.rulesKey !== undefined && typeof rules.rulesKey !== 'string') {
    throw new TypeError(`rules.rulesKey must be a string when given, got ${describeValue(rules.rulesKey)}`);
  }
  const fields = rules as unknown as Record<string, unknown>;
  for (const field of RULE_FUNCTIONS) {
    if (typeof fields[field] !== 'function') throw new TypeError(`rules.${field} must be a function, got ${describeValue(fields[field])}`);
  }
  for (const field of OPTIONAL_FUNCTIONS) {
    if (fields[field] !== undefined && typeof fields[field] !== 'function') {
      throw new TypeError(`rules.${field} must be a function when given, got ${describeValue(fields[field])}`);
    }
  }
  if (rules.moves === undefined && (rules.moveCount === undefined || rules.moveAt === undefined)) {
    throw new TypeError('rules must give moves, or moveCount and moveAt');
  }
  if (typeof rules.actionCount !== 'number') throw new TypeError(`rules.actionCount must be a number, got ${describeValue(rules.actionCount)}`);
  if (!Number.isSafeInteger(rules.actionCount) || rules.actionCount < 0) {
    throw new RangeError(`rules.actionCount must be a non-negative safe integer, got ${describeValue(rules.actionCount)}`);
  }
}

class DefinedRules<P, M> implements DefinedGame<P, M> {
  static {
    Object.freeze(this.prototype);
  }

  readonly name: string;
  readonly ending: Ending;
  readonly actionCount: number;
  readonly rulesKey?: string;
  readonly start: DefinedState<P, M>;
  /** The rules, copied so that the caller cannot swap a function during a match. */
  readonly rules: Readonly<GameDefinition<P, M>>;
  /** Present exactly when the rules have a theory: without it, the perfect player asks the solver. */
  readonly winningMove?: (state: State<M>) => M | null;
  /** Present exactly when the rules give `grundy`: without it, {@link grundyValue} computes a mex. */
  readonly grundy?: (state: State<M>) => number | bigint;
  /** Present exactly when the rules give `components`. */
  readonly components?: (state: State<M>) => readonly State<M>[];
  /** Present exactly when the rules give `moveToValue`. */
  readonly moveToValue?: (state: State<M>, value: number | bigint) => M | null;

  constructor(rules: GameDefinition<P, M>) {
    checkDefinition(rules);
    // The rules are called as methods of this frozen copy, so a rule may use `this`.
    this.rules = Object.freeze({ ...rules });
    this.ending = checkEnding(rules.ending, 'normal', 'rules.ending');
    this.name = `${rules.name} ${this.ending}`;
    this.actionCount = rules.actionCount;
    // From the frozen copy, read once: a getter cannot give the solver another key later.
    const { rulesKey } = this.rules;
    if (typeof rulesKey === 'string') this.rulesKey = `${rulesKey} ${this.ending}`;
    this.start = outside(this, rules.start, 0);
    if (rules.winningMove !== undefined) this.winningMove = (state) => this.#winningMove(state);
    const { grundy, components, moveToValue } = this.rules;
    if (grundy !== undefined) this.grundy = (state) => grundy.call(this.rules, this.#positionOf(state));
    if (moveToValue !== undefined) {
      this.moveToValue = (state, value) => {
        const position = this.#positionOf(state);
        return state.isTerminal ? null : moveToValue.call(this.rules, position, value);
      };
    }
    if (components !== undefined) {
      this.components = (state) => {
        const parts = components.call(this.rules, this.#positionOf(state));
        if (!Array.isArray(parts)) throw new TypeError(`${this.name}: rules.components must return an array, got ${describeValue(parts)}`);
        return parts.map((part: P) => new DefinedPosition(this, part, state.player));
      };
    }
    Object.freeze(this);
  }

  /** The move at an index of a position, for rules that give `moveAt` (checked when the game was made). */
  moveAt(position: P, index: number): M {
    return this.rules.moveAt?.(position, index) as M;
  }

  #winningMove(state: State<M>): M | null {
    const position = this.#positionOf(state);
    return state.isTerminal ? null : (this.rules.winningMove?.(position) ?? null);
  }

  #positionOf(state: State<M>): P {
    if (!(state instanceof DefinedPosition) || state.game !== this) {
      throw new TypeError(`state must be a state of ${clipText(this.name)}, got ${describeValue(state)}`);
    }
    return rulesPosition(state as DefinedPosition<P, M>);
  }

  at(position: P, player: 0 | 1 = 0): DefinedState<P, M> {
    const given: unknown = player;
    if (typeof given !== 'number') throw new TypeError(`player must be a number, got ${describeValue(given)}`);
    if (given !== 0 && given !== 1) throw new RangeError(`player must be 0 or 1, got ${describeValue(given)}`);
    return outside(this, position, given);
  }

  formatMove(move: M): string {
    const fields = this.rules.readMove(move);
    if (fields === undefined) throw new TypeError(`move must be a move of ${clipText(this.name)}, got ${describeValue(move)}`);
    return this.rules.formatMove(fields);
  }

  parseMove(text: string): M | null {
    if (typeof text !== 'string') throw new TypeError(`text must be a string, got ${describeValue(text)}`);
    return this.rules.parseMove(text);
  }

  fromKey(key: string): DefinedState<P, M> {
    const { rules } = this;
    const form = typeof rules.keyForm === 'string' ? rules.keyForm : 'POSITION';
    const { player, position } = splitKey(key, this.name, form);
    if (rules.fromKey === undefined) throw new TypeError(`${clipText(this.name)} cannot read keys: its rules give no fromKey`);
    const restored = rules.fromKey(position);
    if (restored === undefined) badKey(key, this.name, `PLAYER:${form}`);
    return checkRestored(new DefinedPosition(this, restored, player), key, this.name, `PLAYER:${form}`);
  }

}

/**
 * Checks what a `moves` rule returned: an array (a Set, a generator or `null` is a `TypeError` naming the rule) of
 * at most {@link MAX_LISTED_MOVES} moves. Returns a copy, so the rule cannot change the list later.
 */
function listedMoves<M>(moves: unknown, name: string): M[] {
  if (!Array.isArray(moves)) throw new TypeError(`${clipText(name)}: rules.moves must return an array, got ${describeValue(moves)}`);
  if (moves.length > MAX_LISTED_MOVES) {
    throw new RangeError(
      `${clipText(name)}: rules.moves returned ${moves.length} moves, more than MAX_LISTED_MOVES = ${MAX_LISTED_MOVES}; give rules.moveCount and rules.moveAt instead`,
    );
  }
  return moves.slice() as M[];
}

/** Freezes a position that is an object (shallowly, as the rules promise to change none) and returns it. */
function frozen<P>(position: P): P {
  return typeof position === 'object' && position !== null && !Object.isFrozen(position) ? Object.freeze(position) : position;
}

/**
 * A copy of a plain array for the rules to read, beside the caller's frozen original: the rules would read
 * every move of a playout's first state from a frozen array otherwise. Other positions are shared as they are.
 */
function rulesCopy<P>(position: P): P {
  return Array.isArray(position) && Object.getPrototypeOf(position) === Array.prototype ? ([...(position as unknown[])] as P) : position;
}

/** The position of a state as the rules hold it, unfrozen until shown (set by DefinedPosition's static block). */
let rulesPosition: <P, M>(state: DefinedPosition<P, M>) => P;

/** A state at a position from outside (the start, `at`): the caller's position frozen, the rules' a copy. */
function outside<P, M>(game: DefinedRules<P, M>, position: P, player: 0 | 1): DefinedPosition<P, M> {
  const shown = frozen(position);
  return new DefinedPosition(game, rulesCopy(shown), player, shown);
}

class DefinedPosition<P, M> implements DefinedState<P, M> {
  static {
    rulesPosition = (state) => state.#position;
    // A player holds states: frozen methods and getters, so none can be swapped for every state at once.
    Object.freeze(this.prototype);
  }

  readonly game: DefinedRules<P, M>;
  readonly player: 0 | 1;
  readonly isTerminal: boolean;
  readonly winner: 0 | 1 | undefined;
  /**
   * The position, frozen only when `position` first shows it outside: V8 reads, copies and maps a frozen
   * array several times slower, and until then only the rules, which change no position, have seen it. A
   * position from outside (the start, `at`) is frozen at once, since its caller holds it.
   */
  readonly #position: P;
  /** What `position` shows: the rules' own position, or for a position from outside the caller's, frozen. */
  readonly #shown: P;
  readonly #count: number;
  /** The move list, made on first use; a private field, so it can be filled in after the state is frozen. */
  #moves: readonly M[] | undefined;

  constructor(game: DefinedRules<P, M>, position: P, player: 0 | 1, shown: P = position) {
    this.game = game;
    this.#position = position;
    this.#shown = shown;
    this.player = player;
    const { rules } = game;
    if (rules.moves !== undefined) {
      this.#moves = Object.freeze(listedMoves<M>(rules.moves(position), game.name));
      this.#count = this.#moves.length;
    } else {
      // Given whenever `moves` is not (checked when the game was made).
      this.#count = (rules.moveCount as (position: P) => number).call(rules, position);
      if (!Number.isSafeInteger(this.#count) || this.#count < 0) {
        throw new RangeError(`${clipText(game.name)}: the number of moves at ${clipText(rules.key(position))} is not a safe integer`);
      }
    }
    this.isTerminal = this.#count === 0;
    this.winner = this.isTerminal ? winnerWhenStuck(game.ending, player) : undefined;
    Object.freeze(this);
  }

  /** The position (frozen when it is an object). */
  get position(): P {
    return frozen(this.#shown);
  }

  #list(): readonly M[] {
    if (this.#moves === undefined) {
      checkListable(this.#count, this.game.name);
      const moves: M[] = [];
      for (let index = 0; index < this.#count; index++) moves.push(this.game.moveAt(this.#position, index));
      this.#moves = Object.freeze(moves);
    }
    return this.#moves;
  }

  moves(): M[] {
    return this.#list().slice();
  }

  moveCount(): number {
    return this.#count;
  }

  moveAt(index: number): M {
    checkMoveIndex(index, this.#count);
    const { rules } = this.game;
    return this.#moves !== undefined || rules.moveAt === undefined ? (this.#list()[index] as M) : this.game.moveAt(this.#position, index);
  }

  play(move: M): DefinedState<P, M> {
    const { name, rules } = this.game;
    const fields = checkPlayable(name, this.isTerminal, move, (value) => rules.readMove(value));
    const reason = this.#whyIllegal(fields);
    if (reason !== undefined) illegal(`illegal move ${clipText(rules.formatMove(fields))} in ${clipText(name)}: ${reason}`, 'illegal-move', move);
    return new DefinedPosition(this.game, rules.play(this.#position, fields), this.player === 0 ? 1 : 0);
  }

  #whyIllegal(move: M): string | undefined {
    const { rules } = this.game;
    if (rules.whyIllegal !== undefined) return rules.whyIllegal(this.#position, move);
    const text = rules.formatMove(move);
    return this.#list().some((legal) => rules.formatMove(legal) === text) ? undefined : `it is not a legal move at ${clipText(rules.key(this.#position))}`;
  }

  actions(): number[] {
    const { rules } = this.game;
    const ids = Float64Array.from(this.#list(), (move) => rules.actionOf(move));
    return Array.from(ids.sort());
  }

  playAction(id: number): DefinedState<P, M> {
    const { name, actionCount, rules } = this.game;
    if (this.isTerminal) illegal(`no move can be played in ${clipText(name)}: the game is over`, 'game-over', id);
    const move = Number.isSafeInteger(id) && id >= 0 && id < actionCount ? rules.moveOfAction(id) : undefined;
    if (move === undefined || this.#whyIllegal(move) !== undefined) {
      illegal(`action ${describeValue(id)} is not legal in ${clipText(name)} at ${clipText(rules.key(this.#position))}`, 'no-such-action', id);
    }
    return this.play(move);
  }

  key(): string {
    return `${this.player}:${this.game.rules.key(this.#position)}`;
  }

  toString(): string {
    const { rules } = this.game;
    const picture = rules.describe === undefined ? rules.key(this.#position) : rules.describe(this.#position);
    return this.isTerminal ? `${picture}, player ${this.winner} won` : `${picture}, player ${this.player} to move`;
  }
}

/**
 * Makes a play-engine {@link Game} from its rules: immutable, frozen states whose positions are frozen when
 * first shown (a caller's start or `at` position at once); `play` checks every move's shape and legality and
 * throws {@link IllegalMoveError}; actions are numbered by the rules; the perfect player uses
 * `rules.winningMove` and falls back to the exact solver without it. Every generic player, the solver, MCTS
 * and the match runner play the result.
 *
 * @param rules - The rules ({@link GameDefinition}).
 * @returns The game.
 * @throws `TypeError` when a rule function is missing; `RangeError` for a bad `ending` or `actionCount`.
 * @example
 * ```ts
 * const game = defineGame(rules); // the subtract-a-square rules of GameDefinition's example
 * game.start.moves();             // [1, 4, 9, 16]
 * playMatch(game, [perfectPlayer, randomPlayer], { seed: 1 }).winner;
 * ```
 *
 * @category Play
 */
export function defineGame<P, M>(rules: GameDefinition<P, M>): DefinedGame<P, M> {
  return new DefinedRules(rules);
}
