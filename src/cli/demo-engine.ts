// The demo's tour of the play engine: its players, the Nim family, heap games, matches and match records.
// Every section is seeded, so the demo prints the same on every run.
import {
  competition,
  formatMatchRecord,
  gameFromSpec,
  HeapGame,
  mctsPlayer,
  parseMatchRecord,
  perfectPlayer,
  playMatch,
  randomPlayer,
  recordMatch,
  matchRecordGame,
  replay,
  replayRecord,
  searchPlayer,
  type Game,
  type Player,
} from '../index.js';
import { collectingIo, type CliIo } from './io.js';
import { solveCommand } from './solve.js';

/** The seed of every random choice in the demo. */
export const DEMO_SEED = 7;

/**
 * A command fed `text` on standard input as a quoted here-document: the installed package ships no example
 * files (only dist/), so a path such as examples/nim.txt would not exist where the user runs the command.
 */
function withInput(command: string, text: string): string {
  return `$ ${command} - <<'EOF'\n${text.endsWith('\n') ? text : `${text}\n`}EOF`;
}

/**
 * A command's output as the demo shows it: `$ nimkit ...` and what it printed (standard output and error, as
 * a terminal shows them), the command really run. With `input`, the command reads it from standard input
 * (`-`), shown as a here-document.
 */
export async function shown(
  command: string,
  args: readonly string[],
  run: (args: readonly string[], io: CliIo) => Promise<number>,
  input?: string,
): Promise<string> {
  const captured = collectingIo(input);
  await run(input === undefined ? args : [...args, '-'], captured.io);
  const line = ['nimkit', command, ...args].join(' ');
  return `${input === undefined ? `$ ${line}` : withInput(line, input)}\n${captured.text().trimEnd()}`;
}

/** The engine and its players: one game, every player, a seeded match move by move. */
export function engineSection(): string {
  const game = gameFromSpec('nim:3,4,5');
  const match = playMatch(game, [perfectPlayer, randomPlayer], { seed: DEMO_SEED });
  const out = [
    `Every game is a Game: ${game.name}, ${game.start.moveCount()} moves from the start.`,
    `perfectPlayer (theory), searchPlayer (alpha-beta), mctsPlayer (Monte Carlo), randomPlayer, erringPlayer.`,
    `playMatch(${game.name}, [perfectPlayer, randomPlayer], { seed: ${DEMO_SEED} }): moves ${match.moves.map((move) => game.formatMove(move)).join(' ')}; seat ${match.winner} wins.`,
  ];
  const contenders: [string, Player<unknown>][] = [
    ['searchPlayer({ depth: 4 })', searchPlayer({ depth: 4 })],
    ['mctsPlayer({ iterations: 200 })', mctsPlayer({ iterations: 200 })],
  ];
  for (const [name, player] of contenders) {
    const { wins } = competition(game, player, randomPlayer, { rounds: 20, seed: DEMO_SEED });
    out.push(`competition(${game.name}, ${name}, randomPlayer, { rounds: 20 }): ${wins[0]}:${wins[1]}`);
  }
  return out.join('\n');
}

/** One line per family game: its spec, and the perfect player's answer from the start. */
function familyLine(spec: string): string {
  const game: Game<unknown> = gameFromSpec(spec);
  const move = game.winningMove?.(game.start) ?? null;
  return `  ${game.name.padEnd(26)} ${move === null ? 'the player to move loses' : `wins with ${game.formatMove(move)}`}`;
}

/** The Nim family: each game's perfect opening move, from its proved theory. */
export function familySection(): string {
  const specs = ['wythoff:3,5', 'wythoff:4,7', 'fibonacci:20', 'staircase:0,3,1,4', 'moore:2:1,2,4', 'greedy:3,5,5', 'welter:2,5,7', 'turning:turtles:THHTH', 'turning:ruler:HHHTH'];
  return ['gameFromSpec(spec): the perfect move from the start of each game, instant from its theory:', ...specs.map(familyLine)].join('\n');
}

/** Heap games: Grundy values and the proved period of Kayles, and a sum of Kayles heaps solved. */
export async function heapGamesSection(): Promise<string> {
  const kayles = HeapGame.parse('kayles');
  const period = kayles.period();
  return [
    `Kayles (0.77): Grundy values of heaps 0 to 11: ${Array.from(kayles.grundyValues(12)).join(' ')}`,
    `Proved period: preperiod ${period?.preperiod}, period ${period?.period}.`,
    await shown('solve', ['--game', 'kayles', '3', '4', '5'], solveCommand),
  ].join('\n');
}

/** Matches and records: a seeded competition, one match kept as a record, read back and replayed. */
export function recordsSection(): string {
  const game = gameFromSpec('nim:1,2,3');
  const { wins } = competition(game, perfectPlayer, randomPlayer, { rounds: 100, seed: DEMO_SEED });
  const result = playMatch(game, [randomPlayer, perfectPlayer], { seed: DEMO_SEED });
  const text = formatMatchRecord(recordMatch(game, result, { players: ['random', 'perfect'], seed: DEMO_SEED }));
  const record = parseMatchRecord(text);
  const replayed = replay(game, record.moves);
  const checked = replayRecord(matchRecordGame(record), record);
  const tampered = replay(game, [...record.moves.slice(0, -1), '1:9']);
  return [
    `competition(${game.name}, perfectPlayer, randomPlayer, { rounds: 100 }): ${wins[0]}:${wins[1]} (1 2 3 is lost for the player to move)`,
    'formatMatchRecord(recordMatch(game, playMatch(...))): a match as text, read back with parseMatchRecord:',
    text.trimEnd(),
    `replay(game, record.moves): ${replayed.states.length} states, seat ${replayed.winner} wins; replayRecord: ${checked.failure === null ? 'every move legal, the result as recorded' : checked.failure.message}.`,
    'On the command line: nimkit match --game nim:1,2,3 --players perfect,random --record games.txt, then nimkit replay games.txt.',
    `replay with a last move changed to 1:9: ${tampered.failure?.message ?? 'no failure'}`,
  ].join('\n');
}
