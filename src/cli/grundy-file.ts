// The binary value file of `nimkit grundy --out FILE` and its checkpoint: written in chunks, widened when a
// value outgrows the width, checkpointed after each chunk reaches the disk, resumed after a stop.

import { createHash, type Hash } from 'node:crypto';
import { closeSync, existsSync, fdatasyncSync, fstatSync, ftruncateSync, openSync, readFileSync, readSync, renameSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { InvalidInputError, quoteArgument, UnreadableFileError, UsageError } from './args.js';
import { describeWriteError } from './io.js';

/** The first 8 bytes of a value file. */
export const VALUE_FILE_MAGIC = 'NIMKITGV';
/** The format's version, byte 8. */
export const VALUE_FILE_VERSION = 1;
/** The most values a file holds: the library's cap on one game's values (2^30), what `--count` allows. */
export const MAX_FILE_VALUES = 2 ** 30;
/** What a checkpoint's `format` field says. */
const CHECKPOINT_FORMAT = 'nimkit grundy checkpoint';

/** Bytes a value takes in the file. */
export type ValueWidth = 1 | 2 | 4;

/** Values held in memory: as many bytes each as the file gives them. */
type ValueArray = Uint8Array | Uint16Array | Uint32Array;

/** A typed array of `length` values of `width` bytes. */
function allocate(width: ValueWidth, length: number): ValueArray {
  if (width === 1) return new Uint8Array(length);
  return width === 2 ? new Uint16Array(length) : new Uint32Array(length);
}

/** The narrowest width that holds `value`. */
export function widthFor(value: number): ValueWidth {
  if (value < 0x100) return 1;
  return value < 0x10000 ? 2 : 4;
}

/** The header: magic, version, width, code length (uint16 LE), the code in UTF-8. */
export function encodeHeader(code: string, width: ValueWidth): Buffer {
  const text = Buffer.from(code, 'utf8');
  const header = Buffer.alloc(12 + text.length);
  header.write(VALUE_FILE_MAGIC, 0, 'latin1');
  header[8] = VALUE_FILE_VERSION;
  header[9] = width;
  header.writeUInt16LE(text.length, 10);
  text.copy(header, 12);
  return header;
}

/** Typed arrays hold their numbers in the machine's byte order: little-endian on every usual host. */
const LITTLE_ENDIAN = new Uint8Array(Uint16Array.of(1).buffer)[0] === 1;

/** `values[from … to-1]` as little-endian integers of `width` bytes. */
function encodeValues(values: ValueArray, from: number, to: number, width: ValueWidth): Buffer {
  if (LITTLE_ENDIAN) {
    const part = values.subarray(from, to);
    const typed = allocate(width, part.length);
    typed.set(part);
    return Buffer.from(typed.buffer, typed.byteOffset, typed.byteLength);
  }
  const bytes = Buffer.alloc((to - from) * width);
  for (let n = from, at = 0; n < to; n++, at += width) bytes.writeUIntLE(values[n] ?? 0, at, width);
  return bytes;
}

/** Values `from … from+length-1` of a file whose values start at byte `header`, `width` bytes each. */
function readPiece(fd: number, header: number, width: ValueWidth, from: number, length: number): ValueArray {
  const bytes = Buffer.alloc(length * width);
  readSync(fd, bytes, 0, bytes.length, header + from * width);
  if (LITTLE_ENDIAN) {
    // Buffer.alloc is never pooled: its bytes start at offset 0, aligned for any typed array.
    const { buffer } = bytes;
    return width === 4 ? new Uint32Array(buffer, 0, length) : width === 2 ? new Uint16Array(buffer, 0, length) : new Uint8Array(buffer, 0, length);
  }
  const values = allocate(width, length);
  for (let index = 0; index < length; index++) values[index] = bytes.readUIntLE(index * width, width);
  return values;
}

/**
 * Adds values to a hash as 4-byte little-endian integers (what the checkpoint's hash reads, whatever the
 * file's width), a piece at a time so no large buffer is made.
 */
function hashValues(hash: Hash, values: ValueArray): Hash {
  const piece = 1 << 20;
  for (let from = 0; from < values.length; from += piece) hash.update(encodeValues(values, from, Math.min(values.length, from + piece), 4));
  return hash;
}

/**
 * Writes all of `bytes` at `position`: a write may take only part (a disk filling up, a file size limit), and
 * the next write then fails with the reason, which is thrown.
 */
function writeAll(fd: number, bytes: Buffer, position: number): void {
  for (let done = 0; done < bytes.length; ) {
    const written = writeSync(fd, bytes, done, bytes.length - done, position + done);
    // Nothing written and no error: report it as the disk being full rather than loop.
    if (written <= 0) throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
    done += written;
  }
}

/** Why a file could not be written or read, in a few words (never Node's message, which repeats the path). */
export function describeFileError(error: unknown): string {
  const failure = error as Error & { code?: unknown };
  switch (failure.code) {
    case 'ENOENT':
      return 'no such file or directory';
    case 'ENOTDIR':
      return 'a part of the path is not a directory';
    case 'EISDIR':
      return 'is a directory';
    case 'EROFS':
      return 'read-only file system';
    default:
      return typeof failure.code === 'string' ? describeWriteError(failure) : failure.message;
  }
}

function cannotWrite(path: string, error: unknown): UnreadableFileError {
  return new UnreadableFileError(`cannot write ${quoteArgument(path)}: ${describeFileError(error)}`);
}

/** What a checkpoint records: the values `0 … count-1` of `code` are in the file, `width` bytes each. */
interface Checkpoint {
  readonly code: string;
  readonly count: number;
  readonly width: ValueWidth;
  readonly sha256: string;
  /** How many values the run was asked for (what `--resume` without `--count` goes on to). */
  readonly target: number;
}

export function checkpointPath(path: string): string {
  return `${path}.checkpoint`;
}

/** Reads and checks a checkpoint; a usage error when it is missing, invalid input when it is corrupt. */
function readCheckpoint(path: string): Checkpoint {
  const where = checkpointPath(path);
  let text: string;
  try {
    text = readFileSync(where, 'utf8');
  } catch (error) {
    // A run stopped before its first checkpoint has nothing to resume: say how to start again.
    const before = (error as { code?: unknown }).code === 'ENOENT' && existsSync(path) ? ' (a run stopped before its first checkpoint: start again with --force)' : '';
    throw new UnreadableFileError(`cannot resume: cannot read the checkpoint ${quoteArgument(where)}: ${describeFileError(error)}${before}`);
  }
  const corrupt = new InvalidInputError(`cannot resume: the checkpoint ${quoteArgument(where)} is corrupt`);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw corrupt;
  }
  const record = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const { format, version, code, count, width, sha256, target } = record;
  const valid =
    format === CHECKPOINT_FORMAT &&
    version === VALUE_FILE_VERSION &&
    typeof code === 'string' &&
    typeof count === 'number' &&
    Number.isSafeInteger(count) &&
    count >= 0 &&
    (width === 1 || width === 2 || width === 4) &&
    typeof sha256 === 'string' &&
    /^[0-9a-f]{64}$/.test(sha256) &&
    typeof target === 'number' &&
    Number.isSafeInteger(target) &&
    target >= 0;
  if (!valid) throw corrupt;
  // Checked before anything is allocated: a forged count of 2^40 over a sparse file must not reach memory.
  for (const [name, value] of [['count', count], ['target', target]] as const) {
    if (value > MAX_FILE_VALUES) throw new InvalidInputError(`cannot resume: the checkpoint ${quoteArgument(where)} records a ${name} of ${value} values, more than a value file holds (2^30 = ${MAX_FILE_VALUES})`);
  }
  return { code, count, width, sha256, target };
}

