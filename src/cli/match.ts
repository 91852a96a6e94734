// `nimkit match`: a seeded competition between two play-engine players on any engine game.
import {
  competition,
  createRandom,
  erringPlayer,
  halvingGame,
  heapGame,
  mctsPlayer,
  nimGame,
  perfectPlayer,
  randomPlayer,
  searchPlayer,
  sticksGame,
} from '../index.js';
import type { CompetitionResult, Game, GenericPlayer } from '../index.js';
import { InvalidInputError, parseCommandArgs, parseSeed, quoteArgument, UsageError } from './args.js';
import { EXIT_OK, progressReporter } from './io.js';
import type { CliIo } from './io.js';
import { toJsonLine } from './json.js';

/** The `--help` text. */
export const matchHelpText = `Usage: nimkit match --game GAME --players P1,P2 [--rounds N] [--seed S] [--misere | --normal] [--json]

Plays N rounds between two players; they swap seats every round, so neither gains
from moving first. The same seed replays the same games.

Games:
  nim:H1,H2,...   Nim on these heaps (normal play unless --misere)
  halving:N       one heap of N; a move takes 1 to half (misere unless --normal)
  sticks[:R1,...] the sticks board, default rows 7,5,3,1 (whoever marks the last stick loses)
  heap:CODE:H1,...
                  a heap game given by its take-and-break code, on these heaps:
                  heap:0.77:5,7 is Kayles (normal play unless --misere)

Players:
  random          a uniformly random legal move
  perfect         the game's theory (Bouton, the halving formula, the sticks strategy,
                  Grundy values)
  search[:DEPTH]  alpha-beta search, default depth 8
  mcts[:N]        Monte Carlo tree search, N playouts per move (default 1000)
  erring[:RATE]   perfect, but a random move with probability RATE (default 0.1)

Options:
  --rounds N      rounds to play (default 100)
  --seed S        a whole number from 0 to 4294967295 (default: from the clock)
  --misere        whoever makes the last move loses
  --normal        whoever cannot move loses
  --json          print the result as one JSON object
  -h, --help      show this help

Exit codes: 0 done, 1 invalid game, 2 usage error.
`;

/** A parsed player: its command-line name and the player. */
interface Contestant {
  readonly name: string;
  readonly player: GenericPlayer;
}

function parseNumberList(text: string, what: string): number[] {
  const fields = text.split(',').map((field) => field.trim());
  if (!fields.every((field) => /^\d+$/.test(field))) throw new InvalidInputError(`${what} must be a comma-separated list of whole numbers, got ${quoteArgument(text)}`);
  return fields.map(Number);
}

/** Builds the game, turning the library's argument errors into invalid-input errors (exit 1). */
function parseGame(text: string, ending: 'normal' | 'misere' | undefined): Game<unknown> {
  const [kind = '', spec] = text.trim().toLowerCase().split(/:(.*)/s);
  const play = ending === undefined ? {} : { play: ending };
  try {
    if (kind === 'nim' && spec !== undefined) return nimGame(parseNumberList(spec, 'the heaps'), play);
    if (kind === 'halving' && spec !== undefined && /^\d+$/.test(spec.trim())) return halvingGame(Number(spec), play);
    if (kind === 'sticks') {
      if (ending === 'normal') throw new UsageError('the sticks game is always misere: whoever marks the last stick loses; drop --normal');
      return (spec === undefined ? sticksGame() : sticksGame(parseNumberList(spec, 'the rows')));
    }
    // A code never holds a colon, so the heaps start after the first one.
    const [code, heaps] = spec?.split(/:(.*)/s) ?? [];
    if (kind === 'heap' && code !== undefined && heaps !== undefined) return heapGame(code.trim(), parseNumberList(heaps, 'the heaps'), play);
  } catch (error) {
    if (error instanceof UsageError || error instanceof InvalidInputError) throw error;
    throw new InvalidInputError(`--game ${text}: ${error instanceof Error ? error.message : String(error)}`);
  }
  throw new UsageError(`--game must be nim:HEAPS, halving:N, sticks[:ROWS] or heap:CODE:HEAPS, got ${quoteArgument(text)}`);
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
    throw new UsageError(`--players ${text}: ${error instanceof Error ? error.message : String(error)}`);
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
  return [`${'Player'.padEnd(width)} ${'Wins'.padStart(6)} ${'Share'.padStart(7)} ${'Forfeits'.padStart(8)}`, ...lines].join('\n');
}

/**
 * Runs `nimkit match` with the arguments after the command name.
 *
 * @param args - The arguments, e.g. `['--game', 'nim:1,3,5,7', '--players', 'perfect,mcts', '--seed', '1']`.
 * @param io - The streams to use.
 * @returns The exit code.
 * @throws {@link UsageError} for a bad command line; {@link InvalidInputError} for an invalid game.
 */
export function matchCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, {
    game: { type: 'string' },
    players: { type: 'string' },
    rounds: { type: 'string' },
    seed: { type: 'string' },
    misere: { type: 'boolean', default: false },
    normal: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  });
  if (positionals.length > 0) throw new UsageError(`unexpected argument ${quoteArgument(positionals[0] ?? '')}`);
  if (values.help) {
    io.stdout.write(matchHelpText);
    return Promise.resolve(EXIT_OK);
  }
  if (values.game === undefined || values.players === undefined) throw new UsageError('give --game and --players');
  if (values.misere && values.normal) throw new UsageError('give --misere or --normal, not both');
  const names = values.players.split(',');
  if (names.length !== 2) throw new UsageError(`--players must name two players, got ${quoteArgument(values.players)}`);
  const players = names.map(parsePlayer);
  const game = parseGame(values.game, values.misere ? 'misere' : values.normal ? 'normal' : undefined);
  const rounds = values.rounds === undefined ? 100 : Number(values.rounds);
  if (!/^\d+$/.test(values.rounds ?? '1') || !Number.isSafeInteger(rounds) || rounds < 1) {
    throw new UsageError(`--rounds must be a whole number of at least 1, got ${JSON.stringify(values.rounds)}`);
  }
  const seed = parseSeed(values.seed);
  const onProgress = progressReporter(io, 'match', rounds);
  const [first, second] = players as [Contestant, Contestant];
  const result = competition(game, first.player, second.player, {
    rounds,
    random: createRandom(seed),
    alternate: true,
    ...(onProgress && { onProgress }),
  });
  const forfeits = [0, 1].map((player) => result.forfeits.filter((forfeit) => forfeit.player === player).length);
  if (values.json) {
    io.stdout.write(toJsonLine({ game: game.name, players: [first.name, second.name], rounds, seed, alternate: true, wins: result.wins, forfeits }));
  } else {
    io.stdout.write(`${game.name}: ${first.name} vs ${second.name}, ${rounds} rounds, seats alternating, seed ${seed}\n${formatTable(players, result, forfeits)}\n`);
  }
  return Promise.resolve(EXIT_OK);
}
