// `nimkit simulate FILE|-`: validate a semicolon game file, then print its transcript. "Invalid Game." must
// replace the whole transcript, so the input is read twice (validate, then print) through the streaming
// validator, and a 1 GB game streams out without being held in memory. A regular file is simply opened again;
// standard input, a FIFO or a device can be read once only, so it is validated as it arrives — the first bad
// line stops the read — and a valid game is spooled to a temporary file for the printing pass, removed on
// every exit path (SIGINT and SIGTERM through io.interrupts).
import { open, mkdtemp, rm } from 'node:fs/promises';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createGameValidator,
  INVALID_GAME_TEXT,
  transcriptEnd as loserText,
  transcriptMove as moveText,
  transcriptStart as startingStateText,
} from '../index.js';
import type { GameCheck, GameValidator } from '../index.js';
import { UnreadableFileError } from './args.js';
import { EXIT_INVALID, EXIT_OK, EXIT_USAGE, onInterrupt, OutputBatches } from './io.js';
import type { CliIo, TextSink } from './io.js';
import { inputChunks, inputLabel, inspectInput } from './input.js';
import { toJsonLine } from './json.js';

/** Files larger than this show progress on a terminal. */
const PROGRESS_MIN_BYTES = 50 * 1024 * 1024;
/** The validating pass feeds the validator this much at a time, so a bad line stops the read promptly. */
const VALIDATE_SLICE_BYTES = 1 << 16;
/**
 * While printing, input is fed in slices this small and the output flushed between them, so the text waiting
 * for a slow reader stays small even when every move prints many piles.
 */
const PRINT_SLICE_BYTES = 1 << 12;

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

/** A temporary file that holds standard input for the second pass; removed by `dispose` or on a signal. */
class Spool {
  private constructor(
    private readonly directory: string,
    readonly path: string,
    private readonly handle: Awaited<ReturnType<typeof open>>,
    private readonly release: () => void,
  ) {}

  static async create(io: CliIo): Promise<Spool> {
    const directory = await mkdtemp(join(tmpdir(), 'nimkit-'));
    // A signal handler cannot await: remove synchronously, then the process exits.
    const release = onInterrupt(io, () => {
      rmSync(directory, { recursive: true, force: true });
    });
    const path = join(directory, 'stdin.txt');
    try {
      return new Spool(directory, path, await open(path, 'w'), release);
    } catch (error) {
      release();
      await rm(directory, { recursive: true, force: true });
      throw error;
    }
  }

  async write(bytes: Uint8Array): Promise<void> {
    await this.handle.write(bytes);
  }

  /** Closes the file for writing, so the printing pass reads all of it. */
  async close(): Promise<void> {
    await this.handle.close();
  }

  async dispose(): Promise<void> {
    await this.handle.close().catch(() => undefined);
    await rm(this.directory, { recursive: true, force: true });
    this.release();
  }
}

/**
 * Feeds `chunks` through `validator` in slices of `sliceBytes`. `afterSlice` runs after each slice and may
 * ask to stop early by resolving to false; leaving the loop closes the input.
 */
async function readThrough(
  chunks: AsyncIterable<Uint8Array>,
  validator: GameValidator,
  sliceBytes: number,
  afterSlice: (slice: Uint8Array, bytesRead: number) => Promise<boolean> | boolean,
): Promise<GameCheck> {
  let bytesRead = 0;
  reading: for await (const chunk of chunks) {
    for (let offset = 0; offset < chunk.length; offset += sliceBytes) {
      const slice = chunk.subarray(offset, offset + sliceBytes);
      validator.write(slice);
      bytesRead += slice.length;
      if (!(await afterSlice(slice, bytesRead))) break reading;
    }
  }
  return validator.end();
}

/** The printing pass over a rereadable copy of a game already found valid. */
async function printTranscript(path: string, check: GameCheck, io: CliIo, label: string, progress: Progress | null): Promise<number> {
  const output = new OutputBatches(io.stdout);
  const validator = createGameValidator({
    onStart: (piles) => {
      output.add(startingStateText(piles));
    },
    onMove: (move) => {
      output.add(moveText(move));
    },
  });
  const replay = await readThrough(inputChunks(path, io), validator, PRINT_SLICE_BYTES, async (_slice, bytesRead) => {
    progress?.update('simulating', bytesRead);
    await output.flush();
    return !output.closed && !validator.isInvalid;
  });
  progress?.clear();
  // The reader went away or the disk is full: stop here; main turns the failure into the exit code.
  if (output.closed) return EXIT_OK;
  if (!replay.valid || !check.valid || replay.moves !== check.moves) {
    await output.flush(true);
    io.stderr.write(`nimkit simulate: ${label} changed while it was being read\n`);
    return EXIT_USAGE;
  }
  output.add(loserText(replay.loser));
  await output.flush(true);
  return EXIT_OK;
}