/**
 * A value file being written: the header and values `0 … count-1` are on disk, and {@link ValueFile.commit}
 * records them in the checkpoint. Every write is synchronous, so between two turns of the event loop (where a
 * Ctrl-C handler runs) the checkpoint always describes what the file holds.
 */
export class ValueFile {
  readonly path: string;
  readonly code: string;
  #fd: number;
  #width: ValueWidth;
  #count: number;
  #largest: number;
  readonly #hash: Hash;
  /** How many values the run is asked for: recorded in the checkpoint. */
  readonly target: number;

  private constructor(path: string, code: string, target: number, fd: number, width: ValueWidth, count: number, largest: number, hash: Hash) {
    this.path = path;
    this.code = code;
    this.target = target;
    this.#fd = fd;
    this.#width = width;
    this.#count = count;
    this.#largest = largest;
    this.#hash = hash;
  }

  /** How many values the file holds. */
  get count(): number {
    return this.#count;
  }

  /** The bytes each value takes. */
  get width(): ValueWidth {
    return this.#width;
  }

  /**
   * Starts a new file, refusing an existing one unless `force` (which removes its old checkpoint too).
   *
   * @throws UsageError for an existing file without `force`; UnreadableFileError when it cannot be written.
   */
  static create(path: string, code: string, force: boolean, target: number): ValueFile {
    let fd: number;
    try {
      fd = openSync(path, force ? 'w+' : 'wx+');
    } catch (error) {
      if ((error as { code?: unknown }).code === 'EEXIST') {
        throw new UsageError(`${quoteArgument(path)} already exists: give --resume to continue it, or --force to overwrite it`);
      }
      throw cannotWrite(path, error);
    }
    const file = new ValueFile(path, code, target, fd, 1, 0, 0, createHash('sha256'));
    try {
      rmSync(checkpointPath(path), { force: true });
      writeAll(fd, encodeHeader(code, 1), 0);
    } catch (error) {
      file.close();
      throw cannotWrite(path, error);
    }
    file.commit();
    return file;
  }

