import { createRequire } from 'node:module';
import { InvalidInputError, UnreadableFileError, UsageError } from './args.js';
import { analyzeCommand } from './analyze.js';
import { boutonCommand } from './bouton.js';
import { demoCommand } from './demo.js';
import { grundyCommand } from './grundy.js';
import { halvingCommand } from './halving.js';
import { EXIT_INVALID, EXIT_OK, EXIT_USAGE, type CliIo } from './io.js';
import { playCommand } from './play.js';
import { simulateCliCommand } from './simulate-args.js';
import { solveCommand } from './solve.js';
import { sticksCommand } from './sticks.js';

/** One `nimkit` command: its one-line summary and its runner. */
interface Command {
  summary: string;
  run(args: readonly string[], io: CliIo): Promise<number>;
}

const COMMANDS: Record<string, Command> = {
  demo: { summary: 'a guided tour of every capability over the bundled examples', run: demoCommand },
  bouton: { summary: 'solve a nim.txt file (Bouton\'s strategy), from FILE or stdin', run: boutonCommand },
  solve: { summary: 'who wins a Nim position, the nim-sum in binary and every winning move', run: solveCommand },
  play: { summary: 'play Nim against the perfect player', run: playCommand },
  halving: { summary: 'the single-heap halving game: losing numbers, moves, a game against the robot', run: halvingCommand },
  simulate: { summary: 'validate and simulate a recorded semicolon game file', run: simulateCliCommand },
  analyze: { summary: 'mark each move of a recorded game as winning, neutral or a blunder', run: analyzeCommand },
  sticks: { summary: 'the sticks board: competitions, tournaments and human play', run: sticksCommand },
  grundy: { summary: 'Grundy values and proved period of a heap game given by its code (0.77, 4!, ...)', run: grundyCommand },
};

/** The tool's `--help`. */
export const HELP_TEXT = `nimkit: simulate, validate and solve games of Nim

Usage: nimkit <command> [options]
       nimkit <command> --help

Commands:
${Object.entries(COMMANDS)
  .map(([name, command]) => `  ${name.padEnd(9)} ${command.summary}`)
  .join('\n')}

Options:
  -h, --help     show this help
  -v, --version  print the version

Exit codes:
  0  success
  1  the input is invalid (an invalid game, a bad heap list, a malformed file)
  2  usage error or unreadable file
`;

function version(): string {
  // dist/cli.js sits one level below the package root, in the repo and when installed.
  const require = createRequire(import.meta.url);
  return (require('../package.json') as { version: string }).version;
}

/**
 * Runs the nimkit command line and resolves to the exit code. Expected failures print one line on stderr:
 * usage errors exit 2, invalid input exits 1.
 */
export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '-h' || name === '--help' || name === 'help') {
    (name === undefined ? io.stderr : io.stdout).write(HELP_TEXT);
    return name === undefined ? EXIT_USAGE : EXIT_OK;
  }
  if (name === '-v' || name === '--version') {
    io.stdout.write(`${version()}\n`);
    return EXIT_OK;
  }
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (command === undefined) {
    io.stderr.write(`nimkit: unknown command ${JSON.stringify(name)}; see nimkit --help\n`);
    return EXIT_USAGE;
  }
  try {
    return await command.run(rest, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr.write(`nimkit ${name}: ${error.message}; see nimkit ${name} --help\n`);
      return EXIT_USAGE;
    }
    if (error instanceof UnreadableFileError) {
      io.stderr.write(`nimkit ${name}: ${error.message}\n`);
      return EXIT_USAGE;
    }
    if (error instanceof InvalidInputError) {
      io.stderr.write(`nimkit ${name}: ${error.message}\n`);
      return EXIT_INVALID;
    }
    throw error;
  }
}
