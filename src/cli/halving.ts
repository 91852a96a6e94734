import { createRandom, halvingLosingNumbers, halvingMove, halvingRobotMove, halvingMaxTake, isHalvingLosing, isHalvingMoveLegal, randomInt, type HalvingPlay } from '../index.js';
import { ENDING_OPTIONS, endingHelp, InvalidInputError, parseCommandArgs, parseIntegerOption, parseSeed, parseWholeNumber, readEnding, UsageError } from './args.js';
import { toJsonLine } from './json.js';
import { createLineReader, EXIT_OK, type CliIo } from './io.js';

/** `nimkit halving --help`. */
const HALVING_HELP = `Usage: nimkit halving N [--play normal|misere] [--json]
       nimkit halving --sequence K [--play normal|misere] [--json]
       nimkit halving --game [--start N] [--seed S] [--play normal|misere] [--original]

The single-heap halving game: a move takes 1 to floor(n/2) counters, so a single counter cannot be moved.
Unlike Nim's commands, the default ending is misère: the original program's rule (its text describes
normal play). Losing sizes: misère 2, 5, 11, 23, ...; normal 1, 3, 7, 15, ...

  N                     whether N is a losing size for the player to move, and the winning take if not
  --sequence K          the first K losing sizes
  --game                play against the robot (start from --start N, at least 2, or a random size 2 to 1000)

Options:
${endingHelp('misere', { normal: 'whoever cannot move (one counter left) loses', misere: 'whoever leaves a single counter loses' })}
  --seed S              seed for the random start and the robot's moves from a losing size
  --original            with --game: the original program's prompts word for word, its typos included
                        ("How many would you to take:"), for scripts written against it
  --json                print the answer as JSON
  -h, --help            show this help
`;

/** The game's prompts: in plain English, or the original program's texts word for word. */
interface Prompts {
  /** Asks for the human's take. */
  ask: string;
  /** Says a take is out of range, from 1 to `max`. */
  outOfRange(max: number | bigint): string;
}

const PLAIN_PROMPTS: Prompts = {
  ask: 'How many counters do you take? ',
  outOfRange: (max) => (max === 1 || max === 1n ? 'You can only take 1.' : `You can take 1 to ${max}.`),
};

/** The original blog post's program, typos included: `--original`, for the scripts that compare with it. */
const ORIGINAL_PROMPTS: Prompts = {
  ask: 'How many would you to take:',
  outOfRange: (max) => `\nThe number you can take must between 1 and ${max}`,
};

/** `nimkit halving ...`: losing numbers, the winning take, or an interactive game against the robot. */
export async function halvingCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, {
    ...ENDING_OPTIONS,
    original: { type: 'boolean', default: false },
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
  const play: HalvingPlay = readEnding(values, 'misere');
  if (values.original && !values.game) throw new UsageError('--original needs --game: only the game has the original prompts');
  // One question per run: a size, a sequence or a game; anything more would be silently ignored.
  const asked = [positionals.length > 0 ? 'a heap size N' : '', values.sequence === undefined ? '' : '--sequence', values.game ? '--game' : ''].filter(Boolean);
  if (asked.length > 1) throw new UsageError(`${asked.join(' and ')} ask different things; give one`);
  if (!values.game && (values.start !== undefined || values.seed !== undefined)) {
    throw new UsageError(`${values.start === undefined ? '--seed' : '--start'} needs --game: only the game starts from a size or draws at random`);
  }
  if (values.game) return playHalvingGame(io, play, values.start, parseSeed(values.seed), values.original ? ORIGINAL_PROMPTS : PLAIN_PROMPTS);
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

/** The original blog post's game: the human moves first, the robot answers; re-prompts until a take is legal. */
async function playHalvingGame(io: CliIo, play: HalvingPlay, startText: string | undefined, seed: number, prompts: Prompts): Promise<number> {
  const random = createRandom(seed);
  let n = startText === undefined ? randomInt(random, 1, 1000) : parseIntegerOption(startText, 'start', 1, 1);
  // One counter is no game: nobody can move, so no one has won or lost yet. Refused as --start, drawn again at random.
  if (startText !== undefined && n === 1) throw new UsageError('--start 1 is no game: a single counter cannot be moved; give 2 or more');
  while (n === 1) n = randomInt(random, 1, 1000);
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
      io.stdout.write(prompts.ask);
      const line = await lines.next();
      if (line === null) {
        say('\nBye.');
        return EXIT_OK;
      }
      const value = /^\s*\d+\s*$/.test(line) ? Number(line) : Number.NaN;
      if (isHalvingMoveLegal(n, value)) take = value;
      else say(prompts.outOfRange(halvingMaxTake(n)));
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
