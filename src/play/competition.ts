// Series of matches: a competition between two players and a round-robin tournament. Every match draws from
// one random source in a fixed order, so a seed replays the whole series; like a match, a series is
// synchronous until a player answers with a promise.
import type { Game, Player, SyncPlayer } from './game.js';
import { checkFunction, checkNamedPlayers, checkRounds, tournamentRates } from '../internal/checks.js';
import { describeValue } from '../internal/integers.js';
import { runMatch, setTable } from './match.js';
import type { Forfeit, MatchOptions, MatchResult, Outcome, Table } from './match.js';

/**
 * The defaults of {@link competition} and {@link tournament}, shared with the CLI's `nimkit match` so the
 * library and the command line play the same series unless told otherwise: `rounds` of a competition (1000),
 * `tournamentRounds` per ordered pairing of a tournament (100), and `alternate` (false: the first player moves
 * first in every round).
 *
 * @example
 * ```ts
 * COMPETITION_DEFAULTS.rounds;           // 1000
 * COMPETITION_DEFAULTS.tournamentRounds; // 100
 * COMPETITION_DEFAULTS.alternate;        // false
 * ```
 *
 * @category Play
 */
export const COMPETITION_DEFAULTS: Readonly<{
  /** The rounds of a {@link competition}. */
  rounds: number;
  /** The rounds of each pairing in each seat of a {@link tournament}. */
  tournamentRounds: number;
  /** Whether the players swap seats every round (else the first player always moves first). */
  alternate: boolean;
}> = Object.freeze({
  rounds: 1000,
  tournamentRounds: 100,
  alternate: false,
});

/**
 * One round of a series, as `onRound` reports it.
 *
 * @typeParam M - The game's move type.
 * @example
 * ```ts
 * competition(game, perfectPlayer, randomPlayer, { rounds: 3, seed: 1, alternate: true, onRound: ({ round, seats, result }) => {
 *   console.log(round, seats, result.winner, result.moves.length); // 2 [1, 0] …: round 2, the second player moved first
 * } });
 * ```
 *
 * @category Play
 */
export interface RoundReport<M> {
  /** The 1-based round: of the competition, or counted over the whole tournament. */
  readonly round: number;
  /**
   * Who sat where: `seats[0]` moved first, `seats[1]` second; each the index of a player (0 or 1 as passed to
   * {@link competition}; an index of `names` in a {@link tournament}).
   */
  readonly seats: readonly [number, number];
  /** The match, seat by seat: `result.winner` is a seat, `result.moves` every move played. */
  readonly result: MatchResult<M>;
}

/**
 * The options of {@link competition}.
 *
 * @typeParam M - The game's move type (for `onRound`).
 * @example
 * ```ts
 * const options: CompetitionOptions = { rounds: 200, seed: 7, alternate: true };
 * ```
 *
 * @category Play
 */
export interface CompetitionOptions<M = unknown> extends MatchOptions {
  /** Rounds to play; default 1000 (may be 0). */
  readonly rounds?: number;
  /** Whether the players swap seats every round (the first player starts rounds 1, 3, 5, ...); default false. */
  readonly alternate?: boolean;
  /** Called after every round with the rounds played so far and the total. */
  readonly onProgress?: (done: number, total: number) => void;
  /**
   * Called after every round (before `onProgress`) with the round, the seats and the match with its moves
   * ({@link RoundReport}), e.g. to keep match records. Only with it are the moves recorded.
   */
  readonly onRound?: (report: RoundReport<M>) => void;
}

/**
 * A forfeit in a series: the round, and which player (0 or 1, as passed) forfeited from which seat.
 *
 * @example
 * ```ts
 * const forfeit: RoundForfeit = { round: 3, player: 1, seat: 0, reason: 'timeout', cause: new RangeError('slow') };
 * ```
 *
 * @category Play
 */
export interface RoundForfeit extends Forfeit {
  /** The 1-based round. */
  readonly round: number;
  /** The forfeiting player: 0 for the first player passed, 1 for the second. */
  readonly player: 0 | 1;
}

