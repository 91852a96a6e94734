import { EventEmitter } from 'node:events';
import { parseArgs } from 'node:util';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { OptionError, parseCommandArgs, quoteArgument, UsageError } from '../../src/cli/args.js';
import { inspectInput } from '../../src/cli/input.js';
import { createInterrupts, describeWriteError, guardOutput, isBrokenPipe, onInterrupt, type CliIo } from '../../src/cli/io.js';

/** A fake writable stream: each write completes on the next turn, failing with `error` when one is set. */
function fakeStream(options: { error?: Error & { code?: string }; isTTY?: boolean } = {}) {
  const isTTY = options.isTTY ?? false;
  const chunks: string[] = [];
  const stream = Object.assign(new EventEmitter(), {
    isTTY,
    write(chunk: string, callback: (error?: Error | null) => void): boolean {
      chunks.push(chunk);
      setImmediate(() => {
        callback(options.error ?? null);
        if (options.error !== undefined) stream.emit('error', options.error);
      });
      return options.error === undefined;
    },
  });
  return { stream, chunks };
}

const systemError = (code: string, message: string): Error & { code: string } => Object.assign(new Error(message), { code });

describe('guardOutput', () => {
  test('guardOutput - passes writes through and settles once they are done', async () => {
    const { stream, chunks } = fakeStream({ isTTY: true });
    const sink = guardOutput(stream);
    expect(sink.write('a')).toBe(true);
    await sink.settled();
    expect([chunks, sink.failure, sink.isTTY]).toEqual([['a', ''], null, true]);
  });

  test('guardOutput - records the first failure, then drops writes without backpressure', async () => {
    const { stream, chunks } = fakeStream({ error: systemError('ENOSPC', 'ENOSPC: no space left on device, write') });
    const sink = guardOutput(stream);
    expect(sink.write('a')).toBe(false);
    await sink.settled();
    expect(sink.failure?.message).toBe('ENOSPC: no space left on device, write');
    expect(sink.write('b')).toBe(true);
    await sink.settled();
    expect(chunks).toEqual(['a', '']);
    expect(stream.listenerCount('error')).toBe(1);
  });

  test.each([
    ['ENOSPC', 'no space left on device'],
    ['EDQUOT', 'disk quota exceeded'],
    ['EFBIG', 'file too large'],
    ['EIO', 'input/output error'],
    ['EBADF', 'the stream is closed'],
    ['EACCES', 'permission denied'],
    ['EPERM', 'permission denied'],
    ['EOTHER', 'raw message'],
  ])('describeWriteError - %s is "%s"', (code, text) => {
    expect(describeWriteError(systemError(code, 'raw message'))).toBe(text);
  });

  test('isBrokenPipe - EPIPE and a write after it, nothing else', () => {
    expect(isBrokenPipe(systemError('EPIPE', 'x'))).toBe(true);
    expect(isBrokenPipe(systemError('ERR_STREAM_DESTROYED', 'x'))).toBe(true);
    expect(isBrokenPipe(systemError('ENOSPC', 'x'))).toBe(false);
  });
});

describe('createInterrupts', () => {
  test('createInterrupts - listens only while something is registered', () => {
    const signals = new EventEmitter();
    const interrupts = createInterrupts(signals, () => undefined);
    expect(signals.listenerCount('SIGINT')).toBe(0);
    const first = interrupts.onInterrupt(() => undefined);
    const second = interrupts.onInterrupt(() => undefined);
    expect([signals.listenerCount('SIGINT'), signals.listenerCount('SIGTERM')]).toEqual([1, 1]);
    first();
    expect(signals.listenerCount('SIGINT')).toBe(1);
    second();
    expect([signals.listenerCount('SIGINT'), signals.listenerCount('SIGTERM')]).toEqual([0, 0]);
  });

  test('createInterrupts - SIGINT undoes newest first, past a failing undo, then exits 130', () => {
    const signals = new EventEmitter();
    const events: string[] = [];
    const interrupts = createInterrupts(signals, (code) => events.push(`exit ${code}`));
    interrupts.onInterrupt(() => events.push('remove spool'));
    interrupts.onInterrupt(() => {
      throw new Error('cannot');
    });
    interrupts.onInterrupt(() => events.push('clear progress'));
    signals.emit('SIGINT', 'SIGINT');
    expect(events).toEqual(['clear progress', 'remove spool', 'exit 130']);
    expect(signals.listenerCount('SIGINT')).toBe(0);
  });

  test('createInterrupts - SIGTERM exits 143; an unregistered undo does not run', () => {
    const signals = new EventEmitter();
    const events: string[] = [];
    const interrupts = createInterrupts(signals, (code) => events.push(`exit ${code}`));
    const release = interrupts.onInterrupt(() => events.push('gone'));
    interrupts.onInterrupt(() => events.push('kept'));
    release();
    signals.emit('SIGTERM', 'SIGTERM');
    expect(events).toEqual(['kept', 'exit 143']);
  });

  test('onInterrupt - without io.interrupts, registering is a no-op', () => {
    const io = { stdout: { write: () => true }, stderr: { write: () => true }, stdin: [] as never } satisfies CliIo;
    const release = onInterrupt(io, () => undefined);
    expect(release).toBeTypeOf('function');
    release();
  });
});

