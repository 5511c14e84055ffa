import type { TWalletBalance, TWalletBalanceLine } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import type { TMerchant } from '../merchant/merchant.schemas.js';
import { readMemberBalances } from '../ledger/index.js';
import { areMissionsEnabled, countClaimableMissions } from '../loyalty/missions/index.js';
import { isReferralLive } from '../loyalty/referral/index.js';
import { currencySymbolOf } from './currency-symbol.js';
import type { TOfferedWallet } from './offered-wallets.js';

export const DEMO_WALLET = 'DEMO';

/**
 * A real member's balances: one line per offered wallet (0 when never used), then any other wallet of the
 * member that still holds money (a vendor since disabled or switched to seamless), so no money ever drops
 * out of sight or out of sumBalance. Only accounts in the merchant's currency count.
 */
export async function readWalletBalance(
  db: TDb,
  merchant: TMerchant,
  offered: TOfferedWallet[],
  memberId: bigint,
): Promise<TWalletBalance> {
  const currency = merchant.brand.currency;
  const currencySymbol = currencySymbolOf(currency);
  const [allAccounts, isReferralEnabled] = await Promise.all([
    readMemberBalances(db, memberId),
    isReferralLive(db, merchant.id),
  ]);
  const accounts = allAccounts.filter((a) => a.currency === currency);
  const byCode = new Map(accounts.map((a) => [a.walletCode, a]));
  const line = (walletCode: string, walletName: string): TWalletBalanceLine => {
    const account = byCode.get(walletCode);
    return {
      walletCode,
      walletName,
      availBalance: Number(account?.availableMinor ?? 0n),
      heldBalance: Number(account?.heldMinor ?? 0n),
      currency,
      currencySymbol,
    };
  };
  const offeredCodes = new Set(offered.map((w) => w.walletCode));
  const balance = [
    ...offered.map((w) => line(w.walletCode, w.displayName)),
    ...accounts
      .filter((a) => !offeredCodes.has(a.walletCode) && a.balanceMinor !== 0n)
      .map((a) => line(a.walletCode, a.walletCode)),
  ];
  return {
    sumBalance: balance.reduce((sum, l) => sum + l.availBalance, 0),
    currency,
    currencySymbol,
    balance,
    isDemo: false,
    // The menus' share/referral item shows while a referral rule is live (docs/loyalty.md "Referral").
    availablePromo: { REFERRAL: { enabled: isReferralEnabled } },
    availablePromoCount: isReferralEnabled ? 1 : 0,
  };
}

/** A trial account's play money: member.demo_balance_minor, never in the ledger. */
export async function readDemoBalance(
  db: TDb,
  merchant: TMerchant,
  memberId: bigint,
): Promise<TWalletBalance> {
  const row = await db
    .selectFrom('member')
    .select('demo_balance_minor')
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  const currency = merchant.brand.currency;
  const currencySymbol = currencySymbolOf(currency);
  const demo = Number(row.demo_balance_minor ?? 0n);
  return {
    sumBalance: demo,
    currency,
    currencySymbol,
    balance: [
      {
        walletCode: DEMO_WALLET,
        walletName: 'Demo',
        availBalance: demo,
        heldBalance: 0,
        currency,
        currencySymbol,
      },
    ],
    isDemo: true,
  };
}

/** The mission badge of the balance answer: missions the member can claim now (0 with MISSIONLB3 off). */
export async function readMissionCount(db: TDb, merchant: TMerchant, memberId: bigint): Promise<number> {
  if (!areMissionsEnabled(merchant)) return 0;
  return countClaimableMissions(db, {
    merchantId: merchant.id,
    memberId,
    timeZone: merchant.brand.timeZone,
  });
}
