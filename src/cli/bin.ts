import { createInterrupts, guardOutput } from './io.js';
import { main } from './main.js';

// Guarded streams: a closed pipe or a full disk becomes an exit code and one line, never an uncaught 'error'
// event. stderr failures are recorded and ignored: there is nowhere left to report them.
const stdout = guardOutput(process.stdout);
const stderr = guardOutput(process.stderr);
const interrupts = createInterrupts(process, (code) => process.exit(code));

process.exitCode = await main(process.argv.slice(2), { stdout, stderr, stdin: process.stdin, interrupts });
