import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { census, censusCodes } from '../../src/index.js';
import { runCli } from './run.js';

// nimkit census --shard K/N and --merge through the built binary: merged shards print the same bytes as one
// whole run in every format, and a missing, repeated or mismatched shard is refused with one line.

const directory = mkdtempSync(join(tmpdir(), 'nimkit-shards-'));
afterAll(() => {
  rmSync(directory, { recursive: true, force: true });
});

const OPTIONS = ['--digits', '2', '--count', '300', '--jobs', '1'];
const FORMATS: string[][] = [[], ['--json'], ['--csv'], ['--markdown']];
/** What one whole run prints, in each format. */
const whole = FORMATS.map((format) => runCli(['census', ...OPTIONS, ...format]).stdout);

/** Runs every shard of `count` (each in its own task) and returns the files, in order. */
function shards(count: number, extra: string[] = []): string[] {
  return Array.from({ length: count }, (_, at) => {
    const run = runCli(['census', ...OPTIONS, '--shard', `${at + 1}/${count}`, '--json', ...extra]);
    expect([run.stderr, run.status]).toEqual(['', 0]);
    const path = join(directory, `n${count}-${at + 1}${extra.length > 0 ? '-x' : ''}.json`);
    writeFileSync(path, run.stdout);
    return path;
  });
}

