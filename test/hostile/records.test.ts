// Hostile input for the game-record validator and simulator (issue 15, items 2 and 7): over-long numbers are
// refused at once, and a transcript far larger than the record is refused before it is built by
// `simulateGame` and streamed in bounded memory by `simulateGameLines`.
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  INVALID_GAME_TEXT,
  MAX_TRANSCRIPT_LENGTH,
  createGameValidator,
  simulateGame,
  simulateGameLines,
  transcriptEnd,
  transcriptMove,
  transcriptStart,
  validateGame,
} from '../../src/index.js';
import { measureTranscript } from '../../src/records/simulate.js';
import { fastestMs, looksLinear } from './timing.js';

const GAMES = new URL('../fixtures/games/', import.meta.url);

/** A valid record of `piles` piles of `size` tokens, emptied round-robin `take` at a time down to one token. */
function bigRecord(piles: number, size: number, take: number): string {
  const lines = [`${piles * size};${piles}`, Array.from({ length: piles }, () => size).join(';')];
  const left = Array.from({ length: piles }, () => size);
  let remaining = piles * size;
  for (let move = 0; remaining > 1; move++) {
    const pile = move % piles;
    const count = Math.min(take, left[pile] ?? 0, remaining - 1);
    if (count === 0) continue;
    left[pile] = (left[pile] ?? 0) - count;
    remaining -= count;
    lines.push(`${pile};${count}`);
  }
  return `${lines.join('\n')}\n`;
}

describe('item 7 - validateGame: a header number of 10^7 digits is refused at once', () => {
  test('as a string and as bytes', () => {
    const text = `${'9'.repeat(10_000_000)};1\n1\n`;
    const expected = {
      valid: false,
      error: {
        code: 'number-too-long',
        line: 1,
        column: 1,
        message: 'line 1, column 1: a number of more than 100000 significant digits is refused: reading it exactly would take minutes',
      },
    };
    expect(validateGame(text)).toStrictEqual(expected);
    expect(validateGame(new TextEncoder().encode(text))).toStrictEqual(expected);
    expect(simulateGame(text)).toBe(INVALID_GAME_TEXT);
    expect(fastestMs(() => validateGame(text), 1)).toBeLessThan(5000);
  });

  test('linear: twice the digits take less than three times as long', () => {
    const texts = new Map<number, string>();
    const { single, double, linear } = looksLinear((size) => {
      let text = texts.get(size);
      if (text === undefined) {
        text = `12;3\n3;3;${'7'.repeat(size)}\n`;
        texts.set(size, text);
      }
      validateGame(text);
    }, 4_000_000);
    expect(linear, `${single.toFixed(1)} ms, then ${double.toFixed(1)} ms`).toBe(true);
  });

  test('a streaming validator stops reading at the digit past the limit', () => {
    const validator = createGameValidator();
    validator.write('1');
    const chunk = '0'.repeat(1 << 16);
    let writes = 1;
    while (!validator.isInvalid) {
      validator.write(chunk);
      writes++;
    }
    expect(writes).toBe(3); // 1 + 2 * 65,536 digits > 100,000
    expect(validator.end()).toMatchObject({ valid: false, error: { code: 'number-too-long', column: 1 } });
  });
});

describe('item 2 - simulateGame and simulateGameLines: a 1 MB record with a 1 GB transcript', () => {
  // 1,000 piles of 1,000 tokens taken 5 at a time: 200,000 moves, each printing 1,000 piles.
  const record = bigRecord(1000, 1000, 5);

  test('the record is what the issue describes', () => {
    expect(record.length).toBeLessThan(1.5 * 2 ** 20);
    expect(validateGame(record)).toMatchObject({ valid: true, moves: 200_000 });
  });

  test('simulateGame refuses it before building anything, with the exact length', () => {
    const { length } = measureTranscript(record);
    expect(length).toBeGreaterThan(MAX_TRANSCRIPT_LENGTH);
    const before = process.memoryUsage().heapUsed;
    expect(() => simulateGame(record)).toThrow(
      new RangeError(
        `the transcript of this game would be ${length} characters, more than simulateGame returns (268435456): read it line by line with simulateGameLines`,
      ),
    );
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(256 * 2 ** 20);
  });

  test('simulateGameLines streams it in bounded memory', () => {
    const lines = simulateGameLines(record);
    const first = lines.next();
    expect(first).toEqual({ done: false, value: 'Starting State:\n' });
    let peak = 0;
    const before = process.memoryUsage().heapUsed;
    let count = 0;
    let characters = 0;
    // 20,000 moves: 60,000 lines, about 80 MB of text, none of it kept.
    for (const line of lines) {
      characters += line.length;
      if (++count % 3000 === 0) peak = Math.max(peak, process.memoryUsage().heapUsed - before);
      if (count === 60_001) break;
    }
    expect(characters).toBeGreaterThan(75_000_000);
    expect(peak).toBeLessThan(192 * 2 ** 20);
  });
});

describe('item 2 - simulateGameLines prints the same text as simulateGame', () => {
  const fixtures = readdirSync(GAMES).filter((name) => name.endsWith('.txt'));

  test.each(fixtures)('fixture %s', (name) => {
    const text = readFileSync(new URL(name, GAMES), 'utf8');
    expect([...simulateGameLines(text)].join('')).toBe(simulateGame(text));
    expect([...simulateGameLines(new TextEncoder().encode(text))].join('')).toBe(simulateGame(text));
    expect(measureTranscript(text).length).toBe(simulateGame(text).length);
  });

  test('random games, their replay slices cutting lines anywhere', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 300 }), fc.integer({ min: 1, max: 9 }), (piles, size, take) => {
        const text = bigRecord(piles, size, take).replace(/\n/g, take % 2 === 0 ? '\r\n' : '\n');
        const whole = simulateGame(text);
        const lines = [...simulateGameLines(text)];
        expect(lines.join('')).toBe(whole);
        expect(lines.every((line) => line.endsWith('\n') && line.indexOf('\n') === line.length - 1)).toBe(true);
        expect(measureTranscript(text).length).toBe(whole.length);
      }),
      { numRuns: 200 },
    );
  });

  test('an invalid game yields one line, and the generator returns the check', () => {
    const lines = simulateGameLines('3;2\n1;2\n1;3 \u{1F600}\n');
    expect(lines.next()).toEqual({ done: false, value: INVALID_GAME_TEXT });
    expect(lines.next()).toMatchObject({ done: true, value: { valid: false, error: { code: 'not-a-number', line: 3, column: 5 } } });
  });

  test('bigint games measure and print exactly', () => {
    const big = 2n ** 64n;
    const text = `${big + 1n};2\n${big};1\n0;${big}\n`;
    expect(simulateGame(text)).toBe(`Starting State:\n${big}  1\nPlayer 1 takes ${big} tokens from the pile 1.\nState:\n0  1\nPlayer 2 loses.\n`);
    expect(measureTranscript(text).length).toBe(simulateGame(text).length);
  });

  test('a bad argument is refused at the call, not at the first line', () => {
    expect(() => simulateGameLines(42 as unknown as string)).toThrow(new TypeError('text must be a string or a Uint8Array, got 42'));
  });

  test('the transcript formatters print the seed lines', () => {
    expect(transcriptStart([3, 3, 6])).toBe('Starting State:\n3  3  6\n');
    expect(transcriptMove({ moveIndex: 0, player: 1, pileIndex: 0, count: 3, piles: [0, 3, 6] })).toBe(
      'Player 1 takes 3 tokens from the pile 1.\nState:\n0  3  6\n',
    );
    expect(transcriptEnd(2)).toBe('Player 2 loses.\n');
  });
});
