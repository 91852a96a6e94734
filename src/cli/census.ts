import { availableParallelism } from 'node:os';
import { CENSUS_COUNT, censusCodes, type CensusRow } from '../index.js';
import { ENDING_OPTIONS, fixedEndingHelp, HELP_COLUMN, parseCommandArgs, parseIntegerOption, quoteArgument, readFixedEnding, UsageError } from './args.js';
import { isCensusWorker, linkRows, openState, runRows, saveRow, serveAsWorker, type FinishedRow, type StopSignal } from './census-work.js';
import { EXIT_INTERRUPTED, EXIT_OK, onInterrupt, OutputBatches, type CliIo } from './io.js';
import { RunProgress } from './run-progress.js';

/** The most worker threads: more than the cores only adds switching. */
const MAX_JOBS = 64;
/** The census's largest count: the library's limit. */
const MAX_COUNT = 2 ** 26;

function line(label: string, text: string): string {
  return `  ${label.padEnd(HELP_COLUMN - 3)} ${text}`;
}

/** `nimkit census --help`. */
export const CENSUS_HELP = `Usage: nimkit census [--digits 3] [--count N] [--jobs J] [--json|--csv|--markdown] [--resume FILE] [--progress]

The census of octal games: every game 0.d1d2d3 and 4.d1d2d3 (digits 0-7; with --digits 2 or 1, fewer
digits), each once in its canonical code (trailing zeros dropped: 0.070 is 0.07), computed to N values and
classified by the octal periodicity theorem:
  solved     a proved preperiod and period (G(n + period) = G(n) for every n >= preperiod)
  unsolved   no period proved within N values: the row tells how far the values grew
Each row: code, status, preperiod, period (both empty/null when unsolved), count (N), largest (the largest
value) and largestAt (its first heap), rareMask (hex), rareCount and lastRare (the rare/common split of the
sparse-space method that leaves the fewest heaps rare, heap 0 counted; empty when no move splits a heap in
two), sameAs (the first earlier game whose values are the same, or the same shifted by one heap).

Options:
${line('--digits D', 'code digits after the point: 1, 2 or 3 (default 3: 1,024 games)')}
${line('--count N', `values per game (default ${CENSUS_COUNT}: about a minute on two cores; at most ${MAX_COUNT})`)}
${line('--jobs J', 'worker threads (default: the number of cores); 1 computes in the main thread')}
${line('--json', 'print one JSON array of rows, numbers as numbers, null where empty')}
${line('--csv', 'print CSV with a header line')}
${line('--markdown', 'print a Markdown table')}
${line('--resume FILE', 'keep finished rows in FILE and, when it exists, compute only the games it lacks')}
${line('--progress', 'show progress (games done, rate, time left) on stderr even when it is not a terminal')}
${fixedEndingHelp('normal', 'Grundy values describe normal play')}
  -h, --help

The state file (--resume): a first line {"format":"nimkit census state","version":1,"digits":D,"count":N},
then one JSON line per finished game, {"index","row","keys"} (keys: SHA-256 of its values, for sameAs), added
as each game finishes; a last line cut short by a kill is dropped. A run stopped by Ctrl-C (exit 130) or
killed goes on with the same command. Without a format the table is text, with a summary line.

Exit codes: 0 success, 1 a state file of another census or corrupt, 2 usage error or a file that cannot be
read or written, 130 interrupted (Ctrl-C), 143 terminated (SIGTERM).
`;

/** The row's fields in order, as the JSON has them: the CSV header and the table's columns. */
const FIELDS = ['code', 'status', 'preperiod', 'period', 'count', 'largest', 'largestAt', 'rareMask', 'rareCount', 'lastRare', 'sameAs'] as const;

