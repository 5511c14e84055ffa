import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type TDb } from '../db/database.js';
import { generateTotpCode } from '../platform/auth/totp.js';
import { createTestApp, createTestDatabase } from '../test/harness.js';
import { runCreateOperator, type TCliIo } from './run-create-operator.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let databaseUrl: string;
let db: TDb;
beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  ({ db } = createDatabase(databaseUrl, 2));
});
afterAll(() => db.destroy());

function captureIo(stdin = ''): TCliIo & { stdout: () => string; stderr: () => string } {
  const out: string[] = [];
  const err: string[] = [];
  return {
    readStdin: async () => stdin,
    out: (text) => out.push(text),
    err: (text) => err.push(text),
    stdout: () => out.join('\n'),
    stderr: () => err.join('\n'),
  };
}
const run = (
  argv: string[],
  io: TCliIo,
  env: NodeJS.ProcessEnv = { DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' },
) => runCreateOperator(argv, env, io);

describe('runCreateOperator', () => {
  it('creates the first owner with a generated password and prints it with the TOTP secret and URI', async () => {
    const io = captureIo();
    expect(await run(['--username', 'Admin', '--role', 'owner'], io)).toBe(0);
    const printed = io.stdout();
    expect(printed).toContain('Operator created: admin (owner, every merchant)');
    const password = /Password: +(\S+)/.exec(printed)?.[1];
    const secret = /TOTP secret: +([A-Z2-7]+)/.exec(printed)?.[1];
    expect(password).toHaveLength(24);
    expect(printed).toMatch(/otpauth URI: +otpauth:\/\/totp\//);

    const app = await createTestApp({}, { databaseUrl });
    try {
      const login = await app.app.inject({
        method: 'POST',
        url: '/ops/auth/login',
        payload: { username: 'admin', password, totpCode: generateTotpCode(secret!) },
      });
      expect(login.json().value.operator).toMatchObject({ username: 'admin', role: 'owner' });
    } finally {
      await app.close();
    }
    const audit = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'operator.create')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      operator_id: null,
      request_id: 'cli:create-operator',
      after: { username: 'admin' },
    });
  });

  it('takes the password from standard input and does not print it', async () => {
    const io = captureIo('a long chosen passphrase\n');
    expect(await run(['--username', 'finance.lead', '--role', 'finance', '--password-stdin'], io)).toBe(0);
    expect(io.stdout()).not.toContain('Password:');
    expect(io.stdout()).not.toContain('a long chosen passphrase');
  });

  it('scopes an operator to merchants by code', async () => {
    const io = captureIo();
    expect(await run(['--username', 'demo.support', '--role', 'support', '--merchants', 'demo'], io)).toBe(0);
    expect(io.stdout()).toContain('(support, merchants demo)');
  });

  it('refuses a duplicate username with a clear message', async () => {
    expect(await run(['--username', 'twice', '--role', 'content'], captureIo())).toBe(0);
    const io = captureIo();
    expect(await run(['--username', 'TWICE', '--role', 'owner'], io)).toBe(1);
    expect(io.stderr()).toBe('An operator named "twice" already exists; choose another --username.');
  });

  it('explains usage mistakes and bad values with exit code 2', async () => {
    for (const argv of [
      [],
      ['--username', 'x1y'],
      ['--username', 'abc', '--role', 'god'],
      ['--nope'],
      ['--username', 'a', '--role', 'owner'],
    ]) {
      const io = captureIo();
      expect(await run(argv, io), argv.join(' ')).toBe(2);
      expect(io.stderr()).not.toBe('');
    }
    const weak = captureIo('short\n');
    expect(await run(['--username', 'weak', '--role', 'owner', '--password-stdin'], weak)).toBe(2);
    expect(weak.stderr()).toBe('password: password_too_short');
    const named = captureIo('my name is weak.name, ok\n');
    expect(await run(['--username', 'weak.name', '--role', 'owner', '--password-stdin'], named)).toBe(1);
    expect(named.stderr()).toBe(
      'Refused: the password is too common, too repetitive, or contains the username',
    );
  });

  it('says clearly that the embedded database is in use when a server holds it', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'kirin-cli-'));
    try {
      mkdirSync(path.join(dataDir, 'pg'));
      // A live pid in postmaster.pid is what a running server leaves there; our own pid is surely alive.
      writeFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), `${process.pid}\n${dataDir}/pg\n`);
      const io = captureIo();
      expect(
        await run(['--username', 'admin2', '--role', 'owner'], io, {
          DATA_DIR: dataDir,
          LOG_LEVEL: 'silent',
        }),
      ).toBe(1);
      expect(io.stderr()).toContain(
        `The embedded database in ${dataDir} is in use by another process (PostgreSQL pid ${process.pid})`,
      );
      expect(io.stderr()).toContain('the Kirin server is probably running');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('npm run operator:create (spawned)', () => {
  it('runs as a process against DATABASE_URL', async () => {
    // Resolve @kirin/contracts to its source, as the tests do, so the run does not depend on a fresh build.
    const configDir = mkdtempSync(path.join(tmpdir(), 'kirin-tsx-'));
    const tsconfig = path.join(configDir, 'tsconfig.json');
    writeFileSync(
      tsconfig,
      JSON.stringify({
        extends: path.join(serverDir, 'tsconfig.json'),
        compilerOptions: {
          baseUrl: path.resolve(serverDir, '../..'),
          paths: { '@kirin/contracts': ['packages/contracts/src/index.ts'] },
        },
      }),
    );
    try {
      const child = spawn(
        'npx',
        [
          'tsx',
          '--tsconfig',
          tsconfig,
          'src/cli/create-operator.ts',
          '--username',
          'spawned',
          '--role',
          'owner',
          '--password-stdin',
        ],
        {
          cwd: serverDir,
          env: {
            PATH: process.env.PATH,
            HOME: process.env.HOME,
            DATABASE_URL: databaseUrl,
            LOG_LEVEL: 'silent',
          },
        },
      );
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk) => (stdout += chunk));
      child.stderr.on('data', (chunk) => (stderr += chunk));
      child.stdin.end('a passphrase for the new owner\n');
      const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
      expect(code, stderr).toBe(0);
      expect(stdout).toContain('Operator created: spawned (owner, every merchant)');
      expect(stdout).toMatch(
        /otpauth URI: +otpauth:\/\/totp\/Kirin%20operators:spawned\?secret=[A-Z2-7]{32}/,
      );
    } finally {
      rmSync(configDir, { recursive: true, force: true });
    }
  });
});
