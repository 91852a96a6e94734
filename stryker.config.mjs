// Mutation testing: `npm run mutate` (Stryker 9, vitest runner). Not part of `npm test` or CI: a full run takes
// a long time. Narrow a run with `npx stryker run --mutate 'src/nim/**/*.ts'`; the report lands in reports/.
//
// Keep module-level code in src/ and test/ trivial: a mutant that makes a test file throw while it loads is
// reported as surviving by the vitest runner, not as killed.

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  // The unit tests only: the CLI and package tests run the built dist/, which mutants never reach.
  vitest: { configFile: 'vitest.stryker.config.ts' },
  mutate: [
    'src/bouton/**/*.ts',
    'src/halving/**/*.ts',
    'src/nim/**/*.ts',
    // The whole records system: the validator, the parser (once internal/game-parser.ts) and its split-out rules,
    // diagnostics and UTF-8 decoding, the simulation and the transcript formatters.
    'src/records/**/*.ts',
    'src/internal/integers.ts',
    'src/sticks/**/*.ts',
    '!src/**/index.ts',
  ],
  coverageAnalysis: 'perTest',
  // Module-level constants are shared by every test; mutating them would rerun the whole suite per mutant.
  ignoreStatic: true,
  concurrency: 2,
  timeoutMS: 60_000,
  // The initial run is the whole unit suite with per-test coverage: on a busy two-core machine it takes longer
  // than Stryker's default 5 minutes.
  dryRunTimeoutMinutes: 30,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
};
