import { dayInZone } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import type { TClaimStatus } from '../../../db/tables/promotions.js';
import { periodContaining, type TPeriod } from '../../agent/settlement/settlement-periods.js';
import { deriveActivity, type TActivityFacts, type TDerivedActivity } from './derive-activity.js';
import { isInAudience, sumValidBet, type TPromotionRow } from './promotions.queries.js';

const HOUR_MS = 3_600_000;
/** Deposits that will never be credited: a promotion chosen with one of them is free again. */
const DEAD_DEPOSIT = ['FAILED', 'REJECTED', 'EXPIRED'] as const;

export type TLiveClaim = {
  id: bigint;
  status: Exclude<TClaimStatus, 'CANCELLED'>;
  bonusMinor: bigint;
  rejectReason: string | null;
  issuedAt: Date | null;
};

/** One member's activity in one promotion: the derived status and what the use cases need to act on it. */
export type TMemberActivity = TDerivedActivity & {
  facts: TActivityFacts;
  /** The claim row key of the current period ('ONCE', a day, or '<period start>#<tier>' for bet volume). */
  periodKey: string;
  period: TPeriod | null;
  claim: TLiveClaim | null;
  qualifyingDeposit: { id: bigint; amountMinor: bigint } | null;
};

/** The claim key of the promotion's current period (bet volume: the period; tiers add '#n'). */
function periodKeyOf(promotion: TPromotionRow, now: Date, timeZone: string, period: TPeriod | null): string {
  switch (promotion.rules.kind) {
    case 'FIRST_DEPOSIT':
    case 'APPLICATION':
      return 'ONCE';
    case 'RELOAD':
    case 'DAILY_SIGN_IN':
      return dayInZone(now, timeZone);
    case 'BET_VOLUME':
      return period!.start.toISOString();
  }
}

/** Frees claims chosen with a deposit that died (CLAIMED → CANCEL → the period is open again). */
async function cancelDeadDepositClaims(db: TDb, promotionId: bigint, memberId: bigint): Promise<void> {
  await db
    .updateTable('promotion_claim')
    .set({ status: 'CANCELLED', updated_at: new Date() })
    .where('promotion_id', '=', promotionId)
    .where('member_id', '=', memberId)
    .where('status', '=', 'CLAIMED')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('deposit')
          .select('deposit.id')
          .whereRef('deposit.id', '=', 'promotion_claim.deposit_id')
          .where('deposit.status', 'in', DEAD_DEPOSIT),
      ),
    )
    .execute();
}

/** A credited deposit the member may still claim this deposit bonus for (amount, window, unused, first/not). */
async function findQualifyingDeposit(
  db: TDb,
  promotion: TPromotionRow,
  memberId: bigint,
  now: Date,
): Promise<{ id: bigint; amountMinor: bigint } | null | 'NOT_FIRST'> {
  const rules = promotion.rules;
  if (rules.kind !== 'FIRST_DEPOSIT' && rules.kind !== 'RELOAD') return null;
  const credited = await db
    .selectFrom('deposit')
    .select(['id', 'amount_minor', 'updated_at'])
    .where('member_id', '=', memberId)
    .where('status', '=', 'CREDITED')
    .orderBy('id')
    .execute();
  if (credited.length === 0) return null;
  const candidates = rules.kind === 'FIRST_DEPOSIT' ? credited.slice(0, 1) : credited.slice(1).reverse();
  const since = now.getTime() - rules.claimWindowHours * HOUR_MS;
  for (const deposit of candidates) {
    if (deposit.updated_at.getTime() < since) continue;
    if (deposit.amount_minor < BigInt(rules.minDepositMinor)) continue;
    const used = await db
      .selectFrom('promotion_claim')
      .select('id')
      .where('deposit_id', '=', deposit.id)
      .where('status', '<>', 'CANCELLED')
      .executeTakeFirst();
    if (!used) return { id: deposit.id, amountMinor: deposit.amount_minor };
  }
  // A first-deposit bonus is for members whose first deposit is still ahead (or still claimable).
  return rules.kind === 'FIRST_DEPOSIT' ? 'NOT_FIRST' : null;
}

