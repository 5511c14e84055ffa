import { type TBetRecordPage, type TOpsMemberBetQuery } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import { ZMerchantBrand } from '../../merchant/merchant.schemas.js';
import type { TOperatorPrincipal } from '../../admin/auth/operator-sessions.js';
import { listBetRecords } from '../../bet-records/list-bet-records.js';
import { findOpsMember, type TOpsMemberRef } from './find-ops-member.js';

/**
 * GET …/members/:memberId/bet-rounds: the member's bet rounds as its own betting record shows them (game names
 * in the merchant's default language), newest first, with totals over every matching round.
 */
export async function listMemberBetRounds(
  db: TDb,
  operator: TOperatorPrincipal,
  ref: TOpsMemberRef,
  query: TOpsMemberBetQuery,
): Promise<TBetRecordPage> {
  const { merchant, member } = await findOpsMember(db, operator, ref);
  const brand = ZMerchantBrand.parse(merchant.brand);
  const { from, to, ...rest } = query;
  return listBetRecords(
    db,
    { merchantId: merchant.id, memberId: member.id },
    { ...rest, startDate: from, endDate: to },
    brand.defaultLanguage,
    brand.timeZone,
  );
}
