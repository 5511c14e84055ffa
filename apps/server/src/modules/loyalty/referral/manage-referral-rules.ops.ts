import type { TOpsReferralFriendPage, TOpsReferralRule, TReferralRuleInput } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';
import { writeAudit, type TAuditActor } from '../../admin/audit/write-audit.js';
import type { TOperatorPrincipal } from '../../admin/auth/operator-sessions.js';
import { findMerchantForOperator } from '../../merchant/ops/find-merchant-for-operator.js';
import { toRuleSummary, type TReferralRuleRow } from './referral.queries.js';

type TPage = { page: number; pageSize: number };
const FAR_FUTURE = new Date('9999-12-31T00:00:00Z');

function stateOf(rule: TReferralRuleRow, now: Date): TOpsReferralRule['state'] {
  if (!rule.is_enabled) return 'DISABLED';
  if (rule.starts_at > now) return 'SCHEDULED';
  if (rule.ends_at && rule.ends_at <= now) return 'ENDED';
  return 'LIVE';
}

/** The merchant's rules with their friends and what they paid, or one of them. */
async function selectRuleViews(
  db: TDb,
  merchantId: bigint,
  id?: bigint,
  now = new Date(),
): Promise<TOpsReferralRule[]> {
  let query = db.selectFrom('referral_rule').selectAll().where('merchant_id', '=', merchantId);
  if (id !== undefined) query = query.where('id', '=', id);
  const rules = await query.orderBy('starts_at', 'desc').orderBy('id', 'desc').execute();
  if (rules.length === 0) return [];
  const figures = await db
    .selectFrom('referral')
    .select([
      'rule_id',
      sql<string>`count(*)`.as('friends'),
      sql<string>`count(*) FILTER (WHERE reward_minor > 0)`.as('rewarded'),
      sql<string>`coalesce(sum(reward_minor), 0)`.as('paid'),
    ])
    .where(
      'rule_id',
      'in',
      rules.map((r) => r.id),
    )
    .groupBy('rule_id')
    .execute();
  const byRule = new Map(figures.map((f) => [String(f.rule_id), f]));
  return rules.map((rule) => {
    const f = byRule.get(String(rule.id));
    return {
      ...toRuleSummary(rule),
      id: String(rule.id),
      isEnabled: rule.is_enabled,
      state: stateOf(rule, now),
      friends: Number(f?.friends ?? 0),
      rewardedFriends: Number(f?.rewarded ?? 0),
      paidMinor: Number(f?.paid ?? 0),
      createdAt: rule.created_at.toISOString(),
      updatedAt: rule.updated_at.toISOString(),
    };
  });
}

const toColumns = (input: TReferralRuleInput) => ({
  name: input.name,
  is_enabled: input.isEnabled,
  starts_at: new Date(input.startsAt),
  ends_at: input.endsAt === null ? null : new Date(input.endsAt),
  reward_type: input.rewardType,
  reward_fixed_minor: input.rewardType === 'FIXED' ? BigInt(input.rewardFixedMinor) : 0n,
  reward_percent_bp: input.rewardType === 'PERCENT' ? input.rewardPercentBp : 0,
  reward_cap_minor: input.rewardCapMinor === null ? null : BigInt(input.rewardCapMinor),
  min_first_deposit_minor: BigInt(input.minFirstDepositMinor),
  min_valid_bet_minor: BigInt(input.minValidBetMinor),
  qualify_days: input.qualifyDays,
  wager_multiple: input.wagerMultiple.toFixed(2),
  max_rewarded_friends: input.maxRewardedFriends,
});

/**
 * Refuses an enabled rule whose schedule meets another enabled rule's (one rule live at a time). The caller
 * holds the merchant row, so two saves cannot both pass.
 */
async function checkNoOverlap(db: TDb, merchantId: bigint, input: TReferralRuleInput, exceptId?: bigint) {
  if (!input.isEnabled) return;
  const starts = new Date(input.startsAt);
  const ends = input.endsAt === null ? FAR_FUTURE : new Date(input.endsAt);
  let query = db
    .selectFrom('referral_rule')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('is_enabled', '=', true)
    .where('starts_at', '<', ends)
    .where(sql<boolean>`coalesce(ends_at, ${FAR_FUTURE}) > ${starts}`);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  const clash = await query.limit(1).executeTakeFirst();
  if (clash) throw new AppError('REFERRAL_RULE_OVERLAP', { ruleId: String(clash.id) });
}

async function lockMerchant(db: TDb, operator: TOperatorPrincipal, code: string) {
  const merchant = await findMerchantForOperator(db, operator, code);
  await db.selectFrom('merchant').select('id').where('id', '=', merchant.id).forUpdate().execute();
  return merchant;
}

/** The merchant's referral rules, newest start first. Audited as a read. */
export async function listReferralRules(
  db: TDb,
  actor: TAuditActor,
  operator: TOperatorPrincipal,
  code: string,
): Promise<{ list: TOpsReferralRule[] }> {
  const merchant = await findMerchantForOperator(db, operator, code);
  const list = await selectRuleViews(db, merchant.id);
  await writeAudit(db, actor, {
    action: 'referral-rule.read',
    merchantId: merchant.id,
    target: 'referral-rule:list',
  });
  return { list };
}

