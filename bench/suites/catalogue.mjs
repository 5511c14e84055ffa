// Issue 5: the catalogue's hot read paths against a bare Fastify "hello world" on the same machine, measured
// the same way in one run: GET /wps/relay/GCSGAME_hotGamesV2 (the hot games of the demo catalogue) and
// GET /lgw/games/game_menus (the header's menu, read on every page), on the demo catalogue (SEED_DEMO).
// Target: each at least 0.7 of the reference's requests per second; exits non-zero below it.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { measure, printRow } from '../lib/load.mjs';
import { startKirin } from '../lib/server.mjs';

const TARGET_RATIO = 0.7;
// BENCH_SECONDS shortens the run for a smoke test; the figures in docs/performance.md use the default.
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CALLS = [
  '/wps/relay/GCSGAME_hotGamesV2?merchantCode=demo&isPlatform=2&platform=flash,html5-desktop&language=EN',
  '/lgw/games/game_menus',
];

// The reference runs in a process of its own, as Kirin does: served from the benchmark's own process it would
// share one thread with the load generator and look slower than it is.
const BARE_SERVER = `
  import { createRequire } from 'node:module';
  const Fastify = createRequire(${JSON.stringify(new URL('../../apps/server/package.json', import.meta.url).pathname)})('fastify');
  const app = Fastify();
  app.get('/hello', async () => ({ success: true, value: 'hello' }));
  console.log('listening on ' + (await app.listen({ port: 0, host: '127.0.0.1' })));
`;

/** Starts the bare Fastify hello world in a child process; resolves its URL and a stop function. */
async function startBare() {
  const child = spawn(process.execPath, ['--input-type=module', '-e', BARE_SERVER], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`bare Fastify exited (${code}): ${output}`)));
  });
  return {
    url,
    stop: async () => {
      const exited = new Promise((r) => child.on('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const bare = await startBare();
const bareUrl = bare.url;
// For comparison only: the same hello world served from this process, as bench/suites/system-config.mjs does.
const require = createRequire(new URL('../../apps/server/package.json', import.meta.url));
const inProcess = require('fastify')();
inProcess.get('/hello', async () => ({ success: true, value: 'hello' }));
const inProcessUrl = await inProcess.listen({ port: 0, host: '127.0.0.1' });
const kirin = await startKirin({ SEED_DEMO: 'true' });
let failed = false;
try {
  console.log(
    `load average before: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  // What the site's browsers send: the cached reads answer them with the gzip built once per catalogue change.
  const headers = { merchant: 'demo', 'accept-encoding': 'gzip, deflate, br' };
  // The answers must be the real catalogue, not an empty list served fast.
  const hot = await (await fetch(`${kirin.url}${CALLS[0]}`, { headers })).json();
  const menus = await (await fetch(`${kirin.url}${CALLS[1]}`, { headers })).json();
  if (!(hot.value?.list?.length > 0) || !(menus.value?.categories?.length > 0))
    throw new Error(`the demo catalogue is empty: ${JSON.stringify({ hot, menus }).slice(0, 300)}`);
  console.log(`hot games: ${hot.value.list.length}; menu categories: ${menus.value.categories.length}`);

  // A short warm-up of each path, discarded (JIT, connection pool, first cache fill).
  for (const call of CALLS) await measure({ url: `${kirin.url}${call}`, headers, seconds: 2 });
  await measure({ url: `${bareUrl}/hello`, seconds: 2 });

  // The machine is shared (2 cores): reference and calls are measured in turns, ROUNDS times, and each call's
  // ratio is the median of its ratios to the reference of the same round, so a burst of other work
  // during one measurement does not decide the verdict.
  const rows = { reference: [], inProcess: [], ...Object.fromEntries(CALLS.map((c) => [c, []])) };
  const ratios = Object.fromEntries(CALLS.map((c) => [c, []]));
  for (let round = 0; round < ROUNDS; round++) {
    const reference = await measure({ url: `${bareUrl}/hello`, seconds: SECONDS });
    rows.reference.push(reference);
    rows.inProcess.push(await measure({ url: `${inProcessUrl}/hello`, seconds: SECONDS }));
    for (const call of CALLS) {
      const m = await measure({ url: `${kirin.url}${call}`, headers, seconds: SECONDS });
      rows[call].push(m);
      ratios[call].push(m.requestsPerSecond / reference.requestsPerSecond);
    }
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const medianRow = (ms) => ({
    requestsPerSecond: median(ms.map((m) => m.requestsPerSecond)),
    p50Ms: median(ms.map((m) => m.p50Ms)),
    p99Ms: median(ms.map((m) => m.p99Ms)),
  });
  console.log(`medians of ${ROUNDS} rounds of ${SECONDS} s:`);
  printRow('bare Fastify hello world', medianRow(rows.reference));
  printRow('  the same, in the load process', medianRow(rows.inProcess));
  for (const call of CALLS) {
    const ratio = median(ratios[call]);
    printRow(call.split('?')[0], medianRow(rows[call]));
    const verdict = ratio >= TARGET_RATIO ? 'PASS' : 'FAIL';
    const each = ratios[call].map((r) => r.toFixed(2)).join(', ');
    console.log(
      `${''.padEnd(36)} ratio to reference ${ratio.toFixed(2)} (rounds: ${each}; target ≥ ${TARGET_RATIO}): ${verdict}`,
    );
    failed ||= ratio < TARGET_RATIO;
  }
  console.log(
    `load average after: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await kirin.stop();
  await bare.stop();
  await inProcess.close();
}
process.exit(failed ? 1 : 0);
