import { copyFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'tsup';

// The playground: one classic script (IIFE) so the page also runs from file://, where module scripts are blocked.
// `nimkit` is bundled in from what the package's exports map gives an ESM importer (dist/index.js, so run
// `npm run build` first), never from src/: the page exercises what ships.
const packageEntry = fileURLToPath(import.meta.resolve('nimkit'));

export default defineConfig({
  entry: { playground: 'site/src/main.ts' },
  outDir: 'site/dist',
  format: ['iife'],
  outExtension: () => ({ js: '.js' }),
  platform: 'browser',
  target: 'es2022',
  clean: true,
  noExternal: ['nimkit'],
  esbuildPlugins: [
    {
      // tsconfig.json maps `nimkit` to src/ for the type checker; this resolver takes precedence over it.
      name: 'nimkit-package-entry',
      setup(build) {
        build.onResolve({ filter: /^nimkit$/ }, () => ({ path: packageEntry }));
      },
    },
  ],
  onSuccess: () => {
    for (const file of ['index.html', 'style.css']) copyFileSync(`site/${file}`, `site/dist/${file}`);
    return Promise.resolve();
  },
});
