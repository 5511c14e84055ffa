import { describe, expect, it } from 'vitest';
import type { TContractTier } from '../../../db/tables/agent.js';
import { checkAgainstUpline, checkCeiling, checkOwnTiers } from './validate-tiers.js';

const tier = (bet: number, rate: number, loss = 0): TContractTier => ({
  minValidBetMinor: bet,
  minNetLossMinor: loss,
  minActive: 0,
  rateType: 'P',
  ratePpm: rate,
});
const wl = (bet: number, win: number, lossRate: number): TContractTier => ({
  ...tier(bet, 0),
  winRatePpm: win,
  lossRatePpm: lossRate,
});

const fixed = (bet: number, amountMinor: number): TContractTier => ({
  ...tier(bet, 0),
  rateType: 'F',
  amountMinor,
});

describe('contract tier rules [ecai-val]', () => {
  it('takes fixed-amount tiers on the valid-bet basis only, all of one kind, amounts rising and within the upline', () => {
    expect(checkOwnTiers([fixed(0, 5_000), fixed(10, 8_000)], 'VALID_BET', 5)).toBeUndefined();
    expect(checkOwnTiers([fixed(0, 5_000), fixed(10, 5_000)], 'VALID_BET', 5)).toBe('rates_not_rising');
    expect(checkOwnTiers([fixed(0, 5_000), tier(10, 2)], 'VALID_BET', 5)).toBe('mixed_rate_types');
    expect(checkOwnTiers([fixed(0, 0)], 'VALID_BET', 5)).toBe('fixed_amount_required');
    expect(checkOwnTiers([fixed(0, 5_000)], 'TEAM_RESULT', 5)).toBe('fixed_amount_not_allowed');
    const upline = [fixed(0, 10_000), fixed(1_000, 20_000)];
    expect(checkAgainstUpline([fixed(0, 10_000), fixed(1_000, 15_000)], upline, 'VALID_BET')).toBeUndefined();
    expect(checkAgainstUpline([fixed(0, 10_001)], upline, 'VALID_BET')).toBe('above_upline_rate');
    expect(checkAgainstUpline([tier(0, 1)], upline, 'VALID_BET')).toBe('rate_type_differs');
    // The merchant's rate ceiling is a percentage: an operator's fixed amount is not held to it.
    expect(checkCeiling([fixed(0, 5_000_000)], 'VALID_BET', 300_000)).toBeUndefined();
  });

  it('wants rates rising strictly and at most max tiers', () => {
    expect(checkOwnTiers([tier(0, 1), tier(10, 2)], 'VALID_BET', 5)).toBeUndefined();
    expect(checkOwnTiers([tier(0, 2), tier(10, 2)], 'VALID_BET', 5)).toBe('rates_not_rising');
    expect(checkOwnTiers([tier(0, 1), tier(10, 2)], 'VALID_BET', 1)).toBe('tiers_count');
    expect(checkOwnTiers([], 'VALID_BET', 5)).toBe('tiers_count');
  });

  it('checks win and loss rates each on the win/loss bases', () => {
    expect(checkOwnTiers([wl(0, 2000, 5000), wl(10, 3000, 7000)], 'WIN_LOSS_STAKE', 5)).toBeUndefined();
    expect(checkOwnTiers([wl(0, 2000, 5000), wl(10, 3000, 5000)], 'WIN_LOSS_STAKE', 5)).toBe(
      'rates_not_rising',
    );
    expect(checkOwnTiers([tier(0, 1)], 'TEAM_RESULT', 5)).toBe('win_loss_rates_required');
    expect(checkAgainstUpline([wl(0, 2000, 8000)], [wl(0, 3000, 7000)], 'WIN_LOSS_STAKE')).toBe(
      'above_upline_rate',
    );
  });

  it('bounds each downline tier by the highest upline tier whose bet and loss thresholds it meets', () => {
    // The reference's worked example: A 20 % from 100,000, 30 % from 500,000; B 15 % / 20 % from 100,000 / 300,000.
    const a = [tier(10_000_000, 200_000), tier(50_000_000, 300_000)];
    expect(
      checkAgainstUpline([tier(10_000_000, 150_000), tier(30_000_000, 200_000)], a, 'NET_LOSS'),
    ).toBeUndefined();
    expect(checkAgainstUpline([tier(30_000_000, 250_000)], a, 'NET_LOSS')).toBe('above_upline_rate');
    expect(checkAgainstUpline([tier(50_000_000, 250_000)], a, 'NET_LOSS')).toBeUndefined();
    expect(checkAgainstUpline([tier(5_000_000, 100_000)], a, 'NET_LOSS')).toBe('below_upline_thresholds');
    // The loss threshold counts too: a tier meeting the bet but not the loss of tier 2 is held to tier 1.
    const withLoss = [tier(0, 100_000), tier(1_000, 200_000, 500)];
    expect(checkAgainstUpline([tier(1_000, 150_000, 100)], withLoss, 'NET_LOSS')).toBe('above_upline_rate');
    expect(checkCeiling([tier(0, 300_001)], 'NET_LOSS', 300_000)).toBe('above_max_rate');
  });
});
