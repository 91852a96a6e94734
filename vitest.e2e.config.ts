import { defineConfig } from 'vitest/config';

// The browser tests: `npm run test:e2e` builds site/dist, then drives headless Chromium through it. Kept apart
// from the unit run (vitest.config.ts includes only test/**/*.test.ts) and without coverage.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
