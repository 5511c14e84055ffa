import { spawn } from 'node:child_process';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '../..');

// A first start migrates and seeds the demo merchant (two weeks of agent play): seconds on a quiet machine,
// much longer on a 2-core CI box under load. The limit is a hang guard, not a speed target.
export const START_LIMIT_MS = 120_000;

/** Runs src/main.ts as the process would run, collecting its output until `until` appears or it exits. */
export function runMain(env: Record<string, string>, until: RegExp, timeoutMs = 40_000) {
  return new Promise<{
    code: number | null;
    output: string;
    kill: (signal?: NodeJS.Signals) => Promise<number | null>;
  }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        LOG_LEVEL: 'warn',
        JOBS_ENABLED: 'false',
        ...env,
      },
    });
    let output = '';
    const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
    const kill = async (signal: NodeJS.Signals = 'SIGTERM') => {
      child.kill(signal);
      return exited;
    };
    const timer = setTimeout(() => resolve({ code: null, output, kill }), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (until.test(output)) {
        clearTimeout(timer);
        resolve({ code: null, output, kill });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      resolve({ code, output, kill });
    });
  });
}
