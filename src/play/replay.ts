// Replaying a match: every state of a played match, and a move-by-move check of a record's moves that names
// the first one that fails. The pure check returns a result; a throwing convenience sits on top (as chess.js
// has validateFen beside load).
import { IllegalMoveError, MatchRecordError } from '../errors/index.js';
import type { MatchRecordErrorCode } from '../errors/index.js';
import { clipText, describeValue, escapeControls } from '../internal/integers.js';
import type { Game, State } from './game.js';
import type { MatchRecord } from './records.js';

/**
 * Why and where a replay stopped: the first move that failed (`unreadable-move`, `illegal-move`), or the
 * record's result that the moves do not reach (`wrong-result`), or a record of another ending than the game
 * (`wrong-game`).
 *
 * @example
 * ```ts
 * const failure: ReplayFailure = { index: 2, move: '2:5', code: 'illegal-move',
 *   message: 'move 3 (2:5) is illegal: illegal move 2:5 in nim:1,3 normal: heap 2 holds 3' };
 * ```
 *
 * @category Records
 */
export interface ReplayFailure {
  /** The 0-based index of the failing move; the number of moves for `wrong-result`; `null` for `wrong-game`. */
  readonly index: number | null;
  /** The failing move's text; `null` for `wrong-result` and `wrong-game`. */
  readonly move: string | null;
  /** Why. */
  readonly code: Extract<MatchRecordErrorCode, 'unreadable-move' | 'illegal-move' | 'wrong-result' | 'wrong-game'>;
  /** Says which move (numbered from 1, as the record's lines) and why, e.g. `move 3 (2:5) is illegal: …`. */
  readonly message: string;
}

/**
 * What {@link replay} found: every state reached, and the first failure, if any.
 *
 * @typeParam M - The game's move type.
 * @example
 * ```ts
 * const { states, final, failure } = replay(nimGame([1, 2]), ['2:1', '1:1', '2:1']);
 * // states: 4, final.winner 0, failure null
 * ```
 *
 * @category Records
 */
export interface ReplayResult<M> {
  /**
   * The start, then the state after each move played (up to the failure), made on first use and kept: one
   * state per move, so for a long record (600,000 moves of Nim on 2,000 heaps would take gigabytes) walk
   * {@link ReplayResult.steps} instead. A replay itself keeps only the moves and the final state.
   */
  readonly states: readonly State<M>[];
  /**
   * The same states one at a time, made again from the start as the iteration goes, so memory stays that of
   * one state whatever the record's length.
   */
  steps(): IterableIterator<State<M>>;
  /** The moves played, read from their text. */
  readonly moves: readonly M[];
  /** The last state reached: the end of the game, or where the replay stopped. */
  readonly final: State<M>;
  /** `final.winner`: the winning seat once the game is over, else `undefined`. */
  readonly winner: 0 | 1 | undefined;
  /** `null` when every move played (and, for {@link replayRecord}, the result agrees), else the first failure. */
  readonly failure: ReplayFailure | null;
}

function checkGame(game: unknown): asserts game is Game<unknown> {
  if (typeof game !== 'object' || game === null || typeof (game as Game<unknown>).start !== 'object') {
    throw new TypeError(`game must be a play-engine game, got ${describeValue(game)}`);
  }
}

function checkArray(value: unknown, label: string): asserts value is readonly unknown[] {
  if (!Array.isArray(value)) throw new TypeError(`${label} must be an array, got ${describeValue(value)}`);
}

/**
 * Every state of a match: the start, then the state after each move (a {@link MatchResult}'s `moves`).
 *
 * @param game - The game.
 * @param moves - The moves, as the players returned them.
 * @returns `moves.length + 1` states.
 * @throws `TypeError` for a non-game or a non-array; {@link IllegalMoveError} for a move the position does not
 * allow.
 * @example
 * ```ts
 * const game = nimGame([1, 2]);
 * const { moves } = playMatch(game, [perfectPlayer, randomPlayer], { seed: 1 });
 * matchStates(game, moves).map(String); // ['nim 1,2, player 0 to move', …]
 * ```
 *
 * @category Records
 */
export function matchStates<M>(game: Game<M>, moves: readonly M[]): State<M>[] {
  checkGame(game);
  checkArray(moves, 'moves');
  let state = game.start;
  const states = [state];
  for (const move of moves) states.push((state = state.play(move)));
  return states;
}

/**
 * Replays moves written in the game's text ({@link Game.formatMove}) from the start, move by move, and stops
 * at the first that cannot be read (`unreadable-move`) or played (`illegal-move`, also after the game is over).
 * Never throws for a bad move: the result names it.
 *
 * @param game - The game.
 * @param moves - The moves' texts, e.g. a {@link MatchRecord}'s `moves`.
 * @returns The states reached and the first failure, if any.
 * @throws `TypeError` for a non-game, a non-array or a move that is not a string.
 * @example
 * ```ts
 * replay(nimGame([1, 3]), ['2:1', '2:5']).failure;
 * // { index: 1, move: '2:5', code: 'illegal-move',
 * //   message: 'move 2 (2:5) is illegal: illegal move 2:5 in nim:1,3 normal: heap 2 holds 2' }
 * ```
 *
 * @category Records
 */
