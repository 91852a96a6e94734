// The disjunctive sum of engine games as an engine game: a state holds one state of each part; a move is a
// move in one part. The rules are the parts' own; the sum's theory (values and perfect play) is ./strategy.ts.
import { IllegalMoveError } from '../errors/index.js';
import { describeValue } from '../internal/integers.js';
import { badKey, checkEnding, checkListable, checkMoveIndex, checkPlayable, illegal, splitKey, winnerWhenStuck } from '../play/index.js';
import type { Game, State } from '../play/index.js';
import type { Ending, EndingOptions } from '../types.js';
import { sumMoveToValue, sumValue, sumWinningMove } from './strategy.js';
import type { SumMove } from './move.js';

/**
 * A state of a {@link sumGame}: one state of each part, and the player to move.
 *
 * @example
 * ```ts
 * sumGame([nimGame([3]), wythoffGame([1, 2])]).start.parts().map(String); // ['nim 3, player 0 to move', …]
 * ```
 *
 * @category Sums
 */
export interface SumState extends State<SumMove> {
  readonly game: SumGame;
  /**
   * The parts' states, part 1 first. Only their positions count: the player each shows is not the sum's.
   *
   * @returns A fresh array.
   * @example
   * ```ts
   * grundyValue(sumGame([nimGame([3]), nimGame([5])]).start.parts()[1]!); // 5
   * ```
   */
  parts(): State<unknown>[];
  play(move: SumMove): SumState;
  playAction(id: number): SumState;
}

/**
 * The game returned by {@link sumGame}.
 *
 * @example
 * ```ts
 * sumGame([nimGame([3]), heapGame('kayles', [7])]).name; // 'nim:3 + heap:kayles:7 normal'
 * ```
 *
 * @category Sums
 */
export interface SumGame extends Game<SumMove> {
  readonly start: SumState;
  /** The sum's ending (the parts' own endings do not matter). */
  readonly ending: Ending;
  /** The parts' games, part 1 first. */
  readonly parts: readonly Game<unknown>[];
  /**
   * Restores a state from its key ({@link Game.fromKey}): `PLAYER:K1|K2|…`, each `Ki` the position part of a
   * key of part i (after its `PLAYER:`), with `\` and `|` escaped by a `\`. Each part reads its own key.
   *
   * @param key - The key, e.g. `'1:0,2|5'`.
   * @returns The state.
   * @throws `TypeError` when `key` is not a string or a part cannot read keys; `RangeError` when it is not a
   * key of this sum.
   * @example
   * ```ts
   * sumGame([nimGame([1, 3]), nimGame([5])]).fromKey('1:0,2|5').parts().map(String); // ['nim 0,2, …', 'nim 5, …']
   * ```
   */
  fromKey(key: string): SumState;
}

/** Matches `PART:REST`, spaces allowed around the part number. */
const MOVE_PATTERN = /^\s*(\d+)\s*:(.*)$/s;
/** A state's key: the player, then the position. */
const KEY_PATTERN = /^[01]:/;

/** The position part of a part's key (after `PLAYER:`), escaped for the sum's key. */
function partKey(state: State<unknown>): string {
  const key = state.key();
  return (KEY_PATTERN.test(key) ? key.slice(2) : key).replace(/[\\|]/g, (character) => `\\${character}`);
}

/** Splits a sum's position key at the unescaped `|`s and unescapes each piece; `undefined` for a bad escape. */
function splitParts(text: string): string[] | undefined {
  const pieces: string[] = [];
  let piece = '';
  for (let index = 0; index < text.length; index++) {
    const character = text.charAt(index);
    if (character === '|') {
      pieces.push(piece);
      piece = '';
    } else if (character === '\\') {
      const next = text.charAt(++index);
      if (next !== '\\' && next !== '|') return undefined;
      piece += next;
    } else piece += character;
  }
  pieces.push(piece);
  return pieces;
}

/** A part's picture without the player it shows (`nim 3,4` of `nim 3,4, player 0 to move`). */
function picture(state: State<unknown>): string {
  return String(state).replace(/, player [01] (?:to move|won)$/, '');
}

