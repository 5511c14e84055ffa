import { MAIN_WALLET, type TWithdrawOverview } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { readMemberBalances } from '../ledger/index.js';
import type { TMerchant } from '../merchant/merchant.schemas.js';
import { kycThresholdOf, readKycStatus } from '../protection/kyc/index.js';
import { listBankAccounts } from './bind-bank-account.js';
import { usedTodayMinor } from './used-today.js';
import { selectWithdrawals, toWithdrawalView } from './withdrawal-view.js';

/** GET /wps/member/withdrawals/overview: everything the withdraw page and the confirmation modal need. */
export async function getWithdrawOverview(
  db: TDb,
  merchant: TMerchant,
  memberId: bigint,
  now: Date = new Date(),
): Promise<TWithdrawOverview> {
  const settings = merchant.settings.wallet;
  const member = await db
    .selectFrom('member')
    .select(['payee_name', 'payment_password_hash'])
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (!member) throw new AppError('NOT_FOUND');
  const [balances, usedToday, bankAccounts, awaiting, kycStatus] = await Promise.all([
    readMemberBalances(db, memberId),
    usedTodayMinor(db, memberId, now),
    listBankAccounts(db, memberId),
    selectWithdrawals(db)
      .where('w.member_id', '=', memberId)
      .where('w.status', '=', 'PAID')
      .orderBy('w.paid_at')
      .orderBy('w.id')
      .execute(),
    readKycStatus(db, memberId),
  ]);
  const main = balances.find((b) => b.walletCode === MAIN_WALLET && b.currency === merchant.brand.currency);
  return {
    availBalance: Number(main?.availableMinor ?? 0n),
    minAmount: settings.withdrawMinMinor,
    maxAmount: settings.withdrawMaxMinor,
    dailyMaxAmount: settings.withdrawDailyMaxMinor,
    usedToday: Number(usedToday),
    hasPaymentPassword: member.payment_password_hash !== null,
    payeeName: member.payee_name,
    bankAccounts,
    awaitingConfirmation: awaiting.map((row) => toWithdrawalView(row, settings)),
    kycThreshold: Number(kycThresholdOf(settings)),
    isKycVerified: kycStatus === 'verified',
  };
}
