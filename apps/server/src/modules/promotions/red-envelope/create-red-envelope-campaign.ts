import type { TRedEnvelopeCampaignCreate } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';
import { inTransaction } from '../../ledger/index.js';
import { drawPacketAmounts, prizePackets } from './split-pool.js';

export type TNewCampaign = TRedEnvelopeCampaignCreate & {
  merchantId: bigint;
  currency: string;
  /** The operator, or null for the demo seed. */
  createdBy: bigint | null;
};

/** Packets inserted per statement (two arrays of this length as parameters). */
const PACKET_INSERT_CHUNK = 5_000;

/**
 * Creates a campaign and its packets: every amount drawn now with the CSPRNG (split-pool.ts: a random split, or
 * the operator's prizes in a shuffled order) and stored, so
 * what the pool holds is fixed, visible to the operator and audited before anyone claims. Input is the
 * validated ZRedEnvelopeCampaignCreate (bounds and schedule already checked). Returns the campaign id.
 */
export async function createRedEnvelopeCampaign(db: TDb, input: TNewCampaign): Promise<bigint> {
  const amounts = input.prizes ? prizePackets(input.prizes) : drawPacketAmounts(input);
  return inTransaction(db, async (trx) => {
    const { id } = await trx
      .insertInto('red_envelope_campaign')
      .values({
        merchant_id: input.merchantId,
        name: input.name,
        currency: input.currency,
        starts_at: input.startsAt,
        ends_at: input.endsAt,
        audience: input.audience,
        min_deposit_minor: BigInt(input.minDepositMinor),
        total_minor: BigInt(input.totalMinor),
        packet_count: input.packetCount,
        min_packet_minor: BigInt(input.minPacketMinor),
        max_packet_minor: BigInt(input.maxPacketMinor),
        per_member_limit: input.perMemberLimit,
        per_day_limit: input.perDayLimit,
        created_by: input.createdBy,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let start = 0; start < amounts.length; start += PACKET_INSERT_CHUNK) {
      const chunk = amounts.slice(start, start + PACKET_INSERT_CHUNK);
      await sql`INSERT INTO red_envelope_packet (campaign_id, slot, amount_minor)
        SELECT ${String(id)}::bigint, s.slot, s.amount
        FROM unnest(${chunk.map((_, i) => start + i + 1)}::int[], ${chunk.map(String)}::bigint[]) AS s(slot, amount)`.execute(
        trx,
      );
    }
    return id;
  });
}
