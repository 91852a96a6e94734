import { createGameValidator, isWinning, winningMoves, type GameDiagnostic, type GameMove, type Move } from '../index.js';
import { ENDING_OPTIONS, endingHelp, parseCommandArgs, readEnding, readFixedEnding, UsageError } from './args.js';
import { analyzeHeapGame } from './grundy.js';
import { readTextInput } from './input.js';
import { toJsonLine } from './json.js';
import { EXIT_INVALID, EXIT_OK, OutputBatches, type CliIo } from './io.js';

/** The most winning moves a blunder lists; the report says how many more there were. */
const MAX_MISSED_LISTED = 10;
/** The record is analysed in slices of this many characters, the report written (and waited for) after each. */
const SLICE_CHARS = 1 << 16;

/** `nimkit analyze --help`. */
const ANALYZE_HELP = `Usage: nimkit analyze FILE [--json]
       nimkit analyze --game CODE HEAP... [--play normal|misere] [--json]

Replays a valid recorded semicolon game (the rules of nimkit simulate are misère: whoever must take the last
token loses) and marks each move:
  winning  the mover could win and the move keeps the win (leaves a lost position)
  neutral  the mover was already lost against perfect play
  blunder  the mover could win but the move throws the win away; the winning moves missed are listed
Pile numbers are 1-based, as in the simulation transcript.

A blunder lists at most ${MAX_MISSED_LISTED} of the winning moves missed, and says how many more there were. The
report is written as the moves are read, so a record of any length is analysed in bounded memory.

With --game CODE: the same as nimkit solve --game CODE (kept for scripts): a sum of heaps of a heap game.

Options:
${endingHelp('normal', { normal: 'with --game, whoever cannot move loses', misere: 'whoever cannot move wins; a recorded game is always misère' })}
  --game CODE           the same as nimkit solve --game CODE HEAP...
  --json                print the analysis as JSON (numbers beyond 2^53 as decimal strings)
  -h, --help            show this help

Exit codes: 0 valid game analysed, 1 invalid game, 2 usage error or unreadable file.
`;

/** One analysed move. */
export interface AnalysedMove {
  move: number;
  player: 1 | 2;
  pile: number;
  count: bigint;
  verdict: 'winning' | 'neutral' | 'blunder';
  /** The winning moves the mover missed (for a blunder), with 1-based pile numbers: at most {@link MAX_MISSED_LISTED}. */
  missed: { pile: number; count: bigint }[];
  /** How many more winning moves were missed than `missed` lists; only when some were left out. */
  missedNotListed?: number;
}

/** The result of analysing a recorded game: the starting piles, each move's verdict and the loser. */
export interface GameAnalysis {
  start: bigint[];
  moves: AnalysedMove[];
  loser: 1 | 2;
}

const MISERE = { play: 'misere' } as const;

/**
 * Misère Bouton theory kept up to date move by move: the piles, their nim-sum and how many exceed 1, so that
 * "does the player to move win?" costs O(1) per move instead of a pass over every pile. The player to move
 * wins when some pile exceeds 1 and the nim-sum is not 0, or when none does and the nim-sum is 0 (an even
 * number of 1-piles).
 */
class MisereTracker {
  readonly piles: bigint[];
  #nimSum = 0n;
  #large = 0;

  constructor(start: readonly (number | bigint)[]) {
    this.piles = start.map((size) => BigInt(size));
    for (const pile of this.piles) this.#count(pile, 1);
  }

  #count(pile: bigint, sign: 1 | -1): void {
    this.#nimSum ^= pile;
    if (pile > 1n) this.#large += sign;
  }

  moverWins(): boolean {
    return this.#large > 0 ? this.#nimSum !== 0n : this.#nimSum === 0n;
  }

  set(index: number, size: bigint): void {
    this.#count(this.piles[index] ?? 0n, -1);
    this.piles[index] = size;
    this.#count(size, 1);
  }
}

