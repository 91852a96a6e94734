// `nimkit match`: a seeded competition between two play-engine players on any engine game, optionally keeping
// the record of every round in a file that `nimkit replay` steps through.
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import {
  competition,
  COMPETITION_DEFAULTS,
  formatMatchRecords,
  createRandom,
  DEFAULT_MAX_PLIES,
  erringPlayer,
  GAME_SPECS,
  gameFromSpec,
  HeapGame,
  mctsPlayer,
  perfectPlayer,
  randomPlayer,
  recordMatch,
  searchPlayer,
} from '../index.js';
import type { CompetitionResult, Ending, Game, GenericPlayer, MatchRecord, RoundReport } from '../index.js';
import { ENDING_OPTIONS, InvalidInputError, parseCommandArgs, parseSeed, quoteArgument, readEnding, UnreadableFileError, UsageError } from './args.js';
import { playInBatches } from './batches.js';
import { EXIT_OK } from './io.js';
import type { CliIo } from './io.js';
import { toJsonLine } from './json.js';

/** The `--help` text. */
export const matchHelpText = `Usage: nimkit match --game GAME --players P1,P2 [--rounds N] [--alternate] [--seed S]
                    [--play normal|misere] [--record FILE [--force]] [--json]

Plays N rounds between two players, P1 moving first in every round unless --alternate
(then they swap seats every round, so neither gains from moving first). The same seed
replays the same games. The defaults are the library's (competition, COMPETITION_DEFAULTS).

Games:
${GAME_SPECS.map(({ form, summary }) => `  ${form}\n                  ${summary}`).join('\n')}
  Each is played in normal play by default, but halving and sticks in misere
  (sticks is always misere).
  SPEC + SPEC + ...
                  the sum of games: a move is a move in one part, written PART:MOVE
                  (normal play by default, whatever its parts)

Players:
  random          a uniformly random legal move
  perfect         the game's theory (Bouton, the halving formula, the sticks strategy,
                  Grundy values, Wythoff pairs, Zeckendorf, ...), else the exact solver
  search[:DEPTH]  alpha-beta search, default depth 8
  mcts[:N]        Monte Carlo tree search, N playouts per move (default 1000)
  erring[:RATE]   perfect, but a random move with probability RATE (default 0.1)

Options:
  --rounds N            rounds to play (default ${COMPETITION_DEFAULTS.rounds})
  --alternate           the players swap seats every round (default: ${COMPETITION_DEFAULTS.alternate ? 'they do' : 'P1 always moves first'})
  --seed S              a whole number from 0 to 4294967295 (default: from the clock)
  --play normal|misere  normal: whoever cannot move loses; misere: whoever makes the last
                        move loses (default: the game's own, as listed above)
  --normal, --misere    the same as --play normal, --play misere
  --record FILE         write the record of every round to FILE: one match record per
                        round, a blank line between two (replay one with nimkit replay)
  --force               overwrite an existing --record FILE (refused without it)
  --json                print the result as one JSON object
  -h, --help            show this help

A round that reaches ${DEFAULT_MAX_PLIES} moves without an end is a draw (a game whose
positions repeat, such as a digraph with a cycle): the draws are printed when there
are any ("draws" in --json).

Exit codes: 0 done, 1 invalid game, 2 usage error.
Interrupted: 130 (Ctrl-C), 143 (SIGTERM).
`;

/** A parsed player: its command-line name and the player. */
interface Contestant {
  readonly name: string;
  readonly player: GenericPlayer;
}

/** A `+` outside a heap-game code's braces: the spec is a sum of games. */
const SUM_SIGN = /\+(?![^{]*\})/;

/**
 * Builds the game from the catalog in the ending the flags say (the kind's own by default, normal for a sum):
 * an unknown kind is a usage error (exit 2), bad parameters invalid input (exit 1).
 */
