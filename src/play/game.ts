// The play engine's contract: a game, its immutable states and the players that choose moves. Every game of
// nimkit (Nim, halving, sticks, later heap games) implements these interfaces, so every player, the solver,
// MCTS and the match runner work on all of them unchanged.
import { IllegalMoveError } from '../errors/index.js';
import type { IllegalMoveCode } from '../errors/index.js';
import { checkNumberHeaps, clipText, describeValue } from '../internal/integers.js';
import type { Ending, RandomSource } from '../types.js';

/**
 * One position of a game, with the player to move. A state is **immutable**: `play` returns a new state and
 * leaves this one as it was, so a player handed a state cannot corrupt a match.
 *
 * Moves are listed in a fixed order that each game documents; `moves()[i]`, `moveAt(i)` and `actions()[i]`
 * name the same move.
 *
 * @typeParam M - The game's move type.
 * @example
 * ```ts
 * const next = nimGame([1, 3]).start.play({ heap: 2, count: 3 });
 * next.player;   // 1
 * next.moves();  // [{ heap: 1, count: 1 }]
 * ```
 *
 * @category Play
 */
export interface State<M> {
  /** The game this state belongs to. */
  readonly game: Game<M>;
  /** The player to move: 0 (who started) or 1. */
  readonly player: 0 | 1;
  /** Whether the game is over (no move left). */
  readonly isTerminal: boolean;
  /** The winner of a terminal state; `undefined` while the game goes on. */
  readonly winner: 0 | 1 | undefined;
  /**
   * The legal moves, in the game's documented order; empty when terminal.
   *
   * @returns A fresh array.
   * @example
   * ```ts
   * halvingGame(7).start.moves(); // [1, 2, 3]
   * ```
   */
  moves(): M[];
  /**
   * The number of legal moves, without building the list (fast path for random playouts).
   *
   * @returns `moves().length`.
   * @example
   * ```ts
   * nimGame([1, 3, 5, 7]).start.moveCount(); // 16
   * ```
   */
  moveCount(): number;
  /**
   * The legal move at `index` of `moves()`, without building the list.
   *
   * @param index - An integer from 0 to `moveCount() - 1`.
   * @returns The move.
   * @throws `TypeError` when `index` is not a number; `RangeError` when it is out of range.
   * @example
   * ```ts
   * nimGame([1, 3]).start.moveAt(1); // { heap: 2, count: 1 }
   * ```
   */
  moveAt(index: number): M;
  /**
   * The state after `move`; this state is unchanged.
   *
   * @param move - A legal move.
   * @returns The new state.
   * @throws {@link IllegalMoveError} (code `not-a-move`, `illegal-move` or `game-over`).
   * @example
   * ```ts
   * nimGame([2, 2]).start.play({ heap: 1, count: 2 }).toString(); // 'nim 0,2, player 1 to move'
   * ```
   */
  play(move: M): State<M>;
  /**
   * The ids of the legal moves, ascending, in the numbering of `game.actionCount`.
   *
   * @returns A fresh array.
   * @example
   * ```ts
   * nimGame([1, 2]).start.actions(); // [0, 1, 3]
   * ```
   */
  actions(): number[];
  /**
   * The state after the move numbered `id`.
   *
   * @param id - One of `actions()`.
   * @returns The new state.
   * @throws {@link IllegalMoveError} (code `no-such-action` or `game-over`).
   * @example
   * ```ts
   * nimGame([1, 2]).start.playAction(3).toString(); // 'nim 1,0, player 1 to move'
   * ```
   */
  playAction(id: number): State<M>;
  /**
   * A string naming the position **and** the player to move, equal for equal states: the key of
   * transposition tables.
   *
   * @returns The key.
   * @example
   * ```ts
   * nimGame([1, 2]).start.key(); // '0:1,2'
   * ```
   */
  key(): string;
  /**
   * A readable picture of the position and the player to move.
   *
   * @returns The text.
   * @example
   * ```ts
   * String(nimGame([1, 2]).start); // 'nim 1,2, player 0 to move'
   * ```
   */
  toString(): string;
}

