// `nimkit census --shard K/N` and `--merge FILE…`: a census spread over a scheduler's tasks (Slurm job arrays,
// GNU parallel, Kubernetes indexed jobs). Each task computes one round-robin slice and prints it as a shard
// document with the keys sameAs needs; the merge checks that the shards make one whole census and links it.

import { readFileSync } from 'node:fs';
import { censusCodes, type CensusRow, type CensusShard } from '../index.js';
import { InvalidInputError, quoteArgument, UnreadableFileError, UsageError } from './args.js';
import type { FinishedRow, RowKeys } from './census-work.js';
import { describeFileError } from './grundy-file.js';

/** What a shard document's first field says. */
const SHARD_FORMAT = 'nimkit census shard';
const SHARD_VERSION = 1;
/** The most shards (the library's limit). */
const MAX_SHARDS = 2 ** 20;

/** `K/N` as written on the command line and in the documents. */
export function shardText({ index, count }: CensusShard): string {
  return `${index}/${count}`;
}

/** Reads `--shard K/N` (1 <= K <= N <= 2^20). */
export function parseShard(text: string): CensusShard {
  const match = /^(\d{1,7})\/(\d{1,7})$/.exec(text);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (match === null || count < 1 || count > MAX_SHARDS || index < 1 || index > count) {
    throw new UsageError(`--shard must be K/N with 1 <= K <= N <= ${MAX_SHARDS} (the task's number and the number of tasks, e.g. 3/8), got ${quoteArgument(text)}`);
  }
  return { index, count };
}

/** The census places a shard holds, in census order. */
export function shardPlaces(total: number, shard: CensusShard | undefined): number[] {
  const places: number[] = [];
  for (let place = shard === undefined ? 0 : shard.index - 1; place < total; place += shard?.count ?? 1) places.push(place);
  return places;
}

/**
 * The `--json` output of a sharded run: a first line with the census's options and the shard, then one line
 * per game, `{"index","row","keys"}` (the row's `sameAs` null: the merge decides it from the keys).
 */
export function shardDocument(digits: number, count: number, shard: CensusShard, rows: readonly { index: number; finished: FinishedRow }[]): string {
  const head = JSON.stringify({ format: SHARD_FORMAT, version: SHARD_VERSION, digits, count, shard: shardText(shard) }).slice(0, -1);
  const lines = rows.map(({ index, finished }) => JSON.stringify({ index, row: finished.row, keys: finished.keys }));
  return lines.length === 0 ? `${head},"rows":[]}\n` : `${head},"rows":[\n${lines.join(',\n')}\n]}\n`;
}

/** One shard as read from its file. */
interface ReadShard {
  readonly path: string;
  readonly digits: number;
  readonly count: number;
  readonly shard: CensusShard;
  readonly rows: readonly { index: number; row: CensusRow; keys: RowKeys }[];
}

function readShard(path: string): ReadShard {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new UnreadableFileError(`cannot read ${quoteArgument(path)}: ${describeFileError(error)}`);
  }
  const notShard = new InvalidInputError(`${quoteArgument(path)} is not a nimkit census shard (the --json output of nimkit census --shard K/N)`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw notShard;
  }
  const document = parsed as { format?: unknown; version?: unknown; digits?: unknown; count?: unknown; shard?: unknown; rows?: unknown } | null;
  if (typeof document !== 'object' || document?.format !== SHARD_FORMAT || document.version !== SHARD_VERSION) throw notShard;
  const { digits, count, shard, rows } = document;
  if (typeof digits !== 'number' || typeof count !== 'number' || typeof shard !== 'string' || !Array.isArray(rows)) throw notShard;
  let parsedShard: CensusShard;
  try {
    parsedShard = parseShard(shard);
  } catch {
    throw notShard;
  }
  return { path, digits, count, shard: parsedShard, rows: rows as ReadShard['rows'] };
}

/** "1/4, 3/4" or "1/4". */
function listShards(indexes: readonly number[], count: number): string {
  return indexes.map((index) => `${index}/${count}`).join(', ');
}

/**
 * Reads the shards' files (in any order) and returns every game's finished row in census order, after
 * checking that they are the shards of one census: the same `--digits`/`--count` (and those given, when
 * given), the same number of shards, each shard once, none missing, and each holding exactly its games.
 *
 * @throws InvalidInputError for a file that is not a shard, a mismatched, duplicated or missing shard;
 * UnreadableFileError for a file that cannot be read.
 */
export function mergeShards(paths: readonly string[], wanted: { digits: number | undefined; count: number | undefined }): { digits: number; count: number; finished: FinishedRow[] } {
  const shards = paths.map(readShard);
  const first = shards[0];
  if (first === undefined) throw new UsageError('--merge needs the shard files (the --json outputs of nimkit census --shard K/N)');
  const digits = wanted.digits ?? first.digits;
  const count = wanted.count ?? first.count;
  const total = first.shard.count;
  const byIndex = new Map<number, ReadShard>();
  for (const shard of shards) {
    const name = `${quoteArgument(shard.path)} is shard ${shardText(shard.shard)}`;
    if (shard.digits !== digits || shard.count !== count) {
      const others = wanted.digits === undefined && wanted.count === undefined ? ` as ${quoteArgument(first.path)} is` : '';
      throw new InvalidInputError(`${name} of a census with --digits ${shard.digits} --count ${shard.count}, not --digits ${digits} --count ${count}${others}`);
    }
    if (shard.shard.count !== total) throw new InvalidInputError(`${name}, but ${quoteArgument(first.path)} is one of ${total} shards`);
    const earlier = byIndex.get(shard.shard.index);
    if (earlier !== undefined) throw new InvalidInputError(`${name} again (so is ${quoteArgument(earlier.path)})`);
    byIndex.set(shard.shard.index, shard);
  }
  const missing: number[] = [];
  for (let index = 1; index <= total && missing.length < 10; index++) if (!byIndex.has(index)) missing.push(index);
  if (missing.length > 0) {
    const which = missing.length === 1 ? `shard ${listShards(missing, total)} is missing` : `shards ${listShards(missing, total)}${missing.length === 10 ? ', …' : ''} are missing`;
    throw new InvalidInputError(`${which}: --merge needs all ${total} shards, 1/${total} to ${total}/${total}`);
  }
  const codes = censusCodes(digits);
  const finished: FinishedRow[] = new Array<FinishedRow>(codes.length);
  for (const shard of byIndex.values()) {
    const places = shardPlaces(codes.length, shard.shard);
    const rows = shard.rows;
    const whole = rows.length === places.length && rows.every((entry, at) => isEntry(entry) && entry.index === places[at] && entry.row.code === codes[entry.index] && entry.row.count === count);
    if (!whole) throw new InvalidInputError(`${quoteArgument(shard.path)} is shard ${shardText(shard.shard)} but does not hold exactly its games, in order`);
    for (const { index, row, keys } of rows) finished[index] = { row, keys };
  }
  return { digits, count, finished };
}

function isEntry(entry: unknown): entry is { index: number; row: CensusRow; keys: RowKeys } {
  const { index, row, keys } = (entry ?? {}) as { index?: unknown; row?: unknown; keys?: Partial<Record<keyof RowKeys, unknown>> | null };
  return typeof index === 'number' && typeof row === 'object' && row !== null && typeof keys === 'object' && keys !== null && typeof keys.full === 'string' && typeof keys.head === 'string' && typeof keys.tail === 'string';
}
