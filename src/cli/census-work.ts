// The work of `nimkit census`: each game's row computed in worker threads (the CLI's own module, started with a
// flag in workerData, so no other file ships), the state file that makes a census resumable, and the sameAs
// links, made once every row is in.

import { createHash } from 'node:crypto';
import { appendFileSync, closeSync, ftruncateSync, openSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { census, type CensusRow, type CensusShard } from '../index.js';
import { InvalidInputError, quoteArgument, UnreadableFileError } from './args.js';
import { describeFileError } from './grundy-file.js';

/** Hashes of a row's values: all `count`, the first `count - 1` (head), the last `count - 1` (tail). */
export interface RowKeys {
  readonly full: string;
  readonly head: string;
  readonly tail: string;
}

/** A finished row before its `sameAs` is known, with the keys that decide it. */
export interface FinishedRow {
  readonly row: CensusRow;
  readonly keys: RowKeys;
}

/** What a worker is started with. */
interface CensusWorkerData {
  readonly nimkitCensusWorker: true;
  readonly count: number;
}

/** Messages: parent to worker `{ index, code }`; worker to parent `{ index, row, keys }` or `{ index, error }`. */
type WorkerReply = { index: number; row: CensusRow; keys: RowKeys } | { index: number; error: string };

function sha256(values: Uint32Array, from: number, to: number): string {
  // The values as 4-byte little-endian integers, whatever the host's byte order.
  const bytes = Buffer.alloc((to - from) * 4);
  for (let n = from; n < to; n++) bytes.writeUInt32LE(values[n] ?? 0, (n - from) * 4);
  return createHash('sha256').update(bytes).digest('hex');
}

/** One game's row (its `sameAs` null) and keys, computed here. */
export function computeRow(code: string, count: number): FinishedRow {
  let finished: FinishedRow | undefined;
  census({
    codes: [code],
    count,
    onRow: (row, values) => {
      finished = { row, keys: { full: sha256(values, 0, count), head: sha256(values, 0, count - 1), tail: sha256(values, 1, count) } };
    },
  });
  if (finished === undefined) throw new Error(`unreachable: no row for ${code}`);
  return finished;
}

/** Whether this thread is a census worker (the CLI's module started by {@link runInWorkers}). */
export function isCensusWorker(): boolean {
  return !isMainThread && (workerData as Partial<CensusWorkerData> | null)?.nimkitCensusWorker === true;
}

/** The worker's loop: computes each code the parent sends, until the parent ends the thread. */
export function serveAsWorker(): Promise<number> {
  const port = parentPort;
  const { count } = workerData as CensusWorkerData;
  port?.on('message', ({ index, code }: { index: number; code: string }) => {
    try {
      port.postMessage({ index, ...computeRow(code, count) } satisfies WorkerReply);
    } catch (error) {
      port.postMessage({ index, error: error instanceof Error ? error.message : String(error) } satisfies WorkerReply);
    }
  });
  // Never resolves: the parent terminates the thread when the census is done.
  return new Promise<number>(() => undefined);
}

/** Something that stops a run from outside (Ctrl-C): `stopped` is read between rows. */
export interface StopSignal {
  stopped: boolean;
}

/**
 * Computes the rows of `codes` at `pending` indexes, in `jobs` worker threads (in this thread when `jobs` is
 * 1), calling `onRow` as each arrives. Resolves when all are in or `stop.stopped` is set; terminates the workers.
 */
export async function runRows(codes: readonly string[], pending: readonly number[], count: number, jobs: number, stop: StopSignal, onRow: (index: number, finished: FinishedRow) => void): Promise<void> {
  if (jobs <= 1) {
    for (const index of pending) {
      if (stop.stopped) return;
      onRow(index, computeRow(codes[index] ?? '', count));
      // A turn of the event loop, so a signal handler (Ctrl-C) can run between rows.
      await nextTurn();
    }
    return;
  }
  await runInWorkers(codes, pending, count, jobs, stop, onRow);
}

async function runInWorkers(codes: readonly string[], pending: readonly number[], count: number, jobs: number, stop: StopSignal, onRow: (index: number, finished: FinishedRow) => void): Promise<void> {
  const queue = [...pending];
  const workers: Worker[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      let running = 0;
      const feed = (worker: Worker): void => {
        const index = queue.shift();
        if (index === undefined || stop.stopped) {
          if (running === 0 || stop.stopped) resolve();
          return;
        }
        running++;
        worker.postMessage({ index, code: codes[index] });
      };
      for (let job = 0; job < Math.min(jobs, queue.length); job++) {
        // The CLI's own module again (dist/cli.js), which sees the flag and serves rows: no other file ships.
        const worker = new Worker(new URL(import.meta.url), { argv: ['census'], workerData: { nimkitCensusWorker: true, count } satisfies CensusWorkerData, stdout: true, stderr: true });
        workers.push(worker);
        worker.on('message', (reply: WorkerReply) => {
          running--;
          if ('error' in reply) {
            reject(new InvalidInputError(`${codes[reply.index] ?? ''}: ${reply.error}`));
            return;
          }
          try {
            onRow(reply.index, { row: reply.row, keys: reply.keys });
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
            return;
          }
          feed(worker);
        });
        worker.on('error', reject);
        worker.on('exit', (code) => {
          if (code !== 0 && !stop.stopped) reject(new Error(`a census worker stopped with exit code ${code}`));
        });
        feed(worker);
      }
      if (queue.length === 0 && running === 0) resolve();
    });
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

/**
 * The `sameAs` of every row, in census order: the first earlier row whose values are equal, or equal shifted
 * by one heap either way (the library's rule, decided here from SHA-256 keys of the values).
 */
export function linkRows(finished: readonly FinishedRow[]): CensusRow[] {
  const first = { full: new Map<string, number>(), head: new Map<string, number>(), tail: new Map<string, number>() };
  return finished.map(({ row, keys }, index) => {
    // Equal; G_this(n + 1) = G_other(n) (this tail is the other's head); G_this(n) = G_other(n + 1).
    const candidates = [first.full.get(keys.full), first.head.get(keys.tail), first.tail.get(keys.head)].filter((at) => at !== undefined);
    if (!first.full.has(keys.full)) first.full.set(keys.full, index);
    if (!first.head.has(keys.head)) first.head.set(keys.head, index);
    if (!first.tail.has(keys.tail)) first.tail.set(keys.tail, index);
    return { ...row, sameAs: candidates.length === 0 ? null : (finished[Math.min(...candidates)]?.row.code ?? null) };
  });
}

/** What a census state file's first line records. */
const STATE_FORMAT = 'nimkit census state';
/** Version 2: each row line carries the SHA-256 of its content. */
const STATE_VERSION = 2;
/** The longest line a state file holds (a row line takes about 600 bytes): longer is not a state file. */
const MAX_STATE_LINE = 4096;

/** The SHA-256 of a row line's content, as the line records it: an edited row no longer matches. */
function rowHash(index: number, row: unknown, keys: unknown): string {
  return createHash('sha256').update(JSON.stringify({ index, row, keys })).digest('hex');
}

const isCount = (value: unknown, below = Number.POSITIVE_INFINITY): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value < below;
const isHex = (value: unknown): boolean => typeof value === 'string' && /^[0-9a-f]{64}$/.test(value);
const ROW_FIELDS = 'code,status,preperiod,period,saltus,count,largest,largestAt,rareMask,rareCount,lastRare,sameAs';

/** Whether `row` is the row of `code` to `count` values as the census writes it, every field of its type. */
function isRow(row: unknown, code: string | undefined, count: number): row is CensusRow {
  if (typeof row !== 'object' || row === null || Object.keys(row).join(',') !== ROW_FIELDS) return false;
  const { status, preperiod, period, saltus, largest, largestAt, rareMask, rareCount, lastRare, sameAs } = row as Record<string, unknown>;
  const solved = status === 'solved' && isCount(preperiod) && isCount(period) && period > 0 && isCount(saltus);
  const unsolved = status === 'unsolved' && preperiod === null && period === null && saltus === null;
  const rare = rareMask === null ? rareCount === null && lastRare === null : typeof rareMask === 'string' && /^0x[0-9a-f]{1,13}$/.test(rareMask) && isCount(rareCount, count + 1) && (lastRare === null || isCount(lastRare, count));
  return (row as CensusRow).code === code && (row as CensusRow).count === count && (solved || unsolved) && isCount(largest) && isCount(largestAt, count) && rare && sameAs === null;
}

/**
 * A census state file: a first line `{"format":"nimkit census state","version":2,"digits":D,"count":N}`,
 * then one line per finished game, `{"index":I,"row":{...},"keys":{"full","head","tail"},"sha256":H}` (H the
 * SHA-256 of the JSON of index, row and keys), appended as each game finishes. Reading checks every field of
 * every row and its hash before trusting it, and drops a last line cut short (a run killed while writing it).
 * A new file is written beside its name and renamed into place, so a failed start (a full disk) leaves none.
 *
 * @returns the rows already finished, by index.
 * @throws InvalidInputError for a file of another census or a corrupt line; UnreadableFileError when it
 * cannot be read or written.
 */
export function openState(path: string, digits: number, count: number, codes: readonly string[], shard?: CensusShard): Map<number, FinishedRow> {
  // A shard's state names its shard (K/N) in the first line; a whole census's has no such field.
  const shardName = shard === undefined ? undefined : `${shard.index}/${shard.count}`;
  const rows = new Map<number, FinishedRow>();
  let text: string;
  try {
    // A state file holds a line per game at most: anything larger is refused before it is read.
    const size = statSync(path).size;
    if (size > (codes.length + 1) * MAX_STATE_LINE) throw new InvalidInputError(`${quoteArgument(path)} is not a nimkit census state file (${size} bytes, more than a census of ${codes.length} games writes)`);
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if (error instanceof InvalidInputError) throw error;
    if ((error as { code?: unknown }).code !== 'ENOENT') throw new UnreadableFileError(`cannot read ${quoteArgument(path)}: ${describeFileError(error)}`);
    const temporary = `${path}.tmp`;
    try {
      writeFileSync(temporary, `${JSON.stringify({ format: STATE_FORMAT, version: STATE_VERSION, digits, count, shard: shardName })}\n`);
      renameSync(temporary, path);
    } catch (writeError) {
      rmSync(temporary, { force: true });
      throw new UnreadableFileError(`cannot write ${quoteArgument(path)}: ${describeFileError(writeError)}`);
    }
    return rows;
  }
  const whole = text.endsWith('\n') ? text : text.slice(0, text.lastIndexOf('\n') + 1);
  const lines = whole.split('\n').slice(0, -1);
  const corrupt = (line: number): InvalidInputError => new InvalidInputError(`${quoteArgument(path)} line ${line}: not a line of a nimkit census state file`);
  const header = parseLine(lines[0]) as { format?: unknown; version?: unknown; digits?: unknown; count?: unknown; shard?: unknown } | undefined;
  if (header?.format !== STATE_FORMAT || header.version !== STATE_VERSION) throw new InvalidInputError(`${quoteArgument(path)} is not a nimkit census state file`);
  if (header.digits !== digits || header.count !== count) {
    throw new InvalidInputError(`${quoteArgument(path)} is the state of a census with --digits ${String(header.digits)} --count ${String(header.count)}, not --digits ${digits} --count ${count}`);
  }
  if (header.shard !== shardName) {
    const of = (name: unknown): string => (typeof name === 'string' ? `shard ${name}` : 'a whole census');
    throw new InvalidInputError(`${quoteArgument(path)} is the state of ${of(header.shard)}, not of ${of(shardName)}`);
  }
  for (let at = 1; at < lines.length; at++) {
    const parsed = (lines[at]?.length ?? 0) > MAX_STATE_LINE ? undefined : parseLine(lines[at]);
    const entry = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as { index?: unknown; row?: unknown; keys?: unknown; sha256?: unknown };
    const { index, row } = entry;
    const keys = (typeof entry.keys === 'object' && entry.keys !== null ? entry.keys : {}) as Partial<RowKeys>;
    const valid =
      Object.keys(entry).join(',') === 'index,row,keys,sha256' &&
      isCount(index, codes.length) &&
      (shard === undefined || index % shard.count === shard.index - 1) &&
      isRow(row, codes[index], count) &&
      Object.keys(keys).join(',') === 'full,head,tail' &&
      isHex(keys.full) &&
      isHex(keys.head) &&
      isHex(keys.tail) &&
      entry.sha256 === rowHash(index, row, keys);
    if (!valid) throw corrupt(at + 1);
    rows.set(index, { row, keys: keys as RowKeys });
  }
  if (whole.length < text.length) {
    // Cut off the partial line, so the next line appended starts clean.
    const fd = openSync(path, 'r+');
    ftruncateSync(fd, Buffer.byteLength(whole));
    closeSync(fd);
  }
  return rows;
}

function parseLine(line: string | undefined): unknown {
  try {
    return JSON.parse(line ?? '') as unknown;
  } catch {
    return undefined;
  }
}

/** Appends one finished row to the state file. */
export function saveRow(path: string, index: number, finished: FinishedRow): void {
  try {
    appendFileSync(path, `${JSON.stringify({ index, row: finished.row, keys: finished.keys, sha256: rowHash(index, finished.row, finished.keys) })}\n`);
  } catch (error) {
    throw new UnreadableFileError(`cannot write ${quoteArgument(path)}: ${describeFileError(error)}`);
  }
}
