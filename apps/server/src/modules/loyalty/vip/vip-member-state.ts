import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';
import type { TVipChangeReason } from '../../../db/tables/vip.js';
import { nameIn, readMemberState, type TVipLevelRow, type TVipMemberRow } from './vip.queries.js';

export type TVipMerchant = { id: bigint; timeZone: string; currency: string; defaultLanguage: string };

/** The merchant's zone, currency and default language (its brand). */
export async function readVipMerchant(db: TDb, merchantId: bigint): Promise<TVipMerchant> {
  const row = await db
    .selectFrom('merchant')
    .select([
      sql<string | null>`brand->>'timeZone'`.as('timeZone'),
      sql<string | null>`brand->>'currency'`.as('currency'),
      sql<string | null>`brand->>'defaultLanguage'`.as('defaultLanguage'),
    ])
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow();
  return {
    id: merchantId,
    timeZone: row.timeZone ?? 'UTC',
    currency: row.currency ?? 'VND',
    defaultLanguage: row.defaultLanguage ?? 'TW',
  };
}

/**
 * The member's state row, locked: created first when missing (level 0, counted from registration), so two
 * evaluations of one member queue on the same row.
 */
export async function lockMemberState(
  trx: TDb,
  member: { merchantId: bigint; memberId: bigint },
): Promise<TVipMemberRow> {
  await sql`
    INSERT INTO vip_member (member_id, merchant_id, level, reached_at, keep_from, count_from)
    SELECT m.id, m.merchant_id, 0, m.created_at, m.created_at, m.created_at
    FROM member m WHERE m.id = ${member.memberId} AND m.merchant_id = ${member.merchantId}
    ON CONFLICT (member_id) DO NOTHING`.execute(trx);
  const row = await readMemberState(trx, member, { isLocked: true });
  if (!row) throw new Error(`member ${member.memberId} not found`);
  return row;
}

export type TLevelChange = {
  merchant: TVipMerchant;
  memberId: bigint;
  from: number;
  to: TVipLevelRow;
  reason: TVipChangeReason;
  boundary: Date | null;
  operatorId?: bigint | null;
  note?: string | null;
};

/**
 * Writes a level change down: the history row, and the member's club rank (member.rank_level, which cashback,
 * promotion audiences and customer service read) and club label (the level's name in the merchant's default
 * language) that the member info answer carries as clubLabel.
 */
export async function recordLevelChange(trx: TDb, change: TLevelChange): Promise<void> {
  await trx
    .insertInto('vip_level_change')
    .values({
      merchant_id: change.merchant.id,
      member_id: change.memberId,
      from_level: change.from,
      to_level: change.to.level,
      reason: change.reason,
      boundary: change.boundary,
      operator_id: change.operatorId ?? null,
      note: change.note ?? null,
    })
    .execute();
  await trx
    .updateTable('member')
    .set({
      rank_level: change.to.level,
      club_label: nameIn(change.to.names, change.merchant.defaultLanguage),
    })
    .where('id', '=', change.memberId)
    .execute();
}
