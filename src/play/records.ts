// Match records: a whole match as plain data and as text (a few `Key: value` header lines, a blank line, one
// numbered move per line, as PGN keeps chess games), and a replay that checks a record move by move. The
// engine knows no game: a record names its game by the catalog's spec, and src/catalog resolves it.
import { MatchRecordError } from '../errors/index.js';
import { describeValue } from '../internal/integers.js';
import type { Ending } from '../types.js';
import type { Game } from './game.js';
import type { ForfeitReason, MatchResult } from './match.js';

/**
 * A whole match as plain data: what {@link formatMatchRecord} writes and {@link parseMatchRecord} reads.
 *
 * @example
 * ```ts
 * const record: MatchRecord = {
 *   game: 'nim:1,2', play: 'normal', players: ['perfect', 'random'], seed: 7, round: null,
 *   moves: ['2:1', '1:1', '2:1'], winner: 0, forfeit: null,
 * };
 * ```
 *
 * @category Records
 */
export interface MatchRecord {
  /** The game's spec, as {@link gameFromSpec} reads it, e.g. `'wythoff:3,5'`. */
  readonly game: string;
  /** The ending played. */
  readonly play: Ending;
  /** The players' names: the one who moved first (seat 0), then the other. */
  readonly players: readonly [string, string];
  /** The seed of the series the match was played in, or `null`. */
  readonly seed: number | null;
  /** The match's 1-based round in its series, or `null`. */
  readonly round: number | null;
  /** The moves in the game's move text ({@link Game.formatMove}), in order. */
  readonly moves: readonly string[];
  /** The seat that won: 0 (moved first) or 1; `null` for a draw (the match reached its `maxPlies`). */
  readonly winner: 0 | 1 | null;
  /** `null` when the game ended by its rules, else the seat that forfeited (the loser) and why. */
  readonly forfeit: {
    /** The seat that forfeited, and so lost: 0 (moved first) or 1. */
    readonly seat: 0 | 1;
    /** Why it forfeited. */
    readonly reason: ForfeitReason;
  } | null;
}

const FORFEIT_REASONS: readonly ForfeitReason[] = ['threw', 'illegal-move', 'timeout'];
/** The Result header of a win by seat 0, by seat 1, and of a draw. */
const RESULTS = ['1-0', '0-1', '1/2-1/2'] as const;
const SEAT_NAMES = ['first', 'second'] as const;
/** The headers in the order they are written; the first five are required. */
const HEADERS = ['Game', 'Play', 'First', 'Second', 'Result', 'Forfeit', 'Seed', 'Round'] as const;
type Header = (typeof HEADERS)[number];
const REQUIRED = 5;
const HEADER_LINE = /^([A-Za-z]+):(?: (.*))?$/;
const MOVE_LINE = /^(\d+)\.\s+(\S(?:.*\S)?)$/;
const WHOLE = /^(?:0|[1-9]\d*)$/;
/** A seed may be negative, as `createRandom` takes any safe integer. */
const INTEGER = /^(?:0|-?[1-9]\d*)$/;

/** Whether `text` fits on one line of a record: not empty, no line break, no spaces around it. */
function isField(text: unknown): text is string {
  return typeof text === 'string' && text !== '' && text.trim() === text && !/[\r\n\u2028\u2029]/.test(text);
}

function checkWhole(value: unknown, label: string, minimum: number): void {
  if (value === null) return;
  if (typeof value !== 'number') throw new TypeError(`${label} must be a number or null, got ${describeValue(value)}`);
  if (!Number.isSafeInteger(value) || value < minimum) throw new RangeError(`${label} must be a safe integer of at least ${minimum}, or null, got ${describeValue(value)}`);
}

