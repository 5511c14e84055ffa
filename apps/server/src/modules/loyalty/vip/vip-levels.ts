import type { TVipLevel, TVipLevelInput, TVipLevelTable } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import { writeAudit, type TAuditActor } from '../../admin/audit/write-audit.js';
import { nameIn, readLevelRows, type TVipLevelRow } from './vip.queries.js';

/** A stored level as the operator wrote it. */
export function toLevelInput(row: TVipLevelRow): TVipLevelInput {
  return {
    level: row.level,
    names: row.names,
    upgradeValidBet: Number(row.upgrade_valid_bet_minor),
    upgradeDeposit: Number(row.upgrade_deposit_minor),
    keepValidBet: Number(row.keep_valid_bet_minor),
    keepDays: row.keep_days,
    levelUpBonus: Number(row.levelup_bonus_minor),
    monthlyBonus: Number(row.monthly_bonus_minor),
    wagerMultiple: Number(row.wager_multiple),
    perks: row.perks,
  };
}

/** The ladder as everyone reads it, in `language`, with each level's cashback rates per category. */
export async function readVipLevels(
  db: TDb,
  merchantId: bigint,
  language: string,
): Promise<{ levels: TVipLevel[] }> {
  const [rows, rates] = await Promise.all([
    readLevelRows(db, merchantId),
    db
      .selectFrom('cashback_rate')
      .select(['game_category', 'vip_level', 'rate_ppm'])
      .where('merchant_id', '=', merchantId)
      .orderBy('vip_level')
      .execute(),
  ]);
  return {
    levels: rows.map((row) => {
      // A level gets the rate of the highest configured level at or below it (cashback's rule).
      const cashbackPpm: Record<string, number> = {};
      for (const r of rates) if (r.vip_level <= row.level) cashbackPpm[r.game_category] = r.rate_ppm;
      const { names, perks, ...rest } = toLevelInput(row);
      return { ...rest, name: nameIn(names, language), perks: nameIn(perks, language), cashbackPpm };
    }),
  };
}

/**
 * Replaces the merchant's ladder in one transaction (the merchant row locked, so two saves apply one after
 * the other), audited with the ladder before and after. Members above the new top level keep their rank
 * until the next evaluation, which treats them as at the top.
 */
export async function replaceVipLevelTable(
  db: TDb,
  actor: TAuditActor,
  merchant: { id: bigint; code: string },
  table: TVipLevelTable,
): Promise<TVipLevelTable> {
  if (!db.isTransaction) throw new Error('replaceVipLevelTable runs inside the save transaction');
  const before = (await readLevelRows(db, merchant.id)).map(toLevelInput);
  await db.deleteFrom('vip_level').where('merchant_id', '=', merchant.id).execute();
  await db
    .insertInto('vip_level')
    .values(
      table.levels.map((l) => ({
        merchant_id: merchant.id,
        level: l.level,
        names: JSON.stringify(l.names),
        upgrade_valid_bet_minor: BigInt(l.upgradeValidBet),
        upgrade_deposit_minor: BigInt(l.upgradeDeposit),
        keep_valid_bet_minor: BigInt(l.keepValidBet),
        keep_days: l.keepDays,
        levelup_bonus_minor: BigInt(l.levelUpBonus),
        monthly_bonus_minor: BigInt(l.monthlyBonus),
        wager_multiple: l.wagerMultiple.toFixed(2),
        perks: JSON.stringify(l.perks),
      })),
    )
    .execute();
  const after = (await readLevelRows(db, merchant.id)).map(toLevelInput);
  await writeAudit(db, actor, {
    action: 'vip.levels-save',
    merchantId: merchant.id,
    target: `merchant:${merchant.code}`,
    before: { levels: before },
    after: { levels: after },
  });
  return { levels: after };
}
