import { Nim } from '../index.js';
import type { CliIo } from './io.js';

/** Runs the nimkit command line and resolves to the exit code. */
export function main(argv: readonly string[], io: CliIo): Promise<number> {
  if (argv[0] !== 'demo') {
    io.stderr.write(`nimkit: unknown command ${argv[0] ?? '(none)'}\n`);
    return Promise.resolve(2);
  }
  const nim = new Nim(3, 4, 2, 0, 7);
  io.stdout.write(`>>> nim = Nim(3, 4, 2, 0, 7)\n${nim.toRepr()}\n${nim.toString()}\n`);
  io.stdout.write(`>>> nim.take_away(2, 3)\n${nim.take_away(2, 3).toRepr()}\n`);
  return Promise.resolve(0);
}
