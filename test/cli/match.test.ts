// `nimkit match`, through the built binary (`npm test` builds dist/ before the suite).
import { describe, expect, test } from 'vitest';
import { competition, erringPlayer, gameFromSpec, halvingGame, heapGame, mctsPlayer, nimGame, perfectPlayer, randomPlayer, searchPlayer, sticksGame, GAME_SPECS } from '../../src/index.js';
import { createRandom } from '../../src/index.js';
import { runCli } from './run.js';

/** Every game form, as the refusals list them. */
const GAME_FORMS = GAME_SPECS.map(({ form }) => form).join(', ');

describe('nimkit match', () => {
  test('nimkit match - a seeded Nim match prints the results table', () => {
    const result = runCli(['match', '--alternate', '--game', 'nim:1,3,5,7', '--players', 'perfect,random', '--rounds', '100', '--seed', '1']);
    expect(result).toEqual({
      status: 0,
      stdout:
        'nim:1,3,5,7 normal: perfect vs random, 100 rounds, seats alternating, seed 1\n' +
        'Player    Wins   Share Forfeits\n' +
        'perfect    100  100.0%        0\n' +
        'random       0    0.0%        0\n',
      stderr: '',
    });
  });

  test('nimkit match - the same games as the library, for halving with an erring player', () => {
    const result = runCli(['match', '--alternate', '--game', 'halving:20', '--players', 'erring:0.3,perfect', '--rounds', '200', '--seed', '2']);
    const { wins } = competition(halvingGame(20), erringPlayer(0.3), perfectPlayer, { rounds: 200, random: createRandom(2), alternate: true });
    expect(wins).toEqual([38, 162]);
    expect(result.stdout).toBe(
      'halving:20 misere: erring:0.3 vs perfect, 200 rounds, seats alternating, seed 2\n' +
        'Player       Wins   Share Forfeits\n' +
        'erring:0.3     38   19.0%        0\n' +
        'perfect       162   81.0%        0\n',
    );
  });

  test('nimkit match - --json, --misere and search players', () => {
    const result = runCli(['match', '--alternate', '--game', 'nim:1,3,5,7', '--players', 'random,search:4', '--rounds', '50', '--seed', '1', '--misere', '--json']);
    const { wins } = competition(nimGame([1, 3, 5, 7], { play: 'misere' }), randomPlayer, searchPlayer({ depth: 4 }), { rounds: 50, random: createRandom(1), alternate: true });
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ game: 'nim:1,3,5,7 misere', players: ['random', 'search:4'], rounds: 50, seed: 1, alternate: true, wins, forfeits: [0, 0] });
  });

  test('nimkit match - sticks and mcts', () => {
    const result = runCli(['match', '--alternate', '--game', 'sticks:3,2', '--players', 'mcts:200,random', '--rounds', '20', '--seed', '3', '--json']);
    expect(JSON.parse(result.stdout)).toMatchObject({ game: 'sticks:3,2 misere', rounds: 20 });
    expect(sticksGame([3, 2]).name).toBe('sticks:3,2 misere');
  });

  test.each([
    ['wythoff:30,40', 'normal'],
    ['wythoff:3,5:2', 'misere'],
    ['fibonacci:100', 'normal'],
    ['staircase:3,7,5', 'misere'],
    ['moore:2:3,5,6', 'normal'],
    ['greedy:7,4,2', 'misere'],
    ['welter:2,5,7', 'normal'],
    ['turning:ruler:HTTHHTH', 'normal'],
    ['turning:mock-turtles:HTHHT', 'misere'],
    ['heap:kayles:5,7', 'normal'],
  ] as const)('nimkit match - the Nim family: %s (%s) plays the same games as the library', (spec, ending) => {
    const result = runCli(['match', '--alternate', '--game', spec, '--players', 'perfect,mcts:100', '--rounds', '10', '--seed', '4', `--${ending}`, '--json']);
    const game = gameFromSpec(spec, { play: ending });
    const { wins } = competition(game, perfectPlayer, mctsPlayer({ iterations: 100 }), { rounds: 10, random: createRandom(4), alternate: true });
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toEqual({ game: game.name, players: ['perfect', 'mcts:100'], rounds: 10, seed: 4, alternate: true, wins, forfeits: [0, 0] });
  });

  test('nimkit match - heap games: heap:CODE:HEAPS, the perfect player from Grundy values', () => {
    const result = runCli(['match', '--alternate', '--game', 'heap:0.77:5,7', '--players', 'perfect,random', '--rounds', '100', '--seed', '1']);
    expect(result).toEqual({
      status: 0,
      stdout:
        'heap:0.77:5,7 normal: perfect vs random, 100 rounds, seats alternating, seed 1\n' +
        'Player    Wins   Share Forfeits\n' +
        'perfect    100  100.0%        0\n' +
        'random       0    0.0%        0\n',
      stderr: '',
    });
  });

  test("nimkit match - Grundy's game in misère play, the same games as the library, the code printed canonically", () => {
    const result = runCli(['match', '--alternate', '--game', 'heap:4!.:9,5', '--players', 'mcts:200,perfect', '--rounds', '20', '--seed', '2', '--misere']);
    const { wins } = competition(heapGame('4!', [9, 5], { play: 'misere' }), mctsPlayer({ iterations: 200 }), perfectPlayer, { rounds: 20, random: createRandom(2), alternate: true });
    expect(wins).toEqual([9, 11]);
    expect(result.stdout).toBe(
      'heap:4!.0:9,5 misere: mcts:200 vs perfect, 20 rounds, seats alternating, seed 2\n' +
        'Player     Wins   Share Forfeits\n' +
        'mcts:200      9   45.0%        0\n' +
        'perfect      11   55.0%        0\n',
    );
  });

  test.each([
    [['--game', 'heap:0.8.1:3', '--players', 'random,random'], 1, 'nimkit match: --game "heap:0.8.1:3": bad heap-game code "0.8.1": a second "." at position 3\n'],
    [['--game', 'heap:0.77:1,x', '--players', 'random,random'], 1, 'nimkit match: --game "heap:0.77:1,x": the heaps must be a comma-separated list of whole numbers, got "1,x"\n'],
    [['--game', 'heap:0.77', '--players', 'random,random'], 2, 'nimkit match: --game "heap:0.77" needs its parameters: write heap:CODE:H1,H2,...; see nimkit match --help\n'],
    [['--game', 'nim:1,x', '--players', 'random,random'], 1, 'nimkit match: --game "nim:1,x": the heaps must be a comma-separated list of whole numbers, got "1,x"\n'],
    [['--game', 'nim:', '--players', 'random,random'], 1, 'nimkit match: --game "nim:": the heaps must be a comma-separated list of whole numbers, got ""\n'],
    [['--game', 'sticks:40', '--players', 'random,random'], 1, 'nimkit match: --game "sticks:40": invalid board\n'],
    [['--game', 'chess', '--players', 'random,random'], 2, `nimkit match: --game must be one of ${GAME_FORMS} (a heap game also bare: kayles:5,7); got "chess"; see nimkit match --help\n`],
    [['--game', 'wythoff:3', '--players', 'random,random'], 1, 'nimkit match: --game "wythoff:3": the heaps must be two numbers, got 1\n'],
    [['--game', 'turning:spin:HT', '--players', 'random,random'], 1, `nimkit match: --game "turning:spin:HT": rule must be 'turtles', 'mock-turtles', 'ruler', 'twins', 'moebius' or 'mogul', got "spin"\n`],
    [['--game', 'nim:1', '--players', 'random,god'], 2, 'nimkit match: --players takes random, perfect, search[:DEPTH], mcts[:N] or erring[:RATE], got "god"; see nimkit match --help\n'],
    [['--game', 'nim:1', '--players', 'random:3,random'], 2, 'nimkit match: --players takes random, perfect, search[:DEPTH], mcts[:N] or erring[:RATE], got "random:3"; see nimkit match --help\n'],
    [['--game', 'nim:1', '--players', 'mcts:0,random'], 2, 'nimkit match: --players "mcts:0": iterations must be a positive safe integer, got 0; see nimkit match --help\n'],
    [['--game', 'nim:1', '--players', 'random'], 2, 'nimkit match: --players must name two players, got "random"; see nimkit match --help\n'],
    [['--game', 'nim:1'], 2, 'nimkit match: give --game and --players; see nimkit match --help\n'],
    [['--game', 'sticks', '--players', 'random,random', '--normal'], 1, 'nimkit match: --game "sticks": the sticks game is always misere: whoever marks the last stick loses\n'],
    [['--game', 'nim:1', '--players', 'random,random', '--misere', '--normal'], 2, 'nimkit match: --misere and --normal say different endings; give one; see nimkit match --help\n'],
    [['--game', 'nim:1', '--players', 'random,random', '--play', 'sideways'], 2, 'nimkit match: --play must be normal or misere, got "sideways"; see nimkit match --help\n'],
    [['--game', 'nim:1', '--players', 'random,random', '--record', ''], 2, 'nimkit match: --record needs a file name; see nimkit match --help\n'],
    [['--game', 'nim:1', '--players', 'random,random', '--rounds', '0'], 2, 'nimkit match: --rounds must be a whole number of at least 1, got "0"; see nimkit match --help\n'],
    [['extra'], 2, 'nimkit match: unexpected argument "extra"; see nimkit match --help\n'],
  ])('nimkit match - %j exits %i', (args, status, stderr) => {
    expect(runCli(['match', ...args])).toEqual({ status, stdout: '', stderr });
  });

  test('nimkit match - --help, and the command is listed in nimkit --help', () => {
    const help = runCli(['match', '--help']);
    expect(help.status).toBe(0);
    expect(help.stdout.split('\n')[0]).toBe('Usage: nimkit match --game GAME --players P1,P2 [--rounds N] [--alternate] [--seed S]');
    expect(help.stdout).toContain('  --rounds N            rounds to play (default 1000)\n');
    expect(help.stdout).toContain('  --alternate           the players swap seats every round (default: P1 always moves first)\n');
    expect(help.stdout).toContain('  --normal, --misere    the same as --play normal, --play misere\n');
    expect(runCli(['--help']).stdout).toContain('  match     a seeded competition of two players (random, perfect, search, mcts, erring) on any game\n');
  });
});

describe('nimkit match - progress', () => {
  test('nimkit match - progress on stderr only when stderr is a TTY', async () => {
    const { main } = await import('../../src/cli/main.js');
    const run = async (tty: boolean): Promise<string> => {
      const err: string[] = [];
      const io = {
        stdout: { write: () => true },
        stderr: { write: (text: string) => err.push(text), isTTY: tty },
        stdin: (async function* () {
          yield await Promise.resolve('');
        })(),
      };
      expect(await main(['match', '--game', 'nim:1,2', '--players', 'random,random', '--rounds', '4', '--seed', '1'], io)).toBe(0);
      return err.join('');
    };
    expect(await run(false)).toBe('');
    expect(await run(true)).toBe('\rnimkit match: 25% (1 of 4 rounds)\rnimkit match: 50% (2 of 4 rounds)\rnimkit match: 75% (3 of 4 rounds)\r\x1b[K');
  });
});