/** Checks a record's shape, naming the field; a record that passes formats and parses back equal. */
function checkRecord(record: MatchRecord): void {
  if (typeof record !== 'object' || (record as unknown) === null) throw new TypeError(`record must be an object, got ${describeValue(record)}`);
  // Read as unknown: a record from JSON or JavaScript need not match its type.
  const { game, play, players, seed, round, moves, winner, forfeit } = record as { readonly [field in keyof MatchRecord]: unknown };
  if (!isField(game)) throw new TypeError(`record.game must be a game spec on one line, got ${describeValue(game)}`);
  if (play !== 'normal' && play !== 'misere') throw new RangeError(`record.play must be 'normal' or 'misere', got ${describeValue(play)}`);
  if (!Array.isArray(players) || players.length !== 2 || !players.every(isField)) {
    throw new TypeError(`record.players must be two names, each on one line without spaces around it, got ${describeValue(players)}`);
  }
  checkWhole(seed, 'record.seed', -Number.MAX_SAFE_INTEGER);
  checkWhole(round, 'record.round', 1);
  if (!Array.isArray(moves)) throw new TypeError(`record.moves must be an array of move texts, got ${describeValue(moves)}`);
  // A loop over the indexes, not forEach: a hole in the array is a missing move, not one to skip.
  for (let index = 0; index < moves.length; index++) {
    const move: unknown = moves[index];
    if (!isField(move)) throw new TypeError(`record.moves[${index}] must be a move text on one line without spaces around it, got ${describeValue(move)}`);
  }
  if (winner !== 0 && winner !== 1 && winner !== null) throw new RangeError(`record.winner must be 0, 1 or null (a draw), got ${describeValue(winner)}`);
  if (forfeit !== null) {
    if (winner === null) throw new RangeError('record.forfeit must be null in a draw: the seat that forfeits loses');
    if (typeof forfeit !== 'object') throw new TypeError(`record.forfeit must be an object or null, got ${describeValue(forfeit)}`);
    const { seat, reason } = forfeit as { readonly seat?: unknown; readonly reason?: unknown };
    if (seat !== 1 - winner) throw new RangeError(`record.forfeit.seat must be the loser's seat, ${1 - winner}, got ${describeValue(seat)}`);
    if (!FORFEIT_REASONS.includes(reason as ForfeitReason)) throw new RangeError(`record.forfeit.reason must be one of ${FORFEIT_REASONS.join(', ')}, got ${describeValue(reason)}`);
  }
}

/**
 * Writes a match record as text, in the one canonical form {@link parseMatchRecord} reads back exactly:
 *
 * ```text
 * Game: wythoff:3,5
 * Play: normal
 * First: perfect
 * Second: random
 * Result: 1-0
 * Seed: 42
 * Round: 1
 *
 * 1. 3,3
 * 2. 0,1
 * 3. 1,0
 * ```
 *
 * Header lines `Key: value` in this order: `Game` (the catalog spec), `Play` (`normal` or `misere`), `First`
 * and `Second` (the players' names, first mover first), `Result` (`1-0` when the first mover won, `0-1` when
 * the second did, `1/2-1/2` for a draw: a match that reached its `maxPlies`), then only when there is one `Forfeit` (`first` or `second`, a comma, the reason:
 * `threw`, `illegal-move` or `timeout`), `Seed` and `Round`. A blank line, then one line per move: its
 * number from 1, a dot, a space and the move in the game's text. Every line ends with `\n`.
 *
 * @param record - The record.
 * @returns The text.
 * @throws `TypeError`/`RangeError` naming the field of a record that does not fit the format (a name with a
 * line break, a move with spaces around it, a forfeit by the winner, …).
 * @example
 * ```ts
 * formatMatchRecord({ game: 'nim:1,2', play: 'normal', players: ['perfect', 'random'], seed: 7, round: null,
 *   moves: ['2:1', '1:1', '2:1'], winner: 0, forfeit: null });
 * // 'Game: nim:1,2\nPlay: normal\nFirst: perfect\nSecond: random\nResult: 1-0\nSeed: 7\n\n1. 2:1\n2. 1:1\n3. 2:1\n'
 * ```
 *
 * @category Records
 */
export function formatMatchRecord(record: MatchRecord): string {
  checkRecord(record);
  const { game, play, players, seed, round, moves, winner, forfeit } = record;
  const lines = [`Game: ${game}`, `Play: ${play}`, `First: ${players[0]}`, `Second: ${players[1]}`, `Result: ${RESULTS[winner ?? 2]}`];
  if (forfeit !== null) lines.push(`Forfeit: ${SEAT_NAMES[forfeit.seat]}, ${forfeit.reason}`);
  if (seed !== null) lines.push(`Seed: ${seed}`);
  if (round !== null) lines.push(`Round: ${round}`);
  lines.push('', ...moves.map((move, index) => `${index + 1}. ${move}`));
  return `${lines.join('\n')}\n`;
}

/**
 * Writes several records as one text: each as {@link formatMatchRecord} writes it, a blank line between two.
 * {@link parseMatchRecords} reads it back.
 *
 * @param records - The records.
 * @returns The text (empty for no records).
 * @throws As {@link formatMatchRecord}, and `TypeError` when `records` is not an array.
 * @example
 * ```ts
 * formatMatchRecords([first, second]); // 'Game: …\n…\n1. 2:1\n\nGame: …\n'
 * ```
 *
 * @category Records
 */
