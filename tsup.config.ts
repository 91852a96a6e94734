import { defineConfig } from 'tsup';

export default defineConfig([
  {
    // The library: dual ESM + CJS with a types file for each, so both resolution modes see correct types.
    // No source maps: a map is only useful beside the sources it points to, and the package ships dist/ only.
    entry: { index: 'src/index.ts' },
    format: ['esm', 'cjs'],
    // tsup's declaration build sets `baseUrl`, which TypeScript 6 deprecates.
    dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
    target: 'es2022',
    platform: 'neutral',
  },
  {
    // The CLI: ESM only, Node only. It imports the library's public entry, which stays external and resolves
    // to the sibling dist/index.js at run time, so the package holds one copy of the library's code.
    entry: { cli: 'src/cli/bin.ts' },
    format: ['esm'],
    target: 'node20',
    platform: 'node',
    banner: { js: '#!/usr/bin/env node' },
    // The demo's example files are inlined as strings: only dist/ ships in the package.
    loader: { '.txt': 'text' },
    esbuildPlugins: [
      {
        name: 'library-entry-external',
        setup(build) {
          build.onResolve({ filter: /^\.\.\/index\.js$/ }, (args) =>
            args.importer.includes('/src/cli/') ? { path: './index.js', external: true } : undefined,
          );
        },
      },
    ],
  },
]);
