// `nimkit sticks`: competitions, tournaments and interactive games on the sticks board of the original Java project.
import {
  Board,
  COMPETITION_DEFAULTS,
  STANDARD_ROWS,
  createRandom,
  formatStickMove,
  parseStickMove,
  sticksCompetition,
  sticksErringPlayer,
  sticksPerfectPlayer,
  sticksRandomPlayer,
  sticksSmartPlayer,
} from '../index.js';
import type { RandomSource, StickMove, StickPlayer, SticksCompetitionResult, SticksTournamentResult } from '../index.js';
import { ENDING_OPTIONS, parseCommandArgs, parseSeed, quoteArgument, readFixedEnding, UsageError } from './args.js';
import { playInBatches } from './batches.js';
import { EXIT_OK, createLineReader } from './io.js';
import type { CliIo } from './io.js';

/** Rounds per pairing and seat of `--tournament`: the library's `sticksTournament` default. */
const TOURNAMENT_ROUNDS = 1000;

/** The `--help` text, also the reference for exit codes. */
export const sticksHelpText = `Usage: nimkit sticks --p1 KIND --p2 KIND [--rounds N] [--seed S] [--rows 7,5,3,1] [--json]
       nimkit sticks --tournament [--rounds N] [--seed S] [--rows 7,5,3,1] [--error-rate R] [--json]

The sticks game: rows of sticks; a move marks a run of unmarked sticks in one row
(notation row:left-right, e.g. 2:1-3). Whoever marks the last stick loses: the game is
misère only, so --play misere (or --misere) changes nothing and --play normal is refused.
Player 1 starts every round (the library's sticksCompetition has no alternate option).

Player kinds:
  random      marks a random run
  smart       random until one sequence is left, then wins the end game (the original Smart player)
  perfect     optimal play
  erring      perfect, but a random move with probability R (erring:R, or --error-rate R; default 0.1)
  human       you, on standard input: press 1 to see the board, 2 to move (then the row, the leftmost
              and the rightmost stick), or type the move at once as row:left-right (2:1-3)

Options:
  --p1 KIND, --p2 KIND  the two players
  --rounds N            rounds to play: default ${COMPETITION_DEFAULTS.rounds}, as the library's competitions; 1 when a human
                        plays; for --tournament, ${TOURNAMENT_ROUNDS} per pairing and seat, as sticksTournament
  --seed S              a whole number from 0 to 4294967295, so the same games replay
  --rows LIST           the row lengths, each 1 to 32 (default 7,5,3,1)
  --error-rate R        the error rate of erring players, 0 to 1 (default 0.1)
  --tournament          every pair of random, smart, erring and perfect plays in both seats
  --json                print the results as JSON (not with a human player)
  --original            the original project's texts word for word ("of 1 rounds"), for scripts written
                        against it
  -h, --help            show this help

Exit codes: 0 done (also when input ends during a human's game), 2 usage error.
Interrupted: 130 (Ctrl-C), 143 (SIGTERM).
`;

/** A player kind on the command line, with the name the original project's output lines use. */
interface Contestant {
  readonly kind: 'random' | 'smart' | 'human' | 'perfect' | 'erring';
  readonly name: string;
  /** `null` for the human, who moves through the prompts. */
  readonly player: StickPlayer | null;
  readonly errorRate?: number;
}

const ERROR_RATE_PATTERN = /^(?:\d+(?:\.\d*)?|\.\d+)$/;

function parseErrorRate(text: string, label: string): number {
  const rate = ERROR_RATE_PATTERN.test(text) ? Number(text) : Number.NaN;
  if (!(rate >= 0 && rate <= 1)) throw new UsageError(`${label} must be a number from 0 to 1, got ${quoteArgument(text)}`);
  return rate;
}

function parseKind(text: string, label: string, defaultErrorRate: number): Contestant {
  const match = /^(\w+)(?::(.*))?$/.exec(text.trim().toLowerCase());
  const kind = match?.[1];
  const rate = match?.[2];
  if (kind === 'erring') {
    const errorRate = rate === undefined ? defaultErrorRate : parseErrorRate(rate, `the error rate in ${label}`);
    return { kind: 'erring', name: 'Erring', player: sticksErringPlayer(errorRate), errorRate };
  }
  if (rate === undefined) {
    switch (kind) {
      case 'random':
        return { kind: 'random', name: 'Random', player: sticksRandomPlayer };
      case 'smart':
        return { kind: 'smart', name: 'Smart', player: sticksSmartPlayer };
      case 'perfect':
        return { kind: 'perfect', name: 'Perfect', player: sticksPerfectPlayer };
      case 'human':
        return { kind: 'human', name: 'Human', player: null };
    }
  }
  throw new UsageError(`${label} must be random, smart, perfect, erring, erring:RATE or human, got ${quoteArgument(text)}`);
}

