import type { TBonusGrant, TReward } from '@kirin/contracts';

/** A grant as the server answers it: an active 100.00 bonus at 10× with 250.00 of 1,000.00 bet. */
export function bonusGrant(more: Partial<TBonusGrant> = {}): TBonusGrant {
  return {
    id: '41',
    source: 'MANUAL',
    sourceRef: 'operator:1',
    currency: 'VND',
    bonusAmount: 10_000,
    depositAmount: 0,
    wagerBase: 'BONUS',
    wagerMultiple: '10',
    turnoverTarget: 100_000,
    turnoverDone: 25_000,
    turnoverRemaining: 75_000,
    status: 'ACTIVE',
    maxBet: 5_000,
    grantedAt: '2026-03-02T04:00:00.000Z',
    expiresAt: '2026-03-09T04:00:00.000Z',
    endedAt: null,
    endReason: null,
    takenBack: 0,
    history: [
      { kind: 'GRANTED', amount: 10_000, note: 'welcome', at: '2026-03-02T04:00:00.000Z' },
      { kind: 'WAGERED', amount: 25_000, note: null, at: '2026-03-02T05:00:00.000Z' },
    ],
    ...more,
  };
}

export function grantPage(list: TBonusGrant[], more: { total?: number; openWager?: number | null } = {}) {
  return { list, total: more.total ?? list.length, page: 1, pageSize: 10, openWager: more.openWager ?? null };
}

export function reward(more: Partial<TReward> = {}): TReward {
  return {
    id: '7',
    source: 'MISSION',
    sourceRef: 'day-1',
    title: 'Daily mission reward',
    amount: 8_800,
    currency: 'VND',
    wagerBase: 'BONUS',
    wagerMultiple: '1',
    status: 'CLAIMABLE',
    expiresAt: '2026-03-09T04:00:00.000Z',
    claimedAt: null,
    grantId: null,
    createdAt: '2026-03-02T04:00:00.000Z',
    ...more,
  };
}

export function rewardPage(list: TReward[], total = list.length) {
  return { list, total, page: 1, pageSize: 10 };
}
