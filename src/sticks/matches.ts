// Sticks matches: one round, a competition of many rounds, and a round-robin tournament. Every player sees
// a read-only view of the board, and a failing player becomes a PlayerError naming its seat and round.
import { PlayerError } from '../errors/index.js';
import type { AssertionError } from '../errors/index.js';
import { checkFunction, checkNamedPlayers, checkRounds, tournamentRates } from '../internal/checks.js';
import { clipText, describeValue } from '../internal/integers.js';
import type { RandomSource } from '../types.js';
import { Board, STANDARD_ROWS } from './board.js';
import type { StickMove } from './board.js';
import type { StickPlayer } from './players.js';
import { BoardView } from './view.js';

/**
 * The options of a sticks round: the board and the randomness.
 *
 * @example
 * ```ts
 * const options: SticksPlayOptions = { rows: [3, 4, 5], random: createRandom(7) };
 * ```
 *
 * @category Sticks
 */
export interface SticksPlayOptions {
  /** The row lengths of the board; defaults to {@link STANDARD_ROWS}. */
  readonly rows?: readonly number[];
  /**
   * The source of every random choice; defaults to `Math.random`. Seed it with {@link createRandom}. The
   * players call it, so an error it throws is reported as the player's (`player-threw`).
   */
  readonly random?: RandomSource;
}

/**
 * The options of a {@link sticksCompetition} or a {@link sticksTournament}.
 *
 * @example
 * ```ts
 * const options: SticksCompetitionOptions = { rounds: 10_000, random: createRandom(7), onProgress: console.log };
 * ```
 *
 * @category Sticks
 */
export interface SticksCompetitionOptions extends SticksPlayOptions {
  /** Rounds to play (for a tournament: per pairing and seat); defaults to 1000. */
  readonly rounds?: number;
  /** Called after every round with the rounds played so far and the total. */
  readonly onProgress?: (done: number, total: number) => void;
}

/**
 * The outcome of {@link playSticksRound}.
 *
 * @example
 * ```ts
 * const result: SticksRoundResult = { loser: 2, moves: [{ row: 1, left: 1, right: 1 }] };
 * ```
 *
 * @category Sticks
 */
export interface SticksRoundResult {
  /** The player who marked the last stick: 1 (who started) or 2. */
  readonly loser: 1 | 2;
  /** Every move in order, player 1's first. */
  readonly moves: readonly StickMove[];
}

/**
 * The outcome of a {@link sticksCompetition}.
 *
 * @example
 * ```ts
 * const result: SticksCompetitionResult = { rounds: 10, wins: [7, 3] };
 * ```
 *
 * @category Sticks
 */
export interface SticksCompetitionResult {
  /** The number of rounds played. */
  readonly rounds: number;
  /** Rounds won by player 1 and by player 2; they add up to `rounds`. */
  readonly wins: readonly [number, number];
}

/**
 * The outcome of a {@link sticksTournament}; `i` and `j` index `names`.
 *
 * @example
 * ```ts
 * const { names, winRate } = sticksTournament({ smart: sticksSmartPlayer, random: sticksRandomPlayer }, { rounds: 100 });
 * console.log(`${names[0]} beats ${names[1]} in ${(winRate[0]![1]! * 100).toFixed(1)}% of games`);
 * ```
 *
 * @category Sticks
 */
export interface SticksTournamentResult {
  /** The players' names, in the order of the `players` record. */
  readonly names: readonly string[];
  /** Rounds played by each pairing in each seat: every pairing plays `2 * rounds` games. */
  readonly rounds: number;
  /** `wins[i][j]`: games player `i` won against player `j`, over both seats (0 on the diagonal). */
  readonly wins: readonly (readonly number[])[];
  /**
   * `winRate[i][j]`: the share of their `2 * rounds` games that player `i` won against player `j`, from 0
   * to 1; `winRate[i][j] + winRate[j][i] === 1`. `null` on the diagonal (no self-play).
   */
  readonly winRate: readonly (readonly (number | null)[])[];
  /** `overall[i]`: the share of all its games that player `i` won. */
  readonly overall: readonly number[];
}

/** A validated setup shared by every round of a match. */
interface Table {
  readonly start: Board;
  readonly random: RandomSource;
}

/** Validates the board and the random source once, before any round. */
function setTable({ rows = STANDARD_ROWS, random = Math.random }: SticksPlayOptions): Table {
  checkFunction(random, 'random');
  return { start: new Board(rows), random };
}

/** Who sits in a seat: the player and, in a tournament, the name it was entered under. */
interface Seat {
  readonly player: StickPlayer;
  readonly name: string | undefined;
}

