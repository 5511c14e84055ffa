import type { TPaymentGateway } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';

export type TCreditedDepositsDay = {
  day: string;
  method_code: string;
  method_name: string;
  gateway: TPaymentGateway;
  deposit_count: bigint;
  deposit_minor: bigint;
};

/**
 * A merchant's credited deposits per business day of `timeZone` and payment method, each on the day of its
 * ledger posting (the credit), in [from, to): the merchant's DEPOSIT postings by kind and time, each deposit
 * by the posting it points to (0046's deposit_ledger_transaction_idx). For the daily reconciliation.
 */
export async function sumCreditedDepositsByMethod(
  db: TDb,
  scope: { merchantId: bigint; timeZone: string; from: Date; to: Date },
): Promise<TCreditedDepositsDay[]> {
  const { rows } = await sql<TCreditedDepositsDay>`
    SELECT (t.created_at AT TIME ZONE ${scope.timeZone})::date AS day, pm.code AS method_code,
      pm.display_name AS method_name, pm.gateway, count(*) AS deposit_count,
      sum(d.amount_minor)::bigint AS deposit_minor
    FROM ledger_transaction t
    JOIN deposit d ON d.ledger_transaction_id = t.id
    JOIN payment_method pm ON pm.id = d.method_id
    WHERE t.merchant_id = ${scope.merchantId} AND t.kind = 'DEPOSIT'
      AND t.created_at >= ${scope.from} AND t.created_at < ${scope.to}
    GROUP BY 1, pm.id, pm.code, pm.display_name, pm.gateway
    ORDER BY 1, pm.code`.execute(db);
  return rows;
}
