import { describe, expect, it } from 'vitest';
import type { TContractTier } from '../../../db/tables/agent.js';
import {
  applyRate,
  realtimeBase,
  selectTier,
  settleTree,
  ZERO_TOTALS,
  type TSettleNode,
  type TTeamTotals,
} from './settlement-maths.js';

// Money in the worked examples is in major units; bills are in minor units (cents).
const m = (major: number) => BigInt(Math.round(major * 100));
const pct = (percent: number) => Math.round(percent * 10_000);
const A = 1n;
const B = 2n;
const C = 3n;

const tier = (
  minBet: number,
  minActive: number,
  percent: number,
  extra: Partial<TContractTier> = {},
): TContractTier => ({
  minValidBetMinor: Number(m(minBet)),
  minActive,
  rateType: 'P',
  ratePpm: pct(percent),
  ...extra,
});
const totals = (t: Partial<TTeamTotals>): TTeamTotals => ({ ...ZERO_TOTALS, ...t });
const node = (memberId: bigint, payerId: bigint | null, n: Partial<TSettleNode>): TSettleNode => ({
  memberId,
  payerId,
  basis: 'NET_LOSS',
  tiers: [],
  totals: ZERO_TOTALS,
  carryMinor: 0n,
  ...n,
});
const figures = (bills: ReturnType<typeof settleTree>) =>
  Object.fromEntries(bills.map((b) => [String(b.memberId), { gross: b.grossMinor, keep: b.keepMinor }]));

describe('applyRate', () => {
  it('rounds half-up to the cent in integer arithmetic', () => {
    expect(applyRate(m(8_000), pct(30))).toBe(m(2_400));
    expect(applyRate(1n, 500_000)).toBe(1n); // 0.5 → 1
    expect(applyRate(1n, 499_999)).toBe(0n);
    expect(applyRate(3n, 500_000)).toBe(2n); // 1.5 → 2
    expect(applyRate(-3n, 500_000)).toBe(-2n);
  });
});

describe('dividend, H period (reference section 7)', () => {
  const tiersA = [tier(100_000, 5, 20), tier(500_000, 15, 30)];
  const tiersB = [tier(100_000, 5, 15), tier(300_000, 10, 20)];
  const tiersC = [tier(100_000, 3, 10), tier(200_000, 8, 15)];
  // Team figures: each team includes everything below its agent.
  const teamC = {
    validBetMinor: m(250_000),
    payoutMinor: m(225_000),
    rebateMinor: m(2_500),
    bonusMinor: m(2_500),
    activeCount: 9,
  };
  const teamB = {
    validBetMinor: m(450_000),
    payoutMinor: m(395_000),
    rebateMinor: m(4_500),
    bonusMinor: m(5_500),
    activeCount: 15,
  };
  const teamA = {
    validBetMinor: m(600_000),
    payoutMinor: m(535_000),
    rebateMinor: m(6_000),
    bonusMinor: m(6_000),
    activeCount: 20,
  };
  const tree = (a: Partial<TTeamTotals> = teamA, carryC = 0n) => [
    node(A, null, { tiers: tiersA, totals: totals(a) }),
    node(B, A, { tiers: tiersB, totals: totals(teamB) }),
    node(C, B, { tiers: tiersC, totals: totals(teamC), carryMinor: carryC }),
  ];

  it('pays A 15,900.00 (keep 6,900.00), B 9,000.00 (keep 6,000.00), C 3,000.00', () => {
    const bills = settleTree(tree());
    expect(figures(bills)).toEqual({
      [String(A)]: { gross: m(15_900), keep: m(6_900) },
      [String(B)]: { gross: m(9_000), keep: m(6_000) },
      [String(C)]: { gross: m(3_000), keep: m(3_000) },
    });
    const a = bills[0]!;
    expect(a.netLossMinor).toBe(m(53_000));
    expect(a.ratePpm).toBe(pct(30));
    expect(a.tierIndex).toBe(1);
    expect(a.downlines).toEqual([{ memberId: B, grossMinor: m(9_000) }]);
    expect(a.payerId).toBeNull();
    // Check: 30% × 8,000 + 10% × 45,000.
    expect(a.keepMinor).toBe(applyRate(m(8_000), pct(30)) + applyRate(m(45_000), pct(10)));
  });

  it('negative keep: A direct players won 50,000, A pays B 9,000.00 from its own balance', () => {
    const bills = settleTree(tree({ ...teamA, payoutMinor: teamA.payoutMinor + m(58_000) }));
    expect(bills[0]!.netLossMinor).toBe(m(-5_000));
    expect(figures(bills)[String(A)]).toEqual({ gross: 0n, keep: m(-9_000) });
  });

  it('cumulative carry-over: C first half −6,000 → base 14,000, gross 2,100.00', () => {
    const bills = settleTree(tree(teamA, m(-6_000)));
    expect(bills[2]!.baseMinor).toBe(m(14_000));
    expect(bills[2]!.grossMinor).toBe(m(2_100));
  });

  it('a team that made a profit earns no dividend even with its tier met', () => {
    const [only] = settleTree([
      node(A, null, {
        tiers: tiersA,
        totals: totals({ validBetMinor: m(600_000), payoutMinor: m(700_000), activeCount: 20 }),
      }),
    ]);
    expect(only!.tierIndex).toBe(1);
    expect(only!.grossMinor).toBe(0n);
  });
});

