import { parseArgs, type ParseArgsConfig } from 'node:util';

/** A usage error: printed as one line on stderr, exit code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** A file that cannot be read: printed as one line on stderr, exit code 2. */
export class UnreadableFileError extends Error {
  override readonly name = 'UnreadableFileError';
}

/** An invalid input (a bad heap list): printed as one line on stderr, exit code 1. */
export class InvalidInputError extends Error {
  override readonly name = 'InvalidInputError';
}

type Options = NonNullable<ParseArgsConfig['options']>;

/** A negative number such as `-4` or `-1.5`, which `parseArgs` would otherwise read as short options. */
const NEGATIVE_NUMBER = /^-\d/;
/** Marks a negative number while `parseArgs` runs, so it reaches the command as an argument, not an option. */
const NEGATIVE_MARK = '\u0000';

function unmark(text: string): string {
  return text.replaceAll(NEGATIVE_MARK, '');
}

/**
 * `parseArgs` in strict mode with positionals, turning its errors into a {@link UsageError} with parseArgs'
 * own explanation (it names the unknown option or the missing value). A negative number is an argument, so
 * `nimkit solve 3 -4` reports a bad heap size (exit 1) and `--seed -3` an out-of-range seed, rather than an
 * unknown option `-4`.
 */
export function parseCommandArgs<T extends Options>(args: readonly string[], options: T) {
  const marked = args.map((arg) => (NEGATIVE_NUMBER.test(arg) ? NEGATIVE_MARK + arg : arg));
  let parsed;
  try {
    parsed = parseArgs({ args: marked, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(unmark(error instanceof Error ? error.message.split('\n')[0] ?? error.message : String(error)));
  }
  // No command declares a `multiple` option, so a marked value is always a plain string.
  const values = parsed.values as Record<string, unknown>;
  for (const [key, value] of Object.entries(values)) if (typeof value === 'string') values[key] = unmark(value);
  return { values: parsed.values, positionals: parsed.positionals.map(unmark) };
}

/** Reads a non-negative decimal integer argument exactly: a number when safe, else a bigint. */
export function parseWholeNumber(text: string, what: string): number | bigint {
  if (!/^\d+$/.test(text)) throw new InvalidInputError(`${what} must be a non-negative whole number, got ${JSON.stringify(text)}`);
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : BigInt(text);
}

/** Reads an option that must be a safe integer in `[min, max]`, as a usage error otherwise. */
export function parseIntegerOption(text: string | undefined, name: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  if (text === undefined) return fallback;
  const value = /^-?\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max}, got ${JSON.stringify(text)}`);
  }
  return value;
}

/** Reads `--seed`: any whole number, default a fresh one from the clock so unseeded games differ. */
export function parseSeed(text: string | undefined): number {
  return parseIntegerOption(text, 'seed', Date.now() % 2 ** 32, 0, 2 ** 32 - 1);
}
