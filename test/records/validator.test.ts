import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { GameParser, MAX_DIGITS } from '../../src/records/parser.js';
import { createGameValidator, createRandom, NimkitError, randomInt, simulateGame, validateGame } from '../../src/index.js';
import type { GameCheck, GameDiagnostic, GameErrorCode, GameMove } from '../../src/index.js';

const FIXTURES = new URL('../fixtures/games/', import.meta.url);
const INVALID = 'Invalid Game.\n';
const SEED_EXAMPLE = '12;3\n3;3;6\n0;3\n2;5\n1;3\n';
const SEED_TRANSCRIPT =
  'Starting State:\n3  3  6\n' +
  'Player 1 takes 3 tokens from the pile 1.\nState:\n0  3  6\n' +
  'Player 2 takes 5 tokens from the pile 3.\nState:\n0  3  1\n' +
  'Player 1 takes 3 tokens from the pile 2.\nState:\n0  0  1\n' +
  'Player 2 loses.\n';

function fixture(name: string): string {
  return readFileSync(new URL(name, FIXTURES), 'utf8');
}

/** The diagnostic of an invalid game, failing the test for a valid one. */
function errorOf(input: string | Uint8Array): GameDiagnostic {
  const check = validateGame(input);
  if (check.valid) throw new Error(`expected an invalid game, got ${JSON.stringify(check, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v))}`);
  return check.error;
}

/** Feeds `parts` to a fresh validator and returns its check and the transcript its callbacks saw. */
function runChunks(parts: readonly (string | Uint8Array)[]): { check: GameCheck; events: string[] } {
  const events: string[] = [];
  const validator = createGameValidator({
    onStart: (piles) => events.push(`start ${piles.join(' ')}`),
    onMove: (move) => events.push(`${move.moveIndex} p${move.player} ${move.pileIndex}-${move.count} ${move.piles.join(' ')}`),
  });
  for (const part of parts) validator.write(part);
  return { check: validator.end(), events };
}

const encode = (text: string): Uint8Array => new TextEncoder().encode(text);

// ---------------------------------------------------------------------------------------------------------------
// An independent reference, written plainly as the seed asks students to: split lines, split on ';', BigInt.
// ---------------------------------------------------------------------------------------------------------------

const isBlank = (line: string): boolean => /^[ \t]*$/.test(line);

function referenceNumber(field: string): bigint | null {
  return /^[ \t]*[0-9]+[ \t]*$/.test(field) ? BigInt(field.replace(/[ \t]/g, '')) : null;
}

function referenceSimulate(file: string): string {
  const text = file.startsWith('\uFEFF') ? file.slice(1) : file;
  const raw = text.split('\n');
  // A `\r` may only end a line that a `\n` ends.
  const lines = raw.map((line, index) => (index < raw.length - 1 && line.endsWith('\r') ? line.slice(0, -1) : line));
  if (lines.some((line) => line.includes('\r'))) return INVALID;
  while (lines.length > 0 && isBlank(lines[lines.length - 1] ?? '')) lines.pop();
  if (lines.length < 2 || lines.some(isBlank)) return INVALID;
  const header = (lines[0] ?? '').split(';').map(referenceNumber);
  const counters = header[0];
  const pileCount = header[1];
  if (header.length !== 2 || counters == null || pileCount == null || counters < 1n || pileCount < 1n) return INVALID;
  const start = (lines[1] ?? '').split(';').map(referenceNumber);
  if (BigInt(start.length) !== pileCount || start.some((pile) => pile === null)) return INVALID;
  const piles = start as bigint[];
  let total = piles.reduce((sum, pile) => sum + pile, 0n);
  if (total !== counters) return INVALID;
  const out = ['Starting State:', piles.join('  ')];
  for (let index = 2; index < lines.length; index++) {
    if (total === 1n) return INVALID;
    const move = (lines[index] ?? '').split(';').map(referenceNumber);
    const pile = move[0];
    const count = move[1];
    if (move.length !== 2 || pile == null || count == null || pile >= BigInt(piles.length)) return INVALID;
    const inPile = piles[Number(pile)] ?? 0n;
    if (count < 1n || count > inPile || count === total) return INVALID;
    piles[Number(pile)] = inPile - count;
    total -= count;
    out.push(`Player ${index % 2 === 0 ? 1 : 2} takes ${count} tokens from the pile ${Number(pile) + 1}.`, 'State:', piles.join('  '));
  }
  if (total !== 1n) return INVALID;
  out.push(`Player ${lines.length % 2 === 0 ? 1 : 2} loses.`);
  return `${out.join('\n')}\n`;
}

// ---------------------------------------------------------------------------------------------------------------
// Generated games: valid ones played with random legal moves, rendered with optional decorations, then mutated.
// ---------------------------------------------------------------------------------------------------------------

interface Rendering {
  crlf: boolean;
  bom: boolean;
  finalNewline: boolean;
  trailingBlankLines: number;
  padding: boolean;
  leadingZeros: boolean;
}

/** Plays random legal moves from `start` until one token remains. */
function playRandomGame(start: readonly bigint[], seed: number): [bigint, bigint][] {
  const piles = [...start];
  let total = piles.reduce((sum, pile) => sum + pile, 0n);
  const random = createRandom(seed);
  const moves: [bigint, bigint][] = [];
  while (total > 1n) {
    const nonEmpty = piles.flatMap((pile, index) => (pile > 0n ? [index] : []));
    const index = nonEmpty[randomInt(random, 0, nonEmpty.length - 1)] ?? 0;
    const inPile = piles[index] ?? 0n;
    const most = inPile < total - 1n ? inPile : total - 1n;
    // Mostly small counts, so games last; sometimes everything allowed.
    const count = random() < 0.7 || most <= 3n ? BigInt(randomInt(random, 1, Number(most < 3n ? most : 3n))) : most;
    piles[index] = inPile - count;
    total -= count;
    moves.push([BigInt(index), count]);
  }
  return moves;
}

