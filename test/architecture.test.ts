// The import graph of src/: no cycles (type-only imports included), the engine imports no game, and only
// the CLI may use node: modules.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE = resolve(import.meta.dirname, '../src');
const IMPORT = /^\s*(?:import|export)\s[^'"]*?from\s+'([^']+)'/gm;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every file's imports, as paths relative to src/ (packages and node: modules as written). */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(SOURCE)) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(IMPORT)].map(([, target = '']) =>
      target.startsWith('.') ? relative(SOURCE, resolve(dirname(file), target)).replace(/\.js$/, '.ts') : target,
    );
    graph.set(relative(SOURCE, file), targets);
  }
  return graph;
}

function findCycle(graph: Map<string, string[]>): string[] | undefined {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string): string[] | undefined => {
    if (path.includes(file)) return [...path.slice(path.indexOf(file)), file];
    if (done.has(file) || !graph.has(file)) return undefined;
    path.push(file);
    for (const target of graph.get(file) ?? []) {
      const cycle = visit(target);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(file);
    return undefined;
  };
  for (const file of graph.keys()) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return undefined;
}

describe('the architecture', () => {
  const graph = importGraph();

  it('has no import cycle, type-only imports included', () => {
    expect(graph.size).toBeGreaterThan(50);
    expect(findCycle(graph)).toBeUndefined();
  });

  it('keeps the engine free of particular games', () => {
    const allowed = /^(play|internal|random|errors)\/|^types\.ts$/;
    const engineImports = [...graph].filter(([file]) => file.startsWith('play/')).flatMap(([file, targets]) => targets.map((target) => `${file} -> ${target}`));
    expect(engineImports.filter((edge) => !allowed.test(edge.split(' -> ')[1] ?? ''))).toEqual([]);
  });

  it('uses node: modules only in the CLI', () => {
    const nodeImports = [...graph].filter(([file, targets]) => !file.startsWith('cli/') && targets.some((target) => target.startsWith('node:')));
    expect(nodeImports).toEqual([]);
  });

  it('lets the CLI import only the public entry', () => {
    const reaching = [...graph]
      .filter(([file]) => file.startsWith('cli/'))
      .flatMap(([file, targets]) => targets.filter((target) => !target.startsWith('cli/') && !target.startsWith('node:') && target !== 'index.ts' && !target.startsWith('../')).map((target) => `${file} -> ${target}`));
    expect(reaching).toEqual([]);
  });
});
