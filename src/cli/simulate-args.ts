import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseCommandArgs, UsageError } from './args.js';
import { EXIT_OK, type CliIo } from './io.js';
import { simulateCommand } from './simulate.js';

/** `nimkit simulate --help`. */
export const SIMULATE_HELP = `Usage: nimkit simulate FILE|- [--explain] [--json]

Validates a recorded semicolon game file (counters;piles, the starting piles, then pile;count moves) and prints
its simulation, or "Invalid Game." for an invalid game. The file is streamed twice (validate, then print), so a
file of any size runs in bounded memory; standard input (-) is first copied to a temporary file.

Options:
  --explain  for an invalid game, also print the diagnostic (line, column, reason) to stderr
  --json     print the validation result as JSON instead of the transcript
  -h, --help

Exit codes: 0 valid game, 1 invalid game, 2 usage error or unreadable file.
`;

/**
 * Copies standard input to a file in a fresh temporary directory, runs `simulate` on it, then removes the
 * directory: the simulator reads its input twice, which a pipe cannot do.
 */
async function withStdinAsFile(io: CliIo, simulate: (path: string) => Promise<number>): Promise<number> {
  const directory = await mkdtemp(join(tmpdir(), 'nimkit-'));
  try {
    const path = join(directory, 'stdin.txt');
    await pipeline(Readable.from(io.stdin), createWriteStream(path));
    return await simulate(path);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/** `nimkit simulate FILE|-`: argument parsing around the streaming simulator. */
export async function simulateCliCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, {
    explain: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  });
  if (values.help) {
    io.stdout.write(SIMULATE_HELP);
    return EXIT_OK;
  }
  const [file, ...extra] = positionals;
  if (file === undefined || extra.length > 0) throw new UsageError('give exactly one FILE, or - for standard input');
  const options = { explain: values.explain, json: values.json };
  if (file === '-') return withStdinAsFile(io, (path) => simulateCommand(path, options, io, 'standard input'));
  return simulateCommand(file, options, io);
}
