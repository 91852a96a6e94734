// The streams a command talks to, and a line reader for interactive prompts. Commands take a CliIo so tests can
// drive them in-process; the bin passes the real process streams, guarded (see guardOutput) and with the
// process's signals (see createInterrupts).

/** Why writing stopped: a Node system error (`EPIPE`, `ENOSPC`, ...) or any other error. */
type OutputFailure = Error & { code?: unknown };

/** Something a command writes text to (process.stdout, or a collecting fake in tests). */
export interface TextSink {
  write(text: string): unknown;
  /** True when a person is watching (progress is only shown on a TTY). */
  isTTY?: boolean;
  /**
   * Set once a write has failed or the reader has gone away (see {@link guardOutput}): later writes are
   * dropped, so a long command checks it to stop early.
   */
  readonly failure?: OutputFailure | null;
  /** Resolves once everything written so far has reached the system, or failed (see {@link guardOutput}). */
  settled?(): Promise<void>;
}

/** The streams a command talks to. */
export interface CliIo {
  stdout: TextSink;
  stderr: TextSink;
  /** Standard input as chunks (process.stdin, or any async iterable in tests). */
  stdin: AsyncIterable<string | Uint8Array>;
  /** Where a command registers what to undo if the process is interrupted; none in most tests. */
  interrupts?: Interrupts;
}

/** Exit codes, a contract written in `--help` and the README. */
export const EXIT_OK = 0;
/** The input is invalid: an invalid game, a bad heap list, binary input. */
export const EXIT_INVALID = 1;
/** A usage error, or a file or stream that cannot be read or written. */
export const EXIT_USAGE = 2;
/** Interrupted by SIGINT (Ctrl-C): 128 + 2, what a shell reports for a command killed by it. */
export const EXIT_INTERRUPTED = 130;
/**
 * The reader of standard output went away (`nimkit ... | head -1`): 128 + 13, the status of a command killed
 * by SIGPIPE, which is what shells (and `set -o pipefail`) see from `yes | head -1`. Nothing is printed.
 */
export const EXIT_BROKEN_PIPE = 141;
/** Terminated by SIGTERM: 128 + 15. */
const EXIT_TERMINATED = 143;

/** The part of a Node writable stream that {@link guardOutput} uses. */
interface WritableLike {
  write(chunk: string, callback: (error?: Error | null) => void): boolean;
  on(event: 'error', listener: (error: Error) => void): unknown;
  isTTY?: boolean;
}

/** A {@link TextSink} over a real stream that never lets a write error escape as an unhandled event. */
interface GuardedSink extends TextSink {
  readonly failure: OutputFailure | null;
  settled(): Promise<void>;
}

/**
 * Wraps a writable stream (process.stdout) so that a write error — a closed pipe (`EPIPE`), a full disk
 * (`ENOSPC`) — is recorded in `failure` instead of crashing the process with a stack trace. After a failure
 * writes are dropped and report no backpressure, so a command producing output finishes (or stops) at once.
 *
 * @example
 * ```ts
 * const stdout = guardOutput(process.stdout);
 * stdout.write('hello\n');
 * await stdout.settled();
 * if (stdout.failure !== null) console.error(describeWriteError(stdout.failure));
 * ```
 */
export function guardOutput(stream: WritableLike): GuardedSink {
  let failure: OutputFailure | null = null;
  const fail = (error: Error | null | undefined): void => {
    if (error != null) failure ??= error;
  };
  // Without a listener, Node turns the stream's 'error' event into an uncaught exception.
  stream.on('error', fail);
  return {
    get failure() {
      return failure;
    },
    get isTTY() {
      return stream.isTTY === true;
    },
    write(text: string): boolean {
      if (failure !== null) return true;
      return stream.write(text, fail);
    },
    settled(): Promise<void> {
      if (failure !== null) return Promise.resolve();
      // Writes complete in order, so the callback of an empty write runs once every earlier one is done.
      return new Promise((resolve) => {
        stream.write('', (error) => {
          fail(error);
          resolve();
        });
      });
    },
  };
}