function renderGame(start: readonly bigint[], moves: readonly (readonly [bigint, bigint])[], how: Rendering): string {
  const field = (value: bigint): string => `${how.padding ? ' \t' : ''}${how.leadingZeros ? '00' : ''}${value}${how.padding ? '  ' : ''}`;
  const total = start.reduce((sum, pile) => sum + pile, 0n);
  const lines = [
    [total, BigInt(start.length)].map(field).join(';'),
    start.map(field).join(';'),
    ...moves.map((move) => move.map(field).join(';')),
  ];
  const newline = how.crlf ? '\r\n' : '\n';
  let text = (how.bom ? '\uFEFF' : '') + lines.join(newline);
  if (how.finalNewline) text += newline;
  for (let blank = 0; blank < how.trailingBlankLines; blank++) text += (blank % 2 === 0 ? '' : ' \t') + newline;
  return text;
}

const pileArbitrary = fc.oneof(
  { weight: 8, arbitrary: fc.bigInt({ min: 0n, max: 12n }) },
  { weight: 1, arbitrary: fc.bigInt({ min: 0n, max: 2n ** 70n }) },
);

const gameArbitrary = fc
  .record({
    start: fc.array(pileArbitrary, { minLength: 1, maxLength: 6 }),
    seed: fc.integer(),
    how: fc.record({
      crlf: fc.boolean(),
      bom: fc.boolean(),
      finalNewline: fc.boolean(),
      trailingBlankLines: fc.nat(2),
      padding: fc.boolean(),
      leadingZeros: fc.boolean(),
    }),
  })
  .map(({ start, seed, how }) => {
    const piles = start.some((pile) => pile > 0n) ? start : [1n, ...start.slice(1)];
    return { text: renderGame(piles, playRandomGame(piles, seed), how), moves: playRandomGame(piles, seed).length };
  });

type Mutation = (text: string, at: number, pick: number) => string;

const MUTATIONS: Record<string, Mutation> = {
  'change a digit': (text, at, pick) => {
    const digits = [...text.matchAll(/[0-9]/g)].map((match) => match.index);
    const index = digits[at % Math.max(1, digits.length)];
    return index === undefined ? text : text.slice(0, index) + String(pick % 10) + text.slice(index + 1);
  },
  'drop a line': (text, at) => {
    const lines = text.split('\n');
    lines.splice(at % lines.length, 1);
    return lines.join('\n');
  },
  'duplicate a line': (text, at) => {
    const lines = text.split('\n');
    const index = at % lines.length;
    lines.splice(index, 0, lines[index] ?? '');
    return lines.join('\n');
  },
  'swap two lines': (text, at, pick) => {
    const lines = text.split('\n');
    const first = at % lines.length;
    const second = pick % lines.length;
    [lines[first], lines[second]] = [lines[second] ?? '', lines[first] ?? ''];
    return lines.join('\n');
  },
  'swap a separator': (text, at, pick) => {
    const separators = [...text.matchAll(/;/g)].map((match) => match.index);
    const index = separators[at % Math.max(1, separators.length)];
    const replacement = [',', ' ', '\t', ';;', ':', ''][pick % 6] ?? '';
    return index === undefined ? text : text.slice(0, index) + replacement + text.slice(index + 1);
  },
  'swap the fields of a move': (text, at) => {
    const lines = text.split('\n');
    const index = 2 + (at % Math.max(1, lines.length - 2));
    lines[index] = (lines[index] ?? '').split(';').reverse().join(';');
    return lines.join('\n');
  },
  'use CRLF': (text) => text.replace(/\r?\n/g, '\r\n'),
  'insert a CR': (text, at) => text.slice(0, at % (text.length + 1)) + '\r' + text.slice(at % (text.length + 1)),
  'insert a BOM': (text, at, pick) => {
    const index = pick % 2 === 0 ? 0 : at % (text.length + 1);
    return text.slice(0, index) + '\uFEFF' + text.slice(index);
  },
  'insert spaces': (text, at, pick) => {
    const index = at % (text.length + 1);
    return text.slice(0, index) + (pick % 2 === 0 ? ' ' : '\t ') + text.slice(index);
  },
  'insert a blank line': (text, at) => {
    const lines = text.split('\n');
    lines.splice(at % (lines.length + 1), 0, '');
    return lines.join('\n');
  },
  'append a move': (text, _at, pick) => `${text}${text.endsWith('\n') ? '' : '\n'}${pick % 3};${pick % 2}\n`,
};

const mutatedArbitrary = fc
  .record({
    game: gameArbitrary,
    mutations: fc.array(fc.tuple(fc.constantFrom(...Object.keys(MUTATIONS)), fc.nat(), fc.nat()), { minLength: 1, maxLength: 3 }),
  })
  .map(({ game, mutations }) =>
    mutations.reduce((text, [name, at, pick]) => (MUTATIONS[name] ?? ((same: string) => same))(text, at, pick), game.text),
  );

// ---------------------------------------------------------------------------------------------------------------

describe('seed 004 example', () => {
  test.each([
    // the seed's example, valid: player 2 must take the last token
    ['valid_game'],
    // the third move takes 4 tokens from a pile of 3
    ['invalid_game'],
    // the header says 4 piles over 3
    ['invalid_start_state'],
  ])('simulateGame - %s.txt prints %s.out byte for byte', (name) => {
    const expected = fixture(`${name}.out`);
    expect(simulateGame(fixture(`${name}.txt`))).toBe(expected);
    expect(simulateGame(readFileSync(new URL(`${name}.txt`, FIXTURES)))).toBe(expected);
  });

  test('simulateGame - the seed example transcript, pinned inline', () => {
    expect(simulateGame(SEED_EXAMPLE)).toBe(SEED_TRANSCRIPT);
    expect(fixture('valid_game.out')).toBe(SEED_TRANSCRIPT);
  });

  test('validateGame - the seed example and its two invalid variants', () => {
    expect(validateGame(fixture('valid_game.txt'))).toStrictEqual({ valid: true, counters: 12, start: [3, 3, 6], moves: 3, loser: 2 });
    expect(errorOf(fixture('invalid_game.txt'))).toStrictEqual({
      code: 'count-exceeds-pile',
      line: 5,
      column: 3,
      message: 'line 5, column 3: pile index 1 has 3 tokens, cannot take 4',
      moveIndex: 2,
      expected: 3,
      actual: 4,
    });
    expect(errorOf(fixture('invalid_start_state.txt'))).toStrictEqual({
      code: 'piles-count-mismatch',
      line: 2,
      column: 6,
      message: 'line 2, column 6: the header says 4 piles, but this line has 3',
      expected: 4,
      actual: 3,
    });
  });
});

