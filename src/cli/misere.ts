import { ENDING_OPTIONS, endingHelp, HELP_COLUMN, parseCommandArgs, parseIntegerOption, readFixedEnding, UsageError } from './args.js';
import { parseGame } from './grundy.js';
import { toJsonLine } from './json.js';
import { EXIT_OK, type CliIo } from './io.js';

function line(label: string, text: string): string {
  return `  ${label.padEnd(HELP_COLUMN - 3)} ${text}`;
}

/** `nimkit misere --help`. */
export const MISERE_HELP = `Usage: nimkit misere CODE|NAME [--max-heap N] [--max-order N] [--json]

The misère quotient of a heap game (Plambeck and Siegel), computed heap by heap as Siegel's MisereSolver does
and proved at every step: its order, P-portion (the elements whose sums are P-positions), presentation
(generators and relations), the pretending function (the element each heap stands for) with its period, and
whether it is final (valid for every heap size: the pretending function repeats long enough for the octal
periodicity argument) or bounded (valid for the heaps it names). A sum of heaps is a P-position in misère play
exactly when the product of its heaps' elements is in the P-portion.

Options:
${line('--max-heap N', 'the largest heap added (default 1000)')}
${line('--max-order N', 'the most elements the quotient may have (default 1024, at most 4096)')}
${line('--json', 'print { game, order, pPortion, presentation, pretending, period, final, ... } as JSON')}
${endingHelp('misere', { normal: 'not offered: normal play needs no quotient (Grundy values)', misere: 'the quotient of misère play' })}
  -h, --help

Exit codes: 0 success (a bounded quotient too), 1 bad code or name, 2 usage error.
`;

/** `nimkit misere CODE`: the misère quotient of a heap game. */
export function misereCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, {
    ...ENDING_OPTIONS,
    'max-heap': { type: 'string' },
    'max-order': { type: 'string' },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  });
  if (values.help) {
    io.stdout.write(MISERE_HELP);
    return Promise.resolve(EXIT_OK);
  }
  readFixedEnding(values, 'misere', 'the misère quotient describes misère play');
  if (positionals.length !== 1) throw new UsageError(positionals.length === 0 ? 'give a heap-game code or name' : 'give one heap-game code or name');
  const maxHeap = parseIntegerOption(values['max-heap'], 'max-heap', 1000, 1, 1 << 16);
  const maxOrder = parseIntegerOption(values['max-order'], 'max-order', 1024, 1, 4096);
  const game = parseGame(positionals[0] ?? '');
  const quotient = game.misereQuotient({ maxHeap, maxOrder });
  if (values.json) {
    io.stdout.write(toJsonLine(quotient.toJSON()));
    return Promise.resolve(EXIT_OK);
  }
  const shown = quotient.pretending(Math.min(quotient.heapsProved + 1, 60));
  const period = quotient.period;
  const lines = [
    `Misère quotient of ${quotient.game}`,
    `  order         ${quotient.order}`,
    `  P-portion     {${quotient.pPortion.join(', ')}} (${quotient.pPortion.length} element${quotient.pPortion.length === 1 ? '' : 's'})`,
    `  presentation  ${quotient.presentation}`,
    `  generators    ${quotient.generators.map(({ name, heap }) => `${name} = heap ${heap}`).join(', ')}`,
    `  pretending    ${shown.map((element, n) => `${n}:${element}`).join(' ')}${shown.length <= quotient.heapsProved ? ' ...' : ''}`,
    period === undefined ? '  period        none proved' : `  period        ${period.period} from heap ${period.preperiod} (proved)`,
    quotient.final
      ? '  final         yes: valid for every heap size'
      : `  final         no: bounded, valid for heaps up to ${quotient.heapsProved} (stopped by ${quotient.stoppedBy ?? 'maxHeap'})`,
  ];
  io.stdout.write(`${lines.join('\n')}\n`);
  return Promise.resolve(EXIT_OK);
}
