import type { TDb } from '../../db/database.js';
import type { TWithdrawalRow } from './withdrawal-view.js';

/**
 * Every change of a withdrawal starts here: the row is locked until the transaction ends, so of two racing
 * actions (two operators, an operator and the member, the auto-receive job) the second sees the first's
 * status and is refused. Lock order everywhere: withdrawal, then hold, then ledger accounts.
 */
export async function lockWithdrawal(trx: TDb, id: bigint): Promise<TWithdrawalRow | undefined> {
  return trx.selectFrom('withdrawal').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}
