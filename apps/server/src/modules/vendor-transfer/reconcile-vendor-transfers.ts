import type { TDb } from '../../db/database.js';
import { completeTransfer, noteUnknownOutcome, reverseTransfer } from './settle-vendor-transfer.js';
import { findTransferVendorApi, type TTransferVendorApi } from './transfer-vendor-api.js';

/**
 * A pending transfer is asked about only after this long: a NOT_FOUND for a reference the vendor may still
 * be receiving would reverse a transfer it is about to apply.
 */
export const RECONCILE_MIN_AGE_MS = 2 * 60 * 1000;
const BATCH_SIZE = 200;

export type TReconcileReport = { completed: number; reversed: number; stillPending: number };

/**
 * Settles PENDING transfers by asking each vendor for the reference's status: SUCCESS completes it (a
 * withdrawal is credited), FAILED or NOT_FOUND reverses it (a deposit's money goes back to MAIN), anything
 * else (PENDING, no answer) leaves it for the next run. Each transfer is settled exactly once
 * (completeTransfer and reverseTransfer change only a PENDING row, with their posting).
 */
export async function reconcileVendorTransfers(
  db: TDb,
  options: { minAgeMs?: number; findApi?: typeof findTransferVendorApi } = {},
): Promise<TReconcileReport> {
  const report: TReconcileReport = { completed: 0, reversed: 0, stillPending: 0 };
  const pending = await db
    .selectFrom('vendor_transfer as t')
    .innerJoin('merchant as m', 'm.id', 't.merchant_id')
    .selectAll('t')
    .select(['m.code as merchant_code', 'm.brand'])
    .where('t.status', '=', 'PENDING')
    .where('t.created_at', '<=', new Date(Date.now() - (options.minAgeMs ?? RECONCILE_MIN_AGE_MS)))
    .orderBy('t.created_at')
    .limit(BATCH_SIZE)
    .execute();
  const apis = new Map<string, TTransferVendorApi | null>();
  for (const transfer of pending) {
    const key = `${transfer.merchant_id}:${transfer.vassalage}`;
    if (!apis.has(key))
      apis.set(
        key,
        await (options.findApi ?? findTransferVendorApi)(
          db,
          { id: transfer.merchant_id, code: transfer.merchant_code },
          transfer.vassalage,
        ),
      );
    const api = apis.get(key);
    const currency = (transfer.brand as { currency?: string }).currency ?? 'VND';
    const ref = {
      currency,
      memo:
        transfer.direction === 'DEPOSIT' ? `MAIN → ${transfer.vassalage}` : `${transfer.vassalage} → MAIN`,
    };
    try {
      if (!api) throw new Error('the vendor has no transfer API any more');
      const status = await api.client.statusOf(transfer.reference_no);
      if (status === 'SUCCESS' && (await completeTransfer(db, transfer, ref))) report.completed++;
      else if (
        (status === 'FAILED' || status === 'NOT_FOUND') &&
        (await reverseTransfer(db, transfer, { ...ref, reason: `reconciled: ${status}` }))
      )
        report.reversed++;
      else if (status === 'PENDING') {
        await noteUnknownOutcome(db, transfer.id, new Error('the vendor still reports it pending'));
        report.stillPending++;
      }
    } catch (error) {
      await noteUnknownOutcome(db, transfer.id, error);
      report.stillPending++;
    }
  }
  return report;
}
