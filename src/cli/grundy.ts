import { HeapGame, HeapGameCodeError, type HeapGameMove, type Ending } from '../index.js';
import {
  ENDING_OPTIONS,
  fixedEndingHelp,
  HELP_COLUMN,
  InvalidInputError,
  parseCommandArgs,
  parseIntegerOption,
  parseWholeNumber,
  quoteArgument,
  readFixedEnding,
  UsageError,
  withinLimits,
} from './args.js';
import { MAX_FILE_VALUES } from './grundy-file.js';
import { provedText, provePeriodCommand, writeValueFile } from './grundy-out.js';
import { isGrundyWorker, serveGrundyWorker } from './grundy-worker.js';
import { toJsonLine } from './json.js';
import { RunProgress } from './run-progress.js';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { EXIT_INTERRUPTED, EXIT_OK, onInterrupt, OutputBatches, type CliIo } from './io.js';

/** One option line of a `--help`, its text starting at {@link HELP_COLUMN}. */
function line(label: string, text: string): string {
  return `  ${label.padEnd(HELP_COLUMN - 3)} ${text}`;
}

/** The names `HeapGame.parse` reads, each with its canonical code, wrapped as the help's other lines. */
function nameList(): string {
  const entries = Object.entries(HeapGame.names).map(([name, code]) => `${name} (${code}${name === 'lasker' ? ", Lasker's Nim" : ''})`);
  const lines = [''];
  entries.forEach((entry, index) => {
    const text = `${index === 0 ? 'Names: ' : ''}${entry}${index === entries.length - 1 ? '.' : ','}`;
    const current = lines.length - 1;
    if ((lines[current] ?? '').length + text.length + 1 > 112) lines.push(text);
    else lines[current] = `${lines[current] ?? ''}${lines[current] === '' ? '' : ' '}${text}`;
  });
  return lines.join('\n');
}

/** The most values printed on stdout; --out and --prove go to the library's limit. */
const MAX_PRINTED = 1 << 24;
/** The most values --out and --prove take (the library's limit: memory, 2^30). */
const MAX_LONG_RUN = MAX_FILE_VALUES;

/** `nimkit grundy --help`. */
export const GRUNDY_HELP = `Usage: nimkit grundy CODE [--count N] [--json] [--prove] [--out FILE [--resume] [--force]] [--progress]

The Grundy values of a heap game given by its take-and-break code (the notation of Winning Ways and CGSuite)
or by its name: digit k says what removing k counters from one heap may leave, as a sum (1 nothing, 2 one
heap, 4 two heaps, 8 three, ...; digits 0-9 then A-V, &N; for any, or in braces: {2,3} two or three
heaps), "!" after a digit: the heaps left must be unequal, "?": not all equal, "=": all equal; [...] repeats.
  0.[3]  Nim        0.77  Kayles        0.07  Dawson's Kayles        ${HeapGame.names.grundy}  Grundy's game
${nameList()}

Prints the values of heaps 0 to N-1 on one line and, when a period is proved, a second line
"preperiod E, period P (proved)": G(n + P) = G(n) for every n >= E (the octal periodicity theorem), or
"preperiod E, period P, saltus S (proved)" when the values grow: G(n + P) = G(n) + S (an arithmetic period,
proved for codes that repeat: 0.[3] Nim has period 1, saltus 1; lasker preperiod 1, period 4, saltus 4).

Options:
${line('--count N', `how many values (default 100; at most ${MAX_PRINTED} printed,`)}
${line('', `${MAX_LONG_RUN} with --out or --prove)`)}
${line('--json', 'print { "code", "values", "preperiod", "period", "saltus" } (the last three null')}
${line('', 'when no period is proved); with --prove { "code", "preperiod", "period", "saltus" };')}
${line('', 'with --out { "code", "out", "count", "width", "preperiod", "period", "saltus" }')}
${line('--prove', 'search for the period and print only it: with --count N among up to N values, without')}
${line('', 'the time limit; without --count, the default search (8192 values at most)')}
${line('', '(nimkit grundy 0.354 --prove --count 33554432: preperiod 10061916, period 1180)')}
${line('--out FILE', 'write the values to FILE in the binary format below instead of printing them; with')}
${line('', '--count, without the time limit (a long run you asked for)')}
${line('--resume', 'continue a stopped --out run from FILE.checkpoint, to its count (or --count N)')}
${line('--force', 'overwrite an existing FILE')}
${line('--progress', 'show progress (values done, rate, time left) on stderr even when it is not a terminal')}
${fixedEndingHelp('normal', 'Grundy values describe normal play')}
  -h, --help

Without a proved period (and without --out or --prove) a game computes values one by one, within 2^33 steps
of work (about 10 s): a code that splits heaps in two computes a few hundred thousand values (millions when
its values are sparse, as Grundy's game's are), one that splits in three a few thousand. Progress goes to stderr on a
terminal (or with --progress), never to stdout; Ctrl-C stops a run.

The value file (--out): a header (12 bytes and the code), then one little-endian unsigned integer per heap,
heap 0 first.
  bytes 0-7    "NIMKITGV"
  byte 8       the format's version: 1
  byte 9       the value width W in bytes: 1, 2 or 4
  bytes 10-11  L, the code's length in bytes (little-endian)
  then         the canonical code (UTF-8, L bytes), then the values, W bytes each
The width is the narrowest that holds every value; a value that outgrows it widens the whole file, so a file
is the same however its run was split. FILE.checkpoint (JSON: code, count, width, sha256 of the values as
4-byte integers, target count) is written after each chunk reaches the disk; --resume checks it against FILE,
drops what was written after it, and goes on: the result is byte for byte the file of an unbroken run.

Exit codes: 0 success, 1 bad code, too many values for this game, or a FILE/checkpoint that does not match,
2 usage error (FILE exists without --resume or --force) or a file that cannot be read or written (a full
disk), 130 interrupted (Ctrl-C: an --out run stops cleanly, ready for --resume), 143 terminated (SIGTERM).
`;

