import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { repo } from './services.mjs';

const START_TIMEOUT_MS = 90_000;
/** Output kept per process for the error of a failed start or an unexpected exit. */
const KEPT_OUTPUT_CHARS = 20_000;

/** A port nobody listens on now (the OS picks it); the process is then started on it, and restarted on it. */
export function findFreePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * One built Kirin server process (`apps/server/dist/main.js`) on a fixed port: `start()` resolves once it
 * prints its address, `kill(signal)` resolves when it has exited, `start()` again restarts it on the same
 * port (the proxy in front keeps its address). `env` is added to this process's environment; `onOutput`, when
 * given, hears everything it prints.
 */
export function serverProcess({ name, port, env, onOutput }) {
  const main = path.join(repo, 'apps/server/dist/main.js');
  if (!existsSync(main)) throw new Error('apps/server/dist is missing: run `npm run build` first');
  let child;
  let exited;
  let output = '';
  const state = { name, port, url: `http://127.0.0.1:${port}`, starts: 0, pid: undefined };

  async function start() {
    output = '';
    child = spawn(process.execPath, [main], {
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    state.pid = child.pid;
    state.starts += 1;
    const thisChild = child;
    exited = new Promise((resolve) => thisChild.once('exit', (code, signal) => resolve({ code, signal })));
    const keep = (chunk) => {
      output = (output + chunk).slice(-KEPT_OUTPUT_CHARS);
      onOutput?.(String(chunk));
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    await new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        thisChild.kill('SIGKILL');
        reject(new Error(`${name} did not start within ${START_TIMEOUT_MS / 1000} s:\n${output}`));
      }, START_TIMEOUT_MS);
      const onData = () => {
        if (/serving on http/.test(output)) {
          clearTimeout(timer);
          thisChild.stdout.off('data', onData);
          resolve();
        }
      };
      thisChild.stdout.on('data', onData);
      void exited.then(({ code, signal }) => {
        clearTimeout(timer);
        reject(new Error(`${name} exited while starting (${code ?? signal}):\n${output}`));
      });
    });
  }

  return {
    state,
    start,
    /** Sends `signal` and resolves once the process has exited (at once if it is not running). */
    async kill(signal = 'SIGTERM') {
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      await exited;
    },
    isRunning: () => Boolean(child) && child.exitCode === null && child.signalCode === null,
    output: () => output,
  };
}