/**
 * Whether a write failure means the reader went away, which is not an error worth a message.
 *
 * @example
 * ```ts
 * isBrokenPipe(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' })); // true
 * ```
 */
export function isBrokenPipe(failure: OutputFailure): boolean {
  return failure.code === 'EPIPE' || failure.code === 'ERR_STREAM_DESTROYED';
}

/**
 * Why output could not be written, in a few words.
 *
 * @example
 * ```ts
 * describeWriteError(Object.assign(new Error('ENOSPC: ...'), { code: 'ENOSPC' })); // 'no space left on device'
 * ```
 */
export function describeWriteError(failure: OutputFailure): string {
  switch (failure.code) {
    case 'ENOSPC':
      return 'no space left on device';
    case 'EDQUOT':
      return 'disk quota exceeded';
    case 'EFBIG':
      return 'file too large';
    case 'EIO':
      return 'input/output error';
    case 'EBADF':
      return 'the stream is closed';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    default:
      return failure.message;
  }
}

/** Where a command registers what to undo when SIGINT or SIGTERM ends the process early. */
export interface Interrupts {
  /**
   * Registers `undo` (synchronous: remove a temporary file, clear a progress line) to run if the process is
   * interrupted before the returned function is called to unregister it.
   */
  onInterrupt(undo: () => void): () => void;
}

/** The part of `process` that {@link createInterrupts} listens to. */
interface SignalTarget {
  on(signal: 'SIGINT' | 'SIGTERM', listener: (signal: NodeJS.Signals) => void): unknown;
  off(signal: 'SIGINT' | 'SIGTERM', listener: (signal: NodeJS.Signals) => void): unknown;
}

/**
 * The process's {@link Interrupts}: while something is registered, SIGINT and SIGTERM run every registered
 * undo (newest first) and then `exit(130)` or `exit(143)`. Nothing listens while nothing is registered, so a
 * long synchronous computation stays killable by Ctrl-C with Node's default behaviour (a JavaScript signal
 * handler could only run once the computation had finished).
 *
 * @example
 * ```ts
 * const interrupts = createInterrupts(process, (code) => process.exit(code));
 * const release = interrupts.onInterrupt(() => rmSync(tempDirectory, { recursive: true, force: true }));
 * try { await work(); } finally { release(); }
 * ```
 */
export function createInterrupts(target: SignalTarget, exit: (code: number) => void): Interrupts {
  const undos = new Set<() => void>();
  let listening = false;
  const update = (): void => {
    if (undos.size > 0 && !listening) {
      target.on('SIGINT', handle);
      target.on('SIGTERM', handle);
    } else if (undos.size === 0 && listening) {
      target.off('SIGINT', handle);
      target.off('SIGTERM', handle);
    }
    listening = undos.size > 0;
  };
  function handle(signal: NodeJS.Signals): void {
    const pending = [...undos].reverse();
    undos.clear();
    update();
    for (const undo of pending) {
      try {
        undo();
      } catch {
        // Exiting anyway: one failed undo must not keep the others from running.
      }
    }
    exit(signal === 'SIGINT' ? EXIT_INTERRUPTED : EXIT_TERMINATED);
  }
  return {
    onInterrupt(undo: () => void): () => void {
      // A wrapper, so registering the same function twice gives two independent registrations.
      const entry = (): void => {
        undo();
      };
      undos.add(entry);
      update();
      return () => {
        undos.delete(entry);
        update();
      };
    },
  };
}

/**
 * Registers `undo` with `io.interrupts` when there is one; the returned function unregisters it.
 *
 * @example
 * ```ts
 * const release = onInterrupt(io, () => progress.clear());
 * try { await work(); } finally { release(); }
 * ```
 */
