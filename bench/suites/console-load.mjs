// The operator console's first load: the JavaScript a browser downloads, compressed as the server sends it,
// to show the sign-in page and then the first page after signing in (issue 20's budget: 250 KB). Real
// Chromium against the built server, a real operator made with the command-line tool, a real sign-in.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../lib/chromium.mjs';
import { startKirin } from '../lib/server.mjs';

const BUDGET_KB = 250;
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Creates an enrolled owner in DATA_DIR with the server's own CLI; answers its password and TOTP secret. */
function createOwner(dataDir) {
  const cli = spawnSync(
    process.execPath,
    [
      path.join(repo, 'apps/server/dist/cli/create-operator.js'),
      '--username',
      'benchowner',
      '--role',
      'owner',
    ],
    { env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, encoding: 'utf8' },
  );
  const password = /Password:\s+(\S+)/.exec(cli.stdout)?.[1];
  const secret = /TOTP secret:\s+(\S+)/.exec(cli.stdout)?.[1];
  if (cli.status !== 0 || !password || !secret)
    throw new Error(`operator:create failed\n${cli.stdout}${cli.stderr}`);
  return { username: 'benchowner', password, secret };
}

/** Counts the compressed bytes of every script the page downloads from now on. */
function watchScripts(page) {
  const scripts = new Map();
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const sizes = await request.sizes();
    const response = await request.response();
    scripts.set(request.url(), {
      bytes: sizes.responseBodySize,
      encoding: response?.headers()['content-encoding'] ?? 'identity',
    });
  });
  return scripts;
}

const kb = (bytes) => bytes / 1024;
const total = (scripts) => [...scripts.values()].reduce((sum, s) => sum + s.bytes, 0);

const dataDir = mkdtempSync(path.join(tmpdir(), 'kirin-bench-console-'));
const owner = createOwner(dataDir);
const kirin = await startKirin({}, { dataDir });
const browser = await chromium.launch({
  executablePath: await chromiumPath(),
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const { generateTotpCode } = await import(
    pathToFileURL(path.join(repo, 'apps/server/dist/platform/auth/totp.js')).href
  );
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => globalThis.localStorage.setItem('kirin.console.language', 'EN'));
  const scripts = watchScripts(page);
  await page.goto(`${kirin.url}/console/sign-in`, { waitUntil: 'networkidle' });
  const signInBytes = total(scripts);

  await page.getByLabel('Username').fill(owner.username);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByLabel('Authenticator code').fill(generateTotpCode(owner.secret));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByTestId('operator-badge').waitFor();
  await page.waitForLoadState('networkidle');
  // The landing page has drawn its content (its lazy chunks and any chart are in).
  await page.locator('main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  const firstPageBytes = total(scripts);
  const landing = new URL(page.url()).pathname;

  console.log(
    `console first load, JavaScript as sent (${[...new Set([...scripts.values()].map((s) => s.encoding))].join(', ')})`,
  );
  console.log(
    `  sign-in page                      ${kb(signInBytes).toFixed(1).padStart(7)} KB in ${scripts.size} files so far`,
  );
  console.log(
    `  + first page after sign-in        ${kb(firstPageBytes).toFixed(1).padStart(7)} KB (${landing})`,
  );
  for (const [url, s] of [...scripts.entries()].sort((a, b) => b[1].bytes - a[1].bytes))
    console.log(`    ${kb(s.bytes).toFixed(1).padStart(6)} KB  ${new URL(url).pathname}`);
  const isWithinBudget = kb(firstPageBytes) <= BUDGET_KB;
  console.log(`budget ${BUDGET_KB} KB: ${isWithinBudget ? 'within' : 'OVER'}`);
  process.exitCode = isWithinBudget ? 0 : 1;
  await context.close();
} finally {
  await browser.close();
  await kirin.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
