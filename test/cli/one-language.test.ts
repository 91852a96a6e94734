// Issue 30, items 10, 17 and 18: every command reads its options one way, names games and players one way,
// and says only what it really does; the version is the CHANGELOG's. Through the built binary.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { GAME_SPECS, gameFromSpec, parseMatchRecords } from '../../src/index.js';
import { ROOT, runCli } from './run.js';

/** Every game form, as the refusals list them. */
const FORMS = GAME_SPECS.map(({ form }) => form).join(', ');

const folder = mkdtempSync(join(tmpdir(), 'nimkit-one-language-'));
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

describe('options given twice', () => {
  test.each([
    // args → the one line on stderr
    [['solve', '1', '1', '--play', 'normal', '--play', 'misere'], 'nimkit solve: --play "normal" and --play "misere" say different things; give one; see nimkit solve --help\n'],
    [['solve', '--game', '0.77', '--game', '0.07', '5'], 'nimkit solve: --game "0.77" and --game "0.07" say different things; give one; see nimkit solve --help\n'],
    [['match', '--game', 'nim:1,2', '--players', 'perfect,random', '--play', 'normal', '--play=misere'], 'nimkit match: --play "normal" and --play "misere" say different things; give one; see nimkit match --help\n'],
    [['match', '--game', 'nim:1,2', '--game', 'nim:1,3', '--players', 'perfect,random'], 'nimkit match: --game "nim:1,2" and --game "nim:1,3" say different things; give one; see nimkit match --help\n'],
    [['halving', '30', '--sequence', '5'], 'nimkit halving: a heap size N and --sequence ask different things; give one; see nimkit halving --help\n'],
    [['halving', '--sequence', '5', '--sequence', '6'], 'nimkit halving: --sequence "5" and --sequence "6" say different things; give one; see nimkit halving --help\n'],
    [['halving', '--game', '--sequence', '5'], 'nimkit halving: --sequence and --game ask different things; give one; see nimkit halving --help\n'],
    [['halving', '30', '--start', '5'], 'nimkit halving: --start needs --game: only the game starts from a size or draws at random; see nimkit halving --help\n'],
    [['grundy', 'kayles', '--count', '5', '--count', '6'], 'nimkit grundy: --count "5" and --count "6" say different things; give one; see nimkit grundy --help\n'],
    [['sticks', '--p1', 'random', '--p2', 'smart', '--p1', 'perfect'], 'nimkit sticks: --p1 "random" and --p1 "perfect" say different things; give one; see nimkit sticks --help\n'],
    [['play', '1', '2', '--seed', '1', '--seed', '2'], 'nimkit play: --seed "1" and --seed "2" say different things; give one; see nimkit play --help\n'],
    [['replay', 'x.txt', '--round', '1', '--round', '2'], 'nimkit replay: --round "1" and --round "2" say different things; give one; see nimkit replay --help\n'],
    [['census', '--digits', '1', '--digits', '2'], 'nimkit census: --digits "1" and --digits "2" say different things; give one; see nimkit census --help\n'],
    [['analyze', '--game', 'kayles', '--game', 'lasker', '3'], 'nimkit analyze: --game "kayles" and --game "lasker" say different things; give one; see nimkit analyze --help\n'],
  ])('issue 30.10: an option given twice with different values is a usage error: %j', (args, stderr) => {
    expect(runCli(args)).toEqual({ status: 2, stdout: '', stderr });
  });

  test('issue 30.10: the same value twice is no conflict', () => {
    expect(runCli(['solve', '1', '1', '--play', 'misere', '--play=misere'])).toMatchObject({ status: 0, stderr: '' });
    expect(runCli(['halving', '--sequence', '3', '--sequence', '3']).stdout).toBe('2, 5, 11\n');
  });
});

