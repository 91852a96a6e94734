import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The repository root, where the tests run the built binary from. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** What a run of the built binary printed and how it exited. */
export interface CliRun {
  stdout: string;
  stderr: string;
  status: number | null;
}

/** Spawns `node dist/cli.js ...args` (built by `npm test` before the suite), with optional standard input. */
export function runCli(args: readonly string[], input = ''): CliRun {
  const result = spawnSync(process.execPath, ['dist/cli.js', ...args], {
    cwd: ROOT,
    input,
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { stdout: result.stdout, stderr: result.stderr, status: result.status };
}