/** Creates a rule (validated by the contract, overlap checked here). Audited with the whole rule. */
export async function createReferralRule(
  db: TDb,
  actor: TAuditActor,
  operator: TOperatorPrincipal,
  code: string,
  input: TReferralRuleInput,
): Promise<TOpsReferralRule> {
  return db.transaction().execute(async (trx) => {
    const merchant = await lockMerchant(trx, operator, code);
    await checkNoOverlap(trx, merchant.id, input);
    const { id } = await trx
      .insertInto('referral_rule')
      .values({ merchant_id: merchant.id, ...toColumns(input) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [view] = await selectRuleViews(trx, merchant.id, id);
    await writeAudit(trx, actor, {
      action: 'referral-rule.create',
      merchantId: merchant.id,
      target: `referral-rule:${id}`,
      after: view,
    });
    return view!;
  });
}

/** Replaces a rule's settings; friends already under it are judged by the new settings from now on. */
export async function updateReferralRule(
  db: TDb,
  actor: TAuditActor,
  operator: TOperatorPrincipal,
  code: string,
  id: bigint,
  input: TReferralRuleInput,
): Promise<TOpsReferralRule> {
  return db.transaction().execute(async (trx) => {
    const merchant = await lockMerchant(trx, operator, code);
    const [before] = await selectRuleViews(trx, merchant.id, id);
    if (!before) throw new AppError('NOT_FOUND');
    await checkNoOverlap(trx, merchant.id, input, id);
    await trx
      .updateTable('referral_rule')
      .set({ ...toColumns(input), updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    const [after] = await selectRuleViews(trx, merchant.id, id);
    await writeAudit(trx, actor, {
      action: 'referral-rule.update',
      merchantId: merchant.id,
      target: `referral-rule:${id}`,
      before,
      after,
    });
    return after!;
  });
}

/** Deletes a rule no friend registered under (otherwise REFERRAL_RULE_IN_USE: disable or end it instead). */
export async function deleteReferralRule(
  db: TDb,
  actor: TAuditActor,
  operator: TOperatorPrincipal,
  code: string,
  id: bigint,
): Promise<{ id: string }> {
  return db.transaction().execute(async (trx) => {
    const merchant = await lockMerchant(trx, operator, code);
    const [before] = await selectRuleViews(trx, merchant.id, id);
    if (!before) throw new AppError('NOT_FOUND');
    if (before.friends > 0) throw new AppError('REFERRAL_RULE_IN_USE');
    await trx.deleteFrom('referral_rule').where('id', '=', id).execute();
    await writeAudit(trx, actor, {
      action: 'referral-rule.delete',
      merchantId: merchant.id,
      target: `referral-rule:${id}`,
      before,
    });
    return { id: String(id) };
  });
}

/**
 * Friends as the operator sees them, newest first: one referrer's (`referrerId`), or those rewarded
 * (`isRewardedOnly`, newest qualification first). Audited as a read (it names members).
 */
export async function listReferralFriends(
  db: TDb,
  actor: TAuditActor,
  operator: TOperatorPrincipal,
  code: string,
  filter: { referrerId?: bigint; isRewardedOnly?: boolean },
  page: TPage,
): Promise<TOpsReferralFriendPage> {
  const merchant = await findMerchantForOperator(db, operator, code);
  let base = db
    .selectFrom('referral as r')
    .innerJoin('member as f', 'f.id', 'r.friend_id')
    .innerJoin('member as m', 'm.id', 'r.referrer_id')
    .where('r.merchant_id', '=', merchant.id);
  if (filter.referrerId !== undefined) base = base.where('r.referrer_id', '=', filter.referrerId);
  if (filter.isRewardedOnly) base = base.where('r.reward_minor', '>', 0n);
  const ordered = filter.isRewardedOnly
    ? base.orderBy('r.qualified_at', 'desc')
    : base.orderBy('r.registered_at', 'desc');
  const [rows, count] = await Promise.all([
    ordered
      .selectAll('r')
      .select(['f.username as friend_username', 'm.username as referrer_username'])
      .orderBy('r.friend_id', 'desc')
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize)
      .execute(),
    base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  await writeAudit(db, actor, {
    action: 'referral.read',
    merchantId: merchant.id,
    target: filter.referrerId !== undefined ? `referral:referrer:${filter.referrerId}` : 'referral:rewards',
    after: { page: page.page, pageSize: page.pageSize },
  });
  return {
    list: rows.map((row) => ({
      friendId: String(row.friend_id),
      friendUsername: row.friend_username,
      referrerId: String(row.referrer_id),
      referrerUsername: row.referrer_username,
      ruleId: row.rule_id === null ? null : String(row.rule_id),
      status: row.status,
      registeredAt: row.registered_at.toISOString(),
      firstDepositMinor: row.first_deposit_minor === null ? null : Number(row.first_deposit_minor),
      depositedAt: row.deposited_at?.toISOString() ?? null,
      validBetMinor: Number(row.valid_bet_minor),
      qualifiedAt: row.qualified_at?.toISOString() ?? null,
      expiredAt: row.expired_at?.toISOString() ?? null,
      rewardMinor: Number(row.reward_minor),
      rewardNote: row.reward_note,
      grantId: row.grant_id === null ? null : String(row.grant_id),
    })),
    total: Number(count.n),
    page: page.page,
    pageSize: page.pageSize,
  };
}
