import type { TDb } from '../../../db/database.js';
import type { TBonusSource, TWagerBase } from '../../../db/tables/bonus.js';
import { AppError } from '../../../platform/errors.js';
import type { TRewardRow } from './reward-view.js';
import { multipleInHundredths } from './wager-target.js';

export type TOfferRewardInput = {
  merchantId: bigint;
  memberId: bigint;
  currency: string;
  source: TBonusSource;
  /** With source, names the reward: one member gets one reward per (source, sourceRef). */
  sourceRef: string;
  amountMinor: bigint;
  depositMinor?: bigint;
  wagerBase?: TWagerBase;
  /** Decimal text or number, at most two places; 1 by default, 0 for no wagering. */
  wagerMultiple?: string | number;
  /** Until when it may be claimed; null = no limit. */
  expiresAt?: Date | null;
  /** How many days the grant made at claim time lasts; null = no expiry. */
  grantValidDays?: number | null;
  /** The name the reward centre shows, per language ({ TW, EN, … }). */
  title?: Record<string, string>;
};

/**
 * Puts a claimable reward in the member's reward centre (no money moves until the claim). Idempotent on
 * (merchant, member, source, sourceRef): offering it again answers the first reward unchanged.
 */
export async function offerReward(db: TDb, input: TOfferRewardInput): Promise<TRewardRow> {
  if (input.amountMinor <= 0n) throw new AppError('VALIDATION_FAILED', { amount: 'positive' });
  const wagerMultiple = String(input.wagerMultiple ?? '1');
  multipleInHundredths(wagerMultiple); // refuses a malformed multiple before it reaches the database
  const inserted = await db
    .insertInto('reward')
    .values({
      merchant_id: input.merchantId,
      member_id: input.memberId,
      currency: input.currency,
      source: input.source,
      source_ref: input.sourceRef,
      title: JSON.stringify(input.title ?? {}),
      amount_minor: input.amountMinor,
      deposit_minor: input.depositMinor ?? 0n,
      wager_base: input.wagerBase ?? 'BONUS',
      wager_multiple: wagerMultiple,
      grant_valid_days: input.grantValidDays ?? null,
      expires_at: input.expiresAt ?? null,
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'member_id', 'source', 'source_ref']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return inserted;
  return db
    .selectFrom('reward')
    .selectAll()
    .where('merchant_id', '=', input.merchantId)
    .where('member_id', '=', input.memberId)
    .where('source', '=', input.source)
    .where('source_ref', '=', input.sourceRef)
    .executeTakeFirstOrThrow();
}

export type TPaidRewardInput = Omit<TOfferRewardInput, 'expiresAt' | 'grantValidDays'> & {
  /** The bonus grant it became, when it carries wagering. */
  grantId?: bigint | null;
};

/**
 * Writes down a reward another part has already paid (a promotion's bonus, a red-envelope packet, a cashback
 * claim) as CLAIMED, so the reward centre's history shows every source. In the payer's transaction;
 * idempotent on (merchant, member, source, sourceRef) like offerReward.
 */
export async function recordPaidReward(db: TDb, input: TPaidRewardInput): Promise<void> {
  const wagerMultiple = String(input.wagerMultiple ?? '0');
  multipleInHundredths(wagerMultiple);
  await db
    .insertInto('reward')
    .values({
      merchant_id: input.merchantId,
      member_id: input.memberId,
      currency: input.currency,
      source: input.source,
      source_ref: input.sourceRef,
      title: JSON.stringify(input.title ?? {}),
      amount_minor: input.amountMinor,
      deposit_minor: input.depositMinor ?? 0n,
      wager_base: input.wagerBase ?? 'BONUS',
      wager_multiple: wagerMultiple,
      status: 'CLAIMED',
      claimed_at: new Date(),
      grant_id: input.grantId ?? null,
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'member_id', 'source', 'source_ref']).doNothing())
    .execute();
}
