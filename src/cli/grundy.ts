import { HeapGame, HeapGameCodeError, type HeapGameMove, type Ending } from '../index.js';
import { InvalidInputError, parseCommandArgs, parseIntegerOption, parseWholeNumber, quoteArgument, UsageError } from './args.js';
import { toJsonLine } from './json.js';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { EXIT_INTERRUPTED, EXIT_OK, onInterrupt, OutputBatches, type CliIo } from './io.js';

/** `nimkit grundy --help`. */
export const GRUNDY_HELP = `Usage: nimkit grundy CODE [--count N] [--json]

The Grundy values of a heap game given by its take-and-break code (the notation of Winning Ways and CGSuite)
or by its name: digit k says what removing k counters from one heap may leave (1 nothing, 2 one heap, 4 two
heaps, 8 three; hex digits add them up), "!" after a digit: the heaps left must be unequal, "?": not all equal,
[...] repeats.
  0.[3]  Nim        0.77  Kayles        0.07  Dawson's Kayles        4!  Grundy's game
Names: kayles (0.77), dawsons-kayles (0.07), dawsons-chess (0.137), grundy (4!), lasker (4.[3], Lasker's Nim),
treblecross (0.007), officers (0.6).

Prints the values of heaps 0 to N-1 on one line, and the period when it is proved.

Options:
  --count N  how many values (default 100, at most 16777216)
  --json     print { "code", "values", "preperiod", "period" } (the last two null when no period is proved)
  -h, --help

Without a proved period a game computes values one by one, within 2^33 steps of work (about 10 s): a code
that splits heaps in two computes about 185,000 values (more when its values are sparse: Grundy's game about
2.7 million), one that splits in three a few thousand. Progress goes to stderr for long runs on a terminal;
Ctrl-C stops them. Exit codes: 0 success, 1 bad code or too many values for this game, 2 usage error,
130 interrupted (Ctrl-C), 143 terminated (SIGTERM).
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

/** Runs `action`, turning a RangeError (a cap of the library) into invalid input (exit 1). */
export function withinLimits<T>(action: () => T): T {
  try {
    return action();
  } catch (error) {
    if (error instanceof RangeError) throw new InvalidInputError(error.message);
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
async function computeWithProgress(game: HeapGame, count: number, io: CliIo): Promise<boolean> {
  // An object: the handler sets its fields from outside the loop.
  const progress = { shown: false, interrupted: false };
  const clear = (): void => {
    if (progress.shown) io.stderr.write('\r\u001b[K');
    progress.shown = false;
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
      io.stderr.write(`\rnimkit grundy: ${done} of ${count} values`);
      progress.shown = true;
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

/** \`nimkit grundy CODE\`: the values and the proved period. */
export async function grundyCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, {
    count: { type: 'string' },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  });
  if (values.help) {
    io.stdout.write(GRUNDY_HELP);
    return EXIT_OK;
  }
  if (positionals.length !== 1 || positionals[0] === undefined) throw new UsageError('give exactly one CODE');
  const count = parseIntegerOption(values.count, 'count', 100, 0, 1 << 24);
  const game = parseGame(positionals[0]);
  // The default search is cheap (2^27 steps at most), so a few values of a dear game come back at once.
  const period = withinLimits(() => game.period());
  // Beyond the game's limit: refused now, by the library, before any work.
  if (period === undefined && count > game.valueLimit()) withinLimits(() => game.grundyValues(count));
  if (io.stderr.isTTY === true && period === undefined && count > PROGRESS_MIN && !(await computeWithProgress(game, count, io))) {
    return EXIT_INTERRUPTED;
  }
  const list = withinLimits(() => game.grundyValues(count));
  const output = new OutputBatches(io.stdout);
  if (values.json) {
    await output.push(`{"code":${JSON.stringify(game.code)},"values":[`);
    await writeValues(list, output, ',');
    await output.push(`],"preperiod":${period?.preperiod ?? null},"period":${period?.period ?? null}}\n`);
  } else {
    await writeValues(list, output, ' ');
    await output.push('\n');
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
  const grundy = withinLimits(() => heaps.map((heap) => game.grundy(heap)));
  const outcome = withinLimits(() => game.outcome(heaps, { play }));
  const moves = withinLimits(() => game.winningMoves(heaps, { play }));
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
