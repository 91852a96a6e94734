import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      // The CLI is tested by spawning the built binary, which v8 coverage of this process cannot see.
      exclude: ['src/cli/**'],
      thresholds: { lines: 95, branches: 95 },
      reporter: ['text-summary'],
    },
    benchmark: { include: ['bench/**/*.bench.ts'] },
    // Tests and benchmarks that load the built package let Node load dist/ as it ships, not through vitest's
    // module transform, which rewrites its imports and slows every call across them.
    server: { deps: { external: [/\/dist\//] } },
  },
});
