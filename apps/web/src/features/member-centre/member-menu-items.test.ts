import { describe, expect, it } from 'vitest';
import { memberMenuItems } from './member-menu-items';

describe('memberMenuItems', () => {
  it('starts with securityCenter and hides cashback, messages and referral when their flags are off', () => {
    const pages = memberMenuItems({
      isManualRebateOn: false,
      isReferralAvailable: false,
      missionCount: 0,
    }).map((i) => i.page);
    expect(pages[0]).toBe('securityCenter');
    expect(pages).not.toContain('manualRebate');
    expect(pages).not.toContain('messageV2');
    expect(pages).not.toContain('referral');
    expect(pages).toContain('missionLeaderboard');
  });

  it('shows cashback and messages with MANPLAYREB3, and referral when available', () => {
    const pages = memberMenuItems({ isManualRebateOn: true, isReferralAvailable: true, missionCount: 0 }).map(
      (i) => i.page,
    );
    expect(pages).toEqual(expect.arrayContaining(['manualRebate', 'messageV2', 'referral']));
    expect(pages).toHaveLength(16);
  });

  it('badges the mission page with the mission count only above zero', () => {
    const mission = (count: number) =>
      memberMenuItems({ isManualRebateOn: true, isReferralAvailable: false, missionCount: count }).find(
        (i) => i.page === 'missionLeaderboard',
      );
    expect(mission(3)?.badge).toBe(3);
    expect(mission(0)?.badge).toBeUndefined();
  });
});
