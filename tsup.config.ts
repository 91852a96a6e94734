import { defineConfig, type Options } from 'tsup';
import ts from 'typescript';

// Every build is minified: the package must stay small installed, and the readable documentation ships in
// index.d.cts, not in the code. Every build keeps function and class names (`keepNames`): `new Board()` logs
// as `Board` and stack traces name `Nim.remove`, in Node and in an unbundled browser import alike.
// No source maps: a map is only useful beside the sources it points to, and the package ships dist/ only.
const shared = { target: 'es2022', minify: true, keepNames: true } as const;

type Plugin = NonNullable<Options['plugins']>[number];

/** The helper esbuild's `keepNames` declares in each file: `var H=(t,n)=>D(t,"name",{value:n,configurable:!0})`. */
const NAME_HELPER = /var ([\w$]+)=\(([\w$]+),([\w$]+)\)=>([\w$]+)\(\2,"name",\{value:\3,configurable:!0\}\)/;

/** One change to a file: the text from `start` to `end` becomes `text`. */
interface Edit {
  start: number;
  end: number;
  text: string;
}

/**
 * The edits that make `helper`'s calls harmless to a bundler: `{key:H(()=>…,"key")}` loses the call (a
 * function defined in a property already takes the key as its name), so does a call inside a function (a
 * closure's name), and every other call (a module-level function or class) is marked pure.
 * Throws if the name is bound anywhere but the helper's own declaration (a nested parameter of the same
 * short name), where a call could be another function's.
 */
function helperEdits(code: string, helper: string, path: string): { edits: Edit[]; uses: (name: string) => number } {
  const source = ts.createSourceFile(path, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const edits: Edit[] = [];
  const identifiers = new Map<string, number>();
  let bindings = 0;
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node)) identifiers.set(node.text, (identifiers.get(node.text) ?? 0) + 1);
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === helper) {
      const [value, name] = node.arguments;
      const parent = node.parent;
      const namedByKey =
        value !== undefined &&
        (ts.isArrowFunction(value) || (ts.isFunctionExpression(value) && value.name === undefined)) &&
        name !== undefined &&
        ts.isStringLiteral(name) &&
        ts.isPropertyAssignment(parent) &&
        parent.initializer === node &&
        (ts.isIdentifier(parent.name) || ts.isStringLiteral(parent.name)) &&
        parent.name.text === name.text;
      const start = node.getStart(source);
      // parent: the statement; its parent: the block's body; then the static block and its class.
      // (A source file's parent is undefined, whatever the type says.)
      const block = parent.parent.parent as ts.Node | undefined;
      const owner = block !== undefined && ts.isClassStaticBlockDeclaration(block) && block.body.statements.length === 1 ? block.parent : undefined;
      if (ts.isExpressionStatement(parent) && block !== undefined && owner !== undefined && ts.isClassDeclaration(owner) && owner.name !== undefined && ts.isSourceFile(owner.parent)) {
        // `class C{static{H(this,"Name")}…}` becomes `const C=class Name{…};`: V8 names a method's stack frame
        // (`Nim.remove`) after the class's name in the source, never its `name` property, and a bundler drops
        // the class expression whole when nothing uses it. Only where no identifier in the class is `Name`,
        // which the class's own name would shadow; elsewhere the call moves out of the static block, which
        // would keep the helper alive in a bundle even with the call inside it dropped.
        const text = ts.isStringLiteral(name ?? node) ? (name as ts.StringLiteral).text : '';
        const shadows = ts.forEachChild(owner, function find(child): true | undefined {
          return (ts.isIdentifier(child) && child.text === text) || ts.forEachChild(child, find) ? true : undefined;
        });
        edits.push({ start: block.getStart(source), end: block.end, text: '' });
        if (/^[A-Za-z_$][\w$]*$/.test(text) && shadows === undefined && owner.modifiers === undefined) {
          edits.push({ start: owner.getStart(source), end: owner.name.end, text: `const ${owner.name.text}=class ${text}` });
          edits.push({ start: owner.end, end: owner.end, text: ';' });
        } else {
          edits.push({ start: owner.end, end: owner.end, text: `/*#__PURE__*/${helper}(${owner.name.text},${name?.getText(source) ?? '""'});` });
        }
        ts.forEachChild(node, visit);
        return;
      }
      // Inside a function: a closure's name is the function's business; only module-level functions and
      // classes keep theirs (the methods' names are property keys, which minifying never touches).
      const inFunction = ts.findAncestor(parent, ts.isFunctionLike) !== undefined;
      if (!(namedByKey || inFunction)) edits.push({ start, end: start, text: '/*#__PURE__*/' });
      // The call's head and tail go, the function stays: a call nested inside it keeps its own edits' offsets.
      else if (value === undefined) edits.push({ start, end: node.end, text: '' });
      else edits.push({ start, end: value.getStart(source), text: '' }, { start: value.end, end: node.end, text: '' });
    }
    const named = node as { name?: ts.Node };
    const declares =
      (ts.isVariableDeclaration(node) || ts.isParameter(node) || ts.isBindingElement(node) || ts.isFunctionLike(node) || ts.isClassLike(node)) &&
      named.name !== undefined &&
      ts.isIdentifier(named.name) &&
      named.name.text === helper;
    if (declares) bindings++;
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (bindings !== 1) throw new Error(`pure-keep-names: ${path} binds ${helper} ${bindings} times: its calls may not all be keepNames'`);
  return { edits, uses: (name) => identifiers.get(name) ?? 0 };
}

