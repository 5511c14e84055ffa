import type { TOpsRedEnvelopeCampaign, TRedEnvelopeCampaignState } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';
import type { TRedEnvelopeCampaignTable } from '../../../db/tables/red-envelope.js';

/** A campaign row as selected (generated columns resolved). */
export type TCampaignRow = {
  id: bigint;
  merchant_id: bigint;
  name: string;
  currency: string;
  starts_at: Date;
  ends_at: Date;
  audience: TRedEnvelopeCampaignTable['audience'];
  min_deposit_minor: bigint;
  total_minor: bigint;
  packet_count: number;
  min_packet_minor: bigint;
  max_packet_minor: bigint;
  per_member_limit: number;
  per_day_limit: number;
  created_at: Date;
  closed_at: Date | null;
};

export const CAMPAIGN_COLUMNS = [
  'id',
  'merchant_id',
  'name',
  'currency',
  'starts_at',
  'ends_at',
  'audience',
  'min_deposit_minor',
  'total_minor',
  'packet_count',
  'min_packet_minor',
  'max_packet_minor',
  'per_member_limit',
  'per_day_limit',
  'created_at',
  'closed_at',
] as const;

/** Where a campaign stands at `now`: a close wins over the schedule. */
export function campaignState(row: TCampaignRow, now: Date): TRedEnvelopeCampaignState {
  if (row.closed_at) return 'CLOSED';
  if (now < row.starts_at) return 'SCHEDULED';
  if (now >= row.ends_at) return 'ENDED';
  return 'LIVE';
}

/** Campaigns of a merchant with what has been paid and what is left, newest first. */
export async function selectCampaignViews(
  db: TDb,
  merchantId: bigint,
  page: { limit: number; offset: number } | { id: bigint },
  now = new Date(),
): Promise<TOpsRedEnvelopeCampaign[]> {
  let query = db
    .selectFrom('red_envelope_campaign as c')
    .select(CAMPAIGN_COLUMNS.map((column) => `c.${column}` as const))
    .select([
      sql<string>`(SELECT count(*) FROM red_envelope_packet p WHERE p.campaign_id = c.id AND p.member_id IS NOT NULL)`.as(
        'claimed_count',
      ),
      sql<string>`(SELECT coalesce(sum(p.amount_minor), 0) FROM red_envelope_packet p WHERE p.campaign_id = c.id AND p.member_id IS NOT NULL)`.as(
        'paid_minor',
      ),
    ])
    .where('c.merchant_id', '=', merchantId);
  query =
    'id' in page
      ? query.where('c.id', '=', page.id)
      : query.orderBy('c.id', 'desc').limit(page.limit).offset(page.offset);
  const rows = await query.execute();
  return rows.map((row) => {
    const claimed = Number(row.claimed_count);
    const paid = Number(row.paid_minor);
    return {
      id: String(row.id),
      name: row.name,
      state: campaignState(row as TCampaignRow, now),
      currency: row.currency,
      startsAt: row.starts_at.toISOString(),
      endsAt: row.ends_at.toISOString(),
      audience: row.audience,
      minDepositMinor: Number(row.min_deposit_minor),
      totalMinor: Number(row.total_minor),
      packetCount: row.packet_count,
      minPacketMinor: Number(row.min_packet_minor),
      maxPacketMinor: Number(row.max_packet_minor),
      perMemberLimit: row.per_member_limit,
      perDayLimit: row.per_day_limit,
      claimedCount: claimed,
      paidMinor: paid,
      remainingCount: row.packet_count - claimed,
      remainingMinor: Number(row.total_minor) - paid,
      createdAt: row.created_at.toISOString(),
      closedAt: row.closed_at?.toISOString() ?? null,
    };
  });
}

/** Live campaigns of a merchant at `now` (open, started, not ended), the one ending first first. */
export function selectLiveCampaigns(db: TDb, merchantId: bigint, now: Date) {
  return db
    .selectFrom('red_envelope_campaign')
    .select(CAMPAIGN_COLUMNS)
    .where('merchant_id', '=', merchantId)
    .where('closed_at', 'is', null)
    .where('starts_at', '<=', now)
    .where('ends_at', '>', now)
    .orderBy('ends_at')
    .orderBy('id');
}

/** Whether the member is in the campaign's audience: MIN_DEPOSIT counts deposits credited since the start. */
export async function isInAudience(db: TDb, campaign: TCampaignRow, memberId: bigint): Promise<boolean> {
  if (campaign.audience === 'ALL') return true;
  const row = await db
    .selectFrom('deposit')
    .select(sql<string>`coalesce(sum(amount_minor), 0)::text`.as('total'))
    .where('member_id', '=', memberId)
    .where('merchant_id', '=', campaign.merchant_id)
    .where('status', '=', 'CREDITED')
    .where('created_at', '>=', campaign.starts_at)
    .executeTakeFirstOrThrow();
  return BigInt(row.total) >= campaign.min_deposit_minor;
}

/** The member's claims in a campaign: all of them and those of `day`. */
export async function countMemberClaims(
  db: TDb,
  campaignId: bigint,
  memberId: bigint,
  day: string,
): Promise<{ total: number; today: number }> {
  const row = await db
    .selectFrom('red_envelope_packet')
    .select([
      sql<string>`count(*)`.as('total'),
      sql<string>`count(*) FILTER (WHERE claim_day = ${day})`.as('today'),
    ])
    .where('campaign_id', '=', campaignId)
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), today: Number(row.today) };
}

/** Whether any packet of the campaign is still unclaimed. */
export async function hasFreePacket(db: TDb, campaignId: bigint): Promise<boolean> {
  const row = await db
    .selectFrom('red_envelope_packet')
    .select('id')
    .where('campaign_id', '=', campaignId)
    .where('member_id', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Claims the member may still make in the campaign, by both limits (free packets not counted). */
export function claimsAllowed(campaign: TCampaignRow, claims: { total: number; today: number }): number {
  return Math.max(
    0,
    Math.min(campaign.per_member_limit - claims.total, campaign.per_day_limit - claims.today),
  );
}
