import { ENDING_OPTIONS, parseCommandArgs, readFixedEnding, UsageError } from './args.js';
import { EXIT_OK, type CliIo } from './io.js';
import { simulateCommand } from './simulate.js';

/** `nimkit simulate --help`. */
const SIMULATE_HELP = `Usage: nimkit simulate FILE|- [--explain] [--json]

Validates a recorded semicolon game file (counters;piles, the starting piles, then pile;count moves) and prints
its simulation, or "Invalid Game." for an invalid game. A file is streamed twice (validate, then print), so a
file of any size runs in bounded memory. Standard input (-) and FIFOs are validated as they arrive, the first
bad line ending the read; a valid game is kept in a temporary file for printing, removed on exit (Ctrl-C too).

The game is misère: whoever must take the last token loses. --play misere (or --misere) is accepted and
changes nothing; --play normal (or --normal) is a usage error, since the record format has no other ending.

Options:
  --explain             for an invalid game, also print the diagnostic (line, column, reason) to stderr
  --json                print the validation result as JSON instead of the transcript
  -h, --help            show this help

Exit codes: 0 valid game, 1 invalid game, 2 usage error or unreadable file.
`;

/** `nimkit simulate FILE|-`: argument parsing around the streaming simulator. */
export async function simulateCliCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, {
    ...ENDING_OPTIONS,
    explain: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  });
  if (values.help) {
    io.stdout.write(SIMULATE_HELP);
    return EXIT_OK;
  }
  readFixedEnding(values, 'misere', 'a recorded game is misère (whoever must take the last token loses)');
  const [file, ...extra] = positionals;
  if (file === undefined || extra.length > 0) throw new UsageError('give exactly one FILE, or - for standard input');
  const options = { explain: values.explain, json: values.json };
  return simulateCommand(file, options, io);
}