/** Reads a code or a name, turning a code error into invalid input (exit 1). */
export function parseGame(code: string): HeapGame {
  try {
    return HeapGame.parse(code);
  } catch (error) {
    if (error instanceof HeapGameCodeError) throw new InvalidInputError(error.message);
    throw error;
  }
}

/** Runs of more values than this show progress on a terminal. */
const PROGRESS_MIN = 1 << 16;
/** About how long one piece of work between two progress updates (and two chances for Ctrl-C) takes. */
const PROGRESS_PIECE_MS = 100;

/**
 * Computes the values of heaps below `count` piece by piece, with progress on stderr between pieces and a turn
 * of the event loop for Ctrl-C, which clears the progress line and exits 130. Resolves to false when
 * interrupted without the process ending (an in-process caller's interrupts).
 */
async function computeWithProgress(game: HeapGame, count: number, io: CliIo, asked: boolean): Promise<boolean> {
  // An object: the handler sets its fields from outside the loop.
  const progress = { interrupted: false };
  const reporter = new RunProgress(io, 'nimkit grundy', 'values', asked);
  const clear = (): void => {
    reporter.clear();
  };
  const release = onInterrupt(io, () => {
    progress.interrupted = true;
    clear();
  });
  try {
    let step = 1 << 12;
    for (let done = 0; done < count && !progress.interrupted; ) {
      const end = Math.min(count, done + step);
      const started = performance.now();
      withinLimits(() => game.grundy(end - 1));
      const elapsed = performance.now() - started;
      // Pieces of about PROGRESS_PIECE_MS, however dear the values get.
      step = Math.max(1, Math.min(1 << 20, Math.round((step * PROGRESS_PIECE_MS) / Math.max(elapsed, 1))));
      done = end;
      // The work so far foresees more than the limit allows: the library's own error, before more work.
      if (done < count && count > game.valueLimit()) withinLimits(() => game.grundyValues(count));
      reporter.update(done, count);
      // A turn of the event loop, so a signal handler (Ctrl-C) can run.
      await nextTurn();
    }
  } finally {
    release();
    clear();
  }
  return !progress.interrupted;
}

/** Writes `values` joined by `between`, in batches, stopping if the reader goes away. */
async function writeValues(values: Uint32Array, output: OutputBatches, between: string): Promise<void> {
  const piece = 1 << 13;
  for (let from = 0; from < values.length && !output.closed; from += piece) {
    await output.push(`${from === 0 ? '' : between}${values.subarray(from, from + piece).join(between)}`);
  }
}

