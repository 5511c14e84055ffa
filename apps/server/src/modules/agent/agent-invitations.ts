import { randomBytes } from 'node:crypto';
import type { TInvitation, ZInvitationCreate } from '@kirin/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { TDb } from '../../db/database.js';
import type { TAffiliateOffer } from '../../db/tables/accounts.js';
import type { TContractBasis, TContractTier, TContractType } from '../../db/tables/agent.js';
import { AppError } from '../../platform/errors.js';
import { isUniqueViolation } from '../../platform/is-unique-violation.js';
import { checkAgainstUpline, checkOwnTiers } from './contracts/validate-tiers.js';

/** An agent keeps at most this many links (enabled or not): enough for every channel, not a code farm. */
export const MAX_INVITATIONS = 50;
/** Crockford-style alphabet without 0/O and 1/I/L: a code read aloud or typed from a poster is unambiguous. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** 12 characters of a 31-letter alphabet: about 59 bits, far beyond guessing through the throttled check. */
const CODE_LENGTH = 12;

/** An unguessable code: each byte picks a letter, bytes that would bias the pick are drawn again. */
export function drawInvitationCode(): string {
  const limit = 256 - (256 % CODE_ALPHABET.length);
  let code = '';
  while (code.length < CODE_LENGTH) {
    for (const byte of randomBytes(CODE_LENGTH * 2)) {
      if (byte < limit && code.length < CODE_LENGTH) code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
    }
  }
  return code;
}

type TInvitationRow = {
  code: string;
  kind: 'MEMBER' | 'AGENT';
  note: string | null;
  is_active: boolean;
  offers: TAffiliateOffer[];
  created_at: Date;
  usage_count: number | string | bigint;
};

/** The registration address the site reads the code from (features/accounts/register-link-codes.ts). */
export function invitationUrl(origin: string, code: string): string {
  return `${origin}/register?affiliateCode=${encodeURIComponent(code)}`;
}

const toInvitation = (row: TInvitationRow, origin: string): TInvitation => ({
  code: row.code,
  kind: row.kind,
  note: row.note,
  isActive: row.is_active,
  usageCount: Number(row.usage_count),
  offers: row.offers,
  url: invitationUrl(origin, row.code),
  createdAt: row.created_at.toISOString(),
});

function invitationQuery(db: TDb, merchantId: bigint, ownerId: bigint) {
  return db
    .selectFrom('affiliate_code as a')
    .select([
      'a.code',
      'a.kind',
      'a.note',
      'a.is_active',
      'a.offers',
      'a.created_at',
      (eb) =>
        eb
          .selectFrom('member as m')
          .select(eb.fn.countAll<string>().as('n'))
          .where('m.merchant_id', '=', merchantId)
          .whereRef('m.affiliate_code_used', '=', 'a.code')
          .as('usage_count'),
    ])
    .where('a.merchant_id', '=', merchantId)
    .where('a.member_id', '=', ownerId);
}

/** The agent's links, newest first, each with its usage and its address on the site `origin`. */
export async function listInvitations(
  db: TDb,
  merchantId: bigint,
  ownerId: bigint,
  origin: string,
): Promise<TInvitation[]> {
  const rows = await invitationQuery(db, merchantId, ownerId)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.code')
    .execute();
  return rows.map((row) => toInvitation(row as TInvitationRow, origin));
}

/** The owner's VALID (not ending) contract of a type and category: what an offer of that type must fit. */
async function ownerContract(db: TDb, ownerId: bigint, contractType: string, gameCategory: string) {
  return db
    .selectFrom('agent_contract')
    .select(['contract_type', 'period', 'basis', 'tiers'])
    .where('member_id', '=', ownerId)
    .where('contract_type', '=', contractType as never)
    .where('game_category', '=', gameCategory)
    .where('status', '=', 'VALID')
    .where('effective_until', 'is', null)
    .executeTakeFirst();
}

/**
 * Whether offered tiers break the contract rules against the owner's own contract: the same rules as an offer
 * made in the contract pages (contracts/validate-tiers.ts: rising rates, at most the policy's tier count, each
 * tier within the owner's tier it qualifies for), so a link cannot carry terms an offer could not.
 */
async function offerRuleBroken(
  db: TDb,
  merchantId: bigint,
  offered: TContractTier[],
  own: { contract_type: TContractType; basis: TContractBasis; tiers: TContractTier[] },
): Promise<boolean> {
  const policy = await db
    .selectFrom('agent_contract_policy')
    .select(['max_tiers', 'is_enabled'])
    .where('merchant_id', '=', merchantId)
    .where('contract_type', '=', own.contract_type)
    .executeTakeFirst();
  if (!policy?.is_enabled) return true;
  return (
    checkOwnTiers(offered, own.basis, policy.max_tiers) !== undefined ||
    checkAgainstUpline(offered, own.tiers, own.basis) !== undefined
  );
}

type TOfferInput = z.output<typeof ZInvitationCreate>['offers'][number];

