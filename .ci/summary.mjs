// Prints the closing `N passed, N failed` line from vitest JSON reports; exits 1 if any test failed
// or a report is missing.
import { readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let ok = true;
for (const file of process.argv.slice(2)) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  } catch {
    console.error(`summary: no test report at ${file}`);
    ok = false;
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
