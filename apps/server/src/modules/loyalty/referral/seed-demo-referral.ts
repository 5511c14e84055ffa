import type { TDb } from '../../../db/database.js';

export const DEMO_REFERRAL_RULE_NAME = 'Invite a friend';

/**
 * The demo merchant's referral promotion: 10% of the friend's first deposit, at most 1,800.00 (the reference's
 * programme), paid to the referrer once the friend has deposited at least 100.00 and bet 100.00 within 7 days;
 * wager 1x on the reward; 20 rewarded friends per referrer. Created once, when the merchant has no rule yet:
 * an operator's edits are kept across restarts.
 */
export async function seedDemoReferral(db: TDb, merchantId: bigint, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.selectFrom('merchant').select('id').where('id', '=', merchantId).forUpdate().execute();
    const existing = await trx
      .selectFrom('referral_rule')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .limit(1)
      .executeTakeFirst();
    if (existing) return;
    await trx
      .insertInto('referral_rule')
      .values({
        merchant_id: merchantId,
        name: DEMO_REFERRAL_RULE_NAME,
        is_enabled: true,
        starts_at: new Date(now.getTime() - 60_000),
        ends_at: null,
        reward_type: 'PERCENT',
        reward_percent_bp: 1_000,
        reward_cap_minor: 180_000n,
        min_first_deposit_minor: 10_000n,
        min_valid_bet_minor: 10_000n,
        qualify_days: 7,
        wager_multiple: '1.00',
        max_rewarded_friends: 20,
      })
      .execute();
  });
}
