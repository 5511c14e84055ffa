import type { TActivityStatus, TPromotionRules } from '@kirin/contracts';
import type { TClaimStatus } from '../../../db/tables/promotions.js';
import { depositBonusMinor, isDepositKind, reachedTierCount, signInRewardMinor } from './promotion-rules.js';

/** What decides one member's status in one promotion now (guests: no claim, no deposit, no bets). */
export type TActivityFacts = {
  rules: TPromotionRules;
  now: Date;
  startsAt: Date;
  endsAt: Date | null;
  /** Inside the audience (a guest is, until signed in). */
  isEligible: boolean;
  /** The member's live claim of the current period (CANCELLED ones are not facts). */
  claimStatus: Exclude<TClaimStatus, 'CANCELLED'> | null;
  /** Deposit kinds: a credited deposit that qualifies and is still claimable (amount), else null. */
  qualifyingDepositMinor: bigint | null;
  /** Bet volume: valid bet of the current period and the tiers already claimed in it. */
  validBetMinor: bigint;
  claimedTiers: number;
  /** Daily sign-in: consecutive signed days ending yesterday. */
  streakDays: number;
};

export type TDerivedActivity = {
  status: TActivityStatus;
  /** What CLAIM (or SIGN) would pay now. */
  claimableMinor: bigint | null;
};

/** Claim statuses the member keeps seeing after the schedule ends: money or a decision is on its way. */
const IN_FLIGHT: readonly TClaimStatus[] = ['APPLYING', 'CLAIMED'];

/** The member's activity status, from the facts only (pure: the state machine's current state). */
export function deriveActivity(facts: TActivityFacts): TDerivedActivity {
  const { rules, claimStatus } = facts;
  const none = (status: TActivityStatus): TDerivedActivity => ({ status, claimableMinor: null });
  if (claimStatus && IN_FLIGHT.includes(claimStatus)) return none(claimStatus);
  if (facts.now < facts.startsAt) return none('COMING_SOON');
  if (facts.endsAt && facts.now >= facts.endsAt) return none('CLOSED');
  if (!facts.isEligible) return none('CLOSED');
  switch (rules.kind) {
    case 'FIRST_DEPOSIT':
    case 'RELOAD': {
      if (claimStatus === 'ISSUED' || claimStatus === 'REJECTED') return none(claimStatus);
      if (facts.qualifyingDepositMinor !== null && isDepositKind(rules))
        return { status: 'CLAIM', claimableMinor: depositBonusMinor(rules, facts.qualifyingDepositMinor) };
      return none(claimStatus === 'JOINED' ? 'JOINED' : 'JOIN');
    }
    case 'APPLICATION':
      return claimStatus ? none(claimStatus) : { status: 'JOIN', claimableMinor: BigInt(rules.amountMinor) };
    case 'DAILY_SIGN_IN':
      if (claimStatus === 'SIGNED') return none('SIGNED');
      return { status: 'JOIN', claimableMinor: signInRewardMinor(rules, facts.streakDays + 1) };
    case 'BET_VOLUME': {
      const reached = reachedTierCount(rules, facts.validBetMinor);
      if (reached > facts.claimedTiers) {
        const owed = rules.tiers
          .slice(facts.claimedTiers, reached)
          .reduce((sum, tier) => sum + BigInt(tier.rewardMinor), 0n);
        return { status: 'CLAIM', claimableMinor: owed };
      }
      return none(facts.claimedTiers >= rules.tiers.length ? 'ISSUED' : 'IN_PROGRESS');
    }
  }
}
