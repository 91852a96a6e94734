// The original course project's simulation of a whole game file: as one string, or line by line. Both validate the
// file first, since an invalid game prints `Invalid Game.` and nothing else, then replay it through the
// transcript formatters. The replay keeps only what the caller keeps: `simulateGame` the whole string (its
// length checked before any of it is built), `simulateGameLines` the lines of one small input slice.
import { describeValue } from '../internal/integers.js';
import { GameParser } from './parser.js';
import { endText, INVALID_GAME_TEXT, moveText, startText } from './transcript.js';
import type { GameCheck } from './types.js';

/**
 * The longest transcript {@link simulateGame} returns, in characters (2^28, 256 MiB of ASCII). V8 strings
 * stop near 2^29 characters, and a game of 1,000 piles and 200,000 moves (a 1 MB file) would print 1 GB; such
 * a transcript is refused before any of it is built. {@link simulateGameLines} has no limit.
 *
 * @example
 * ```ts
 * const lines = text.length < MAX_TRANSCRIPT_LENGTH / 100 ? [simulateGame(text)] : simulateGameLines(text);
 * ```
 *
 * @category Records
 */
export const MAX_TRANSCRIPT_LENGTH = 2 ** 28;

/** Input is replayed in slices this long, so the lines waiting for the caller are those of one slice. */
const REPLAY_SLICE = 512;

const START_TEXT_LENGTH = 'Starting State:\n\n'.length;
const MOVE_TEXT_LENGTH = 'Player 1 takes  tokens from the pile .\nState:\n\n'.length;
const END_TEXT_LENGTH = 'Player 1 loses.\n'.length;

/** Checks the argument of the one-shot functions.
 *
 * @category Records
 */
export function checkInput(input: unknown): asserts input is string | Uint8Array {
  if (typeof input !== 'string' && !(input instanceof Uint8Array)) {
    throw new TypeError(`text must be a string or a Uint8Array, got ${describeValue(input)}`);
  }
}

function digitCount(value: number | bigint): number {
  return String(value).length;
}

/**
 * Validates the file and measures what {@link simulateGame} prints for it without building it: the piles'
 * text changes by one pile per move, so its length is kept up to date in constant time per move (for number
 * piles).
 *
 * @category Records
 */
export function measureTranscript(text: string | Uint8Array): { check: GameCheck; length: number } {
  let pilesLength = 0;
  let length = 0;
  const parser = new GameParser(
    (piles) => {
      pilesLength = 2 * Math.max(piles.length - 1, 0);
      for (const pile of piles) pilesLength += digitCount(pile);
      length += START_TEXT_LENGTH + pilesLength;
    },
    (move) => {
      const after = move.piles[move.pileIndex] ?? 0;
      const before = typeof after === 'bigint' ? after + BigInt(move.count) : after + Number(move.count);
      pilesLength += digitCount(after) - digitCount(before);
      length += MOVE_TEXT_LENGTH + digitCount(move.count) + digitCount(move.pileIndex + 1) + pilesLength;
    },
  );
  parser.write(text);
  const check = parser.end();
  return { check, length: check.valid ? length + END_TEXT_LENGTH : INVALID_GAME_TEXT.length };
}

/**
 * Simulates a game file as the course project prints it: `Starting State:` and the piles joined by two spaces, then for
 * each move `Player i takes n tokens from the pile k.` (k counted from 1), `State:` and the piles, and last
 * `Player i loses.`. Every line ends with `\n`. An invalid game gives exactly `Invalid Game.\n`; use
 * {@link validateGame} to learn why.
 *
 * The transcript is one string, so its size is limited ({@link MAX_TRANSCRIPT_LENGTH}); for a game whose
 * transcript may be large, {@link simulateGameLines} gives the same text a line at a time.
 *
 * @param text - The file's text, or its UTF-8 bytes.
 * @returns The transcript, or `Invalid Game.\n`.
 * @throws `TypeError` if `text` is neither a string nor a `Uint8Array`.
 * @throws `RangeError` if the transcript would be longer than {@link MAX_TRANSCRIPT_LENGTH}; nothing is built.
 * @example
 * ```ts
 * simulateGame('3;2\n1;2\n1;2\n');
 * // 'Starting State:\n1  2\nPlayer 1 takes 2 tokens from the pile 2.\nState:\n1  0\nPlayer 2 loses.\n'
 * simulateGame('3;2\n1;2\n1;3\n'); // 'Invalid Game.\n'
 * ```
 *
 * @category Records
 */