describe('games named one way', () => {
  test('issue 30.17: match takes a heap game by its bare name or code, as grundy and solve --game do', () => {
    const bare = runCli(['match', '--game', 'kayles:5,7', '--players', 'perfect,random', '--rounds', '3', '--seed', '4', '--json']);
    const full = runCli(['match', '--game', 'heap:kayles:5,7', '--players', 'perfect,random', '--rounds', '3', '--seed', '4', '--json']);
    expect(bare).toEqual(full);
    expect(JSON.parse(bare.stdout)).toMatchObject({ game: 'heap:0.77:5,7 normal', wins: [3, 0] });
    expect(runCli(['match', '--game', '0.07:4', '--players', 'perfect,random', '--rounds', '1', '--seed', '4']).stdout.split('\n')[0]).toBe(
      'heap:0.07:4 normal: perfect vs random, 1 round, perfect moving first, seed 4',
    );
    expect(gameFromSpec('Kayles:5,7', { play: 'misere' }).name).toBe(gameFromSpec('heap:0.77:5,7', { play: 'misere' }).name);
    expect(gameFromSpec('4!.0:3,4').name).toBe('heap:4!.0:3,4 normal');
  });

  test('issue 30.17: turning coins and rules are read in any letter case', () => {
    expect(gameFromSpec('turning:Turtles:htth').name).toBe('turning:turtles:HTTH normal');
    expect(runCli(['match', '--game', 'turning:turtles:htth', '--players', 'perfect,random', '--rounds', '1', '--seed', '1'])).toMatchObject({ status: 0, stderr: '' });
  });

  test.each([
    // --game → the one line on stderr; every refusal of a game's form is a usage error (exit 2)
    ['nim', '--game "nim" needs its parameters: write nim:H1,H2,...'],
    ['heap:kayles', '--game "heap:kayles" needs its parameters: write heap:CODE:H1,H2,...'],
    ['moore:2', '--game "moore:2" needs its parameters: write moore:K:H1,H2,...'],
    [
      'chess',
      `--game must be one of ${FORMS} (a heap game also bare: kayles:5,7); got "chess"`,
    ],
    [
      'chess:1',
      `--game must be one of ${FORMS} (a heap game also bare: kayles:5,7); got "chess:1"`,
    ],
  ])('issue 30.17: --game %s is a usage error (exit 2, as for chess) with a helpful line', (game, message) => {
    expect(runCli(['match', '--game', game, '--players', 'perfect,random'])).toEqual({ status: 2, stdout: '', stderr: `nimkit match: ${message}; see nimkit match --help\n` });
  });

  test('issue 30.17: a bad parameter of a known game stays invalid input (exit 1)', () => {
    expect(runCli(['match', '--game', 'nim:x', '--players', 'perfect,random'])).toEqual({
      status: 1,
      stdout: '',
      stderr: 'nimkit match: --game "nim:x": the heaps must be a comma-separated list of whole numbers, got "x"\n',
    });
  });
});

describe('players named one way', () => {
  test('issue 30.17: --players perfect,perfect prints rows that can be told apart', () => {
    expect(runCli(['match', '--game', 'nim:1,2,3,4', '--players', 'perfect,perfect', '--rounds', '3', '--alternate', '--seed', '1'])).toEqual({
      status: 0,
      stderr: '',
      stdout:
        'nim:1,2,3,4 normal: perfect (1) vs perfect (2), 3 rounds, seats alternating, seed 1\n' +
        'Player        Wins   Share Forfeits\n' +
        'perfect (1)      2   66.7%        0\n' +
        'perfect (2)      1   33.3%        0\n',
    });
  });

  test('issue 30.17: replay numbers the players Player 1 and 2, as simulate, analyze and sticks do', () => {
    const file = join(folder, 'one.txt');
    writeFileSync(file, 'Game: nim:1,2\nPlay: normal\nFirst: perfect\nSecond: random\nResult: 1-0\nSeed: 7\nRound: 1\n\n1. 2:1\n2. 1:1\n3. 2:1\n');
    expect(runCli(['replay', file])).toEqual({
      status: 0,
      stderr: '',
      stdout:
        'nim:1,2 normal: Player 1 (perfect) vs Player 2 (random), round 1, seed 7\n' +
        '0. start\n   nim 1,2, Player 1 (perfect) to move\n' +
        '1. 2:1 by Player 1 (perfect)\n   nim 1,1, Player 2 (random) to move\n' +
        '2. 1:1 by Player 2 (random)\n   nim 0,1, Player 1 (perfect) to move\n' +
        '3. 2:1 by Player 1 (perfect)\n   nim 0,0, Player 1 (perfect) won\n' +
        'Player 1 (perfect) won\n',
    });
    const sticks = join(folder, 'sticks.txt');
    writeFileSync(sticks, 'Game: sticks:3\nPlay: misere\nFirst: a\nSecond: b\nResult: 1-0\n\n1. 1:1-2\n2. 1:3-3\n');
    expect(runCli(['replay', sticks]).stdout).toBe(
      'sticks:3 misere: Player 1 (a) vs Player 2 (b)\n0. start\n   1: | | |\n   Player 1 (a) to move\n1. 1:1-2 by Player 1 (a)\n   1: x x |\n   Player 2 (b) to move\n' +
        '2. 1:3-3 by Player 2 (b)\n   1: x x x\n   Player 1 (a) won\nPlayer 1 (a) won\n',
    );
  });
});

describe('files kept', () => {
  test('issue 30.17: match --record refuses an existing file without --force, like grundy --out', () => {
    const file = join(folder, 'kept.txt');
    writeFileSync(file, 'my notes\n');
    const args = ['match', '--game', 'nim:1,2', '--players', 'perfect,random', '--rounds', '2', '--seed', '1', '--record', file];
    expect(runCli(args)).toEqual({ status: 2, stdout: '', stderr: `nimkit match: --record ${JSON.stringify(file)} already exists: give --force to overwrite it; see nimkit match --help\n` });
    expect(readFileSync(file, 'utf8')).toBe('my notes\n');
    expect(runCli([...args, '--force'])).toMatchObject({ status: 0, stderr: '' });
    expect(parseMatchRecords(readFileSync(file, 'utf8'))).toHaveLength(2);
    expect(runCli(['match', '--game', 'nim:1,2', '--players', 'perfect,random', '--force'])).toEqual({
      status: 2,
      stdout: '',
      stderr: 'nimkit match: --force goes with --record FILE; see nimkit match --help\n',
    });
    const fresh = join(folder, 'fresh.txt');
    expect(runCli(['match', '--game', 'nim:1,2', '--players', 'perfect,random', '--rounds', '1', '--record', fresh])).toMatchObject({ status: 0 });
    expect(existsSync(fresh)).toBe(true);
  });
});

