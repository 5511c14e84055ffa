import type { TBonusGrant, TBonusSettings } from '@kirin/contracts';
import { GAME_CATEGORIES } from '@kirin/contracts';
import type { Selectable } from 'kysely';
import type { TDb } from '../../../db/database.js';
import type { TBonusGrantTable } from '../../../db/tables/bonus.js';

export type TGrantRow = Selectable<TBonusGrantTable>;

/** The weight of each game category in percent for a merchant: 100 unless the operator set another. */
export async function readWagerWeights(db: TDb, merchantId: bigint): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('bonus_wager_weight')
    .select(['game_category', 'weight_percent'])
    .where('merchant_id', '=', merchantId)
    .execute();
  const weights = new Map<string, number>(GAME_CATEGORIES.map((category) => [category, 100]));
  for (const row of rows) weights.set(row.game_category, row.weight_percent);
  return weights;
}

/** A merchant's wagering settings, with the defaults when it has none. */
export async function readBonusSettings(db: TDb, merchantId: bigint): Promise<TBonusSettings> {
  const [row, weights] = await Promise.all([
    db.selectFrom('bonus_settings').selectAll().where('merchant_id', '=', merchantId).executeTakeFirst(),
    readWagerWeights(db, merchantId),
  ]);
  return {
    weights: Object.fromEntries(weights) as TBonusSettings['weights'],
    maxBet: row?.max_bet_minor == null ? null : Number(row.max_bet_minor),
    lapseBalance: Number(row?.lapse_balance_minor ?? 0n),
  };
}

/** The grant as the API shows it, with its history (oldest event first). */
export async function toGrantView(db: TDb, row: TGrantRow): Promise<TBonusGrant> {
  const [view] = await toGrantViews(db, [row]);
  return view!;
}

export async function toGrantViews(db: TDb, rows: TGrantRow[]): Promise<TBonusGrant[]> {
  const ids = rows.map((row) => row.id);
  const events =
    ids.length === 0
      ? []
      : await db
          .selectFrom('bonus_grant_event')
          .select(['grant_id', 'kind', 'amount_minor', 'note', 'created_at'])
          .where('grant_id', 'in', ids)
          .orderBy('id')
          .execute();
  return rows.map((row) => {
    const remaining = row.turnover_target_minor - row.turnover_done_minor;
    return {
      id: String(row.id),
      source: row.source,
      sourceRef: row.source_ref,
      currency: row.currency,
      bonusAmount: Number(row.bonus_minor),
      depositAmount: Number(row.deposit_minor),
      wagerBase: row.wager_base,
      wagerMultiple: String(Number(row.wager_multiple)),
      turnoverTarget: Number(row.turnover_target_minor),
      turnoverDone: Number(row.turnover_done_minor),
      turnoverRemaining: row.status === 'ACTIVE' && remaining > 0n ? Number(remaining) : 0,
      status: row.status,
      maxBet: row.max_bet_minor === null ? null : Number(row.max_bet_minor),
      grantedAt: row.granted_at.toISOString(),
      expiresAt: row.expires_at?.toISOString() ?? null,
      endedAt: row.ended_at?.toISOString() ?? null,
      endReason: row.end_reason,
      takenBack: Number(row.taken_back_minor),
      history: events
        .filter((event) => event.grant_id === row.id)
        .map((event) => ({
          kind: event.kind,
          amount: Number(event.amount_minor),
          note: event.note,
          at: event.created_at.toISOString(),
        })),
    };
  });
}