/**
 * The outcome of {@link competition}.
 *
 * @example
 * ```ts
 * const result: CompetitionResult = { rounds: 10, wins: [7, 2], draws: 1, forfeits: [] };
 * ```
 *
 * @category Play
 */
export interface CompetitionResult {
  /** The rounds played. */
  readonly rounds: number;
  /**
   * Rounds won by the first player and by the second (as passed, whatever their seats); with `draws` they add
   * up to `rounds`.
   */
  readonly wins: readonly [number, number];
  /** Rounds drawn: they reached `maxPlies` moves without an end ({@link MatchOptions.maxPlies}). */
  readonly draws: number;
  /** Every forfeit, in round order (usually none). */
  readonly forfeits: readonly RoundForfeit[];
}

/** Runs `body` for 0..count-1 in order; synchronous until a body returns a promise. */
function repeat(count: number, body: (index: number) => Promise<void> | undefined, from = 0): Promise<void> | undefined {
  for (let index = from; index < count; index++) {
    const pending = body(index);
    if (pending !== undefined) return pending.then(() => repeat(count, body, index + 1));
  }
  return undefined;
}

/**
 * The core of a series: plays rounds `from` to `rounds - 1` of `first` vs `second`, calling `done` after each
 * one. A plain loop while the rounds answer at once (no closure per round); the first round that answers with
 * a promise goes on asynchronously from there.
 */
function series<M>(
  table: Table<M>,
  players: readonly [Player<M>, Player<M>],
  rounds: number,
  alternate: boolean,
  done: (round: number, outcome: Outcome<M>, flip: boolean) => void,
  record = false,
  tally: Tally = { wins: [0, 0], draws: 0, forfeits: [] },
  from = 0,
): CompetitionResult | Promise<CompetitionResult> {
  const swapped = [players[1], players[0]] as const;
  for (let index = from; index < rounds; index++) {
    const flip = alternate && index % 2 === 1;
    const outcome = runMatch(table, flip ? swapped : players, record);
    if (outcome instanceof Promise) {
      return outcome.then((settled) => {
        count(tally, settled, index, flip);
        done(index + 1, settled, flip);
        return series(table, players, rounds, alternate, done, record, tally, index + 1);
      });
    }
    count(tally, outcome, index, flip);
    done(index + 1, outcome, flip);
  }
  return { rounds, wins: tally.wins, draws: tally.draws, forfeits: tally.forfeits };
}

/** The wins, draws and forfeits of a series so far. */
interface Tally {
  readonly wins: [number, number];
  draws: number;
  readonly forfeits: RoundForfeit[];
}

/** Adds round `index` (0-based) to the tally; `flip` when the players sat swapped. */
function count<M>(tally: Tally, outcome: Outcome<M>, index: number, flip: boolean): void {
  if (outcome.winner === null) tally.draws++;
  else if ((outcome.winner === 0) !== flip) tally.wins[0]++;
  else tally.wins[1]++;
  if (outcome.forfeit !== null) {
    tally.forfeits.push({ round: index + 1, player: (flip ? 1 - outcome.forfeit.seat : outcome.forfeit.seat) as 0 | 1, ...outcome.forfeit });
  }
}

/** The report of one round; `players` are the indexes of the two players as the series passed them. */
function roundReport<M>(round: number, outcome: Outcome<M>, flip: boolean, players: readonly [number, number]): RoundReport<M> {
  const seats: [number, number] = flip ? [players[1], players[0]] : [players[0], players[1]];
  return { round, seats, result: { winner: outcome.winner, moves: outcome.moves ?? [], forfeit: outcome.forfeit } };
}