/**
 * A two-player game with perfect information: a start state, move text and action numbering. A game ends when
 * the player to move has no move; a game whose positions repeat may also be drawn by endless play
 * ({@link solve}'s `'draw'`, {@link MatchOptions.maxPlies}).
 *
 * @typeParam M - The game's move type.
 * @example
 * ```ts
 * const game: Game<Move> = nimGame([1, 3, 5, 7]);
 * game.formatMove(game.start.moveAt(0)); // '1:1'
 * ```
 *
 * @category Play
 */
export interface Game<M> {
  /** A short name, the same as the CLI's `--game` text plus the ending, e.g. `nim:1,3,5,7 normal`. */
  readonly name: string;
  /** The position the game starts from, player 0 to move. */
  readonly start: State<M>;
  /** The number of action ids: every `actions()` id is below it. */
  readonly actionCount: number;
  /**
   * Names the rules and the ending, whatever the start: equal `key()`s of states of two games with the same
   * `rulesKey` are the same position, so a shared {@link Solver} reuses its results between them (`'nim
   * normal'` for every {@link nimGame} in normal play). Without it, a solver shares results only within one
   * game object. Keys alone do not name the rules: `'0:1,1'` is lost in normal Nim and won in misère.
   */
  readonly rulesKey?: string;
  /**
   * Writes a move as text.
   *
   * @param move - A move of this game.
   * @returns The text, which {@link Game.parseMove} reads back.
   * @throws `TypeError` when `move` is not a move of this game.
   * @example
   * ```ts
   * nimGame([3]).formatMove({ heap: 1, count: 2 }); // '1:2'
   * ```
   */
  formatMove(move: M): string;
  /**
   * Reads a move written by {@link Game.formatMove}; checks the form only (legality is for `play`).
   *
   * @param text - The text.
   * @returns The move, or `null` when the text is not a move's form.
   * @throws `TypeError` when `text` is not a string.
   * @example
   * ```ts
   * nimGame([3]).parseMove(' 1 : 2 '); // { heap: 1, count: 2 }
   * ```
   */
  parseMove(text: string): M | null;
  /**
   * The game's theory, when it has one: a winning move, or `null` when the player to move loses against
   * perfect play (or the state is terminal). {@link perfectPlayer} uses it and falls back to the solver
   * without it.
   *
   * @param state - A state of this game.
   * @returns A winning move or `null`.
   * @example
   * ```ts
   * const game = nimGame([1, 2]);
   * game.winningMove?.(game.start); // { heap: 2, count: 1 }
   * ```
   */
  winningMove?(state: State<M>): M | null;
  /**
   * Restores a state from its {@link State.key}: `game.fromKey(state.key()).key() === state.key()` for every
   * state the game can reach. Every engine game of nimkit has it (a game of your own may leave it out). Each
   * game documents which keys it accepts, in canonical form (the form `key()` writes): every position the
   * rules can reach from the start, whoever is to move, and possibly more positions of the same form (each
   * heap at most its start, say), which then play by the same rules.
   *
   * @param key - A key, `PLAYER:POSITION`, e.g. `'1:0,2'`.
   * @returns The state.
   * @throws `TypeError` when `key` is not a string; `RangeError` naming the key and the form expected when it
   * is not a key of this game (`key must be a key of nim:1,3 normal (…), got '0:5,5'`).
   * @example
   * ```ts
   * const game = nimGame([1, 3]);
   * game.fromKey?.('1:0,2').heaps(); // [0, 2], player 1 to move
   * ```
   */
  fromKey?(key: string): State<M>;
  /**
   * The game's theory of values, when it has one: the nim value (Sprague–Grundy value) of a state's position
   * in normal play, whatever ending the game plays (the ending decides who wins, not the value). A `bigint`
   * where the game's positions hold bigints. {@link grundyValue} uses it and computes a mex without it.
   *
   * @param state - A state of this game.
   * @returns The nim value.
   * @example
   * ```ts
   * nimGame([1, 2]).grundy?.(nimGame([1, 2]).start); // 3
   * ```
   */
  grundy?(state: State<M>): number | bigint;
  /**
   * Splits a state's position into independent positions of the same rules, whose sum it is: its nim value
   * is the nim-sum of theirs, so {@link grundyValue} values (and remembers) each part once. An empty list, or
   * a list of one part, means the position does not split.
   *
   * @param state - A state of this game.
   * @returns The parts, as states of this game.
   * @example
   * ```ts
   * game.components?.(state).length; // 2 for a board that fell into two pieces
   * ```
   */
  components?(state: State<M>): readonly State<M>[];
  /**
   * The game's theory of moves between values, when it has one: a move from `state` to a position of nim value
   * `value`, found without valuing every follower. `value` must be below the state's own value (the mex then
   * guarantees such a move); the answer is `null` otherwise. {@link sumGame}'s perfect player uses it to move
   * inside one part of a sum, and looks through the part's followers without it.
   *
   * @param state - A state of this game.
   * @param value - The value to move to.
   * @returns A move to a follower of that value, or `null`.
   * @example
   * ```ts
   * const game = nimGame([5, 6]);
   * game.moveToValue?.(game.start, 1); // { heap: 2, count: 2 }: leaves 5, 4, worth 5 ^ 4 = 1
   * ```
   */
  moveToValue?(state: State<M>, value: number | bigint): M | null;
}

