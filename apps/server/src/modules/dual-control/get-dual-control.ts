import type { TDb } from '../../db/database.js';
import type { TOperatorPrincipal } from '../admin/auth/operator-sessions.js';
import { findMerchantForOperator } from '../merchant/ops/find-merchant-for-operator.js';
import { toDualControl } from './dual-control-view.js';
import type { TDualControl } from '@kirin/contracts';
import { readDualControl } from './read-dual-control.js';

/** A merchant's dual-control limits, within the operator's merchant scope. */
export async function getDualControl(
  db: TDb,
  operator: TOperatorPrincipal,
  code: string,
): Promise<TDualControl> {
  const merchant = await findMerchantForOperator(db, operator, code);
  return toDualControl(await readDualControl(db, merchant.id), merchant.settings);
}
