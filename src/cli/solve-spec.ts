// `nimkit solve --game SPEC`: any game of the catalog, sums included: each part with its nim value, the total
// nim-sum, and a winning move (or that the player to move loses, or draws).
import { grundyValue, solve, type Ending, type Game, type State, type SumState } from '../index.js';
import { parseGame } from './match.js';
import { toJsonLine } from './json.js';
import { EXIT_OK, type CliIo } from './io.js';

/** A part as printed: its spec and its nim value (`null` when it has none within the limits). */
interface PartReport {
  readonly spec: string;
  readonly value: number | bigint | null;
}

/** The spec of a game: its name without the ending. */
function specOf(game: Game<unknown>): string {
  return game.name.replace(/ (?:normal|misere)$/, '');
}

/** A state's value, or `null` when grundyValue refuses it (a repeating position, or past its limits). */
function valueOf(state: State<unknown>): number | bigint | null {
  try {
    return grundyValue(state);
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/** Who wins from the start and a move that keeps the best outcome: the game's theory, else the solver. */
function outcomeOf(game: Game<unknown>, value: number | bigint | null): { result: string; move: unknown } {
  const { start } = game;
  if (start.isTerminal) return { result: start.winner === start.player ? 'win' : 'loss', move: null };
  // Without a value the game may repeat positions: only the solver tells a draw from a loss.
  if (game.winningMove !== undefined && value !== null) {
    const move = game.winningMove(start);
    return { result: move === null ? 'loss' : 'win', move };
  }
  const { result, move } = solve(start);
  return { result, move };
}

/** The sentence on who wins. */
function verdict(result: string, move: string | null, total: number | bigint | null, play: Ending): string {
  if (result === 'win') {
    if (move === null) return 'The player to move has won: the opponent made the last move in misere play.';
    const why = play === 'normal' && total !== null ? ` (it leaves a nim-sum of 0)` : '';
    return `The player to move wins. Winning move: ${move}${why}`;
  }
  if (result === 'loss') {
    return play === 'normal' && total !== null
      ? 'The player to move loses against perfect play: the nim-sum is 0, so every move leaves a non-zero one.'
      : 'The player to move loses against perfect play.';
  }
  return `Neither player can force a win: perfect play draws${move === null ? '' : `, keeping the draw with ${move}`}.`;
}

/** Solves the game of a spec (a sum or a single game) and prints the report. */
export function solveSpec(text: string, values: Parameters<typeof parseGame>[1], json: boolean, io: CliIo): Promise<number> {
  const game = parseGame(text, values);
  const play: Ending = game.name.endsWith(' misere') ? 'misere' : 'normal';
  const start = game.start as State<unknown> & Partial<Pick<SumState, 'parts'>>;
  const parts = typeof start.parts === 'function' ? start.parts() : [game.start];
  const reports: PartReport[] = parts.map((part) => ({ spec: specOf(part.game), value: valueOf(part) }));
  const total = reports.some(({ value }) => value === null) ? null : valueOf(game.start);
  const { result, move } = outcomeOf(game, total);
  const moveText = move === null ? null : game.formatMove(move);
  if (json) {
    io.stdout.write(toJsonLine({ game: specOf(game), play, value: total, parts: reports, result, move: moveText }));
    return Promise.resolve(EXIT_OK);
  }
  const width = Math.max(...reports.map(({ spec }) => spec.length), 'nim-sum'.length);
  const lines = [`${specOf(game)} (${play} play; values are normal-play nim values)`];
  reports.forEach(({ spec, value }, index) => {
    lines.push(`  ${String(index + 1).padStart(2)}. ${spec.padEnd(width)}  ${value === null ? 'no finite value (see loopyValue)' : String(value)}`);
  });
  if (reports.length > 1) lines.push(`      ${'nim-sum'.padEnd(width)}  ${total === null ? '-' : String(total)}`);
  lines.push(verdict(result, moveText, total, play));
  io.stdout.write(`${lines.join('\n')}\n`);
  return Promise.resolve(EXIT_OK);
}
