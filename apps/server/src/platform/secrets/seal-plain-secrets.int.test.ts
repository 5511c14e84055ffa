import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { openDatabase, type TOpenDatabase } from '../../db/bootstrap.js';
import { createDatabase } from '../../db/database.js';
import { runMigrations } from '../../db/migrate.js';
import { createLotteryGame } from '../../modules/lottery/create-lottery-game.js';
import { generateLotteryIssues } from '../../modules/lottery/generate-lottery-issues.js';
import { seedDemoMerchant } from '../../modules/merchant/demo-merchant.js';
import { withDatabase } from '../../test/global-setup.js';
import { makeMember } from '../../test/member-factories.js';
import { openSecret } from './seal-secret.js';

/** A database as a server before migration 0027 left it: every secret in clear. */
const PLAIN = {
  privateKey: 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7plain',
  memberTotp: 'JBSWY3DPEHPK3PXPMEMBERTOTPSECRET',
  pendingTotp: 'JBSWY3DPEHPK3PXPPENDINGTOTPSECR',
  operatorTotp: 'JBSWY3DPEHPK3PXPOPERATORTOTPSEC',
  vendorHmac: 'a1'.repeat(32),
  gatewaySecret: 'b2'.repeat(32),
  seed: 'c3'.repeat(32),
  revealedSeed: 'd4'.repeat(32),
};
const signingKey = randomBytes(32);
let url: string;
let opened: TOpenDatabase | undefined;
let plainSeedIssueId: bigint;