  /**
   * Reopens a stopped run: checks the checkpoint against `code` and the file, drops whatever the file holds
   * beyond the checkpoint (a run killed mid-chunk), keeps the first `count` values when there are more, and
   * returns the file with the values it holds (for the game to adopt). Without `count`, the run goes on to
   * the count it was started with.
   *
   * @throws UnreadableFileError (exit 2) for a missing checkpoint or file; InvalidInputError (exit 1) for a
   * corrupt checkpoint, another game's file, or a file shorter than or different from its checkpoint.
   */
  static resume(path: string, code: string, count: number | undefined): { file: ValueFile; values: ValueArray } {
    const checkpoint = readCheckpoint(path);
    if (checkpoint.code !== code) {
      throw new InvalidInputError(`cannot resume: ${quoteArgument(path)} holds the values of ${quoteArgument(checkpoint.code)}, not ${quoteArgument(code)}`);
    }
    let fd: number;
    try {
      fd = openSync(path, 'r+');
    } catch (error) {
      throw new UnreadableFileError(`cannot resume: cannot open ${quoteArgument(path)}: ${describeFileError(error)}`);
    }
    try {
      const { width, values } = readValues(fd, path, checkpoint);
      const target = count ?? checkpoint.target;
      // Resuming never destroys finished values: a smaller count is a new run (--force), not a resume.
      if (target < checkpoint.count) {
        throw new UsageError(`cannot resume: ${quoteArgument(path)} already holds ${checkpoint.count} values, more than --count ${target}; give --force to start again`);
      }
      const kept = Math.min(values.length, target);
      const hash = createHash('sha256');
      hashValues(hash, values.subarray(0, kept));
      let largest = 0;
      for (let n = 0; n < kept; n++) largest = Math.max(largest, values[n] ?? 0);
      const file = new ValueFile(path, code, target, fd, width, kept, largest, hash);
      // The width the values kept need: a file widened by values after the checkpoint, or cut to `limit`,
      // narrows again, so the file is the one an unbroken run writes.
      file.#rewrite(kept, widthFor(largest), (from, to) => values.subarray(from, to));
      file.commit();
      return { file, values: values.subarray(0, kept) };
    } catch (error) {
      closeSync(fd);
      throw error;
    }
  }

