import type { TWalletSettings, TWithdrawal } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { lockWithdrawal } from './lock-withdrawal.js';
import { autoReceiveAt, readWithdrawal, toWithdrawalView, type TWithdrawalRow } from './withdrawal-view.js';

export type TMemberScope = { merchantId: bigint; memberId: bigint; settings: TWalletSettings };

/** The member's own PAID withdrawal; another member's (or merchant's) is NOT_FOUND. */
function checkPaidOfMember(row: TWithdrawalRow | undefined, scope: TMemberScope): TWithdrawalRow {
  if (!row || row.member_id !== scope.memberId || row.merchant_id !== scope.merchantId)
    throw new AppError('NOT_FOUND');
  if (row.status !== 'PAID') throw new AppError('INVALID_STATE', { status: row.status });
  return row;
}

const lockPaidOfMember = async (trx: TDb, scope: TMemberScope, id: bigint) =>
  checkPaidOfMember(await lockWithdrawal(trx, id), scope);

/** The same check without a lock: refuses early, before a member action does slow work (a file upload). */
export async function assertPaidOfMember(db: TDb, scope: TMemberScope, id: bigint): Promise<void> {
  checkPaidOfMember(
    await db.selectFrom('withdrawal').selectAll().where('id', '=', id).executeTakeFirst(),
    scope,
  );
}

/**
 * A paid withdrawal past its confirmation window already counts as received, even when the job has not
 * marked it yet: it is marked here (and committed) and the member's action is refused with INVALID_STATE.
 */
async function isAutoReceivedNow(trx: TDb, row: TWithdrawalRow, settings: TWalletSettings, now: Date) {
  const deadline = autoReceiveAt(row.paid_at, settings);
  if (!deadline || deadline > now) return false;
  await trx
    .updateTable('withdrawal')
    .set({ status: 'AUTO_RECEIVED', received_minor: row.amount_minor, confirmed_at: now, updated_at: now })
    .where('id', '=', row.id)
    .execute();
  return true;
}

/** Runs a member action in a transaction; a window that closed first answers INVALID_STATE after commit. */
export async function memberAction(
  db: TDb,
  scope: TMemberScope,
  id: bigint,
  now: Date,
  change: (trx: TDb, row: TWithdrawalRow) => Promise<void>,
): Promise<TWithdrawal> {
  const isLate = await db.transaction().execute(async (trx) => {
    const row = await lockPaidOfMember(trx, scope, id);
    if (await isAutoReceivedNow(trx, row, scope.settings, now)) return true;
    await change(trx, row);
    return false;
  });
  if (isLate) throw new AppError('INVALID_STATE', { status: 'AUTO_RECEIVED' });
  return toWithdrawalView(await readWithdrawal(db, id), scope.settings);
}