/**
 * Plays `rounds` matches of `game` between two players, drawing every random choice from one source (seeded
 * by `seed`), so the same options give the same results on every machine. The first player moves first in
 * every round, or in rounds 1, 3, 5, ... with `alternate`.
 *
 * @param game - The game.
 * @param first - The first player.
 * @param second - The second player.
 * @param options - `rounds` (default 1000), `seed` or `random`, `alternate` (default false), `timeLimit`,
 * `maxPlies` (a round that reaches it is drawn), `onProgress` and `onRound` (each round with its moves); the
 * defaults are {@link COMPETITION_DEFAULTS}.
 * @returns The wins of each player, the draws and every forfeit; a promise of them once a player answers with a
 * promise.
 * @throws `TypeError`/`RangeError` for bad arguments, as {@link playMatch}, a bad `rounds` or a non-boolean
 * `alternate`; the error of a broken `random`, as {@link playMatch}.
 * @example
 * ```ts
 * const { wins } = competition(nimGame([1, 3, 5, 7]), perfectPlayer, randomPlayer, { rounds: 100, seed: 1, alternate: true });
 * ```
 *
 * @category Play
 */
export function competition<M>(
  game: Game<M>,
  first: SyncPlayer<NoInfer<M>>,
  second: SyncPlayer<NoInfer<M>>,
  options?: CompetitionOptions<NoInfer<M>>,
): CompetitionResult;
export function competition<M>(
  game: Game<M>,
  first: Player<NoInfer<M>>,
  second: Player<NoInfer<M>>,
  options?: CompetitionOptions<NoInfer<M>>,
): CompetitionResult | Promise<CompetitionResult>;
export function competition<M>(
  game: Game<M>,
  first: Player<M>,
  second: Player<M>,
  options: CompetitionOptions<M> = {},
): CompetitionResult | Promise<CompetitionResult> {
  const { rounds = COMPETITION_DEFAULTS.rounds, alternate = COMPETITION_DEFAULTS.alternate, onProgress, onRound } = options;
  const table = setTable(game, options);
  checkFunction(first, 'first');
  checkFunction(second, 'second');
  checkRounds(rounds, 0);
  if (typeof alternate !== 'boolean') throw new TypeError(`alternate must be a boolean, got ${describeValue(alternate)}`);
  if (onProgress !== undefined) checkFunction(onProgress, 'onProgress');
  if (onRound !== undefined) checkFunction(onRound, 'onRound');
  const done = (round: number, outcome: Outcome<M>, flip: boolean): void => {
    onRound?.(roundReport(round, outcome, flip, [0, 1]));
    onProgress?.(round, rounds);
  };
  return series(table, [first, second], rounds, alternate, done, onRound !== undefined);
}

/**
 * The outcome of {@link tournament}; `i` and `j` index `names`.
 *
 * @example
 * ```ts
 * const { names, winRate } = tournament(game, { perfect: perfectPlayer, random: randomPlayer }, { rounds: 10 });
 * console.log(`${names[0]} wins ${winRate[0]![1]} of its games against ${names[1]}`);
 * ```
 *
 * @category Play
 */
export interface TournamentResult {
  /** The players' names, in the order of the `players` record. */
  readonly names: readonly string[];
  /** Rounds per ordered pairing: every pair plays `2 * rounds` games, `rounds` with each moving first. */
  readonly rounds: number;
  /** `wins[i][j]`: games player `i` won against player `j` (0 on the diagonal). */
  readonly wins: readonly (readonly number[])[];
  /** `draws[i][j]`: games between `i` and `j` that reached `maxPlies` without an end (`draws[j][i]` the same). */
  readonly draws: readonly (readonly number[])[];
  /** `winRate[i][j]`: the share of their games `i` won against `j`; `null` on the diagonal. */
  readonly winRate: readonly (readonly (number | null)[])[];
  /** `overall[i]`: the share of all its games that player `i` won. */
  readonly overall: readonly number[];
  /** `forfeits[i][j]`: games player `i` forfeited against player `j`. */
  readonly forfeits: readonly (readonly number[])[];
}

