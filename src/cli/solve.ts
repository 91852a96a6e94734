import { isWinning, nimSum, winningMoves, type Move } from '../index.js';
import { parseCommandArgs, parseWholeNumber, UsageError } from './args.js';
import { toJsonLine } from './json.js';
import { EXIT_OK, type CliIo } from './io.js';

/** `nimkit solve --help`. */
export const SOLVE_HELP = `Usage: nimkit solve HEAP HEAP... [--misere] [--json]

Who wins a Nim position with perfect play, the nim-sum in binary, and every winning move with the bit that
makes it work. Heap sizes are whole numbers of any size.

Options:
  --misere  misère play: whoever takes the last match loses (default: normal play, whoever takes it wins)
  --json    print the analysis as JSON (numbers beyond 2^53 as decimal strings)
  -h, --help
`;

/** Reads heap-size arguments exactly, as bigints so one code path serves every size. */
export function parseHeapArguments(positionals: readonly string[]): bigint[] {
  if (positionals.length === 0) throw new UsageError('give at least one heap size');
  return positionals.map((text, index) => BigInt(parseWholeNumber(text, `heap ${index + 1}`)));
}

function describeRule(misere: boolean): string {
  return misere ? 'misère play: whoever takes the last match loses' : 'normal play: whoever takes the last match wins';
}

/** Why the player to move is lost, or has won already, in one sentence. */
function explainLoss(heaps: readonly bigint[], sum: bigint, misere: boolean): string {
  const ones = heaps.filter((size) => size === 1n).length;
  if (misere && heaps.every((size) => size <= 1n)) {
    return ones === 0
      ? 'All heaps are empty: in misère play the opponent took the last match, so the player to move has already won.'
      : `The player to move loses: every heap is 0 or 1 and the number of 1-heaps (${ones}) is odd.`;
  }
  return heaps.every((size) => size === 0n) && !misere
    ? 'The player to move loses: no match is left to take.'
    : `The player to move loses against perfect play: the nim-sum is ${sum === 0n ? '0' : sum}, so every move leaves a non-zero nim-sum.`;
}

/** Why one winning move works: the nim-sum's top bit, or the misère end game. */
function explainMove(heaps: readonly bigint[], move: Move<bigint>, sum: bigint, misere: boolean): string {
  const before = heaps[move.heap - 1] ?? 0n;
  const after = before - move.count;
  const rest = heaps.map((size, index) => (index === move.heap - 1 ? after : size));
  if (misere && rest.every((size) => size <= 1n)) {
    const ones = rest.filter((size) => size === 1n).length;
    return `misère end game: leaves ${ones} heap${ones === 1 ? '' : 's'} of size 1, an odd number`;
  }
  const topBit = sum.toString(2).length - 1;
  return `heap ${move.heap} has bit ${topBit} (value ${1n << BigInt(topBit)}), the nim-sum's highest bit, and ${before} XOR ${sum} = ${after}`;
}

/** `nimkit solve HEAP...`: prints who wins, the nim-sum in binary and every winning move with its reason. */
export function solveCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, {
    misere: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  });
  if (values.help) {
    io.stdout.write(SOLVE_HELP);
    return Promise.resolve(EXIT_OK);
  }
  const heaps = parseHeapArguments(positionals);
  const misere = values.misere;
  const sum = nimSum(heaps);
  const wins = isWinning(heaps, { play: misere ? 'misere' : 'normal' });
  const moves = winningMoves(heaps, { play: misere ? 'misere' : 'normal' });
  const explained = moves.map((move) => ({ ...move, leaves: (heaps[move.heap - 1] ?? 0n) - move.count, why: explainMove(heaps, move, sum, misere) }));

  if (values.json) {
    io.stdout.write(toJsonLine({ heaps, play: misere ? 'misere' : 'normal', nimSum: sum, winning: wins, moves: explained }));
    return Promise.resolve(EXIT_OK);
  }
  const width = Math.max(1, ...[...heaps, sum].map((size) => size.toString(2).length));
  const numberWidth = Math.max(...[...heaps, sum].map((size) => size.toString().length));
  const lines = [`Heaps (${describeRule(misere)}):`];
  heaps.forEach((size, index) => {
    lines.push(`  heap ${String(index + 1).padEnd(4)} ${size.toString().padStart(numberWidth)} = ${size.toString(2).padStart(width, '0')}`);
  });
  lines.push(`  nim-sum   ${sum.toString().padStart(numberWidth)} = ${sum.toString(2).padStart(width, '0')}`);
  if (explained.length === 0) {
    // Also the empty misère position: won, but with no move to make.
    lines.push(explainLoss(heaps, sum, misere));
  } else {
    lines.push(`The player to move wins with perfect play. Winning move${explained.length === 1 ? '' : 's'}:`);
    for (const move of explained) {
      lines.push(`  take ${move.count} from heap ${move.heap}, leaving ${move.leaves}: ${move.why}`);
    }
  }
  io.stdout.write(`${lines.join('\n')}\n`);
  return Promise.resolve(EXIT_OK);
}
