import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Resvg } from '@resvg/resvg-js';
import { sql } from 'kysely';
import svgCaptcha from 'svg-captcha';
import type { TDb } from '../../db/database.js';

/** A captcha answers once, within this time. */
export const CAPTCHA_TTL_MINUTES = 5;
const CAPTCHA_SIZE = 4;
const CAPTCHA_WIDTH_PX = 120;
const CAPTCHA_HEIGHT_PX = 44;

const hashAnswer = (answer: string) => createHash('sha256').update(answer.trim().toLowerCase()).digest();

/** A new digit captcha: its id and a base64 PNG; only the answer's hash is kept. */
export async function issueCaptcha(
  db: TDb,
  merchantId: bigint,
): Promise<{ captchaId: string; image: string }> {
  const drawn = svgCaptcha.create({
    size: CAPTCHA_SIZE,
    charPreset: '0123456789',
    noise: 2,
    width: CAPTCHA_WIDTH_PX,
    height: CAPTCHA_HEIGHT_PX,
    background: '#f4f4f4',
  });
  const png = new Resvg(drawn.data).render().asPng();
  const captchaId = randomBytes(16).toString('base64url');
  await db
    .insertInto('captcha')
    .values({
      id: captchaId,
      merchant_id: merchantId,
      answer_hash: hashAnswer(drawn.text),
      expires_at: sql<Date>`now() + make_interval(mins => ${CAPTCHA_TTL_MINUTES})`,
    })
    .execute();
  return { captchaId, image: `data:image/png;base64,${Buffer.from(png).toString('base64')}` };
}

/** Whether `answer` solves captcha `captchaId`; a captcha is used up by any check, right or wrong. */
export async function checkCaptcha(
  db: TDb,
  merchantId: bigint,
  captchaId: string | undefined,
  answer: string | undefined,
): Promise<boolean> {
  if (!captchaId || !answer) return false;
  const row = await db
    .deleteFrom('captcha')
    .where('id', '=', captchaId)
    .where('merchant_id', '=', merchantId)
    .returning(['answer_hash', sql<boolean>`expires_at > now()`.as('is_fresh')])
    .executeTakeFirst();
  if (!row || !row.is_fresh) return false;
  return timingSafeEqual(row.answer_hash, hashAnswer(answer));
}
