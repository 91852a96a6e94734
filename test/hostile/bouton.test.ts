// Hostile input for the nim.txt reader (issue 15, items 1, 7 and 8, and the Bouton mutation survivors): every
// error path is linear in the file, over-long numbers are refused at once, and the messages say what is known.
import { describe, expect, test } from 'vitest';
import { thrownBy } from '../helpers.js';
import { MAX_HEAP_DIGITS, NimFileError, analyzeNimFile, solveNimFile } from '../../src/index.js';
import { fastestMs, looksLinear } from './timing.js';

const MIB = 1 << 20;

function nimFileError(text: string): NimFileError {
  return thrownBy(NimFileError, () => solveNimFile(text));
}

describe('item 1 - solveNimFile: every error path is linear in the line length', () => {
  // Each shape once made a quadratic scan (the trimming regex backtracked over runs of blanks) or copies the
  // whole line into its message.
  test.each([
    ['a bad token after a long run of blanks', (size: number) => `1\n1${' '.repeat(size)}x\n`, 'not-a-heap-size'],
    ['a long bad token', (size: number) => `1\n1 ${'x'.repeat(size)}\n`, 'not-a-heap-size'],
    ['one heap between long runs of blanks', (size: number) => `1\n${' \t'.repeat(size / 2)}7${' '.repeat(size)}x \n`, 'not-a-heap-size'],
    ['one heap and long blank runs', (size: number) => `1\n${' '.repeat(size)}7${' '.repeat(size)}\n`, 'too-few-heaps'],
    ['a long extra line', (size: number) => `0\n1${' '.repeat(size)}2\n`, 'extra-line'],
    ['a long bad count', (size: number) => `${' '.repeat(size)}1 2${' '.repeat(size)}\n`, 'not-a-count'],
  ])('%s', (_name, makeText, code) => {
    const texts = new Map<number, string>();
    const textOf = (size: number): string => {
      let text = texts.get(size);
      if (text === undefined) {
        text = makeText(size);
        texts.set(size, text);
      }
      return text;
    };
    expect(nimFileError(textOf(1000)).code).toBe(code);
    const { single, double, linear } = looksLinear((size) => {
      try {
        solveNimFile(textOf(size));
      } catch {
        // the error is the point
      }
    }, MIB);
    expect(linear, `1 MiB: ${single.toFixed(1)} ms, 2 MiB: ${double.toFixed(1)} ms`).toBe(true);
  });

  test('a 10 MB single-line file fails in well under a second (generously: 5 s)', () => {
    const text = `1\n1${' '.repeat(10_000_000)}x\n`;
    const error = nimFileError(text);
    expect(error.message).toBe(`line 2: "1${' '.repeat(59)}…": "x" is not a heap size: heap sizes are non-negative decimal integers`);
    expect(fastestMs(() => nimFileError(text), 1)).toBeLessThan(5000);
  });
});

describe('item 7 - solveNimFile: over-long numbers are refused at once', () => {
  test('a count of 10^7 digits', () => {
    const text = `${'9'.repeat(10_000_000)}\n1 2\n`;
    const error = nimFileError(text);
    expect(error.code).toBe('count-too-large');
    expect(error.line).toBe(1);
    expect(error.message).toBe(
      `line 1: "${'9'.repeat(60)}…" (10000000 digits) is too many data sets: no file holds more than 9007199254740991 lines`,
    );
    expect(fastestMs(() => nimFileError(text), 1)).toBeLessThan(5000);
  });

  test('a heap size of 10^7 digits', () => {
    const text = `1\n1 ${'7'.repeat(10_000_000)}\n`;
    const error = nimFileError(text);
    expect(error.code).toBe('number-too-long');
    expect(error.message).toBe(
      `line 2: heap 2, "${'7'.repeat(60)}…", has 10000000 digits: sizes of more than 100000 digits are refused, as reading them would take minutes`,
    );
    expect(fastestMs(() => nimFileError(text), 1)).toBeLessThan(5000);
  });

  test('the limit counts significant digits: leading zeros are free, one digit more is refused', () => {
    expect(MAX_HEAP_DIGITS).toBe(100_000);
    const atLimit = `1${'0'.repeat(MAX_HEAP_DIGITS - 1)}`;
    expect(solveNimFile(`1\n${'0'.repeat(200_000)}${atLimit} 0\n`)).toBe(`Remove ${atLimit} counters from Heap 1\n`);
    expect(nimFileError(`1\n${atLimit}0 0\n`).code).toBe('number-too-long');
  });

  test('a count of 16 digits is read exactly and can be short of lines like any other', () => {
    expect(nimFileError('0009007199254740991\n1 2\n').message).toBe(
      'line 3: the file ends before data set 2: the count promises 9007199254740991 data sets, the file holds 1',
    );
    expect(nimFileError('9007199254740992\n1 2\n').code).toBe('count-too-large');
  });
});

