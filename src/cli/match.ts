// `nimkit match`: a seeded competition between two play-engine players on any engine game.
import {
  competition,
  createRandom,
  erringPlayer,
  GAME_SPECS,
  gameFromSpec,
  mctsPlayer,
  perfectPlayer,
  randomPlayer,
  searchPlayer,
} from '../index.js';
import type { CompetitionResult, Game, GenericPlayer } from '../index.js';
import { InvalidInputError, parseCommandArgs, parseSeed, quoteArgument, UsageError } from './args.js';
import { playInBatches } from './batches.js';
import { EXIT_OK } from './io.js';
import type { CliIo } from './io.js';
import { toJsonLine } from './json.js';

/** The `--help` text. */
export const matchHelpText = `Usage: nimkit match --game GAME --players P1,P2 [--rounds N] [--seed S] [--misere | --normal] [--json]

Plays N rounds between two players; they swap seats every round, so neither gains
from moving first. The same seed replays the same games.

Games:
${GAME_SPECS.map(({ form, summary }) => `  ${form}\n                  ${summary}`).join('\n')}
  Each is played in normal play unless --misere, but for halving and sticks:
  misere unless --normal (sticks is always misere).

Players:
  random          a uniformly random legal move
  perfect         the game's theory (Bouton, the halving formula, the sticks strategy,
                  Grundy values, Wythoff pairs, Zeckendorf, ...), else the exact solver
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
Interrupted: 130 (Ctrl-C), 143 (SIGTERM).
`;

/** A parsed player: its command-line name and the player. */
interface Contestant {
  readonly name: string;
  readonly player: GenericPlayer;
}

/** Builds the game from the catalog: an unknown kind is a usage error (exit 2), bad parameters invalid input (exit 1). */
function parseGame(text: string, ending: 'normal' | 'misere' | undefined): Game<unknown> {
  const kind = text.split(':')[0]?.trim().toLowerCase();
  if (!GAME_SPECS.some((spec) => spec.kind === kind)) {
    throw new UsageError(`--game must be one of ${GAME_SPECS.map(({ form }) => form).join(', ')}; got ${quoteArgument(text)}`);
  }
  try {
    return gameFromSpec(text, ending === undefined ? {} : { play: ending });
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
export async function matchCommand(args: readonly string[], io: CliIo): Promise<number> {
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
    return EXIT_OK;
  }
  if (values.game === undefined || values.players === undefined) throw new UsageError('give --game and --players');
  if (values.misere && values.normal) throw new UsageError('give --misere or --normal, not both');
  const names = values.players.split(',');
  if (names.length !== 2) throw new UsageError(`--players must name two players, got ${quoteArgument(values.players)}`);
  const players = names.map(parsePlayer);
  const game = parseGame(values.game, values.misere ? 'misere' : values.normal ? 'normal' : undefined);
  const rounds = values.rounds === undefined ? 100 : Number(values.rounds);
  if (!/^\d+$/.test(values.rounds ?? '1') || !Number.isSafeInteger(rounds) || rounds < 1) {
    throw new UsageError(`--rounds must be a whole number of at least 1, got ${quoteArgument(values.rounds ?? '')}`);
  }
  const seed = parseSeed(values.seed);
  const [first, second] = players as [Contestant, Contestant];
  const random = createRandom(seed);
  // In batches, so Ctrl-C is handled between them. The seats swap every round: a batch that starts on an odd
  // round passes the players swapped, so its rounds are those of one competition.
  const wins = [0, 0];
  const forfeits = [0, 0];
  await playInBatches(io, 'match', rounds, 0, (from, count, onRound) => {
    const swap = from % 2;
    const [one, two] = swap === 0 ? [first, second] : [second, first];
    const batch = competition(game, one.player, two.player, { rounds: count, random, alternate: true, ...(onRound && { onProgress: onRound }) });
    // Player p of the batch is player p ^ swap of the command line.
    const add = (tally: number[], player: number, amount: number): void => {
      tally[player ^ swap] = (tally[player ^ swap] ?? 0) + amount;
    };
    add(wins, 0, batch.wins[0]);
    add(wins, 1, batch.wins[1]);
    for (const { player } of batch.forfeits) add(forfeits, player, 1);
  });
  const result: CompetitionResult = { rounds, wins: [wins[0] ?? 0, wins[1] ?? 0], forfeits: [] };
  if (values.json) {
    io.stdout.write(toJsonLine({ game: game.name, players: [first.name, second.name], rounds, seed, alternate: true, wins: result.wins, forfeits }));
  } else {
    io.stdout.write(`${game.name}: ${first.name} vs ${second.name}, ${rounds} rounds, seats alternating, seed ${seed}\n${formatTable(players, result, forfeits)}\n`);
  }
  return EXIT_OK;
}