/** The analysis of one move, from the tracker before it (which it then updates). */
function analyseMove(tracker: MisereTracker, { moveIndex, player, pileIndex, count, piles }: GameMove): AnalysedMove {
  const wasWinning = tracker.moverWins();
  const before = tracker.piles[pileIndex] ?? 0n;
  tracker.set(pileIndex, BigInt(piles[pileIndex] ?? 0));
  const verdict = !wasWinning ? 'neutral' : !tracker.moverWins() ? 'winning' : 'blunder';
  // Only a blunder lists the wins it missed: listing them costs a pass over every pile, so not for every move.
  let missedAll: Move<bigint>[] = [];
  if (verdict === 'blunder') {
    const position = tracker.piles.slice();
    position[pileIndex] = before;
    missedAll = winningMoves(position, MISERE);
  }
  const missed = verdict === 'blunder' ? missedAll.slice(0, MAX_MISSED_LISTED).map(({ heap, count: take }) => ({ pile: heap, count: take })) : [];
  const move: AnalysedMove = { move: moveIndex + 1, player, pile: pileIndex + 1, count: BigInt(count), verdict, missed };
  if (verdict === 'blunder' && missedAll.length > missed.length) move.missedNotListed = missedAll.length - missed.length;
  return move;
}

/** A game validator that hands on the starting piles and each move's analysis as the record is read. */
function analysingValidator(onStart: (start: bigint[]) => void, onMove: (move: AnalysedMove) => void): ReturnType<typeof createGameValidator> {
  let tracker: MisereTracker | undefined;
  return createGameValidator({
    onStart: (piles) => {
      tracker = new MisereTracker(piles);
      onStart([...tracker.piles]);
    },
    onMove: (move) => {
      if (tracker !== undefined) onMove(analyseMove(tracker, move));
    },
  });
}

/**
 * Replays a valid record in slices, calling `onStart` and `onMove` as the moves are read, and `afterSlice`
 * (which may wait, and may stop the replay by returning false) after each slice and after the end. Resolves
 * to whether the replay ran to the end.
 */
async function replay(text: string, onStart: (start: bigint[]) => void, onMove: (move: AnalysedMove) => void, afterSlice: () => Promise<boolean>): Promise<boolean> {
  const validator = analysingValidator(onStart, onMove);
  for (let offset = 0; offset < text.length; offset += SLICE_CHARS) {
    validator.write(text.slice(offset, offset + SLICE_CHARS));
    if (!(await afterSlice())) return false;
  }
  // The last line may end without a newline: its move is read at the end.
  validator.end();
  return afterSlice();
}

/**
 * Analyses a recorded game with misère Bouton theory, or returns the validator's diagnostic for an invalid one.
 * Exact for piles of any size: every pile is handled as a bigint. Holds every move: for a short game (the demo);
 * `nimkit analyze` streams its report instead.
 */
export function analyzeGame(text: string): GameAnalysis | { invalid: GameDiagnostic } {
  let start: bigint[] = [];
  const moves: AnalysedMove[] = [];
  const validator = analysingValidator(
    (piles) => {
      start = piles;
    },
    (move) => moves.push(move),
  );
  validator.write(text);
  const check = validator.end();
  if (!check.valid) return { invalid: check.error };
  return { start, moves, loser: check.loser };
}

function describeMoves({ missed, missedNotListed }: AnalysedMove): string {
  const listed = missed.map((move) => `taking ${move.count} from pile ${move.pile}`).join(' or ');
  return missedNotListed === undefined ? listed : `${listed} (or ${missedNotListed} more winning moves, not listed)`;
}

function startText(start: readonly bigint[]): string {
  const opening = isWinning(start, MISERE) ? 'can win' : 'is lost against perfect play';
  return `Starting State:\n${start.join('  ')}\nPlayer 1 ${opening} (misère: whoever must take the last token loses).\n`;
}