describe('validateGame - one fixture per rule', () => {
  // Exhaustive over the codes: a new code without a row fails to compile. `number-too-long` needs a number of
  // 100,001 digits, so its fixture is generated in the test below instead of committed.
  const RULES = {
    'empty-file': [1, 1, 'line 1, column 1: the file is empty, expected the header "counters;piles"', {}],
    'header-fields': [1, 5, 'line 1, column 5: expected the end of the line after the number of piles, found ";"', {}],
    'counters-not-positive': [1, 1, 'line 1, column 1: the number of counters must be greater than 0', {}],
    'piles-not-positive': [1, 4, 'line 1, column 4: the number of piles must be greater than 0', {}],
    'missing-start': [2, 1, 'line 2, column 1: expected the starting piles, found the end of the file', {}],
    'piles-count-mismatch': [2, 4, 'line 2, column 4: the header says 2 piles, but this line has more', { expected: 2 }],
    'piles-sum-mismatch': [
      2,
      1,
      'line 2, column 1: the piles hold 13 tokens in all, but the header says 12 counters',
      { expected: 12, actual: 13 },
    ],
    'not-a-number': [4, 3, 'line 4, column 3: expected a number (plain decimal digits), found "-"', { moveIndex: 1 }],
    'number-too-long': null,
    'move-fields': [4, 2, 'line 4, column 2: expected ";" and the number of tokens to take, found the end of the line', { moveIndex: 1 }],
    'pile-out-of-range': [3, 1, 'line 3, column 1: pile index 3 does not exist, the piles are numbered 0 to 2', { moveIndex: 0, actual: 3 }],
    'count-zero': [3, 3, 'line 3, column 3: a move must take at least 1 token', { moveIndex: 0 }],
    'count-exceeds-pile': [3, 3, 'line 3, column 3: pile index 2 has 6 tokens, cannot take 7', { moveIndex: 0, expected: 6, actual: 7 }],
    'empties-all-piles': [3, 3, 'line 3, column 3: taking 3 tokens from pile index 0 would leave no token at all', { moveIndex: 0 }],
    'move-after-end': [6, 1, 'line 6, column 1: the previous move left a single token, so no move may follow', { moveIndex: 3 }],
    'not-finished': [
      5,
      1,
      'line 5, column 1: the game is not finished: 4 tokens remain, but the last move must leave exactly 1',
      { expected: 1, actual: 4 },
    ],
    'blank-line': [4, 1, 'line 4, column 1: a blank line may only come at the end of the file', {}],
    'lone-carriage-return': [3, 4, 'line 3, column 4: a carriage return must be followed by a line feed', { moveIndex: 0 }],
  } satisfies Record<GameErrorCode, [number, number, string, Partial<GameDiagnostic>] | null>;

  const rows = Object.entries(RULES).flatMap(([code, row]) => (row === null ? [] : [[code, ...row] as const]));

  test.each(rows)('validateGame - rules/%s.txt', (code, line, column, message, details) => {
    const text = fixture(`rules/${code}.txt`);
    expect(errorOf(text)).toStrictEqual({ code, line, column, message, ...details });
    expect(simulateGame(text)).toBe(INVALID);
  });

  test('validateGame - every fixture in rules/ has a row', () => {
    const files = readdirSync(new URL('rules/', FIXTURES)).sort();
    expect(files).toStrictEqual(rows.map(([code]) => `${code}.txt`).sort());
  });

  test('validateGame - number-too-long, with the real limit', () => {
    const digits = new Uint8Array(MAX_DIGITS + 1).fill(0x37);
    const validator = createGameValidator();
    validator.write('12;3\n3;3;');
    for (let offset = 0; offset < digits.length; offset += 1 << 22) validator.write(digits.subarray(offset, offset + (1 << 22)));
    expect(validator.isInvalid).toBe(true);
    expect(validator.end()).toStrictEqual({
      valid: false,
      error: {
        code: 'number-too-long',
        line: 2,
        column: 5,
        message: 'line 2, column 5: a number of more than 100000 significant digits is refused: reading it exactly would take minutes',
      },
    });
  });

  test('validateGame - number-too-long counts significant digits only', () => {
    const parser = new GameParser(undefined, undefined, 20);
    parser.write(`1;1\n${'0'.repeat(40)}1\n`);
    expect(parser.end()).toStrictEqual({ valid: true, counters: 1, start: [1], moves: 0, loser: 1 });
    const long = new GameParser(undefined, undefined, 20);
    long.write(`1;1\n 0${'9'.repeat(21)}\n`);
    expect(long.end()).toStrictEqual({
      valid: false,
      error: {
        code: 'number-too-long',
        line: 2,
        column: 2,
        message: 'line 2, column 2: a number of more than 20 significant digits is refused: reading it exactly would take minutes',
      },
    });
  });
});

