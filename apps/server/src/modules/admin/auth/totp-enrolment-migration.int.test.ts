import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase, type TDb } from '../../../db/database.js';
import { runMigrations } from '../../../db/migrate.js';
import { withDatabase } from '../../../test/global-setup.js';
import { sealSecret } from '../../../platform/secrets/seal-secret.js';

/** Migration 0044 on a database that already has operators (made, as before it, with a sealed secret). */
let db: TDb;
let pool: pg.Pool;
const createdAt = new Date('2025-03-04T05:06:07.000Z');

beforeAll(async () => {
  const name = `kirin_t_${inject('runId')}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: inject('adminUrl') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  ({ db, pool } = createDatabase(withDatabase(inject('adminUrl'), name), 2));
  await runMigrations(pool, () => {}, { until: '0043' });
  await sql`INSERT INTO operator (username, password_hash, role, totp_secret, created_at)
    VALUES ('old.owner', 'x', 'owner', ${sealSecret('operator-totp', 'JBSWY3DPEHPK3PXP')}, ${createdAt})`.execute(
    db,
  );
  await runMigrations(pool);
});
afterAll(() => db.destroy());

describe('migration 0044 (operator TOTP enrolment)', () => {
  it('counts an existing operator as enrolled since its creation', async () => {
    const row = await db
      .selectFrom('operator')
      .select(['totp_enrolled_at', 'created_at'])
      .where('username', '=', 'old.owner')
      .executeTakeFirstOrThrow();
    expect(row.totp_enrolled_at).toEqual(createdAt);
  });

  it('enrols a row written straight with a secret, and refuses a secret without enrolment or the reverse', async () => {
    const secret = sealSecret('operator-totp', 'JBSWY3DPEHPK3PXP');
    const { rows } = await sql<{ totp_enrolled_at: Date | null }>`
      INSERT INTO operator (username, password_hash, role, totp_secret)
      VALUES ('fixture.op', 'x', 'finance', ${secret}) RETURNING totp_enrolled_at`.execute(db);
    expect(rows[0]!.totp_enrolled_at).toBeInstanceOf(Date);
    await expect(
      sql`INSERT INTO operator (username, password_hash, role, totp_secret) VALUES ('no.secret', 'x', 'finance', NULL)`.execute(
        db,
      ),
    ).rejects.toThrow(/operator_totp_enrolled_has_secret/);
    await expect(
      sql`INSERT INTO operator (username, password_hash, role, totp_secret, totp_enrolled_at)
        VALUES ('no.date', 'x', 'finance', ${secret}, NULL)`.execute(db),
    ).rejects.toThrow(/operator_totp_enrolled_has_secret/);
    const pending = await sql<{ id: string }>`
      INSERT INTO operator (username, password_hash, role, totp_secret, totp_enrolled_at)
      VALUES ('pending.op', 'x', 'finance', NULL, NULL) RETURNING id`.execute(db);
    expect(pending.rows).toHaveLength(1);
  });
});