function moveLine(analysed: AnalysedMove): string {
  const { move, player, pile, count, verdict } = analysed;
  const played = `Move ${move}: Player ${player} takes ${count} token${count === 1n ? '' : 's'} from pile ${pile}.`;
  const note =
    verdict === 'winning'
      ? 'Winning: leaves a lost position.'
      : verdict === 'neutral'
        ? `Neutral: Player ${player} was already lost.`
        : `Blunder: Player ${player} could have won by ${describeMoves(analysed)}.`;
  return `${played} ${note}\n`;
}

function endText(loser: 1 | 2, blunders: readonly number[]): string {
  return `Player ${loser} loses. Blunders: Player 1 ${blunders[0] ?? 0}, Player 2 ${blunders[1] ?? 0}.\n`;
}

/** The analysis as the text report `nimkit analyze` prints. */
export function formatAnalysis(analysis: GameAnalysis): string {
  const blunders = [1, 2].map((player) => analysis.moves.filter((move) => move.player === player && move.verdict === 'blunder').length);
  return `${startText(analysis.start)}${analysis.moves.map(moveLine).join('')}${endText(analysis.loser, blunders)}`;
}

/** One analysed move as the JSON report lists it (bigints as numbers when safe, as toJsonLine writes them). */
function moveJson(move: AnalysedMove): string {
  return toJsonLine(move).slice(0, -1);
}

/**
 * Writes the report of a valid record as its moves are read: memory follows the piles, not the moves (each
 * blunder lists at most {@link MAX_MISSED_LISTED} missed moves). Stops early when the reader goes away.
 */
async function writeReport(text: string, loser: 1 | 2, json: boolean, io: CliIo): Promise<number> {
  const output = new OutputBatches(io.stdout);
  const pending: string[] = [];
  const blunders = [0, 0];
  let first = true;
  const finished = await replay(
    text,
    (start) => {
      pending.push(json ? `{"valid":true,"start":${toJsonLine(start).slice(0, -1)},"moves":[` : startText(start));
    },
    (move) => {
      if (move.verdict === 'blunder') blunders[move.player - 1] = (blunders[move.player - 1] ?? 0) + 1;
      pending.push(json ? `${first ? '' : ','}${moveJson(move)}` : moveLine(move));
      first = false;
    },
    async () => {
      for (const line of pending.splice(0)) await output.push(line);
      return !output.closed;
    },
  );
  // The reader went away or the disk is full: stop here; main turns the failure into the exit code.
  if (!finished) return EXIT_OK;
  await output.push(json ? `],"loser":${loser}}\n` : endText(loser, blunders));
  await output.flush(true);
  return EXIT_OK;
}

/** `nimkit analyze FILE`: each move of a valid recorded game marked winning, neutral or blunder. */
export async function analyzeCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, {
    json: { type: 'boolean', default: false },
    game: { type: 'string' },
    ...ENDING_OPTIONS,
    help: { type: 'boolean', short: 'h', default: false },
  });
  if (values.help) {
    io.stdout.write(ANALYZE_HELP);
    return EXIT_OK;
  }
  if (values.game !== undefined) return analyzeHeapGame(values.game, positionals, readEnding(values, 'normal'), values.json, io);
  readFixedEnding(values, 'misere', 'a recorded game is misère (whoever must take the last token loses)');
  const [file, ...extra] = positionals;
  if (file === undefined || extra.length > 0) throw new UsageError('give exactly one FILE');
  const text = await readTextInput(file, io);
  // A first pass validates (nothing per move), so an invalid record prints its verdict alone; the second
  // writes the report as it goes.
  const validator = createGameValidator();
  validator.write(text);
  const check = validator.end();
  if (!check.valid) {
    io.stdout.write(values.json ? toJsonLine({ valid: false, error: check.error }) : 'Invalid Game.\n');
    io.stderr.write(`nimkit analyze: ${check.error.message}\n`);
    return EXIT_INVALID;
  }
  return writeReport(text, check.loser, values.json, io);
}