describe('validateGame - diagnostics', () => {
  test.each([
    // nothing at all, only blank lines, only a BOM, a lone CRLF
    ['', 'empty-file', 1, 1, {}],
    ['\n \t\n\n', 'empty-file', 1, 1, {}],
    ['\uFEFF', 'empty-file', 1, 1, {}],
    ['\r\n', 'empty-file', 1, 1, {}],
    // a header with one field: reported where the `;` should be
    ['12', 'header-fields', 1, 3, {}],
    ['12 \t\r\n3', 'header-fields', 1, 5, {}],
    // the number is checked before the missing field
    ['0', 'counters-not-positive', 1, 1, {}],
    ['000;3', 'counters-not-positive', 1, 1, {}],
    [' 12 ; 0 ', 'piles-not-positive', 1, 7, {}],
    // header only, with or without blank lines after it
    ['12;3', 'missing-start', 2, 1, {}],
    ['12;3\r\n\r\n  \n', 'missing-start', 2, 1, {}],
    // too few piles: at the end of line 2, before any CRLF
    ['12;3\r\n3;3\r\n', 'piles-count-mismatch', 2, 4, { expected: 3, actual: 2 }],
    // a header asking for more piles than any line can hold
    ['5;123456789012345678901234567890\n5\n', 'piles-count-mismatch', 2, 2, { expected: 123456789012345678901234567890n, actual: 1 }],
    ['2;1\n1;1\n', 'piles-count-mismatch', 2, 2, { expected: 1 }],
    // sums: too large, too small, beyond the safe range
    ['12;3\n3;3;5\n', 'piles-sum-mismatch', 2, 1, { expected: 12, actual: 11 }],
    ['12;2\n99999999999999999999;0\n', 'piles-sum-mismatch', 2, 1, { expected: 12, actual: 99999999999999999999n }],
    ['1;1\n0\n', 'piles-sum-mismatch', 2, 1, { expected: 1, actual: 0 }],
    // not numbers: the column is the offending character
    ['12;3\n3;3.0;6\n', 'not-a-number', 2, 4, {}],
    ['12;3\n3;3 3;6\n', 'not-a-number', 2, 5, {}],
    ['12;3\n3;;6\n', 'not-a-number', 2, 3, {}],
    ['12;3\n3;3;\n', 'not-a-number', 2, 5, {}],
    ['12;3\n3;3;   ', 'not-a-number', 2, 8, {}],
    [';3\n', 'not-a-number', 1, 1, {}],
    ['\uFEFF12;x', 'not-a-number', 1, 4, {}],
    ['12;\tx', 'not-a-number', 1, 5, {}],
    ['12;3\n3;3;6\n0;3\n2;5x\n', 'not-a-number', 4, 4, { moveIndex: 1 }],
    // in reading order: the bad number comes before the extra pile
    ['12;3\n3;x;9;9\n', 'not-a-number', 2, 3, {}],
    ['12;3\n3;3;6\n0\n', 'move-fields', 3, 2, { moveIndex: 0 }],
    ['12;3\n3;3;6\n0;3;1\n', 'move-fields', 3, 4, { moveIndex: 0 }],
    // the pile index is checked when its field ends, before the missing count
    ['12;3\n3;3;6\n5\n', 'pile-out-of-range', 3, 1, { moveIndex: 0, actual: 5 }],
    ['12;3\n3;3;6\n 99999999999999999999 ;1\n', 'pile-out-of-range', 3, 2, { moveIndex: 0, actual: 99999999999999999999n }],
    ['12;3\n3;3;6\n0;00\n', 'count-zero', 3, 3, { moveIndex: 0 }],
    ['12;3\n3;3;6\n0;99999999999999999999\n', 'count-exceeds-pile', 3, 3, { moveIndex: 0, expected: 3, actual: 99999999999999999999n }],
    ['12;3\n3;3;6\n0;3\n0;1\n', 'count-exceeds-pile', 4, 3, { moveIndex: 1, expected: 0, actual: 1 }],
    ['2;2\n1;1\n0;1\n1;1\n', 'move-after-end', 4, 1, { moveIndex: 1 }],
    ['1;2\n0;1\n  1;1\n', 'move-after-end', 3, 3, { moveIndex: 0 }],
    ['12;3\n3;3;6\n', 'not-finished', 3, 1, { expected: 1, actual: 12 }],
    ['12;3\n3;3;6\n0;3\n2;5\n\n\n', 'not-finished', 5, 1, { expected: 1, actual: 4 }],
    ['\n12;3\n3;3;6\n', 'blank-line', 1, 1, {}],
    ['12;3\n \t\n3;3;6\n', 'blank-line', 2, 1, {}],
    ['12;3\n\n\n3;3;6\n', 'blank-line', 2, 1, {}],
    // after the game ended, a blank line followed by a move is still a blank line first
    ['12;3\n3;3;6\n0;3\n2;5\n1;3\n\n0;1\n', 'blank-line', 6, 1, {}],
    ['12;3\r3;3;6', 'lone-carriage-return', 1, 5, {}],
    ['12;3\n3;3;6\n0;3\n2;5\n1;3\r', 'lone-carriage-return', 5, 4, { moveIndex: 2 }],
    ['12;3\n3;3;6\n0;3\n2;5\n1;3\n\r', 'lone-carriage-return', 6, 1, {}],
    ['12;3\r\r\n', 'lone-carriage-return', 1, 5, {}],
  ] as const)('validateGame - %j is %s at %i:%i', (text, code, line, column, details) => {
    const error = errorOf(text);
    expect({ code: error.code, line: error.line, column: error.column }).toStrictEqual({ code, line, column });
    const { message } = error;
    const rest = Object.fromEntries(Object.entries(error).filter(([key]) => !['code', 'line', 'column', 'message'].includes(key)));
    expect(rest).toStrictEqual(details);
    expect(message.startsWith(`line ${line}, column ${column}: `)).toBe(true);
  });

  test.each([
    ['12;3\n3;-3;6\n', 'line 2, column 3: expected a number (plain decimal digits), found "-"'],
    ['12;3\n3;+3;6\n', 'line 2, column 3: expected a number (plain decimal digits), found "+"'],
    ['12;3\n3;3.0;6\n', 'line 2, column 4: expected a digit, ";" or the end of the line, found "."'],
    ['12;3\n3;3 3;6\n', 'line 2, column 5: expected ";" or the end of the line after a number, found "3"'],
    ['12;3\n3;3 x;6\n', 'line 2, column 5: expected ";" or the end of the line after a number, found "x"'],
    ['12;3\n3;;6\n', 'line 2, column 3: expected a number, found ";"'],
    ['12;3\n3;3;\n', 'line 2, column 5: expected a number, found the end of the line'],
    ['12;3\n3;\u0663;6\n', 'line 2, column 3: expected a number (plain decimal digits), found "\u0663"'],
    ['12;3\n3;3;6\u{1F600}\n', 'line 2, column 6: expected a digit, ";" or the end of the line, found "\u{1F600}"'],
    ['12;3\n\u00e9', 'line 2, column 1: expected a number (plain decimal digits), found "\u00e9"'],
    ['12;3\n3;\u0000', 'line 2, column 3: expected a number (plain decimal digits), found "\\u0000"'],
    ['12;3\n3;\uFEFF3', 'line 2, column 3: expected a number (plain decimal digits), found "\uFEFF"'],
    // a lone surrogate in a string is encoded as U+FFFD
    ['12;3\n3;\uD800', 'line 2, column 3: expected a number (plain decimal digits), found "\uFFFD"'],
    ['12;2\n99999999999999999999;0\n', 'line 2, column 1: the piles hold 99999999999999999999 tokens in all, but the header says 12 counters'],
    ['1;1\n0\n', 'line 2, column 1: the piles hold 0 tokens in all, but the header says 1 counters'],
    ['2;1\n1;1\n', 'line 2, column 2: the header says 1 pile, but this line has more'],
    ['5;3\n5\n', 'line 2, column 2: the header says 3 piles, but this line has 1'],
    ['2;1\n2\n1;1\n', 'line 3, column 1: pile index 1 does not exist, the only pile has index 0'],
    ['3;2\n1;2\n0;2\n', 'line 3, column 3: pile index 0 has 1 token, cannot take 2'],
    ['2;2\n1;1\n0;1\n1;1\n', 'line 4, column 1: the previous move left a single token, so no move may follow'],
    ['1;2\n0;1\n1;1\n', 'line 3, column 1: the starting piles hold a single token, so no move may follow'],
    ['2;1\n2\n0;2\n', 'line 3, column 3: taking 2 tokens from pile index 0 would leave no token at all'],
    ['12;3\n3;3;6\n0;3\n2;5\n1;2\n', 'line 6, column 1: the game is not finished: 2 tokens remain, but the last move must leave exactly 1'],
    ['12;3\n3;3;6\n0;3\n2;5\n1;1\n1;1\n0;0\n', 'line 7, column 3: a move must take at least 1 token'],
  ])('validateGame - %j says %j', (text, message) => {
    expect(errorOf(text).message).toBe(message);
  });

  test('validateGame - invalid UTF-8 is quoted as U+FFFD, never thrown', () => {
    expect(errorOf(Uint8Array.of(0x31, 0x3b, 0x31, 0x0a, 0xff, 0x31)).message).toBe(
      'line 2, column 1: expected a number (plain decimal digits), found "\uFFFD"',
    );
    // a truncated sequence at the end, and a sequence cut short by ASCII
    expect(errorOf(Uint8Array.of(0x31, 0xe2, 0x82)).message).toBe('line 1, column 2: expected a digit, ";" or the end of the line, found "\uFFFD"');
    expect(errorOf(Uint8Array.of(0xe2, 0x82, 0x31)).message).toBe('line 1, column 1: expected a number (plain decimal digits), found "\uFFFD"');
    // the start of a BOM that is not one
    expect(errorOf(Uint8Array.of(0xef, 0xbb))).toMatchObject({ code: 'not-a-number', line: 1, column: 1 });
    expect(errorOf(Uint8Array.of(0xef, 0xbb, 0x31))).toMatchObject({ code: 'not-a-number', line: 1, column: 1 });
    expect(errorOf(Uint8Array.of(0xef))).toMatchObject({ code: 'not-a-number', line: 1, column: 1 });
  });

  test('validateGame - only the first BOM is skipped', () => {
    expect(errorOf('\uFEFF\uFEFF1;1\n1\n')).toMatchObject({ code: 'not-a-number', line: 1, column: 1 });
    expect(errorOf('1;1\n\uFEFF1\n')).toMatchObject({ code: 'not-a-number', line: 2, column: 1 });
  });
});

