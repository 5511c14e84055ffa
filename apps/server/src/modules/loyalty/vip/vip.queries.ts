import { sql, type Selectable } from 'kysely';
import type { TDb } from '../../../db/database.js';
import type { TVipLevelTable, TVipMemberTable } from '../../../db/tables/vip.js';

export type TVipLevelRow = Selectable<TVipLevelTable>;
export type TVipMemberRow = Selectable<TVipMemberTable>;

/**
 * Rounds settled this recently may belong to a write that has not committed yet (as in cashback): a day
 * boundary is applied only once it is this far in the past and no open writer started before it.
 */
export const VIP_SETTLE_LAG_MS = 2_000;

/** The merchant's ladder, level 0 first (empty: the merchant has no VIP programme). */
export function readLevelRows(db: TDb, merchantId: bigint): Promise<TVipLevelRow[]> {
  return db
    .selectFrom('vip_level')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('level')
    .execute();
}

/** The member's state row, or what it is before any: level 0 counted from registration. */
export async function readMemberState(
  db: TDb,
  member: { merchantId: bigint; memberId: bigint },
  options: { isLocked?: boolean } = {},
): Promise<TVipMemberRow | null> {
  let query = db
    .selectFrom('vip_member')
    .selectAll()
    .where('member_id', '=', member.memberId)
    .where('merchant_id', '=', member.merchantId);
  if (options.isLocked) query = query.forUpdate();
  return (await query.executeTakeFirst()) ?? null;
}

/**
 * The member's valid bet (settled rounds that won or lost, every vendor and the lottery) with settled_at in
 * [from, to), and credited deposits whose credit was posted in [from, to).
 */
export async function readProgress(
  db: TDb,
  member: { merchantId: bigint; memberId: bigint },
  window: { from: Date; to: Date },
): Promise<{ validBetMinor: bigint; depositMinor: bigint }> {
  if (window.to <= window.from) return { validBetMinor: 0n, depositMinor: 0n };
  const [bet, deposit] = await Promise.all([
    db
      .selectFrom('bet_round')
      .select(sql<string>`coalesce(sum(valid_bet_minor), 0)::text`.as('total'))
      .where('member_id', '=', member.memberId)
      .where('merchant_id', '=', member.merchantId)
      .where('status', '=', 'SETTLED')
      .where('valid_bet_minor', '>', 0n)
      .where(sql<boolean>`payout_minor <> stake_minor`)
      .where('settled_at', '>=', window.from)
      .where('settled_at', '<', window.to)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('deposit as d')
      .innerJoin('ledger_transaction as lt', 'lt.id', 'd.ledger_transaction_id')
      .select(sql<string>`coalesce(sum(d.amount_minor), 0)::text`.as('total'))
      .where('d.member_id', '=', member.memberId)
      .where('d.merchant_id', '=', member.merchantId)
      .where('d.status', '=', 'CREDITED')
      .where('lt.created_at', '>=', window.from)
      .where('lt.created_at', '<', window.to)
      .executeTakeFirstOrThrow(),
  ]);
  return { validBetMinor: BigInt(bet.total), depositMinor: BigInt(deposit.total) };
}

/**
 * The latest instant whose rounds and deposits are all committed: now less the lag, and never after the start
 * of the oldest transaction of this database that has written and not yet committed (cashback's
 * readCashbackWindow: a vendor call stamps settled_at with its transaction's start).
 */
export async function readSafeInstant(db: TDb): Promise<Date> {
  const row = await sql<{ safe: Date }>`
    SELECT least(now() - make_interval(secs => ${VIP_SETTLE_LAG_MS / 1000}),
      (SELECT min(a.xact_start) FROM pg_stat_activity a
        WHERE a.datname = current_database() AND a.pid <> pg_backend_pid() AND a.backend_xid IS NOT NULL)
    ) AS safe`.execute(db);
  return row.rows[0]!.safe;
}

/** The level's name in `language`, else the first it has. */
export function nameIn(names: Record<string, string>, language: string): string {
  return names[language] ?? names.TW ?? names.EN ?? Object.values(names)[0] ?? '';
}
