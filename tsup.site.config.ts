import { copyFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'tsup';
import type { Options } from 'tsup';

type EsbuildPlugin = NonNullable<Options['esbuildPlugins']>[number];

// The playground: one classic script (IIFE) so the page also runs from file://, where module scripts are blocked.
// `nimkit` is bundled in from what the package's exports map gives an ESM importer (dist/index.js, so run
// `npm run build` first), never from src/: the page exercises what ships.
const packageEntry = fileURLToPath(import.meta.resolve('nimkit'));

const BUILD = { bundle: true, format: 'iife', platform: 'browser', target: 'es2022' } as const;

/** tsconfig.json maps `nimkit` to src/ for the type checker; this resolver takes precedence over it. */
const nimkitPackageEntry: EsbuildPlugin = {
  name: 'nimkit-package-entry',
  setup(build) {
    build.onResolve({ filter: /^nimkit$/ }, () => ({ path: packageEntry }));
  },
};

/**
 * `import source from 'inline-worker:./record-worker.js'` gives the bundled worker as a string. The page starts
 * it from a Blob URL: Chromium refuses `new Worker('file:///…')`, so a second script file would break the page
 * opened from disk, while a Blob URL works from file:// and http alike.
 */
const inlineWorker: EsbuildPlugin = {
  name: 'inline-worker',
  setup(build) {
    build.onResolve({ filter: /^inline-worker:/ }, (args) => ({
      path: resolve(args.resolveDir, args.path.slice('inline-worker:'.length).replace(/\.js$/, '.ts')),
      namespace: 'inline-worker',
    }));
    build.onLoad({ filter: /.*/, namespace: 'inline-worker' }, async (args) => {
      const result = await build.esbuild.build({
        ...BUILD,
        entryPoints: [args.path],
        write: false,
        minify: true,
        metafile: true,
        plugins: [nimkitPackageEntry],
      });
      const [output] = result.outputFiles;
      if (output === undefined) throw new Error(`no output for ${args.path}`);
      return {
        contents: output.text,
        loader: 'text',
        resolveDir: dirname(args.path),
        watchFiles: Object.keys(result.metafile.inputs).map((input) => resolve(input)),
      };
    });
  },
};

export default defineConfig({
  entry: { playground: 'site/src/main.ts' },
  outDir: 'site/dist',
  format: [BUILD.format],
  outExtension: () => ({ js: '.js' }),
  platform: BUILD.platform,
  target: BUILD.target,
  clean: true,
  noExternal: ['nimkit'],
  esbuildPlugins: [nimkitPackageEntry, inlineWorker],
  onSuccess: () => {
    for (const file of ['index.html', 'style.css']) copyFileSync(`site/${file}`, `site/dist/${file}`);
    return Promise.resolve();
  },
});
