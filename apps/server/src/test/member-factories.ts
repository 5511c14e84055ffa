import { createHash, randomBytes } from 'node:crypto';
import { sealPayload } from '@kirin/contracts';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TAppContext } from '../platform/context.js';
import { hashPassword } from '../platform/auth/password.js';
import { getCurrentPayloadKey } from '../platform/payload-keys.js';
import { openMemberSession } from '../modules/auth/member-sessions.js';
import type { TDb } from '../db/database.js';
import { sealSecret } from '../platform/secrets/seal-secret.js';

export type TMakeMember = {
  merchantId?: bigint;
  username?: string;
  password?: string;
  accountType?: number;
  email?: string | null;
  mobileNum?: string | null;
  countryDialingCode?: string | null;
  payeeName?: string | null;
  uplineId?: bigint | null;
  isDisabled?: boolean;
  mustChangePassword?: boolean;
  passwordChangedAt?: Date;
  totpSecret?: string | null;
};
export type TTestMember = { id: bigint; merchantId: bigint; username: string; password: string };

/** The demo merchant's id (seeded in every test database). */
export async function demoMerchantId(db: TDb): Promise<bigint> {
  const row = await db
    .selectFrom('merchant')
    .select('id')
    .where('code', '=', 'demo')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A member of the demo merchant (or `merchantId`) with a known password. */
export async function makeMember(db: TDb, input: TMakeMember = {}): Promise<TTestMember> {
  const merchantId = input.merchantId ?? (await demoMerchantId(db));
  const username = input.username ?? `p${randomBytes(5).toString('hex')}`;
  const password = input.password ?? `Pw${randomBytes(6).toString('hex')}1`;
  const { id } = await db
    .insertInto('member')
    .values({
      merchant_id: merchantId,
      username,
      password_hash: await hashPassword(password),
      account_type: input.accountType ?? 0,
      email: input.email ?? null,
      mobile_num: input.mobileNum ?? null,
      country_dialing_code: input.countryDialingCode ?? (input.mobileNum ? '84' : null),
      payee_name: input.payeeName ?? null,
      upline_id: input.uplineId ?? null,
      is_disabled: input.isDisabled ?? false,
      must_change_password: input.mustChangePassword ?? false,
      password_changed_at: input.passwordChangedAt ?? new Date(),
      totp_secret: input.totpSecret ? sealSecret('member-totp', input.totpSecret) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, merchantId, username, password };
}

/** A session token for `member`, without going through the login call. */
export function makeSession(ctx: TAppContext, member: { id: bigint }): Promise<string> {
  return openMemberSession(ctx.db, ctx.config, {
    memberId: member.id,
    loginType: 'username',
    ip: '203.0.113.1',
    userAgent: 'test',
  });
}

/** A body sealed for the demo merchant (or `merchantId`) as the site seals it. */
export async function sealFor(ctx: TAppContext, body: unknown, merchantId?: bigint): Promise<unknown> {
  const key = await getCurrentPayloadKey(ctx, merchantId ?? (await demoMerchantId(ctx.db)));
  return sealPayload(key.publicKey, key.kid, body);
}

/** app.inject with a sealed JSON body (an E call). */
export async function injectSealed(
  app: FastifyInstance,
  ctx: TAppContext,
  options: Omit<InjectOptions, 'body' | 'payload'> & { body: unknown; merchantId?: bigint },
): Promise<LightMyRequestResponse> {
  const { body, merchantId, ...rest } = options;
  return app.inject({ ...rest, payload: (await sealFor(ctx, body, merchantId)) as object });
}

/**
 * A captcha of the demo merchant (or the `merchant` header's) and its answer, recovered from the stored hash:
 * the answer is one of 10 000 digit strings. Each call comes from its own IP (captchas are one per second).
 */
export async function solveCaptcha(
  t: { app: FastifyInstance; db: TDb },
  merchantCode?: string,
): Promise<{ captchaId: string; captcha: string }> {
  const ip = `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
  const headers = { 'x-forwarded-for': ip, ...(merchantCode ? { merchant: merchantCode } : {}) };
  const { captchaId } = (await t.app.inject({ url: '/wps/captcha', headers })).json().value;
  const { answer_hash } = await t.db
    .selectFrom('captcha')
    .select('answer_hash')
    .where('id', '=', captchaId)
    .executeTakeFirstOrThrow();
  for (let n = 0; n < 10_000; n++) {
    const guess = String(n).padStart(4, '0');
    if (createHash('sha256').update(guess).digest().equals(answer_hash)) return { captchaId, captcha: guess };
  }
  throw new Error('the captcha answers no 4-digit string');
}
