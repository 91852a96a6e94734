import { createGameValidator, isWinning, winningMoves, type GameDiagnostic } from '../index.js';
import { parseCommandArgs, UsageError } from './args.js';
import { analyzeHeapGame } from './grundy.js';
import { readTextInput } from './input.js';
import { toJsonLine } from './json.js';
import { EXIT_INVALID, EXIT_OK, type CliIo } from './io.js';

/** `nimkit analyze --help`. */
const ANALYZE_HELP = `Usage: nimkit analyze FILE [--json]
       nimkit analyze --game CODE HEAP... [--misere] [--json]

Replays a valid recorded semicolon game (the rules of nimkit simulate are misère: whoever must take the last
token loses) and marks each move:
  winning  the mover could win and the move keeps the win (leaves a lost position)
  neutral  the mover was already lost against perfect play
  blunder  the mover could win but the move throws the win away; the winning moves missed are listed
Pile numbers are 1-based, as in the simulation transcript.

With --game CODE: a sum of heaps of the heap game with that take-and-break code (0.[3] Nim, 0.77 Kayles,
4! Grundy's game; see nimkit grundy --help): who wins, the Grundy value of each heap and every winning move.

Options:
  --json         print the analysis as JSON (numbers beyond 2^53 as decimal strings)
  --game CODE    analyse the heaps given after it in the heap game CODE instead of a recorded file
  --misere       with --game: misère play (whoever cannot move wins); normal play otherwise
  -h, --help

Exit codes: 0 valid game analysed, 1 invalid game, 2 usage error or unreadable file.
`;

/** One analysed move. */
export interface AnalysedMove {
  move: number;
  player: 1 | 2;
  pile: number;
  count: bigint;
  verdict: 'winning' | 'neutral' | 'blunder';
  /** The winning moves the mover missed (for a blunder), with 1-based pile numbers. */
  missed: { pile: number; count: bigint }[];
}

/** The result of analysing a recorded game: the starting piles, each move's verdict and the loser. */
export interface GameAnalysis {
  start: bigint[];
  moves: AnalysedMove[];
  loser: 1 | 2;
}

const MISERE = { play: 'misere' } as const;

function describeMoves(moves: AnalysedMove['missed']): string {
  return moves.map((move) => `taking ${move.count} from pile ${move.pile}`).join(' or ');
}

/**
 * Analyses a recorded game with misère Bouton theory, or returns the validator's diagnostic for an invalid one.
 * Exact for piles of any size: every pile is handled as a bigint.
 */
export function analyzeGame(text: string): GameAnalysis | { invalid: GameDiagnostic } {
  let start: bigint[] = [];
  const moves: AnalysedMove[] = [];
  let before: bigint[] = [];
  const validator = createGameValidator({
    onStart: (piles) => {
      start = piles.map((size) => BigInt(size));
      before = [...start];
    },
    onMove: ({ moveIndex, player, pileIndex, count, piles }) => {
      const after = piles.map((size) => BigInt(size));
      const wasWinning = isWinning(before, MISERE);
      const keepsWin = !isWinning(after, MISERE);
      const verdict = !wasWinning ? 'neutral' : keepsWin ? 'winning' : 'blunder';
      const missed = verdict === 'blunder' ? winningMoves(before, MISERE).map(({ heap, count }) => ({ pile: heap, count })) : [];
      moves.push({ move: moveIndex + 1, player, pile: pileIndex + 1, count: BigInt(count), verdict, missed });
      before = after;
    },
  });
  validator.write(text);
  const check = validator.end();
  if (!check.valid) return { invalid: check.error };
  return { start, moves, loser: check.loser };
}

/** The analysis as the text report `nimkit analyze` prints. */
export function formatAnalysis(analysis: GameAnalysis): string {
  const lines = ['Starting State:', analysis.start.join('  ')];
  const opening = isWinning(analysis.start, MISERE) ? 'can win' : 'is lost against perfect play';
  lines.push(`Player 1 ${opening} (misère: whoever must take the last token loses).`);
  for (const { move, player, pile, count, verdict, missed } of analysis.moves) {
    const played = `Move ${move}: Player ${player} takes ${count} token${count === 1n ? '' : 's'} from the pile ${pile}.`;
    const note =
      verdict === 'winning'
        ? 'Winning: leaves a lost position.'
        : verdict === 'neutral'
          ? `Neutral: Player ${player} was already lost.`
          : `Blunder: Player ${player} could have won by ${describeMoves(missed)}.`;
    lines.push(`${played} ${note}`);
  }
  const blunders = [1, 2].map((player) => analysis.moves.filter((move) => move.player === player && move.verdict === 'blunder').length);
  lines.push(`Player ${analysis.loser} loses. Blunders: Player 1 ${blunders[0] ?? 0}, Player 2 ${blunders[1] ?? 0}.`);
  return `${lines.join('\n')}\n`;
}

/** `nimkit analyze FILE`: each move of a valid recorded game marked winning, neutral or blunder. */
export async function analyzeCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, {
    json: { type: 'boolean', default: false },
    game: { type: 'string' },
    misere: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  });
  if (values.help) {
    io.stdout.write(ANALYZE_HELP);
    return EXIT_OK;
  }
  if (values.game !== undefined) return analyzeHeapGame(values.game, positionals, values.misere ? 'misere' : 'normal', values.json, io);
  if (values.misere) throw new UsageError('--misere needs --game CODE (recorded games are always misère)');
  const [file, ...extra] = positionals;
  if (file === undefined || extra.length > 0) throw new UsageError('give exactly one FILE');
  const analysis = analyzeGame(await readTextInput(file, io));
  if ('invalid' in analysis) {
    io.stdout.write(values.json ? toJsonLine({ valid: false, error: analysis.invalid }) : 'Invalid Game.\n');
    io.stderr.write(`nimkit analyze: ${analysis.invalid.message}\n`);
    return EXIT_INVALID;
  }
  io.stdout.write(values.json ? toJsonLine({ valid: true, ...analysis }) : formatAnalysis(analysis));
  return EXIT_OK;
}
