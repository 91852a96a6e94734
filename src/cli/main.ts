import { createRequire } from 'node:module';
import { InvalidInputError, limitAsInput, OptionError, quoteArgument, UnreadableFileError, UsageError } from './args.js';
import { WorkLimitError } from '../index.js';
import { analyzeCommand } from './analyze.js';
import { boutonCommand } from './bouton.js';
import { demoCommand } from './demo.js';
import { censusCommand } from './census.js';
import { grundyCommand } from './grundy.js';
import { halvingCommand } from './halving.js';
import { collectingIo, describeWriteError, EXIT_BROKEN_PIPE, EXIT_INVALID, EXIT_OK, EXIT_USAGE, isBrokenPipe, type CliIo } from './io.js';
import { matchCommand } from './match.js';
import { misereCommand } from './misere.js';
import { playCommand } from './play.js';
import { replayCommand } from './replay.js';
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
  solve: { summary: 'who wins a Nim position (or a heap-game sum with --game CODE) and every winning move', run: solveCommand },
  play: { summary: 'play Nim against the perfect player', run: playCommand },
  halving: { summary: 'the single-heap halving game: losing numbers, moves, a game against the robot', run: halvingCommand },
  simulate: { summary: 'validate and simulate a recorded semicolon game file', run: simulateCliCommand },
  analyze: { summary: 'mark each move of a recorded game as winning, neutral or a blunder', run: analyzeCommand },
  sticks: { summary: 'the sticks board: competitions, tournaments and human play', run: sticksCommand },
  match: { summary: 'a seeded competition of two players (random, perfect, search, mcts, erring) on any game', run: matchCommand },
  replay: { summary: 'step through a match record (nimkit match --record), naming the first illegal move', run: replayCommand },
  grundy: { summary: 'Grundy values and proved period of a heap game given by its code or name (0.77, kayles, 4!, ...)', run: grundyCommand },
  census: { summary: 'the whole table of octal games 0.ddd and 4.ddd: proved periods, rare values, equal games', run: censusCommand },
  misere: { summary: 'the misère quotient of a heap game (0.75, kayles, ...): presentation, P-portion, pretending function', run: misereCommand },
};

/** The tool's `--help`. */
const HELP_TEXT = `nimkit: simulate, validate and solve games of Nim

Usage: nimkit <command> [options]
       nimkit help <command>

Commands:
${Object.entries(COMMANDS)
  .map(([name, command]) => `  ${name.padEnd(9)} ${command.summary}`)
  .join('\n')}

Every command that plays an ending takes --play normal|misere, or --normal and --misere for short; each
command's --help names its default (normal, except halving, sticks and recorded games: misère).

Options:
  -h, --help     show this help
  -v, --version  print the version

Exit codes:
  0    success
  1    the input is invalid (an invalid game, a bad heap list, a malformed or binary file)
  2    usage error, or a file or stream that cannot be read or written
  130  interrupted (Ctrl-C); 143 terminated (SIGTERM)
  141  the reader of the output went away (nimkit ... | head), like a command killed by SIGPIPE
`;

function version(): string {
  // dist/cli.js sits one level below the package root, in the repo and when installed.
  const require = createRequire(import.meta.url);
  return (require('../package.json') as { version: string }).version;
}

/** A command's usage line, the first line of its `--help`, or '' when it has none. */
async function usageLine(command: Command): Promise<string> {
  const captured = collectingIo();
  try {
    await command.run(['--help'], captured.io);
  } catch {
    return '';
  }
  const first = captured.text().split('\n', 1)[0] ?? '';
  return first.startsWith('Usage:') ? `${first}\n` : '';
}

/** Looks a command up by name; a usage error (exit 2) for an unknown one. */
function findCommand(name: string, io: CliIo): Command | undefined {
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (command === undefined) io.stderr.write(`nimkit: unknown command ${quoteArgument(name)}; see nimkit --help\n`);
  return command;
}

/** Runs one command, turning its expected failures into one line on stderr (and the usage line) and a code. */
async function runCommand(name: string, command: Command, args: readonly string[], io: CliIo): Promise<number> {
  try {
    return await command.run(args, io);
  } catch (error) {
    if (error instanceof UsageError) {
      const usage = error instanceof OptionError ? await usageLine(command) : '';
      io.stderr.write(`nimkit ${name}: ${error.message}; see nimkit ${name} --help\n${usage}`);
      return EXIT_USAGE;
    }
    if (error instanceof UnreadableFileError) {
      io.stderr.write(`nimkit ${name}: ${error.message}\n`);
      return EXIT_USAGE;
    }
    // A work limit of the library met by any command: one line naming the CLI's way past it.
    const input = error instanceof WorkLimitError ? limitAsInput(error, name) : error;
    if (input instanceof InvalidInputError) {
      io.stderr.write(`nimkit ${name}: ${input.message}\n`);
      return EXIT_INVALID;
    }
    throw error;
  }
}

/**
 * Waits until standard output has taken everything, then turns a write failure into the exit code: a reader
 * that went away (`| head -1`) ends quietly with {@link EXIT_BROKEN_PIPE}; any other failure (a full disk)
 * is one line on stderr and {@link EXIT_USAGE}.
 */
async function checkOutput(label: string, io: CliIo, code: number): Promise<number> {
  await io.stdout.settled?.();
  const failure = io.stdout.failure;
  if (failure == null) return code;
  if (isBrokenPipe(failure)) return EXIT_BROKEN_PIPE;
  io.stderr.write(`${label}: cannot write standard output: ${describeWriteError(failure)}\n`);
  return EXIT_USAGE;
}

/**
 * Runs the nimkit command line and resolves to the exit code. Expected failures print one line on stderr:
 * usage errors exit 2 (an option error also shows the command's usage line), invalid input exits 1, a failed
 * write to standard output exits 2 (141, silently, when the reader went away). `nimkit help COMMAND` is
 * `nimkit COMMAND --help`.
 *
 * @example
 * ```ts
 * process.exitCode = await main(['solve', '3', '4', '5'], { stdout, stderr, stdin: process.stdin });
 * ```
 */
export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === 'help' && rest.length > 0) {
    const [topic, ...extra] = rest;
    if (extra.length > 0 || topic === undefined) {
      io.stderr.write('nimkit help: give one command; see nimkit --help\n');
      return EXIT_USAGE;
    }
    const command = findCommand(topic, io);
    if (command === undefined) return EXIT_USAGE;
    return checkOutput(`nimkit ${topic}`, io, await runCommand(topic, command, ['--help'], io));
  }
  if (name === undefined || name === '-h' || name === '--help' || name === 'help') {
    (name === undefined ? io.stderr : io.stdout).write(HELP_TEXT);
    return checkOutput('nimkit', io, name === undefined ? EXIT_USAGE : EXIT_OK);
  }
  if (name === '-v' || name === '--version') {
    io.stdout.write(`${version()}\n`);
    return checkOutput('nimkit', io, EXIT_OK);
  }
  const command = findCommand(name, io);
  if (command === undefined) return EXIT_USAGE;
  return checkOutput(`nimkit ${name}`, io, await runCommand(name, command, rest, io));
}
