import type { TOperator } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import type { TPubSub } from '../../../platform/pubsub.js';
import { AppError } from '../../../platform/errors.js';
import { writeAudit, type TAuditActor } from '../audit/write-audit.js';
import { closeAllOperatorSessions } from '../auth/operator-sessions.js';
import { announceOperatorSessionsChanged } from '../auth/operator-revocations.js';
import {
  findOperatorRow,
  loadMerchantCodes,
  OPERATOR_VIEW_COLUMNS,
  toOperatorView,
} from './operator-view.js';

/**
 * Clears an operator's TOTP (a lost phone): its secret, its last used step and any enrolment under way go, and
 * every session of the operator ends (open support sockets included, announced once committed). At its next
 * sign-in the operator's password is answered TOTP_ENROLMENT_REQUIRED and it enrols a new authenticator.
 * The password is untouched: an owner who doubts it resets it too.
 */
export async function resetOperatorTotp(
  ctx: { db: TDb; pubsub: TPubSub },
  actor: TAuditActor,
  operatorId: bigint,
): Promise<TOperator> {
  const reset = await ctx.db.transaction().execute(async (trx) => {
    const before = await findOperatorRow(trx, operatorId);
    if (!before) throw new AppError('NOT_FOUND');
    const after = await trx
      .updateTable('operator')
      .set({ totp_secret: null, totp_enrolled_at: null, last_totp_step: null })
      .where('id', '=', operatorId)
      .returning(OPERATOR_VIEW_COLUMNS)
      .executeTakeFirstOrThrow();
    const enrolments = await trx
      .deleteFrom('operator_totp_enrolment')
      .where('operator_id', '=', operatorId)
      .executeTakeFirst();
    const sessionsClosed = await closeAllOperatorSessions(trx, operatorId);
    await writeAudit(trx, actor, {
      action: 'operator.totp_reset',
      target: `operator:${operatorId}`,
      before: { totpEnrolledAt: before.totp_enrolled_at?.toISOString() ?? null },
      after: {
        totpEnrolledAt: null,
        sessionsClosed,
        pendingEnrolmentCancelled: Number(enrolments.numDeletedRows) > 0,
      },
    });
    return toOperatorView(after, await loadMerchantCodes(trx, [after]));
  });
  await announceOperatorSessionsChanged(ctx, operatorId);
  return reset;
}
