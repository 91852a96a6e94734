// The unit tests Stryker runs against each mutant (`npm run mutate`): everything but the tests that spawn the
// built CLI or inspect the packed package, which see dist/ rather than the mutated sources. No coverage.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/cli/**', 'test/package.test.ts', 'test/e2e/**'],
    testTimeout: 60_000,
  },
});