  /** Appends values (widening the whole file first when one outgrows the width). */
  append(values: Uint32Array): void {
    let largest = this.#largest;
    for (const value of values) if (value > largest) largest = value;
    try {
      if (widthFor(largest) > this.#width) {
        const [fd, header, width] = [this.#fd, this.#headerLength(), this.#width];
        this.#rewrite(this.#count, widthFor(largest), (from, to) => readPiece(fd, header, width, from, to - from));
      }
      writeAll(this.#fd, encodeValues(values, 0, values.length, this.#width), this.#headerLength() + this.#count * this.#width);
    } catch (error) {
      throw cannotWrite(this.path, error);
    }
    hashValues(this.#hash, values);
    this.#largest = largest;
    this.#count += values.length;
  }

  /** Puts what was written on the disk, then records it in the checkpoint (a new file renamed over the old). */
  commit(): void {
    const where = checkpointPath(this.path);
    const checkpoint = {
      format: CHECKPOINT_FORMAT,
      version: VALUE_FILE_VERSION,
      code: this.code,
      count: this.#count,
      width: this.#width,
      sha256: this.#hash.copy().digest('hex'),
      target: this.target,
    };
    try {
      fdatasyncSync(this.#fd);
      writeFileSync(`${where}.tmp`, `${JSON.stringify(checkpoint)}\n`);
      renameSync(`${where}.tmp`, where);
    } catch (error) {
      throw cannotWrite(where, error);
    }
  }

  close(): void {
    if (this.#fd < 0) return;
    try {
      closeSync(this.#fd);
    } catch {
      // Closing after a failed write: nothing more to report.
    }
    this.#fd = -1;
  }

  #headerLength(): number {
    return 12 + Buffer.byteLength(this.code, 'utf8');
  }

  /**
   * Makes the file hold exactly `count` values at `width` bytes (`source` gives them, a piece at a time): cut
   * when only the length changes; else written again as a new file beside it, on disk before it is renamed
   * over the old one, so a stop at any moment leaves one whole file (resume reads the width its header says).
   */
  #rewrite(count: number, width: ValueWidth, source: (from: number, to: number) => ValueArray): void {
    const size = fstatSync(this.#fd).size;
    const expected = this.#headerLength() + count * width;
    if (width === this.#width && size === expected) return;
    if (width === this.#width) {
      ftruncateSync(this.#fd, expected);
      return;
    }
    const temporary = `${this.path}.widen`;
    const fd = openSync(temporary, 'w+');
    try {
      const header = encodeHeader(this.code, width);
      writeAll(fd, header, 0);
      const piece = 1 << 20;
      for (let from = 0; from < count; from += piece) {
        const part = source(from, Math.min(count, from + piece));
        writeAll(fd, encodeValues(part, 0, part.length, width), header.length + from * width);
      }
      fdatasyncSync(fd);
    } catch (error) {
      closeSync(fd);
      rmSync(temporary, { force: true });
      throw error;
    }
    renameSync(temporary, this.path);
    closeSync(this.#fd);
    this.#fd = fd;
    this.#width = width;
  }
}

/**
 * Reads the header and the first `checkpoint.count` values of a value file, checking them against the
 * checkpoint's hash; the header's width may be wider than the checkpoint's (a widening after it).
 */
function readValues(fd: number, path: string, checkpoint: Checkpoint): { width: ValueWidth; values: ValueArray } {
  const size = fstatSync(fd).size;
  const start = Buffer.alloc(12);
  readSync(fd, start, 0, 12, 0);
  const bad = (what: string): InvalidInputError => new InvalidInputError(`cannot resume: ${quoteArgument(path)} ${what}`);
  if (size < 12 || start.toString('latin1', 0, 8) !== VALUE_FILE_MAGIC) throw bad('is not a nimkit value file');
  if (start[8] !== VALUE_FILE_VERSION) throw bad(`has format version ${start[8] ?? 0}, not ${VALUE_FILE_VERSION}`);
  const width = start[9];
  if (width !== 1 && width !== 2 && width !== 4) throw bad('is not a nimkit value file');
  const codeLength = start.readUInt16LE(10);
  const code = Buffer.alloc(codeLength);
  readSync(fd, code, 0, codeLength, 12);
  if (code.toString('utf8') !== checkpoint.code) throw bad(`holds the values of ${quoteArgument(code.toString('utf8'))}, not ${quoteArgument(checkpoint.code)}`);
  if (width < checkpoint.width) throw bad(`has ${width}-byte values where its checkpoint says ${checkpoint.width}`);
  const header = 12 + codeLength;
  const held = Math.floor((size - header) / width);
  if (held < checkpoint.count) throw bad(`is truncated: it holds ${held} values, its checkpoint ${checkpoint.count}`);
  // The values are checked against the hash a piece at a time before any array of them is allocated: a
  // checkpoint forged to a large count over a sparse file costs a read, never the memory.
  const piece = 1 << 20;
  const hash = createHash('sha256');
  for (let from = 0; from < checkpoint.count; from += piece) hashValues(hash, readPiece(fd, header, width, from, Math.min(piece, checkpoint.count - from)));
  if (hash.digest('hex') !== checkpoint.sha256) throw bad('does not hold the values its checkpoint records (changed since)');
  // As many bytes a value as the file gives them: a resumed run of 2^28 one-byte values holds 256 MiB here.
  const values = allocate(width, checkpoint.count);
  for (let from = 0; from < checkpoint.count; from += piece) values.set(readPiece(fd, header, width, from, Math.min(piece, checkpoint.count - from)), from);
  return { width, values };
}
