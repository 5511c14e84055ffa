import { findLotteryBetType } from '@kirin/contracts';
import { describe, expect, it } from 'vitest';
import { lotteryLiabilityShares, sumLiabilityShares, type TLiabilityBet } from './lottery-liability.js';

const betOf = (
  code: string,
  input: Partial<TLiabilityBet> & Pick<TLiabilityBet, 'picks'>,
): TLiabilityBet => ({
  definition: findLotteryBetType(code)!,
  stationIds: [],
  unitStakeMinor: 1_000n,
  odds: { WIN: 99_000 },
  halfPayPicks: [],
  maxPayoutMinor: null,
  ...input,
});

describe('liability shares', () => {
  it('gives a number bet a row per station and pick, halved on a half-pay pick and cut at the payout ceiling', () => {
    const shares = lotteryLiabilityShares(
      betOf('VN_MN_LO2', {
        picks: ['07', '08'],
        stationIds: ['ho-chi-minh', 'ca-mau'],
        halfPayPicks: ['08'],
        maxPayoutMinor: 60_000n,
      }),
    );
    expect(shares).toEqual([
      {
        stationId: 'ho-chi-minh',
        betCode: 'VN_MN_LO2',
        pick: '07',
        stakeMinor: 18_000n,
        potentialPayoutMinor: 60_000n,
      },
      {
        stationId: 'ho-chi-minh',
        betCode: 'VN_MN_LO2',
        pick: '08',
        stakeMinor: 18_000n,
        potentialPayoutMinor: 49_500n,
      },
      {
        stationId: 'ca-mau',
        betCode: 'VN_MN_LO2',
        pick: '07',
        stakeMinor: 18_000n,
        potentialPayoutMinor: 60_000n,
      },
      {
        stationId: 'ca-mau',
        betCode: 'VN_MN_LO2',
        pick: '08',
        stakeMinor: 18_000n,
        potentialPayoutMinor: 49_500n,
      },
    ]);
  });

  it('keys a pair bet by its sorted picks, per station, or once for a pooled bet across its stations', () => {
    const thang = lotteryLiabilityShares(
      betOf('VN_MN_DA_THANG', {
        picks: ['30', '10', '20'],
        stationIds: ['ho-chi-minh', 'ca-mau'],
        odds: { WIN: 750_000 },
      }),
    );
    // Three pairs × 36 units × 1,000 per station; each pair pays 750 once.
    expect(
      thang.map((share) => [share.stationId, share.pick, share.stakeMinor, share.potentialPayoutMinor]),
    ).toEqual([
      ['ho-chi-minh', '10-20-30', 108_000n, 2_250_000n],
      ['ca-mau', '10-20-30', 108_000n, 2_250_000n],
    ]);
    const xien = lotteryLiabilityShares(
      betOf('VN_MN_DA_XIEN', {
        picks: ['11', '12'],
        stationIds: ['ho-chi-minh', 'ca-mau'],
        odds: { WIN: 550_000 },
      }),
    );
    expect(xien).toEqual([
      {
        stationId: 'ho-chi-minh+ca-mau',
        betCode: 'VN_MN_DA_XIEN',
        pick: '11-12',
        stakeMinor: 72_000n,
        potentialPayoutMinor: 550_000n,
      },
    ]);
  });

  it('prices an option bet at its best odds and adds shares of several bets per row in key order', () => {
    const tie = betOf('SSC_DRAGON_TIGER', {
      picks: ['TIE'],
      odds: { DRAGON: 2_200, TIGER: 2_200, TIE: 9_400 },
    });
    const digit = betOf('SSC_B1_DIGIT', { picks: ['3'], odds: { WIN: 9_910 } });
    const rows = sumLiabilityShares([tie, digit, tie].flatMap(lotteryLiabilityShares));
    expect(rows.map((row) => [row.betCode, row.pick, row.potentialPayoutMinor, row.betCount])).toEqual([
      ['SSC_B1_DIGIT', '3', 9_910n, 1],
      ['SSC_DRAGON_TIGER', 'TIE', 18_800n, 2],
    ]);
  });
});
