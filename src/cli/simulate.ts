// `nimkit simulate FILE`: validate a semicolon game file, then print its transcript. The file is read twice
// (validate, then print) through the streaming validator, so a 1 GB game streams out without being held in
// memory; the output goes out in batches and waits for a real stream to drain.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import {
  createGameValidator,
  INVALID_GAME_TEXT,
  transcriptEnd as loserText,
  transcriptMove as moveText,
  transcriptStart as startingStateText,
} from '../index.js';
import type { GameCheck, GameValidator } from '../index.js';
import { EXIT_INVALID, EXIT_OK, EXIT_USAGE } from './io.js';
import type { CliIo, TextSink } from './io.js';
import { describeReadError } from './input.js';
import { toJsonLine } from './json.js';

/** Files larger than this show progress on a terminal. */
const PROGRESS_MIN_BYTES = 50 * 1024 * 1024;
const READ_CHUNK_BYTES = 1 << 16;
/**
 * While printing, input is fed in slices this small and the output flushed between them, so the text waiting
 * for a slow reader stays small even when every move prints many piles.
 */
const PRINT_SLICE_BYTES = 1 << 12;
/** Output is written once this much has been gathered. */
const OUTPUT_BATCH_CHARS = 1 << 16;

/** A sink that is a real writable stream, so it can say when its buffer has drained. */
interface DrainableSink extends TextSink {
  once(event: string, listener: () => void): unknown;
  off(event: string, listener: () => void): unknown;
  destroyed?: boolean;
}

function isDrainable(sink: TextSink): sink is DrainableSink {
  const candidate = sink as Partial<DrainableSink>;
  return typeof candidate.once === 'function' && typeof candidate.off === 'function';
}

/** Waits until `sink` drains, or closes or fails (then nobody reads any more, and waiting would hang). */
function drained(sink: DrainableSink): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      sink.off('drain', done);
      sink.off('close', done);
      sink.off('error', done);
      resolve();
    };
    sink.once('drain', done);
    sink.once('close', done);
    sink.once('error', done);
  });
}

/** Gathers output text and writes it in batches, respecting backpressure. */
class BatchedOutput {
  private readonly parts: string[] = [];
  private length = 0;
  /** The reader went away (a closed pipe): stop producing output. */
  closed = false;

  constructor(private readonly sink: TextSink) {}

  push(text: string): void {
    this.parts.push(text);
    this.length += text.length;
  }

  /** Writes what was gathered once there is enough of it (or always, with `force`). */
  async flush(force = false): Promise<void> {
    if (this.length === 0 || (!force && this.length < OUTPUT_BATCH_CHARS)) return;
    const text = this.parts.join('');
    this.parts.length = 0;
    this.length = 0;
    if (this.sink.write(text) === false && isDrainable(this.sink)) {
      await drained(this.sink);
      if (this.sink.destroyed === true) this.closed = true;
    }
  }
}

/** Shows `validating 42%` on a terminal, rewriting one line. */
class Progress {
  private shown = -1;

  constructor(
    private readonly sink: TextSink,
    private readonly totalBytes: number,
  ) {}

  update(phase: string, bytes: number): void {
    const percent = Math.floor((bytes / this.totalBytes) * 100);
    if (percent === this.shown) return;
    this.shown = percent;
    this.sink.write(`\rnimkit simulate: ${phase} ${percent}%`);
  }

  clear(): void {
    if (this.shown >= 0) this.sink.write('\r\x1b[K');
    this.shown = -1;
  }
}

/**
 * Streams `file` through `validator` in slices of `sliceBytes`. `afterSlice` runs after each slice and may
 * ask to stop early by resolving to false.
 */
async function readThrough(
  file: string,
  validator: GameValidator,
  sliceBytes: number,
  afterSlice: (bytesRead: number) => Promise<boolean> | boolean,
): Promise<GameCheck> {
  const stream = createReadStream(file, { highWaterMark: READ_CHUNK_BYTES });
  let bytesRead = 0;
  try {
    reading: for await (const chunk of stream as AsyncIterable<Uint8Array>) {
      for (let offset = 0; offset < chunk.length; offset += sliceBytes) {
        const slice = chunk.subarray(offset, offset + sliceBytes);
        validator.write(slice);
        bytesRead += slice.length;
        if (!(await afterSlice(bytesRead))) break reading;
      }
    }
  } finally {
    stream.destroy();
  }
  return validator.end();
}

/**
 * Runs `nimkit simulate FILE`: prints exactly what `simulateGame` returns for the file, streaming.
 *
 * - exit 0: the game is valid and its transcript was printed;
 * - exit 1: the game is invalid and `Invalid Game.` was printed (with `explain`, the diagnostic goes to stderr);
 * - exit 2: the file cannot be read (one line on stderr), or it changed between the two readings.
 *
 * With `json`, the `GameCheck` is printed as one line of JSON instead of the transcript (numbers beyond 2^53 as
 * decimal strings, as in every command), exit 0 or 1 as above.
 *
 * @param file - The path of the game file.
 * @param options - `explain`: also print the diagnostic to stderr; `json`: print the check as JSON.
 * @param io - Where to write.
 * @param label - How messages name the input (default: the path).
 * @returns The exit code.
 */
export async function simulateCommand(
  file: string,
  options: { explain: boolean; json: boolean },
  io: CliIo,
  label = file,
): Promise<number> {
  const cannotRead = (error: unknown): number => {
    io.stderr.write(`nimkit simulate: cannot read ${label}: ${describeReadError(error)}\n`);
    return EXIT_USAGE;
  };
  let totalBytes: number;
  try {
    const info = await stat(file);
    if (info.isDirectory()) return cannotRead({ code: 'EISDIR' });
    totalBytes = info.size;
  } catch (error) {
    return cannotRead(error);
  }
  const progress = totalBytes > PROGRESS_MIN_BYTES && io.stderr.isTTY === true ? new Progress(io.stderr, totalBytes) : null;

  let check: GameCheck;
  try {
    const validator = createGameValidator();
    check = await readThrough(file, validator, READ_CHUNK_BYTES, (bytesRead) => {
      progress?.update('validating', bytesRead);
      return !validator.isInvalid; // the verdict is in: no need to read the rest
    });
  } catch (error) {
    progress?.clear();
    return cannotRead(error);
  }
  progress?.clear();

  if (!check.valid && options.explain) io.stderr.write(`${check.error.message}\n`);
  if (options.json) {
    io.stdout.write(toJsonLine(check));
    return check.valid ? EXIT_OK : EXIT_INVALID;
  }
  if (!check.valid) {
    io.stdout.write(INVALID_GAME_TEXT);
    return EXIT_INVALID;
  }

  const output = new BatchedOutput(io.stdout);
  let replay: GameCheck;
  try {
    const validator = createGameValidator({
      onStart: (piles) => {
        output.push(startingStateText(piles));
      },
      onMove: (move) => {
        output.push(moveText(move));
      },
    });
    replay = await readThrough(file, validator, PRINT_SLICE_BYTES, async (bytesRead) => {
      progress?.update('simulating', bytesRead);
      await output.flush();
      return !output.closed && !validator.isInvalid;
    });
  } catch (error) {
    progress?.clear();
    return cannotRead(error);
  }
  progress?.clear();
  if (output.closed) return EXIT_OK;
  if (!replay.valid || replay.moves !== check.moves) {
    await output.flush(true);
    io.stderr.write(`nimkit simulate: ${label} changed while it was being read\n`);
    return EXIT_USAGE;
  }
  output.push(loserText(replay.loser));
  await output.flush(true);
  return EXIT_OK;
}