describe('validateGame - valid readings', () => {
  const seedCheck = { valid: true, counters: 12, start: [3, 3, 6], moves: 3, loser: 2 };
  test.each([
    ['the seed example', SEED_EXAMPLE],
    ['CRLF line endings', SEED_EXAMPLE.replace(/\n/g, '\r\n')],
    ['a BOM', `\uFEFF${SEED_EXAMPLE}`],
    ['no final newline', SEED_EXAMPLE.slice(0, -1)],
    ['no final CRLF', SEED_EXAMPLE.replace(/\n/g, '\r\n').slice(0, -2)],
    ['trailing blank lines', `${SEED_EXAMPLE}\n \t\n\r\n\t`],
    ['spaces and tabs around fields', ' 12 ;\t3\t\n3 ; 3;6 \n 0;3\n2 ;5\n1;\t3 \r\n'],
    ['leading zeros', '0012;03\n003;3;06\n0;3\n002;05\n01;3\n'],
  ])('validateGame - accepts %s', (_name, text) => {
    expect(validateGame(text)).toStrictEqual(seedCheck);
    expect(simulateGame(text)).toBe(SEED_TRANSCRIPT);
  });

  test.each([
    // one token from the start: player 1 loses at once
    ['1;1\n1\n', { valid: true, counters: 1, start: [1], moves: 0, loser: 1 }],
    ['1;3\n0;1;0', { valid: true, counters: 1, start: [0, 1, 0], moves: 0, loser: 1 }],
    ['2;1\n2\n0;1\n', { valid: true, counters: 2, start: [2], moves: 1, loser: 2 }],
    // empty piles are allowed at the start
    ['4;4\n0;0;4;0\n2;3\n', { valid: true, counters: 4, start: [0, 0, 4, 0], moves: 1, loser: 2 }],
  ])('validateGame - %j', (text, check) => {
    expect(validateGame(text)).toStrictEqual(check);
  });

  test('simulateGame - a one-token start prints only the start and the loser', () => {
    expect(simulateGame('1;2\n1;0\n')).toBe('Starting State:\n1  0\nPlayer 1 loses.\n');
  });

  test('simulateGame - says "tokens" even for one token, and numbers piles from 1', () => {
    expect(simulateGame('3;2\n1;2\n1;1\n1;1\n')).toBe(
      'Starting State:\n1  2\nPlayer 1 takes 1 tokens from the pile 2.\nState:\n1  1\nPlayer 2 takes 1 tokens from the pile 2.\nState:\n1  0\nPlayer 1 loses.\n',
    );
  });
});

