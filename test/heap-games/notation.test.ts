import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { HeapGame, HeapGameCodeError, heapGame, NimkitError } from '../../src/index.js';
import type { HeapGameCodeErrorCode } from '../../src/index.js';
import { parseCode } from '../../src/heap-games/code.js';
import { ruleOptionCount } from '../../src/heap-games/options.js';
import { periodKind, verifiedUpTo } from '../../src/heap-games/period.js';
import { thrownBy } from '../helpers.js';
import { digitSpec, firstSpec, spell, spellings, specOptions, specValues, type DigitSpec } from './notation-reference.js';

const rule = fc.record({ first: firstSpec, finite: fc.array(digitSpec, { maxLength: 4 }), repeat: fc.oneof(fc.constant([]), fc.array(digitSpec, { minLength: 1, maxLength: 2 })) });
const picker = fc.infiniteStream(fc.nat()).map((stream) => (choices: string[]) => choices[stream.next().value % choices.length] ?? '');

const sorted = (game: HeapGame, n: number): string[] =>
  game
    .options(n)
    .map((leave) => `${n - leave.reduce((a, b) => a + b, 0)}:${leave.join(',')}`)
    .sort();

describe('CGSuite notation - values and moves against a plain reference', () => {
  test('every notation: options, their count and Grundy values match the definition (random rules)', () => {
    fc.assert(
      fc.property(rule, picker, ({ first, finite, repeat }, pick) => {
        const code = spell(first, finite, repeat, pick);
        const game = HeapGame.parse(code);
        for (let n = 0; n <= 13; n++) {
          const expected = specOptions(first, finite, repeat, n);
          expect(sorted(game, n), `${code} heap ${n}`).toEqual(expected);
          expect(ruleOptionCount(parseCode(code), n), `${code} count ${n}`).toBe(expected.length);
        }
        const values = specValues(first, finite, repeat, 19);
        for (let n = 0; n < 19; n++) expect(game.grundy(n), `${code} G(${n})`).toBe(values[n]);
      }),
      { numRuns: 80 },
    );
  });

  test('G-V digits, &N;, braces, +, marks and repeats, named cases', () => {
    const cases: [string, DigitSpec[]][] = [
      ['0.G', [{ counts: [4], more: false, mark: '' }]],
      ['0.&35;', [{ counts: [0, 1, 5], more: false, mark: '' }]],
      ['0.v', [{ counts: [0, 1, 2, 3, 4], more: false, mark: '' }]],
      ['0.{2+}', [{ counts: [2], more: true, mark: '' }]],
      ['0.*!', [{ counts: [0], more: true, mark: '!' }]],
      ['0.{4}=', [{ counts: [4], more: false, mark: '=' }]],
      ['0.{2,3,5}?', [{ counts: [2, 3, 5], more: false, mark: '?' }]],
    ];
    for (const [code, finite] of cases) {
      const game = HeapGame.parse(code);
      const none: DigitSpec = { counts: [], more: false, mark: '' };
      const values = specValues(none, finite, [], 22);
      for (let n = 0; n < 22; n++) expect(game.grundy(n), `${code} G(${n})`).toBe(values[n]);
    }
  });

  test('a repeat of a splitting digit: 0.[{2+}] against the reference', () => {
    const spec: DigitSpec = { counts: [1, 2], more: true, mark: '' };
    const values = specValues({ counts: [], more: false, mark: '' }, [], [spec], 16);
    const game = HeapGame.parse('0.[{1+}]');
    for (let n = 0; n < 16; n++) expect(game.grundy(n)).toBe(values[n]);
  });
});

