import type { TOpsAgentSettleResult, TOpsAgentSettleRerun } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';
import { settleAgentPeriod } from './settle-agent-period.js';
import { periodContaining } from './settlement-periods.js';
import { merchantZone } from './settlement.queries.js';

/**
 * An operator's rerun of one closed period: bills not yet written are written, open ones paid; existing bills
 * keep their figures and no bill is paid twice. A period still open → INVALID_STATE (it would settle early).
 */
export async function rerunAgentSettlement(
  db: TDb,
  merchantId: bigint,
  input: TOpsAgentSettleRerun,
  now: Date = new Date(),
): Promise<TOpsAgentSettleResult> {
  const { timeZone } = await merchantZone(db, merchantId);
  const period = periodContaining(input.periodKind, new Date(input.at), timeZone);
  if (period.end > now) throw new AppError('INVALID_STATE');
  const result = await settleAgentPeriod(db, {
    merchantId,
    type: input.type,
    kind: input.periodKind,
    period,
  });
  return { periodStart: period.start.toISOString(), periodEnd: period.end.toISOString(), ...result };
}