export function parseGame(text: string, values: Parameters<typeof readEnding>[0]): Game<unknown> {
  const [kind = '', parameters] = text.trim().toLowerCase().split(/:(.*)/s);
  // A heap game by its bare name or code (`kayles:5,7`, `0.77:5,7`), as gameFromSpec, grundy and solve read it.
  const bare = parameters !== undefined && (/^\d/.test(kind) || Object.hasOwn(HeapGame.names, kind));
  const form = GAME_SPECS.find((spec) => spec.kind === (bare ? 'heap' : kind));
  if (form === undefined) {
    throw new UsageError(`--game must be one of ${GAME_SPECS.map(({ form: written }) => written).join(', ')} (a heap game also bare: kayles:5,7); got ${quoteArgument(text)}`);
  }
  // A known kind without the parameters its form requires is a usage error too: the user has the form to learn.
  const colons = (written: string): number => written.replaceAll(/\[.*?\]/g, '').split(':').length - 1;
  if (colons(bare ? `heap:${text}` : text) < colons(form.form)) {
    throw new UsageError(`--game ${quoteArgument(text)} needs its parameters: write ${form.form}`);
  }
  const play: Ending = readEnding(values, SUM_SIGN.test(text) ? 'normal' : form.ending);
  try {
    return gameFromSpec(text, { play });
  } catch (error) {
    throw new InvalidInputError(`--game ${quoteArgument(text)}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function parsePlayer(text: string): Contestant {
  const name = text.trim().toLowerCase();
  const [kind, parameter] = name.split(/:(.*)/s);
  const number = parameter === undefined ? undefined : Number(parameter);
  const bad = (): never => {
    throw new UsageError(`--players takes random, perfect, search[:DEPTH], mcts[:N] or erring[:RATE], got ${quoteArgument(text)}`);
  };
  if (parameter !== undefined && (parameter === '' || !Number.isFinite(number))) bad();
  try {
    switch (kind) {
      case 'random':
        return parameter === undefined ? { name, player: randomPlayer } : bad();
      case 'perfect':
        return parameter === undefined ? { name, player: perfectPlayer } : bad();
      case 'search':
        return { name, player: searchPlayer(number === undefined ? {} : { depth: number }) };
      case 'mcts':
        return { name, player: mctsPlayer(number === undefined ? {} : { iterations: number }) };
      case 'erring':
        return { name, player: erringPlayer(number ?? 0.1) };
    }
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`--players ${quoteArgument(text)}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return bad();
}

/** The results table: one line per player. */
function formatTable(players: readonly Contestant[], result: CompetitionResult, forfeits: readonly number[]): string {
  const width = Math.max(6, ...players.map(({ name }) => name.length));
  const lines = players.map(({ name }, index) => {
    const wins = result.wins[index] ?? 0;
    const share = result.rounds === 0 ? '-' : `${((wins * 100) / result.rounds).toFixed(1)}%`;
    return `${name.padEnd(width)} ${String(wins).padStart(6)} ${share.padStart(7)} ${String(forfeits[index]).padStart(8)}`;
  });
  // Draws (rounds that reached the engine's move limit) show only when there are some: most games always end.
  const draws = result.draws === 0 ? [] : [`Draws: ${result.draws} (${((result.draws * 100) / result.rounds).toFixed(1)}%, rounds that reached ${DEFAULT_MAX_PLIES} moves without an end)`];
  return [`${'Player'.padEnd(width)} ${'Wins'.padStart(6)} ${'Share'.padStart(7)} ${'Forfeits'.padStart(8)}`, ...lines, ...draws].join('\n');
}

/**
 * Runs `nimkit match` with the arguments after the command name.
 *
 * @param args - The arguments, e.g. `['--game', 'nim:1,3,5,7', '--players', 'perfect,mcts', '--seed', '1']`.
 * @param io - The streams to use.
 * @returns The exit code.
 * @throws {@link UsageError} for a bad command line; {@link InvalidInputError} for an invalid game.
 */
export async function matchCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, {
    game: { type: 'string' },
    players: { type: 'string' },
    rounds: { type: 'string' },
    alternate: { type: 'boolean', default: COMPETITION_DEFAULTS.alternate },
    seed: { type: 'string' },
    ...ENDING_OPTIONS,
    record: { type: 'string' },
    force: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  });
  if (positionals.length > 0) throw new UsageError(`unexpected argument ${quoteArgument(positionals[0] ?? '')}`);
  if (values.help) {
    io.stdout.write(matchHelpText);
    return EXIT_OK;
  }
  if (values.game === undefined || values.players === undefined) throw new UsageError('give --game and --players');
  if (values.record === '') throw new UsageError('--record needs a file name');
  if (values.force && values.record === undefined) throw new UsageError('--force goes with --record FILE');
  // Refused before the rounds are played, as grundy --out refuses: a record is never overwritten by accident.
  if (values.record !== undefined && !values.force && existsSync(values.record)) throw alreadyExists(values.record);
  const names = values.players.split(',');
  if (names.length !== 2) throw new UsageError(`--players must name two players, got ${quoteArgument(values.players)}`);
  // Two players of one kind are told apart by their seat on the command line: `perfect (1)`, `perfect (2)`.
  const players = names.map(parsePlayer).map((contestant, index, both) =>
    both.every(({ name }) => name === contestant.name) ? { ...contestant, name: `${contestant.name} (${index + 1})` } : contestant,
  );
  const game = parseGame(values.game, values);
  const rounds = values.rounds === undefined ? COMPETITION_DEFAULTS.rounds : Number(values.rounds);
  if (!/^\d+$/.test(values.rounds ?? '1') || !Number.isSafeInteger(rounds) || rounds < 1) {
    throw new UsageError(`--rounds must be a whole number of at least 1, got ${quoteArgument(values.rounds ?? '')}`);
  }
  const seed = parseSeed(values.seed);
  const [first, second] = players as [Contestant, Contestant];
  const random = createRandom(seed);
  const { alternate } = values;
  // In batches, so Ctrl-C is handled between them. With --alternate the seats swap every round: a batch that
  // starts on an odd round passes the players swapped, so its rounds are those of one competition.
  const wins = [0, 0];
  let draws = 0;
  const forfeits = [0, 0];
  const records: MatchRecord[] = [];
  await playInBatches(io, 'match', rounds, 0, (from, count, onProgress) => {
    const swap = alternate ? from % 2 : 0;
    const [one, two] = swap === 0 ? [first, second] : [second, first];
    const keep = values.record === undefined ? undefined : { onRound: keepRound(game, players, seed, from, swap, records) };
    const batch = competition(game, one.player, two.player, { rounds: count, random, alternate, ...(onProgress && { onProgress }), ...keep });
    // Player p of the batch is player p ^ swap of the command line.
    const add = (tally: number[], player: number, amount: number): void => {
      tally[player ^ swap] = (tally[player ^ swap] ?? 0) + amount;
    };
    add(wins, 0, batch.wins[0]);
    add(wins, 1, batch.wins[1]);
    draws += batch.draws;
    for (const { player } of batch.forfeits) add(forfeits, player, 1);
  });
  const result: CompetitionResult = { rounds, wins: [wins[0] ?? 0, wins[1] ?? 0], draws, forfeits: [] };
  if (values.record !== undefined) await writeRecords(values.record, records, values.force);
  if (values.json) {
    io.stdout.write(toJsonLine({ game: game.name, players: [first.name, second.name], rounds, seed, alternate, wins: result.wins, ...(draws > 0 && { draws }), forfeits }));
  } else {
    const seats = alternate ? 'seats alternating' : `${first.name} moving first`;
    io.stdout.write(`${game.name}: ${first.name} vs ${second.name}, ${rounds} round${rounds === 1 ? '' : 's'}, ${seats}, seed ${seed}\n${formatTable(players, result, forfeits)}\n`);
  }
  return EXIT_OK;
}

