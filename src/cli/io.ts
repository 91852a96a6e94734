// The streams a command talks to, and a line reader for interactive prompts. Commands take a CliIo so tests can
// drive them in-process; the bin passes the real process streams.

/** Something a command writes text to (process.stdout, or a collecting fake in tests). */
export interface TextSink {
  write(text: string): unknown;
  /** True when a person is watching (progress is only shown on a TTY). */
  isTTY?: boolean;
}

/** The streams a command talks to. */
export interface CliIo {
  stdout: TextSink;
  stderr: TextSink;
  /** Standard input as chunks (process.stdin, or any async iterable in tests). */
  stdin: AsyncIterable<string | Uint8Array>;
}

/** Exit codes, a contract written in `--help` and the README. */
export const EXIT_OK = 0;
/** The input is invalid: an invalid game, a bad heap list. */
export const EXIT_INVALID = 1;
/** A usage error or an unreadable file. */
export const EXIT_USAGE = 2;

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
