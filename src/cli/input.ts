// Reading a command's input: a path or `-` for standard input. Every read is bounded and checked as it goes,
// so `< /dev/zero` or a binary file fails after the first chunk instead of after a gigabyte.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { InvalidInputError, UnreadableFileError } from './args.js';
import type { CliIo } from './io.js';

/**
 * The most a command that reads its input whole (`bouton`, `analyze`) accepts: a JavaScript string holds at
 * most 2^29 − 24 UTF-16 units in V8, and the solver needs room beside the text, so a quarter GiB is a clear
 * limit well below the point where Node would fail with "Invalid string length".
 */
const MAX_TEXT_INPUT_BYTES = 256 * 1024 * 1024;

const READ_CHUNK_BYTES = 1 << 16;

/** Why a file could not be read, in a few words (no stack trace). */
function describeReadError(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'ENOENT':
      return 'no such file';
    case 'EISDIR':
      return 'is a directory';
    case 'ENOTDIR':
      return 'a part of the path is not a directory';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    default:
      return error instanceof Error ? error.message : String(error);
  }
}

/**
 * How messages name an input: its path, or "standard input" for `-`.
 *
 * @example
 * ```ts
 * inputLabel('-'); // 'standard input'
 * ```
 */
export function inputLabel(path: string): string {
  return path === '-' ? 'standard input' : path;
}

/** What `stat` says about an input, for commands that would like to read it twice. */
interface InputInfo {
  /**
   * A regular file, which can be read again from the start. Standard input, FIFOs (`<(...)`), terminals and
   * devices can be read once only: a second open of a FIFO waits for a writer that never comes.
   */
  rereadable: boolean;
  /** The size in bytes of a regular file; 0 when unknown. */
  size: number;
}

/**
 * Checks that `path` can be read and says whether it is a regular file. `-` (standard input) is never
 * rereadable.
 *
 * @throws {@link UnreadableFileError} for a missing file, a directory or a permission problem.
 * @example
 * ```ts
 * const { rereadable } = await inspectInput('/dev/fd/63'); // false: a pipe from <(...)
 * ```
 */
export async function inspectInput(path: string): Promise<InputInfo> {
  if (path === '-') return { rereadable: false, size: 0 };
  let info;
  try {
    info = await stat(path);
  } catch (error) {
    throw new UnreadableFileError(`cannot read ${path}: ${describeReadError(error)}`);
  }
  if (info.isDirectory()) throw new UnreadableFileError(`cannot read ${path}: ${describeReadError({ code: 'EISDIR' })}`);
  return info.isFile() ? { rereadable: true, size: info.size } : { rereadable: false, size: 0 };
}

/**
 * The bytes of `path`, or of standard input for `-`, chunk by chunk. Leaving the loop early (a `break` or a
 * throw) closes the file or stops reading standard input.
 *
 * @throws {@link UnreadableFileError} when the file cannot be opened or read.
 * @example
 * ```ts
 * for await (const chunk of inputChunks('-', io)) validator.write(chunk);
 * ```
 */
export async function* inputChunks(path: string, io: CliIo): AsyncGenerator<Uint8Array> {
  if (path === '-') {
    const encoder = new TextEncoder();
    for await (const chunk of io.stdin) yield typeof chunk === 'string' ? encoder.encode(chunk) : chunk;
    return;
  }
  const stream = createReadStream(path, { highWaterMark: READ_CHUNK_BYTES });
  try {
    for await (const chunk of stream as AsyncIterable<Uint8Array>) yield chunk;
  } catch (error) {
    throw new UnreadableFileError(`cannot read ${path}: ${describeReadError(error)}`);
  } finally {
    stream.destroy();
  }
}

/**
 * Reads a whole text input: a file, or standard input for `-`. An unreadable file is a usage error (exit 2).
 * Binary input — a NUL byte, which no text format of nimkit contains — and input over
 * {@link MAX_TEXT_INPUT_BYTES} are invalid input (exit 1), reported as soon as the chunk that shows it
 * arrives: nothing reads a gigabyte of zeros first.
 *
 * @throws {@link UnreadableFileError} or {@link InvalidInputError}, each with a one-line message.
 * @example
 * ```ts
 * const text = await readTextInput('-', io); // throws "standard input is not text: ..." for < /dev/zero
 * ```
 */
export async function readTextInput(path: string, io: CliIo, maxBytes = MAX_TEXT_INPUT_BYTES): Promise<string> {
  await inspectInput(path);
  const label = inputLabel(path);
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let bytes = 0;
  for await (const chunk of inputChunks(path, io)) {
    const nul = chunk.indexOf(0);
    if (nul >= 0) throw new InvalidInputError(`${label} is not text: a NUL byte at offset ${bytes + nul}`);
    bytes += chunk.length;
    if (bytes > maxBytes) throw new InvalidInputError(`${label} is too large: over ${describeBytes(maxBytes)}, the most this command reads`);
    parts.push(decoder.decode(chunk, { stream: true }));
  }
  parts.push(decoder.decode());
  return parts.join('');
}

/** A byte count as a whole number of MiB or KiB (limits are powers of two), else bytes. */
function describeBytes(bytes: number): string {
  if (bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MiB`;
  if (bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} bytes`;
}