function parseCount(text: string, label: string): number {
  const value = /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < 1) throw new UsageError(`${label} must be a whole number of at least 1, got ${quoteArgument(text)}`);
  return value;
}

function parseRows(text: string): number[] {
  const rows = text.split(',').map((field) => (/^\d+$/.test(field.trim()) ? Number(field.trim()) : Number.NaN));
  if (!rows.every((length) => Number.isInteger(length) && length >= 1 && length <= 32)) {
    throw new UsageError(`--rows must be a comma-separated list of row lengths from 1 to 32, got ${quoteArgument(text)}`);
  }
  return rows;
}

/** Runs of more rounds than this show progress on a terminal. */
const LONG_RUN = 100_000;

/** "a Smart player", "an Erring player". */
function withArticle(name: string): string {
  return `${/^[AEIOU]/.test(name) ? 'an' : 'a'} ${name}`;
}

/** Reads the answers of a human player; `null` once input has ended. */
type LineSource = () => Promise<string | null>;

/** Asks for a whole number until one is given; `null` at end of input. */
async function askNumber(io: CliIo, nextLine: LineSource, prompt: string): Promise<number | null> {
  for (;;) {
    io.stdout.write(`${prompt}\n`);
    const line = await nextLine();
    if (line === null) return null;
    const text = line.trim();
    if (/^-?\d{1,9}$/.test(text)) return Number(text);
    io.stdout.write('Unknown input. Please type a whole number.\n');
  }
}

/**
 * The original project's human turn: 1 shows the board, 2 asks for a move; a move written in the notation the
 * help and the transcript use (`2:1-3`) is taken at once. `null` at end of input.
 */
async function askMove(io: CliIo, nextLine: LineSource, board: Board): Promise<StickMove | null> {
  for (;;) {
    io.stdout.write('Press 1 to display the board. Press 2 to make a move:\n');
    const line = await nextLine();
    if (line === null) return null;
    const choice = line.trim();
    const written = parseStickMove(choice);
    if (written !== null) return written;
    if (choice === '1') {
      io.stdout.write(`${board.toString()}\n`);
    } else if (choice === '2') {
      const row = await askNumber(io, nextLine, 'Enter the row number:');
      if (row === null) return null;
      const left = await askNumber(io, nextLine, 'Enter the index of the leftmost stick:');
      if (left === null) return null;
      const right = await askNumber(io, nextLine, 'Enter the index of the rightmost stick:');
      if (right === null) return null;
      return { row, left, right };
    } else {
      io.stdout.write('Unknown input.\n');
    }
  }
}

/** One round with the original project's messages; resolves to the winner, or `null` when input ends. */
async function playAloud(
  io: CliIo,
  nextLine: LineSource,
  seats: readonly [Contestant, Contestant],
  rows: readonly number[],
  random: RandomSource,
): Promise<1 | 2 | null> {
  const board = new Board(rows);
  io.stdout.write('Welcome to the sticks game!\n');
  for (let seat: 1 | 2 = 1; ; seat = seat === 1 ? 2 : 1) {
    io.stdout.write(`Player ${seat}, it is now your turn!\n`);
    const { player } = seat === 1 ? seats[0] : seats[1];
    // A computer player gets a copy: it must not be able to mark the live board (one copy per move is
    // nothing next to a person's typing).
    let move: StickMove | null = player === null ? await askMove(io, nextLine, board) : player(board.clone(), random);
    while (move !== null && board.check(move) !== null) {
      io.stdout.write('Invalid move. Enter another:\n');
      move = player === null ? await askMove(io, nextLine, board) : player(board.clone(), random);
    }
    if (move === null) return null;
    board.mark(move);
    io.stdout.write(`Player ${seat} made the move: ${formatStickMove(move)}\n`);
    if (board.isOver()) {
      const winner = seat === 1 ? 2 : 1;
      io.stdout.write(`Player ${winner} won!\n`);
      return winner;
    }
  }
}

interface Settings {
  readonly rows: readonly number[];
  readonly seed: number | null;
  readonly random: RandomSource;
  readonly json: boolean;
  /** Print the original project's texts word for word (`--original`). */
  readonly original: boolean;
}