/** \`nimkit census\`: the whole table of octal games. */
export async function censusCommand(args: readonly string[], io: CliIo): Promise<number> {
  if (isCensusWorker()) return serveAsWorker();
  const { values, positionals } = parseCommandArgs(args, {
    digits: { type: 'string' },
    count: { type: 'string' },
    jobs: { type: 'string' },
    json: { type: 'boolean', default: false },
    csv: { type: 'boolean', default: false },
    markdown: { type: 'boolean', default: false },
    resume: { type: 'string' },
    progress: { type: 'boolean', default: false },
    ...ENDING_OPTIONS,
    help: { type: 'boolean', short: 'h', default: false },
  });
  if (values.help) {
    io.stdout.write(CENSUS_HELP);
    return EXIT_OK;
  }
  readFixedEnding(values, 'normal', 'Grundy values are the normal-play values');
  if (positionals.length > 0) throw new UsageError(`unexpected argument ${quoteArgument(positionals[0] ?? '')}`);
  const formats = (['json', 'csv', 'markdown'] as const).filter((format) => values[format]);
  if (formats.length > 1) throw new UsageError(`give one of --json, --csv and --markdown, not ${formats.map((format) => `--${format}`).join(' and ')}`);
  const digits = parseIntegerOption(values.digits, 'digits', 3, 1, 3);
  const count = parseIntegerOption(values.count, 'count', CENSUS_COUNT, 2, MAX_COUNT);
  const jobs = parseIntegerOption(values.jobs, 'jobs', Math.min(MAX_JOBS, availableParallelism()), 1, MAX_JOBS);
  if (values.resume === '') throw new UsageError('--resume needs a file name');
  const codes = censusCodes(digits);
  const finished = values.resume === undefined ? new Map<number, FinishedRow>() : openState(values.resume, digits, count, codes);
  const pending = codes.map((_, index) => index).filter((index) => !finished.has(index));
  const progress = new RunProgress(io, 'nimkit census', 'games', values.progress, finished.size);
  const stop: StopSignal = { stopped: false };
  const started = performance.now();
  const release = onInterrupt(io, () => {
    stop.stopped = true;
    progress.clear();
    const resume = values.resume === undefined ? '' : `; continue with --resume ${quoteArgument(values.resume)}`;
    io.stderr.write(`nimkit census: stopped after ${finished.size} of ${codes.length} games${resume}\n`);
  });
  try {
    progress.update(finished.size, codes.length, true);
    await runRows(codes, pending, count, jobs, stop, (index, row) => {
      finished.set(index, row);
      if (values.resume !== undefined) saveRow(values.resume, index, row);
      progress.update(finished.size, codes.length);
    });
  } finally {
    release();
    progress.clear();
  }
  if (stop.stopped) return EXIT_INTERRUPTED;
  const rows = linkRows(codes.map((_, index) => finished.get(index)).filter((row) => row !== undefined));
  const seconds = (performance.now() - started) / 1000;
  const output = new OutputBatches(io.stdout);
  const format = formats[0];
  if (format === 'json') await output.push(`[\n${rows.map((row) => JSON.stringify(row)).join(',\n')}\n]\n`);
  else if (format === 'csv') await output.push(csvTable(rows));
  else if (format === 'markdown') await output.push(markdownTable(rows));
  else await output.push(`${textTable(rows)}${summary(rows, count, jobs, seconds, pending.length)}\n`);
  await output.flush(true);
  return EXIT_OK;
}

function cell(row: CensusRow, field: (typeof FIELDS)[number]): string {
  const value = row[field];
  return value === null ? '' : String(value);
}

function csvTable(rows: readonly CensusRow[]): string {
  // No field holds a comma, a quote or a line break (codes are digits, '.', '!', '?', brackets, braces...).
  const quote = (text: string): string => (/[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
  return `${FIELDS.join(',')}\n${rows.map((row) => FIELDS.map((field) => quote(cell(row, field))).join(',')).join('\n')}\n`;
}

function markdownTable(rows: readonly CensusRow[]): string {
  const escape = (text: string): string => text.replaceAll('|', '\\|');
  const head = `| ${FIELDS.join(' | ')} |\n|${FIELDS.map(() => ' --- |').join('')}\n`;
  return head + rows.map((row) => `| ${FIELDS.map((field) => escape(cell(row, field))).join(' | ')} |\n`).join('');
}

function textTable(rows: readonly CensusRow[]): string {
  const table = [FIELDS.map(String), ...rows.map((row) => FIELDS.map((field) => cell(row, field) || '-'))];
  const widths = FIELDS.map((_, column) => Math.max(...table.map((cells) => (cells[column] ?? '').length)));
  return table.map((cells) => cells.map((text, column) => text.padEnd(widths[column] ?? 0)).join('  ').trimEnd()).join('\n') + '\n';
}

function summary(rows: readonly CensusRow[], count: number, jobs: number, seconds: number, computed: number): string {
  const solved = rows.filter((row) => row.status === 'solved').length;
  const same = rows.filter((row) => row.sameAs !== null).length;
  const time = computed === 0 ? 'all from the state file' : `${computed} computed in ${seconds.toFixed(1)} s with ${jobs} job${jobs === 1 ? '' : 's'}`;
  return `${rows.length} games: ${solved} solved, ${rows.length - solved} unsolved at ${count} values; ${same} the same as an earlier game (${time})`;
}
