import { randomBytes } from 'node:crypto';
import type { TAccountSettings, TIpVerificationMethod, TLoginChallenge } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import type { TAppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import type { TMerchant } from '../merchant/merchant.schemas.js';
import { consumeCode } from '../verification/consume-code.js';
import { issueCode } from '../verification/issue-code.js';
import { checkGuardedTotp } from './totp-guard.js';

/** A login challenge must be answered within this time, in at most this many tries. */
export const CHALLENGE_TTL_MINUTES = 10;
export const MAX_CHALLENGE_ATTEMPTS = 5;
/** When the merchant's method is one the member cannot answer, the first of these the member can. */
const METHOD_FALLBACK_ORDER: readonly TIpVerificationMethod[] = ['TOTP', 'SMS', 'EMAIL', 'BANK_ACCOUNT_NAME'];

export type TChallengeMember = {
  id: bigint;
  username: string;
  mobile_num: string | null;
  country_dialing_code: string | null;
  email: string | null;
  payee_name: string | null;
  totp_secret: string | null;
};

function canAnswer(member: TChallengeMember, method: TIpVerificationMethod): boolean {
  switch (method) {
    case 'TOTP':
      return member.totp_secret !== null;
    case 'SMS':
      return member.mobile_num !== null;
    case 'EMAIL':
      return member.email !== null;
    case 'BANK_ACCOUNT_NAME':
      return member.payee_name !== null;
  }
}

/**
 * The method for an unregistered-IP challenge: the merchant's, else the first the member can answer;
 * null when verification is off or the member has no means at all (then the login goes on: refusing it
 * would lock the member out for good).
 */
export function chooseIpMethod(
  setting: TAccountSettings['ipVerification'],
  member: TChallengeMember,
): TIpVerificationMethod | null {
  if (setting === 'NONE') return null;
  if (canAnswer(member, setting)) return setting;
  return METHOD_FALLBACK_ORDER.find((method) => canAnswer(member, method)) ?? null;
}

function maskDestination(method: TIpVerificationMethod, member: TChallengeMember): string {
  if (method === 'SMS' && member.mobile_num)
    return `+${member.country_dialing_code ?? ''} ****${member.mobile_num.slice(-4)}`;
  if (method === 'EMAIL' && member.email) {
    const [local = '', domain = ''] = member.email.split('@');
    return `${local.slice(0, 2)}***@${domain}`;
  }
  return '';
}

/** Where a challenge's code goes: the bound number ('+84912345678') or the bound e-mail. */
function codeDestination(method: 'SMS' | 'EMAIL', member: TChallengeMember): string {
  return method === 'SMS'
    ? `+${member.country_dialing_code ?? ''}${member.mobile_num ?? ''}`
    : (member.email ?? '').toLowerCase();
}

/**
 * Opens a challenge for this login and, for SMS and e-mail, sends its code through the one-time code service
 * (its per-destination limits and the SMS quota apply). A live challenge of the same member, IP and reason is
 * answered again instead, so sending the login twice does not send two codes.
 */
export async function openLoginChallenge(
  ctx: TAppContext,
  merchant: TMerchant,
  input: {
    member: TChallengeMember;
    ip: string;
    reason: 'TWO_FACTOR' | 'NEW_IP';
    method: TIpVerificationMethod;
  },
): Promise<TLoginChallenge> {
  const { member, method } = input;
  const live = await ctx.db
    .selectFrom('login_challenge')
    .select('id')
    .where('member_id', '=', member.id)
    .where('ip', '=', input.ip)
    .where('reason', '=', input.reason)
    .where('method', '=', method)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('attempts', '<', MAX_CHALLENGE_ATTEMPTS)
    .executeTakeFirst();
  if (live) return { challengeId: live.id, method, destination: maskDestination(method, member) };
  if (method === 'SMS' || method === 'EMAIL') {
    await issueCode(ctx, {
      merchant,
      channel: method,
      destination: codeDestination(method, member),
      purpose: 'LOGIN_CHALLENGE',
      ip: input.ip,
    });
  }
  const challengeId = randomBytes(16).toString('base64url');
  await ctx.db
    .insertInto('login_challenge')
    .values({
      id: challengeId,
      member_id: member.id,
      ip: input.ip,
      reason: input.reason,
      method,
      expires_at: sql<Date>`now() + make_interval(mins => ${CHALLENGE_TTL_MINUTES})`,
    })
    .execute();
  return { challengeId, method, destination: maskDestination(method, member) };
}

/** Whether `challengeId` is a live challenge of this member from this IP. */
export async function hasLiveChallenge(
  db: TDb,
  input: { memberId: bigint; ip: string; challengeId: string },
): Promise<boolean> {
  const row = await db
    .selectFrom('login_challenge')
    .select('id')
    .where('id', '=', input.challengeId)
    .where('member_id', '=', input.memberId)
    .where('ip', '=', input.ip)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('attempts', '<', MAX_CHALLENGE_ATTEMPTS)
    .executeTakeFirst();
  return row !== undefined;
}

const normaliseName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Checks the answer to a challenge of this member from this IP. Right: the challenge is used up. Wrong,
 * expired or unknown: VERIFICATION_FAILED (every answer counts; the fifth ends the challenge). A TOTP answer
 * also counts against the member's second factor, across challenges: locked → TOTP_LOCKED.
 */
export async function answerLoginChallenge(
  db: TDb,
  input: { merchantId: bigint; member: TChallengeMember; ip: string; challengeId: string; answer: string },
): Promise<'TWO_FACTOR' | 'NEW_IP'> {
  // The attempt is counted in the statement that finds the challenge, before the answer is checked: parallel
  // answers to one challenge get no more than MAX_CHALLENGE_ATTEMPTS checks between them.
  const challenge = await db
    .updateTable('login_challenge')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', input.challengeId)
    .where('member_id', '=', input.member.id)
    .where('ip', '=', input.ip)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('attempts', '<', MAX_CHALLENGE_ATTEMPTS)
    .returningAll()
    .executeTakeFirst();
  if (!challenge) throw new AppError('VERIFICATION_FAILED');
  const isRight = await isRightAnswer(db, input.member, challenge, input.answer, input.merchantId);
  if (!isRight) throw new AppError('VERIFICATION_FAILED');
  // Deleting is the claim: of two concurrent right answers only one gets the row.
  const claimed = await db.deleteFrom('login_challenge').where('id', '=', challenge.id).executeTakeFirst();
  if (Number(claimed.numDeletedRows) !== 1) throw new AppError('VERIFICATION_FAILED');
  return challenge.reason;
}

async function isRightAnswer(
  db: TDb,
  member: TChallengeMember,
  challenge: { method: TIpVerificationMethod },
  answer: string,
  merchantId: bigint,
): Promise<boolean> {
  switch (challenge.method) {
    case 'SMS':
    case 'EMAIL':
      try {
        await consumeCode(db, {
          merchantId,
          channel: challenge.method,
          destination: codeDestination(challenge.method, member),
          purpose: 'LOGIN_CHALLENGE',
          code: answer,
        });
        return true;
      } catch (error) {
        if (error instanceof AppError) return false;
        throw error;
      }
    case 'BANK_ACCOUNT_NAME':
      return member.payee_name !== null && normaliseName(answer) === normaliseName(member.payee_name);
    case 'TOTP':
      // Counted per member across challenges and locked past the limit (totp-guard.ts); replay-proof.
      return checkGuardedTotp(db, { id: member.id, merchantId }, answer);
  }
}
