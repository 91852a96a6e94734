// The unit tests Stryker runs against each mutant (`npm run mutate`): everything but the tests that spawn the
// built CLI or inspect the packed package, which see dist/ rather than the mutated sources. No coverage.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // test/hostile/cli.test.ts spawns the built CLI too; test/hostile/regex.test.ts reads the sources, which in
    // the sandbox hold every mutant's regex, and audits patterns rather than killing mutants.
    exclude: ['test/cli/**', 'test/package.test.ts', 'test/e2e/**', 'test/hostile/cli.test.ts', 'test/hostile/regex.test.ts'],
    testTimeout: 60_000,
  },
});
