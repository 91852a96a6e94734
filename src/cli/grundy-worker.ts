// The computing half of `nimkit grundy --out`: the values are computed in a worker thread (the CLI's own module
// again, started with a flag in workerData, as the census does), so the main thread stays free for Ctrl-C and
// SIGTERM however long one value takes (0.[*] near heap 110: minutes), and the file it writes always matches
// its checkpoint.

import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { HeapGame, type HeapGamePeriod } from '../index.js';

/** What the worker is started with: the game's code, the values already on disk (transferred), the work limit. */
interface GrundyWorkerData {
  readonly nimkitGrundyWorker: true;
  readonly code: string;
  readonly values: Uint8Array | Uint16Array | Uint32Array;
  readonly maxWork: number | undefined;
}

/** Requests: a range of values, or the proved period once the run is done. */
type Request = { kind: 'range'; from: number; to: number } | { kind: 'period' };
/** Replies: the values, the period, or a failure (`range`: a limit of the library, invalid input; `restore`: the file's values). */
type Reply =
  | { kind: 'values'; values: Uint32Array }
  | { kind: 'period'; period: HeapGamePeriod | null }
  | { kind: 'error'; message: string; range: boolean; restore: boolean };

/** Whether this thread is a grundy worker (started by {@link ValueWorker}). */
export function isGrundyWorker(): boolean {
  return !isMainThread && (workerData as Partial<GrundyWorkerData> | null)?.nimkitGrundyWorker === true;
}

/** The worker's loop: adopts the values on disk, then answers each request until the parent ends the thread. */
export function serveGrundyWorker(): Promise<number> {
  const port = parentPort;
  const { code, values, maxWork } = workerData as GrundyWorkerData;
  const game = HeapGame.parse(code);
  const failure = (error: unknown, restore: boolean): Reply => ({ kind: 'error', message: error instanceof Error ? error.message : String(error), range: error instanceof RangeError, restore });
  let broken: Reply | undefined;
  try {
    // The values already on disk: the game goes on from them instead of computing them again.
    if (values.length > 0) game.restoreValues(values);
  } catch (error) {
    broken = failure(error, true);
  }
  port?.on('message', (request: Request) => {
    if (broken !== undefined) {
      port.postMessage(broken);
      return;
    }
    try {
      if (request.kind === 'period') {
        port.postMessage({ kind: 'period', period: game.period() ?? null } satisfies Reply);
        return;
      }
      const computed = game.grundyRange(request.from, request.to, maxWork === undefined ? {} : { maxWork });
      port.postMessage({ kind: 'values', values: computed } satisfies Reply, [computed.buffer as ArrayBuffer]);
    } catch (error) {
      port.postMessage(failure(error, false));
    }
  });
  // Never resolves: the parent terminates the thread (or the process exits).
  return new Promise<number>(() => undefined);
}

/** A failure reported by the worker: `range` for a limit of the library, `restore` for the file's values. */
export class WorkerFailure extends Error {
  readonly range: boolean;
  readonly restore: boolean;

  constructor(message: string, range: boolean, restore: boolean) {
    super(message);
    this.range = range;
    this.restore = restore;
  }
}

/** The main thread's side: one request at a time, answered by the worker. */
export class ValueWorker {
  readonly #worker: Worker;
  #pending: { resolve: (reply: Reply) => void; reject: (error: Error) => void } | undefined;

  constructor(code: string, values: Uint8Array | Uint16Array | Uint32Array, maxWork: number | undefined) {
    const data: GrundyWorkerData = { nimkitGrundyWorker: true, code, values, maxWork };
    // The CLI's own module again (dist/cli.js), which sees the flag and serves values: no other file ships.
    this.#worker = new Worker(new URL(import.meta.url), { argv: ['grundy'], workerData: data, transferList: [values.buffer as ArrayBuffer], stdout: true, stderr: true });
    this.#worker.on('message', (reply: Reply) => {
      const pending = this.#pending;
      this.#pending = undefined;
      pending?.resolve(reply);
    });
    const fail = (error: Error): void => {
      const pending = this.#pending;
      this.#pending = undefined;
      pending?.reject(error);
    };
    this.#worker.on('error', fail);
    this.#worker.on('exit', (status) => {
      fail(new Error(`a grundy worker stopped with exit code ${status}`));
    });
  }

  #ask(request: Request): Promise<Reply> {
    return new Promise<Reply>((resolve, reject) => {
      this.#pending = { resolve, reject };
      this.#worker.postMessage(request);
    }).then((reply) => {
      if (reply.kind === 'error') throw new WorkerFailure(reply.message, reply.range, reply.restore);
      return reply;
    });
  }

  /** The values of heaps `from … to-1`. */
  async range(from: number, to: number): Promise<Uint32Array> {
    const reply = await this.#ask({ kind: 'range', from, to });
    return reply.kind === 'values' ? reply.values : new Uint32Array(0);
  }

  /** The game's proved period by the default search, over the values computed so far. */
  async period(): Promise<HeapGamePeriod | undefined> {
    const reply = await this.#ask({ kind: 'period' });
    return reply.kind === 'period' ? (reply.period ?? undefined) : undefined;
  }

  /** Ends the thread at once, even in the middle of a value. */
  async terminate(): Promise<void> {
    this.#pending = undefined;
    await this.#worker.terminate();
  }
}
