import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { withdrawDemoPopups } from './fixtures/content.js';

type TEmbeddedModule = {
  startEmbeddedDatabase: (
    dataDir: string,
    log?: (msg: string) => void,
  ) => Promise<{ url: string; stop: () => Promise<void> }>;
  findFreePort: () => Promise<number>;
};

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_MAIN = path.join(ROOT, 'apps/server/dist/main.js');
const EMBEDDED_DB = path.join(ROOT, 'apps/server/dist/db/embedded.js');
const WEB_DIST = path.resolve(ROOT, process.env.WEB_DIST ?? 'apps/web/dist');
const WEB_INDEX = path.join(WEB_DIST, 'index.html');
// A hang guard: the first start migrates and seeds every demo domain, which takes far longer on a loaded
// 2-core machine than on a quiet one.
const SERVER_START_TIMEOUT_MS = 120_000;
const SERVER_STOP_TIMEOUT_MS = 10_000;
/** Everything the server prints during the run, for when a test fails for a reason only the server knows. */
const SERVER_LOG = path.join(ROOT, '.test-results/e2e-server.log');
const SERVING_LINE = /serving on (http:\/\/\S+)/;

function assertBuilt(): void {
  const missing = [SERVER_MAIN, EMBEDDED_DB, WEB_INDEX].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `The end-to-end tests drive the built site and server; missing:\n${missing.map((f) => `  - ${path.relative(ROOT, f)}`).join('\n')}\nRun \`npm run build\` at the repository root first.`,
    );
  }
}

/** Starts the built server and resolves once it prints its "serving on" line; rejects with its output otherwise. */
function startServer(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const server = spawn(process.execPath, [SERVER_MAIN], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  mkdirSync(path.dirname(SERVER_LOG), { recursive: true });
  const log = createWriteStream(SERVER_LOG);
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  let output = '';
  return new Promise((resolve, reject) => {
    const fail = (why: string) => {
      clearTimeout(timer);
      server.kill('SIGKILL');
      reject(new Error(`The Kirin server ${why}. Its output:\n${output || '(nothing)'}`));
    };
    const timer = setTimeout(
      () => fail(`did not start within ${SERVER_START_TIMEOUT_MS / 1000} s`),
      SERVER_START_TIMEOUT_MS,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (SERVING_LINE.test(output)) {
        clearTimeout(timer);
        server.off('exit', onExit);
        server.stdout?.off('data', onData);
        server.stderr?.off('data', onData);
        resolve(server);
      }
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null) =>
      fail(`exited (code ${code}, signal ${signal})`);
    server.stdout?.on('data', onData);
    server.stderr?.on('data', onData);
    server.once('exit', onExit);
  });
}

function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => server.kill('SIGKILL'), SERVER_STOP_TIMEOUT_MS);
    server.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

/**
 * One PostgreSQL and one server for the whole run: a fresh embedded cluster in a temp dir, then the built
 * server on a free port. Tests read KIRIN_BASE_URL, KIRIN_PORT and KIRIN_DATABASE_URL. Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  assertBuilt();
  const { startEmbeddedDatabase, findFreePort } = (await import(
    pathToFileURL(EMBEDDED_DB).href
  )) as TEmbeddedModule;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kirin-e2e-'));
  const database = await startEmbeddedDatabase(dataDir);
  let server: ChildProcess | undefined;
  const teardown = async () => {
    if (server) await stopServer(server);
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // The server serves a copy of the site, so a rebuild of apps/web during the run cannot pull it away.
    const webCopy = path.join(dataDir, 'web');
    cpSync(WEB_DIST, webCopy, { recursive: true });
    const port = await findFreePort();
    server = await startServer({
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      // The browser connects over loopback; tests name their visitor's address in X-Forwarded-For.
      TRUSTED_PROXY: 'loopback',
      // The whole run logs in from a handful of addresses; the budget itself has its server tests.
      RATE_LIMIT_COSTLY_PER_MINUTE: '1000000',
      // Every e2e registration comes from one address.
      REGISTER_PER_IP_PER_HOUR: '1000000',
      REGISTER_PER_IP_PER_DAY: '1000000',
      JOBS_ENABLED: 'false',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      WEB_DIST: webCopy,
      REDIS_URL: '',
      DEFAULT_MERCHANT: '',
    });
    process.env.KIRIN_PORT = String(port);
    process.env.KIRIN_BASE_URL = `http://127.0.0.1:${port}`;
    process.env.KIRIN_DATABASE_URL = database.url;
    await withdrawDemoPopups(database.url);
    // The demo merchant's first visit makes its sealing key, which the merchants of the tests copy.
    const warmUp = await fetch(`${process.env.KIRIN_BASE_URL}/wps/system/whitelabel`);
    if (!warmUp.ok) throw new Error(`the demo whitelabel answered ${warmUp.status}`);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
