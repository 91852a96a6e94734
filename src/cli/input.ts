// Reading a command's input: a path or `-` for standard input. Every read is bounded and checked as it goes,
// so `< /dev/zero` or a binary file fails after the first chunk instead of after a gigabyte.
import { closeSync, constants, createReadStream, openSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Socket } from 'node:net';
import { InvalidInputError, quoteArgument, UnreadableFileError } from './args.js';
import type { CliIo } from './io.js';

/**
 * The most a command that reads its input whole (`bouton`, `analyze`) accepts: a JavaScript string holds at
 * most 2^29 − 24 UTF-16 units in V8, and the solver needs room beside the text, so a quarter GiB is a clear
 * limit well below the point where Node would fail with "Invalid string length".
 */
const MAX_TEXT_INPUT_BYTES = 256 * 1024 * 1024;

const READ_CHUNK_BYTES = 1 << 16;

/**
 * Why a file could not be read, in a few words (no stack trace). Never Node's own message, which repeats the
 * path: a 240 KB path would make a 240 KB line.
 */
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
    case 'ENAMETOOLONG':
      return 'the name is too long';
    case 'ELOOP':
      return 'too many symbolic links';
    default:
      return typeof code === 'string' ? `error ${code}` : quoteArgument(error instanceof Error ? error.message : String(error));
  }
}

/** Whether `text` holds no control character (a newline, an escape) that would break a one-line message. */
function isPrintable(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return false;
  }
  return true;
}

/**
 * How messages name an input: "standard input" for `-`, else its path whole (so the reader sees which file),
 * as is when it is printable, otherwise quoted with its control characters escaped ({@link quoteArgument});
 * only a path longer than any system takes (4,096 characters) is cut, after 100.
 *
 * @example
 * ```ts
 * inputLabel('-');          // 'standard input'
 * inputLabel('games/a.txt'); // 'games/a.txt'
 * ```
 */
export function inputLabel(path: string): string {
  if (path === '-') return 'standard input';
  // A path names the file only whole: shown so up to the longest a system takes, escaped when it must be.
  if (path.length <= PATH_LIMIT) return isPrintable(path) ? path : quoteArgument(path, PATH_LIMIT);
  return quoteArgument(path);
}

/** The longest path shown whole: Linux's PATH_MAX; a longer one names no file anyway. */
const PATH_LIMIT = 4096;

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
    throw new UnreadableFileError(`cannot read ${inputLabel(path)}: ${describeReadError(error)}`);
  }
  if (info.isDirectory()) throw new UnreadableFileError(`cannot read ${inputLabel(path)}: ${describeReadError({ code: 'EISDIR' })}`);
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
  const isPipe = await stat(path).then(
    (info) => info.isFIFO(),
    () => false, // createReadStream reports the error in its own words below
  );
  if (isPipe) {
    yield* pipeChunks(path);
    return;
  }
  const stream = createReadStream(path, { highWaterMark: READ_CHUNK_BYTES });
  try {
    for await (const chunk of stream as AsyncIterable<Uint8Array>) yield chunk;
  } catch (error) {
    throw new UnreadableFileError(`cannot read ${inputLabel(path)}: ${describeReadError(error)}`);
  } finally {
    stream.destroy();
  }
}

/**
 * The bytes of a FIFO (`mkfifo`, or a pipe such as bash's `<(...)`) through the event loop. A file stream
 * would open and read it in a thread of libuv's pool, where `open` waits for a writer and `read` for data,
 * and `process.exit()` waits for that thread: Ctrl-C and SIGTERM could not end the command. Opened
 * non-blocking and read as a socket, the FIFO still waits for its first writer (Linux reports no hang-up on
 * a FIFO until a writer has come), and a signal ends the process at once.
 */
async function* pipeChunks(path: string): AsyncGenerator<Uint8Array> {
  const unreadable = (error: unknown): UnreadableFileError => new UnreadableFileError(`cannot read ${inputLabel(path)}: ${describeReadError(error)}`);
  let fd: number;
  try {
    // O_NONBLOCK: the open returns at once, writer or not.
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    throw unreadable(error);
  }
  let socket: Socket;
  try {
    socket = new Socket({ fd, readable: true, writable: false });
  } catch (error) {
    closeSync(fd);
    throw unreadable(error);
  }
  try {
    for await (const chunk of socket as AsyncIterable<Uint8Array>) yield chunk;
  } catch (error) {
    throw unreadable(error);
  } finally {
    socket.destroy();
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
