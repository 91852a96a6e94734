// Playing one match between two players. A match runs synchronously while every player answers with a move and
// switches to a promise the first time one answers with a promise, so bots keep the fast path and humans or
// remote players still fit. A player that throws, answers with an illegal move or overruns its time budget
// forfeits: it loses, and the result says who and why.
import { checkFunction } from '../internal/checks.js';
import { checkPositiveSize, describeValue } from '../internal/integers.js';
import { blamedSource, isTrustedSource } from '../internal/uniform.js';
import { createRandom } from '../random/index.js';
import type { RandomSource } from '../types.js';
import { isThenable } from './game.js';
import type { Game, Player, State, SyncPlayer } from './game.js';

/**
 * Why a player forfeited a match.
 *
 * - `threw`: the player threw (or its promise rejected); `cause` is what it threw.
 * - `illegal-move`: the player answered with a move the state rejects; `cause` is the
 *   {@link IllegalMoveError}.
 * - `timeout`: the player took longer than `timeLimit`; `cause` is a `RangeError` saying how long.
 *
 * @example
 * ```ts
 * const blameable: ForfeitReason[] = ['threw', 'illegal-move'];
 * ```
 *
 * @category Play
 */
export type ForfeitReason = 'threw' | 'illegal-move' | 'timeout';

/**
 * A forfeit: the seat that lost by it, why, and the underlying error.
 *
 * @example
 * ```ts
 * const { forfeit } = playMatch(game, [() => { throw new Error('boom'); }, randomPlayer]);
 * forfeit; // { seat: 0, reason: 'threw', cause: Error('boom') }
 * ```
 *
 * @category Play
 */
export interface Forfeit {
  /** The seat of the forfeiting player: 0 (moved first) or 1. */
  readonly seat: 0 | 1;
  /** Why. */
  readonly reason: ForfeitReason;
  /** The error behind the forfeit. */
  readonly cause: unknown;
}

/**
 * The outcome of {@link playMatch}.
 *
 * @typeParam M - The game's move type.
 * @example
 * ```ts
 * const { winner, moves } = playMatch(nimGame([1, 2]), [perfectPlayer, randomPlayer], { seed: 1 });
 * // winner 0; moves [{ heap: 2, count: 1 }, ...]
 * ```
 *
 * @category Play
 */
export interface MatchResult<M> {
  /**
   * The seat that won: 0 (moved first) or 1; `null` for a draw, a match that reached `maxPlies` moves without
   * ending (in a game whose positions may repeat, or one too long to finish).
   */
  readonly winner: 0 | 1 | null;
  /** Every move played, in order, as the players returned them (at most `maxPlies`). */
  readonly moves: readonly M[];
  /** `null` when the game ended normally, else the loser's forfeit. */
  readonly forfeit: Forfeit | null;
}

/**
 * The options of {@link playMatch}.
 *
 * @example
 * ```ts
 * const options: MatchOptions = { seed: 42, timeLimit: 100 };
 * ```
 *
 * @category Play
 */
export interface MatchOptions {
  /** Seeds a {@link createRandom} source for every random choice: the same seed replays the same match. */
  readonly seed?: number;
  /**
   * The source of randomness, when no `seed` is given; default `Math.random`. What it returns is checked
   * (unless it is `Math.random` or made by {@link createRandom}): a source that throws, returns anything but
   * a number in [0, 1), or keeps missing exact sampling's range is the caller's error, thrown by the match,
   * not a forfeit of the player that drew from it.
   */
  readonly random?: RandomSource;
  /**
   * Milliseconds a player may take per move; a slower answer forfeits. Default (and `Infinity`): no limit,
   * and no clock reads. Any positive number is kept exactly, also past the 2^31 − 1 ms (24.8 days) that one
   * timer can wait.
   */
  readonly timeLimit?: number;
  /**
   * The most moves a match plays: a match that reaches it without ending is a draw (`winner: null`). Default
   * {@link DEFAULT_MAX_PLIES} (100,000), far past any finished game of nimkit's own in a match (the longest,
   * halving or a Nim heap played one counter at a time, end within a few thousand moves at their CLI sizes),
   * and what bounds a match's time and its list of moves in a game that may never end.
   */
  readonly maxPlies?: number;
}

/**
 * The default `maxPlies` of a match ({@link MatchOptions.maxPlies}): a match of 100,000 moves without an end
 * is a draw.
 *
 * @example
 * ```ts
 * DEFAULT_MAX_PLIES; // 100000
 * ```
 *
 * @category Play
 */
