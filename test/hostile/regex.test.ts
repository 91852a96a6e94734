// Issue 15, item 1: "audit every regex that sees input". Every regular expression literal in src/ (the CLI and
// the play engine included) and in the playground's site/src/ is found by parsing the sources, so a pattern
// added later is audited too, and each is run on adversarial texts: long runs of blanks, digits, separators
// and letters (and pairs of them), after every prefix that walks a pattern to a later quantifier, ending in a
// character that makes the match fail, the worst case for a backtracking engine. The slowest texts of each
// pattern must look linear: twice the input takes less than three times as long.
//
// The audit found nothing to fix: every pattern is anchored, and each quantifier is followed by a literal or
// by a class that shares no character with it, so a failed match backtracks at most once over each run. The
// long texts themselves (nim.txt, game records, Nim reprs) are read by hand-written scanners, not patterns.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';
import { ROOT } from '../cli/run.js';
import { fastestMs, looksLinear } from './timing.js';

interface Pattern {
  readonly where: string;
  readonly regex: RegExp;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every regex literal of the sources, and every place that builds a pattern at run time. */
function findPatterns(): { literals: Pattern[]; built: string[] } {
  const literals: Pattern[] = [];
  const built: string[] = [];
  for (const file of [...sourceFiles(join(ROOT, 'src')), ...sourceFiles(join(ROOT, 'site/src'))]) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const where = (node: ts.Node): string => `${relative(ROOT, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node: ts.Node): void => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
        const text = node.getText();
        const slash = text.lastIndexOf('/');
        // lastIndex must not carry over between texts: the audit runs each pattern from the start.
        literals.push({ where: where(node), regex: new RegExp(text.slice(1, slash), text.slice(slash + 1).replace(/[gy]/g, '')) });
      }
      if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && node.expression.getText() === 'RegExp') built.push(where(node));
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { literals, built };
}

// Characters that the patterns give meaning to, a Unicode space, and letters.
const ALPHABET = [' ', '\t', '\u00a0', '1', ':', '-', '.', ',', 'a'];
const PUMPS = [...ALPHABET, ...ALPHABET.flatMap((first) => ALPHABET.filter((second) => second !== first).map((second) => first + second))];
// Prefixes that bring a pattern past its first tokens, so a later quantifier sees the long run.
const PREFIXES = ['', '1', '1 ', '1:', '1:1', '1:1-', '1.', 'a:', '-'];
// Lengths of the texts: long enough that a quadratic pattern takes seconds, short enough to screen them all.
const SCREEN = 20_000;

/** A text of about `size` characters: the prefix, the pump repeated, and a character no pattern accepts there. */
function adversarial(prefix: string, pump: string, size: number): string {
  return `${prefix}${pump.repeat(Math.ceil(size / pump.length))}!`;
}

/** The texts on which `regex` is slowest, by one timing of each at {@link SCREEN} characters. */
function slowest(regex: RegExp, count: number): { prefix: string; pump: string; ms: number }[] {
  const timings = PREFIXES.flatMap((prefix) =>
    PUMPS.map((pump) => {
      const text = adversarial(prefix, pump, SCREEN);
      return { prefix, pump, ms: fastestMs(() => regex.exec(text), 1) };
    }),
  );
  return timings.sort((a, b) => b.ms - a.ms).slice(0, count);
}

const { literals, built } = findPatterns();

describe('item 1 - every regex that sees input matches in linear time', () => {
  test('item 1 - the audit finds the patterns, and none is built at run time', () => {
    // The patterns known when this audit was written: a sudden drop means the scan is broken.
    expect(literals.length).toBeGreaterThanOrEqual(20);
    expect(literals.map(({ where }) => where)).toEqual(expect.arrayContaining([expect.stringMatching(/^src\/sticks\/move-text\.ts:/)]));
    // A pattern built from a string cannot be audited here: review it by hand, then list it.
    expect(built).toEqual([]);
  });

  test('item 1 - the screen tells a quadratic pattern from a linear one', () => {
    // `\s*` runs on both sides of an optional part: the shape the issue warns of. On a long run of blanks and
    // a failing end it tries every split of the run between the two `\s*`.
    const quadratic = /^\s*\d*\s*$/;
    const text = (size: number): string => adversarial('', ' ', size);
    const [small, large] = [text(2_500), text(10_000)];
    const ratio = fastestMs(() => quadratic.exec(large), 1) / Math.max(fastestMs(() => quadratic.exec(small), 2), 0.01);
    // Four times the text: about 16 times the time (4 if it were linear).
    expect(ratio).toBeGreaterThan(8);
  });

  test.each(literals.map(({ where, regex }) => [where, regex] as const))('item 1 - %s %s', (_where, regex) => {
    for (const { prefix, pump } of slowest(regex, 2)) {
      const texts = new Map<number, string>();
      const { single, double, linear } = looksLinear((size) => {
        let text = texts.get(size);
        if (text === undefined) {
          text = adversarial(prefix, pump, size);
          texts.set(size, text);
        }
        regex.exec(text);
      }, SCREEN);
      expect(linear, `${JSON.stringify(prefix + pump)}: ${single.toFixed(2)} ms, then ${double.toFixed(2)} ms`).toBe(true);
    }
  });
});
