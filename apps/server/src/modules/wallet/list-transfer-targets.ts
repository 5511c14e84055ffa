import { ACCOUNT_TYPES, MAIN_WALLET, type TTransferTargets } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import { readMemberBalances } from '../ledger/index.js';
import type { TMerchant } from '../merchant/merchant.schemas.js';

/** The page lists at most this many downlines; a transfer to any other direct downline still works by name. */
export const TRANSFER_TARGETS_MAX_DOWNLINES = 200;

/** Who a member may send money to: the own upline and the direct downlines (same merchant, active, real). */
export async function listTransferTargets(
  db: TDb,
  merchant: TMerchant,
  memberId: bigint,
): Promise<TTransferTargets> {
  const me = await db
    .selectFrom('member')
    .select(['upline_id', 'payment_password_hash'])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  const upline =
    me.upline_id === null
      ? undefined
      : await db
          .selectFrom('member')
          .select('username')
          .where('id', '=', me.upline_id)
          .where('merchant_id', '=', merchant.id)
          .where('is_disabled', '=', false)
          .where('account_type', '<>', ACCOUNT_TYPES.TRIAL)
          .executeTakeFirst();
  const downlines = await db
    .selectFrom('member')
    .select(['username', 'nickname'])
    .where('upline_id', '=', memberId)
    .where('merchant_id', '=', merchant.id)
    .where('is_disabled', '=', false)
    .where('account_type', '<>', ACCOUNT_TYPES.TRIAL)
    .orderBy('username')
    .limit(TRANSFER_TARGETS_MAX_DOWNLINES)
    .execute();
  const main = (await readMemberBalances(db, memberId)).find(
    (a) => a.walletCode === MAIN_WALLET && a.currency === merchant.brand.currency,
  );
  return {
    upline: upline ? { account: upline.username } : null,
    downlines: downlines.map((d) => ({ account: d.username, nickname: d.nickname })),
    availBalance: Number(main?.availableMinor ?? 0n),
    minAmount: merchant.settings.wallet.lineTransferMinMinor,
    hasPaymentPassword: me.payment_password_hash !== null,
  };
}
