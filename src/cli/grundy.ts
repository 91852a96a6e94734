import { HeapGame, HeapGameCodeError, type HeapGameMove, type Ending } from '../index.js';
import { InvalidInputError, parseCommandArgs, parseIntegerOption, parseWholeNumber, UsageError } from './args.js';
import { toJsonLine } from './json.js';
import { EXIT_OK, type CliIo } from './io.js';

/** `nimkit grundy --help`. */
export const GRUNDY_HELP = `Usage: nimkit grundy CODE [--count N] [--json]

The Grundy values of a heap game given by its take-and-break code (the notation of Winning Ways and CGSuite):
digit k says what removing k counters from one heap may leave (1 nothing, 2 one heap, 4 two heaps, 8 three;
hex digits add them up), "!" after a digit: the heaps left must be unequal, "?": not all equal, [...] repeats.
  0.[3]  Nim        0.77  Kayles        0.07  Dawson's Kayles        4!  Grundy's game

Prints the values of heaps 0 to N-1 on one line, and the period when it is proved.

Options:
  --count N  how many values (default 100, at most 16777216)
  --json     print { "code", "values", "preperiod", "period" } (the last two null when no period is proved)
  -h, --help

Progress goes to stderr for long runs on a terminal. Exit codes: 0 success, 1 bad code or too many values for
this game, 2 usage error.
`;

/** Reads a code, turning a code error into invalid input (exit 1). */
export function parseGame(code: string): HeapGame {
  try {
    return HeapGame.parse(code);
  } catch (error) {
    if (error instanceof HeapGameCodeError) throw new InvalidInputError(error.message);
    throw error;
  }
}

/** Runs `action`, turning a RangeError (a cap of the library) into invalid input (exit 1). */
export function withinLimits<T>(action: () => T): T {
  try {
    return action();
  } catch (error) {
    if (error instanceof RangeError) throw new InvalidInputError(error.message);
    throw error;
  }
}

const PROGRESS_STEP = 1 << 16;

/** \`nimkit grundy CODE\`: the values and the proved period. */
export function grundyCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, {
    count: { type: 'string' },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  });
  if (values.help) {
    io.stdout.write(GRUNDY_HELP);
    return Promise.resolve(EXIT_OK);
  }
  if (positionals.length !== 1 || positionals[0] === undefined) throw new UsageError('give exactly one CODE');
  const count = parseIntegerOption(values.count, 'count', 100, 0, 1 << 24);
  const game = parseGame(positionals[0]);
  const period = withinLimits(() => game.period());
  const progress = io.stderr.isTTY === true && period === undefined && count > PROGRESS_STEP;
  const list = withinLimits(() => {
    if (progress) {
      for (let n = PROGRESS_STEP; n < count; n += PROGRESS_STEP) {
        game.grundy(n);
        io.stderr.write(`\r${n} of ${count} values`);
      }
      io.stderr.write('\r\u001b[K');
    }
    return game.grundyValues(count);
  });
  if (values.json) {
    io.stdout.write(toJsonLine({ code: game.code, values: Array.from(list), preperiod: period?.preperiod ?? null, period: period?.period ?? null }));
  } else {
    io.stdout.write(`${list.join(' ')}\n`);
  }
  return Promise.resolve(EXIT_OK);
}

/** The `--game` mode of \`nimkit analyze\`: outcome, Grundy values and every winning move of a sum of heaps. */
export function analyzeHeapGame(code: string, heapTexts: readonly string[], play: Ending, json: boolean, io: CliIo): number {
  const game = parseGame(code);
  const heaps = heapTexts.map((text, index) => {
    const size = parseWholeNumber(text, `heap ${index + 1}`);
    if (typeof size !== 'number') throw new InvalidInputError(`heap ${index + 1} must be at most 2^53 - 1, got ${text}`);
    return size;
  });
  if (heaps.length === 0) throw new UsageError('give the heap sizes after --game CODE');
  const grundy = withinLimits(() => heaps.map((heap) => game.grundy(heap)));
  const outcome = withinLimits(() => game.outcome(heaps, { play }));
  const moves = withinLimits(() => game.winningMoves(heaps, { play }));
  if (json) {
    io.stdout.write(toJsonLine({ code: game.code, play, heaps, grundy, outcome, winningMoves: moves }));
    return EXIT_OK;
  }
  const ending = play === 'misere' ? 'misère play: whoever cannot move wins' : 'normal play: whoever cannot move loses';
  const lines = [`Game ${game.code ?? code} (${ending}), heaps ${heaps.join(' ')}`];
  lines.push(`Grundy values: ${grundy.join(' ')}${play === 'normal' ? ` (nim-sum ${grundy.reduce((a, b) => (a ^ b) >>> 0, 0)})` : ''}`);
  lines.push(outcome === 'N' ? 'Outcome: N (the player to move wins)' : 'Outcome: P (the player to move loses)');
  if (moves.length > 0) {
    lines.push('Winning moves:');
    for (const move of moves) lines.push(`  ${describeMove(move)}`);
  }
  io.stdout.write(`${lines.join('\n')}\n`);
  return EXIT_OK;
}

function describeMove({ heap, take, leave }: HeapGameMove): string {
  const left = leave.length === 0 ? 'nothing' : leave.length === 1 ? `${leave[0]}` : `heaps ${leave.join(' and ')}`;
  return `heap ${heap}: take ${take}, leaving ${left}`;
}