/** The spec of a game: its name without the ending. */
function specOf(game: Game<unknown>): string {
  return game.name.replace(/ (?:normal|misere)$/, '');
}

/** Reads a sum move's fields once: a positive safe integer part and the inner move; `undefined` otherwise. */
function readSumMove(value: unknown): SumMove | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { part, move } = value as { part?: unknown; move?: unknown };
  return Number.isSafeInteger(part) && (part as number) >= 1 ? { part: part as number, move } : undefined;
}

/** Checks the parts: an array of two or more engine games. */
function checkParts(games: unknown): Game<unknown>[] {
  if (!Array.isArray(games)) throw new TypeError(`games must be an array of engine games, got ${describeValue(games)}`);
  const list = [...(games as unknown[])];
  list.forEach((game, index) => {
    const start = typeof game === 'object' && game !== null ? (game as { start?: unknown }).start : undefined;
    const isGame = typeof start === 'object' && start !== null && typeof (start as { key?: unknown }).key === 'function' && typeof (game as { formatMove?: unknown }).formatMove === 'function';
    if (!isGame) throw new TypeError(`games[${index}] must be an engine game, got ${describeValue(game)}`);
  });
  if (list.length < 2) throw new RangeError(`games must hold at least two games, got ${list.length}`);
  return list as Game<unknown>[];
}

class SumRules implements SumGame {
  readonly name: string;
  readonly ending: Ending;
  readonly parts: readonly Game<unknown>[];
  readonly actionCount: number;
  readonly rulesKey?: string;
  readonly start: SumState;
  /** The first action id of each part. */
  readonly offsets: readonly number[];

  constructor(parts: Game<unknown>[], ending: Ending) {
    this.parts = Object.freeze(parts);
    this.ending = ending;
    this.name = `${parts.map(specOf).join(' + ')} ${ending}`;
    const offsets: number[] = [];
    let count = 0;
    for (const part of parts) {
      offsets.push(count);
      count += part.actionCount;
    }
    if (!Number.isSafeInteger(count)) throw new RangeError(`the parts' action ids add up to ${count}, beyond 2^53 - 1: too large a sum to number`);
    this.offsets = offsets;
    this.actionCount = count;
    const keys = parts.map((part) => part.rulesKey);
    if (keys.every((key) => typeof key === 'string')) this.rulesKey = `sum(${keys.join(' + ')}) ${ending}`;
    this.start = new SumPosition(this, parts.map((part) => part.start), 0);
    Object.freeze(this);
  }

  formatMove(move: SumMove): string {
    const fields = readSumMove(move);
    const game = fields === undefined ? undefined : this.parts[fields.part - 1];
    if (fields === undefined || game === undefined) throw new TypeError(`move must be a move { part, move } of ${this.name}, got ${describeValue(move)}`);
    return `${fields.part}:${game.formatMove(fields.move)}`;
  }

  parseMove(text: string): SumMove | null {
    if (typeof text !== 'string') throw new TypeError(`text must be a string, got ${describeValue(text)}`);
    const match = MOVE_PATTERN.exec(text);
    const part = match === null ? 0 : Number(match[1]);
    const game = this.parts[part - 1];
    if (match === null || game === undefined || !Number.isSafeInteger(part) || part < 1) return null;
    const move = game.parseMove(match[2] ?? '');
    return move === null ? null : { part, move };
  }

  fromKey(key: string): SumState {
    const form = `PLAYER:K1|K2|… with a key of each of the ${this.parts.length} parts`;
    const { player, position } = splitKey(key, this.name, 'K1|K2|…');
    const pieces = splitParts(position);
    if (pieces?.length !== this.parts.length) badKey(key, this.name, form);
    const states = this.parts.map((part, index) => {
      if (part.fromKey === undefined) throw new TypeError(`${this.name} cannot read keys: part ${index + 1} (${part.name}) gives no fromKey`);
      try {
        return part.fromKey(`0:${pieces[index] ?? ''}`);
      } catch (error) {
        if (error instanceof RangeError) badKey(key, this.name, `${form}; part ${index + 1}: ${error.message}`);
        throw error;
      }
    });
    const state = new SumPosition(this, states, player);
    if (state.key() !== key) badKey(key, this.name, `${form}, written ${describeValue(state.key())}`);
    return state;
  }