export const DEFAULT_MAX_PLIES = 100_000;

/** The checked settings of a match or a series of matches.
 *
 * @category Play
 */
export interface Table<M> {
  readonly start: State<M>;
  readonly random: RandomSource;
  readonly timeLimit: number | undefined;
  /** The most moves of one match; reaching it draws. */
  readonly maxPlies: number;
  /** How the caller's `random` failed; `null` for a source that need not be checked. */
  readonly source: SourceCheck | null;
}

/** The first failure of a checked random source, once there is one. */
interface SourceCheck {
  fault: { readonly error: unknown } | null;
}

/** The longest a single timer waits: Node and browsers fire a longer `setTimeout` after 1 ms. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Wraps the caller's source so that its failures are told apart from the players' own: a throw, a
 * non-number or a number outside [0, 1) is recorded and thrown again on every later draw, and the match
 * throws it to the caller instead of charging a forfeit.
 */
function checkedSource(random: RandomSource, check: SourceCheck): RandomSource {
  const fail = (error: unknown): never => {
    check.fault ??= { error };
    throw check.fault.error;
  };
  return () => {
    if (check.fault !== null) throw check.fault.error;
    let value: unknown;
    try {
      value = random();
    } catch (error) {
      return fail(error);
    }
    if (typeof value !== 'number') return fail(new TypeError(`random must return a number in [0, 1), got ${describeValue(value)}`));
    if (!(value >= 0 && value < 1)) return fail(new RangeError(`random must return a number in [0, 1), got ${describeValue(value)}`));
    return value;
  };
}

/**
 * Throws the caller's error when the table's random source has failed (`error` is what reached the match),
 * so a broken `random` option is never a player's forfeit.
 */
function rethrowSourceFault(table: Table<unknown>, error?: unknown): void {
  const { source } = table;
  if (source === null) return;
  if (source.fault === null && error !== undefined && blamedSource(error) === table.random) source.fault = { error };
  if (source.fault !== null) throw source.fault.error;
}

/** What one run of a match decided.
 *
 * @category Play
 */
export interface Outcome<M> {
  readonly winner: 0 | 1 | null;
  readonly forfeit: Forfeit | null;
  readonly moves: M[] | null;
}

/** Checks a game and the shared options once, before any match.
 *
 * @category Play
 */
export function setTable<M>(game: Game<M>, { seed, random, timeLimit, maxPlies = DEFAULT_MAX_PLIES }: MatchOptions): Table<M> {
  if (typeof game !== 'object' || (game as unknown) === null || typeof game.start !== 'object') {
    throw new TypeError(`game must be a play-engine game, got ${describeValue(game)}`);
  }
  if (seed !== undefined && random !== undefined) throw new TypeError('give seed or random, not both');
  if (random !== undefined) checkFunction(random, 'random');
  if (timeLimit !== undefined) {
    if (typeof timeLimit !== 'number') throw new TypeError(`timeLimit must be a number, got ${describeValue(timeLimit)}`);
    if (!(timeLimit > 0)) throw new RangeError(`timeLimit must be a positive number of milliseconds, got ${describeValue(timeLimit)}`);
  }
  checkPositiveSize(maxPlies, 'maxPlies');
  const limit = timeLimit === Number.POSITIVE_INFINITY ? undefined : timeLimit;
  const settings = { start: game.start, timeLimit: limit, maxPlies };
  if (seed !== undefined) return { ...settings, random: createRandom(seed), source: null };
  if (random === undefined || isTrustedSource(random)) return { ...settings, random: random ?? Math.random, source: null };
  const source: SourceCheck = { fault: null };
  return { ...settings, random: checkedSource(random, source), source };
}

/** Resolves to the player's move, or rejects with a timeout `RangeError` when it takes too long. */
function settle<M>(answer: PromiseLike<M>, limit: number | undefined, seat: 0 | 1): Promise<M> {
  if (limit === undefined) return Promise.resolve(answer);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    // A longer wait is a chain of the longest timers: one timer would fire after 1 ms.
    const wait = (remaining: number): void => {
      timer = setTimeout(() => {
        if (remaining > MAX_TIMER_MS) wait(remaining - MAX_TIMER_MS);
        else reject(new TimeoutSignal(`player ${seat} took more than ${limit} ms`));
      }, Math.min(remaining, MAX_TIMER_MS));
    };
    wait(limit);
  });
  return Promise.race([Promise.resolve(answer), late]).finally(() => {
    clearTimeout(timer);
  });
}