/** \`nimkit grundy CODE\`: the values and the proved period; the long runs --out and --prove. */
export async function grundyCommand(args: readonly string[], io: CliIo): Promise<number> {
  if (isGrundyWorker()) return serveGrundyWorker();
  const { values, positionals } = parseCommandArgs(args, {
    count: { type: 'string' },
    json: { type: 'boolean', default: false },
    prove: { type: 'boolean', default: false },
    out: { type: 'string' },
    resume: { type: 'boolean', default: false },
    force: { type: 'boolean', default: false },
    progress: { type: 'boolean', default: false },
    ...ENDING_OPTIONS,
    help: { type: 'boolean', short: 'h', default: false },
  });
  if (values.help) {
    io.stdout.write(GRUNDY_HELP);
    return EXIT_OK;
  }
  readFixedEnding(values, 'normal', 'Grundy values are the normal-play values');
  if (positionals.length !== 1 || positionals[0] === undefined) throw new UsageError('give exactly one CODE');
  const out = values.out;
  if (out === undefined && (values.resume || values.force)) throw new UsageError(`${values.resume ? '--resume' : '--force'} goes with --out FILE`);
  if (out !== undefined && values.prove) throw new UsageError('give --out or --prove, not both');
  if (values.resume && values.force) throw new UsageError('give --resume or --force, not both');
  if (out === '') throw new UsageError('--out needs a file name');
  const longRun = out !== undefined || values.prove;
  const count = parseIntegerOption(values.count, 'count', 100, 0, longRun ? MAX_LONG_RUN : MAX_PRINTED);
  const game = parseGame(positionals[0]);
  const code = game.code ?? positionals[0];
  if (values.prove) return provePeriodCommand(game, code, values.count === undefined ? undefined : count, values.json, values.progress, io);
  if (out !== undefined) {
    const given = values.count !== undefined;
    const request = { path: out, count: given || !values.resume ? count : undefined, resume: values.resume, force: values.force, progress: values.progress, json: values.json };
    // A count the user asked for (or a run resumed) may take as long as it takes: no work limit.
    return writeValueFile(game, code, { ...request, maxWork: given || values.resume ? Number.POSITIVE_INFINITY : undefined }, io);
  }
  // The default search is cheap (2^27 steps at most), so a few values of a dear game come back at once.
  const period = withinLimits(() => game.period());
  // Beyond the game's limit: refused now, by the library, before any work.
  if (period === undefined && count > game.valueLimit()) withinLimits(() => game.grundyValues(count));
  const watched = io.stderr.isTTY === true || values.progress;
  if (watched && period === undefined && count > PROGRESS_MIN && !(await computeWithProgress(game, count, io, values.progress))) {
    return EXIT_INTERRUPTED;
  }
  const list = withinLimits(() => game.grundyValues(count));
  const output = new OutputBatches(io.stdout);
  if (values.json) {
    await output.push(`{"code":${JSON.stringify(game.code)},"values":[`);
    await writeValues(list, output, ',');
    await output.push(`],"preperiod":${period?.preperiod ?? null},"period":${period?.period ?? null},"saltus":${period?.saltus ?? null}}\n`);
  } else {
    await writeValues(list, output, ' ');
    await output.push('\n');
    if (period !== undefined) await output.push(`${provedText(period)}\n`);
  }
  await output.flush(true);
  return EXIT_OK;
}

/** Reads a heap given after `--game CODE`: a safe integer, refused (quoted short) before any big conversion. */
function parseHeap(text: string, index: number): number {
  const what = `heap ${index + 1}`;
  // More than 16 significant digits is beyond 2^53 - 1: no need to convert a long text to find out.
  const tooLong = /^\d+$/.test(text) && text.replace(/^0+/, '').length > 16;
  const size = tooLong ? undefined : parseWholeNumber(text, what);
  if (typeof size !== 'number') throw new InvalidInputError(`${what} must be at most 2^53 - 1, got ${quoteArgument(text)}`);
  return size;
}

/** The `--game` mode of \`nimkit analyze\`: outcome, Grundy values and every winning move of a sum of heaps. */
export async function analyzeHeapGame(code: string, heapTexts: readonly string[], play: Ending, json: boolean, io: CliIo): Promise<number> {
  const game = parseGame(code);
  const heaps = heapTexts.map(parseHeap);
  if (heaps.length === 0) throw new UsageError('give the heap sizes after --game CODE');
  const grundy = withinLimits(() => heaps.map((heap) => game.grundy(heap)), 'analyze');
  const outcome = withinLimits(() => game.outcome(heaps, { play }), 'analyze');
  const moves = withinLimits(() => game.winningMoves(heaps, { play }), 'analyze');
  const output = new OutputBatches(io.stdout);
  if (json) {
    await output.push(toJsonLine({ code: game.code, play, heaps, grundy, outcome, winningMoves: moves }));
    await output.flush(true);
    return EXIT_OK;
  }
  const ending = play === 'misere' ? 'misère play: whoever cannot move wins' : 'normal play: whoever cannot move loses';
  await output.push(`Game ${game.code ?? code} (${ending}), heaps ${heaps.join(' ')}\n`);
  await output.push(`Grundy values: ${grundy.join(' ')}${play === 'normal' ? ` (nim-sum ${grundy.reduce((a, b) => (a ^ b) >>> 0, 0)})` : ''}\n`);
  await output.push(outcome === 'N' ? 'Outcome: N (the player to move wins)\n' : 'Outcome: P (the player to move loses)\n');
  if (moves.length > 0) await output.push('Winning moves:\n');
  for (let index = 0; index < moves.length && !output.closed; index++) {
    const move = moves[index];
    if (move !== undefined) await output.push(`  ${describeMove(move)}\n`);
  }
  await output.flush(true);
  return EXIT_OK;
}

function describeMove({ heap, take, leave }: HeapGameMove): string {
  const left = leave.length === 0 ? 'nothing' : leave.length === 1 ? `${leave[0]}` : `heaps ${leave.join(' and ')}`;
  return `heap ${heap}: take ${take}, leaving ${left}`;
}