/** Prints the verdict of an invalid game or the JSON check; null when the transcript is still to print. */
function printVerdict(check: GameCheck, options: { explain: boolean; json: boolean }, io: CliIo): number | null {
  if (!check.valid && options.explain) io.stderr.write(`${check.error.message}\n`);
  if (options.json) {
    io.stdout.write(toJsonLine(check));
    return check.valid ? EXIT_OK : EXIT_INVALID;
  }
  if (!check.valid) {
    io.stdout.write(INVALID_GAME_TEXT);
    return EXIT_INVALID;
  }
  return null;
}

/** Both passes over a regular file, opened twice. */
async function simulateFile(
  file: string,
  options: { explain: boolean; json: boolean },
  io: CliIo,
  label: string,
  progress: Progress | null,
): Promise<number> {
  const validator = createGameValidator();
  const check = await readThrough(inputChunks(file, io), validator, VALIDATE_SLICE_BYTES, (_slice, bytesRead) => {
    progress?.update('validating', bytesRead);
    return !validator.isInvalid; // the verdict is in: no need to read the rest
  });
  progress?.clear();
  return printVerdict(check, options, io) ?? (await printTranscript(file, check, io, label, progress));
}

/** One pass over standard input or a FIFO, spooling a game that is still valid for the printing pass. */
async function simulateStream(file: string, options: { explain: boolean; json: boolean }, io: CliIo, label: string): Promise<number> {
  // With --json nothing is printed from the moves: no second pass, no spool.
  const spool = options.json ? null : await Spool.create(io);
  try {
    const validator = createGameValidator();
    const check = await readThrough(inputChunks(file, io), validator, VALIDATE_SLICE_BYTES, async (slice) => {
      if (validator.isInvalid) return false; // the first bad line ends the read: nothing more is copied
      await spool?.write(slice);
      return true;
    });
    const verdict = printVerdict(check, options, io);
    if (verdict !== null || spool === null) return verdict ?? EXIT_OK;
    await spool.close();
    return await printTranscript(spool.path, check, io, label, null);
  } finally {
    await spool?.dispose();
  }
}

/**
 * Runs `nimkit simulate FILE`: prints exactly what `simulateGame` returns for the file, streaming. `-` reads
 * standard input.
 *
 * - exit 0: the game is valid and its transcript was printed;
 * - exit 1: the game is invalid and `Invalid Game.` was printed (with `explain`, the diagnostic goes to stderr);
 * - exit 2: the file cannot be read (one line on stderr), or it changed between the two readings.
 *
 * With `json`, the `GameCheck` is printed as one line of JSON instead of the transcript (numbers beyond 2^53 as
 * decimal strings, as in every command), exit 0 or 1 as above.
 *
 * @param file - The path of the game file, or `-` for standard input.
 * @param options - `explain`: also print the diagnostic to stderr; `json`: print the check as JSON.
 * @param io - Where to read and write; `io.interrupts` learns how to undo the progress line and the spool.
 * @param label - How messages name the input (default: the path, or "standard input").
 * @returns The exit code.
 */
export async function simulateCommand(
  file: string,
  options: { explain: boolean; json: boolean },
  io: CliIo,
  label = inputLabel(file),
): Promise<number> {
  let progress: Progress | null = null;
  const release = onInterrupt(io, () => progress?.clear());
  try {
    const info = await inspectInput(file);
    if (!info.rereadable) return await simulateStream(file, options, io, label);
    if (info.size > PROGRESS_MIN_BYTES && io.stderr.isTTY === true) progress = new Progress(io.stderr, info.size);
    return await simulateFile(file, options, io, label, progress);
  } catch (error) {
    if (!(error instanceof UnreadableFileError)) throw error;
    io.stderr.write(`nimkit simulate: ${error.message}\n`);
    return EXIT_USAGE;
  } finally {
    progress?.clear();
    release();
  }
}
