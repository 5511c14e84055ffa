import { randomBytes } from 'node:crypto';
import { importBuiltServer, withClient } from './database.mjs';

/**
 * Inserts `count` members of the merchant `merchantCode` straight into the database (registering through the
 * API needs captchas), each with its own argon2id hash from the server's own hashing; resolves their credentials.
 */
export async function insertMembers(databaseUrl, count, merchantCode = 'demo') {
  const { hashPassword } = await importBuiltServer('platform/auth/password.js');
  const run = randomBytes(3).toString('hex');
  const members = Array.from({ length: count }, (_, i) => ({
    username: `bench${run}${String(i).padStart(3, '0')}`,
    password: `Pw${randomBytes(6).toString('hex')}1`,
  }));
  const hashes = await Promise.all(members.map((m) => hashPassword(m.password)));
  await withClient(databaseUrl, async (client) => {
    const merchant = await client.query('SELECT id FROM merchant WHERE code = $1', [merchantCode]);
    if (merchant.rowCount !== 1) throw new Error(`no merchant "${merchantCode}": did the server seed it?`);
    await client.query(
      `INSERT INTO member (merchant_id, username, password_hash)
       SELECT $1, username, password_hash FROM unnest($2::text[], $3::text[]) AS m (username, password_hash)`,
      [merchant.rows[0].id, members.map((m) => m.username), hashes],
    );
  });
  return members;
}