function describe(contestant: Contestant): { kind: string; name: string; errorRate?: number } {
  const { kind, name, errorRate } = contestant;
  return errorRate === undefined ? { kind, name } : { kind, name, errorRate };
}

async function runCompetition(io: CliIo, seats: readonly [Contestant, Contestant], rounds: number, settings: Settings): Promise<number> {
  const { rows, random } = settings;
  const [first, second] = seats;
  const roundsText = rounds === 1 && !settings.original ? '1 round' : `${rounds} rounds`;
  const startLine = `Starting a Nim competition of ${roundsText} between ${withArticle(first.name)} player and ${withArticle(second.name)} player.\n`;
  let result: SticksCompetitionResult;
  if (first.player === null || second.player === null) {
    io.stdout.write(startLine);
    const reader = createLineReader(io.stdin);
    const nextLine: LineSource = () => reader.next();
    const wins: [number, number] = [0, 0];
    for (let round = 0; round < rounds; round++) {
      const winner = await playAloud(io, nextLine, seats, rows, random);
      if (winner === null) {
        io.stdout.write('Input ended: the game was abandoned.\n');
        return EXIT_OK;
      }
      if (winner === 1) wins[0]++;
      else wins[1]++;
    }
    result = { rounds, wins };
  } else {
    if (!settings.json) io.stdout.write(startLine);
    const [p1, p2] = [first.player, second.player];
    const wins: [number, number] = [0, 0];
    // In batches, so Ctrl-C is handled between them (see playInBatches); the rounds are those of one call.
    await playInBatches(io, 'sticks', rounds, LONG_RUN, (_from, count, onRound) => {
      const batch = sticksCompetition(p1, p2, { rounds: count, rows, random, ...(onRound && { onProgress: onRound }) });
      wins[0] += batch.wins[0];
      wins[1] += batch.wins[1];
    });
    result = { rounds, wins };
  }
  if (settings.json) {
    const report = { p1: describe(first), p2: describe(second), rows, seed: settings.seed, rounds: result.rounds, wins: result.wins };
    io.stdout.write(`${JSON.stringify(report)}\n`);
  } else {
    io.stdout.write(`The results are ${result.wins[0]}:${result.wins[1]}\n`);
  }
  return EXIT_OK;
}

/** The win-rate table: one line per player, its share of wins against each column's player, then overall. */
function formatTable(result: SticksTournamentResult, labels: readonly string[]): string {
  const width = Math.max(7, ...labels.map((label) => label.length));
  const cell = (text: string): string => text.padStart(width);
  const percent = (rate: number | null): string => (rate === null ? '-' : `${(rate * 100).toFixed(1)}%`);
  const header = ' '.repeat(width) + [...labels, 'Overall'].map((label) => ` ${cell(label)}`).join('');
  const lines = labels.map((label, i) => {
    const rates = [...(result.winRate[i] ?? []), result.overall[i] ?? null];
    return label.padEnd(width) + rates.map((rate) => ` ${cell(percent(rate))}`).join('');
  });
  return [header, ...lines].join('\n');
}

/**
 * What `sticksTournament` computes, played as a competition per ordered pairing, in its order and from its one
 * random source (so the same seed gives the same table), in batches that Ctrl-C can stop between.
 */
async function playTournament(io: CliIo, players: readonly StickPlayer[], rounds: number, rows: readonly number[], random: RandomSource): Promise<number[][]> {
  const wins = players.map(() => players.map(() => 0));
  const record = (i: number, j: number, won: number): void => {
    const row = wins[i];
    if (row !== undefined) row[j] = (row[j] ?? 0) + won;
  };
  const pairs = players.flatMap((first, i) => players.flatMap((second, j) => (i === j ? [] : [{ first, second, i, j }])));
  // One series of every pairing's rounds in turn: a batch never crosses from one pairing to the next.
  await playInBatches(io, 'sticks', pairs.length * rounds, LONG_RUN, (from, count, onRound) => {
    for (let played = 0; played < count; ) {
      const round = from + played;
      const pair = pairs[Math.floor(round / rounds)];
      if (pair === undefined) return; // unreachable: the rounds are those of the pairs
      const length = Math.min(count - played, rounds - (round % rounds));
      const done = played;
      const onProgress =
        onRound &&
        ((within: number): void => {
          onRound(done + within);
        });
      const batch = sticksCompetition(pair.first, pair.second, { rounds: length, rows, random, ...(onProgress && { onProgress }) });
      record(pair.i, pair.j, batch.wins[0]);
      record(pair.j, pair.i, batch.wins[1]);
      played += length;
    }
  });
  return wins;
}

