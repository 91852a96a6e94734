import { availableParallelism } from 'node:os';
import { CENSUS_COUNT, censusCodes, type CensusRow } from '../index.js';
import { ENDING_OPTIONS, fixedEndingHelp, HELP_COLUMN, parseCommandArgs, parseIntegerOption, quoteArgument, readFixedEnding, UsageError } from './args.js';
import { mergeShards, parseShard, shardDocument, shardPlaces } from './census-shard.js';
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
       nimkit census --shard K/N --json [--digits 3] [--count N] [--jobs J] [--resume FILE] > shard-K.json
       nimkit census --merge FILE... [--json|--csv|--markdown]

The census of octal games: every game 0.d1d2d3 and 4.d1d2d3 (digits 0-7; with --digits 2 or 1, fewer
digits), each once in its canonical code (trailing zeros dropped: 0.070 is 0.07), computed to N values and
classified by the octal periodicity theorem:
  solved     a proved preperiod and period (G(n + period) = G(n) + saltus for every n >= preperiod;
             the saltus is 0 for every octal game)
  unsolved   no period proved within N values: the row tells how far the values grew
Each row: code, status, preperiod, period, saltus (empty/null when unsolved), count (N), largest (the largest
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
${line('--shard K/N', 'compute only shard K of N (K from 1 to N): the games at places K, K+N, K+2N, ...;')}
${line('', 'with --json, print it as a shard document for --merge (one task of a scheduler)')}
${line('--merge', 'read the shard documents FILE... (any order) and print what one run prints;')}
${line('', 'refuses a missing, repeated or mismatched shard')}
${fixedEndingHelp('normal', 'Grundy values describe normal play')}
  -h, --help

The state file (--resume): a first line {"format":"nimkit census state","version":2,"digits":D,"count":N},
then one JSON line per finished game, {"index","row","keys","sha256"} (keys: SHA-256 of its values, for
sameAs; sha256: of the line's index, row and keys, checked with every field on resume), added as each game
finishes; a last line cut short by a kill is dropped. A run stopped by Ctrl-C (exit 130) or killed goes on
with the same command; with --shard, the state belongs to that shard. Without a format the table is text
with a summary line (the time taken goes to stderr, so stdout is the same for a merge).

A shard document (--shard K/N --json): {"format":"nimkit census shard","version":1,"digits":D,"count":N,
"shard":"K/N","rows":[{"index","row","keys"}, ...]}, its rows' sameAs null (decided by --merge).

Exit codes: 0 success, 1 a state file of another census or corrupt, or a shard missing, repeated or of
another census, 2 usage error or a file that cannot be read or written, 130 interrupted (Ctrl-C), 143 terminated (SIGTERM).
`;

/** The row's fields in order, as the JSON has them: the CSV header and the table's columns. */
const FIELDS = ['code', 'status', 'preperiod', 'period', 'saltus', 'count', 'largest', 'largestAt', 'rareMask', 'rareCount', 'lastRare', 'sameAs'] as const;

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
    shard: { type: 'string' },
    merge: { type: 'boolean', default: false },
    ...ENDING_OPTIONS,
    help: { type: 'boolean', short: 'h', default: false },
  });
  if (values.help) {
    io.stdout.write(CENSUS_HELP);
    return EXIT_OK;
  }
  readFixedEnding(values, 'normal', 'Grundy values are the normal-play values');
  const formats = (['json', 'csv', 'markdown'] as const).filter((format) => values[format]);
  if (formats.length > 1) throw new UsageError(`give one of --json, --csv and --markdown, not ${formats.map((format) => `--${format}`).join(' and ')}`);
  if (values.merge) {
    const unused = (['jobs', 'resume', 'shard', 'progress'] as const).find((name) => values[name] !== undefined && values[name] !== false);
    if (unused !== undefined) throw new UsageError(`--merge reads finished shards: --${unused} has no use with it`);
    const wanted = { digits: values.digits === undefined ? undefined : parseIntegerOption(values.digits, 'digits', 3, 1, 3), count: values.count === undefined ? undefined : parseIntegerOption(values.count, 'count', CENSUS_COUNT, 2, MAX_COUNT) };
    const merged = mergeShards(positionals, wanted);
    await printRows(linkRows(merged.finished), formats[0], merged.count, io);
    return EXIT_OK;
  }
  if (positionals.length > 0) throw new UsageError(`unexpected argument ${quoteArgument(positionals[0] ?? '')}`);
  const digits = parseIntegerOption(values.digits, 'digits', 3, 1, 3);
  const count = parseIntegerOption(values.count, 'count', CENSUS_COUNT, 2, MAX_COUNT);
  const jobs = parseIntegerOption(values.jobs, 'jobs', Math.min(MAX_JOBS, availableParallelism()), 1, MAX_JOBS);
  const shard = values.shard === undefined ? undefined : parseShard(values.shard);
  if (shard !== undefined && formats[0] !== 'json') throw new UsageError('--shard prints the shard for --merge: give --json too');
  if (values.resume === '') throw new UsageError('--resume needs a file name');
  const codes = censusCodes(digits);
  const places = shardPlaces(codes.length, shard);
  const finished = values.resume === undefined ? new Map<number, FinishedRow>() : openState(values.resume, digits, count, codes, shard);
  const pending = places.filter((index) => !finished.has(index));
  const progress = new RunProgress(io, 'nimkit census', 'games', values.progress, finished.size);
  const stop: StopSignal = { stopped: false };
  const started = performance.now();
  const release = onInterrupt(io, () => {
    stop.stopped = true;
    progress.clear();
    const resume = values.resume === undefined ? '' : `; continue with --resume ${quoteArgument(values.resume)}`;
    io.stderr.write(`nimkit census: stopped after ${finished.size} of ${places.length} games${resume}\n`);
  });
  try {
    progress.update(finished.size, places.length, true);
    await runRows(codes, pending, count, jobs, stop, (index, row) => {
      finished.set(index, row);
      if (values.resume !== undefined) saveRow(values.resume, index, row);
      progress.update(finished.size, places.length);
    });
  } finally {
    release();
    progress.clear();
  }
  if (stop.stopped) return EXIT_INTERRUPTED;
  const seconds = (performance.now() - started) / 1000;
  // Timing goes to stderr (text only), so stdout is the same bytes whoever computed the rows, and however.
  const time = pending.length === 0 ? 'all rows from the state file' : `${pending.length} computed in ${seconds.toFixed(1)} s with ${jobs} job${jobs === 1 ? '' : 's'}`;
  if (shard !== undefined) {
    const output = new OutputBatches(io.stdout);
    const entries = places.flatMap((index) => {
      const row = finished.get(index);
      return row === undefined ? [] : [{ index, finished: row }];
    });
    await output.push(shardDocument(digits, count, shard, entries));
    await output.flush(true);
    return EXIT_OK;
  }
  if (formats[0] === undefined) io.stderr.write(`nimkit census: ${time}\n`);
  await printRows(linkRows(places.map((index) => finished.get(index)).filter((row) => row !== undefined)), formats[0], count, io);
  return EXIT_OK;
}

/** The rows in the chosen format (text without one): what a whole run and a merge of its shards both print. */
async function printRows(rows: readonly CensusRow[], format: 'json' | 'csv' | 'markdown' | undefined, count: number, io: CliIo): Promise<void> {
  const output = new OutputBatches(io.stdout);
  if (format === 'json') await output.push(`[\n${rows.map((row) => JSON.stringify(row)).join(',\n')}\n]\n`);
  else if (format === 'csv') await output.push(csvTable(rows));
  else if (format === 'markdown') await output.push(markdownTable(rows));
  else await output.push(`${textTable(rows)}${summary(rows, count)}\n`);
  await output.flush(true);
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

function summary(rows: readonly CensusRow[], count: number): string {
  const solved = rows.filter((row) => row.status === 'solved').length;
  const same = rows.filter((row) => row.sameAs !== null).length;
  return `${rows.length} games: ${solved} solved, ${rows.length - solved} unsolved at ${count} values; ${same} the same as an earlier game`;
}
