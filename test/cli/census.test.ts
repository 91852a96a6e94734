import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { census, type CensusRow } from '../../src/index.js';
import { ROOT, runCli } from './run.js';

// nimkit census through the built binary (worker threads are the built CLI's own module): the rows equal the
// library's, every format, the state file and --resume, and the errors.

const directory = mkdtempSync(join(tmpdir(), 'nimkit-census-'));
afterAll(() => {
  rmSync(directory, { recursive: true, force: true });
});
let serial = 0;
const fresh = (): string => join(directory, `state-${++serial}.jsonl`);

const FIELDS = ['code', 'status', 'preperiod', 'period', 'saltus', 'count', 'largest', 'largestAt', 'rareMask', 'rareCount', 'lastRare', 'sameAs'];
/** The library's rows for two digits and 300 values: what every run below must print. */
const library = census({ digits: 2, count: 300 });

describe('nimkit census', () => {
  test('--json: one array of rows, exactly the fields, the same rows as the library, with 2 worker threads or none', () => {
    const threads = runCli(['census', '--digits', '2', '--count', '300', '--jobs', '2', '--json']);
    expect([threads.stderr, threads.status]).toEqual(['', 0]);
    const rows = JSON.parse(threads.stdout) as CensusRow[];
    expect(rows).toEqual(library);
    for (const row of rows) expect(Object.keys(row)).toEqual(FIELDS);
    expect(threads.stdout).toMatch(/^\[\n\{"code":"0(\.0)?","status":"solved","preperiod":0,"period":1,"saltus":0,"count":300,/);
    expect(runCli(['census', '--digits', '2', '--count', '300', '--jobs', '1', '--json']).stdout).toBe(threads.stdout);
  });

  test('--csv: a header line, empty fields for null; --markdown: a table; text: aligned, with a summary', () => {
    const csv = runCli(['census', '--digits', '1', '--count', '100', '--csv']).stdout.split('\n');
    expect(csv[0]).toBe(FIELDS.join(','));
    expect(csv).toContain('0.6,unsolved,,,,100,8,48,0xe,26,98,');
    expect(csv).toHaveLength(16 + 2);
    const markdown = runCli(['census', '--digits', '1', '--count', '100', '--markdown']).stdout.split('\n');
    expect(markdown.slice(0, 2)).toEqual([`| ${FIELDS.join(' | ')} |`, `|${' --- |'.repeat(12)}`]);
    expect(markdown).toContain('| 0.6 | unsolved |  |  |  | 100 | 8 | 48 | 0xe | 26 | 98 |  |');
    const watched = runCli(['census', '--digits', '1', '--count', '100', '--progress', '--jobs', '1']);
    expect(watched.stderr).toMatch(/^nimkit census: 0 of 16 games \(0\.0%\)\n/);
    const text = watched.stdout;
    expect(text.split('\n')[0]).toMatch(/^code +status +preperiod +period +saltus +count +largest +largestAt +rareMask +rareCount +lastRare +sameAs$/);
    expect(text).toMatch(/\n16 games: 12 solved, 4 unsolved at 100 values; 7 the same as an earlier game\n$/);
    // The time taken goes to stderr, so stdout is the same bytes for any run (and for a merge of shards).
    expect(watched.stderr).toMatch(/\nnimkit census: 16 computed in [\d.]+ s with 1 job\n$/);
  });

  test('--resume FILE: the finished rows are kept, a cut last line dropped, only the missing games computed', () => {
    const state = fresh();
    const full = runCli(['census', '--digits', '2', '--count', '300', '--json', '--resume', state]);
    expect(JSON.parse(full.stdout)).toEqual(library);
    const lines = readFileSync(state, 'utf8').split('\n');
    expect(JSON.parse(lines[0] ?? '')).toEqual({ format: 'nimkit census state', version: 2, digits: 2, count: 300 });
    expect(lines).toHaveLength(1 + 128 + 1);
    // A run killed after 40 rows, in the middle of writing the 41st; one kept row marked, to see it is not recomputed.
    const kept = lines.slice(1, 41).map((line) => JSON.parse(line) as { index: number; row: CensusRow; keys: unknown; sha256: string });
    const marked = kept.find((entry) => entry.row.code === '0.07');
    if (marked === undefined) throw new Error('0.07 is among the first rows finished');
    marked.row = { ...marked.row, largest: 999 };
    // Edited with its hash made again, as the format documents it: taken as it is.
    marked.sha256 = createHash('sha256').update(JSON.stringify({ index: marked.index, row: marked.row, keys: marked.keys })).digest('hex');
    writeFileSync(state, [lines[0], ...kept.map((entry) => JSON.stringify(entry)), (lines[41] ?? '').slice(0, 30)].join('\n'));
    const resumed = runCli(['census', '--digits', '2', '--count', '300', '--json', '--resume', state]);
    expect(resumed.status).toBe(0);
    const rows = JSON.parse(resumed.stdout) as CensusRow[];
    expect(rows.find((row) => row.code === '0.07')?.largest).toBe(999);
    expect(rows.map((row) => (row.code === '0.07' ? { ...row, largest: library.find((entry) => entry.code === '0.07')?.largest } : row))).toEqual(library);
    expect(readFileSync(state, 'utf8').split('\n')).toHaveLength(1 + 128 + 1);
    // All rows in the file: nothing left to compute.
    expect(runCli(['census', '--digits', '2', '--count', '300', '--resume', state]).stderr).toBe('nimkit census: all rows from the state file\n');
  });

  test('Ctrl-C: exit 130 with the rows so far in the state file; the same command goes on', async () => {
    const state = fresh();
    const child = spawn(process.execPath, ['dist/cli.js', 'census', '--digits', '2', '--count', '3000', '--jobs', '2', '--json', '--resume', state], { cwd: ROOT });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const status = await new Promise<number | null>((resolve) => {
      const timer = setInterval(() => {
        if (existsSync(state) && readFileSync(state, 'utf8').split('\n').length > 4) {
          clearInterval(timer);
          child.kill('SIGINT');
        }
      }, 5);
      child.on('exit', (code) => {
        clearInterval(timer);
        resolve(code);
      });
    });
    expect(status).toBe(130);
    expect(stderr).toMatch(new RegExp(`^nimkit census: stopped after \\d+ of 128 games; continue with --resume ${JSON.stringify(state).replaceAll('.', '\\.')}\\n$`));
    const resumed = runCli(['census', '--digits', '2', '--count', '3000', '--json', '--resume', state]);
    expect(JSON.parse(resumed.stdout)).toEqual(census({ digits: 2, count: 3000 }));
  });

  test('bad cases: one line on stderr and the exit code', () => {
    const other = fresh();
    writeFileSync(other, '{"format":"nimkit census state","version":2,"digits":2,"count":500}\n');
    const corrupt = fresh();
    writeFileSync(corrupt, '{"format":"nimkit census state","version":2,"digits":1,"count":100}\n{"index":3,"row":{"code":"0.7"}}\n');
    const notState = fresh();
    writeFileSync(notState, 'hello\n');
    const cases: [string[], number, string][] = [
      [['census', '--json', '--csv'], 2, 'give one of --json, --csv and --markdown, not --json and --csv; see nimkit census --help'],
      [['census', '--digits', '4'], 2, '--digits must be a whole number from 1 to 3, got "4"; see nimkit census --help'],
      [['census', '--count', '1'], 2, '--count must be a whole number from 2 to 67108864, got "1"; see nimkit census --help'],
      [['census', '--jobs', '0'], 2, '--jobs must be a whole number from 1 to 64, got "0"; see nimkit census --help'],
      [['census', '0.77'], 2, 'unexpected argument "0.77"; see nimkit census --help'],
      [['census', '--misere'], 2, 'Grundy values are the normal-play values: --play misere is not offered; see nimkit census --help'],
      [['census', '--digits', '2', '--count', '300', '--resume', other], 1, `${JSON.stringify(other)} is the state of a census with --digits 2 --count 500, not --digits 2 --count 300`],
      [['census', '--digits', '1', '--count', '100', '--resume', corrupt], 1, `${JSON.stringify(corrupt)} line 2: not a line of a nimkit census state file`],
      [['census', '--digits', '1', '--count', '100', '--resume', notState], 1, `${JSON.stringify(notState)} is not a nimkit census state file`],
      [['census', '--digits', '1', '--count', '100', '--resume', directory], 2, `cannot read ${JSON.stringify(directory)}: is a directory`],
      [['census', '--digits', '1', '--count', '100', '--resume', join(directory, 'no', 'state')], 2, `cannot write ${JSON.stringify(join(directory, 'no', 'state'))}: no such file or directory`],
    ];
    for (const [args, status, message] of cases) expect(runCli(args), args.join(' ')).toEqual({ stdout: '', stderr: `nimkit census: ${message}\n`, status });
  });

  test('--help documents the fields, the state file and the exit codes', () => {
    const { stdout, status } = runCli(['census', '--help']);
    expect(status).toBe(0);
    expect(stdout).toMatch(/^Usage: nimkit census \[--digits 3\] \[--count N\] \[--jobs J\] \[--json\|--csv\|--markdown\] \[--resume FILE\]/);
    for (const word of ['sameAs', 'rareMask', '{"format":"nimkit census state"', '130 interrupted']) expect(stdout).toContain(word);
    expect(runCli(['--help']).stdout).toMatch(/\n {2}census {4}the whole table of octal games/);
  });
});
