import type { TOpsMemberProfile, TOpsMemberRow, TOpsMemberSession } from '@kirin/contracts';
import type { TMockCall } from '../../../test/mock-ops';

/** A search row as the route answers it (contacts masked). */
export function memberRow(
  id: string,
  username: string,
  overrides: Partial<TOpsMemberRow> = {},
): TOpsMemberRow {
  return {
    id,
    username,
    accountType: 0,
    isLocked: false,
    labels: [],
    email: 'li***@mail.com',
    mobileNum: '****5678',
    countryDialingCode: '+886',
    createdAt: '2026-10-01T02:00:00.000Z',
    lastLoginAt: '2026-11-20T03:00:00.000Z',
    lastLoginIp: '203.0.113.7',
    balance: 250000,
    currency: 'TWD',
    ...overrides,
  };
}

/** A whole profile as the route answers it. */
export function memberProfile(overrides: Partial<TOpsMemberProfile> = {}): TOpsMemberProfile {
  return {
    id: '123',
    username: 'linkai',
    accountType: 0,
    nickname: 'Kai',
    realName: 'Lin Kai',
    birthday: '1990-04-01',
    idNumber: 'A123456789',
    language: 'TW',
    contacts: {
      email: 'linkai@mail.com',
      mobileNum: '912345678',
      countryDialingCode: '+886',
      qq: null,
      line: 'linkai-line',
      whatsapp: null,
      facebook: null,
      wechat: null,
      telegram: null,
      zalo: null,
    },
    registration: {
      at: '2026-10-01T02:00:00.000Z',
      ip: '198.51.100.4',
      domain: 'demo.example',
      url: 'https://demo.example/register',
      method: 'WEB',
      affiliateCode: null,
      recommenderId: null,
    },
    upline: { id: '77', username: 'agentwu' },
    referrer: { id: '88', username: 'friendchen', code: 'CHEN88' },
    vip: { level: 3, name: 'Gold' },
    status: { isLocked: false, lockedAt: null, lockedReason: null, lockedBy: null },
    labels: ['vip-watch'],
    isTotpBound: true,
    hasPaymentPassword: false,
    mustChangePassword: false,
    lastLoginAt: '2026-11-20T03:00:00.000Z',
    lastLoginIp: '203.0.113.7',
    liveSessions: 2,
    balances: [
      { walletCode: 'MAIN', currency: 'TWD', balance: 250000, held: 50000, available: 200000 },
      { walletCode: 'PGSOFT', currency: 'TWD', balance: 1200, held: 0, available: 1200 },
    ],
    identity: {
      address: '1 Zhongshan Rd, Taipei',
      nationality: 'TW',
      occupation: 'other',
      occupationOther: 'Tea farmer',
      sourceOfIncome: 'salary',
      sourceOfIncomeOther: null,
      kycStatus: 'pending',
    },
    ...overrides,
  };
}

export function memberSession(id: string, isLive = true): TOpsMemberSession {
  return {
    id: id.repeat(64).slice(0, 64),
    loginType: 'username',
    ip: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (iPhone)',
    createdAt: '2026-11-20T03:00:00.000Z',
    lastSeenAt: '2026-11-20T03:30:00.000Z',
    expiresAt: '2026-11-27T03:00:00.000Z',
    isLive,
  };
}

/** A paged answer of `rows`, echoing the page asked for. */
export const pageOf =
  <T>(rows: T[], total = rows.length) =>
  (call: TMockCall) => ({ list: rows, total, page: Number(call.query.get('page') ?? 1), pageSize: 20 });