export function replay<M>(game: Game<M>, moves: readonly string[]): ReplayResult<M> {
  checkGame(game);
  checkArray(moves, 'moves');
  moves.forEach((text: unknown, index) => {
    if (typeof text !== 'string') throw new TypeError(`moves[${index}] must be a string, got ${describeValue(text)}`);
  });
  let state = game.start;
  const played: M[] = [];
  let failure: ReplayFailure | null = null;
  for (const [index, text] of moves.entries()) {
    const label = `move ${index + 1} (${escapeControls(text.length > 60 ? `${text.slice(0, 60)}…` : text)})`;
    const move = game.parseMove(text);
    if (move === null) {
      failure = { index, move: text, code: 'unreadable-move', message: `${label} is not a move of ${clipText(game.name)}` };
      break;
    }
    try {
      state = state.play(move);
    } catch (error) {
      if (!(error instanceof IllegalMoveError)) throw error;
      failure = { index, move: text, code: 'illegal-move', message: `${label} is illegal: ${error.message}` };
      break;
    }
    played.push(move);
  }
  return replayResult(game, played, state, failure);
}

/** A replay's result: the states are not kept, but made again from the moves when asked for. */
function replayResult<M>(game: Game<M>, moves: readonly M[], final: State<M>, failure: ReplayFailure | null): ReplayResult<M> {
  function* steps(): IterableIterator<State<M>> {
    let state = game.start;
    yield state;
    for (const move of moves) yield (state = state.play(move));
  }
  let states: readonly State<M>[] | undefined;
  return {
    get states(): readonly State<M>[] {
      states ??= [...steps()];
      return states;
    },
    steps,
    moves,
    final,
    winner: final.winner,
    failure,
  };
}

const SEATS = ['first', 'second'] as const;

/** Why the record's result is not where its moves lead, or `null` when it is. */
function resultMismatch(record: MatchRecord, final: State<unknown>): string | null {
  const count = `after its ${record.moves.length} move${record.moves.length === 1 ? '' : 's'}`;
  const now = final.isTerminal ? `the ${SEATS[final.winner ?? 0]} mover won` : `the game goes on, the ${SEATS[final.player]} mover to move`;
  if (record.winner === null) {
    if (!final.isTerminal) return null;
    return `the record says the match was drawn, but ${count} ${now}`;
  }
  if (record.forfeit === null) {
    if (final.isTerminal && final.winner === record.winner) return null;
    return `the record says the ${SEATS[record.winner]} mover won, but ${count} ${now}`;
  }
  if (!final.isTerminal && final.player === record.forfeit.seat) return null;
  return `the record says the ${SEATS[record.forfeit.seat]} mover forfeited (${record.forfeit.reason}) on its turn, but ${count} ${now}`;
}

/**
 * Replays a record on its game ({@link replay}) and checks its result too: a game that ended by its rules
 * must end, with the record's winner; a drawn one must not have ended; a forfeit must come on the forfeiting seat's turn, before the end
 * (`wrong-result` otherwise). The record's `play` must be the game's ending (`wrong-game`); choose the game
 * with `matchRecordGame(record)`, which reads the record's spec.
 *
 * @param game - The game the record is of.
 * @param record - The record.
 * @returns The states reached and the first failure, if any.
 * @throws `TypeError` for a non-game or a record whose `moves` are not strings.
 * @example
 * ```ts
 * const record = parseMatchRecord(text);
 * const { failure } = replayRecord(matchRecordGame(record), record);
 * ```
 *
 * @category Records
 */
export function replayRecord<M>(game: Game<M>, record: MatchRecord): ReplayResult<M> {
  checkGame(game);
  if (typeof record !== 'object' || (record as unknown) === null) throw new TypeError(`record must be an object, got ${describeValue(record)}`);
  if (!game.name.endsWith(` ${record.play}`)) {
    const failure: ReplayFailure = { index: null, move: null, code: 'wrong-game', message: `the record is played ${describeValue(record.play)}, the game is ${game.name}` };
    return replayResult(game, [], game.start, failure);
  }
  const result = replay(game, record.moves);
  if (result.failure !== null) return result;
  const mismatch = resultMismatch(record, result.final);
  return mismatch === null ? result : replayResult(game, result.moves, result.final, { index: record.moves.length, move: null, code: 'wrong-result', message: mismatch });
}

/**
 * {@link replay}, throwing at the first failure: the convenience for code that only wants a record's states.
 *
 * @param game - The game.
 * @param moves - The moves' texts.
 * @returns The result of {@link replay}, whose `failure` is `null`.
 * @throws {@link MatchRecordError} `unreadable-move` or `illegal-move`, with `move` the failing move's index
 * and the message of {@link ReplayFailure}; otherwise as {@link replay}.
 * @example
 * ```ts
 * replayOrThrow(nimGame([1, 2]), ['2:1', '1:1', '2:1']).final.winner; // 0
 * ```
 *
 * @category Records
 */
export function replayOrThrow<M>(game: Game<M>, moves: readonly string[]): ReplayResult<M> {
  const result = replay(game, moves);
  const { failure } = result;
  if (failure !== null) throw new MatchRecordError(failure.message, failure.code, { move: failure.index });
  return result;
}