  /**
   * Normal play: a move to a nim-sum of 0 from the parts' values, inside a part by its theory
   * ({@link Game.moveToValue}) or by valuing its followers. Misère: Bouton's misère rule when every part is
   * Nim, else the exact solver. A part of a repeating game sends normal play to the solver as well.
   */
  winningMove(state: State<SumMove>): SumMove | null {
    const position = this.#own(state);
    return position.isTerminal ? null : sumWinningMove(position, position.partStates, this.ending);
  }

  /** The nim-sum of the parts' values. */
  grundy(state: State<SumMove>): number | bigint {
    return sumValue(this.#own(state).partStates);
  }

  /** A move in one part, to a sum worth `value` (below the sum's own value); `null` otherwise. */
  moveToValue(state: State<SumMove>, value: number | bigint): SumMove | null {
    return sumMoveToValue(this.#own(state).partStates, value);
  }

  #own(state: State<SumMove>): SumPosition {
    if (!(state instanceof SumPosition) || state.game !== this) throw new TypeError(`state must be a state of ${this.name}, got ${describeValue(state)}`);
    return state;
  }
}

class SumPosition implements SumState {
  readonly game: SumRules;
  readonly player: 0 | 1;
  readonly isTerminal: boolean;
  readonly winner: 0 | 1 | undefined;
  /** The parts' states (frozen; `parts()` copies them out). */
  readonly partStates: readonly State<unknown>[];
  readonly #counts: readonly number[];
  readonly #total: number;