/**
 * The offers of a new AGENT link, each checked against the owner's own contract of that type: the owner must
 * hold it VALID with no end date, and the offered tiers must pass the contract rules against it (offerRuleBroken). Period and basis come
 * from the owner's contract (a downline settles on its upline's cycle). Problems → VALIDATION_FAILED on `offers`.
 */
async function checkOffers(
  db: TDb,
  merchantId: bigint,
  ownerId: bigint,
  offers: TOfferInput[],
): Promise<TAffiliateOffer[]> {
  const seen = new Set<string>();
  const checked: TAffiliateOffer[] = [];
  for (const offer of offers) {
    const key = `${offer.contractType}:${offer.gameCategory}`;
    if (seen.has(key)) throw new AppError('VALIDATION_FAILED', { offers: 'agent_team_offer_duplicate' });
    seen.add(key);
    const own = await ownerContract(db, ownerId, offer.contractType, offer.gameCategory);
    if (!own) throw new AppError('VALIDATION_FAILED', { offers: 'agent_team_offer_no_contract' });
    if (await offerRuleBroken(db, merchantId, offer.tiers, own))
      throw new AppError('VALIDATION_FAILED', { offers: 'agent_team_offer_above_own' });
    checked.push({ ...offer, period: own.period, basis: own.basis });
  }
  return checked;
}

/** A new link of the agent: a chosen code (unique in the merchant whatever its case) or a drawn one. */
export async function createInvitation(
  db: TDb,
  merchantId: bigint,
  ownerId: bigint,
  origin: string,
  input: z.output<typeof ZInvitationCreate>,
): Promise<TInvitation> {
  if (input.kind === 'MEMBER' && input.offers.length > 0)
    throw new AppError('VALIDATION_FAILED', { offers: 'agent_team_offer_agent_only' });
  const offers = await checkOffers(db, merchantId, ownerId, input.offers);
  const { count } = await db
    .selectFrom('affiliate_code')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', ownerId)
    .executeTakeFirstOrThrow();
  if (Number(count) >= MAX_INVITATIONS)
    throw new AppError('VALIDATION_FAILED', { code: 'agent_team_invitation_limit' });

  for (let attempt = 0; attempt < 3; attempt += 1) {
    const code = input.code ?? drawInvitationCode();
    try {
      await db
        .insertInto('affiliate_code')
        .values({
          code,
          merchant_id: merchantId,
          member_id: ownerId,
          kind: input.kind,
          note: input.note || null,
          offers: JSON.stringify(offers),
        })
        .execute();
      return await findInvitation(db, merchantId, ownerId, origin, code);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // A chosen code is someone's already; a drawn one collided (practically never): draw again.
      if (input.code) throw new AppError('VALIDATION_FAILED', { code: 'agent_team_code_taken' });
    }
  }
  throw new AppError('CONFLICT');
}

async function findInvitation(db: TDb, merchantId: bigint, ownerId: bigint, origin: string, code: string) {
  const row = await invitationQuery(db, merchantId, ownerId)
    .where(sql`lower(a.code)`, '=', code.toLowerCase())
    .executeTakeFirst();
  // Someone else's code, or none: the same answer, so codes cannot be probed through this call.
  if (!row) throw new AppError('NOT_FOUND');
  return toInvitation(row as TInvitationRow, origin);
}

/** Switches one of the agent's own links on or off. */
export async function setInvitationActive(
  db: TDb,
  merchantId: bigint,
  ownerId: bigint,
  origin: string,
  code: string,
  isActive: boolean,
): Promise<TInvitation> {
  const updated = await db
    .updateTable('affiliate_code')
    .set({ is_active: isActive })
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', ownerId)
    .where(sql`lower(code)`, '=', code.toLowerCase())
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) throw new AppError('NOT_FOUND');
  return findInvitation(db, merchantId, ownerId, origin, code);
}

/**
 * Registration through an AGENT link: each offer the owner can still back (VALID contract of that type, tiers
 * within the contract rules) becomes a PENDING contract from the owner, request kind NEW, for the new agent to accept in
 * its contract pages. An offer the owner can no longer back is skipped: the registration itself never fails
 * for it. Runs in the registration's transaction.
 */
export async function grantInvitationOffers(
  trx: TDb,
  input: { merchantId: bigint; ownerId: bigint; memberId: bigint; offers: TAffiliateOffer[] },
): Promise<void> {
  for (const offer of input.offers) {
    const own = await ownerContract(trx, input.ownerId, offer.contractType, offer.gameCategory);
    if (!own || (await offerRuleBroken(trx, input.merchantId, offer.tiers, own))) continue;
    await trx
      .insertInto('agent_contract')
      .values({
        merchant_id: input.merchantId,
        contract_type: offer.contractType,
        upline_id: input.ownerId,
        member_id: input.memberId,
        game_category: offer.gameCategory,
        period: own.period,
        basis: own.basis,
        tiers: JSON.stringify(offer.tiers),
        status: 'PENDING',
        request_kind: 'NEW',
        requested_by: input.ownerId,
      })
      .execute();
  }
}