export function formatMatchRecords(records: readonly MatchRecord[]): string {
  if (!Array.isArray(records)) throw new TypeError(`records must be an array, got ${describeValue(records)}`);
  return records.map(formatMatchRecord).join('\n');
}

/** A line of the text, numbered from 1, trailing spaces and a CR removed. */
interface Line {
  readonly number: number;
  readonly text: string;
}

function fail(message: string, code: MatchRecordError['code'], line: number | null): never {
  throw new MatchRecordError(line === null ? message : `line ${line}: ${message}`, code, { line });
}

/** Reads one record's header block and move lines. */
function readRecord(headers: readonly Line[], moveLines: readonly Line[]): MatchRecord {
  const values = new Map<Header, Line>();
  for (const line of headers) {
    const match = HEADER_LINE.exec(line.text);
    if (match === null) fail(`expected a header 'Key: value', got ${describeValue(line.text)}`, 'bad-header', line.number);
    const key = match[1] as Header;
    if (!HEADERS.includes(key)) fail(`unknown header ${describeValue(match[1])}: a record has ${HEADERS.join(', ')}`, 'unknown-header', line.number);
    if (values.has(key)) fail(`header ${key} is given twice`, 'repeated-header', line.number);
    const value = (match[2] ?? '').trim();
    if (value === '') fail(`header ${key} has no value`, 'bad-value', line.number);
    values.set(key, { number: line.number, text: value });
  }
  const last = headers[headers.length - 1]?.number ?? null;
  for (const key of HEADERS.slice(0, REQUIRED)) if (!values.has(key)) fail(`the header ${key} is missing`, 'missing-header', last);
  const get = (key: Header): Line => values.get(key) ?? { number: 0, text: '' };
  const bad = (key: Header, form: string): never => fail(`${key} must be ${form}, got ${describeValue(get(key).text)}`, 'bad-value', get(key).number);
  const play = get('Play').text;
  if (play !== 'normal' && play !== 'misere') bad('Play', "'normal' or 'misere'");
  const result = RESULTS.indexOf(get('Result').text as '1-0');
  if (result < 0) bad('Result', "'1-0' (the first mover won), '0-1' or '1/2-1/2' (a draw)");
  const winner = result === 2 ? null : (result as 0 | 1);
  const whole = (key: Header, minimum: number): number | null => {
    if (!values.has(key)) return null;
    const number = Number(get(key).text);
    const form = minimum < 0 ? INTEGER : WHOLE;
    const what = minimum < 0 ? 'a safe integer' : `a whole number of at least ${minimum}`;
    return form.test(get(key).text) && Number.isSafeInteger(number) && number >= minimum ? number : bad(key, what);
  };
  return {
    game: get('Game').text,
    play: play as Ending,
    players: [get('First').text, get('Second').text],
    seed: whole('Seed', -Number.MAX_SAFE_INTEGER),
    round: whole('Round', 1),
    moves: moveLines.map(({ number, text }, index) => {
      const match = MOVE_LINE.exec(text);
      if (match?.[1] !== String(index + 1)) fail(`expected move ${index + 1} as '${index + 1}. MOVE', got ${describeValue(text)}`, 'bad-move-line', number);
      return match[2] ?? '';
    }),
    winner,
    forfeit: values.has('Forfeit') ? readForfeit(get('Forfeit'), winner) : null,
  };
}

function readForfeit({ text, number }: Line, winner: 0 | 1 | null): MatchRecord['forfeit'] {
  const [who = '', reason = '', ...rest] = text.split(',').map((part) => part.trim());
  const seat = SEAT_NAMES.indexOf(who as 'first');
  if (seat < 0 || rest.length > 0 || !FORFEIT_REASONS.includes(reason as ForfeitReason)) {
    fail(`Forfeit must be 'first' or 'second', a comma and threw, illegal-move or timeout, got ${describeValue(text)}`, 'bad-value', number);
  }
  if (winner === null) fail('a drawn match has no Forfeit: the seat that forfeits loses', 'bad-value', number);
  if (seat === winner) fail(`Forfeit names the winner (${who}): the seat that forfeits loses`, 'bad-value', number);
  return { seat: seat as 0 | 1, reason: reason as ForfeitReason };
}

/**
 * Reads every record of a text: each a header block, a blank line and its move lines; a blank line between
 * two records. Tolerant of what editors and other systems add: a byte-order mark, CRLF line ends, spaces at
 * the ends of lines, extra blank lines between records and at the ends.
 *
 * @param text - The text.
 * @returns The records, in order (none for a text of blank lines).
 * @throws `TypeError` when `text` is not a string; {@link MatchRecordError} with the line number for a
 * text that is not records ({@link MatchRecordErrorCode}).
 * @example
 * ```ts
 * parseMatchRecords(readFileSync('match.txt', 'utf8')).length; // the rounds recorded
 * ```
 *
 * @category Records
 */
