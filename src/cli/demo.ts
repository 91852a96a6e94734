import {
  AssertionError,
  Board,
  createRandom,
  halvingLosingNumbers,
  halvingRobotMove,
  isHalvingMoveLegal,
  Nim,
  type HalvingPlay,
} from '../index.js';
import nimTxt from '../../examples/nim.txt';
import validGame from '../../examples/games/valid_game.txt';
import invalidGame from '../../examples/games/invalid_game.txt';
import invalidStartState from '../../examples/games/invalid_start_state.txt';
import { analyzeCommand } from './analyze.js';
import { boutonCommand } from './bouton.js';
import { parseCommandArgs } from './args.js';
import { DEMO_SEED, engineSection, familySection, heapGamesSection, recordsSection, shown } from './demo-engine.js';
import { EXIT_OK, type CliIo } from './io.js';
import { simulateCliCommand } from './simulate-args.js';
import { solveCommand } from './solve.js';
import { sticksCommand } from './sticks.js';

/** `nimkit demo --help`. */
const DEMO_HELP = `Usage: nimkit demo

A guided tour of every capability, one numbered section each: the Nim class, Bouton's strategy, the play
engine and its players, the Nim family, heap games, matches and match records, recorded semicolon games,
the halving game and the sticks board. Example files are bundled into nimkit and shown as shell
here-documents (<<'EOF'), so every command runs as printed, from any directory, with or without a copy of
the repository. All randomness is seeded, so every run prints the same.
`;

function heading(number: number, title: string): string {
  return `\n== ${number}. ${title} ==`;
}

/** A doctest of the Nim class (the original Python exercise's), replayed. */
function nimSection(): string {
  const out: string[] = [];
  const show = (input: string, output: () => string): void => {
    out.push(`>>> ${input}`);
    try {
      const text = output();
      if (text !== '') out.push(text);
    } catch (error) {
      if (!(error instanceof AssertionError)) throw error;
      out.push(`AssertionError: ${error.message} (code ${error.code})`);
    }
  };
  const nim = new Nim(3, 4, 2, 0, 7);
  show('nim = Nim(3, 4, 2, 0, 7)', () => '');
  show('nim', () => nim.toRepr());
  show('print(nim)', () => nim.toString());
  show('nim.take_away(2, 3)', () => nim.take_away(2, 3).toRepr());
  show('nim.take_away(5, 2).take_away(5, 1)', () => nim.take_away(5, 2).take_away(5, 1).toRepr());
  show('nim.take_away(1, 4)  # not enough matches in heap', () => nim.take_away(1, 4).toRepr());
  show('nim.take_away(7, 1)  # heap does not exist', () => nim.take_away(7, 1).toRepr());
  show('nim.isfinished()', () => String(nim.isfinished()));
  show('Nim(4, 3, 0, 5) + Nim(3, 0, 2, 1, 6, 2)', () => new Nim(4, 3, 0, 5).add(new Nim(3, 0, 2, 1, 6, 2)).toRepr());
  show('Nim(7)', () => new Nim(7).toRepr());
  return out.join('\n');
}

/** A halving game between the robot and a random opponent, move by move. */
function halvingGame(start: number, play: HalvingPlay): string {
  const random = createRandom(DEMO_SEED);
  const moves: string[] = [];
  let n = start;
  let robotToMove = false;
  for (;;) {
    const take = robotToMove
      ? halvingRobotMove(n, { play, random })
      : n >= 2
        ? 1 + Math.floor(random() * Math.floor(n / 2))
        : null;
    if (take === null) break;
    if (!isHalvingMoveLegal(n, take)) throw new Error(`illegal take ${take} from ${n}`);
    n -= take;
    moves.push(`${robotToMove ? 'robot' : 'random'} takes ${take} -> ${n}`);
    robotToMove = !robotToMove;
    if (play === 'misere' && n === 1) break;
  }
  // Misère: whoever left the single counter lost. Normal: whoever cannot move lost (the player to move now).
  const robotLast = !robotToMove;
  const robotWon = play === 'misere' ? !robotLast : robotLast;
  return `${moves.join(', ')}: the ${robotWon ? 'robot' : 'random player'} wins.`;
}

/** `nimkit demo`: a tour of every capability, in numbered sections. */
export async function demoCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values } = parseCommandArgs(args, { help: { type: 'boolean', short: 'h', default: false } });
  if (values.help) {
    io.stdout.write(DEMO_HELP);
    return EXIT_OK;
  }
  const out: string[] = [
    'nimkit demo: a tour of every capability, seeded so every run prints the same. Commands that read a file' +
      ' are shown with it as a here-document you can paste into a shell.',
  ];

  out.push(heading(1, 'The Nim class'), nimSection());

  out.push(heading(2, "Bouton's strategy: who wins a Nim position, and how"));
  out.push(await shown('solve', ['3', '4', '5'], solveCommand));
  out.push(await shown('bouton', [], boutonCommand, nimTxt));
  out.push(await shown('bouton', ['--misere'], boutonCommand, nimTxt));
  // The end game where the endings part: normal play empties heap 3, misère leaves it 1.
  out.push(await shown('solve', ['1', '1', '4', '--misere'], solveCommand));

  out.push(heading(3, 'The play engine and its players'), engineSection());
  out.push(heading(4, 'The Nim family'), familySection());
  out.push(heading(5, 'Heap games: Grundy values and proved periods'), await heapGamesSection());
  out.push(heading(6, 'Matches and match records'), recordsSection());

  out.push(heading(7, 'Recorded semicolon games: a valid game and two broken copies'));
  // The broken copies with --explain: Invalid Game. on standard output, the reason on standard error.
  for (const text of [validGame, invalidGame, invalidStartState]) {
    out.push(await shown('simulate', text === validGame ? [] : ['--explain'], simulateCliCommand, text));
  }
  out.push(await shown('analyze', [], analyzeCommand, validGame));

  out.push(heading(8, 'The halving game'));
  out.push(`Losing sizes, misère (the default here): ${halvingLosingNumbers(8).join(', ')}, ...`);
  out.push(`Losing sizes, normal: ${halvingLosingNumbers(8, { play: 'normal' }).join(', ')}, ...`);
  out.push(`Robot against a random player from 100 (misère): ${halvingGame(100, 'misere')}`);
  out.push(`Robot against a random player from 100 (normal): ${halvingGame(100, 'normal')}`);

  out.push(heading(9, 'The sticks board'));
  out.push(new Board().toString());
  for (const command of [
    ['--p1', 'smart', '--p2', 'random', '--seed', String(DEMO_SEED)],
    ['--p1', 'perfect', '--p2', 'random', '--rounds', '100', '--seed', String(DEMO_SEED)],
    ['--tournament', '--rounds', '200', '--seed', String(DEMO_SEED)],
  ]) {
    out.push(await shown('sticks', command, sticksCommand));
  }
  io.stdout.write(`${out.join('\n')}\n`);
  return EXIT_OK;
}