/**
 * What went wrong with a returned value, in words, given the board's reason code. It quotes `played`, the
 * fields as read once and checked, never re-reading the player's object (a getter could answer differently).
 */
function moveProblem(returned: unknown, played: StickMove, code: string): string {
  if (typeof returned !== 'object' || returned === null) return `${clipText(describeValue(returned))} is not a move`;
  const { row, left, right } = played;
  const text = clipText(`${describeValue(row)}:${describeValue(left)}-${describeValue(right)}`);
  return code === 'already-marked' ? `${text} covers a marked stick` : `${text} lies outside the board`;
}

/**
 * Reads a property of a failing player's values for the message. The values are user code (a getter, a
 * proxy), and the error being built must not be replaced by a new one from its own message.
 */
function safely(read: () => unknown, fallback: string): string {
  try {
    const value = read();
    return typeof value === 'string' && value !== '' ? value : fallback;
  } catch {
    return fallback;
  }
}

/** The name of the player in a seat, for a {@link PlayerError}: its tournament key, function name, or seat. */
function nameOf(seat: 1 | 2, sitting: Seat): string {
  return sitting.name ?? safely(() => sitting.player.name, `player ${seat}`);
}

/** The error of a player that threw; only the failure path pays for the name and message. */
function threw(seat: 1 | 2, sitting: Seat, round: number, cause: unknown): PlayerError {
  const player = nameOf(seat, sitting);
  // describeValue already quotes at most ~100 characters; an error's own message is clipped here.
  const what = safely(() => (cause instanceof Error ? clipText(cause.message) : describeValue(cause)), 'a value');
  return new PlayerError(`player ${seat} (${clipText(player)}) threw in round ${round}: ${what}`, 'player-threw', { seat, round, player, cause });
}

/** The error of a player whose move the board rejected with `cause`, an {@link AssertionError}. */
function illegal(seat: 1 | 2, sitting: Seat, round: number, returned: unknown, played: StickMove, cause: AssertionError): PlayerError {
  const player = nameOf(seat, sitting);
  const message = `player ${seat} (${clipText(player)}) returned an illegal move in round ${round}: ${moveProblem(returned, played, cause.code)}`;
  return new PlayerError(message, 'illegal-move', { seat, round, player, move: returned, cause });
}

/**
 * Plays one round on a fresh copy of the start board; returns the loser and records moves into `record`.
 * Players get a {@link BoardView}, never the board itself.
 */
function playOut(table: Table, first: Seat, second: Seat, round: number, record: StickMove[] | null): 1 | 2 {
  const board = table.start.clone();
  const view = new BoardView(board);
  const { random } = table;
  for (let seat: 1 | 2 = 1; ; seat = seat === 1 ? 2 : 1) {
    const sitting = seat === 1 ? first : second;
    let returned: unknown;
    let played: StickMove;
    try {
      returned = sitting.player(view, random);
      // Copy the fields once, inside the try: a getter may throw, and the recorded move must be the one
      // marked even if a getter would answer differently the second time.
      const { row, left, right } = (typeof returned === 'object' && returned !== null ? returned : {}) as StickMove;
      played = { row, left, right };
    } catch (error) {
      throw threw(seat, sitting, round, error);
    }
    try {
      board.mark(played);
    } catch (error) {
      // `mark` of plain fields throws only its AssertionError; it becomes the cause.
      throw illegal(seat, sitting, round, returned, played, error as AssertionError);
    }
    record?.push(played);
    if (board.isOver()) return seat;
  }
}

/**
 * Plays one round: player 1 (`first`) moves first, then the players alternate until every stick is marked.
 * The player who marks the last stick loses.
 *
 * @param first - Player 1, who starts.
 * @param second - Player 2.
 * @param options - The board's `rows` (default {@link STANDARD_ROWS}) and the `random` source (default
 * `Math.random`).
 * @returns The loser (1 or 2) and every move played.
 * @throws {@link PlayerError} when a player throws (code `player-threw`) or returns an illegal move (code
 * `illegal-move`, the board's {@link AssertionError} as `cause`). {@link AssertionError} `invalid board` for
 * bad `rows`; `TypeError` when a player or `random` is not a function.
 * @example
 * ```ts
 * const { loser, moves } = playSticksRound(sticksPerfectPlayer, sticksRandomPlayer, { random: createRandom(7) });
 * moves.map(formatStickMove).join(' '); // the whole game, e.g. '1:1-1 2:3-4 ...'
 * ```
 *
 * @category Sticks
 */
export function playSticksRound(first: StickPlayer, second: StickPlayer, options: SticksPlayOptions = {}): SticksRoundResult {
  checkFunction(first, 'first');
  checkFunction(second, 'second');
  const table = setTable(options);
  const moves: StickMove[] = [];
  const loser = playOut(table, { player: first, name: undefined }, { player: second, name: undefined }, 1, moves);
  return { loser, moves };
}

