import { dayInZone, type TRedEnvelopeClaimed } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';
import { memberAccount, postTransaction, systemAccount } from '../../ledger/index.js';
import { recordPaidReward } from '../bonus/index.js';
import {
  claimsAllowed,
  countMemberClaims,
  hasFreePacket,
  isInAudience,
  selectLiveCampaigns,
  type TCampaignRow,
} from './red-envelope.queries.js';

export type TClaimInput = {
  merchantId: bigint;
  memberId: bigint;
  /** The merchant's zone: the per-day limit counts its calendar days. */
  timeZone: string;
  campaignId?: bigint;
  requestId?: string;
};

/** The ledger kind of a packet's payment: the agent programme's rollups count BONUS as a cost. */
export const RED_ENVELOPE_LEDGER_KIND = 'BONUS';
/** One posting per packet, whoever claims it: a packet can never be paid twice. */
export const packetIdempotencyKey = (packetId: bigint) => `red-envelope:packet:${packetId}`;

type TPacket = { id: bigint; amount_minor: bigint; claimed_at: Date | null };

/**
 * A member opens a red envelope: one unclaimed packet of a live campaign, paid in the same transaction from
 * the merchant's BONUS account to the member's MAIN wallet.
 *
 * Concurrency: the member's claims of one campaign queue on its claimant row (FOR UPDATE), so the limits are
 * read and the packet taken by one at a time; members compete for packets with FOR UPDATE SKIP LOCKED, so
 * a packet goes to one claim and the pool never pays more than it holds. A requestId sent again answers the
 * packet it took the first time.
 */
export async function claimRedEnvelope(
  db: TDb,
  input: TClaimInput,
  now = new Date(),
): Promise<TRedEnvelopeClaimed> {
  const day = dayInZone(now, input.timeZone);
  return db.transaction().execute(async (trx) => {
    const campaign = await chooseCampaign(trx, input, day, now);
    await trx
      .insertInto('red_envelope_claimant')
      .values({ campaign_id: campaign.id, member_id: input.memberId })
      .onConflict((oc) => oc.columns(['campaign_id', 'member_id']).doNothing())
      .execute();
    await trx
      .selectFrom('red_envelope_claimant')
      .select('member_id')
      .where('campaign_id', '=', campaign.id)
      .where('member_id', '=', input.memberId)
      .forUpdate()
      .executeTakeFirstOrThrow();

    if (input.requestId) {
      const earlier = await trx
        .selectFrom('red_envelope_packet')
        .select(['id', 'amount_minor', 'claimed_at'])
        .where('campaign_id', '=', campaign.id)
        .where('member_id', '=', input.memberId)
        .where('claim_request_id', '=', input.requestId)
        .executeTakeFirst();
      if (earlier) return answer(trx, campaign, earlier, input.memberId, day);
    }

    const claims = await countMemberClaims(trx, campaign.id, input.memberId, day);
    if (claims.total >= campaign.per_member_limit) throw new AppError('RED_ENVELOPE_LIMIT_REACHED');
    if (claims.today >= campaign.per_day_limit) throw new AppError('RED_ENVELOPE_DAILY_LIMIT');

    const packet =
      (await takeFreePacket(trx, campaign.id, true)) ?? (await takeFreePacket(trx, campaign.id, false));
    if (!packet) throw new AppError('RED_ENVELOPE_POOL_EMPTY');

    const money = { merchantId: campaign.merchant_id, currency: campaign.currency };
    const bonus = await systemAccount(trx, { ...money, kind: 'BONUS' });
    const main = await memberAccount(trx, { ...money, memberId: input.memberId, walletCode: 'MAIN' });
    const posting = await postTransaction(trx, {
      merchantId: campaign.merchant_id,
      idempotencyKey: packetIdempotencyKey(packet.id),
      kind: RED_ENVELOPE_LEDGER_KIND,
      reference: `red-envelope:${campaign.id}:${packet.id}`,
      memo: campaign.name,
      legs: [
        { accountId: bonus, amountMinor: -packet.amount_minor },
        { accountId: main, amountMinor: packet.amount_minor },
      ],
    });
    await trx
      .updateTable('red_envelope_packet')
      .set({
        member_id: input.memberId,
        claimed_at: now,
        claim_day: day,
        claim_request_id: input.requestId ?? null,
        ledger_transaction_id: posting.transactionId,
      })
      .where('id', '=', packet.id)
      .where('member_id', 'is', null)
      .execute();
    // Paid at once, without wagering: in the reward centre's history under the campaign's name.
    await recordPaidReward(trx, {
      merchantId: campaign.merchant_id,
      memberId: input.memberId,
      currency: campaign.currency,
      source: 'RED_ENVELOPE',
      sourceRef: `red-envelope-packet:${packet.id}`,
      amountMinor: packet.amount_minor,
      wagerMultiple: 0,
      title: { TW: campaign.name },
    });
    return answer(trx, campaign, { ...packet, claimed_at: now }, input.memberId, day);
  });
}

/**
 * The campaign asked for, live and open to the member; without one, the live campaign ending first that the
 * member can still claim from, else the first live one it is in the audience of (so the refusal says why).
 */
async function chooseCampaign(db: TDb, input: TClaimInput, day: string, now: Date): Promise<TCampaignRow> {
  if (input.campaignId !== undefined) {
    const campaign = (await selectLiveCampaigns(db, input.merchantId, now)
      .where('id', '=', input.campaignId)
      .executeTakeFirst()) as TCampaignRow | undefined;
    if (!campaign || !(await isInAudience(db, campaign, input.memberId)))
      throw new AppError('RED_ENVELOPE_NOT_AVAILABLE');
    return campaign;
  }
  const live = (await selectLiveCampaigns(db, input.merchantId, now).execute()) as TCampaignRow[];
  let fallback: TCampaignRow | undefined;
  for (const campaign of live) {
    if (!(await isInAudience(db, campaign, input.memberId))) continue;
    fallback ??= campaign;
    const claims = await countMemberClaims(db, campaign.id, input.memberId, day);
    if (claimsAllowed(campaign, claims) > 0 && (await hasFreePacket(db, campaign.id))) return campaign;
  }
  if (!fallback) throw new AppError('RED_ENVELOPE_NOT_AVAILABLE');
  return fallback;
}

/**
 * Locks the first free packet. SKIP LOCKED lets members take different packets at once; when every free
 * packet is locked by another claim, the second try waits for them, so a claim that rolls back leaves its
 * packet to the next one instead of answering "empty" while a packet is left.
 */
async function takeFreePacket(db: TDb, campaignId: bigint, isSkippingLocked: boolean) {
  let query = db
    .selectFrom('red_envelope_packet')
    .select(['id', 'amount_minor'])
    .where('campaign_id', '=', campaignId)
    .where('member_id', 'is', null)
    .orderBy('slot')
    .limit(1)
    .forUpdate();
  if (isSkippingLocked) query = query.skipLocked();
  return query.executeTakeFirst();
}

async function answer(
  db: TDb,
  campaign: TCampaignRow,
  packet: TPacket,
  memberId: bigint,
  day: string,
): Promise<TRedEnvelopeClaimed> {
  const claims = await countMemberClaims(db, campaign.id, memberId, day);
  const isPoolLeft = await hasFreePacket(db, campaign.id);
  return {
    claimId: String(packet.id),
    campaignId: String(campaign.id),
    campaignName: campaign.name,
    amountMinor: Number(packet.amount_minor),
    claimedAt: (packet.claimed_at ?? new Date()).toISOString(),
    claimsLeft: isPoolLeft ? claimsAllowed(campaign, claims) : 0,
  };
}
