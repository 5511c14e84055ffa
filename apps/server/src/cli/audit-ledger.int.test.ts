import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type TDb } from '../db/database.js';
import { fundMember } from '../modules/ledger/ledger.factories.js';
import { createTestDatabase } from '../test/harness.js';
import { demoMerchantId, makeMember } from '../test/member-factories.js';
import { runAuditLedgerCli, type TAuditCliIo } from './run-audit-ledger.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let databaseUrl: string;
let db: TDb;
beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  ({ db } = createDatabase(databaseUrl, 2));
});
afterAll(() => db.destroy());

function captureIo(): TAuditCliIo & { stdout: () => string; stderr: () => string } {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out: (text) => out.push(text),
    err: (text) => err.push(text),
    stdout: () => out.join('\n'),
    stderr: () => err.join('\n'),
  };
}
const run = (
  argv: string[],
  io: TAuditCliIo,
  env: NodeJS.ProcessEnv = { DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' },
) => runAuditLedgerCli(argv, env, io);

describe('runAuditLedgerCli', () => {
  it('prints a clean report, keeps the run, and exits 0', async () => {
    const merchantId = await demoMerchantId(db);
    const member = await makeMember(db);
    await fundMember(db, { merchantId, memberId: member.id, amountMinor: 5_000n });
    const io = captureIo();
    expect(await run([], io)).toBe(0);
    expect(io.stdout()).toMatch(/^Ledger audit run \d+: clean\nAccounts 2, transactions 1, entries 2$/);
    const stored = await db
      .selectFrom('ledger_audit_run')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ is_clean: true, report: expect.objectContaining({ isClean: true }) });
    expect(stored.finished_at).not.toBeNull();
  });

  it('prints JSON with --json', async () => {
    const io = captureIo();
    expect(await run(['--json'], io)).toBe(0);
    expect(JSON.parse(io.stdout())).toMatchObject({ isClean: true, problems: [], entries: 2 });
  });

  it('explains usage', async () => {
    const help = captureIo();
    expect(await run(['--help'], help)).toBe(0);
    expect(help.stdout()).toContain('Usage: npm run ledger:audit');
    const wrong = captureIo();
    expect(await run(['--fix'], wrong)).toBe(2);
    expect(wrong.stderr()).toContain('Unknown argument: --fix');
  });

  it('says clearly that the embedded database is in use when a server holds it', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'kirin-cli-'));
    try {
      mkdirSync(path.join(dataDir, 'pg'));
      writeFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), `${process.pid}\n${dataDir}/pg\n`);
      const io = captureIo();
      expect(await run([], io, { DATA_DIR: dataDir, LOG_LEVEL: 'silent' })).toBe(1);
      expect(io.stderr()).toContain('is in use by another process');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('runs as a process against DATABASE_URL (the ledger:audit entry)', async () => {
    // Resolve @kirin/contracts to its source, as create-operator.int.test.ts does.
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
      const child = spawn('npx', ['tsx', '--tsconfig', tsconfig, 'src/cli/audit-ledger.ts'], {
        cwd: serverDir,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          DATABASE_URL: databaseUrl,
          LOG_LEVEL: 'silent',
        },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk) => (stdout += chunk));
      child.stderr.on('data', (chunk) => (stderr += chunk));
      const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
      expect(code, stderr).toBe(0);
      expect(stdout).toMatch(/Ledger audit run \d+: clean/);
    } finally {
      rmSync(configDir, { recursive: true, force: true });
    }
  });

  // Last: it damages this file's database on purpose.
  it('reports problems and exits 1, fixing nothing', async () => {
    // A balance that no longer equals its entries: what a write around the ledger would leave behind.
    await db
      .updateTable('ledger_account')
      .set((eb) => ({ balance_minor: eb('balance_minor', '+', 1n) }))
      .where('member_id', 'is not', null)
      .execute();
    const io = captureIo();
    expect(await run([], io)).toBe(1);
    expect(io.stdout()).toMatch(/^Ledger audit run \d+: 1 problem\(s\)/);
    expect(io.stdout()).toMatch(
      / {2}balance_equals_entries: account_id=\d+ balance_minor=5001 entries_sum=5000/,
    );
    const again = captureIo();
    expect(await run([], again)).toBe(1);
    const latest = await db
      .selectFrom('ledger_audit_run')
      .select('is_clean')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(latest.is_clean).toBe(false);
  });
});