/** The rejection of a timed-out answer, told apart from whatever the player itself may reject with. */
class TimeoutSignal extends RangeError {}

/**
 * Plays one match from `table.start`, `seats[0]` moving first. Synchronous until a player answers with a
 * promise; records the moves into an array when `record` is true.
 *
 * @category Play
 */
export function runMatch<M>(table: Table<M>, seats: readonly [Player<M>, Player<M>], record: boolean): Outcome<M> | Promise<Outcome<M>> {
  const moves: M[] | null = record ? [] : null;
  return table.timeLimit === undefined ? quickMatch(table, seats, moves) : clockedMatch(table, seats, moves, table.start, 0, null);
}

// What the match loop was doing when something threw: the engine's own steps (rethrown), a player answering,
// or the state playing the answer.
const ENGINE = 0;
const ANSWER = 1;
const PLAY = 2;

/** A match that reached `maxPlies` without ending: a draw (unless the random source failed, the caller's error). */
function drawn<M>(table: Table<M>, moves: M[] | null): Outcome<M> {
  rethrowSourceFault(table);
  return { winner: null, forfeit: null, moves };
}

function forfeited<M>(seat: 0 | 1, reason: ForfeitReason, cause: unknown, moves: M[] | null): Outcome<M> {
  return { winner: seat === 0 ? 1 : 0, forfeit: { seat, reason, cause }, moves };
}

/**
 * The loop without a clock: no closure and one `try` per match, not per move (the sticks competition plays a
 * million rounds a second through it). `phase` tells a player's throw (`threw`) from its move's rejection
 * (`illegal-move`); a throw from the engine's own reads is not a player's fault and propagates. The first
 * promise hands the match to {@link clockedMatch}, which goes on asynchronously.
 */
function quickMatch<M>(table: Table<M>, seats: readonly [Player<M>, Player<M>], moves: M[] | null): Outcome<M> | Promise<Outcome<M>> {
  const { random, maxPlies } = table;
  let state = table.start;
  let seat: 0 | 1 = 0;
  let phase = ENGINE;
  let plies = 0;
  try {
    while (!state.isTerminal) {
      if (plies === maxPlies) return drawn(table, moves);
      seat = state.player;
      phase = ANSWER;
      const answer = seats[seat](state, random);
      // Reading a hostile answer's `then` may throw: that is the player's doing, as a rejected promise would be.
      if (isThenable(answer)) return clockedMatch(table, seats, moves, state, plies, { seat, answer });
      phase = PLAY;
      state = state.play(answer);
      phase = ENGINE;
      plies++;
      if (moves !== null) moves.push(answer);
    }
  } catch (error) {
    if (phase === ENGINE) throw error;
    rethrowSourceFault(table, error);
    return forfeited(seat, phase === ANSWER ? 'threw' : 'illegal-move', error, moves);
  }
  // A player may have swallowed the source's error: the match still cannot count.
  rethrowSourceFault(table);
  // A terminal state always has a winner: a game ends by a player unable to move.
  return { winner: state.winner ?? 0, forfeit: null, moves };
}

/**
 * The loop with a clock, and the asynchronous rest of any match: goes on from `from`, first settling
 * `pending` (an answer already given as a promise) when there is one.
 */
