import { dayInZone, type TRedEnvelopeHistory, type TRedEnvelopeStatus } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import {
  claimsAllowed,
  countMemberClaims,
  hasFreePacket,
  isInAudience,
  selectLiveCampaigns,
  type TCampaignRow,
} from './red-envelope.queries.js';

/**
 * The campaigns a member can open an envelope of right now: live, in its audience, a packet left and a claim
 * left under both limits. The site shows the envelope only when this list is not empty.
 */
export async function readRedEnvelopeStatus(
  db: TDb,
  input: { merchantId: bigint; memberId: bigint; timeZone: string },
  now = new Date(),
): Promise<TRedEnvelopeStatus> {
  const day = dayInZone(now, input.timeZone);
  const live = (await selectLiveCampaigns(db, input.merchantId, now).execute()) as TCampaignRow[];
  const campaigns: TRedEnvelopeStatus['campaigns'] = [];
  for (const campaign of live) {
    if (!(await isInAudience(db, campaign, input.memberId))) continue;
    const claimsLeft = claimsAllowed(campaign, await countMemberClaims(db, campaign.id, input.memberId, day));
    if (claimsLeft === 0 || !(await hasFreePacket(db, campaign.id))) continue;
    campaigns.push({
      campaignId: String(campaign.id),
      name: campaign.name,
      endsAt: campaign.ends_at.toISOString(),
      claimsLeft,
    });
  }
  return { campaigns };
}

/** The member's opened envelopes, newest first. */
export async function readRedEnvelopeHistory(
  db: TDb,
  input: { merchantId: bigint; memberId: bigint },
  page: { page: number; pageSize: number },
): Promise<TRedEnvelopeHistory> {
  const base = db
    .selectFrom('red_envelope_packet as p')
    .innerJoin('red_envelope_campaign as c', 'c.id', 'p.campaign_id')
    .where('p.member_id', '=', input.memberId)
    .where('c.merchant_id', '=', input.merchantId);
  const [rows, count] = await Promise.all([
    base
      .select(['p.id', 'c.name', 'p.amount_minor', 'p.claimed_at'])
      .orderBy('p.claimed_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((row) => ({
      claimId: String(row.id),
      campaignName: row.name,
      amountMinor: Number(row.amount_minor),
      claimedAt: (row.claimed_at ?? new Date(0)).toISOString(),
    })),
    total: Number(count.n),
    page: page.page,
    pageSize: page.pageSize,
  };
}
