import { type TOpsMemberLedgerPage, type TOpsMemberLedgerQuery } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import { ZMerchantBrand } from '../../merchant/merchant.schemas.js';
import type { TOperatorPrincipal } from '../../admin/auth/operator-sessions.js';
import { readMemberBalances } from '../../ledger/index.js';
import { listMemberTransactions } from '../../wallet/list-member-transactions.js';
import { findOpsMember, type TOpsMemberRef } from './find-ops-member.js';

/**
 * GET …/members/:memberId/ledger: the member's balances per wallet and its account record (the ledger entries
 * the member's own history shows), newest first, by inclusive days of the merchant's time zone. Reads only.
 */
export async function listMemberLedger(
  db: TDb,
  operator: TOperatorPrincipal,
  ref: TOpsMemberRef,
  query: TOpsMemberLedgerQuery,
): Promise<TOpsMemberLedgerPage> {
  const { merchant, member } = await findOpsMember(db, operator, ref);
  const { from, to, ...rest } = query;
  const [page, balances] = await Promise.all([
    listMemberTransactions(
      db,
      member.id,
      { ...rest, startDate: from, endDate: to },
      ZMerchantBrand.parse(merchant.brand).timeZone,
    ),
    readMemberBalances(db, member.id),
  ]);
  return {
    ...page,
    balances: balances.map((balance) => ({
      walletCode: balance.walletCode,
      currency: balance.currency,
      balance: Number(balance.balanceMinor),
      held: Number(balance.heldMinor),
      available: Number(balance.availableMinor),
    })),
  };
}