export function onInterrupt(io: CliIo, undo: () => void): () => void {
  return io.interrupts?.onInterrupt(undo) ?? (() => undefined);
}

/**
 * Reads `stdin` one line at a time for interactive games. `next()` resolves to the line without its `\n` or
 * `\r\n`, or `null` at end of input. Works when input is piped all at once or typed line by line.
 */
export function createLineReader(stdin: AsyncIterable<string | Uint8Array>): { next(): Promise<string | null> } {
  const iterator = stdin[Symbol.asyncIterator]();
  const decoder = new TextDecoder();
  let buffer = '';
  let done = false;
  return {
    async next(): Promise<string | null> {
      for (;;) {
        const newline = buffer.indexOf('\n');
        if (newline >= 0) {
          const line = buffer.slice(0, newline);
          buffer = buffer.slice(newline + 1);
          return line.endsWith('\r') ? line.slice(0, -1) : line;
        }
        if (done) {
          if (buffer === '') return null;
          const last = buffer;
          buffer = '';
          return last;
        }
        const chunk = await iterator.next();
        if (chunk.done === true) {
          done = true;
          buffer += decoder.decode();
        } else {
          buffer += typeof chunk.value === 'string' ? chunk.value : decoder.decode(chunk.value, { stream: true });
        }
      }
    },
  };
}

/**
 * Progress of a series of rounds on stderr, for a person watching (a TTY) and more than `minimum` rounds: at
 * most one update per percent, erased at the end. `undefined` when there is nothing to show.
 */
export function progressReporter(io: CliIo, command: string, total: number, minimum = 0): ((done: number) => void) | undefined {
  if (total <= minimum || io.stderr.isTTY !== true) return undefined;
  let shown = -1;
  return (done) => {
    const percent = Math.floor((done * 100) / total);
    if (percent === shown) return;
    shown = percent;
    io.stderr.write(done === total ? '\r\x1b[K' : `\rnimkit ${command}: ${percent}% (${done} of ${total} rounds)`);
  };
}

/** An io that collects what a command writes (to read its help, or indent it under the demo's headings). */
export function collectingIo(input = ''): { io: CliIo; text: () => string } {
  let written = '';
  const sink = { write: (text: string) => (written += text) };
  const stdin = (async function* (): AsyncGenerator<string> {
    // A collected command reads `input` whole, as one chunk (none when it is empty).
    if (input !== '') yield await Promise.resolve(input);
  })();
  return { io: { stdout: sink, stderr: sink, stdin }, text: () => written };
}

/** Standard output is written in pieces of about this many characters, each waiting for the reader. */
const OUTPUT_BATCH_CHARS = 1 << 16;

/**
 * Text for standard output, written in batches of about {@link OUTPUT_BATCH_CHARS} characters: each batch waits
 * until a full pipe has taken it, and `closed` tells a long command that the reader has gone.
 */
export class OutputBatches {
  readonly #sink: TextSink;
  #parts: string[] = [];
  #length = 0;

  constructor(sink: TextSink) {
    this.#sink = sink;
  }

  /** The write failed or the reader went away (a closed pipe): stop producing output. */
  get closed(): boolean {
    return this.#sink.failure != null;
  }

  /** Adds text to the batch, to be written by a later {@link OutputBatches.flush}. */
  add(text: string): void {
    this.#parts.push(text);
    this.#length += text.length;
  }

  /** Adds text; writes the batch once it is large enough. */
  async push(text: string): Promise<void> {
    this.add(text);
    await this.flush();
  }

  /** Writes what was gathered once there is a batch of it (or always, with `force`). */
  async flush(force = false): Promise<void> {
    if (this.#length === 0 || (!force && this.#length < OUTPUT_BATCH_CHARS)) return;
    const text = this.#parts.join('');
    this.#parts = [];
    this.#length = 0;
    // A full pipe: wait until the reader has taken it all (or gone away) before producing more.
    if (this.#sink.write(text) === false) await this.#sink.settled?.();
  }
}