/** Matches a state key: the player, a colon, the position's own key. */
const KEY_PATTERN = /^([01]):(.*)$/s;
/** A comma-separated list of whole numbers without leading zeros (the form keys are written in). */
const KEY_NUMBERS = /^(?:0|[1-9]\d*)(?:,(?:0|[1-9]\d*))*$/;

/**
 * Throws the `RangeError` of a key that is not a key of the game `name`; `form` says what one looks like.
 *
 * @category Play
 */
export function badKey(key: string, name: string, form: string): never {
  throw new RangeError(`key must be a key of ${clipText(name)} (${form}), got ${describeValue(key)}`);
}

/**
 * Splits a state key into the player and the position's key, or throws as {@link Game.fromKey} documents;
 * `form` describes the position part for the message.
 *
 * @category Play
 */
export function splitKey(key: unknown, name: string, form: string): { readonly player: 0 | 1; readonly position: string } {
  if (typeof key !== 'string') throw new TypeError(`key must be a string, got ${describeValue(key)}`);
  const match = KEY_PATTERN.exec(key);
  if (match === null) badKey(key, name, `PLAYER:${form} with PLAYER 0 or 1`);
  return { player: match[1] === '1' ? 1 : 0, position: match[2] ?? '' };
}

/**
 * Reads a key's comma-separated whole numbers (`''` is the empty list); `undefined` when the text is not that
 * form or a number is not a safe integer.
 *
 * @category Play
 */
export function keyNumbers(text: string): number[] | undefined {
  if (text === '') return [];
  if (!KEY_NUMBERS.test(text)) return undefined;
  const numbers = text.split(',').map(Number);
  return numbers.every((value) => Number.isSafeInteger(value)) ? numbers : undefined;
}

/**
 * Reads a key's heaps when they are as many as `start`'s and each at most its start (the positions of a game
 * whose moves only take, such as Nim); `undefined` otherwise.
 *
 * @category Play
 */
export function keyHeapsWithin(text: string, start: readonly number[]): number[] | undefined {
  const heaps = keyNumbers(text);
  return heaps?.length === start.length && heaps.every((heap, index) => heap <= (start[index] ?? 0)) ? heaps : undefined;
}

/**
 * Returns `state` when its key is `key`, else throws: a key in another spelling (`0:01`) names no state.
 *
 * @category Play
 */
export function checkRestored<S extends State<unknown>>(state: S, key: string, name: string, form: string): S {
  if (state.key() !== key) badKey(key, name, `${form}, written ${describeValue(state.key())}`);
  return state;
}

/**
 * A player that answers at once: reads the state (it cannot change it) and draws every random choice from
 * `random`, so a seeded match replays exactly.
 *
 * @typeParam M - The game's move type.
 * @example
 * ```ts
 * const first: SyncPlayer<Move> = (state) => state.moveAt(0);
 * ```
 *
 * @category Play
 */
export type SyncPlayer<M> = (state: State<M>, random: RandomSource) => M;

