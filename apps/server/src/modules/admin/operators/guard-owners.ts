import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';
import type { TOperatorViewRow } from './operator-view.js';

/** Any constant: changes to roles and disabling run one at a time, so two owners cannot remove each other. */
const OWNER_CHANGE_LOCK_ID = 7_242_101;

export async function lockOwnerChanges(trx: TDb): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${OWNER_CHANGE_LOCK_ID})`.execute(trx);
}

/** Whether an operator is an enabled owner of every merchant: one of those must always remain. */
function isGlobalOwner(row: Pick<TOperatorViewRow, 'role' | 'is_disabled' | 'merchant_ids'>): boolean {
  return row.role === 'owner' && !row.is_disabled && row.merchant_ids === null;
}

/** Refuses (CONFLICT last_owner) to demote or disable the last enabled owner of every merchant. */
export async function assertAnotherOwnerRemains(trx: TDb, target: TOperatorViewRow): Promise<void> {
  if (!isGlobalOwner(target)) return;
  const other = await trx
    .selectFrom('operator')
    .select('id')
    .where('role', '=', 'owner')
    .where('is_disabled', '=', false)
    .where('merchant_ids', 'is', null)
    .where('id', '!=', target.id)
    .executeTakeFirst();
  if (!other) throw new AppError('CONFLICT', undefined, 'last_owner');
}