export function simulateGame(text: string | Uint8Array): string {
  checkInput(text);
  const { check, length } = measureTranscript(text);
  if (!check.valid) return INVALID_GAME_TEXT;
  if (length > MAX_TRANSCRIPT_LENGTH) {
    throw new RangeError(
      `the transcript of this game would be ${length} characters, more than simulateGame returns (${MAX_TRANSCRIPT_LENGTH}): read it line by line with simulateGameLines`,
    );
  }
  const parts: string[] = [];
  const parser = new GameParser(
    (piles) => parts.push(startText(piles)),
    (move) => parts.push(moveText(move)),
  );
  parser.write(text);
  parser.end(); // a last line without a newline is read here
  parts.push(endText(check.loser));
  return parts.join('');
}

/** The lines of `text` in order, each with its `\n`. */
function* linesOf(text: string): Generator<string, void, undefined> {
  let start = 0;
  for (let newline = text.indexOf('\n'); newline >= 0; newline = text.indexOf('\n', start)) {
    yield text.slice(start, newline + 1);
    start = newline + 1;
  }
}

function* replay(text: string | Uint8Array, check: GameCheck): Generator<string, GameCheck, undefined> {
  if (!check.valid) {
    yield INVALID_GAME_TEXT;
    return check;
  }
  const waiting: string[] = [];
  const parser = new GameParser(
    (piles) => waiting.push(startText(piles)),
    (move) => waiting.push(moveText(move)),
  );
  for (let offset = 0; offset < text.length; offset += REPLAY_SLICE) {
    // A string slice may end inside a surrogate pair: the parser holds the first half for the next write.
    parser.write(typeof text === 'string' ? text.slice(offset, offset + REPLAY_SLICE) : text.subarray(offset, offset + REPLAY_SLICE));
    for (const part of waiting) yield* linesOf(part);
    waiting.length = 0;
  }
  parser.end();
  for (const part of waiting) yield* linesOf(part);
  yield endText(check.loser);
  return check;
}

/**
 * {@link simulateGame}'s transcript one line at a time (each line with its `\n`), for games whose transcript
 * is too large to hold: memory stays proportional to the piles and to the lines the caller keeps. The file is
 * validated first (an invalid game yields the single line `Invalid Game.\n`), then replayed in small slices.
 * The generator's return value is the {@link GameCheck}.
 *
 * @param text - The file's text, or its UTF-8 bytes. Do not change a `Uint8Array` while iterating.
 * @returns A generator of the transcript's lines; joined, they equal `simulateGame(text)`.
 * @throws `TypeError` at once if `text` is neither a string nor a `Uint8Array`.
 * @example
 * ```ts
 * [...simulateGameLines('3;2\n1;2\n1;2\n')];
 * // ['Starting State:\n', '1  2\n', 'Player 1 takes 2 tokens from the pile 2.\n', 'State:\n', '1  0\n', 'Player 2 loses.\n']
 * for (const line of simulateGameLines(hugeRecord)) process.stdout.write(line);
 * ```
 *
 * @category Records
 */
export function simulateGameLines(text: string | Uint8Array): Generator<string, GameCheck, undefined> {
  checkInput(text);
  const parser = new GameParser(undefined, undefined);
  parser.write(text);
  return replay(text, parser.end());
}
