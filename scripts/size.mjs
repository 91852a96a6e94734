// The size budget of the package, checked by `npm test` after the build: what a one-line import costs a
// browser bundle (esbuild --bundle --minify, then gzip), which of the package's modules it pulls in, and
// what the installed package weighs. Exits 1 when a budget is exceeded or an import reaches a module it
// must not.
import { execFileSync } from 'node:child_process';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

// The modules of dist/ that an import may reach, by path prefix. An import of one system must reach none of
// the others: a module outside its list fails the check even if it adds only a few bytes, so a new system
// (a new folder of dist/) is caught as well.
const NIM_SUM = ['index.js', 'types.js', 'errors/', 'internal/integers.js', 'bouton/index.js', 'bouton/nim-sum.js', 'bouton/heaps.js'];
const NIM = ['index.js', 'types.js', 'errors/', 'internal/integers.js', 'nim/'];
const BOUTON = ['index.js', 'types.js', 'errors/', 'internal/', 'bouton/'];
const TODAY = ['index.js', 'types.js', 'errors/', 'internal/', 'random/', 'nim/', 'bouton/', 'halving/', 'records/', 'sticks/'];

/**
 * A one-line import; the most it may cost, min+gz, in bytes (`null`: measured, not enforced); and the
 * module prefixes it may reach. The goals were 600 B for nimSum, 800 B for Nim and 12,000 B for
 * today's systems together; the budgets are the measured sizes with a little headroom, since the exact
 * messages the functions must give do not fit in the goals (see the README's Size paragraph). In 0.4.0 the
 * shared describeValue escapes control characters in every message that quotes input (about 15 B).
 */
const IMPORT_BUDGETS = [
  { name: 'nimSum', code: "export { nimSum } from 'nimkit';", budget: 1_450, only: NIM_SUM },
  { name: 'Nim', code: "export { Nim } from 'nimkit';", budget: 2_400, only: NIM },
  { name: 'winningMove', code: "export { winningMove } from 'nimkit';", budget: 1_950, only: BOUTON },
  { name: 'isNimkitError', code: "export { isNimkitError } from 'nimkit';", budget: 800, only: ['index.js', 'errors/'] },
  {
    name: 'Nim, Bouton, halving, records, sticks',
    code: [
      "export { Nim, nimSum, winningMove, winningMoves, isWinning, solveNimFile } from 'nimkit';",
      "export { halvingMove, halvingLosingNumbers, halvingGrundy, halvingRobotMove } from 'nimkit';",
      "export { validateGame, simulateGame, createGameValidator } from 'nimkit';",
      "export { Board, sticksCompetition, sticksPerfectPlayer, sticksSmartPlayer } from 'nimkit';",
    ].join('\n'),
    budget: 13_400,
    only: TODAY,
  },
  // The play engine: informational, while it grows.
  { name: 'nimGame', code: "export { nimGame } from 'nimkit';", budget: null, only: null },
  {
    name: 'nimGame, playMatch, perfectPlayer, mctsPlayer, competition',
    code: "export { nimGame, playMatch, perfectPlayer, mctsPlayer, competition } from 'nimkit';",
    budget: null,
    only: null,
  },
  { name: '* (everything)', code: "export * from 'nimkit';", budget: null, only: null },
];
/**
 * The installed package (`npm pack`'s unpacked size), in bytes. The goal is 200 kB; the package is
 * over it (README, Size), so this budget stops it from growing unnoticed while that is decided. It was 440 kB
 * before the Nim family (seven games, their theory and their TSDoc) and the hardened heap games added about
 * 210 kB, a third of it in `index.d.cts`; 660 kB before 0.3.0 added about 135 kB: the research-scale heap
 * games (the rare split, compact values, CGSuite's whole notation, the census), match records and replay,
 * the CLI's census, value files and replay commands, and names kept in the ESM build (about 21 kB).
 * 0.4.0's values, sums, loopy games, misère quotients, the nim field, tartans, Hackenbush, Euclid and the
 * board games (Node Kayles, Cram, Chomp) took it past 0.3.0's 820 kB, to 1,083 kB.
 * The heap games' WebAssembly core (its bytes as base64 in the ESM and CJS builds, its memory code) about 12 kB.
 * Building a misère quotient's new generator from its table (misere-adjoin, about 6 kB with its TSDoc and map) about 6 kB more.
 */
const PACKAGE_BUDGET = 1_140_000;

// Resolve `nimkit` as an importer of the package does (dist/index.js through the exports map), never through
// tsconfig.json's `paths`, which point the type checker at src/.
const packageEntry = fileURLToPath(import.meta.resolve('nimkit'));
const distDirectory = fileURLToPath(new URL('../dist/', import.meta.url));
const packageEntryPlugin = {
  name: 'nimkit-package-entry',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^nimkit$/ }, () => ({ path: packageEntry }));
  },
};

async function importCost(code) {
  const result = await build({
    plugins: [packageEntryPlugin],
    stdin: { contents: code, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const bytes = result.outputFiles[0].contents;
  // The modules that put code into the output (a module esbuild read but dropped entirely has 0 bytes).
  const [output] = Object.values(result.metafile.outputs);
  const modules = Object.entries(output.inputs)
    .filter(([, { bytesInOutput }]) => bytesInOutput > 0)
    .map(([path]) => relative(distDirectory, path).replaceAll('\\', '/'))
    .filter((path) => path !== '<stdin>');
  return { minified: bytes.length, gzipped: gzipSync(bytes, { level: 9 }).length, modules };
}

let failed = false;
const rows = [];
for (const { name, code, budget, only } of IMPORT_BUDGETS) {
  const { minified, gzipped, modules } = await importCost(code);
  const strays = only === null ? [] : modules.filter((module) => !only.some((prefix) => module.startsWith(prefix)));
  const ok = (budget === null || gzipped <= budget) && strays.length === 0;
  failed ||= !ok;
  const limit = budget === null ? 'no budget' : `budget ${budget} B`;
  const reach = strays.length === 0 ? '' : `; reaches ${strays.join(', ')}`;
  rows.push(`${ok ? 'ok  ' : 'OVER'}  import { ${name} }: ${gzipped} B min+gz (${minified} B min), ${limit}${reach}`);
}
const [packed] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
const packageOk = packed.unpackedSize <= PACKAGE_BUDGET;
failed ||= !packageOk;
rows.push(`${packageOk ? 'ok  ' : 'OVER'}  package: ${packed.unpackedSize} B unpacked in ${packed.files.length} files, budget ${PACKAGE_BUDGET} B`);
console.log(rows.join('\n'));
if (failed) {
  console.error('size: over budget');
  process.exitCode = 1;
}
