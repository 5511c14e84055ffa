import type { TAgentIncomeBill, TAgentIncomeBillDetail, TAgentIncomeBillPage } from '@kirin/contracts';

/** B's dividend of the reference note's H period: 20 % of 45,000.00, C paid 3,000.00 of it. */
export function incomeBill(overrides: Partial<TAgentIncomeBill> = {}): TAgentIncomeBill {
  return {
    id: '41',
    type: 'DIVIDEND',
    category: 'ALL',
    periodKind: 'H',
    periodStart: '2026-02-28T17:00:00.000Z',
    periodEnd: '2026-03-15T17:00:00.000Z',
    teamValidBet: 45_000_000,
    netLoss: 4_500_000,
    activeCount: 15,
    tier: 2,
    ratePpm: 200_000,
    gross: 900_000,
    keep: 600_000,
    paid: 900_000,
    status: 'PAID',
    payer: 'UPLINE',
    ...overrides,
  };
}

export function incomePage(overrides: Partial<TAgentIncomeBillPage> = {}): TAgentIncomeBillPage {
  return {
    list: [
      incomeBill(),
      incomeBill({
        id: '40',
        type: 'DAILY_SALARY',
        periodKind: 'D',
        periodStart: '2026-03-02T17:00:00.000Z',
        periodEnd: '2026-03-03T17:00:00.000Z',
        teamValidBet: 7_000_000,
        netLoss: 0,
        activeCount: 8,
        ratePpm: 8_000,
        gross: 56_000,
        keep: 41_000,
        paid: 20_000,
        status: 'PARTLY_PAID',
      }),
    ],
    total: 25,
    page: 1,
    pageSize: 10,
    ...overrides,
  };
}

export function incomeBillDetail(overrides: Partial<TAgentIncomeBillDetail> = {}): TAgentIncomeBillDetail {
  return {
    ...incomeBill(),
    basis: 'NET_LOSS',
    payerName: 'agentA',
    payout: 39_500_000,
    rebate: 450_000,
    bonus: 550_000,
    salary: 0,
    fee: 0,
    carry: 0,
    base: 4_500_000,
    wonStake: 0,
    lostStake: 0,
    activeMinBet: 100_000,
    singleBetMin: null,
    rateType: 'P',
    winRatePpm: null,
    lossRatePpm: null,
    fixedAmount: null,
    isCumulative: false,
    tiers: [
      {
        minValidBet: 10_000_000,
        minNetLoss: null,
        minActive: 5,
        rateType: 'P',
        ratePpm: 150_000,
        amount: null,
        winRatePpm: null,
        lossRatePpm: null,
      },
      {
        minValidBet: 30_000_000,
        minNetLoss: null,
        minActive: 10,
        rateType: 'P',
        ratePpm: 200_000,
        amount: null,
        winRatePpm: null,
        lossRatePpm: null,
      },
    ],
    downlines: [{ username: 'agentC', gross: 300_000 }],
    downlineGross: 300_000,
    events: [
      { status: 'ISSUED', amount: 900_000, time: '2026-03-16T02:10:00.000Z' },
      { status: 'PAID', amount: 900_000, time: '2026-03-16T02:10:01.000Z' },
    ],
    ...overrides,
  };
}
