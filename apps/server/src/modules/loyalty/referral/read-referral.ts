import { REFERRAL_CODE_QUERY, type TReferralFriendPage, type TReferralOverview } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';
import { maskAccount } from '../../member/check-affiliate.js';
import { evaluateOpenReferrals } from './evaluate-referral.js';
import { ensureReferralCode } from './referral-code.js';
import { findLiveRule, toRuleSummary } from './referral.queries.js';

type TReader = { merchantId: bigint; memberId: bigint };

/** Open friends evaluated when the member reads the page (the job takes the rest). */
const ON_READ_EVALUATIONS = 50;

/** The registration page of the site the member is using, carrying the code. */
export const referralLink = (origin: string, code: string) =>
  `${origin}/register?${REFERRAL_CODE_QUERY}=${encodeURIComponent(code)}`;

/** The member's code (made on first read), link, the live rule and totals; open friends evaluated first. */
export async function readReferralOverview(
  db: TDb,
  reader: TReader,
  origin: string,
  now = new Date(),
): Promise<TReferralOverview> {
  const code = await ensureReferralCode(db, reader.merchantId, reader.memberId);
  await evaluateOpenReferrals(db, { referrerId: reader.memberId }, now, ON_READ_EVALUATIONS);
  const [rule, totals] = await Promise.all([
    findLiveRule(db, reader.merchantId, now),
    db
      .selectFrom('referral')
      .select([
        sql<string>`count(*)`.as('invited'),
        sql<string>`count(*) FILTER (WHERE deposited_at IS NOT NULL)`.as('deposited'),
        sql<string>`count(*) FILTER (WHERE status = 'QUALIFIED')`.as('qualified'),
        sql<string>`coalesce(sum(reward_minor), 0)`.as('reward'),
      ])
      .where('referrer_id', '=', reader.memberId)
      .where('merchant_id', '=', reader.merchantId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    code,
    link: referralLink(origin, code),
    rule: rule ? toRuleSummary(rule) : null,
    totals: {
      invited: Number(totals.invited),
      deposited: Number(totals.deposited),
      qualified: Number(totals.qualified),
      rewardMinor: Number(totals.reward),
    },
  };
}

/** The member's invited friends, newest first, names masked; open friends evaluated first. */
export async function readReferralFriends(
  db: TDb,
  reader: TReader,
  page: { page: number; pageSize: number },
  now = new Date(),
): Promise<TReferralFriendPage> {
  await evaluateOpenReferrals(db, { referrerId: reader.memberId }, now, ON_READ_EVALUATIONS);
  const base = db
    .selectFrom('referral as r')
    .innerJoin('member as f', 'f.id', 'r.friend_id')
    .leftJoin('referral_rule as rule', 'rule.id', 'r.rule_id')
    .where('r.referrer_id', '=', reader.memberId)
    .where('r.merchant_id', '=', reader.merchantId);
  const [rows, count] = await Promise.all([
    base
      .select([
        'f.username',
        'r.registered_at',
        'r.status',
        'r.deposited_at',
        'r.qualified_at',
        'r.reward_minor',
        'r.reward_note',
        'r.rule_id',
        'rule.qualify_days',
      ])
      .orderBy('r.registered_at', 'desc')
      .orderBy('r.friend_id', 'desc')
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize)
      .execute(),
    base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((row) => ({
      username: maskAccount(row.username),
      registeredAt: row.registered_at.toISOString(),
      status: row.status,
      depositedAt: row.deposited_at?.toISOString() ?? null,
      qualifiedAt: row.qualified_at?.toISOString() ?? null,
      deadline:
        row.qualify_days === null
          ? null
          : new Date(row.registered_at.getTime() + row.qualify_days * 86_400_000).toISOString(),
      rewardMinor: Number(row.reward_minor),
      rewardNote: row.rule_id === null ? 'NO_RULE' : row.reward_note,
    })),
    total: Number(count.n),
    page: page.page,
    pageSize: page.pageSize,
  };
}
