import { defineConfig } from 'tsup';

// Every build is minified: the package must stay small installed, and the readable documentation ships in
// index.d.cts, not in the code. The CJS and CLI builds keep function and class names for stack traces.
// No source maps: a map is only useful beside the sources it points to, and the package ships dist/ only.
const shared = { target: 'es2022', minify: true, keepNames: true } as const;

export default defineConfig([
  {
    // The ESM build, one file per module (`bundle: false`), so a bundler reading `sideEffects: false` drops
    // every module an import does not reach, whatever it holds at module level: `import { nimSum }` brings
    // the nim-sum and its helpers, never the Nim class, the records validator or the play engine.
    // Without `keepNames`: its `__name(fn, 'name')` wrappers are calls a bundler must assume have side effects,
    // so they would pin every function in place. Nothing in the library reads its own functions' names
    // (errors carry an explicit `name`), so only stack traces see the short names.
    target: 'es2022',
    minify: true,
    entry: ['src/**/*.ts', '!src/cli/**', '!src/**/*.d.ts'],
    format: ['esm'],
    bundle: false,
    platform: 'neutral',
  },
  {
    // The CJS build: one file, with the declarations for both entries (scripts/share-types.mjs points
    // index.d.ts at them). require() loads everything anyway, so it gains nothing from separate files.
    ...shared,
    entry: { index: 'src/index.ts' },
    format: ['cjs'],
    // tsup's declaration build sets `baseUrl`, which TypeScript 6 deprecates.
    dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
    platform: 'neutral',
  },
  {
    // The CLI: ESM only, Node only. It imports the library's public entry, which stays external and resolves
    // to the sibling dist/index.js at run time, so the package holds one copy of the library's code.
    ...shared,
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
