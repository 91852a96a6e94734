// After the build: dist/index.d.ts (the ESM entry's types) re-exports dist/index.d.cts instead of holding a
// second copy of every declaration. Both entries see the same types; the package ships them once.
import { writeFileSync } from 'node:fs';

writeFileSync(
  new URL('../dist/index.d.ts', import.meta.url),
  "// The declarations live in index.d.cts; the ESM entry shares them.\nexport * from './index.cjs';\n",
);
