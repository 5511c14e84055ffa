import { sql } from 'kysely';
import type { TAppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { getMessageSender } from '../../platform/messaging/message-sender.js';
import { composeCodeMessage } from '../../platform/messaging/message-texts.js';
import type { TMerchant } from '../merchant/merchant.schemas.js';
import { normalizePhoneNumber } from './normalize-phone-number.js';
import { generateCode, hashCode, type TCodeChannel, type TCodePurpose } from './verification-code.js';

/** Per destination: at most one code in this window... */
export const CODE_MIN_INTERVAL_SECONDS = 60;
/** ...and at most this many in a rolling hour. */
export const CODES_PER_DESTINATION_HOUR = 5;
/** What PHONE_TOO_MANY_REQUESTS tells the member (spec: "retry after 5 minutes"). */
export const TOO_MANY_REQUESTS_RETRY_SECONDS = 300;
/** Key space of the advisory locks that serialise code issuance per merchant and channel. */
const ISSUE_LOCK_SPACE = 7242011;

type TIssueInput = {
  merchant: TMerchant;
  channel: TCodeChannel;
  /** '+84912345678' for SMS (see normalizePhoneNumber), the lower-cased address for e-mail. */
  destination: string;
  purpose: TCodePurpose;
  ip: string | null;
  /** The language of the message text (the request's Language header, or the member's language). */
  language?: string;
};

/**
 * Issues a one-time code and sends it: per destination at most one per minute and five per rolling hour
 * (PHONE_TOO_MANY_REQUESTS for SMS, RATE_LIMITED for e-mail, both with details.retryAfterSeconds), SMS within
 * the merchant's daily quota (PHONE_QUOTA_INSUFFICIENT). Only the code's SHA-256 is stored; a code the provider
 * could not send is deleted again and the provider's error is thrown. Answers the code lifetime in minutes.
 */
export async function issueCode(ctx: TAppContext, input: TIssueInput): Promise<{ expiredMinutes: number }> {
  const { merchant, channel, destination, purpose } = input;
  const expiredMinutes = merchant.settings.accounts.codeExpiredMinutes;
  const code = generateCode();
  // Counting and inserting under one lock: two requests at once cannot both slip under a limit.
  const { id } = await ctx.db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${ISSUE_LOCK_SPACE}, hashtext(${`${merchant.id}:${channel}`}))`.execute(
      trx,
    );
    const counts = await trx
      .selectFrom('verification_code')
      .select([
        sql<string>`count(*) FILTER (WHERE destination = ${destination}
          AND created_at > now() - make_interval(secs => ${CODE_MIN_INTERVAL_SECONDS}))`.as('last_interval'),
        sql<string>`count(*) FILTER (WHERE destination = ${destination}
          AND created_at > now() - interval '1 hour')`.as('last_hour'),
        sql<string>`count(*) FILTER (WHERE created_at >= date_trunc('day', now(), 'UTC'))`.as('today'),
      ])
      .where('merchant_id', '=', merchant.id)
      .where('channel', '=', channel)
      .where('created_at', '>=', sql<Date>`least(now() - interval '1 hour', date_trunc('day', now(), 'UTC'))`)
      .executeTakeFirstOrThrow();
    if (Number(counts.last_interval) >= 1 || Number(counts.last_hour) >= CODES_PER_DESTINATION_HOUR) {
      const details = { retryAfterSeconds: String(TOO_MANY_REQUESTS_RETRY_SECONDS) };
      throw new AppError(channel === 'SMS' ? 'PHONE_TOO_MANY_REQUESTS' : 'RATE_LIMITED', details);
    }
    if (channel === 'SMS' && Number(counts.today) >= merchant.settings.accounts.smsDailyQuota) {
      throw new AppError('PHONE_QUOTA_INSUFFICIENT');
    }
    return trx
      .insertInto('verification_code')
      .values({
        merchant_id: merchant.id,
        channel,
        destination,
        purpose,
        code_hash: hashCode(code),
        ip: input.ip,
        expires_at: sql<Date>`now() + make_interval(mins => ${expiredMinutes})`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  });
  const text = composeCodeMessage({
    brandName: merchant.brand.brandName,
    code,
    expiredMinutes,
    language: input.language ?? merchant.brand.defaultLanguage,
  });
  try {
    await getMessageSender(ctx).send({
      merchantId: merchant.id,
      channel,
      destination,
      ...(channel === 'EMAIL' ? { subject: text.subject } : {}),
      body: text.body,
      secret: code,
    });
  } catch (error) {
    // A code nobody received must neither be usable nor count against the member's limits.
    await ctx.db.deleteFrom('verification_code').where('id', '=', id).execute();
    throw error;
  }
  return { expiredMinutes };
}

/** Issues a code by SMS to a number as typed (normalised first); answers the lifetime and the destination. */
export async function issueSmsCode(
  ctx: TAppContext,
  input: Omit<TIssueInput, 'channel' | 'destination'> & {
    mobileNum: string;
    countryDialingCode?: string | null;
  },
): Promise<{ expiredMinutes: number; destination: string }> {
  const { destination } = normalizePhoneNumber(input.mobileNum, input.countryDialingCode);
  const { mobileNum: _number, countryDialingCode: _code, ...rest } = input;
  const { expiredMinutes } = await issueCode(ctx, { ...rest, channel: 'SMS', destination });
  return { expiredMinutes, destination };
}

/** Issues a code by e-mail (e.g. a login challenge); answers the lifetime and the destination. */
export async function issueEmailCode(
  ctx: TAppContext,
  input: Omit<TIssueInput, 'channel' | 'destination'> & { email: string },
): Promise<{ expiredMinutes: number; destination: string }> {
  const destination = input.email.trim().toLowerCase();
  const { email: _email, ...rest } = input;
  const { expiredMinutes } = await issueCode(ctx, { ...rest, channel: 'EMAIL', destination });
  return { expiredMinutes, destination };
}