describe('CGSuite notation - canonical codes', () => {
  test.each([
    ['4!', '4!.0'],
    ['4!.', '4!.0'],
    ['4?.', '4!.0'],
    ['0', '0.0'],
    ['.07', '0.07'],
    ['0.77', '0.77'],
    ['0.f', '0.F'],
    ['0.g', '0.G'],
    ['0.V', '0.V'],
    ['0.v', '0.V'],
    ['0.&32;', '0.&32;'],
    ['0.&35;', '0.&35;'],
    ['0.{5,2}', '0.&36;'],
    ['0.{2,2,3}', '0.C'],
    ['0.{0}', '0.1'],
    ['0.{0+}', '0.*'],
    ['0.{0,1,2+}', '0.*'],
    ['0.{1,2,3+}', '0.{1+}'],
    ['0.{0,2,3+}', '0.{0,2+}'],
    ['0.{2!,3!}', '0.C!'],
    ['0.{1!,2}', '0.6'],
    ['0.{0=,2=}', '0.5='],
    ['0.7?', '0.7!'],
    ['0.3=', '0.3'],
    ['0.{23}', '0.&8388608;'],
    ['k', 'K.0'],
    ['{2+}.', '{2+}.0'],
    ['1.', '0.0'],
    ['0.[{2+}]', '0.[{2+}]'],
  ])('%s prints as %s, a fixed point', (code, canonical) => {
    expect(HeapGame.parse(code).code).toBe(canonical);
    expect(HeapGame.parse(canonical).code).toBe(canonical);
  });

  test('parse(game.code) is an equal game, and every spelling of a rule prints one code (random rules)', () => {
    fc.assert(
      fc.property(rule, picker, picker, ({ first, finite, repeat }, pickA, pickB) => {
        const a = HeapGame.parse(spell(first, finite, repeat, pickA));
        const b = HeapGame.parse(spell(first, finite, repeat, pickB));
        expect(b.code).toBe(a.code);
        const again = HeapGame.parse(a.code ?? '');
        expect(again.code).toBe(a.code);
        for (let n = 0; n <= 12; n++) expect(sorted(again, n)).toEqual(sorted(a, n));
      }),
      { numRuns: 300 },
    );
  });

  test('equal digits print equal, unequal digits print unequal: every digit of counts 0-4, +, and a mark', () => {
    const bySignature = new Map<string, string>();
    const byText = new Map<string, string>();
    for (let value = 0; value < 32; value++) {
      for (const more of [false, true]) {
        if (more && value === 0) continue;
        for (const mark of ['', '!', '?', '='] as const) {
          const counts = [0, 1, 2, 3, 4].filter((count) => (value & (2 ** count)) !== 0);
          const spec: DigitSpec = { counts, more, mark };
          const code = `0.${spellings(spec)[spellings(spec).length - 1]}`;
          const text = HeapGame.parse(code).code ?? '';
          const none: DigitSpec = { counts: [], more: false, mark: '' };
          const signature = Array.from({ length: 17 }, (_, n) => specOptions(none, [spec], [], n).join(' ')).join('|');
          expect(bySignature.get(signature) ?? text, `${code} and another spelling of its moves`).toBe(text);
          expect(byText.get(text) ?? signature, `${code} prints ${text}`).toBe(signature);
          bySignature.set(signature, text);
          byText.set(text, signature);
        }
      }
    }
    expect(bySignature.size).toBeGreaterThan(150);
  });
});

describe('CGSuite notation - bad codes', () => {
  test.each<[string, HeapGameCodeErrorCode, number, string]>([
    ['\uFEFF0.7', 'bad-character', 0, '"\uFEFF" is not a digit (0-9, A-V), "&", "*", "{", ".", "!", "?", "=", "[" or "]"'],
    ['0. 7', 'bad-character', 2, '" " is not a digit (0-9, A-V), "&", "*", "{", ".", "!", "?", "=", "[" or "]"'],
    ['0.é', 'bad-character', 2, '"é" is not a digit (0-9, A-V), "&", "*", "{", ".", "!", "?", "=", "[" or "]"'],
    ['0.7}', 'bad-character', 3, '"}" is not a digit (0-9, A-V), "&", "*", "{", ".", "!", "?", "=", "[" or "]"'],
    ['0.{2', 'unclosed-brace', 2, '"{" without its "}"'],
    ['0.{', 'unclosed-brace', 2, '"{" without its "}"'],
    ['0.{2+', 'unclosed-brace', 2, '"{" without its "}"'],
    ['0.{}', 'empty-braces', 2, 'an empty "{}"'],
    ['0.{2+,3}', 'bad-brace', 5, '"," in braces where ",", "+" or "}" belongs'],
    ['0.{2,}', 'bad-brace', 5, '"}" in braces where a heap count belongs'],
    ['0.{ 2}', 'bad-brace', 3, '" " in braces where a heap count belongs'],
    ['0.{a}', 'bad-brace', 3, '"a" in braces where a heap count belongs'],
    ['0.{24}', 'too-many-heaps', 3, 'a count of more than 23 heaps'],
    ['0.{99999999999999999999999}', 'too-many-heaps', 3, 'a count of more than 23 heaps'],
    ['0.&16777216;', 'too-many-heaps', 2, 'a digit leaving more than 23 heaps'],
    ['0.&;', 'bad-escape', 2, '"&" must be followed by a decimal number and ";"'],
    ['0.&12', 'bad-escape', 2, '"&" must be followed by a decimal number and ";"'],
    ['0.{2!,3}', 'mixed-marks', 2, 'different marks for different heap counts in one digit'],
    ['0.{2,3=+}', 'mixed-marks', 2, 'different marks for different heap counts in one digit'],
    ['0.{2!}?', 'mixed-marks', 6, '"?" after braces that carry their own marks'],
    ['0.4!?', 'misplaced-mark', 4, '"?" does not follow a digit'],
    ['0.=4', 'misplaced-mark', 2, '"=" does not follow a digit'],
    ['*.', 'bad-first-digit', 0, 'digit "*" before the point may leave one heap (removing nothing must split a heap)'],
    ['{1+}.', 'bad-first-digit', 0, 'digit "{1+}" before the point may leave one heap (removing nothing must split a heap)'],
    ['2.1', 'bad-first-digit', 0, 'digit "2" before the point may leave one heap (removing nothing must split a heap)'],
    ['4K.1', 'additive-code', 1, 'a second digit before the point (additive codes are not supported)'],
  ])('%j - %s at %i', (code, reason, position, what) => {
    const error = thrownBy(HeapGameCodeError, () => HeapGame.parse(code));
    expect(error).toBeInstanceOf(NimkitError);
    expect([error.code, error.position]).toEqual([reason, position]);
    expect(error.message).toBe(`bad heap-game code ${JSON.stringify(code)}: ${what} at position ${position}`);
  });

  // CGSuite's digits stop at V (31): a letter W-Z in either case is a typo, refused with the escape it may mean.
  test.each([
    ['0.7W', 3, 'W', 32],
    ['0.7w', 3, 'w', 32],
    ['0.7X', 3, 'X', 33],
    ['0.7x', 3, 'x', 33],
    ['0.Y', 2, 'Y', 34],
    ['0.y7', 2, 'y', 34],
    ['0.[3Z]', 4, 'Z', 35],
    ['z.7', 0, 'z', 35],
  ])('parse - %s refuses the letter at %i', (code, position, letter, meant) => {
    const error = thrownBy(HeapGameCodeError, () => HeapGame.parse(code));
    expect([error.code, error.position]).toEqual(['bad-character', position]);
    expect(error.message).toBe(`bad heap-game code "${code}": "${letter}" is not a digit (digits are 0-9 and A-V, 0 to 31; write &${meant}; for the digit ${meant}) at position ${position}`);
  });

  test('an unknown name of letters is an unknown name, not a code, and one letter is a code', () => {
    const error = thrownBy(HeapGameCodeError, () => HeapGame.parse('dead'));
    expect([error.code, error.position]).toEqual(['bad-character', 0]);
    expect(error.message).toMatch(/^unknown heap game "dead": /);
    expect(HeapGame.parse('k').code).toBe('K.0');
  });

  test('huge and hostile codes fail fast, at their first fault (linear time)', () => {
    const braces = `0.${'{2,3}'.repeat(1900)}{${'9'.repeat(400)}`;
    const start = performance.now();
    expect(thrownBy(HeapGameCodeError, () => HeapGame.parse(braces)).code).toBe('too-many-heaps');
    const unclosed = `0.{${'1,'.repeat(4900)}`;
    expect(thrownBy(HeapGameCodeError, () => HeapGame.parse(unclosed)).code).toBe('unclosed-brace');
    expect(performance.now() - start).toBeLessThan(500);
  });
});

