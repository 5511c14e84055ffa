// The player site's first visit to /index (issue 22): the JavaScript a browser downloads, compressed as the
// server sends it, the number of requests, and the largest contentful paint. Real Chromium (the one the e2e
// tests drive) against the built server, 4x CPU slowdown and the cache disabled, as a first-time guest.
// One unmeasured load warms the server (its caches, the JIT), then RUNS measured loads; medians are reported.
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../lib/chromium.mjs';
import { startKirin } from '../lib/server.mjs';

const TARGET_JS_KB = 120;
const TARGET_LCP_MS = 1000;
const CPU_SLOWDOWN = 4;
const RUNS = Number(process.env.SITE_BENCH_RUNS ?? 3);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => bytes / 1024;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** Records the largest contentful paint as it is updated: its time and what the element was. */
function observeLcp() {
  new PerformanceObserver((list) => {
    const entry = list.getEntries().at(-1);
    if (!entry) return;
    const el = entry.element;
    const what = el
      ? `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}`
      : '?';
    globalThis.__lcp = { ms: entry.startTime, what, size: entry.size };
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/** One first visit: every response counted with its body as sent (compressed), and the LCP. */
async function visit(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(observeLcp);
  const sizing = [];
  page.on('requestfinished', (request) => {
    sizing.push(
      Promise.all([request.sizes(), request.response()]).then(([sizes, response]) => ({
        url: request.url(),
        type: request.resourceType(),
        bytes: sizes.responseBodySize,
        encoding: response?.headers()['content-encoding'] ?? 'identity',
      })),
    );
  });
  await page.goto(`${url}/index`, { waitUntil: 'load' });
  await page.getByTestId('page-index').waitFor();
  await page.waitForLoadState('networkidle');
  const lcp = await page.evaluate(() => globalThis.__lcp ?? null);
  const responses = await Promise.all(sizing);
  await context.close();
  const scripts = responses.filter((r) => r.type === 'script');
  return {
    jsBytes: scripts.reduce((sum, s) => sum + s.bytes, 0),
    scripts,
    requests: responses.length,
    lcpMs: lcp?.ms ?? Number.POSITIVE_INFINITY,
    lcpWhat: lcp ? `${lcp.what}, ${lcp.size} px²` : 'none',
  };
}

console.log(`load average before: ${load()}`);
const kirin = await startKirin();
const browser = await chromium.launch({ executablePath: await chromiumPath(), args: CHROMIUM_ARGS });
try {
  await visit(browser, kirin.url);
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await visit(browser, kirin.url));
  console.log(
    `/index first visit: ${CPU_SLOWDOWN}x CPU slowdown, cache disabled, ${RUNS} runs after one warm-up`,
  );
  runs.forEach((r, i) =>
    console.log(
      `  run ${i + 1}: ${kb(r.jsBytes).toFixed(1).padStart(6)} KB JS in ${r.scripts.length} files, ${r.requests} requests, LCP ${r.lcpMs.toFixed(0)} ms (${r.lcpWhat})`,
    ),
  );
  const jsKb = kb(median(runs.map((r) => r.jsBytes)));
  const requests = median(runs.map((r) => r.requests));
  const lcpMs = median(runs.map((r) => r.lcpMs));
  const last = runs.at(-1);
  const encodings = [...new Set(last.scripts.map((s) => s.encoding))].join(', ');
  console.log(`  scripts of the last run, as sent (${encodings}):`);
  for (const s of [...last.scripts].sort((a, b) => b.bytes - a.bytes))
    console.log(`    ${kb(s.bytes).toFixed(1).padStart(6)} KB  ${new URL(s.url).pathname}`);
  const isJsOk = jsKb <= TARGET_JS_KB;
  const isLcpOk = lcpMs <= TARGET_LCP_MS;
  console.log(
    `median first-load JavaScript ${jsKb.toFixed(1)} KB (target ≤ ${TARGET_JS_KB}): ${isJsOk ? 'PASS' : 'FAIL'}`,
  );
  console.log(`median requests              ${requests}`);
  console.log(
    `median LCP                   ${lcpMs.toFixed(0)} ms (target ≤ ${TARGET_LCP_MS}): ${isLcpOk ? 'PASS' : 'FAIL'}`,
  );
  console.log(`load average after: ${load()}`);
  process.exitCode = isJsOk && isLcpOk ? 0 : 1;
} finally {
  await browser.close();
  await kirin.stop();
}
