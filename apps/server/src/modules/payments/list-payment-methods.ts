import type { TPaymentGateway, TPaymentMethod } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import { listMethodRows, parseBankDetails, sumDepositedToday } from './payments.queries.js';

/** The merchant's enabled deposit methods, with what the member has already used of each today. */
export async function listPaymentMethods(
  db: TDb,
  merchantId: bigint,
  memberId: bigint,
  gateways: readonly TPaymentGateway[],
): Promise<TPaymentMethod[]> {
  const [methods, usedToday] = await Promise.all([
    listMethodRows(db, merchantId),
    sumDepositedToday(db, memberId),
  ]);
  return methods
    .filter((method) => gateways.includes(method.gateway))
    .map((method) => ({
      id: method.id.toString(),
      code: method.code,
      displayName: method.display_name,
      gateway: method.gateway,
      minAmount: Number(method.min_minor),
      maxAmount: Number(method.max_minor),
      dailyMaxAmount: Number(method.daily_max_minor),
      usedToday: Number(usedToday.get(method.id) ?? 0n),
      bankDetails: method.gateway === 'MANUAL_BANK' ? parseBankDetails(method.bank_details) : null,
    }));
}
