import type { TCashbackClaim, TCashbackClaimPage, TCashbackPreview } from '@kirin/contracts';

/** A level-3 member's open window: slots and live played, sports rated but not played. */
export function cashbackPreview(overrides: Partial<TCashbackPreview> = {}): TCashbackPreview {
  return {
    windowFrom: '2026-03-01T00:00:00.000Z',
    windowTo: '2026-03-02T05:00:00.000Z',
    vipLevel: 3,
    lines: [
      { gameCategory: 'RNG', validBet: 1_234_500, ratePpm: 6_000, amount: 7_407 },
      { gameCategory: 'LIVE', validBet: 500_000, ratePpm: 3_500, amount: 1_750 },
      { gameCategory: 'SPORTS', validBet: 0, ratePpm: 5_000, amount: 0 },
    ],
    validBet: 1_734_500,
    computed: 9_157,
    amount: 9_157,
    minClaim: 100,
    capPerClaim: 8_888_800,
    isClaimable: true,
    ...overrides,
  };
}

export function cashbackClaim(overrides: Partial<TCashbackClaim> = {}): TCashbackClaim {
  return {
    id: '7',
    windowFrom: '2026-03-01T00:00:00.000Z',
    windowTo: '2026-03-02T05:00:00.000Z',
    vipLevel: 3,
    lines: cashbackPreview().lines,
    validBet: 1_734_500,
    computed: 9_157,
    amount: 9_157,
    createdAt: '2026-03-02T05:00:02.000Z',
    ...overrides,
  };
}

export function cashbackClaimPage(list: TCashbackClaim[] = []): TCashbackClaimPage {
  return { list, total: list.length, page: 1, pageSize: 10 };
}