/**
 * A round-robin: every ordered pair of players (`i` moving first against `j`) plays a competition of `rounds`
 * rounds, in a fixed order (for each `i` in turn, against every other `j`), all from the one random source, so
 * a seeded tournament replays exactly.
 *
 * @param game - The game.
 * @param players - Two or more named players, e.g. `{ random: randomPlayer, perfect: perfectPlayer }`.
 * @param options - `rounds` per ordered pairing (default 100, at least 1), `seed` or `random`, `timeLimit`,
 * `maxPlies` (a round that reaches it is drawn),
 * `onProgress` (counting every round of the tournament) and `onRound` (each round with its moves, numbered
 * over the whole tournament, the seats as indexes of `names`).
 * @returns The win table; a promise of it once a player answers with a promise.
 * @throws `TypeError` when `players` is not an object of functions; `RangeError` for fewer than two players or
 * a bad `rounds`; otherwise as {@link competition}.
 * @example
 * ```ts
 * const table = tournament(nimGame([1, 3, 5, 7]), { random: randomPlayer, mcts: mctsPlayer(), perfect: perfectPlayer }, { rounds: 20, seed: 1 });
 * table.overall; // the perfect player's share is the highest
 * ```
 *
 * @category Play
 */
export function tournament<M>(
  game: Game<M>,
  players: Readonly<Record<string, SyncPlayer<NoInfer<M>>>>,
  options?: CompetitionOptions<NoInfer<M>>,
): TournamentResult;
export function tournament<M>(
  game: Game<M>,
  players: Readonly<Record<string, Player<NoInfer<M>>>>,
  options?: CompetitionOptions<NoInfer<M>>,
): TournamentResult | Promise<TournamentResult>;
export function tournament<M>(
  game: Game<M>,
  players: Readonly<Record<string, Player<M>>>,
  options: CompetitionOptions<M> = {},
): TournamentResult | Promise<TournamentResult> {
  const { names, entrants } = checkNamedPlayers<Player<M>>(players);
  const { rounds = COMPETITION_DEFAULTS.tournamentRounds, onProgress, onRound } = options;
  checkRounds(rounds, 1);
  if (onProgress !== undefined) checkFunction(onProgress, 'onProgress');
  if (onRound !== undefined) checkFunction(onRound, 'onRound');
  const table = setTable(game, options);
  const size = names.length;
  const total = size * (size - 1) * rounds;
  const wins = names.map(() => names.map(() => 0));
  const draws = names.map(() => names.map(() => 0));
  const forfeits = names.map(() => names.map(() => 0));
  const pairs = names.flatMap((_, i) => names.flatMap((__, j) => (i === j ? [] : [[i, j] as const])));
  let played = 0;
  const pending = repeat(pairs.length, (index) => {
    const [i, j] = pairs[index] ?? [0, 1];
    const record = (result: CompetitionResult): void => {
      const [row, column] = [wins[i] ?? [], wins[j] ?? []];
      row[j] = (row[j] ?? 0) + result.wins[0];
      column[i] = (column[i] ?? 0) + result.wins[1];
      for (const [a, b] of [[i, j], [j, i]] as const) {
        const line = draws[a] ?? [];
        line[b] = (line[b] ?? 0) + result.draws;
      }
      for (const forfeit of result.forfeits) {
        const [loser, other] = forfeit.player === 0 ? [i, j] : [j, i];
        const line = forfeits[loser] ?? [];
        line[other] = (line[other] ?? 0) + 1;
      }
      played += rounds;
    };
    const pair = [entrants[i], entrants[j]] as [Player<M>, Player<M>];
    const result = series(
      table,
      pair,
      rounds,
      false,
      (round, outcome, flip) => {
        onRound?.(roundReport(played + round, outcome, flip, [i, j]));
        onProgress?.(played + round, total);
      },
      onRound !== undefined,
    );
    if (result instanceof Promise) return result.then(record);
    record(result);
    return undefined;
  });
  const finish = (): TournamentResult => ({ names, rounds, wins, draws, ...tournamentRates(wins, rounds), forfeits });
  return pending === undefined ? finish() : pending.then(finish);
}