  constructor(game: SumRules, parts: State<unknown>[], player: 0 | 1) {
    this.game = game;
    this.partStates = Object.freeze(parts);
    this.player = player;
    this.#counts = parts.map((part) => part.moveCount());
    let total = 0;
    for (const count of this.#counts) total += count;
    this.#total = total;
    this.isTerminal = total === 0;
    this.winner = total === 0 ? winnerWhenStuck(game.ending, player) : undefined;
    Object.freeze(this);
  }

  parts(): State<unknown>[] {
    return this.partStates.slice();
  }

  /** Part 1's moves first, then part 2's, …, each part's in its own order. */
  moves(): SumMove[] {
    checkListable(this.#total, this.game.name);
    return this.partStates.flatMap((part, index) => part.moves().map((move) => ({ part: index + 1, move })));
  }

  moveCount(): number {
    return this.#total;
  }

  moveAt(index: number): SumMove {
    let rest = checkMoveIndex(index, this.#total);
    let part = 0;
    for (const state of this.partStates) {
      const count = this.#counts[part++] ?? 0;
      if (rest < count) return { part, move: state.moveAt(rest) };
      rest -= count;
    }
    /* v8 ignore next -- checkMoveIndex keeps the index below the total */
    throw new RangeError(`index ${index} is past the moves of ${this.game.name}`);
  }

  play(move: SumMove): SumState {
    const { name } = this.game;
    const { part, move: inner } = checkPlayable(name, this.isTerminal, move, readSumMove);
    const state = this.partStates[part - 1];
    if (state === undefined) illegal(`illegal move in ${name}: there is no part ${part} (the sum has ${this.partStates.length})`, 'illegal-move', move);
    let next: State<unknown>;
    try {
      next = state.play(inner);
    } catch (error) {
      if (!(error instanceof IllegalMoveError)) throw error;
      illegal(`illegal move in part ${part} of ${name}: ${error.message}`, error.code === 'not-a-move' ? 'not-a-move' : 'illegal-move', move);
    }
    return this.#with(part - 1, next);
  }

  actions(): number[] {
    checkListable(this.#total, this.game.name);
    const { offsets } = this.game;
    return this.partStates.flatMap((part, index) => part.actions().map((id) => id + (offsets[index] ?? 0)));
  }

  playAction(id: number): SumState {
    const { name, offsets, parts } = this.game;
    if (this.isTerminal) illegal(`no move can be played in ${name}: the game is over`, 'game-over', id);
    const valid = Number.isSafeInteger(id) && id >= 0 && id < this.game.actionCount;
    let part = parts.length - 1;
    while (valid && part > 0 && (offsets[part] ?? 0) > id) part--;
    const state = valid ? this.partStates[part] : undefined;
    try {
      if (state === undefined) throw new IllegalMoveError('', 'no-such-action', id);
      return this.#with(part, state.playAction(id - (offsets[part] ?? 0)));
    } catch (error) {
      if (!(error instanceof IllegalMoveError)) throw error;
      return illegal(`action ${describeValue(id)} is not legal in ${name} at ${this.key()}`, 'no-such-action', id);
    }
  }

  key(): string {
    return `${this.player}:${this.partStates.map(partKey).join('|')}`;
  }

  toString(): string {
    const parts = this.partStates.map(picture).join(' + ');
    return this.isTerminal ? `${parts}, player ${this.winner} won` : `${parts}, player ${this.player} to move`;
  }

  #with(index: number, part: State<unknown>): SumState {
    const parts = this.partStates.slice();
    parts[index] = part;
    return new SumPosition(this.game, parts, this.player === 0 ? 1 : 0);
  }
}

/**
 * The disjunctive sum of engine games: the parts side by side, each from its start; a move is a move in one
 * part ({@link SumMove}, parts numbered from 1), and the player who cannot move in any part loses (normal
 * play) or wins (misère). The parts' own endings do not matter: only the sum's `play` does.
 *
 * - Moves are listed part 1's first, then part 2's, …; action ids are the parts' ids, each part's shifted
 *   past the previous parts' `actionCount`s. Text: `PART:TEXT`, the part's own move text after its number,
 *   e.g. `2:1:1->5`. Keys: `PLAYER:K1|K2|…` ({@link SumGame.fromKey}). The name is the parts' specs joined
 *   by ` + ` and the ending, so `gameFromSpec` rebuilds a sum of catalog games, and records replay.
 * - Values: the Sprague–Grundy theorem: a sum is worth the nim-sum of its parts' values ({@link grundyValue}
 *   of each part, so each part's theory answers).
 * - Perfect play ({@link Game.winningMove}), normal: a move to a nim-sum of 0 in a part whose value drops,
 *   found by the part's theory ({@link Game.moveToValue}, instant for Nim, heap games, halving, staircase,
 *   sticks, coin turning and Welter) or by valuing that part's followers. A part whose positions repeat sends the
 *   question to the exact solver, which tells wins from draws: its values are Smith's, and a move to a
 *   nim-sum of 0 may only go round a cycle (a token on 3 of `3 ⇄ 2, 3 → 0` is worth 1, and moving to 2, worth
 *   0, draws), as does a part of infinite value (the `RangeError` that names `loopyValue`). Misère: Bouton's
 *   misère rule when every part is a {@link nimGame}; otherwise the exact solver, within its default limits.
 *
 * @param games - Two or more engine games (any mix).
 * @param options - `play`: the sum's ending (default `'normal'`).
 * @returns The sum.
 * @throws `TypeError` when `games` is not an array of engine games; `RangeError` for fewer than two, a bad
 * `play`, or action ids adding up past 2^53 − 1.
 * @example
 * ```ts
 * const game = sumGame([nimGame([3, 4]), heapGame('kayles', [7]), wythoffGame([3, 5])]);
 * game.name;                         // 'nim:3,4 + heap:kayles:7 + wythoff:3,5 normal'
 * grundyValue(game.start);           // 5: 3 ^ 4 = 7, Kayles 7 is worth 2, Wythoff 3,5 is worth 0
 * game.formatMove(game.winningMove?.(game.start)!); // '1:2:2': Nim 3,2 is worth 1, 1 ^ 2 ^ 0 ... see the guide
 * ```
 *
 * @category Sums
 */
export function sumGame(games: readonly Game<unknown>[], options: EndingOptions = {}): SumGame {
  const parts = checkParts(games);
  if (typeof options !== 'object' || (options as unknown) === null) throw new TypeError(`options must be an object, got ${describeValue(options)}`);
  return new SumRules(parts, checkEnding(options.play, 'normal'));
}