describe('nimkit census --shard and --merge', () => {
  test.each([1, 2, 3, 7])('%i shards merged, in any order, print exactly what one run prints (text, JSON, CSV, Markdown)', (count) => {
    const files = shards(count);
    const shuffled = [...files].reverse();
    FORMATS.forEach((format, at) => {
      const merged = runCli(['census', '--merge', ...shuffled, ...format]);
      expect([merged.stderr, merged.status]).toEqual(['', 0]);
      expect(merged.stdout, format.join(' ') || 'text').toBe(whole[at]);
    });
  });

  test('a shard document: the options, its shard, and its games in census order with their keys', () => {
    const [first] = shards(3);
    const text = readFileSync(first ?? '', 'utf8');
    expect(text.split('\n')[0]).toBe('{"format":"nimkit census shard","version":1,"digits":2,"count":300,"shard":"1/3","rows":[');
    const document = JSON.parse(text) as { rows: { index: number; row: { code: string; sameAs: null }; keys: { full: string } }[] };
    const codes = censusCodes(2);
    expect(document.rows.map((entry) => entry.index)).toEqual(codes.map((_, index) => index).filter((index) => index % 3 === 0));
    const library = census({ digits: 2, count: 300 });
    for (const { index, row, keys } of document.rows) {
      expect(row).toEqual({ ...library[index], sameAs: null });
      expect(keys.full).toMatch(/^[0-9a-f]{64}$/);
    }
    // More shards than games: the last ones are empty, and still merge.
    const empty = runCli(['census', '--digits', '1', '--count', '50', '--shard', '20/20', '--json']).stdout;
    expect(empty).toBe('{"format":"nimkit census shard","version":1,"digits":1,"count":50,"shard":"20/20","rows":[]}\n');
  });

  test('--resume works per shard: the state names its shard; a state of another shard is refused', () => {
    const state = join(directory, 'shard.state');
    const run = runCli(['census', ...OPTIONS, '--shard', '2/3', '--json', '--resume', state]);
    const lines = readFileSync(state, 'utf8').split('\n');
    expect(JSON.parse(lines[0] ?? '')).toEqual({ format: 'nimkit census state', version: 2, digits: 2, count: 300, shard: '2/3' });
    expect(lines).toHaveLength(1 + 43 + 1);
    // Cut to 10 rows: the same command computes the rest and prints the same shard.
    writeFileSync(state, `${lines.slice(0, 11).join('\n')}\n`);
    expect(runCli(['census', ...OPTIONS, '--shard', '2/3', '--json', '--resume', state]).stdout).toBe(run.stdout);
    expect(runCli(['census', ...OPTIONS, '--shard', '1/3', '--json', '--resume', state])).toEqual({
      stdout: '',
      stderr: `nimkit census: ${JSON.stringify(state)} is the state of shard 2/3, not of shard 1/3\n`,
      status: 1,
    });
    expect(runCli(['census', ...OPTIONS, '--resume', state])).toEqual({
      stdout: '',
      stderr: `nimkit census: ${JSON.stringify(state)} is the state of shard 2/3, not of a whole census\n`,
      status: 1,
    });
  });

  test('a missing, repeated or mismatched shard is refused: one line, exit 1', () => {
    const [one = '', two = '', three = ''] = shards(3);
    const other = runCli(['census', '--digits', '2', '--count', '200', '--shard', '3/3', '--json']);
    const otherCount = join(directory, 'count-200.json');
    writeFileSync(otherCount, other.stdout);
    const four = join(directory, 'of-four.json');
    writeFileSync(four, runCli(['census', ...OPTIONS, '--shard', '3/4', '--json']).stdout);
    const notShard = join(directory, 'rows.json');
    writeFileSync(notShard, whole[1] ?? '');
    const cut = join(directory, 'cut.json');
    writeFileSync(cut, readFileSync(three, 'utf8').replace(/\n\{"index":5,[^\n]*\n/, '\n'));
    const q = JSON.stringify;
    const cases: [string[], string][] = [
      [[one, two], 'shard 3/3 is missing: --merge needs all 3 shards, 1/3 to 3/3'],
      [[two], 'shards 1/3, 3/3 are missing: --merge needs all 3 shards, 1/3 to 3/3'],
      [[one, two, three, two], `${q(two)} is shard 2/3 again (so is ${q(two)})`],
      [[one, two, otherCount], `${q(otherCount)} is shard 3/3 of a census with --digits 2 --count 200, not --digits 2 --count 300 as ${q(one)} is`],
      [[one, two, four], `${q(four)} is shard 3/4, but ${q(one)} is one of 3 shards`],
      [[one, two, three, '--count', '500'], `${q(one)} is shard 1/3 of a census with --digits 2 --count 300, not --digits 2 --count 500`],
      [[one, notShard], `${q(notShard)} is not a nimkit census shard (the --json output of nimkit census --shard K/N)`],
      [[one, two, cut], `${q(cut)} is shard 3/3 but does not hold exactly its games, in order`],
    ];
    for (const [args, message] of cases) expect(runCli(['census', '--merge', ...args]), args.join(' ')).toEqual({ stdout: '', stderr: `nimkit census: ${message}\n`, status: 1 });
  });

  test('usage errors: exit 2', () => {
    const cases: [string[], string][] = [
      [['--shard', '0/3', '--json'], '--shard must be K/N with 1 <= K <= N <= 1048576 (the task\'s number and the number of tasks, e.g. 3/8), got "0/3"'],
      [['--shard', '4/3', '--json'], '--shard must be K/N with 1 <= K <= N <= 1048576 (the task\'s number and the number of tasks, e.g. 3/8), got "4/3"'],
      [['--shard', '1/0', '--json'], '--shard must be K/N with 1 <= K <= N <= 1048576 (the task\'s number and the number of tasks, e.g. 3/8), got "1/0"'],
      [['--shard', '1', '--json'], '--shard must be K/N with 1 <= K <= N <= 1048576 (the task\'s number and the number of tasks, e.g. 3/8), got "1"'],
      [['--shard', '1/3'], '--shard prints the shard for --merge: give --json too'],
      [['--shard', '1/3', '--csv'], '--shard prints the shard for --merge: give --json too'],
      [['--merge'], '--merge needs the shard files (the --json outputs of nimkit census --shard K/N)'],
      [['--merge', 'a.json', '--jobs', '2'], '--merge reads finished shards: --jobs has no use with it'],
      [['--merge', 'a.json', '--shard', '1/2'], '--merge reads finished shards: --shard has no use with it'],
    ];
    for (const [args, message] of cases) expect(runCli(['census', ...args]), args.join(' ')).toEqual({ stdout: '', stderr: `nimkit census: ${message}; see nimkit census --help\n`, status: 2 });
    const missingFile = join(directory, 'nothing.json');
    expect(runCli(['census', '--merge', missingFile])).toEqual({ stdout: '', stderr: `nimkit census: cannot read ${JSON.stringify(missingFile)}: no such file or directory\n`, status: 2 });
  });
});