/** Plays `rounds` rounds, player 1 starting each; `report(round)` after every round. */
function playRounds(table: Table, first: Seat, second: Seat, rounds: number, report: ((round: number) => void) | undefined): [number, number] {
  const wins: [number, number] = [0, 0];
  for (let round = 1; round <= rounds; round++) {
    if (playOut(table, first, second, round, null) === 1) wins[1]++;
    else wins[0]++;
    report?.(round);
  }
  return wins;
}

/**
 * Plays many rounds between two players, player 1 starting every round, as the original exercise's
 * competition does. With a seeded `random` the result is the same on every run.
 *
 * @param p1 - Player 1, who starts every round.
 * @param p2 - Player 2.
 * @param options - `rounds` (default 1000, may be 0), `rows`, `random` and `onProgress`.
 * @returns The rounds played and each player's wins.
 * @throws `TypeError`/`RangeError` for a bad `rounds`; otherwise as {@link playSticksRound} (a
 * {@link PlayerError} says in which round).
 * @example
 * ```ts
 * const { wins } = sticksCompetition(sticksSmartPlayer, sticksRandomPlayer, { rounds: 1000, random: createRandom(7) });
 * console.log(`The results are ${wins[0]}:${wins[1]}`);
 * ```
 *
 * @category Sticks
 */
export function sticksCompetition(p1: StickPlayer, p2: StickPlayer, options: SticksCompetitionOptions = {}): SticksCompetitionResult {
  const { rounds = 1000, onProgress } = options;
  checkRounds(rounds, 0);
  if (onProgress !== undefined) checkFunction(onProgress, 'onProgress');
  checkFunction(p1, 'p1');
  checkFunction(p2, 'p2');
  const table = setTable(options);
  const report = onProgress && ((round: number): void => {
    onProgress(round, rounds);
  });
  const wins = playRounds(table, { player: p1, name: undefined }, { player: p2, name: undefined }, rounds, report);
  return { rounds, wins };
}

/**
 * A round-robin: every pair of players plays a {@link sticksCompetition} of `rounds` rounds in each seat,
 * so neither gains from moving first. The competitions run in a fixed order (for each player `i` in turn,
 * `i` as player 1 against every other player `j`), all drawing from the one `random` source, so a seeded
 * tournament is reproducible.
 *
 * @param players - Two or more named players, e.g. `{ random: sticksRandomPlayer, perfect: sticksPerfectPlayer }`.
 * @param options - `rounds` per pairing and seat (default 1000, at least 1), `rows`, `random` and
 * `onProgress` (counting every round of the tournament).
 * @returns The win table.
 * @throws `TypeError` when `players` is not an object of functions; `RangeError` for fewer than two players
 * or a bad `rounds`; otherwise as {@link playSticksRound}, a {@link PlayerError} naming the player by its key.
 * @example
 * ```ts
 * const table = sticksTournament(
 *   { random: sticksRandomPlayer, smart: sticksSmartPlayer, erring: sticksErringPlayer(0.1), perfect: sticksPerfectPlayer },
 *   { rounds: 1000, random: createRandom(7) },
 * );
 * table.overall; // the perfect player's share is the highest
 * ```
 *
 * @category Sticks
 */
export function sticksTournament(
  players: Readonly<Record<string, StickPlayer>>,
  options: SticksCompetitionOptions = {},
): SticksTournamentResult {
  const checked = checkNamedPlayers<StickPlayer>(players);
  const { names } = checked;
  const entrants: Seat[] = checked.entrants.map((player, index) => ({ player, name: names[index] }));
  const { rounds = 1000, onProgress } = options;
  checkRounds(rounds, 1);
  if (onProgress !== undefined) checkFunction(onProgress, 'onProgress');
  const table = setTable(options);
  const total = names.length * (names.length - 1) * rounds;
  let done = 0;
  const report = onProgress && ((round: number): void => {
    onProgress(done + round, total);
  });
  // wins[i][j]: games `i` won against `j`, as player 1 and as player 2.
  const wins = names.map(() => names.map(() => 0));
  entrants.forEach((first, i) => {
    entrants.forEach((second, j) => {
      if (i === j) return;
      const [firstWins, secondWins] = playRounds(table, first, second, rounds, report);
      (wins[i] ?? [])[j] = ((wins[i] ?? [])[j] ?? 0) + firstWins;
      (wins[j] ?? [])[i] = ((wins[j] ?? [])[i] ?? 0) + secondWins;
      done += rounds;
    });
  });
  return { names, rounds, wins, ...tournamentRates(wins, rounds) };
}
