// `nimkit replay`: steps through a match record (as `nimkit match --record` writes them), printing each move
// and the position after it, and names the first move that is not legal.
import { isNimkitError, matchRecordGame, parseMatchRecords, replayRecord } from '../index.js';
import type { MatchRecord, ReplayResult } from '../index.js';
import { InvalidInputError, parseCommandArgs, quoteArgument, showText, UsageError } from './args.js';
import { inputLabel, readTextInput } from './input.js';
import { EXIT_INVALID, EXIT_OK, OutputBatches } from './io.js';
import type { CliIo } from './io.js';
import { toJsonLine } from './json.js';

/** The `--help` text. */
export const replayHelpText = `Usage: nimkit replay FILE [--round N] [--json]

Steps through a match record: each move, who made it and the position after it, then
the result. FILE holds one or more records, as nimkit match --record writes them (- for
standard input). A move that cannot be read or played, or a result the moves do not
reach, is named with its number and the reason (exit code 1).

Options:
  --round N             the N-th record of the file (default 1)
  --json                print the steps as one JSON object
  -h, --help            show this help

Exit codes: 0 the record replays, 1 invalid record or illegal move, 2 usage error or
unreadable file.
`;

/** A seat as every command names it, counted from 1 as simulate, analyze and sticks do: `Player 1 (perfect)`. */
function seatName(record: MatchRecord, seat: number): string {
  return `Player ${seat + 1} (${showText(record.players[seat] ?? '')})`;
}

/** The engine's text of a state ends in its 0-based seat (`player 0 to move`): said here as the seat's name. */
const ENGINE_SEAT = /player ([01]) (to move|won)$/;

/** Picks record `round` (1-based) of the file's records. */
function pickRecord(records: readonly MatchRecord[], text: string | undefined, label: string): MatchRecord {
  const round = text === undefined ? 1 : Number(text);
  if (!/^\d+$/.test(text ?? '1') || !Number.isSafeInteger(round) || round < 1) {
    throw new UsageError(`--round must be a whole number of at least 1, got ${quoteArgument(text ?? '')}`);
  }
  const record = records[round - 1];
  if (record === undefined) {
    const held = records.length === 0 ? 'no match record' : `${records.length} match record${records.length === 1 ? '' : 's'}`;
    throw new InvalidInputError(`${label} holds ${held}${records.length === 0 ? '' : `, not ${round}`}`);
  }
  return record;
}

/** The result line: who won, and how. */
function resultLine(record: MatchRecord): string {
  if (record.winner === null) return `drawn after ${record.moves.length} moves (the match's move limit)`;
  const winner = `${seatName(record, record.winner)} won`;
  const { forfeit } = record;
  return forfeit === null ? winner : `${winner}: ${seatName(record, forfeit.seat)} forfeited (${forfeit.reason})`;
}

/**
 * Writes the steps, one state at a time (the replay keeps none, so a record of 600,000 moves takes the
 * memory of one position): in text, the start, then each move with the position after it, every position
 * line indented; in JSON, one object whose `steps` are written as they come.
 */
async function writeSteps(record: MatchRecord, result: ReplayResult<unknown>, json: boolean, output: OutputBatches): Promise<void> {
  if (json) {
    const whole = toJsonLine({ ...record, steps: [], failure: result.failure });
    const at = whole.indexOf('"steps":[]') + '"steps":['.length;
    await output.push(whole.slice(0, at));
    let index = 0;
    for (const state of result.steps()) {
      if (output.closed) return;
      const step = { move: index === 0 ? null : (record.moves[index - 1] ?? null), by: index === 0 ? null : (record.players[(index - 1) % 2] ?? null), key: state.key(), position: String(state) };
      await output.push(`${index === 0 ? '' : ','}${JSON.stringify(step)}`);
      index++;
    }
    await output.push(whole.slice(at));
    return;
  }
  const indent = (text: string): string => text.replace(/^/gm, '   ');
  await output.push(`${showText(record.game)} ${record.play}: ${seatName(record, 0)} vs ${seatName(record, 1)}${record.round === null ? '' : `, round ${record.round}`}${record.seed === null ? '' : `, seed ${record.seed}`}\n`);
  let index = 0;
  for (const state of result.steps()) {
    if (output.closed) return;
    const step = index === 0 ? '0. start' : `${index}. ${showText(record.moves[index - 1] ?? '')} by ${seatName(record, (index - 1) % 2)}`;
    const position = String(state).replace(ENGINE_SEAT, (_, seat: string, what: string) => `${seatName(record, Number(seat))} ${what}`);
    await output.push(`${step}\n${indent(position)}\n`);
    index++;
  }
  if (result.failure === null) await output.push(`${resultLine(record)}\n`);
}

/**
 * Runs `nimkit replay` with the arguments after the command name.
 *
 * @param args - The arguments, e.g. `['match.txt', '--round', '3']`.
 * @param io - The streams to use.
 * @returns The exit code: 0 when the record replays, 1 at its first failing move.
 * @throws {@link UsageError} for a bad command line; {@link InvalidInputError} for a text that is not records
 * or a record of an unknown game.
 */
export async function replayCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, {
    round: { type: 'string' },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  });
  if (values.help) {
    io.stdout.write(replayHelpText);
    return EXIT_OK;
  }
  const [path, extra] = positionals;
  if (path === undefined) throw new UsageError('give the FILE of match records');
  if (extra !== undefined) throw new UsageError(`unexpected argument ${quoteArgument(extra)}`);
  const label = inputLabel(path);
  const text = await readTextInput(path, io);
  let records: MatchRecord[];
  try {
    records = parseMatchRecords(text);
  } catch (error) {
    if (isNimkitError(error, 'MatchRecordError')) throw new InvalidInputError(`${label}: ${error.message}`);
    throw error;
  }
  const record = pickRecord(records, values.round, label);
  let result: ReplayResult<unknown>;
  try {
    result = replayRecord(matchRecordGame(record), record);
  } catch (error) {
    if (error instanceof RangeError || isNimkitError(error, 'HeapGameCodeError')) {
      throw new InvalidInputError(`${label}: the game ${quoteArgument(record.game)}: ${error.message}`);
    }
    throw error;
  }
  const output = new OutputBatches(io.stdout);
  await writeSteps(record, result, values.json, output);
  await output.flush(true);
  if (result.failure === null) return EXIT_OK;
  io.stderr.write(`nimkit replay: ${label}: ${result.failure.message}\n`);
  return EXIT_INVALID;
}