/**
 * Reads everything the state machine needs about `memberId` (undefined: a guest) in `promotion` and derives
 * the status. Run it inside the action's transaction (after its lock) to act on it.
 */
export async function loadMemberActivity(
  db: TDb,
  promotion: TPromotionRow,
  memberId: bigint | undefined,
  timeZone: string,
  now = new Date(),
): Promise<TMemberActivity> {
  const rules = promotion.rules;
  const period =
    rules.kind === 'BET_VOLUME' ? periodContaining(rules.period === 'DAY' ? 'D' : 'W', now, timeZone) : null;
  const periodKey = periodKeyOf(promotion, now, timeZone, period);
  const facts: TActivityFacts = {
    rules,
    now,
    startsAt: promotion.startsAt,
    endsAt: promotion.endsAt,
    isEligible: true,
    claimStatus: null,
    qualifyingDepositMinor: null,
    validBetMinor: 0n,
    claimedTiers: 0,
    streakDays: 0,
  };
  let claim: TLiveClaim | null = null;
  let qualifyingDeposit: { id: bigint; amountMinor: bigint } | null = null;
  if (memberId !== undefined) {
    if (db.isTransaction) await cancelDeadDepositClaims(db, promotion.id, memberId);
    facts.isEligible = await isInAudience(db, memberId, promotion.audience, now);
    const claims = await db
      .selectFrom('promotion_claim as pc')
      .leftJoin('deposit as d', 'd.id', 'pc.deposit_id')
      .select([
        'pc.id',
        'pc.status',
        'pc.period_key',
        'pc.bonus_minor',
        'pc.reject_reason',
        'pc.issued_at',
        'd.status as deposit_status',
      ])
      .where('pc.promotion_id', '=', promotion.id)
      .where('pc.member_id', '=', memberId)
      .where('pc.status', '<>', 'CANCELLED')
      .execute();
    const live = claims.filter(
      (c) => !(c.status === 'CLAIMED' && DEAD_DEPOSIT.some((s) => s === c.deposit_status)),
    );
    const current = live.find((c) => c.period_key === periodKey);
    if (current && current.status !== 'CANCELLED') {
      claim = {
        id: current.id,
        status: current.status,
        bonusMinor: current.bonus_minor,
        rejectReason: current.reject_reason,
        issuedAt: current.issued_at,
      };
      facts.claimStatus = current.status;
    }
    if (rules.kind === 'BET_VOLUME' && period) {
      facts.validBetMinor = await sumValidBet(db, memberId, period.start, period.end);
      facts.claimedTiers = live.filter((c) => c.period_key.startsWith(`${periodKey}#`)).length;
    }
    if (rules.kind === 'DAILY_SIGN_IN')
      facts.streakDays = streakBefore(
        live.filter((c) => c.status === 'SIGNED').map((c) => c.period_key),
        periodKey,
      );
    if (!claim || claim.status === 'JOINED') {
      const found = await findQualifyingDeposit(db, promotion, memberId, now);
      if (found === 'NOT_FIRST') facts.isEligible = false;
      else if (found) {
        qualifyingDeposit = found;
        facts.qualifyingDepositMinor = found.amountMinor;
      }
    }
  }
  return { ...deriveActivity(facts), facts, periodKey, period, claim, qualifyingDeposit };
}

/** Consecutive signed days ending the day before `today` (days are 'YYYY-MM-DD'). */
export function streakBefore(signedDays: string[], today: string): number {
  const signed = new Set(signedDays);
  let days = 0;
  let cursor = Date.parse(`${today}T00:00:00Z`);
  for (;;) {
    cursor -= 86_400_000;
    if (!signed.has(new Date(cursor).toISOString().slice(0, 10))) return days;
    days += 1;
  }
}