/**
 * Makes the `keepNames` calls of the ESM build (`H(fn,"name")`, `static{H(this,"Name")}`) droppable by a
 * bundler, marking them pure: unmarked, they are calls a bundler must assume have side effects, and they
 * would pin every function of a module an import reaches (`import { nimSum }` would bring the whole bouton
 * folder; scripts/size.mjs checks it does not). Run as is (Node, a browser), the calls still set the names; a
 * bundle loses them, and bundles minify names away anyway.
 */
const pureKeepNames: Plugin = {
  name: 'pure-keep-names',
  renderChunk(code, { path }) {
    const found = NAME_HELPER.exec(code);
    const [declaration, helper, target, name, defineProperty] = found ?? [];
    if (found === null || declaration === undefined || helper === undefined || defineProperty === undefined || !path.endsWith('.js')) return undefined;
    const { edits, uses } = helperEdits(code, helper, path);
    let changed = code;
    // The edits do not overlap (a call nested in another's function keeps its place): from the last back,
    // the earlier offsets stay right (an insertion at a class's end sorts after the removal inside it).
    for (const { start, end, text } of edits.sort((a, b) => b.start - a.start || b.end - a.end)) changed = `${changed.slice(0, start)}${text}${changed.slice(end)}`;
    // `var D=Object.defineProperty` reads a global, which a bundler must keep even when nothing calls the
    // helper; the helper calling Object.defineProperty itself is a plain arrow function, dropped when unused.
    const alias = `var ${defineProperty}=Object.defineProperty;`;
    if (uses(defineProperty) === 2 && changed.includes(alias)) {
      changed = changed
        .replace(alias, '')
        .replace(declaration, `var ${helper}=(${target},${name})=>Object.defineProperty(${target},"name",{value:${name},configurable:!0})`);
    }
    return { code: changed };
  },
};

export default defineConfig([
  {
    // The ESM build, one file per module (`bundle: false`), so a bundler reading `sideEffects: false` drops
    // every module an import does not reach, whatever it holds at module level: `import { nimSum }` brings
    // the nim-sum and its helpers, never the Nim class, the records validator or the play engine.
    // `keepNames` with its calls marked pure (pureKeepNames), so they pin nothing; no code splitting, so each
    // file declares its own small name helper instead of every import reaching a shared chunk.
    ...shared,
    entry: ['src/**/*.ts', '!src/cli/**', '!src/**/*.d.ts'],
    format: ['esm'],
    bundle: false,
    splitting: false,
    platform: 'neutral',
    plugins: [pureKeepNames],
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