describe('help and transcripts that say what happens', () => {
  test('issue 30.17: every command the demo quotes prints exactly what the demo shows', () => {
    const demo = runCli(['demo']);
    expect(demo.status).toBe(0);
    // A quoted command: `$ nimkit ARGS`, with its standard input as a here-document when it ends in `- <<'EOF'`.
    const blocks = [...demo.stdout.matchAll(/^\$ nimkit (.*)\n([\s\S]*?)(?=^\$ nimkit |^== |\n== |(?![\s\S]))/gm)];
    expect(blocks.length).toBeGreaterThanOrEqual(11);
    for (const [, line = '', body = ''] of blocks) {
      const hereDocument = line.endsWith(" - <<'EOF'");
      const args = (hereDocument ? line.slice(0, -" <<'EOF'".length) : line).split(' ');
      const end = body.indexOf('\nEOF\n');
      const input = hereDocument ? body.slice(0, end + 1) : '';
      const shown = hereDocument ? body.slice(end + '\nEOF\n'.length) : body;
      const real = runCli(args, input);
      // The demo shows what a terminal shows: the reason (stderr) the command writes before Invalid Game.
      expect(`${real.stderr}${real.stdout}`.trimEnd(), line).toBe(shown.trimEnd());
    }
  });

  test('issue 30.17: sticks --help advertises the move form the human prompt takes', () => {
    expect(runCli(['sticks', '--help']).stdout).toContain('or type the move at once as row:left-right (2:1-3)');
    const { stdout, status } = runCli(['sticks', '--p1', 'human', '--p2', 'perfect', '--seed', '1'], '4:1-1\n2\n3\n1\n3\n');
    expect(status).toBe(0);
    expect(stdout).toContain('Press 1 to display the board. Press 2 to make a move:\nPlayer 1 made the move: 4:1-1\n');
    expect(stdout).toContain('Enter the row number:\nEnter the index of the leftmost stick:\nEnter the index of the rightmost stick:\nPlayer 1 made the move: 3:1-3\n');
  });

  test('issue 30.17: analyze says "from pile N" throughout', () => {
    const { stdout } = runCli(['analyze', '-'], '12;3\n3;3;6\n0;3\n2;5\n1;3\n');
    expect(stdout).toContain('Move 1: Player 1 takes 3 tokens from pile 1. Blunder: Player 1 could have won by taking 6 from pile 3.\n');
    expect(stdout).not.toContain('the pile');
  });

  test('issue 30.17: halving --game --start 1 is no game, not a win before any move', () => {
    expect(runCli(['halving', '--game', '--start', '1'])).toEqual({
      status: 2,
      stdout: '',
      stderr: 'nimkit halving: --start 1 is no game: a single counter cannot be moved; give 2 or more; see nimkit halving --help\n',
    });
    expect(runCli(['halving', '--game', '--start', '2'], '1\n').stdout).toBe(
      'The game starts with 2 counters (misère play: whoever leaves a single counter loses).\n\nNow it\'s your turn, and we have 2 left.\nHow many counters do you take? You lose!\n',
    );
  });

  test('issue 30.17: grundy and census --help list only the ending they offer', () => {
    for (const command of ['grundy', 'census']) {
      const help = runCli([command, '--help']).stdout;
      expect(help).toContain('  --play normal         the only ending (also --normal): Grundy values describe normal play\n');
      expect(help).not.toContain('misere');
    }
  });
});

describe('install and version', () => {
  test('issue 30.18: package.json says the CHANGELOG\'s newest version, and --version prints it', () => {
    const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
    const newest = /^## (\d+\.\d+\.\d+)/m.exec(readFileSync(join(ROOT, 'CHANGELOG.md'), 'utf8'))?.[1];
    expect(version).toBe(newest);
    expect(runCli(['--version'])).toEqual({ status: 0, stdout: `${version}\n`, stderr: '' });
    const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as { version: string };
    expect(lock.version).toBe(version);
  });

  test('issue 30.18: the README installs from a clone or a packed tarball until nimkit is published', () => {
    const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    expect(readme).toContain('nimkit is not on the npm registry yet');
    expect(readme).toContain(`npm install ../nimkit/nimkit-${version}.tgz`);
    expect(readme).not.toMatch(/^npm install nimkit$/m);
  });
});
