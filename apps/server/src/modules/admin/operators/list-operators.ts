import type { TOperator } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import { loadMerchantCodes, OPERATOR_VIEW_COLUMNS, toOperatorView } from './operator-view.js';

/** Every operator, enabled first, then by username (the list stays short: a back office, not a user base). */
export async function listOperators(db: TDb): Promise<TOperator[]> {
  const rows = await db
    .selectFrom('operator')
    .select(OPERATOR_VIEW_COLUMNS)
    .orderBy('is_disabled')
    .orderBy('username')
    .execute();
  const codes = await loadMerchantCodes(db, rows);
  return rows.map((row) => toOperatorView(row, codes));
}
