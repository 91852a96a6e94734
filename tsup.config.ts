import { defineConfig } from 'tsup';

export default defineConfig([
  {
    // The library: dual ESM + CJS with a types file for each, so both resolution modes see correct types.
    entry: { index: 'src/index.ts' },
    format: ['esm', 'cjs'],
    // tsup's declaration build sets `baseUrl`, which TypeScript 6 deprecates.
    dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
    sourcemap: true,
    target: 'es2022',
    platform: 'neutral',
  },
  {
    // The CLI: ESM only, Node only; the library is bundled in so the bin starts with one file read.
    entry: { cli: 'src/cli/bin.ts' },
    format: ['esm'],
    sourcemap: true,
    target: 'node20',
    platform: 'node',
    banner: { js: '#!/usr/bin/env node' },
    // The demo's example files are inlined as strings: only dist/ ships in the package.
    loader: { '.txt': 'text' },
  },
]);
