import { parseArgs, type ParseArgsConfig } from 'node:util';
import { WorkLimitError, type Ending } from '../index.js';

/** A usage error: printed as one line on stderr, exit code 2. */
export class UsageError extends Error {
  override readonly name: string = 'UsageError';
}

/**
 * A usage error in the options themselves (unknown, missing a value, a value for a flag): printed with the
 * command's usage line, since the user may not know which options exist.
 */
export class OptionError extends UsageError {
  override readonly name = 'OptionError';
}

/** A file that cannot be read: printed as one line on stderr, exit code 2. */
export class UnreadableFileError extends Error {
  override readonly name = 'UnreadableFileError';
}

/** An invalid input (a bad heap list): printed as one line on stderr, exit code 1. */
export class InvalidInputError extends Error {
  override readonly name = 'InvalidInputError';
}

/**
 * A library limit as one line of `nimkit COMMAND`: a work limit names the CLI's way past it (`--out FILE` for
 * `grundy`), not the library's option; any other `RangeError` is invalid input with the library's message.
 */
export function limitAsInput(error: unknown, command: string): unknown {
  if (error instanceof WorkLimitError) {
    const subject = error.task === 'values' ? `the Grundy values of heaps 0 … ${error.count - 1} need` : `a period search over ${error.count} values needs`;
    const steps = error.maxWork === 2 ** 33 ? '2^33 steps (about 10 s)' : `${error.maxWork} steps`;
    const way = command === 'grundy' ? '--out FILE computes them with no work limit' : "nimkit grundy CODE --count N --out FILE computes values with none";
    return new InvalidInputError(`${subject} more than nimkit's work limit of ${steps} without a proved period: ${way}`);
  }
  return error instanceof RangeError ? new InvalidInputError(error.message) : error;
}

/** Runs `action`, turning a library limit into invalid input ({@link limitAsInput}). */
export function withinLimits<T>(action: () => T, command = 'grundy'): T {
  try {
    return action();
  } catch (error) {
    throw limitAsInput(error, command);
  }
}

type Options = NonNullable<ParseArgsConfig['options']>;

/** A negative number such as `-4` or `-1.5`, which `parseArgs` would otherwise read as short options. */
const NEGATIVE_NUMBER = /^-\d/;
/** Marks a negative number while `parseArgs` runs, so it reaches the command as an argument, not an option. */
const NEGATIVE_MARK = '\u0000';

function unmark(text: string): string {
  return text.replaceAll(NEGATIVE_MARK, '');
}

/** The longest argument text a message quotes whole; longer ones are cut, with their length. */
export const QUOTE_LIMIT = 100;

/** At most `limit` characters of `text`, never ending inside a surrogate pair; `null` when it fits whole. */
function cutText(text: string, limit = QUOTE_LIMIT): string | null {
  if (text.length <= limit) return null;
  // Never cut inside a surrogate pair: half a pair would print as an escape.
  const last = text.charCodeAt(limit - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? limit - 1 : limit);
}

/** C1 controls and DEL, which JSON leaves as they are, though a terminal obeys them (`\u009b` starts a CSI). */
const UNESCAPED_CONTROLS = /[\u007f-\u009f]/g;

/** `text` with every control character escaped as JSON writes it (`\n`, `\u001b`, `\u009b`), nothing else changed. */
function escapeControls(text: string): string {
  // eslint-disable-next-line no-control-regex -- the control characters are what this finds
  return text.replace(/[\u0000-\u001f\u007f-\u009f]/g, (char) => (char.charCodeAt(0) < 0x20 ? JSON.stringify(char).slice(1, -1) : `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`));
}

/**
 * An argument quoted for a one-line message: JSON-escaped (C1 controls too), at most `limit` characters of it
 * ({@link QUOTE_LIMIT}; a path is shown whole, see `inputLabel`).
 *
 * @example
 * ```ts
 * quoteArgument('x');             // '"x"'
 * quoteArgument('9'.repeat(500)); // '"999…9"… (500 characters)', 100 nines quoted
 * ```
 */