function clockedMatch<M>(
  table: Table<M>,
  seats: readonly [Player<M>, Player<M>],
  moves: M[] | null,
  from: State<M>,
  played: number,
  pending: { readonly seat: 0 | 1; readonly answer: PromiseLike<M> } | null,
): Outcome<M> | Promise<Outcome<M>> {
  const { random, timeLimit, maxPlies } = table;
  let state = from;
  let plies = played;
  /** Plays the move, or returns the forfeit for an illegal one. */
  const apply = (seat: 0 | 1, move: M): Outcome<M> | null => {
    try {
      state = state.play(move);
    } catch (error) {
      rethrowSourceFault(table, error);
      return forfeited(seat, 'illegal-move', error, moves);
    }
    plies++;
    moves?.push(move);
    return null;
  };
  const later = (seat: 0 | 1, answer: PromiseLike<M>): Promise<Outcome<M>> =>
    settle(answer, timeLimit, seat).then(
      (move) => apply(seat, move) ?? step(),
      (error: unknown) => {
        rethrowSourceFault(table, error);
        return forfeited(seat, error instanceof TimeoutSignal ? 'timeout' : 'threw', error, moves);
      },
    );
  const step = (): Outcome<M> | Promise<Outcome<M>> => {
    while (!state.isTerminal) {
      if (plies === maxPlies) return drawn(table, moves);
      const seat = state.player;
      const player = seats[seat];
      const started = timeLimit === undefined ? 0 : performance.now();
      let answer: M | PromiseLike<M>;
      let thenable: boolean;
      try {
        answer = player(state, random);
        thenable = isThenable(answer);
      } catch (error) {
        rethrowSourceFault(table, error);
        return forfeited(seat, 'threw', error, moves);
      }
      if (thenable) return later(seat, answer as PromiseLike<M>);
      if (timeLimit !== undefined) {
        const elapsed = performance.now() - started;
        if (elapsed > timeLimit) {
          return forfeited(seat, 'timeout', new RangeError(`player ${seat} took ${elapsed.toFixed(1)} ms, over the ${timeLimit} ms limit`), moves);
        }
      }
      const lost = apply(seat, answer as M);
      if (lost !== null) return lost;
    }
    rethrowSourceFault(table);
    // A terminal state always has a winner: a game ends by a player unable to move.
    return { winner: state.winner ?? 0, forfeit: null, moves };
  };
  return pending === null ? step() : later(pending.seat, pending.answer);
}

function toResult<M>(outcome: Outcome<M>): MatchResult<M> {
  return { winner: outcome.winner, moves: outcome.moves ?? [], forfeit: outcome.forfeit };
}

/**
 * Plays one match of `game` from its start: `players[0]` moves first, then they alternate until the game
 * ends, a player forfeits (throws, answers with an illegal move, or overruns `timeLimit`), or `maxPlies` moves
 * are played without an end (a draw, `winner: null`: in a game whose positions may repeat). With `seed`, the
 * same match replays on every machine.
 *
 * Returns the result directly when every answer was a move; a promise of it as soon as a player answers with a
 * promise (`await` works in both cases). The types follow: players typed {@link SyncPlayer} (or written as plain
 * functions returning a move) give a `MatchResult`, so `.winner` reads at once; a player typed {@link Player}
 * may answer with a promise, so its result is `MatchResult | Promise<MatchResult>` and needs `await`.
 *
 * @param game - The game.
 * @param players - The two players, the first moving first.
 * @param options - `seed` or `random`, `timeLimit` (ms per move) and `maxPlies` (default 100,000: a match
 * that reaches it without ending is a draw).
 * @returns The winning seat (`null` for a draw), the moves and the forfeit, if any.
 * @throws `TypeError` for a non-game, non-function players, both `seed` and `random`, or a non-number
 * `timeLimit` or `maxPlies`; `RangeError` for a `timeLimit` that is not positive or a `maxPlies` that is not a
 * positive safe integer. A broken `random` (see
 * {@link MatchOptions.random}) throws its error here, or rejects the promise, instead of a player forfeiting.
 * @example
 * ```ts
 * const result = playMatch(nimGame([1, 3, 5, 7]), [mctsPlayer(), randomPlayer], { seed: 1 });
 * result.winner; // 0 or 1, the same on every run
 * const mine: SyncPlayer<Move> = (state) => state.moveAt(0); // typed Player<Move>, it would need await
 * playMatch(nimGame([1, 2]), [mine, perfectPlayer]).winner; // 1
 * ```
 *
 * @category Play
 */
export function playMatch<M>(game: Game<M>, players: readonly [SyncPlayer<NoInfer<M>>, SyncPlayer<NoInfer<M>>], options?: MatchOptions): MatchResult<M>;
export function playMatch<M>(
  game: Game<M>,
  players: readonly [Player<NoInfer<M>>, Player<NoInfer<M>>],
  options?: MatchOptions,
): MatchResult<M> | Promise<MatchResult<M>>;
export function playMatch<M>(game: Game<M>, players: readonly [Player<M>, Player<M>], options: MatchOptions = {}): MatchResult<M> | Promise<MatchResult<M>> {
  const table = setTable(game, options);
  if (!Array.isArray(players) || (players as readonly unknown[]).length !== 2) throw new TypeError(`players must be an array of two players, got ${describeValue(players)}`);
  checkFunction(players[0], 'players[0]');
  checkFunction(players[1], 'players[1]');
  const outcome = runMatch(table, players, true);
  return isThenable(outcome) ? outcome.then(toResult) : toResult(outcome);
}
