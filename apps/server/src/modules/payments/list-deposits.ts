import type { TDeposit } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { findMemberDeposit, selectDeposits, toDepositView } from './deposit-view.js';

export type TDepositPage = { list: TDeposit[]; total: number; page: number; pageSize: number };

/** The member's deposits, newest first, one page. */
export async function listMemberDeposits(
  db: TDb,
  memberId: bigint,
  paging: { page: number; pageSize: number },
  siteOrigin: string,
): Promise<TDepositPage> {
  const [rows, count] = await Promise.all([
    selectDeposits(db)
      .where('deposit.member_id', '=', memberId)
      .orderBy('deposit.created_at', 'desc')
      .orderBy('deposit.id', 'desc')
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize)
      .execute(),
    db
      .selectFrom('deposit')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((row) => toDepositView(row, siteOrigin)),
    total: Number(count.total),
    page: paging.page,
    pageSize: paging.pageSize,
  };
}

/** One of the member's deposits; another member's → NOT_FOUND. */
export async function getMemberDeposit(
  db: TDb,
  memberId: bigint,
  depositId: bigint,
  siteOrigin: string,
): Promise<TDeposit> {
  const row = await findMemberDeposit(db, memberId, depositId);
  if (!row) throw new AppError('NOT_FOUND');
  return toDepositView(row, siteOrigin);
}
