import type { TBetRecord, TBetRecordPage, TPersonalProfit } from '@kirin/contracts';

/** A settled slot round of the in-house vendor: 10.00 staked, 25.50 paid. */
export function betRecord(overrides: Partial<TBetRecord> = {}): TBetRecord {
  return {
    id: '501',
    vassalage: 'KIRIN',
    vendorName: 'Kirin Games',
    gameCode: 'KIRIN_SLOT',
    gameName: 'Kirin Fortune Reels',
    gameCategory: 'RNG',
    roundId: 'S1001',
    stake: 1_000,
    validBet: 1_000,
    payout: 2_550,
    profit: 1_550,
    status: 'SETTLED',
    betTime: '2025-05-02T10:15:30Z',
    settledTime: '2025-05-02T10:15:31Z',
    ...overrides,
  };
}

/** Page 1 of 3 (25 rounds) with an in-house win and an outside vendor's loss; totals over all 25. */
export function betRecordPage(overrides: Partial<TBetRecordPage> = {}): TBetRecordPage {
  return {
    list: [
      betRecord(),
      betRecord({
        id: '502',
        vassalage: 'PGSOFT',
        vendorName: 'PG Soft',
        gameCode: 'PG_MAHJONG',
        gameName: 'Mahjong Ways',
        roundId: 'PG-778899',
        stake: 123_456,
        validBet: 123_456,
        payout: 0,
        profit: -123_456,
      }),
    ],
    total: 25,
    page: 1,
    pageSize: 10,
    totals: { rounds: 25, stake: 1_234_567, validBet: 1_200_000, payout: 1_000_000, profit: -234_567 },
    ...overrides,
  };
}

/** Two categories over two days: RNG on 1 and 2 May, LIVE on 1 May. */
export function personalProfit(): TPersonalProfit {
  return {
    rows: [
      {
        day: '2025-05-01',
        gameCategory: 'RNG',
        rounds: 3,
        stake: 3_000,
        validBet: 3_000,
        payout: 1_000,
        profit: -2_000,
      },
      {
        day: '2025-05-01',
        gameCategory: 'LIVE',
        rounds: 1,
        stake: 10_000,
        validBet: 10_000,
        payout: 19_500,
        profit: 9_500,
      },
      {
        day: '2025-05-02',
        gameCategory: 'RNG',
        rounds: 2,
        stake: 2_000,
        validBet: 2_000,
        payout: 5_000,
        profit: 3_000,
      },
    ],
    byCategory: [
      { gameCategory: 'RNG', rounds: 5, stake: 5_000, validBet: 5_000, payout: 6_000, profit: 1_000 },
      { gameCategory: 'LIVE', rounds: 1, stake: 10_000, validBet: 10_000, payout: 19_500, profit: 9_500 },
    ],
    totals: { rounds: 6, stake: 15_000, validBet: 15_000, payout: 25_500, profit: 10_500 },
  };
}
