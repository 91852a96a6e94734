// The size budget of the package, checked by `npm test`: what a one-line import costs a browser bundle
// (esbuild --bundle --minify, then gzip), and what the installed package weighs.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

/** A one-line import and the most it may cost, min+gz, in bytes. */
const IMPORT_BUDGETS = [
  { name: 'nimSum', code: "export { nimSum } from 'nimkit';", budget: 600 },
  { name: 'Nim', code: "export { Nim } from 'nimkit';", budget: 800 },
  { name: 'winningMove', code: "export { winningMove } from 'nimkit';", budget: 1200 },
  {
    name: 'Nim, Bouton, halving, records, sticks',
    code: [
      "export { Nim, nimSum, winningMove, winningMoves, isWinning, solveNimFile } from 'nimkit';",
      "export { halvingMove, halvingLosingNumbers, halvingGrundy, halvingRobotMove } from 'nimkit';",
      "export { validateGame, simulateGame, createGameValidator } from 'nimkit';",
      "export { Board, sticksCompetition, sticksPerfectPlayer, sticksSmartPlayer } from 'nimkit';",
    ].join('\n'),
    budget: 12_000,
  },
];
/** The installed package (`npm pack`'s unpacked size), in bytes. */
const PACKAGE_BUDGET = 200_000;

// Resolve `nimkit` as an importer of the package does (dist/index.js through the exports map), never through
// tsconfig.json's `paths`, which point the type checker at src/.
const packageEntry = fileURLToPath(import.meta.resolve('nimkit'));
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
    logLevel: 'silent',
  });
  const bytes = result.outputFiles[0].contents;
  return { minified: bytes.length, gzipped: gzipSync(bytes, { level: 9 }).length };
}

let failed = false;
const rows = [];
for (const { name, code, budget } of IMPORT_BUDGETS) {
  const { minified, gzipped } = await importCost(code);
  const ok = gzipped <= budget;
  failed ||= !ok;
  rows.push(`${ok ? 'ok  ' : 'OVER'}  import { ${name} }: ${gzipped} B min+gz (${minified} B min), budget ${budget} B`);
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
