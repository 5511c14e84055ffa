import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';

/** Failures older than this no longer count. */
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;
/** Failures from one IP (any accounts) before that IP must answer a captcha. */
export const IP_FAILURES_FOR_CAPTCHA = 5;
/** Failures from one IP before that IP is refused until its failures age out: stops password spraying. */
export const IP_FAILURES_FOR_REFUSAL = 20;
/** Failures on one account after which unknown IPs also wait between attempts (doubling, capped). */
export const ACCOUNT_FAILURES_FOR_DELAY = 10;
export const MAX_ACCOUNT_DELAY_SECONDS = 300;

/** The captcha marker the site reacts to (spec section 4: "failure with a captcha marker"). */
export const CAPTCHA_MARKER = { captcha: 'required' } as const;

export type TLoginRisk = { isCaptchaRequired: boolean };

type TAssessInput = {
  merchantId: bigint;
  username: string;
  ip: string;
  /** The IP is one the account's member has logged in from before: account-level delays never apply to it. */
  isKnownIp: boolean;
  captchaAfterFailures: number;
  /** This attempt's own reservation (reserveLoginAttempt): counted for the others, not for itself. */
  ownAttemptId?: bigint;
};

/**
 * Decides, before any password is checked, what this attempt must clear. An IP over its limit is refused
 * (only that IP). An account with recent failures asks for a captcha from every IP; past
 * ACCOUNT_FAILURES_FOR_DELAY it also makes unknown IPs wait, while the member's own known IPs are never
 * delayed: an attacker can slow guesses down but cannot lock the member out.
 */
export async function assessLoginRisk(db: TDb, input: TAssessInput): Promise<TLoginRisk> {
  const counts = await db
    .selectFrom('member_login_failure')
    .select((eb) => [
      eb.fn
        .countAll<bigint>()
        .filterWhere((f) =>
          f.and([f('merchant_id', '=', input.merchantId), f('username', '=', input.username)]),
        )
        .as('byAccount'),
      eb.fn.countAll<bigint>().filterWhere('ip', '=', input.ip).as('byIp'),
      eb.fn
        .max('at')
        .filterWhere((f) =>
          f.and([f('merchant_id', '=', input.merchantId), f('username', '=', input.username)]),
        )
        .as('lastAccountFailure'),
    ])
    .where('at', '>', sql<Date>`now() - make_interval(mins => ${LOGIN_FAILURE_WINDOW_MINUTES})`)
    .$if(input.ownAttemptId !== undefined, (qb) => qb.where('id', '!=', input.ownAttemptId!))
    .where((eb) =>
      eb.or([
        eb.and([eb('merchant_id', '=', input.merchantId), eb('username', '=', input.username)]),
        eb('ip', '=', input.ip),
      ]),
    )
    .executeTakeFirstOrThrow();
  const byAccount = Number(counts.byAccount);
  const byIp = Number(counts.byIp);
  if (byIp >= IP_FAILURES_FOR_REFUSAL) throw new AppError('RATE_LIMITED');
  if (!input.isKnownIp && byAccount >= ACCOUNT_FAILURES_FOR_DELAY && counts.lastAccountFailure) {
    const delaySeconds = Math.min(2 ** (byAccount - ACCOUNT_FAILURES_FOR_DELAY), MAX_ACCOUNT_DELAY_SECONDS);
    const waitedMs = Date.now() - new Date(counts.lastAccountFailure).getTime();
    const leftSeconds = Math.ceil(delaySeconds - waitedMs / 1000);
    if (leftSeconds > 0) {
      throw new AppError('RATE_LIMITED', { ...CAPTCHA_MARKER, retryAfterSeconds: String(leftSeconds) });
    }
  }
  return { isCaptchaRequired: byAccount >= input.captchaAfterFailures || byIp >= IP_FAILURES_FOR_CAPTCHA };
}

/**
 * Counts an attempt before anything is checked: a failure row inserted at once, which the password check
 * later keeps (wrong) or releases (right, or refused before the password was looked at). Every attempt in
 * flight thus counts for the others' assessLoginRisk, which runs after its own insert: of a parallel burst
 * from one IP no more than IP_FAILURES_FOR_CAPTCHA get past the captcha, nor more than
 * IP_FAILURES_FOR_REFUSAL past the refusal, and the account delay applies to attempts still being hashed.
 */
export async function reserveLoginAttempt(
  db: TDb,
  input: { merchantId: bigint; username: string; ip: string },
): Promise<bigint> {
  const row = await db
    .insertInto('member_login_failure')
    .values({ merchant_id: input.merchantId, username: input.username, ip: input.ip })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Takes back a reservation that turned out not to be a failure. */
export async function releaseLoginAttempt(db: TDb, attemptId: bigint): Promise<void> {
  await db.deleteFrom('member_login_failure').where('id', '=', attemptId).execute();
}

/** After a successful login the account's failures stop counting (the IP's other failures still do). */
export async function clearLoginFailures(db: TDb, merchantId: bigint, username: string): Promise<void> {
  await db
    .deleteFrom('member_login_failure')
    .where('merchant_id', '=', merchantId)
    .where('username', '=', username)
    .execute();
}
