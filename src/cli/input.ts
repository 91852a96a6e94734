import { readFile } from 'node:fs/promises';
import { UnreadableFileError } from './args.js';
import type { CliIo } from './io.js';

/** Why a file could not be read, in a few words (no stack trace). */
export function describeReadError(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'ENOENT':
      return 'no such file';
    case 'EISDIR':
      return 'is a directory';
    case 'ENOTDIR':
      return 'a part of the path is not a directory';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    default:
      return error instanceof Error ? error.message : String(error);
  }
}

/** Reads a whole text file, or standard input for `-`; an unreadable file is a usage error (exit 2). */
export async function readTextInput(path: string, io: CliIo): Promise<string> {
  if (path === '-') {
    const decoder = new TextDecoder();
    let text = '';
    for await (const chunk of io.stdin) text += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    return text + decoder.decode();
  }
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    throw new UnreadableFileError(`cannot read ${path}: ${describeReadError(error)}`);
  }
}