export function quoteArgument(text: string, limit = QUOTE_LIMIT): string {
  const cut = cutText(text, limit);
  const quoted = JSON.stringify(cut ?? text).replace(UNESCAPED_CONTROLS, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return cut === null ? quoted : `${quoted}… (${text.length} characters)`;
}

/**
 * Text from a file or a user shown unquoted in a line (a record's player names and moves): its control
 * characters escaped, cut at {@link QUOTE_LIMIT} characters like {@link quoteArgument}.
 *
 * @example
 * ```ts
 * showText('Ann');          // 'Ann'
 * showText('\u001b[2J');    // '\\u001b[2J'
 * ```
 */
export function showText(text: string): string {
  const cut = cutText(text);
  return cut === null ? escapeControls(text) : `${escapeControls(cut)}… (${text.length} characters)`;
}

/**
 * Checks the option tokens against the command's options, in nimkit's words: `parseArgs` would explain
 * `--` escapes and value syntax in Node's phrasing, several lines long.
 */
function checkOptionTokens(args: readonly string[], options: Options): void {
  const { tokens } = parseArgs({ args: [...args], options, allowPositionals: true, strict: false, tokens: true });
  // An option's first value and how it was written: a later, different value is a conflict, not an override.
  const given = new Map<string, { shown: string; value: string }>();
  for (const token of tokens) {
    if (token.kind !== 'option') continue;
    const shown = unmark(token.rawName);
    const option = Object.hasOwn(options, token.name) ? options[token.name] : undefined;
    if (option === undefined) throw new OptionError(`unknown option ${quoteArgument(shown)}`);
    if (option.type === 'boolean' && token.value !== undefined) throw new OptionError(`option ${shown} takes no value`);
    if (option.type === 'string') {
      if (token.value === undefined) throw new OptionError(`option ${shown} needs a value`);
      // `--seed --json`: parseArgs calls this ambiguous; a value that starts with - must be written --seed=-x.
      if (!token.inlineValue && token.value.length > 1 && token.value.startsWith('-')) {
        throw new OptionError(`option ${shown} needs a value, got the option ${quoteArgument(token.value)}`);
      }
      const value = unmark(token.value);
      const first = given.get(token.name);
      if (first === undefined) given.set(token.name, { shown, value });
      else if (first.value !== value) {
        throw new UsageError(`${first.shown} ${quoteArgument(first.value)} and ${shown} ${quoteArgument(value)} say different things; give one`);
      }
    }
  }
}

/** Whether the option argument `arg` (`--name`, `-x`, `-xyz`) takes the next argument as its value. */
function takesNextArgument(arg: string, options: Options): boolean {
  const typeOf = (option: Options[string] | undefined): string | undefined => option?.type;
  if (arg.startsWith('--')) return !arg.includes('=') && typeOf(Object.hasOwn(options, arg.slice(2)) ? options[arg.slice(2)] : undefined) === 'string';
  const short = (letter: string | undefined): Options[string] | undefined => Object.values(options).find((option) => option.short === letter);
  // `-s5` is a value written inline; in a group `-hs`, only the last letter can take the next argument.
  if (typeOf(short(arg[1])) === 'string') return arg.length === 2;
  return typeOf(short(arg.at(-1))) === 'string';
}

/**
 * Splits the arguments into option arguments (with their values) and positionals in one linear scan:
 * Node's `parseArgs` shifts its argument array once per argument, which is quadratic — 12 s for 100,000 heap
 * sizes — so it only ever sees the few option arguments.
 */
function splitArguments(args: readonly string[], options: Options): { optionArgs: string[]; positionals: string[] } {
  const optionArgs: string[] = [];
  const positionals: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] ?? '';
    if (arg === '--') {
      for (index++; index < args.length; index++) positionals.push(args[index] ?? '');
      break;
    }
    if (!arg.startsWith('-') || arg === '-') {
      positionals.push(arg);
      continue;
    }
    optionArgs.push(arg);
    if (takesNextArgument(arg, options) && index + 1 < args.length) optionArgs.push(args[++index] ?? '');
  }
  return { optionArgs, positionals };
}

/**
 * `parseArgs` in strict mode with positionals, linear in the number of arguments. Unknown options, missing
 * values and values given to flags are a {@link UsageError} in nimkit's own words (`unknown option
 * "--bogus"`), never Node's text; so is one option given twice with different values (`--play normal --play
 * misere`), which would otherwise silently take the last. A negative number is an argument, so `nimkit solve 3 -4` reports a bad heap
 * size (exit 1) and `--seed -3` an out-of-range seed, rather than an unknown option `-4`.
 */
export function parseCommandArgs<T extends Options>(args: readonly string[], options: T) {
  const marked = args.map((arg) => (NEGATIVE_NUMBER.test(arg) ? NEGATIVE_MARK + arg : arg));
  const { optionArgs, positionals } = splitArguments(marked, options);
  checkOptionTokens(optionArgs, options);
  let parsed;
  try {
    parsed = parseArgs({ args: optionArgs, options, allowPositionals: true, strict: true });
  } catch {
    // Unreachable after checkOptionTokens, kept so a parseArgs change can never print Node's text.
    throw new OptionError('invalid options');
  }
  // The split and parseArgs disagree only on inputs the split misjudges: then parseArgs decides, slowly.
  if (parsed.positionals.length > 0) {
    checkOptionTokens(marked, options);
    parsed = parseArgs({ args: marked, options, allowPositionals: true, strict: true });
  }
  // No command declares a `multiple` option, so a marked value is always a plain string.
  const values = parsed.values as Record<string, unknown>;
  for (const [key, value] of Object.entries(values)) if (typeof value === 'string') values[key] = unmark(value);
  return { values: parsed.values, positionals: (parsed.positionals.length > 0 ? parsed.positionals : positionals).map(unmark) };
}

