import type { TRotatedKey } from '@kirin/contracts';
import type { TAppContext } from '../../../platform/context.js';
import { RETIRED_KEY_GRACE_MINUTES, rotatePayloadKey } from '../../../platform/payload-keys.js';
import { writeAudit, type TAuditActor } from '../../admin/audit/write-audit.js';
import type { TOperatorPrincipal } from '../../admin/auth/operator-sessions.js';
import { findMerchantForOperator } from './find-merchant-for-operator.js';

/**
 * Publishes a new key for a merchant's sealed bodies and retires the current one; the audit row (the retired
 * key ids before, the new one after) commits with the rotation.
 */
export async function rotateMerchantPayloadKey(
  ctx: TAppContext,
  actor: TAuditActor,
  operator: TOperatorPrincipal,
  code: string,
): Promise<TRotatedKey> {
  const merchant = await findMerchantForOperator(ctx.db, operator, code);
  const key = await rotatePayloadKey(ctx, merchant.id, (trx, rotation) =>
    writeAudit(trx, actor, {
      action: 'merchant.payload-key',
      merchantId: merchant.id,
      target: `merchant:${merchant.code}`,
      before: { kids: rotation.retiredKids },
      after: { kid: rotation.kid },
    }),
  );
  return { kid: key.kid, retiredKeyGraceMinutes: RETIRED_KEY_GRACE_MINUTES };
}
