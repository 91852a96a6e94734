import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { runCli } from './run.js';

// Findings of the 0.3.0 review, through the built binary: each one line on stderr and its exit code.

const directory = mkdtempSync(join(tmpdir(), 'nimkit-review-'));
afterAll(() => {
  rmSync(directory, { recursive: true, force: true });
});

describe('nimkit grundy --out --resume never destroys finished values', () => {
  test('a --count below what the file holds is refused, and the file is unchanged', () => {
    const file = join(directory, 'kayles.bin');
    expect(runCli(['grundy', '0.77', '--count', '100', '--out', file]).status).toBe(0);
    const before = readFileSync(file);
    expect(runCli(['grundy', '0.77', '--count', '50', '--out', file, '--resume'])).toEqual({
      stdout: '',
      stderr: `nimkit grundy: cannot resume: ${JSON.stringify(file)} already holds 100 values, more than --count 50; give --force to start again; see nimkit grundy --help\n`,
      status: 2,
    });
    expect(readFileSync(file).equals(before)).toBe(true);
  });

  test('a file without its checkpoint (a run stopped before the first one) says to start again with --force', () => {
    const file = join(directory, 'early.bin');
    writeFileSync(file, 'NIMKITGV');
    expect(runCli(['grundy', '0.77', '--out', file, '--resume'])).toEqual({
      stdout: '',
      stderr: `nimkit grundy: cannot resume: cannot read the checkpoint ${JSON.stringify(`${file}.checkpoint`)}: no such file or directory (a run stopped before its first checkpoint: start again with --force)\n`,
      status: 2,
    });
  });
});

describe('nimkit replay of a record naming a bad heap-game code', () => {
  test('one line naming the record and the code, exit 1, no stack trace', () => {
    const file = join(directory, 'bad-code.txt');
    writeFileSync(file, 'Game: heap:zz:5\nPlay: normal\nFirst: a\nSecond: b\nResult: 1-0\n');
    const run = runCli(['replay', file]);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^nimkit replay: .*bad-code\.txt: the game "heap:zz:5": unknown heap game "zz": give a take-and-break code such as 0\.77, or one of the names kayles \(0\.77\), .*\n$/);
  });
});

describe('nimkit sticks --tournament --rounds 1', () => {
  test('"1 round per pairing", and the original text with --original', () => {
    expect(runCli(['sticks', '--tournament', '--rounds', '1', '--seed', '1']).stdout.split('\n')[0]).toBe(
      'Starting a Nim tournament on rows 7,5,3,1: 1 round per pairing in each seat.',
    );
    expect(runCli(['sticks', '--tournament', '--rounds', '1', '--seed', '1', '--original']).stdout.split('\n')[0]).toBe(
      'Starting a Nim tournament on rows 7,5,3,1: 1 rounds per pairing in each seat.',
    );
  });
});
