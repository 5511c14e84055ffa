import type { TDb } from '../../db/database.js';
import type { TAffiliateOffer } from '../../db/tables/accounts.js';
import { AppError } from '../../platform/errors.js';

export type TAffiliateOwner = {
  code: string;
  memberId: bigint;
  username: string;
  /** MEMBER links register players; AGENT links agent accounts with the link's contract offers (0031). */
  kind: 'MEMBER' | 'AGENT';
  offers: TAffiliateOffer[];
};

/**
 * The owner of an active affiliate (invitation) code of this merchant; a code bound to a domain is valid only
 * there. Anything else → INVITATION_CODE_ERROR.
 */
export async function findAffiliate(
  db: TDb,
  merchantId: bigint,
  code: string,
  domain: string | undefined,
): Promise<TAffiliateOwner> {
  const row = await db
    .selectFrom('affiliate_code')
    .innerJoin('member', 'member.id', 'affiliate_code.member_id')
    .select([
      'affiliate_code.code',
      'affiliate_code.domain',
      'affiliate_code.kind',
      'affiliate_code.offers',
      'member.id',
      'member.username',
    ])
    .where('affiliate_code.merchant_id', '=', merchantId)
    .where('affiliate_code.code', '=', code.trim())
    .where('affiliate_code.is_active', '=', true)
    .where('member.is_disabled', '=', false)
    .executeTakeFirst();
  const isDomainRight = !row?.domain || row.domain === domain?.trim().toLowerCase();
  if (!row || !isDomainRight) throw new AppError('INVITATION_CODE_ERROR');
  return { code: row.code, memberId: row.id, username: row.username, kind: row.kind, offers: row.offers };
}

/** The upline's name as a stranger may see it: enough to recognise, not enough to target. */
export function maskAccount(username: string): string {
  return username.length <= 2 ? `${username[0] ?? ''}***` : `${username.slice(0, 2)}***${username.slice(-1)}`;
}
