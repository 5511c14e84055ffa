import type { TVipHistory, TVipLevel, TVipStatus } from '@kirin/contracts';

export function vipLevel(level: number, overrides: Partial<TVipLevel> = {}): TVipLevel {
  return {
    level,
    name: ['Regular', 'Dragon', 'Silver'][level] ?? `Level ${level}`,
    upgradeValidBet: level * 5_000_000,
    upgradeDeposit: level * 500_000,
    keepValidBet: level * 2_000_000,
    keepDays: 60,
    levelUpBonus: level * 18_800,
    monthlyBonus: level > 1 ? 6_600 : 0,
    wagerMultiple: level === 0 ? 0 : 1,
    perks: level === 0 ? 'Standard cashback' : 'Higher cashback',
    cashbackPpm: { RNG: 4_000 + level * 1_000, LIVE: 3_500 },
    ...overrides,
  };
}

export const vipLevels = () => ({ levels: [0, 1, 2].map((n) => vipLevel(n)) });

export function vipStatus(overrides: Partial<TVipStatus> = {}): TVipStatus {
  return {
    level: 0,
    name: 'Regular',
    reachedAt: null,
    countFrom: '2026-03-01T00:00:00.000Z',
    validBet: 1_250_000,
    deposit: 500_000,
    next: { level: 1, name: 'Dragon', validBet: 5_000_000, deposit: 500_000, levelUpBonus: 18_800 },
    keep: null,
    ...overrides,
  };
}

export function vipHistory(overrides: Partial<TVipHistory> = {}): TVipHistory {
  return {
    changes: [{ fromLevel: 0, toLevel: 1, reason: 'UPGRADE', createdAt: '2026-03-02T17:00:00.000Z' }],
    bonuses: [
      { kind: 'LEVEL_UP', sourceRef: 'levelup:1', amount: 18_800, createdAt: '2026-03-02T17:00:00.000Z' },
    ],
    ...overrides,
  };
}
