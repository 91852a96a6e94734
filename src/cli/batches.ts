// Long series of rounds (`sticks`, `match`) played in batches, handing control back to the event loop between
// them. A signal handler is JavaScript: it runs only when the loop gets control, so one synchronous call
// playing a million rounds would let Ctrl-C kill the process with Node's default action (by signal 2, the
// progress line left on the terminal) or keep it waiting until the end. Between batches, the handler
// registered here clears the progress line and the process exits 130 (143 for SIGTERM).
import { setImmediate as nextTurn } from 'node:timers/promises';
import { onInterrupt, progressReporter } from './io.js';
import type { CliIo } from './io.js';

/** About how long a batch runs: long enough that yielding costs nothing, short enough that Ctrl-C is prompt. */
const BATCH_MS = 20;

/** Plays `count` rounds from round `from` (0-based); `onRound(done)` after each, counting from 1 in the batch. */
type Batch = (from: number, count: number, onRound: ((done: number) => void) | undefined) => void;

/**
 * Plays `total` rounds through `play`, a batch at a time, with a progress line on a terminal for more than
 * `minimum` rounds (as {@link progressReporter}). Batch sizes double from 1 while a batch takes under
 * {@link BATCH_MS} / 2 and halve when one takes over twice it, so Ctrl-C waits for one slow round at most.
 * The results must not depend on the batch sizes: `play` plays rounds `from` to `from + count - 1` of the
 * series exactly as one call would (the same seats, drawing from the same source in the same order).
 *
 * @example
 * ```ts
 * await playInBatches(io, 'sticks', rounds, 100_000, (from, count, onRound) => {
 *   add(sticksCompetition(p1, p2, { rounds: count, random, ...(onRound && { onProgress: onRound }) }));
 * });
 * ```
 */
export async function playInBatches(io: CliIo, command: string, total: number, minimum: number, play: Batch): Promise<void> {
  const report = progressReporter(io, command, total, minimum);
  let shown = false;
  const release = onInterrupt(io, () => {
    if (shown) io.stderr.write('\r\x1b[K');
  });
  try {
    let size = 1;
    for (let from = 0; from < total; ) {
      const count = Math.min(size, total - from);
      const start = from;
      const onRound =
        report &&
        ((done: number): void => {
          shown = true;
          report(start + done);
        });
      const began = performance.now();
      play(from, count, onRound);
      from += count;
      const elapsed = performance.now() - began;
      if (elapsed < BATCH_MS / 2) size *= 2;
      else if (elapsed > BATCH_MS * 2 && size > 1) size /= 2;
      if (from < total) await nextTurn();
    }
  } finally {
    release();
  }
}