describe('validateGame - exact numbers', () => {
  test('validateGame - counters that add up only in floating point are rejected', () => {
    // 2^53 + 1 rounds to 2^53 as a double, so a float check would agree with the header.
    expect(Number('9007199254740992') + Number('1') === Number('9007199254740992')).toBe(true);
    expect(errorOf('9007199254740992;2\n9007199254740992;1\n0;9007199254740991\n')).toStrictEqual({
      code: 'piles-sum-mismatch',
      line: 2,
      column: 1,
      message: 'line 2, column 1: the piles hold 9007199254740993 tokens in all, but the header says 9007199254740992 counters',
      expected: 9007199254740992n,
      actual: 9007199254740993n,
    });
    // In a safe-integer game the float sum 2^53 is still told apart from the largest safe counters.
    expect(errorOf('9007199254740991;2\n9007199254740991;1\n')).toMatchObject({
      code: 'piles-sum-mismatch',
      expected: 9007199254740991,
      actual: 9007199254740992n,
    });
  });

  test('validateGame - a float simulator is fooled by this game, nimkit is not', () => {
    const text = '9007199254740993;2\n9007199254740993;0\n0;9007199254740992\n';
    // As doubles: the pile is 2^53, taking 2^53 empties everything.
    expect(Number('9007199254740993') - Number('9007199254740992')).toBe(0);
    expect(validateGame(text)).toStrictEqual({ valid: true, counters: 9007199254740993n, start: [9007199254740993n, 0n], moves: 1, loser: 2 });
    expect(simulateGame(text)).toBe(
      'Starting State:\n9007199254740993  0\nPlayer 1 takes 9007199254740992 tokens from the pile 1.\nState:\n1  0\nPlayer 2 loses.\n',
    );
  });

  test('simulateGame - a huge game prints exact numbers', () => {
    const text = '18446744073709551617;2\n18446744073709551616;1\n0;18446744073709551615\n0;1\n';
    expect(simulateGame(text)).toBe(
      'Starting State:\n18446744073709551616  1\n' +
        'Player 1 takes 18446744073709551615 tokens from the pile 1.\nState:\n1  1\n' +
        'Player 2 takes 1 tokens from the pile 1.\nState:\n0  1\n' +
        'Player 1 loses.\n',
    );
    expect(validateGame(text)).toStrictEqual({ valid: true, counters: 18446744073709551617n, start: [18446744073709551616n, 1n], moves: 2, loser: 1 });
  });

  test('validateGame - the largest safe counters stay numbers; one more makes every value a bigint', () => {
    expect(validateGame('9007199254740991;2\n9007199254740990;1\n0;9007199254740990\n')).toStrictEqual({
      valid: true,
      counters: 9007199254740991,
      start: [9007199254740990, 1],
      moves: 1,
      loser: 2,
    });
    expect(validateGame('9007199254740992;2\n9007199254740991;1\n0;9007199254740991\n')).toStrictEqual({
      valid: true,
      counters: 9007199254740992n,
      start: [9007199254740991n, 1n],
      moves: 1,
      loser: 2,
    });
  });

  test('validateGame - bigint games report bigint details', () => {
    const start = '100000000000000000000;2\n99999999999999999999;1\n';
    expect(errorOf(`${start}0;0\n`)).toMatchObject({ code: 'count-zero', line: 3, column: 3 });
    expect(errorOf(`${start}1;2\n`)).toStrictEqual({
      code: 'count-exceeds-pile',
      line: 3,
      column: 3,
      message: 'line 3, column 3: pile index 1 has 1 token, cannot take 2',
      moveIndex: 0,
      expected: 1n,
      actual: 2n,
    });
    expect(errorOf(`${start}0;99999999999999999998\n0;2\n`)).toMatchObject({ code: 'count-exceeds-pile', line: 4, expected: 1n, actual: 2n });
    expect(errorOf(`100000000000000000000;1\n100000000000000000000\n0;100000000000000000000\n`)).toMatchObject({
      code: 'empties-all-piles',
      line: 3,
    });
    expect(errorOf(`${start}0;5\n`)).toStrictEqual({
      code: 'not-finished',
      line: 4,
      column: 1,
      message: 'line 4, column 1: the game is not finished: 99999999999999999995 tokens remain, but the last move must leave exactly 1',
      expected: 1,
      actual: 99999999999999999995n,
    });
    expect(errorOf(`${start}0;99999999999999999999\n0;1`)).toMatchObject({ code: 'move-after-end', line: 4 });
  });

  test('validateGame - 15 and 16 digit numbers cross from doubles to bigints exactly', () => {
    const fifteen = '999999999999999';
    const sixteen = '1000000000000000';
    expect(validateGame(`${sixteen};2\n${fifteen};1\n0;${fifteen}\n`)).toStrictEqual({
      valid: true,
      counters: 1000000000000000,
      start: [999999999999999, 1],
      moves: 1,
      loser: 2,
    });
    expect(validateGame(`9007199254740991;1\n9007199254740991\n0;9007199254740990\n`)).toMatchObject({ valid: true, moves: 1 });
  });
});