describe('parseCommandArgs', () => {
  const OPTIONS = {
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
    seed: { type: 'string', short: 's' },
  } as const;

  test('parseCommandArgs - agrees with parseArgs on any mix of these arguments', () => {
    const vocabulary = ['3', 'x', '-', '--', '--json', '-h', '-hs', '--seed', '--seed=7', '-s', '-s9', '5', '--bogus', '-j', '--json=1'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...vocabulary), { maxLength: 8 }), (args) => {
        let expected: unknown;
        try {
          const { values, positionals, tokens } = parseArgs({ args, options: OPTIONS, allowPositionals: true, strict: true, tokens: true });
          // One option given twice with different values is a usage error (parseArgs keeps the last).
          const given = new Map<string, string | undefined>();
          const twice = tokens.some((token) => {
            if (token.kind !== 'option') return false;
            const differs = given.has(token.name) && given.get(token.name) !== token.value;
            given.set(token.name, token.value);
            return differs;
          });
          expected = twice ? 'error' : { values, positionals };
        } catch {
          expected = 'error';
        }
        let actual: unknown;
        try {
          actual = parseCommandArgs(args, OPTIONS);
        } catch (error) {
          expect(error).toBeInstanceOf(UsageError);
          actual = 'error';
        }
        expect(actual).toEqual(expected);
      }),
    );
  });

  test('parseCommandArgs - negative numbers are arguments and option values', () => {
    expect(parseCommandArgs(['3', '-4', '--seed', '-5'], OPTIONS)).toEqual({ values: { json: false, help: false, seed: '-5' }, positionals: ['3', '-4'] });
  });

  test.each([
    [['--bogus'], 'unknown option "--bogus"'],
    [['-x'], 'unknown option "-x"'],
    [['--json=yes'], 'option --json takes no value'],
    [['--seed'], 'option --seed needs a value'],
    [['-s'], 'option -s needs a value'],
    [['--seed', '--json'], 'option --seed needs a value, got the option "--json"'],
    [[`--${'y'.repeat(200)}`], `unknown option "--${'y'.repeat(98)}"… (202 characters)`],
  ])('parseCommandArgs - %j is an OptionError: %s', (args, message) => {
    expect(() => parseCommandArgs(args, OPTIONS)).toThrow(new OptionError(message));
  });

  test('parseCommandArgs - 200,000 arguments: four times the arguments take < 10x the time (quadratic: 16x)', () => {
    const time = (count: number): number => {
      const args = Array.from({ length: count }, (_, index) => String(index));
      let best = Number.POSITIVE_INFINITY;
      for (let run = 0; run < 5; run++) {
        const start = performance.now();
        expect(parseCommandArgs([...args, '--json'], OPTIONS).positionals).toHaveLength(count);
        best = Math.min(best, performance.now() - start);
      }
      return best;
    };
    time(50_000);
    expect(time(200_000) / time(50_000)).toBeLessThan(10);
  });

  test('quoteArgument - short text whole, long text cut with its length', () => {
    expect(quoteArgument('a"b')).toBe('"a\\"b"');
    expect(quoteArgument('z'.repeat(101))).toBe(`"${'z'.repeat(100)}"… (101 characters)`);
  });
});

describe('inspectInput', () => {
  test('inspectInput - standard input and devices are read once, regular files again', async () => {
    expect(await inspectInput('-')).toEqual({ rereadable: false, size: 0 });
    expect(await inspectInput('package.json')).toMatchObject({ rereadable: true });
    if (process.platform === 'linux') expect(await inspectInput('/dev/null')).toEqual({ rereadable: false, size: 0 });
  });
});
