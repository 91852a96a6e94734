import { createRandom, halvingLosingNumbers, halvingMove, halvingRobotMove, halvingMaxTake, isHalvingLosing, isHalvingMoveLegal, randomInt, type HalvingPlay } from '../index.js';
import { InvalidInputError, parseCommandArgs, parseIntegerOption, parseSeed, parseWholeNumber, quoteArgument, UsageError } from './args.js';
import { toJsonLine } from './json.js';
import { createLineReader, EXIT_OK, type CliIo } from './io.js';

/** `nimkit halving --help`. */
const HALVING_HELP = `Usage: nimkit halving N [--play misere|normal] [--json]
       nimkit halving --sequence K [--play misere|normal] [--json]
       nimkit halving --game [--start N] [--seed S] [--play misere|normal]

The single-heap halving game: a move takes 1 to floor(n/2) counters.
  misère (default, the original program's rule): whoever leaves a single counter loses; losing sizes 2, 5, 11, 23, ...
  normal (the original text's rule): whoever cannot move loses; losing sizes 1, 3, 7, 15, ...

  N               whether N is a losing size for the player to move, and the winning take if not
  --sequence K    the first K losing sizes
  --game          play against the robot (start from --start N, or a random size 1 to 1000)
  --seed S        seed for the random start and the robot's moves from a losing size
  --json          print the answer as JSON
  -h, --help
`;

function parsePlay(text: string): HalvingPlay {
  if (text !== 'misere' && text !== 'normal') throw new UsageError(`--play must be misere or normal, got ${quoteArgument(text)}`);
  return text;
}

/** `nimkit halving ...`: losing numbers, the winning take, or an interactive game against the robot. */
export async function halvingCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, {
    play: { type: 'string', default: 'misere' },
    sequence: { type: 'string' },
    game: { type: 'boolean', default: false },
    start: { type: 'string' },
    seed: { type: 'string' },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  });
  if (values.help) {
    io.stdout.write(HALVING_HELP);
    return EXIT_OK;
  }
  const play = parsePlay(values.play);
  if (values.game) return playHalvingGame(io, play, values.start, parseSeed(values.seed));
  if (values.sequence !== undefined) {
    const count = parseIntegerOption(values.sequence, 'sequence', 0, 1, 10_000);
    // A bigint count: past the 52nd size the numbers leave the safe-integer range.
    const numbers = halvingLosingNumbers(BigInt(count), { play });
    io.stdout.write(values.json ? toJsonLine({ play, numbers }) : `${numbers.join(', ')}\n`);
    return EXIT_OK;
  }
  if (positionals.length !== 1 || positionals[0] === undefined) throw new UsageError('give one heap size N, --sequence K or --game');
  const n = parseWholeNumber(positionals[0], 'N');
  // No take ever empties a heap, so 0 is not a position of this game.
  if (n === 0) throw new InvalidInputError('N must be at least 1: no halving move empties a heap, so 0 is not a position');
  const losing = isHalvingLosing(n, { play });
  const take = halvingMove(n, { play });
  if (values.json) {
    io.stdout.write(toJsonLine({ n, play, losing, take }));
  } else if (take === null) {
    const rule = play === 'misere' ? 'misère' : 'normal';
    io.stdout.write(
      BigInt(n) <= 1n
        ? `${n}: no move is possible, so the player to move has ${losing ? 'lost' : 'won'} (${rule} play).\n`
        : `${n} is a losing size (${rule} play): every take leaves the opponent a winning size.\n`,
    );
  } else {
    io.stdout.write(`${n} is a winning size (${play === 'misere' ? 'misère' : 'normal'} play): take ${take}, leaving ${BigInt(n) - BigInt(take)}, a losing size.\n`);
  }
  return EXIT_OK;
}

/** The original blog post's game: the human moves first, the robot answers; prompts and re-prompts as there. */
async function playHalvingGame(io: CliIo, play: HalvingPlay, startText: string | undefined, seed: number): Promise<number> {
  const random = createRandom(seed);
  let n = startText === undefined ? randomInt(random, 1, 1000) : parseIntegerOption(startText, 'start', 1, 1);
  const lines = createLineReader(io.stdin);
  const say = (text: string): void => void io.stdout.write(`${text}\n`);
  say(`The game starts with ${n} counter${n === 1 ? '' : 's'} (${play === 'misere' ? 'misère play: whoever leaves a single counter loses' : 'normal play: whoever cannot move loses'}).`);
  for (;;) {
    if (n <= 1) {
      say(play === 'misere' ? 'You win!' : 'You lose!');
      return EXIT_OK;
    }
    say(`\nNow it's your turn, and we have ${n} left.`);
    let take: number | null = null;
    while (take === null) {
      io.stdout.write('How many would you to take:');
      const line = await lines.next();
      if (line === null) {
        say('\nBye.');
        return EXIT_OK;
      }
      const value = /^\s*\d+\s*$/.test(line) ? Number(line) : Number.NaN;
      if (isHalvingMoveLegal(n, value)) take = value;
      else say(`\nThe number you can take must between 1 and ${halvingMaxTake(n)}`);
    }
    n -= take;
    // Misère: leaving a single counter loses. Normal: leaving no move (n <= 1) wins.
    if (play === 'misere' && n === 1) {
      say('You lose!');
      return EXIT_OK;
    }
    if (play === 'normal' && n <= 1) {
      say('You win!');
      return EXIT_OK;
    }
    const robot = halvingRobotMove(n, { play, random });
    if (robot === null) throw new Error('the robot has no move from a position with one'); // unreachable: n >= 2 here
    n -= robot;
    say(`The robot takes ${robot}, leaving ${n}.`);
  }
}