/**
 * A player: a function from the state to a move, or to a promise of a move (for humans and remote bots).
 * Matches run synchronously while every answer is a move, and switch to asynchronous play (returning a
 * promise) the first time a player answers with a promise.
 *
 * @typeParam M - The game's move type.
 * @example
 * ```ts
 * const remote: Player<Move> = async (state) => (await askServer(state.key())) as Move;
 * ```
 *
 * @category Play
 */
export type Player<M> = (state: State<M>, random: RandomSource) => M | PromiseLike<M>;

/**
 * A synchronous player for every game, such as {@link randomPlayer} and {@link perfectPlayer}.
 *
 * @example
 * ```ts
 * const first: GenericPlayer = (state) => state.moveAt(0);
 * ```
 *
 * @category Play
 */
export type GenericPlayer = <M>(state: State<M>, random: RandomSource) => M;

/** Checks an ending option, `fallback` when it is missing; anything but `'normal'` or `'misere'` throws.
 *
 * @category Play
 */
export function checkEnding(play: unknown, fallback: Ending, label = 'play'): Ending {
  if (play === undefined) return fallback;
  if (play !== 'normal' && play !== 'misere') {
    throw new RangeError(`${label} must be 'normal' or 'misere', got ${describeValue(play)}`);
  }
  return play;
}

/**
 * Checks an options object and its ending (`fallback` when the object or its `play` is missing), for a game or
 * theory function.
 */
export function endingOf(options: unknown, fallback: Ending = 'normal'): Ending {
  if (options === undefined) return fallback;
  if (typeof options !== 'object' || options === null) throw new TypeError(`options must be an object, got ${describeValue(options)}`);
  return checkEnding((options as { play?: unknown }).play, fallback);
}

/**
 * The winner of a finished game, seen from `player`, the player to move who cannot: in normal play whoever
 * cannot move loses (the last mover won); in misère play the last mover lost.
 *
 * @category Play
 */
export function winnerWhenStuck(ending: Ending, player: 0 | 1): 0 | 1 {
  return ending === 'normal' ? ((1 - player) as 0 | 1) : player;
}

/**
 * The checks every state's `play` starts with: the game is not over, and `move` has the game's shape.
 * `read` reads the move's fields once and returns them (`undefined` when they do not make a move), and
 * `play` goes on with what it returned: a getter on the move cannot answer differently after the check.
 */
export function checkPlayable<M>(name: string, isTerminal: boolean, move: unknown, read: (value: unknown) => M | undefined): M {
  if (isTerminal) illegal(`no move can be played in ${clipText(name)}: the game is over`, 'game-over', move);
  const fields = read(move);
  if (fields === undefined) illegal(`not a move of ${name}: ${describeValue(move)}`, 'not-a-move', move);
  return fields;
}

/**
 * Checks the starting heaps of an engine game: at least one, each a non-negative safe integer, adding up to a
 * safe integer. Returns a copy with -0 as 0, so no heap prints as -0.
 */
export function checkGameHeaps(heaps: unknown): number[] {
  const list = checkNumberHeaps(heaps);
  if (list.length === 0) throw new RangeError('heaps must hold at least one heap');
  if (!Number.isSafeInteger(list.reduce((sum, heap) => sum + heap, 0))) throw new RangeError('the heaps must add up to a safe integer');
  return list.map((heap) => heap + 0);
}

/** Throws when a player is asked to move in a finished game. */
export function checkLive(state: State<unknown>): void {
  if (state.isTerminal) throw new RangeError(`the game is over: there is no move to make (${clipText(state.game.name)})`);
}

/** Throws the engine's illegal-move error.
 *
 * @category Play
 */
export function illegal(message: string, code: IllegalMoveCode, move: unknown): never {
  throw new IllegalMoveError(message, code, move);
}

/** Checks a `moveAt` index against the number of legal moves.
 *
 * @category Play
 */
export function checkMoveIndex(index: unknown, count: number): number {
  if (typeof index !== 'number') throw new TypeError(`index must be a number, got ${describeValue(index)}`);
  if (!Number.isInteger(index) || index < 0 || index >= count) {
    throw new RangeError(`index must be an integer from 0 to ${count - 1}, got ${describeValue(index)}`);
  }
  return index;
}

/** Whether a value is a promise-like (a player's asynchronous answer).
 *
 * @category Play
 */
export function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}
