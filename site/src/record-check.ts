// Checking a recorded game with a bounded result: the verdict, and at most SHOWN_LINES lines of the transcript.
// No DOM here: this runs in the page's Web Worker (record-worker.ts), or on the page itself when the browser
// will not start the worker.

import { simulateGame, simulateGameLines, validateGame } from 'nimkit';
import type { GameCheck, GameDiagnostic } from 'nimkit';

/** At most this many transcript lines are sent to the page: a longer `<pre>` is slow to render and to read. */
export const SHOWN_LINES = 2_000;

/** And at most this many characters (whole lines only): 2,000 lines of 1,000 piles would be megabytes. */
export const SHOWN_CHARACTERS = 400_000;

/**
 * Above this many characters (an upper bound, see {@link transcriptBound}) `simulateGame` is not called: it
 * builds the whole transcript in memory, and a 0.8 MiB record with 1,000 piles and 200,000 moves makes one of
 * more than a gigabyte, which kills the tab.
 */
export const FULL_TRANSCRIPT_LIMIT = 4_000_000;

/** What the game-file panel shows: plain data, so it can cross from the worker to the page. */
export interface RecordReport {
  /** The verdict, without the live arrays of a `GameCheck`. */
  readonly verdict:
    | { readonly valid: true; readonly moves: number; readonly loser: 1 | 2 }
    | { readonly valid: false; readonly error: GameDiagnostic };
  /** The first lines of the transcript, each ending in `\n`: the whole transcript unless `totalLines` is larger. */
  readonly shown: string;
  /** How many lines `shown` holds. */
  readonly shownLines: number;
  /** How many lines the whole transcript has. */
  readonly totalLines: number;
}

/**
 * An upper bound on the length of `simulateGame(text)`, from the text alone (valid or not): each input line gives
 * at most one move (a sentence, `State:` and a state line), and a state line (piles joined by two spaces, never
 * longer than the starting piles) is at most twice as long as line 2 of the input.
 */
export function transcriptBound(text: string): number {
  let lines = 1;
  let secondLine = 0;
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) {
    lines += 1;
    if (lines === 2) secondLine = index + 1;
  }
  if (lines < 2) return 64;
  const lineTwoEnd = text.indexOf('\n', secondLine);
  const lineTwo = (lineTwoEnd === -1 ? text.length : lineTwoEnd) - secondLine;
  // Per move: a sentence with two numbers no longer than line 2, `State:` and a state line.
  return (lines + 2) * (4 * lineTwo + 96);
}

/** Keeps the first lines of a transcript, up to both limits, and counts the rest. */
class Excerpt {
  readonly #kept: string[] = [];
  #characters = 0;
  #full = false;

  /** Whether the excerpt takes no more lines: callers then skip formatting them. */
  isFull(): boolean {
    return this.#full;
  }

  /** Keeps `line` if it fits; once one line does not fit, no later line is kept, so the excerpt has no gaps. */
  add(line: string): void {
    if (this.#full) return;
    if (this.#kept.length >= SHOWN_LINES || this.#characters + line.length > SHOWN_CHARACTERS) {
      this.#full = true;
      return;
    }
    this.#kept.push(line);
    this.#characters += line.length;
  }

  /** The report for `check` and a transcript of `totalLines` lines. */
  report(check: GameCheck, totalLines: number): RecordReport {
    const verdict = check.valid ? { valid: true as const, moves: check.moves, loser: check.loser } : { valid: false as const, error: check.error };
    return { verdict, shown: this.#kept.join(''), shownLines: this.#kept.length, totalLines };
  }
}

/**
 * The first lines of a transcript too large to build. `simulateGameLines` formats as it goes, so nothing past
 * the excerpt is formatted (joining 1,000 piles for each of 200,000 moves would be most of the work); the
 * lines are counted from the verdict: 2 to start, 3 per move and 1 to end, or the one `Invalid Game.`.
 */
function largeTranscript(text: string): RecordReport {
  const excerpt = new Excerpt();
  for (const line of simulateGameLines(text)) {
    excerpt.add(line);
    if (excerpt.isFull()) break;
  }
  const check = validateGame(text);
  return excerpt.report(check, check.valid ? 3 * check.moves + 3 : 1);
}

/**
 * Checks a recorded game and simulates it, keeping at most {@link SHOWN_LINES} lines and
 * {@link SHOWN_CHARACTERS} characters of the transcript. Time is linear in the text, and memory stays bounded
 * by the text, the piles and {@link FULL_TRANSCRIPT_LIMIT}.
 */
export function checkRecord(text: string): RecordReport {
  if (transcriptBound(text) > FULL_TRANSCRIPT_LIMIT) return largeTranscript(text);
  const transcript = simulateGame(text);
  const excerpt = new Excerpt();
  let totalLines = 0;
  for (let start = 0, end = transcript.indexOf('\n'); end !== -1; start = end + 1, end = transcript.indexOf('\n', start)) {
    totalLines += 1;
    if (!excerpt.isFull()) excerpt.add(transcript.slice(start, end + 1));
  }
  return excerpt.report(validateGame(text), totalLines);
}

/** What the page sends the worker: the record's text, and an id that the answer repeats. */
export interface RecordRequest {
  readonly id: number;
  readonly text: string;
}

/** The answer to a request: the report, or the message of an unexpected error (a bug, shown as such). */
export type RecordResponse = { readonly id: number } & ({ readonly report: RecordReport } | { readonly failure: string });

/** Answers a request, in the worker or, where workers cannot start, on the page. */
export function respond({ id, text }: RecordRequest): RecordResponse {
  try {
    return { id, report: checkRecord(text) };
  } catch (error) {
    return { id, failure: error instanceof Error ? error.message : String(error) };
  }
}