beforeAll(async () => {
  const name = `kirin_t_${inject('runId')}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: inject('adminUrl') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  url = withDatabase(inject('adminUrl'), name);
  const { db, pool } = createDatabase(url, 2);
  try {
    await runMigrations(pool, () => {}, { until: '0026' });
    const merchantId = await seedDemoMerchant(db);
    await sql`INSERT INTO merchant_payload_key (kid, merchant_id, public_key, private_key)
      VALUES ('k1', ${merchantId}, 'pub', ${PLAIN.privateKey})`.execute(db);
    const member = await makeMember(db);
    await sql`UPDATE member SET totp_secret = ${PLAIN.memberTotp}, totp_pending_secret = ${PLAIN.pendingTotp}
      WHERE id = ${member.id}`.execute(db);
    await sql`INSERT INTO operator (username, password_hash, role, totp_secret)
      VALUES ('old.operator', 'x', 'support', ${PLAIN.operatorTotp})`.execute(db);
    await sql`INSERT INTO vendor_integration (merchant_id, vassalage, display_name, wallet_mode, hmac_secret)
      VALUES (${merchantId}, 'OLDV', 'Old', 'SEAMLESS', ${PLAIN.vendorHmac})`.execute(db);
    await sql`INSERT INTO inhouse_operator (merchant_code, secret, currency)
      VALUES ('demo', ${PLAIN.vendorHmac}, 'VND')`.execute(db);
    await sql`INSERT INTO payment_method (merchant_id, code, display_name, gateway, min_minor, max_minor,
      daily_max_minor, gateway_secret) VALUES (${merchantId}, 'OLD_SBX', 'Old', 'SANDBOX', 1, 2, 3, ${PLAIN.gatewaySecret})`.execute(
      db,
    );
    await sql`INSERT INTO sandbox_psp_order (id, merchant_order_id, amount_minor, currency, callback_url, secret)
      VALUES ('sbx_old', '1', 100, 'VND', 'http://127.0.0.1/cb', ${PLAIN.gatewaySecret})`.execute(db);
    await sql`INSERT INTO live_chat_signing_key (secret) VALUES (${signingKey})`.execute(db);
    const game = await createLotteryGame(db, merchantId, { engineCode: 'SSC_1M' });
    await generateLotteryIssues(db, new Date());
    const [first, second] = await db
      .selectFrom('lottery_issue')
      .select('id')
      .where('game_id', '=', game.id)
      .orderBy('draw_at')
      .limit(2)
      .execute();
    plainSeedIssueId = first!.id;
    await sql`UPDATE lottery_issue_seed SET server_seed = ${PLAIN.seed} WHERE issue_id = ${first!.id}`.execute(
      db,
    );
    await sql`UPDATE lottery_issue_seed SET server_seed = ${PLAIN.revealedSeed}, revealed_at = now()
      WHERE issue_id = ${second!.id}`.execute(db);
  } finally {
    await db.destroy();
  }
  // The first start of the new version: migration 0027, then the plain values are sealed.
  opened = await openDatabase(
    loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, LOG_LEVEL: 'silent' }),
    () => {},
  );
});
afterAll(() => opened?.close());

describe('the first start after migration 0027', () => {
  it('seals every secret stored in clear before it, and leaves a revealed seed public', async () => {
    const db = opened!.db;
    const one = async (query: ReturnType<typeof sql<{ v: string }>>) => (await query.execute(db)).rows[0]!.v;
    const expectSealed = (stored: string, purpose: Parameters<typeof openSecret>[0], plain: string) => {
      expect(stored).toMatch(/^sealed1:dev:/);
      expect(stored).not.toContain(plain);
      expect(openSecret(purpose, stored)).toBe(plain);
    };
    expectSealed(
      await one(sql`SELECT private_key AS v FROM merchant_payload_key`),
      'payload-private-key',
      PLAIN.privateKey,
    );
    expectSealed(
      await one(sql`SELECT totp_secret AS v FROM member WHERE totp_secret IS NOT NULL`),
      'member-totp',
      PLAIN.memberTotp,
    );
    expectSealed(
      await one(sql`SELECT totp_pending_secret AS v FROM member WHERE totp_pending_secret IS NOT NULL`),
      'member-totp',
      PLAIN.pendingTotp,
    );
    expectSealed(await one(sql`SELECT totp_secret AS v FROM operator`), 'operator-totp', PLAIN.operatorTotp);
    expectSealed(
      await one(sql`SELECT hmac_secret AS v FROM vendor_integration WHERE vassalage = 'OLDV'`),
      'vendor-hmac',
      PLAIN.vendorHmac,
    );
    expectSealed(
      await one(sql`SELECT secret AS v FROM inhouse_operator`),
      'inhouse-vendor-secret',
      PLAIN.vendorHmac,
    );
    expectSealed(
      await one(sql`SELECT gateway_secret AS v FROM payment_method WHERE code = 'OLD_SBX'`),
      'gateway-secret',
      PLAIN.gatewaySecret,
    );
    expectSealed(
      await one(sql`SELECT secret AS v FROM sandbox_psp_order`),
      'sandbox-psp-secret',
      PLAIN.gatewaySecret,
    );
    expectSealed(
      await one(sql`SELECT secret AS v FROM live_chat_signing_key`),
      'live-chat-signing-key',
      signingKey.toString('base64'),
    );
    expectSealed(
      await one(sql`SELECT server_seed AS v FROM lottery_issue_seed WHERE issue_id = ${plainSeedIssueId}`),
      'lottery-seed',
      PLAIN.seed,
    );
    expect(
      await one(sql`SELECT server_seed AS v FROM lottery_issue_seed WHERE revealed_at IS NOT NULL`),
    ).toBe(PLAIN.revealedSeed);
    expect(
      await one(sql`SELECT count(*)::text AS v FROM secrets_state WHERE plain_sealed_at IS NOT NULL`),
    ).toBe('1');
  });

  it('refuses a new plain write from then on', async () => {
    await expect(
      sql`UPDATE operator SET totp_secret = ${PLAIN.operatorTotp}`.execute(opened!.db),
    ).rejects.toThrow(/operator_totp_sealed/);
    await expect(
      sql`UPDATE lottery_issue_seed SET server_seed = ${PLAIN.seed} WHERE revealed_at IS NULL`.execute(
        opened!.db,
      ),
    ).rejects.toThrow(/lottery_issue_seed_sealed_until_revealed/);
  });
});
