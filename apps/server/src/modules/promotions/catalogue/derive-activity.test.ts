import type { TPromotionRules } from '@kirin/contracts';
import { describe, expect, it } from 'vitest';
import { deriveActivity, type TActivityFacts } from './derive-activity.js';
import { streakBefore } from './load-activity.js';
import { depositBonusMinor, signInRewardMinor, turnoverTargetMinor } from './promotion-rules.js';

const NOW = new Date('2026-06-15T12:00:00Z');
const FIRST: TPromotionRules = {
  kind: 'FIRST_DEPOSIT',
  percentBp: 10_000,
  capMinor: 50_000,
  minDepositMinor: 10_000,
  claimWindowHours: 24,
};
const facts = (over: Partial<TActivityFacts> = {}): TActivityFacts => ({
  rules: FIRST,
  now: NOW,
  startsAt: new Date('2026-06-01T00:00:00Z'),
  endsAt: null,
  isEligible: true,
  claimStatus: null,
  qualifyingDepositMinor: null,
  validBetMinor: 0n,
  claimedTiers: 0,
  streakDays: 0,
  ...over,
});

describe('deriveActivity', () => {
  it('follows the schedule and the audience', () => {
    expect(deriveActivity(facts({ startsAt: new Date('2026-07-01T00:00:00Z') })).status).toBe('COMING_SOON');
    expect(deriveActivity(facts({ endsAt: NOW })).status).toBe('CLOSED');
    expect(deriveActivity(facts({ isEligible: false })).status).toBe('CLOSED');
    // A decision or a payment on its way stays visible after the end.
    expect(deriveActivity(facts({ endsAt: NOW, claimStatus: 'APPLYING' })).status).toBe('APPLYING');
  });

  it('deposit bonus: JOIN, JOINED, CLAIM with the capped amount, CLAIMED, ISSUED', () => {
    expect(deriveActivity(facts()).status).toBe('JOIN');
    expect(deriveActivity(facts({ claimStatus: 'JOINED' })).status).toBe('JOINED');
    expect(deriveActivity(facts({ qualifyingDepositMinor: 30_000n }))).toEqual({
      status: 'CLAIM',
      claimableMinor: 30_000n,
    });
    expect(deriveActivity(facts({ qualifyingDepositMinor: 80_000n })).claimableMinor).toBe(50_000n);
    expect(deriveActivity(facts({ claimStatus: 'CLAIMED' })).status).toBe('CLAIMED');
    expect(deriveActivity(facts({ claimStatus: 'ISSUED' })).status).toBe('ISSUED');
  });

  it('application, sign-in and bet volume', () => {
    const application = facts({ rules: { kind: 'APPLICATION', amountMinor: 8_800 } });
    expect(deriveActivity(application)).toEqual({ status: 'JOIN', claimableMinor: 8_800n });
    expect(deriveActivity({ ...application, claimStatus: 'REJECTED' }).status).toBe('REJECTED');
    const signIn = facts({
      rules: { kind: 'DAILY_SIGN_IN', streakRewardsMinor: [100, 200, 300] },
      streakDays: 4,
    });
    expect(deriveActivity(signIn)).toEqual({ status: 'JOIN', claimableMinor: 300n });
    expect(deriveActivity({ ...signIn, claimStatus: 'SIGNED' }).status).toBe('SIGNED');
    const volume = facts({
      rules: {
        kind: 'BET_VOLUME',
        period: 'DAY',
        tiers: [
          { validBetMinor: 1_000, rewardMinor: 10 },
          { validBetMinor: 5_000, rewardMinor: 60 },
        ],
      },
    });
    expect(deriveActivity({ ...volume, validBetMinor: 999n }).status).toBe('IN_PROGRESS');
    expect(deriveActivity({ ...volume, validBetMinor: 6_000n })).toEqual({
      status: 'CLAIM',
      claimableMinor: 70n,
    });
    expect(deriveActivity({ ...volume, validBetMinor: 6_000n, claimedTiers: 1 }).claimableMinor).toBe(60n);
    expect(deriveActivity({ ...volume, validBetMinor: 6_000n, claimedTiers: 2 }).status).toBe('ISSUED');
    expect(deriveActivity({ ...volume, validBetMinor: 2_000n, claimedTiers: 1 }).status).toBe('IN_PROGRESS');
  });
});

describe('promotion rules', () => {
  it('rounds the deposit bonus down, caps it and pays nothing below the minimum', () => {
    const rules = { ...FIRST, percentBp: 3_333 } as Extract<TPromotionRules, { kind: 'FIRST_DEPOSIT' }>;
    expect(depositBonusMinor(rules, 10_001n)).toBe(3_333n);
    expect(depositBonusMinor(rules, 9_999n)).toBe(0n);
    expect(depositBonusMinor(rules, 10_000_000n)).toBe(50_000n);
  });
  it('repeats the last streak reward and counts consecutive days only', () => {
    const rules = { kind: 'DAILY_SIGN_IN' as const, streakRewardsMinor: [1, 2] };
    expect(signInRewardMinor(rules, 1)).toBe(1n);
    expect(signInRewardMinor(rules, 9)).toBe(2n);
    expect(streakBefore(['2026-06-14', '2026-06-13', '2026-06-11'], '2026-06-15')).toBe(2);
    expect(streakBefore(['2026-06-13'], '2026-06-15')).toBe(0);
  });
  it('computes the turnover target on the bonus or on bonus plus deposit', () => {
    expect(turnoverTargetMinor(10, 'BONUS', 500n, 1_000n)).toBe(5_000n);
    expect(turnoverTargetMinor(18, 'BONUS_PLUS_DEPOSIT', 500n, 1_000n)).toBe(27_000n);
  });
});