describe('CGSuite notation - periods and play', () => {
  test('periodKind: no proof for marks or +; the most heaps otherwise; verifiedUpTo = J·e\' + (J-1)·p + t', () => {
    for (const code of ['0.4=', '0.4!', '0.8?', '0.{2+}', '4!.0']) expect(periodKind(parseCode(code)), code).toBeUndefined();
    expect(periodKind(parseCode('0.{5}4'))).toEqual({ kind: 5, t: 2 });
    expect(periodKind(parseCode('0.77'))).toEqual({ kind: 'two', t: 2 });
    expect(periodKind(parseCode('0.G'))).toEqual({ kind: 4, t: 1 });
    expect(verifiedUpTo(5, 2, 10, 7)).toBe(5 * 10 + 4 * 7 + 2);
    expect(verifiedUpTo('three', 2, 0, 7)).toBe(3 + 14 + 2);
  });

  test('a proved period of a four-heap code agrees with the plain values past it', () => {
    const game = HeapGame.parse('0.3G');
    const proved = game.period({ maxCount: 200 });
    const spec: DigitSpec[] = [
      { counts: [0, 1], more: false, mark: '' },
      { counts: [4], more: false, mark: '' },
    ];
    const values = specValues({ counts: [], more: false, mark: '' }, spec, [], 40);
    for (let n = 0; n < 40; n++) expect(game.grundy(n)).toBe(values[n]);
    if (proved !== undefined) {
      for (let n = proved.preperiod; n < 40; n++) expect(game.grundy(n + proved.period)).toBe(game.grundy(n));
    }
  });

  test('heapGame plays the new digits: moves are the options, and random playouts stay legal', () => {
    fc.assert(
      fc.property(rule, picker, fc.array(fc.integer({ min: 0, max: 11 }), { minLength: 1, maxLength: 3 }), fc.nat(), ({ first, finite, repeat }, pick, heaps, seed) => {
        const code = spell(first, finite, repeat, pick);
        const game = heapGame(code, heaps);
        let state = game.start;
        let step = seed;
        while (!state.isTerminal) {
          const moves = state.moves();
          expect(moves.length).toBe(state.moveCount());
          const sizes = state.heaps();
          const expected = sizes.reduce((sum, size) => sum + specOptions(first, finite, repeat, size).length, 0);
          expect(moves.length).toBe(expected);
          const move = moves[step++ % moves.length];
          if (move === undefined) break;
          expect(game.parseMove(game.formatMove(move))).toEqual(move);
          state = state.play(move);
        }
      }),
      { numRuns: 60 },
    );
  });
});
