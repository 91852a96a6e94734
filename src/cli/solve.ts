import { isWinning, nimSum, winningMoves, type Move } from '../index.js';
import { ENDING_OPTIONS, endingHelp, parseCommandArgs, parseWholeNumber, readEnding, UsageError } from './args.js';
import { analyzeHeapGame } from './grundy.js';
import { solveSpec } from './solve-spec.js';
import { toJsonLine } from './json.js';
import { EXIT_OK, type CliIo } from './io.js';

/** `nimkit solve --help`. */
const SOLVE_HELP = `Usage: nimkit solve HEAP HEAP... [--play normal|misere] [--json]
       nimkit solve --game CODE HEAP... [--play normal|misere] [--json]
       nimkit solve --game SPEC [--play normal|misere] [--json]

Who wins a Nim position with perfect play, the nim-sum in binary, and every winning move with the bit that
makes it work. Heap sizes are whole numbers of any size.

With --game CODE: a sum of heaps of the heap game with that take-and-break code or name (0.[3] Nim, 0.77 or
kayles, 4! or grundy; see nimkit grundy --help): who wins, the Grundy value of each heap and every winning
move. Heap sizes up to 2^53 - 1.

With --game SPEC and no heaps: any game nimkit match --game plays (nimkit match --help), and sums of them
joined by + ('nim:3,4 + heap:kayles:7 + wythoff:3,5'): each part with its nim value, the total nim-sum
and a winning move (or that the player to move loses, or draws). --json prints
{ game, play, value, parts: [{ spec, value }], result, move }.

Options:
${endingHelp('normal', { normal: 'whoever takes the last match wins (cannot move: loses)', misere: 'whoever takes the last match loses (cannot move: wins)' })}
  --game CODE|SPEC      solve the heaps in the heap game CODE (or NAME) instead of Nim; without
                        heaps, the game SPEC
  --json                print the analysis as JSON (numbers beyond 2^53 as decimal strings)
  -h, --help            show this help
`;

/** Reads heap-size arguments exactly, as bigints so one code path serves every size. */
function parseHeapArguments(positionals: readonly string[]): bigint[] {
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

/** What every move's explanation needs, counted once: explaining each move must not rescan the heaps. */
interface Position {
  heaps: readonly bigint[];
  sum: bigint;
  /** The nim-sum's highest bit, and its value. */
  topBit: number;
  topValue: bigint;
  /** How many heaps are exactly 1, and how many exceed 1. */
  ones: number;
  large: number;
}

function describePosition(heaps: readonly bigint[], sum: bigint): Position {
  let ones = 0;
  let large = 0;
  for (const size of heaps) {
    if (size === 1n) ones++;
    else if (size > 1n) large++;
  }
  const topBit = sum.toString(2).length - 1;
  return { heaps, sum, topBit, topValue: 1n << BigInt(Math.max(topBit, 0)), ones, large };
}

/** Why one winning move works: the nim-sum's top bit, or the misère end game. Constant work per move. */
function explainMove(position: Position, move: Move<bigint>, misere: boolean): string {
  const before = position.heaps[move.heap - 1] ?? 0n;
  const after = before - move.count;
  // The heaps left by the move differ from the position in this one heap only.
  const large = position.large - (before > 1n ? 1 : 0) + (after > 1n ? 1 : 0);
  if (misere && large === 0) {
    const ones = position.ones - (before === 1n ? 1 : 0) + (after === 1n ? 1 : 0);
    return `misère end game: leaves ${ones} heap${ones === 1 ? '' : 's'} of size 1, an odd number`;
  }
  return `heap ${move.heap} has bit ${position.topBit} (value ${position.topValue}), the nim-sum's highest bit, and ${before} XOR ${position.sum} = ${after}`;
}

/** The longest binary and decimal forms among `numbers`: a loop, as spreading 100,000 arguments overflows. */
function widths(numbers: readonly bigint[]): { binary: number; decimal: number } {
  let binary = 1;
  let decimal = 1;
  for (const size of numbers) {
    binary = Math.max(binary, size.toString(2).length);
    decimal = Math.max(decimal, size.toString().length);
  }
  return { binary, decimal };
}

/**
 * `nimkit solve HEAP...`: prints who wins, the nim-sum in binary and every winning move with its reason;
 * `nimkit solve --game CODE HEAP...` the same for a sum of heaps of a heap game.
 */
export function solveCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, {
    ...ENDING_OPTIONS,
    game: { type: 'string' },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  });
  if (values.help) {
    io.stdout.write(SOLVE_HELP);
    return Promise.resolve(EXIT_OK);
  }
  const play = readEnding(values, 'normal');
  if (values.game !== undefined && positionals.length === 0) return solveSpec(values.game, values, values.json, io);
  if (values.game !== undefined) return analyzeHeapGame(values.game, positionals, play, values.json, io);
  const heaps = parseHeapArguments(positionals);
  const misere = play === 'misere';
  const sum = nimSum(heaps);
  const wins = isWinning(heaps, { play });
  const moves = winningMoves(heaps, { play });
  const position = describePosition(heaps, sum);
  const explained = moves.map((move) => ({ ...move, leaves: (heaps[move.heap - 1] ?? 0n) - move.count, why: explainMove(position, move, misere) }));

  if (values.json) {
    io.stdout.write(toJsonLine({ heaps, play, nimSum: sum, winning: wins, moves: explained }));
    return Promise.resolve(EXIT_OK);
  }
  const { binary: width, decimal: numberWidth } = widths([...heaps, sum]);
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
