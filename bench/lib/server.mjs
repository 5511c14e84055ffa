import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Starts the built Kirin server on an embedded database in a temporary DATA_DIR; resolves its base URL. */
export async function startKirin(env = {}, options = {}) {
  const main = path.join(repo, 'apps/server/dist/main.js');
  if (!existsSync(main)) throw new Error('apps/server/dist is missing: run `npm run build` first');
  // A given DATA_DIR (prepared beforehand, e.g. with an operator) is the caller's to remove.
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'kirin-bench-'));
  // KIRIN_NODE_ARGS passes flags to the server process only, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = process.env.KIRIN_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, main], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      JOBS_ENABLED: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const onData = (chunk) => {
      output += chunk;
      const match = /serving on (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
  return {
    url,
    /** The server process's id, for its CPU time (bench/lib/capacity.mjs). */
    pid: child.pid,
    stop: async () => {
      const exited = new Promise((r) => child.on('exit', r));
      child.kill('SIGTERM');
      await exited;
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