export function parseMatchRecords(text: string): MatchRecord[] {
  if (typeof text !== 'string') throw new TypeError(`text must be a string, got ${describeValue(text)}`);
  const lines = text
    .replace(/^\uFEFF/, '')
    .split('\n')
    .map((line, index) => ({ number: index + 1, text: line.trimEnd() }));
  const records: MatchRecord[] = [];
  let index = 0;
  const skipBlank = (): void => {
    while (index < lines.length && lines[index]?.text === '') index++;
  };
  skipBlank();
  while (index < lines.length) {
    const headers: Line[] = [];
    for (let line = lines[index]; line !== undefined && line.text !== ''; line = lines[++index]) headers.push(line);
    skipBlank();
    // Move lines start with a digit; a header (a letter) after a blank line starts the next record.
    const moves: Line[] = [];
    for (let line = lines[index]; line !== undefined && /^\d/.test(line.text); line = lines[index]) {
      moves.push(line);
      index++;
      if (lines[index]?.text === '' && /^\d/.test(lines[index + 1]?.text ?? '')) fail('a blank line between moves', 'bad-move-line', lines[index]?.number ?? null);
    }
    records.push(readRecord(headers, moves));
    skipBlank();
  }
  return records;
}

/**
 * Reads a text holding one match record (see {@link formatMatchRecord} for the format), tolerant as
 * {@link parseMatchRecords}; `parseMatchRecord(formatMatchRecord(record))` deep-equals `record`, and
 * `formatMatchRecord(parseMatchRecord(text)) === text` for canonical text.
 *
 * @param text - The text.
 * @returns The record.
 * @throws `TypeError` when `text` is not a string; {@link MatchRecordError} with the line number for a bad
 * text, `empty-record` without a record and `several-records` with more than one.
 * @example
 * ```ts
 * parseMatchRecord('Game: nim:1,2\nPlay: normal\nFirst: a\nSecond: b\nResult: 0-1\n\n1. 2:2\n2. 1:1\n').moves; // ['2:2', '1:1']
 * ```
 *
 * @category Records
 */
export function parseMatchRecord(text: string): MatchRecord {
  const records = parseMatchRecords(text);
  const [record] = records;
  if (record === undefined) fail('the text holds no match record', 'empty-record', null);
  if (records.length > 1) fail(`the text holds ${records.length} match records, not one: read them with parseMatchRecords`, 'several-records', null);
  return record;
}

/**
 * Makes the record of a match played on `game` (a game from the catalog, whose name is its spec and its
 * ending): the moves in the game's text, the winner and the forfeit.
 *
 * @param game - The game played.
 * @param result - What {@link playMatch} returned, or a round reported by `onRound`.
 * @param details - The players' names (first mover first), and the `seed` and `round` when known.
 * @returns The record.
 * @throws `TypeError` when the game's name is not `SPEC ENDING` or a move is not the game's; as
 * {@link formatMatchRecord} for names that do not fit the format.
 * @example
 * ```ts
 * const game = gameFromSpec('nim:1,2');
 * const result = playMatch(game, [perfectPlayer, randomPlayer], { seed: 7 });
 * formatMatchRecord(recordMatch(game, result, { players: ['perfect', 'random'], seed: 7 }));
 * ```
 *
 * @category Records
 */
export function recordMatch<M>(
  game: Game<M>,
  result: MatchResult<M>,
  details: { readonly players: readonly [string, string]; readonly seed?: number | null; readonly round?: number | null },
): MatchRecord {
  const name = typeof game === 'object' && (game as unknown) !== null ? game.name : undefined;
  const match = typeof name === 'string' ? /^(\S.*) (normal|misere)$/.exec(name) : null;
  if (match === null) throw new TypeError(`game must be a game whose name is its spec and ending, got ${describeValue(name)}`);
  const record: MatchRecord = {
    game: match[1] ?? '',
    play: match[2] as Ending,
    players: [details.players[0], details.players[1]],
    seed: details.seed ?? null,
    round: details.round ?? null,
    moves: result.moves.map((move) => game.formatMove(move)),
    winner: result.winner,
    forfeit: result.forfeit === null ? null : { seat: result.forfeit.seat, reason: result.forfeit.reason },
  };
  checkRecord(record);
  return record;
}
