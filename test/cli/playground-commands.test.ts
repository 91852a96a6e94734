// Issue 30.14: the playground's status suggests the `nimkit match` command of the game on its board. Every kind
// of game, in each ending, against each opponent and from each seat, gives a command that runs when pasted
// into bash: here each one is run by bash against the built binary (`nimkit` made a function for dist/cli.js).
import { spawn } from 'node:child_process';
import { describe, expect, test, vi } from 'vitest';
import { matchCommandFor, OPPONENT_NAMES, shellQuote } from '../../site/src/engine-play.js';
import type { OpponentSettings } from '../../site/src/engine-play.js';
import { buildGame, GAME_KINDS, specOfGame } from '../../site/src/game-spec.js';
import type { GameKind } from '../../site/src/game-spec.js';
import { ROOT } from './run.js';

// The playground imports the package by name; here it is the sources, so no build of the page is needed.
vi.mock('nimkit', async () => await import('../../src/index.js'));

/** The page's defaults for the tunable opponents (match-panel.ts). */
const SETTINGS: OpponentSettings = { depth: 4, iterations: 500, rate: 0.1 };

/** Runs `command` in bash with `nimkit` standing for the built binary. */
function bash(command: string): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', `nimkit() { "${process.execPath}" dist/cli.js "$@"; }\n${command}`], { cwd: ROOT });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (status) => { resolve({ status, stdout, stderr }); });
  });
}

/** Every command the status can suggest, over the kinds (their default games, and codes bash would misread). */
function suggestedCommands(): string[] {
  const games: [GameKind, string][] = [
    ...(Object.keys(GAME_KINDS) as GameKind[]).map((kind): [GameKind, string] => [kind, GAME_KINDS[kind].defaults]),
    ['heap', '4!.0:5,7'],
    ['heap', '0.[3]:4'],
    ['heap', '0.{2+}:6'],
  ];
  const commands = new Set<string>();
  for (const [kind, parameters] of games) {
    const { ending: defaultEnding, fixed } = GAME_KINDS[kind];
    for (const ending of fixed ? [defaultEnding] : (['normal', 'misere'] as const)) {
      // The name without its ending: a sum's spec holds spaces (`nim:2,3 + wythoff:3,5`).
      const spec = specOfGame(buildGame(kind, parameters, ending));
      // Each opponent from each seat on Nim (the words they add do not depend on the game); the perfect one,
      // the person first, on the rest.
      const nim = kind === 'nim';
      for (const opponent of nim ? OPPONENT_NAMES : (['perfect'] as const)) {
        for (const personFirst of nim ? [true, false] : [true]) commands.add(matchCommandFor({ spec, ending, defaultEnding, seed: 7 }, opponent, SETTINGS, personFirst));
      }
    }
  }
  return [...commands];
}

describe('the playground\'s suggested commands', () => {
  test('issue 30.14: shellQuote quotes what bash would read', () => {
    expect(shellQuote('nim:3,4,5')).toBe('nim:3,4,5');
    expect(shellQuote('heap:4!.0:5,7')).toBe("'heap:4!.0:5,7'");
    expect(shellQuote('heap:0.[3]:4')).toBe("'heap:0.[3]:4'");
    expect(shellQuote("it's")).toBe("'it'\\''s'");
  });

  test('issue 30.14: the command names the players, the seed and an ending that is not the default', () => {
    const game = { spec: 'nim:3,4,5', ending: 'normal', defaultEnding: 'normal', seed: 7 } as const;
    expect(matchCommandFor(game, 'perfect', SETTINGS, true)).toBe('nimkit match --game nim:3,4,5 --players perfect,perfect --rounds 1 --seed 7');
    expect(matchCommandFor({ ...game, ending: 'misere' }, 'mcts', SETTINGS, false)).toBe('nimkit match --game nim:3,4,5 --players mcts:500,perfect --rounds 1 --seed 7 --play misere');
    expect(matchCommandFor({ ...game, spec: 'heap:4!.0:5,7' }, 'erring', SETTINGS, true)).toBe("nimkit match --game 'heap:4!.0:5,7' --players perfect,erring:0.1 --rounds 1 --seed 7");
    // A sum's spec is one quoted word (issue 27, item 5).
    expect(matchCommandFor({ ...game, spec: 'heap:0.77:5 + nim:2,3' }, 'perfect', SETTINGS, true)).toBe("nimkit match --game 'heap:0.77:5 + nim:2,3' --players perfect,perfect --rounds 1 --seed 7");
  });

  test('issue 30.14: every command the status can suggest runs when pasted into bash', async () => {
    const commands = suggestedCommands();
    expect(commands.length).toBeGreaterThan(30);
    const failures: string[] = [];
    // Four at a time: each is a node process.
    for (let index = 0; index < commands.length; index += 4) {
      const batch = commands.slice(index, index + 4);
      const results = await Promise.all(batch.map(bash));
      results.forEach((result, at) => {
        if (result.status !== 0 || result.stderr !== '' || !result.stdout.includes(' 1 round, ')) failures.push(`${batch[at]}: ${result.status} ${result.stderr}`);
      });
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
