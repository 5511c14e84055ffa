import type { TMissionLeaderboard, TMissionSummary, TMissionView } from '@kirin/contracts';

export function missionView(overrides: Partial<TMissionView> = {}): TMissionView {
  return {
    missionId: '1',
    kind: 'DAILY',
    metric: 'VALID_BET',
    gameCategory: 'RNG',
    name: 'Daily slots challenge',
    targetValue: 50_000,
    progressValue: 20_000,
    rewardAmount: 5_000,
    wagerMultiple: '0.00',
    status: 'IN_PROGRESS',
    periodKey: '2026-03-08',
    periodStart: '2026-03-07T17:00:00.000Z',
    periodEnd: '2026-03-08T17:00:00.000Z',
    reachedAt: null,
    claimedAt: null,
    ...overrides,
  };
}

/** A daily mission reached, a daily one in progress, a weekly one claimed and a live event. */
export function missionSummary(): TMissionSummary {
  return {
    missions: [
      missionView({
        missionId: '1',
        status: 'CLAIMABLE',
        progressValue: 60_000,
        reachedAt: '2026-03-08T03:00:00.000Z',
      }),
      missionView({
        missionId: '2',
        name: 'Win five',
        metric: 'WINS',
        gameCategory: null,
        targetValue: 5,
        progressValue: 2,
      }),
      missionView({
        missionId: '3',
        kind: 'WEEKLY',
        metric: 'DEPOSIT',
        gameCategory: null,
        name: 'Weekly deposit',
        status: 'CLAIMED',
        targetValue: 100_000,
        progressValue: 120_000,
        claimedAt: '2026-03-08T04:00:00.000Z',
      }),
      missionView({
        missionId: '4',
        kind: 'EVENT',
        metric: 'GAMES_PLAYED',
        gameCategory: null,
        name: 'Hundred rounds race',
        targetValue: 100,
        progressValue: 12,
        periodKey: 'EVENT',
      }),
    ],
    missionCount: 1,
  };
}

export function missionLeaderboard(): TMissionLeaderboard {
  return {
    missionId: '4',
    name: 'Hundred rounds race',
    metric: 'GAMES_PLAYED',
    targetValue: 100,
    startsAt: '2026-03-01T00:00:00.000Z',
    endsAt: '2026-03-31T00:00:00.000Z',
    list: [
      { rank: 1, username: 'ab***yz', reachedValue: 40, reachedAt: '2026-03-05T00:00:00.000Z', isMe: false },
      { rank: 2, username: 'pl***r1', reachedValue: 12, reachedAt: '2026-03-06T00:00:00.000Z', isMe: true },
      { rank: 3, username: 'c***', reachedValue: 12, reachedAt: '2026-03-07T00:00:00.000Z', isMe: false },
    ],
    me: { rank: 2, reachedValue: 12, reachedAt: '2026-03-06T00:00:00.000Z' },
  };
}
