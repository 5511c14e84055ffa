import { randomBytes } from 'node:crypto';
import type { TDb } from '../../../db/database.js';
import { writeAudit, type TAuditActor } from '../../admin/audit/write-audit.js';
import type { TOperatorPrincipal } from '../../admin/auth/operator-sessions.js';
import { findMerchantForOperator } from '../../merchant/ops/find-merchant-for-operator.js';
import { METHOD_COLUMNS, parseBankDetails, type TMethodRow } from '../payments.queries.js';
import type { TOpsPaymentMethod, TPaymentMethodSave } from '@kirin/contracts';
import { sealSecret } from '../../../platform/secrets/seal-secret.js';

const SECRET_BYTES = 32;

/** A method as the operator sees it: never its secret. */
export function toOpsPaymentMethod(row: TMethodRow): TOpsPaymentMethod {
  return {
    id: row.id.toString(),
    code: row.code,
    displayName: row.display_name,
    gateway: row.gateway,
    minAmount: Number(row.min_minor),
    maxAmount: Number(row.max_minor),
    dailyMaxAmount: Number(row.daily_max_minor),
    bankDetails: parseBankDetails(row.bank_details),
    isEnabled: row.is_enabled,
    sortOrder: row.sort_order,
    hasGatewaySecret: row.gateway_secret !== null,
  };
}

/**
 * Creates or replaces a merchant's payment method by code, with its audit row in the same transaction. A
 * SANDBOX method gets a random signing secret the first time it needs one; an existing secret is kept (old
 * orders' callbacks are signed with it). Existing deposits keep their method and amounts.
 */
export async function savePaymentMethod(
  db: TDb,
  actor: TAuditActor,
  operator: TOperatorPrincipal,
  merchantCode: string,
  methodCode: string,
  input: TPaymentMethodSave,
): Promise<TOpsPaymentMethod> {
  return db.transaction().execute(async (trx) => {
    const merchant = await findMerchantForOperator(trx, operator, merchantCode);
    const before = await trx
      .selectFrom('payment_method')
      .select(METHOD_COLUMNS)
      .where('merchant_id', '=', merchant.id)
      .where('code', '=', methodCode)
      .forUpdate()
      .executeTakeFirst();
    const secret =
      before?.gateway_secret ??
      (input.gateway === 'SANDBOX'
        ? sealSecret('gateway-secret', randomBytes(SECRET_BYTES).toString('hex'))
        : null);
    const values = {
      display_name: input.displayName,
      gateway: input.gateway,
      min_minor: BigInt(input.minAmount),
      max_minor: BigInt(input.maxAmount),
      daily_max_minor: BigInt(input.dailyMaxAmount),
      bank_details: input.gateway === 'MANUAL_BANK' ? JSON.stringify(input.bankDetails) : null,
      gateway_secret: secret,
      is_enabled: input.isEnabled,
      sort_order: input.sortOrder,
    };
    const saved = await trx
      .insertInto('payment_method')
      .values({ merchant_id: merchant.id, code: methodCode, ...values })
      .onConflict((oc) => oc.columns(['merchant_id', 'code']).doUpdateSet(values))
      .returning(METHOD_COLUMNS)
      .executeTakeFirstOrThrow();
    const after = toOpsPaymentMethod(saved);
    await writeAudit(trx, actor, {
      action: 'payment-method.save',
      merchantId: merchant.id,
      target: `payment-method:${methodCode}`,
      before: before ? toOpsPaymentMethod(before) : null,
      after,
    });
    return after;
  });
}

/** Every method of the merchant, enabled or not, in display order. */
export async function listOpsPaymentMethods(
  db: TDb,
  operator: TOperatorPrincipal,
  merchantCode: string,
): Promise<TOpsPaymentMethod[]> {
  const merchant = await findMerchantForOperator(db, operator, merchantCode);
  const rows = await db
    .selectFrom('payment_method')
    .select(METHOD_COLUMNS)
    .where('merchant_id', '=', merchant.id)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map(toOpsPaymentMethod);
}
