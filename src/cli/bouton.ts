import { NimFileError, analyzeNimFile, solveNimFile } from '../index.js';
import { ENDING_OPTIONS, endingHelp, InvalidInputError, parseCommandArgs, readEnding, UsageError } from './args.js';
import { readTextInput } from './input.js';
import { toJsonLine } from './json.js';
import { EXIT_OK, type CliIo } from './io.js';

/** `nimkit bouton --help`. */
const BOUTON_HELP = `Usage: nimkit bouton [FILE|-] [--play normal|misere] [--json]

Solves a nim.txt file with Bouton's strategy: the first line is the number of data sets n, then n lines of two
or more heap sizes. Prints "Lose Game" or "Remove K counters from Heap H" per data set. Reads standard input
when FILE is - or missing.

Options:
${endingHelp('normal', { normal: 'whoever takes the last counter wins', misere: 'whoever takes the last counter loses' })}
  --json                print {"play", "results"} as JSON, one object per data set: {"kind": "lose"},
                        {"kind": "move", "heap": H, "count": K} or (misère, all heaps empty) {"kind": "win"}
  -h, --help            show this help
`;

const LARGE_FILE = 50 * 1024 * 1024;

/** `nimkit bouton [FILE|-]`: the course assignment's program. A malformed file exits 1 with the line and the reason. */
export async function boutonCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, {
    ...ENDING_OPTIONS,
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  });
  if (values.help) {
    io.stdout.write(BOUTON_HELP);
    return EXIT_OK;
  }
  const options = { play: readEnding(values, 'normal') };
  if (positionals.length > 1) throw new UsageError('give one FILE, or - for standard input');
  const path = positionals[0] ?? '-';
  const text = await readTextInput(path, io);
  const large = text.length > LARGE_FILE && io.stderr.isTTY === true;
  if (large) io.stderr.write(`nimkit bouton: solving ${Math.round(text.length / 1048576)} MB...\r`);
  let output: string;
  try {
    output = values.json ? toJsonLine({ play: options.play, results: analyzeNimFile(text, options) }) : solveNimFile(text, options);
  } catch (error) {
    if (error instanceof NimFileError) throw new InvalidInputError(`${path === '-' ? 'stdin' : path}: ${error.message}`);
    throw error;
  }
  if (large) io.stderr.write('nimkit bouton: solved.                 \n');
  io.stdout.write(output);
  return EXIT_OK;
}
