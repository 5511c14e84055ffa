import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRotateSecretsCli } from '../../cli/run-rotate-secrets.js';
import { seedInhouseVendor } from '../../inhouse-vendor/seed-inhouse-vendor.js';
import { makeOperator, makePendingOperator } from '../../modules/admin/admin.factories.js';
import { issueConversationToken } from '../../modules/live-chat/conversation-token.js';
import { createLotteryGame } from '../../modules/lottery/create-lottery-game.js';
import { generateLotteryIssues } from '../../modules/lottery/generate-lottery-issues.js';
import { headersOf, makeLoggedInMember } from '../../modules/member/security-centre.factories.js';
import { makeSandboxMethod } from '../../modules/payments/payments.factories.js';
import { createSandboxOrder } from '../../modules/payments/sandbox-psp/sandbox-orders.js';
import { callVendorApi, makeVendor } from '../../modules/vendor-wallet/vendor-wallet.factories.js';
import { generateTotpCode } from '../auth/totp.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { demoMerchantId, makeMember, sealFor } from '../../test/member-factories.js';
import { getCurrentPayloadKey } from '../payload-keys.js';
import { installKeyring, keyringFromConfig, type TKeyring } from './keyring.js';
import { resealSecrets } from './reseal-secrets.js';
import { kekIdOf, openSecret } from './seal-secret.js';
import { SECRET_COLUMNS } from './secret-columns.js';

let t: TTestApp;
/** The plain secrets this file made, each of which must appear nowhere in the database's rows. */
const plainSecrets: string[] = [];
let operator: Awaited<ReturnType<typeof makeOperator>>;
let vendor: Awaited<ReturnType<typeof makeVendor>>;

const keyOf = (byte: number) => Buffer.alloc(32, byte).toString('base64');
const production = (id: string, byte: number, previous?: string): TKeyring =>
  keyringFromConfig({
    NODE_ENV: 'production',
    SECRETS_KEK: keyOf(byte),
    SECRETS_KEK_ID: id,
    SECRETS_KEK_PREVIOUS: previous,
  });

beforeAll(async () => {
  t = await createTestApp();
  const merchantId = await demoMerchantId(t.db);
  // One of each stored secret, made through the code that stores it.
  await getCurrentPayloadKey(t.ctx, merchantId);
  const member = await makeLoggedInMember(t);
  const setup = await t.app.inject({
    method: 'POST',
    url: '/wps/member/totp/setup',
    headers: headersOf(member),
    payload: (await sealFor(t.ctx, { password: member.password })) as object,
  });
  const memberTotp = setup.json().value.secret as string;
  plainSecrets.push(memberTotp);
  operator = await makeOperator(t.db, { role: 'support' });
  plainSecrets.push(operator.totpSecret);
  // An operator created in the console, half-way through its TOTP enrolment: the pending secret is sealed too.
  const enrolling = await makePendingOperator(t.db);
  const enrolment = await t.app.inject({
    method: 'POST',
    url: '/ops/auth/enrolment/start',
    payload: { username: enrolling.username, password: enrolling.password },
  });
  plainSecrets.push(enrolment.json().value.secret as string);
  vendor = await makeVendor(t);
  plainSecrets.push(vendor.secret);
  await seedInhouseVendor(t.db, merchantId, t.ctx.config);
  const method = await makeSandboxMethod(t.db, merchantId);
  plainSecrets.push(method.secret!);
  await createSandboxOrder(t.db, {
    merchantOrderId: '1',
    amountMinor: 10_000n,
    currency: 'VND',
    callbackUrl: 'http://127.0.0.1/callback',
    returnUrl: 'http://127.0.0.1/return',
    secret: method.secret!,
  });
  await issueConversationToken(t.db, { merchantId, conversationId: 1n }, 1);
  await createLotteryGame(t.db, merchantId, { engineCode: 'SSC_1M' });
  await generateLotteryIssues(t.db, new Date());
});
afterAll(() => t.close());

/** Every stored value of every secret column that must be sealed. */
async function storedSecrets() {
  const values: Array<{ purpose: (typeof SECRET_COLUMNS)[number]['purpose']; where: string; value: string }> =
    [];
  for (const target of SECRET_COLUMNS) {
    const rows = await sql<{ value: string }>`
      SELECT ${sql.ref(target.column)} AS value FROM ${sql.table(target.table)}
      WHERE ${sql.ref(target.column)} IS NOT NULL ${target.onlyWhere ? sql`AND ${sql.raw(target.onlyWhere)}` : sql``}`.execute(
      t.db,
    );
    for (const row of rows.rows)
      values.push({ purpose: target.purpose, where: `${target.table}.${target.column}`, value: row.value });
  }
  return values;
}