/**
 * The `onRound` of a batch starting at round `from` (0-based) whose players sit swapped when `swap` is 1: adds
 * each round's record to `records`, the players named as on the command line, the round counted from 1.
 */
function keepRound(game: Game<unknown>, players: readonly Contestant[], seed: number, from: number, swap: number, records: MatchRecord[]) {
  return ({ round, seats, result }: RoundReport<unknown>): void => {
    const name = (seat: 0 | 1): string => players[seats[seat] ^ swap]?.name ?? '';
    records.push(recordMatch(game, result, { players: [name(0), name(1)], seed, round: from + round }));
  };
}

function alreadyExists(path: string): UsageError {
  return new UsageError(`--record ${quoteArgument(path)} already exists: give --force to overwrite it`);
}

/** Writes the records, a blank line between two; a file that exists (unless `force`) or cannot be written is exit 2. */
async function writeRecords(path: string, records: readonly MatchRecord[], force: boolean): Promise<void> {
  try {
    await writeFile(path, formatMatchRecords(records), { flag: force ? 'w' : 'wx' });
  } catch (error) {
    // A file that appeared while the rounds were played.
    if ((error as { code?: unknown }).code === 'EEXIST') throw alreadyExists(path);
    throw new UnreadableFileError(`cannot write --record ${quoteArgument(path)}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
