// `nimkit grundy CODE --out FILE` (values streamed to a binary file, checkpointed, resumable) and
// `nimkit grundy CODE --prove` (a long period proof): the two long runs of the grundy command.

import type { HeapGame, HeapGamePeriod } from '../index.js';
import { InvalidInputError, quoteArgument, withinLimits } from './args.js';
import { ValueFile } from './grundy-file.js';
import { EXIT_INTERRUPTED, EXIT_OK, onInterrupt, OutputBatches, type CliIo } from './io.js';
import { ValueWorker, WorkerFailure } from './grundy-worker.js';
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


/** The first chunk: one value, whatever a value costs; later chunks aim at {@link CHUNK_MS} each, between these bounds. */
const FIRST_CHUNK = 1;
const LARGEST_CHUNK = 1 << 22;
/** A chunk grows at most this many times over the last, so a few cheap values cannot forecast a dear chunk. */
const GROWTH = 4;
/** About how long one chunk (computed, written, put on disk, checkpointed) takes. */
const CHUNK_MS = 500;

/** A failure of the worker as the command reports it: a limit of the library (or the file's values) is invalid input. */
function asCommandError(error: unknown, path: string): unknown {
  if (!(error instanceof WorkerFailure)) return error;
  if (error.restore) return new InvalidInputError(`cannot resume: ${quoteArgument(path)}: ${error.message}`);
  return error.range ? new InvalidInputError(error.message) : new Error(error.message);
}

/**
 * Writes the values of `game` to a value file, chunk by chunk (see ./grundy-file.ts for the format), with
 * progress between chunks. The values are computed in a worker thread ({@link ValueWorker}), so Ctrl-C and
 * SIGTERM are seen at once, even in the middle of a value that takes minutes: the run stops cleanly (exit 130
 * or 143), the checkpoint already describing the file. Chunks are sliced by time, starting from one value.
 * Errors (an existing file, a failed write, a bad checkpoint) are thrown as the command's usage /
 * invalid-input / file errors.
 */
export async function writeValueFile(game: HeapGame, code: string, request: OutRequest, io: CliIo): Promise<number> {
  const { file, values } = request.resume
    ? ValueFile.resume(request.path, code, request.count)
    : { file: ValueFile.create(request.path, code, request.force, request.count ?? 0), values: new Uint8Array(0) };
  const worker = new ValueWorker(game.code ?? code, values, request.maxWork);
  const target = file.target;
  const progress = new RunProgress(io, 'nimkit grundy', 'values', request.progress, file.count);
  // An in-process caller's interrupts may not end the process: the run then ends here, as interrupted.
  const state = { stopped: false };
  const release = onInterrupt(io, () => {
    state.stopped = true;
    void worker.terminate();
    progress.clear();
    file.close();
    io.stderr.write(`nimkit grundy: stopped after ${file.count} values; continue with --resume\n`);
  });
  let period;
  try {
    let step = FIRST_CHUNK;
    while (file.count < target) {
      const from = file.count;
      const to = Math.min(target, from + step);
      const started = performance.now();
      file.append(await worker.range(from, to));
      file.commit();
      const elapsed = performance.now() - started;
      step = Math.max(1, Math.min(LARGEST_CHUNK, step * GROWTH, Math.round((step * CHUNK_MS) / Math.max(elapsed, 1))));
      progress.update(file.count, target);
    }
    period = await worker.period();
  } catch (error) {
    if (state.stopped) return EXIT_INTERRUPTED;
    throw asCommandError(error, request.path);
  } finally {
    release();
    progress.clear();
    file.close();
    await worker.terminate();
  }
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