describe('secrets at rest', () => {
  it('stores no secret in clear: each is sealed, and no row of these tables contains a known one', async () => {
    const values = await storedSecrets();
    const kinds = new Set(values.map((v) => v.where));
    for (const target of SECRET_COLUMNS.filter((c) => c.column !== 'totp_secret' || c.table === 'operator'))
      expect(kinds, `${target.table}.${target.column}`).toContain(`${target.table}.${target.column}`);
    for (const { purpose, where, value } of values) {
      expect(value, where).toMatch(/^sealed1:dev:/);
      expect(value, where).not.toContain(openSecret(purpose, value));
    }
    const tables = [...new Set(SECRET_COLUMNS.map((c) => c.table))];
    for (const table of tables) {
      const dump = (
        await sql<{ row: string }>`SELECT t::text AS row FROM ${sql.table(table)} t`.execute(t.db)
      ).rows
        .map((r) => r.row)
        .join('\n');
      for (const secret of plainSecrets) expect(dump, table).not.toContain(secret);
    }
  });

  it('re-wraps everything under a new KEK, restartably, after which the old KEK is not needed', async () => {
    // The first production KEK: the development-sealed values move under k1 (stopped after one batch, then resumed).
    installKeyring(keyringFromConfig({ NODE_ENV: 'test', SECRETS_KEK: keyOf(1), SECRETS_KEK_ID: 'k1' }));
    let batches = 0;
    await expect(
      resealSecrets(t.db, {
        batchSize: 2,
        onBatch: () => {
          if (++batches === 1) throw new Error('killed');
        },
      }),
    ).rejects.toThrow('killed');
    expect((await storedSecrets()).some((v) => kekIdOf(v.value) === 'k1')).toBe(true);
    await resealSecrets(t.db, { batchSize: 2 });
    expect(new Set((await storedSecrets()).map((v) => kekIdOf(v.value)))).toEqual(new Set(['k1']));

    // The operator's rotation: k2 current, k1 previous, then the command.
    const env = {
      DATABASE_URL: t.databaseUrl,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      SECRETS_KEK: keyOf(2),
      SECRETS_KEK_ID: 'k2',
      SECRETS_KEK_PREVIOUS: `k1:${keyOf(1)}`,
    };
    const out: string[] = [];
    const io = { out: (text: string) => out.push(text), err: (text: string) => out.push(text) };
    expect(await runRotateSecretsCli([], env, io)).toBe(0);
    expect(out.join('\n')).toMatch(/under KEK "k2"/);
    expect(await runRotateSecretsCli(['--batch-size', '3'], env, io)).toBe(0);
    expect(out.at(-1)).toMatch(/\(0 rows re-wrapped now\)/);

    // Only k2 from now on: every value opens, and the app still signs and checks with them.
    const onlyK2 = production('k2', 2);
    installKeyring(onlyK2);
    for (const { purpose, where, value } of await storedSecrets()) {
      expect(kekIdOf(value), where).toBe('k2');
      expect(() => openSecret(purpose, value, onlyK2), where).not.toThrow();
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/ops/auth/login',
      payload: {
        username: operator.username,
        password: operator.password,
        totpCode: generateTotpCode(operator.totpSecret),
      },
    });
    expect(login.statusCode).toBe(200);
    const member = await makeMember(t.db);
    const sealedLogin = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: (await sealFor(t.ctx, {
        type: 'username',
        username: member.username,
        password: member.password,
      })) as object,
    });
    expect(sealedLogin.statusCode).toBe(200);
    const vendorCall = await callVendorApi(t, vendor, 'authenticate', { launchToken: 'x'.repeat(43) });
    expect(vendorCall.statusCode).toBeLessThan(500);
    expect(vendorCall.json().code).not.toBe('SIGNATURE_INVALID');
    // A KEK that is not configured any more stops the command, naming it.
    expect(
      await runRotateSecretsCli(
        [],
        { ...env, SECRETS_KEK: keyOf(3), SECRETS_KEK_ID: 'k3', SECRETS_KEK_PREVIOUS: undefined },
        io,
      ),
    ).toBe(1);
    expect(out.at(-1)).toMatch(/KEK "k2", which is not configured/);
  });
});