describe('createGameValidator', () => {
  const SAMPLES = [
    SEED_EXAMPLE,
    `\uFEFF${SEED_EXAMPLE.replace(/\n/g, '\r\n')}\r\n \r\n`,
    fixture('invalid_game.txt'),
    fixture('invalid_start_state.txt'),
    '12;3\n3;3;6\n0;3\n2;5\n1;3\n0;1\n',
    '12;3\n3;3;é6\n',
    '12;3\n3;3;6\u{1F600}\n',
    '12;3\r3;3;6\n',
    '12;3\n3;3;6\n0;3\n\n2;5\n1;3\n',
    '18446744073709551617;2\n18446744073709551616;1\n0;18446744073709551615\n0;1\n',
    '1;1\n1',
    '',
  ];

  test.each(SAMPLES.map((text) => [text]))('write - splitting %j at every byte gives the same result', (text) => {
    const bytes = encode(text);
    const whole = runChunks([bytes]);
    expect(whole.check).toStrictEqual(validateGame(text));
    for (let cut = 0; cut <= bytes.length; cut++) {
      expect(runChunks([bytes.subarray(0, cut), bytes.subarray(cut)])).toStrictEqual(whole);
    }
    for (let first = 1; first < bytes.length; first++) {
      for (let second = first + 1; second < bytes.length; second += 3) {
        expect(runChunks([bytes.subarray(0, first), bytes.subarray(first, second), bytes.subarray(second)])).toStrictEqual(whole);
      }
    }
    expect(runChunks([...bytes].map((byte) => Uint8Array.of(byte)))).toStrictEqual(whole);
  });

  test.each(SAMPLES.map((text) => [text]))('write - splitting the string %j at every UTF-16 unit gives the same result', (text) => {
    const whole = runChunks([text]);
    for (let cut = 0; cut <= text.length; cut++) {
      expect(runChunks([text.slice(0, cut), text.slice(cut)])).toStrictEqual(whole);
    }
    expect(runChunks(Array.from({ length: text.length }, (_unit, index) => text.charAt(index)))).toStrictEqual(whole);
  });

  test('write - a long game split anywhere: the fast path and the byte-by-byte path agree', () => {
    fc.assert(
      fc.property(gameArbitrary, fc.array(fc.nat(), { maxLength: 6 }), ({ text }, cuts) => {
        const bytes = encode(text);
        const points = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b);
        const parts = [0, ...points].map((from, index) => bytes.subarray(from, points[index] ?? bytes.length));
        expect(runChunks(parts)).toStrictEqual(runChunks([bytes]));
      }),
      { numRuns: 300 },
    );
  });

  test('validateGame - a long string is encoded in slices without splitting a surrogate pair', () => {
    // The emoji's high surrogate is UTF-16 unit 65535, the last of the first 65536-unit slice.
    const text = `1;1\n1${' '.repeat(65530)}\u{1F600}`;
    expect(text.charCodeAt(65535)).toBe(0xd83d);
    expect(errorOf(text).message).toBe('line 2, column 65532: expected ";" or the end of the line after a number, found "\u{1F600}"');
    const moves = '0;1\n'.repeat(40000);
    expect(validateGame(`40001;1\n40001\n${moves}`)).toStrictEqual({ valid: true, counters: 40001, start: [40001], moves: 40000, loser: 1 });
    // The game ends inside the fast path: trailing blank lines are fine, another move is not.
    const blanks = '\n'.repeat(50);
    expect(validateGame(`40001;1\n40001\n${moves}${blanks}`)).toMatchObject({ valid: true, moves: 40000 });
    expect(errorOf(`40001;1\n40001\n${moves}0;1\n${blanks}`)).toStrictEqual({
      code: 'move-after-end',
      line: 40003,
      column: 1,
      message: 'line 40003, column 1: the previous move left a single token, so no move may follow',
      moveIndex: 40000,
    });
  });

  test('write - mixing strings and bytes', () => {
    const { check } = runChunks(['12;3\n3;', encode('3;6\n0;3\r'), '\n2;5\n', encode('1;3')]);
    expect(check).toStrictEqual({ valid: true, counters: 12, start: [3, 3, 6], moves: 3, loser: 2 });
  });

  test('write - a string chunk ending inside a surrogate pair keeps the character whole', () => {
    const validator = createGameValidator();
    validator.write('12;3\n3;\uD83D');
    validator.write('\uDE00');
    expect(validator.end()).toMatchObject({
      valid: false,
      error: { message: 'line 2, column 3: expected a number (plain decimal digits), found "\u{1F600}"' },
    });
  });

  test('write - ignores everything after the first problem', () => {
    const validator = createGameValidator();
    validator.write('12;3\n3;3;7\n');
    expect(validator.isInvalid).toBe(true);
    validator.write('garbage\r\r\n;;;\uD800');
    validator.write(Uint8Array.of(0xff, 0x00));
    expect(validator.end()).toStrictEqual(validateGame('12;3\n3;3;7\n'));
  });

  test('isInvalid - false while the game may still be valid or the quoted character is incomplete', () => {
    const validator = createGameValidator();
    expect(validator.isInvalid).toBe(false);
    validator.write('12;3\n3;3;6\n0;3\n');
    expect(validator.isInvalid).toBe(false);
    validator.write(Uint8Array.of(0xf0, 0x9f));
    expect(validator.isInvalid).toBe(false);
    validator.write(Uint8Array.of(0x98, 0x80, 0x31));
    expect(validator.isInvalid).toBe(true);
    expect(validator.end()).toMatchObject({ valid: false, error: { message: 'line 4, column 1: expected a number (plain decimal digits), found "\u{1F600}"' } });
  });

  test('end - returns the same result again; write after end throws', () => {
    const validator = createGameValidator();
    validator.write(SEED_EXAMPLE);
    const check = validator.end();
    expect(validator.end()).toBe(check);
    let thrown: unknown;
    try {
      validator.write('0;1\n');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(NimkitError);
    expect(thrown).toMatchObject({
      name: 'GameValidatorError',
      message: 'write after end: end() has already returned the verdict, and a validator reads one file; create another',
      code: 'write-after-end',
    });
  });

  test('write - rejects a chunk that is neither text nor bytes', () => {
    const validator = createGameValidator();
    expect(() => {
      validator.write(3 as unknown as string);
    }).toThrow(new TypeError('chunk must be a string or a Uint8Array, got 3'));
    expect(() => {
      validator.write([49] as unknown as Uint8Array);
    }).toThrow(new TypeError('chunk must be a string or a Uint8Array, got an array'));
    expect(() => {
      validator.write(null as unknown as string);
    }).toThrow(new TypeError('chunk must be a string or a Uint8Array, got null'));
    validator.write(SEED_EXAMPLE);
    expect(validator.end().valid).toBe(true);
  });

  test('createGameValidator - rejects bad options', () => {
    expect(() => createGameValidator(null as unknown as object)).toThrow(new TypeError('options must be an object, got null'));
    expect(() => createGameValidator('x' as unknown as object)).toThrow(new TypeError('options must be an object, got "x"'));
    expect(() => createGameValidator({ onMove: 1 as unknown as () => void })).toThrow(new TypeError('options.onMove must be a function, got 1'));
    expect(() => createGameValidator({ onStart: true as unknown as () => void })).toThrow(
      new TypeError('options.onStart must be a function, got true'),
    );
  });

  test('onMove - reports each move with the player, the 0-based pile and the piles after it', () => {
    const moves: GameMove[] = [];
    const starts: (readonly number[] | readonly bigint[])[] = [];
    const validator = createGameValidator({
      onStart: (piles) => starts.push([...piles] as number[]),
      onMove: (move) => moves.push({ ...move, piles: [...move.piles] as number[] }),
    });
    validator.write(SEED_EXAMPLE);
    expect(validator.end().valid).toBe(true);
    expect(starts).toStrictEqual([[3, 3, 6]]);
    expect(moves).toStrictEqual([
      { moveIndex: 0, player: 1, pileIndex: 0, count: 3, piles: [0, 3, 6] },
      { moveIndex: 1, player: 2, pileIndex: 2, count: 5, piles: [0, 3, 1] },
      { moveIndex: 2, player: 1, pileIndex: 1, count: 3, piles: [0, 0, 1] },
    ]);
  });

  test('onMove - bigint games report bigint counts and piles', () => {
    const { events } = runChunks(['18446744073709551617;2\n18446744073709551616;1\n0;18446744073709551615\n0;1\n']);
    expect(events).toStrictEqual(['start 18446744073709551616 1', '0 p1 0-18446744073709551615 1 1', '1 p2 0-1 0 1']);
  });

  test('onMove - the fast path reports the same moves as the general path on a long game', () => {
    // One token at a time from each pile in turn: 99 plain move lines.
    const piles = [40, 30, 20, 10];
    const lines = [`100;4`, piles.join(';')];
    for (let total = 100, turn = 0; total > 1; turn++) {
      const index = turn % 4;
      if ((piles[index] ?? 0) === 0) continue;
      piles[index] = (piles[index] ?? 0) - 1;
      total--;
      lines.push(`${index};1`);
    }
    const text = `${lines.join('\n')}\n`;
    const fast = runChunks([text]);
    const slow = runChunks([...encode(text)].map((byte) => Uint8Array.of(byte)));
    expect(fast.events.length).toBe(100);
    expect(fast.check).toMatchObject({ valid: true, moves: 99, loser: 2 });
    expect(fast).toStrictEqual(slow);
  });
});

