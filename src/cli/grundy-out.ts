// `nimkit grundy CODE --out FILE` (values streamed to a binary file, checkpointed, resumable) and
// `nimkit grundy CODE --prove` (a long period proof): the two long runs of the grundy command.

import { setImmediate as nextTurn } from 'node:timers/promises';
import type { HeapGame, HeapGamePeriod } from '../index.js';
import { InvalidInputError, quoteArgument } from './args.js';
import { ValueFile } from './grundy-file.js';
import { EXIT_INTERRUPTED, EXIT_OK, onInterrupt, OutputBatches, type CliIo } from './io.js';
import { RunProgress } from './run-progress.js';

/** What `--out` was asked to do. */
export interface OutRequest {
  readonly path: string;
  /** How many values the file should hold; `undefined` with `--resume` alone: the count the run was started with. */
  readonly count: number | undefined;
  readonly resume: boolean;
  readonly force: boolean;
  /** The work limit: Infinity when the user asked for the count (or resumes), the library's guard otherwise. */
  readonly maxWork: number | undefined;
  readonly progress: boolean;
  readonly json: boolean;
}

/** Runs `action`, turning a RangeError (a limit of the library: memory, work) into invalid input (exit 1). */
function withinLimits<T>(action: () => T): T {
  try {
    return action();
  } catch (error) {
    if (error instanceof RangeError) throw new InvalidInputError(error.message);
    throw error;
  }
}

/** The first chunk; later chunks aim at {@link CHUNK_MS} each, between these bounds. */
const FIRST_CHUNK = 1 << 12;
const LARGEST_CHUNK = 1 << 22;
/** About how long one chunk (computed, written, put on disk, checkpointed) takes. */
const CHUNK_MS = 500;

/**
 * Writes the values of `game` to a value file, chunk by chunk (see ./grundy-file.ts for the format), with
 * progress and a turn of the event loop between chunks, where Ctrl-C stops the run cleanly (exit 130: the
 * checkpoint already describes the file). Errors (an existing file, a failed write, a bad checkpoint) are
 * thrown as the command's usage / invalid-input / file errors.
 */
export async function writeValueFile(game: HeapGame, code: string, request: OutRequest, io: CliIo): Promise<number> {
  let file: ValueFile;
  if (request.resume) {
    const resumed = ValueFile.resume(request.path, code, request.count);
    file = resumed.file;
    try {
      // The values already on disk: the game goes on from them instead of computing them again.
      if (resumed.values.length > 0) game.restoreValues(resumed.values);
    } catch (error) {
      file.close();
      if (error instanceof RangeError) throw new InvalidInputError(`cannot resume: ${quoteArgument(request.path)}: ${error.message}`);
      throw error;
    }
  } else {
    file = ValueFile.create(request.path, code, request.force, request.count ?? 0);
  }
  const target = file.target;
  const progress = new RunProgress(io, 'nimkit grundy', 'values', request.progress, file.count);
  const state = { stopped: false };
  const release = onInterrupt(io, () => {
    state.stopped = true;
    progress.clear();
    file.close();
    io.stderr.write(`nimkit grundy: stopped after ${file.count} values; continue with --resume\n`);
  });
  try {
    let step = FIRST_CHUNK;
    while (file.count < target && !state.stopped) {
      const from = file.count;
      const to = Math.min(target, from + step);
      const started = performance.now();
      const values = withinLimits(() => game.grundyRange(from, to, request.maxWork === undefined ? {} : { maxWork: request.maxWork }));
      file.append(values);
      file.commit();
      const elapsed = performance.now() - started;
      step = Math.max(1, Math.min(LARGEST_CHUNK, Math.round((step * CHUNK_MS) / Math.max(elapsed, 1))));
      progress.update(file.count, target);
      // A turn of the event loop, so a signal handler (Ctrl-C) can run between chunks.
      await nextTurn();
    }
  } finally {
    release();
    progress.clear();
    file.close();
  }
  if (state.stopped) return EXIT_INTERRUPTED;
  const period = withinLimits(() => game.period());
  const output = new OutputBatches(io.stdout);
  if (request.json) {
    const fields = { code, out: request.path, count: file.count, width: file.width, preperiod: period?.preperiod ?? null, period: period?.period ?? null, saltus: period?.saltus ?? null };
    await output.push(`${JSON.stringify(fields)}\n`);
  } else {
    const proved = period === undefined ? '' : `; ${provedText(period)}`;
    await output.push(`${code}: ${file.count} values in ${quoteArgument(request.path)}, ${file.width} byte${file.width === 1 ? '' : 's'} each${proved}\n`);
  }
  await output.flush(true);
  return EXIT_OK;
}

/**
 * `--prove`: searches for a proved period, with progress between the search's chunks, and prints only the
 * period. With `count` (the user's --count) among up to that many values without the work limit; without it,
 * the library's default search. The search is one synchronous call: Ctrl-C ends the process at once (nothing
 * is written), as for any long computation.
 */
export async function provePeriodCommand(game: HeapGame, code: string, count: number | undefined, json: boolean, asked: boolean, io: CliIo): Promise<number> {
  const progress = new RunProgress(io, 'nimkit grundy', 'values', asked);
  const onProgress = (computed: number, target: number): void => {
    progress.update(computed, target);
  };
  let period;
  try {
    const limits = count === undefined ? {} : { maxCount: Math.max(1, count), maxWork: Number.POSITIVE_INFINITY };
    period = withinLimits(() => game.period({ ...limits, onProgress }));
  } finally {
    progress.clear();
  }
  const output = new OutputBatches(io.stdout);
  const searched = count === undefined ? 'by the default search (give --count N to search further)' : `within ${count} values`;
  if (json) await output.push(`${JSON.stringify({ code, preperiod: period?.preperiod ?? null, period: period?.period ?? null, saltus: period?.saltus ?? null })}\n`);
  else await output.push(period === undefined ? `${code}: no period proved ${searched}\n` : `${code}: ${provedText(period)}\n`);
  await output.flush(true);
  return EXIT_OK;
}

/** A proved period as the command prints it: `preperiod E, period P (proved)`, with `, saltus S` when S > 0. */
export function provedText({ preperiod, period, saltus }: HeapGamePeriod): string {
  return `preperiod ${preperiod}, period ${period}${saltus === 0 ? '' : `, saltus ${saltus}`} (proved)`;
}