describe('item 8 - solveNimFile: a count that is not finite says what is known', () => {
  test('a count of 400 digits is never "Infinity"', () => {
    const count = `1${'0'.repeat(400)}`;
    const error = nimFileError(`${count}\n1 2\n`);
    expect(error.message).not.toContain('Infinity');
    expect(error.message).toBe(
      `line 1: "${count.slice(0, 60)}…" (401 digits) is too many data sets: no file holds more than 9007199254740991 lines`,
    );
  });
});

describe('mutation gaps - solveNimFile', () => {
  test('a bad token before a tab is quoted without the rest of the line', () => {
    expect(nimFileError('1\n3 x\t4\n').message).toBe('line 2: "3 x\\t4": "x" is not a heap size: heap sizes are non-negative decimal integers');
    expect(nimFileError('1\n3 x 4\n').message).toBe('line 2: "3 x 4": "x" is not a heap size: heap sizes are non-negative decimal integers');
  });

  test('runs of blanks around a quoted line are trimmed', () => {
    expect(nimFileError('1\n \t  7 \t \t\n').message).toBe('line 2: "7": a data set needs at least two heap sizes, found 1');
    expect(nimFileError('0\n\t\t 1  2 \t \n').message).toBe('line 2: "1  2": unexpected line after 0 data sets: the count promises no more');
  });

  test('a quoted line of exactly 60 characters is quoted whole; 61 are cut', () => {
    const sixty = `${'1 '.repeat(29)}xy`;
    expect(sixty).toHaveLength(60);
    expect(nimFileError(`1\n${sixty}\n`).message).toBe(`line 2: "${sixty}": "xy" is not a heap size: heap sizes are non-negative decimal integers`);
    const sixtyOne = `${'1 '.repeat(29)}xyz`;
    expect(nimFileError(`1\n${sixtyOne}\n`).message).toBe(
      `line 2: "${sixtyOne.slice(0, 60)}…": "xyz" is not a heap size: heap sizes are non-negative decimal integers`,
    );
  });

  test('a one-counter move on bigint heaps reads "counter", as on number heaps', () => {
    // 2^53 + 1 and 2^53: nim-sum 1, so take 1 from the first (odd) heap.
    expect(solveNimFile('1\n9007199254740993 9007199254740992\n')).toBe('Remove 1 counter from Heap 1\n');
    expect(analyzeNimFile('1\n9007199254740993 9007199254740992\n')).toEqual([{ kind: 'move', heap: 1, count: 1n }]);
    expect(solveNimFile('1\n3 2\n')).toBe('Remove 1 counter from Heap 1\n');
  });

  test('a winning move whose text needs more than 64 K digits', () => {
    const huge = `9${'0'.repeat(70_000)}`;
    expect(solveNimFile(`2\n${huge} 0\n1 1\n`)).toBe(`Remove ${huge} counters from Heap 1\nLose Game\n`);
  });
});
