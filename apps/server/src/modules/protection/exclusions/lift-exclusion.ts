import { INDEFINITE_EXCLUSION_COOLING_OFF_DAYS, type TOpsExclusion } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';
import { writeAudit, type TAuditActor } from '../../admin/audit/write-audit.js';
import type { TOperatorPrincipal } from '../../admin/auth/operator-sessions.js';
import { auditingRefusal } from '../../dual-control/second-operator.js';
import { findMerchantForOperator } from '../../merchant/ops/find-merchant-for-operator.js';
import { readOpsExclusion } from './list-ops-exclusions.js';

export type TExclusionRef = { code: string; id: string };

/** The merchant's exclusion, locked, still in force and not lifted yet (EXCLUSION_NOT_FOUND otherwise). */
async function findLiftable(trx: TDb, operator: TOperatorPrincipal, ref: TExclusionRef) {
  const merchant = await findMerchantForOperator(trx, operator, ref.code);
  const row = await trx
    .selectFrom('member_exclusion')
    .selectAll()
    .where('id', '=', BigInt(ref.id))
    .where('merchant_id', '=', merchant.id)
    .where('lifted_at', 'is', null)
    .where((eb) => eb.or([eb('reopens_at', 'is', null), eb('reopens_at', '>', sql<Date>`now()`)]))
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new AppError('EXCLUSION_NOT_FOUND');
  const before = (await readOpsExclusion(trx, merchant.id, row.id))!;
  return { merchant, row, before };
}

/** POST …/exclusions/:id/lift: one operator asks for an early lift (a second one decides). Audited. */
export async function requestExclusionLift(
  db: TDb,
  actor: TAuditActor,
  operator: TOperatorPrincipal,
  ref: TExclusionRef,
  reason: string,
): Promise<TOpsExclusion> {
  return db.transaction().execute(async (trx) => {
    const { merchant, row, before } = await findLiftable(trx, operator, ref);
    if (before.liftRequest) throw new AppError('INVALID_STATE', { lift: 'already_requested' });
    await trx
      .insertInto('member_exclusion_lift')
      .values({ exclusion_id: row.id, requested_by: operator.id, reason })
      .execute();
    const after = (await readOpsExclusion(trx, merchant.id, row.id))!;
    await writeAudit(trx, actor, {
      action: 'protection.exclusion-lift-request',
      merchantId: merchant.id,
      target: `exclusion:${row.id}`,
      before,
      after,
    });
    return after;
  });
}

/**
 * POST …/exclusions/:id/lift/approve by an operator other than the one who asked (the same one →
 * SECOND_OPERATOR_REQUIRED, the refusal audited). A time-out or fixed self-exclusion ends now; an indefinite
 * one reopens INDEFINITE_EXCLUSION_COOLING_OFF_DAYS after the request (the member's request to support).
 */
export async function approveExclusionLift(
  db: TDb,
  actor: TAuditActor,
  operator: TOperatorPrincipal,
  ref: TExclusionRef,
): Promise<TOpsExclusion> {
  const merchant = await findMerchantForOperator(db, operator, ref.code);
  return auditingRefusal(db, actor, { merchantId: merchant.id, target: `exclusion:${ref.id}` }, () =>
    db.transaction().execute(async (trx) => {
      const { row, before } = await findLiftable(trx, operator, ref);
      const lift = await pendingLift(trx, row.id);
      if (lift.requested_by === operator.id)
        throw new AppError('SECOND_OPERATOR_REQUIRED', { rule: 'exclusion-lift' });
      const reopensAt =
        row.until === null
          ? sql<Date>`${lift.requested_at}::timestamptz + make_interval(days => ${INDEFINITE_EXCLUSION_COOLING_OFF_DAYS})`
          : sql<Date>`now()`;
      await trx
        .updateTable('member_exclusion')
        .set({
          lifted_at: sql`now()`,
          reopens_at: reopensAt,
          reopen_requested_at: row.until === null ? lift.requested_at : row.reopen_requested_at,
          updated_at: sql`now()`,
        })
        .where('id', '=', row.id)
        .execute();
      await decide(trx, lift.id, operator.id, 'approved');
      const after = (await readOpsExclusion(trx, merchant.id, row.id))!;
      await writeAudit(trx, actor, {
        action: 'protection.exclusion-lift-approve',
        merchantId: merchant.id,
        target: `exclusion:${row.id}`,
        before,
        after: { ...after, reason: lift.reason },
      });
      return after;
    }),
  );
}

/** POST …/exclusions/:id/lift/reject: drops the pending request (either operator may). Audited. */
export async function rejectExclusionLift(
  db: TDb,
  actor: TAuditActor,
  operator: TOperatorPrincipal,
  ref: TExclusionRef,
): Promise<TOpsExclusion> {
  return db.transaction().execute(async (trx) => {
    const { merchant, row, before } = await findLiftable(trx, operator, ref);
    const lift = await pendingLift(trx, row.id);
    await decide(trx, lift.id, operator.id, 'rejected');
    const after = (await readOpsExclusion(trx, merchant.id, row.id))!;
    await writeAudit(trx, actor, {
      action: 'protection.exclusion-lift-reject',
      merchantId: merchant.id,
      target: `exclusion:${row.id}`,
      before,
      after,
    });
    return after;
  });
}

async function pendingLift(trx: TDb, exclusionId: bigint) {
  const lift = await trx
    .selectFrom('member_exclusion_lift')
    .selectAll()
    .where('exclusion_id', '=', exclusionId)
    .where('status', '=', 'pending')
    .forUpdate()
    .executeTakeFirst();
  if (!lift) throw new AppError('INVALID_STATE', { lift: 'not_requested' });
  return lift;
}

async function decide(trx: TDb, liftId: bigint, operatorId: bigint, status: 'approved' | 'rejected') {
  await trx
    .updateTable('member_exclusion_lift')
    .set({ status, decided_by: operatorId, decided_at: sql`now()` })
    .where('id', '=', liftId)
    .execute();
}
