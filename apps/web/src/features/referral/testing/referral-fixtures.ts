import type { TReferralFriend, TReferralFriendPage, TReferralOverview } from '@kirin/contracts';

/** The overview as the server answers it: the demo rule (10% of the first deposit up to 1,800.00). */
export function referralOverview(more: Partial<TReferralOverview> = {}): TReferralOverview {
  return {
    code: 'K7M2QP9X',
    link: 'http://localhost:3000/register?referralCode=K7M2QP9X',
    rule: {
      name: 'Invite a friend',
      startsAt: '2026-11-01T00:00:00.000Z',
      endsAt: null,
      rewardType: 'PERCENT',
      rewardFixedMinor: 0,
      rewardPercentBp: 1_000,
      rewardCapMinor: 180_000,
      minFirstDepositMinor: 10_000,
      minValidBetMinor: 10_000,
      qualifyDays: 7,
      wagerMultiple: '1',
      maxRewardedFriends: 20,
    },
    totals: { invited: 2, deposited: 1, qualified: 1, rewardMinor: 2_500 },
    ...more,
  };
}

export function referralFriend(more: Partial<TReferralFriend> = {}): TReferralFriend {
  return {
    username: 'fr***1',
    registeredAt: '2026-11-20T08:00:00.000Z',
    status: 'REGISTERED',
    depositedAt: null,
    qualifiedAt: null,
    deadline: '2026-11-27T08:00:00.000Z',
    rewardMinor: 0,
    rewardNote: null,
    ...more,
  };
}

export function referralFriendPage(list: TReferralFriend[] = []): TReferralFriendPage {
  return { list, total: list.length, page: 1, pageSize: 10 };
}
