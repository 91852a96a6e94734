// Progress of a long run on stderr (`nimkit grundy --out`, `--prove`, `nimkit census`): how much is done, the
// rate and the time left. On a terminal one line redrawn in place; with --progress on anything else, a line
// every few seconds. Never on stdout.

import type { CliIo } from './io.js';

/** Redraws on a terminal at most this often, in milliseconds. */
const TERMINAL_EVERY_MS = 100;
/** Prints a line on a file or pipe at most this often. */
const LINE_EVERY_MS = 2000;

/** `1234567` as `1,234,567`. */
export function groupDigits(value: number): string {
  return Math.round(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A duration in seconds, in the largest unit that keeps it readable: `45 s`, `12 min`, `3 h 20 min`. */
export function formatDuration(seconds: number): string {
  if (seconds < 90) return `${Math.max(1, Math.round(seconds))} s`;
  if (seconds < 5400) return `${Math.round(seconds / 60)} min`;
  const minutes = Math.round(seconds / 60);
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** Progress of one run: `update(done)` as work is done, `clear()` at the end (or on Ctrl-C). */
export class RunProgress {
  readonly #io: CliIo;
  readonly #label: string;
  readonly #unit: string;
  readonly #terminal: boolean;
  readonly #enabled: boolean;
  readonly #started = performance.now();
  readonly #first: number;
  #shownAt = Number.NEGATIVE_INFINITY;
  #drawn = false;

  /**
   * @param label - `nimkit grundy`.
   * @param unit - what is counted: `values`, `games`.
   * @param asked - `--progress` was given: show it even when stderr is not a terminal.
   * @param from - what was done before this process started (a resumed run): the rate counts only the rest.
   */
  constructor(io: CliIo, label: string, unit: string, asked: boolean, from = 0) {
    this.#first = from;
    this.#io = io;
    this.#label = label;
    this.#unit = unit;
    this.#terminal = io.stderr.isTTY === true;
    this.#enabled = this.#terminal || asked;
  }

  /** Reports `done` of `total` (at most every 100 ms on a terminal, every 2 s elsewhere, unless `force`). */
  update(done: number, total: number, force = false): void {
    if (!this.#enabled) return;
    const now = performance.now();
    if (!force && now - this.#shownAt < (this.#terminal ? TERMINAL_EVERY_MS : LINE_EVERY_MS)) return;
    this.#shownAt = now;
    const seconds = (now - this.#started) / 1000;
    const rate = seconds > 0 ? (done - this.#first) / seconds : 0;
    const percent = total > 0 ? ` (${((100 * done) / total).toFixed(1)}%)` : '';
    const speed = rate > 0 ? `, ${groupDigits(rate)} ${this.#unit} a second` : '';
    const left = rate > 0 && done < total ? `, about ${formatDuration((total - done) / rate)} left` : '';
    const text = `${this.#label}: ${groupDigits(done)} of ${groupDigits(total)} ${this.#unit}${percent}${speed}${left}`;
    this.#io.stderr.write(this.#terminal ? `\r\u001b[K${text}` : `${text}\n`);
    this.#drawn = this.#terminal;
  }

  /** Erases the line on a terminal, so what follows starts clean. */
  clear(): void {
    if (this.#drawn) this.#io.stderr.write('\r\u001b[K');
    this.#drawn = false;
  }
}
