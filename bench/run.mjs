#!/usr/bin/env node
// Runs the benchmarks named on the command line (all by default). Needs a built tree (`npm run build`).
//   npm run bench                  every benchmark
//   npm run bench -- system-config one of them
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const available = readdirSync(path.join(here, 'suites'))
  .filter((f) => f.endsWith('.mjs'))
  .map((f) => f.replace(/\.mjs$/, ''));
const wanted = process.argv.slice(2).length ? process.argv.slice(2) : available;
let failed = false;
for (const name of wanted) {
  if (!available.includes(name)) {
    console.error(`unknown benchmark "${name}"; available: ${available.join(', ')}`);
    process.exit(2);
  }
  console.log(`\n### ${name}`);
  const result = spawnSync(process.execPath, [path.join(here, 'suites', `${name}.mjs`)], {
    stdio: 'inherit',
  });
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