async function runTournament(io: CliIo, rounds: number, errorRate: number, settings: Settings): Promise<number> {
  const { rows, random } = settings;
  const names = ['random', 'smart', 'erring', 'perfect'];
  const wins = await playTournament(io, [sticksRandomPlayer, sticksSmartPlayer, sticksErringPlayer(errorRate), sticksPerfectPlayer], rounds, rows, random);
  // The rates as sticksTournament gives them: each pairing over its 2 · rounds games, each player over all its games.
  const games = 2 * rounds;
  const winRate = wins.map((row, i) => row.map((won, j) => (i === j ? null : won / games)));
  const overall = wins.map((row) => row.reduce((sum, won) => sum + won, 0) / (games * (names.length - 1)));
  const result: SticksTournamentResult = { names, rounds, wins, winRate, overall };
  if (settings.json) {
    io.stdout.write(`${JSON.stringify({ rows, seed: settings.seed, errorRate, ...result })}\n`);
    return EXIT_OK;
  }
  const labels = ['Random', 'Smart', `Erring ${errorRate}`, 'Perfect'];
  io.stdout.write(
    `Starting a Nim tournament on rows ${rows.join(',')}: ${rounds === 1 && !settings.original ? '1 round' : `${rounds} rounds`} per pairing in each seat.\n` +
      `Win rate of each row's player against each column's player, over both seats:\n` +
      `${formatTable(result, labels)}\n`,
  );
  return EXIT_OK;
}

/**
 * Runs `nimkit sticks` with the arguments after the command name. A competition prints the original project's lines
 * `Starting a Nim competition of N rounds between a X player and a Y player.` and `The results are a:b`;
 * a human player is prompted on `io.stdin`.
 *
 * @param args - The arguments, e.g. `['--p1', 'smart', '--p2', 'random', '--rounds', '1000']`.
 * @param io - The streams to use.
 * @returns The exit code: 0 done (also when input ends during a human's game).
 * @throws {@link UsageError} for a bad command line, which `main` reports with exit code 2.
 */
export async function sticksCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, {
    p1: { type: 'string' },
    p2: { type: 'string' },
    rounds: { type: 'string' },
    seed: { type: 'string' },
    rows: { type: 'string' },
    'error-rate': { type: 'string' },
    tournament: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    original: { type: 'boolean', default: false },
    ...ENDING_OPTIONS,
    help: { type: 'boolean', short: 'h', default: false },
  });
  if (positionals.length > 0) throw new UsageError(`unexpected argument ${quoteArgument(positionals[0] ?? '')}`);
  if (values.help) {
    io.stdout.write(sticksHelpText);
    return EXIT_OK;
  }
  readFixedEnding(values, 'misere', 'the sticks game is misère (whoever marks the last stick loses)');
  const seed = values.seed === undefined ? null : parseSeed(values.seed);
  const settings: Settings = {
    rows: values.rows === undefined ? STANDARD_ROWS : parseRows(values.rows),
    seed,
    random: seed === null ? Math.random : createRandom(seed),
    json: values.json,
    original: values.original,
  };
  const rateText = values['error-rate'];
  const errorRate = rateText === undefined ? 0.1 : parseErrorRate(rateText, '--error-rate');
  if (values.tournament) {
    if (values.p1 !== undefined || values.p2 !== undefined) throw new UsageError('--tournament picks its own players: drop --p1 and --p2');
    return runTournament(io, values.rounds === undefined ? TOURNAMENT_ROUNDS : parseCount(values.rounds, '--rounds'), errorRate, settings);
  }
  if (values.p1 === undefined || values.p2 === undefined) throw new UsageError('give both --p1 and --p2, or --tournament');
  const seats = [parseKind(values.p1, '--p1', errorRate), parseKind(values.p2, '--p2', errorRate)] as const;
  if (rateText !== undefined && !seats.some((seat) => seat.kind === 'erring')) throw new UsageError('--error-rate needs an erring player');
  if (settings.json && seats.some((seat) => seat.player === null)) throw new UsageError('--json cannot be used with a human player');
  const human = seats.some((seat) => seat.player === null);
  const rounds = values.rounds === undefined ? (human ? 1 : COMPETITION_DEFAULTS.rounds) : parseCount(values.rounds, '--rounds');
  return runCompetition(io, seats, rounds, settings);
}
