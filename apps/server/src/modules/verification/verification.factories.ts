import { createHash, randomBytes, randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import type { TCodePurpose } from './verification-code.js';

// Test data builders for the one-time code tests (used by the *.int.test.ts files of verification and member).

/** A valid Vietnamese mobile number as a member types it ('091…'), and its stored forms. */
export function randomMobile(): { typed: string; mobileNum: string; destination: string } {
  const mobileNum = `91${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
  return { typed: `0${mobileNum}`, mobileNum, destination: `+84${mobileNum}` };
}

/** The code in the newest message sent to `destination` (read from the outbox: in demo mode, its only delivery). */
export async function readSentCode(db: TDb, destination: string): Promise<string> {
  const row = await db
    .selectFrom('message_outbox')
    .select('body')
    .where('destination', '=', destination)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const match = /\b(\d{6})\b/.exec(row.body);
  if (!match?.[1]) throw new Error(`no code in "${row.body}"`);
  return match[1];
}

/** A captcha whose answer the test knows (the real one is only an image). */
export async function makeKnownCaptcha(db: TDb, merchantId: bigint, answer = '4821'): Promise<string> {
  const id = randomBytes(16).toString('base64url');
  await db
    .insertInto('captcha')
    .values({
      id,
      merchant_id: merchantId,
      answer_hash: createHash('sha256').update(answer).digest(),
      expires_at: sql<Date>`now() + interval '5 minutes'`,
    })
    .execute();
  return id;
}

/** Codes issued earlier (to fill limits): `count` rows, `ageSeconds` old. */
export async function seedIssuedCodes(
  db: TDb,
  input: {
    merchantId: bigint;
    destination: string;
    count: number;
    ageSeconds: number;
    ip?: string;
    purpose?: TCodePurpose;
  },
): Promise<void> {
  for (let i = 0; i < input.count; i += 1) {
    await db
      .insertInto('verification_code')
      .values({
        merchant_id: input.merchantId,
        channel: 'SMS',
        destination: input.destination,
        purpose: input.purpose ?? 'NO_LOGIN',
        code_hash: randomBytes(32),
        ip: input.ip ?? null,
        created_at: sql<Date>`now() - make_interval(secs => ${input.ageSeconds})`,
        expires_at: sql<Date>`now() - make_interval(secs => ${input.ageSeconds}) + interval '5 minutes'`,
      })
      .execute();
  }
}
