import { AssertionError, createRandom, Nim, randomInt, winningMove, type Move, type RandomSource } from '../index.js';
import { ENDING_OPTIONS, endingHelp, InvalidInputError, parseCommandArgs, parseSeed, quoteArgument, readEnding, UsageError } from './args.js';
import { createLineReader, EXIT_OK, type CliIo } from './io.js';

/** `nimkit play --help`. */
const PLAY_HELP = `Usage: nimkit play HEAP HEAP... [--play normal|misere] [--first human|computer] [--seed S]

Play Nim against the perfect player. At the prompt type a move as "heap count" (e.g. "2 3" takes 3 matches
from heap 2), "hint" for a winning move, or "quit". End of input also quits. A move that cannot be made is
refused with the reason, and you move again.

Options:
${endingHelp('normal', { normal: 'whoever takes the last match wins', misere: 'whoever takes the last match loses' })}
  --first WHO           who moves first: human (default) or computer
  --seed S              seed for the computer's moves when it has no winning move (default: from the clock)
  -h, --help            show this help
`;

const SHOW_BARS_UP_TO = 80;

function show(game: Nim): string {
  // Bars are the original Nim class's picture; past a screen's width the numbers say more.
  return game.heaps.every((size) => size <= SHOW_BARS_UP_TO) ? game.toString() : game.toRepr();
}

function randomLegalMove(heaps: readonly number[], random: RandomSource): Move {
  const nonEmpty = heaps.flatMap((size, index) => (size > 0 ? [index + 1] : []));
  const heap = nonEmpty[randomInt(random, 0, nonEmpty.length - 1)] ?? 1;
  return { heap, count: randomInt(random, 1, heaps[heap - 1] ?? 1) };
}

/** What the prompt asks for, said again when a line is not a move at all. */
const MOVE_FORMAT = 'type a move as "heap count" (e.g. "2 3"), hint or quit';

/** Reads "heap count" as two whole numbers, or null. */
function parseMove(line: string): [number, number] | null {
  const match = /^\s*(\d+)\s+(\d+)\s*$/.exec(line);
  return match ? [Number(match[1]), Number(match[2])] : null;
}

/**
 * Makes the human's move on `game`, or says why it cannot be made: the library's reason (`heap 1 holds 1:
 * cannot remove 5`), or the move format for a line that is no move. Returns whether the move was made.
 */
function tryMove(game: Nim, line: string, say: (text: string) => void): boolean {
  const move = parseMove(line);
  if (move === null) {
    say(`Invalid move: ${MOVE_FORMAT}; got ${quoteArgument(line.trim())}.`);
    return false;
  }
  try {
    game.remove(move[0], move[1]);
    return true;
  } catch (error) {
    if (!(error instanceof AssertionError)) throw error;
    say(`Invalid move: ${error.detail}.`);
    return false;
  }
}

/** `nimkit play HEAP...`: an interactive game on the Nim class against the perfect player. */
export async function playCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, {
    ...ENDING_OPTIONS,
    first: { type: 'string', default: 'human' },
    seed: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  });
  if (values.help) {
    io.stdout.write(PLAY_HELP);
    return EXIT_OK;
  }
  const play = readEnding(values, 'normal');
  if (values.first !== 'human' && values.first !== 'computer') {
    throw new UsageError(`--first must be human or computer, got ${quoteArgument(values.first)}`);
  }
  if (positionals.length < 2) throw new UsageError('give two or more heap sizes');
  let game: Nim;
  try {
    game = new Nim(...positionals.map((text) => (/^\d+$/.test(text) ? Number(text) : Number.NaN)));
  } catch (error) {
    if (error instanceof AssertionError) {
      throw new InvalidInputError(`invalid heaps: each heap must be a whole number up to ${Number.MAX_SAFE_INTEGER}`);
    }
    throw error;
  }
  const misere = play === 'misere';
  const random = createRandom(parseSeed(values.seed));
  const lines = createLineReader(io.stdin);
  const say = (text: string): void => void io.stdout.write(`${text}\n`);
  const lastMatch = (who: 'You' | 'The computer'): string =>
    misere === (who === 'You') ? 'The computer wins.' : 'You win!';

  say(`${game.toRepr()}, ${misere ? 'misère play: whoever takes the last match loses' : 'normal play: whoever takes the last match wins'}.`);
  let humanToMove = values.first === 'human';
  while (!game.isfinished()) {
    if (!humanToMove) {
      const move = winningMove(game.heaps, { play }) ?? randomLegalMove(game.heaps, random);
      game.remove(move.heap, move.count);
      say(`Computer takes ${move.count} from heap ${move.heap}.`);
      if (game.isfinished()) say(`The computer took the last match. ${lastMatch('The computer')}`);
      humanToMove = true;
      continue;
    }
    say(show(game));
    io.stdout.write('Your move ("heap count", hint or quit): ');
    const line = await lines.next();
    if (line === null || line.trim() === 'quit') {
      say('\nBye.');
      return EXIT_OK;
    }
    if (line.trim() === 'hint') {
      const hint = winningMove(game.heaps, { play });
      say(hint ? `Hint: take ${hint.count} from heap ${hint.heap}.` : 'Hint: no winning move here; every move loses against perfect play.');
      continue;
    }
    if (!tryMove(game, line, say)) continue;
    if (game.isfinished()) say(`You took the last match. ${lastMatch('You')}`);
    humanToMove = false;
  }
  return EXIT_OK;
}