describe('simulateGame - agrees with the reference simulator', () => {
  test('simulateGame - the reference reads the seed example the same way', () => {
    expect(referenceSimulate(SEED_EXAMPLE)).toBe(SEED_TRANSCRIPT);
    expect(referenceSimulate(fixture('invalid_game.txt'))).toBe(INVALID);
  });

  test('simulateGame - 5,000 valid games played with random legal moves', () => {
    fc.assert(
      fc.property(gameArbitrary, ({ text, moves }) => {
        const transcript = simulateGame(text);
        expect(transcript).not.toBe(INVALID);
        expect(transcript).toBe(referenceSimulate(text));
        expect(validateGame(text)).toMatchObject({ valid: true, moves, loser: moves % 2 === 0 ? 1 : 2 });
      }),
      { numRuns: 5000 },
    );
  });

  test('simulateGame - 5,000 mutated games', () => {
    let invalid = 0;
    fc.assert(
      fc.property(mutatedArbitrary, (text) => {
        const transcript = simulateGame(text);
        expect(transcript).toBe(referenceSimulate(text));
        expect(validateGame(text).valid).toBe(transcript !== INVALID);
        if (transcript === INVALID) invalid++;
      }),
      { numRuns: 5000 },
    );
    // The mutations must mostly break games, or this test would prove little.
    expect(invalid).toBeGreaterThan(2500);
  });
});

describe('validateGame - never throws', () => {
  /** Checks a result's shape, and that the column points into the line (at most one past its end). */
  function checkShape(text: string, check: GameCheck): void {
    if (check.valid) return;
    const { line, column, message } = check.error;
    expect(message.startsWith(`line ${line}, column ${column}: `)).toBe(true);
    const lines = (text.startsWith('\uFEFF') ? text.slice(1) : text).split('\n');
    const lineText = lines[line - 1];
    if (lineText !== undefined && check.error.code !== 'blank-line') {
      expect(column).toBeGreaterThanOrEqual(1);
      expect(column).toBeLessThanOrEqual(Array.from(lineText).length + 1);
    }
    if (check.error.code === 'not-a-number' && message.includes('found "') && lineText !== undefined) {
      // The quoted character is the one at the column (a lone surrogate is read as U+FFFD).
      const char = Array.from(lineText)[column - 1] ?? '';
      const quoted = JSON.parse(message.slice(message.indexOf('found ') + 6)) as string;
      expect(quoted).toBe(/^[\uD800-\uDFFF]$/.test(char) ? '\uFFFD' : char);
    }
  }

  test('validateGame - any string', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        checkShape(text, validateGame(text));
        expect([INVALID, referenceSimulate(text)]).toContain(simulateGame(text));
      }),
      { numRuns: 1000 },
    );
  });

  test('validateGame - any full-unicode or binary string', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary', maxLength: 60 }), fc.string({ unit: 'grapheme', maxLength: 40 })), (text) => {
        checkShape(text, validateGame(text));
      }),
      { numRuns: 1000 },
    );
  });

  test('validateGame - strings made of the format characters and a few strangers', () => {
    const alphabet = fc.constantFrom('0', '1', '2', '3', '9', ';', ';', '\n', '\n', '\r', ' ', '\t', '\uFEFF', 'é', '\u{1F600}', '\uD800', '-');
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 60 }), (chars) => {
        const text = chars.join('');
        const check = validateGame(text);
        checkShape(text, check);
        expect(simulateGame(text)).toBe(referenceSimulate(text));
        expect(runChunks(Array.from(text))).toStrictEqual(runChunks([text]));
      }),
      { numRuns: 2000 },
    );
  });

  test('validateGame - any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 80 }), (bytes) => {
        const check = validateGame(bytes);
        expect(typeof check.valid).toBe('boolean');
        expect(runChunks([...bytes].map((byte) => Uint8Array.of(byte))).check).toStrictEqual(check);
      }),
      { numRuns: 1000 },
    );
  });

  test('validateGame - rejects an argument that is neither text nor bytes', () => {
    expect(() => validateGame(12 as unknown as string)).toThrow(new TypeError('text must be a string or a Uint8Array, got 12'));
    expect(() => simulateGame(undefined as unknown as string)).toThrow(new TypeError('text must be a string or a Uint8Array, got undefined'));
  });
});