/** Reads a non-negative decimal integer argument exactly: a number when safe, else a bigint. */
export function parseWholeNumber(text: string, what: string): number | bigint {
  if (!/^\d+$/.test(text)) throw new InvalidInputError(`${what} must be a non-negative whole number, got ${quoteArgument(text)}`);
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : BigInt(text);
}

/** Reads an option that must be a safe integer in `[min, max]`, as a usage error otherwise. */
export function parseIntegerOption(text: string | undefined, name: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  if (text === undefined) return fallback;
  const value = /^-?\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max}, got ${quoteArgument(text)}`);
  }
  return value;
}

/** Reads `--seed`: any whole number, default a fresh one from the clock so unseeded games differ. */
export function parseSeed(text: string | undefined): number {
  return parseIntegerOption(text, 'seed', Date.now() % 2 ** 32, 0, 2 ** 32 - 1);
}

/** How a game ends: the library's type, re-exported for the commands that read it. */
export type { Ending };

/**
 * The one way every command says its ending: `--play normal|misere`, with `--misere` and `--normal` as
 * aliases. Spread into a command's `parseArgs` options and read with {@link readEnding}. No defaults here:
 * {@link readEnding} must see which flags were given to catch a conflict.
 */
export const ENDING_OPTIONS = {
  play: { type: 'string' },
  misere: { type: 'boolean' },
  normal: { type: 'boolean' },
} as const satisfies Options;

/** The ending options' values as `parseArgs` returns them. */
export interface EndingValues {
  play?: string | undefined;
  misere?: boolean | undefined;
  normal?: boolean | undefined;
}

/**
 * Reads the ending from {@link ENDING_OPTIONS}' values: `fallback` when none is given. A usage error for
 * `--play` with another value, and for flags that say different endings (`--misere --normal`,
 * `--misere --play normal`); the same ending said twice is allowed.
 */
export function readEnding(values: EndingValues, fallback: Ending): Ending {
  const said: { flag: string; ending: Ending }[] = [];
  if (values.play !== undefined) {
    if (values.play !== 'normal' && values.play !== 'misere') {
      throw new UsageError(`--play must be normal or misere, got ${quoteArgument(values.play)}`);
    }
    said.push({ flag: `--play ${values.play}`, ending: values.play });
  }
  if (values.misere === true) said.push({ flag: '--misere', ending: 'misere' });
  if (values.normal === true) said.push({ flag: '--normal', ending: 'normal' });
  const first = said[0];
  if (first === undefined) return fallback;
  const other = said.find((entry) => entry.ending !== first.ending);
  if (other !== undefined) throw new UsageError(`${first.flag} and ${other.flag} say different endings; give one`);
  return first.ending;
}

/** The column where option descriptions start in every command's `--help`. */
export const HELP_COLUMN = 24;

/**
 * The `--help` lines of {@link ENDING_OPTIONS}: what each ending means in this command's game, which is the
 * default, and the aliases. Every command words them the same way.
 *
 * @param rule what each ending means here, e.g. `{ normal: 'whoever takes the last match wins', ... }`.
 */
export function endingHelp(fallback: Ending, rule: { normal: string; misere: string }): string {
  const line = (label: string, text: string): string => `  ${label.padEnd(HELP_COLUMN - 3)} ${text}`;
  const mark = (ending: Ending): string => (ending === fallback ? ' (default)' : '');
  return [
    line('--play normal|misere', `normal: ${rule.normal}${mark('normal')}`),
    line('', `misere: ${rule.misere}${mark('misere')}`),
    line('--normal, --misere', 'the same as --play normal, --play misere'),
  ].join('\n');
}

/**
 * Reads the ending of a command whose game has only one (the sticks game, recorded semicolon games): the
 * ending flags are accepted when they say that ending, and a usage error naming `why` otherwise.
 */
export function readFixedEnding(values: EndingValues, ending: Ending, why: string): Ending {
  const said = readEnding(values, ending);
  if (said !== ending) throw new UsageError(`${why}: --play ${said} is not offered`);
  return ending;
}

/**
 * The `--help` line of {@link ENDING_OPTIONS} for a command with one ending ({@link readFixedEnding}): only what is
 * offered, and why, never the refused ending.
 *
 * @param why why only this ending, e.g. `'Grundy values describe normal play'`.
 */
export function fixedEndingHelp(ending: Ending, why: string): string {
  return `  ${`--play ${ending}`.padEnd(HELP_COLUMN - 3)} the only ending (also --${ending}): ${why}`;
}