describe('tier selection', () => {
  const tiers = [tier(100_000, 5, 20), tier(500_000, 15, 30, { minNetLossMinor: Number(m(10_000)) })];
  it('meets a threshold exactly at it', () => {
    expect(selectTier(tiers, m(100_000), 0n, 5)).toBe(0);
    expect(selectTier(tiers, m(500_000), m(10_000), 15)).toBe(1);
  });
  it('needs every threshold of a tier', () => {
    expect(selectTier(tiers, m(500_000), m(9_999.99), 15)).toBe(0);
    expect(selectTier(tiers, m(500_000), m(10_000), 14)).toBe(0);
  });
  it('no tier met → NOT_REACHED pays 0, and the upline keeps its whole gross', () => {
    expect(selectTier(tiers, m(99_999.99), 0n, 50)).toBeUndefined();
    const bills = settleTree([
      node(A, null, {
        basis: 'VALID_BET',
        tiers: [tier(1_000, 0, 1)],
        totals: totals({ validBetMinor: m(10_000) }),
      }),
      node(B, A, {
        basis: 'VALID_BET',
        tiers: [tier(20_000, 0, 0.5)],
        totals: totals({ validBetMinor: m(5_000) }),
      }),
    ]);
    expect(bills[1]!.tierIndex).toBeNull();
    expect(bills[1]!.grossMinor).toBe(0n);
    expect(bills[0]!.keepMinor).toBe(m(100));
  });
  it('a fixed-amount tier (rateType F) pays its amount', () => {
    const [bill] = settleTree([
      node(A, null, {
        basis: 'VALID_BET',
        tiers: [
          tier(1_000, 0, 1),
          {
            minValidBetMinor: Number(m(50_000)),
            minActive: 0,
            rateType: 'F',
            ratePpm: 0,
            amountMinor: Number(m(888)),
          },
        ],
        totals: totals({ validBetMinor: m(60_000) }),
      }),
    ]);
    expect(bill!.tierIndex).toBe(1);
    expect(bill!.grossMinor).toBe(m(888));
    expect(bill!.ratePpm).toBeNull();
  });
});

describe('daily salary (reference section 7)', () => {
  it('pays C 150.00, B 560.00 (keep 410.00), A 1,440.00 (keep 880.00)', () => {
    const d = (memberId: bigint, payer: bigint | null, tiers: TContractTier[], bet: number, active: number) =>
      node(memberId, payer, {
        basis: 'VALID_BET',
        tiers,
        totals: totals({ validBetMinor: m(bet), activeCount: active }),
      });
    const bills = settleTree([
      d(A, null, [tier(20_000, 3, 0.8), tier(100_000, 10, 1.2)], 120_000, 13),
      d(B, A, [tier(20_000, 3, 0.6), tier(50_000, 5, 0.8)], 70_000, 8),
      d(C, B, [tier(20_000, 3, 0.4), tier(30_000, 4, 0.5)], 30_000, 4),
    ]);
    expect(figures(bills)).toEqual({
      [String(A)]: { gross: m(1_440), keep: m(880) },
      [String(B)]: { gross: m(560), keep: m(410) },
      [String(C)]: { gross: m(150), keep: m(150) },
    });
  });
});

describe('hourly salary, win/loss stake (reference section 7)', () => {
  it('pays 38 / 139 / 278 and keeps 38 / 101 / 139', () => {
    const h = (
      memberId: bigint,
      payer: bigint | null,
      win: number,
      loss: number,
      won: number,
      lost: number,
    ) =>
      node(memberId, payer, {
        basis: 'WIN_LOSS_STAKE',
        tiers: [tier(0, 0, 0, { winRatePpm: pct(win), lossRatePpm: pct(loss) })],
        totals: totals({ validBetMinor: m(won + lost), wonStakeMinor: m(won), lostStakeMinor: m(lost) }),
      });
    const bills = settleTree([
      h(A, null, 0.4, 1.0, 12_000, 23_000),
      h(B, A, 0.3, 0.7, 9_000, 16_000),
      h(C, B, 0.2, 0.5, 4_000, 6_000),
    ]);
    expect(figures(bills)).toEqual({
      [String(A)]: { gross: m(278), keep: m(139) },
      [String(B)]: { gross: m(139), keep: m(101) },
      [String(C)]: { gross: m(38), keep: m(38) },
    });
  });
});

describe('real-time salary (reference section 7)', () => {
  it('ignores the 5 below the 10 minimum; pays 3 / 15 / 18, keeps 3 / 12 / 3', () => {
    const min = m(10);
    const baseC = realtimeBase([m(1_000), m(5)], min);
    const baseB = baseC + realtimeBase([m(2_000)], min);
    expect(baseC).toBe(m(1_000));
    const r = (memberId: bigint, payer: bigint | null, percent: number, base: bigint) =>
      node(memberId, payer, {
        basis: 'VALID_BET',
        tiers: [tier(0, 0, percent)],
        totals: totals({ validBetMinor: base }),
      });
    const bills = settleTree([r(A, null, 0.6, baseB), r(B, A, 0.5, baseB), r(C, B, 0.3, baseC)]);
    expect(figures(bills)).toEqual({
      [String(A)]: { gross: m(18), keep: m(3) },
      [String(B)]: { gross: m(15), keep: m(12) },
      [String(C)]: { gross: m(3), keep: m(3) },
    });
  });
});
