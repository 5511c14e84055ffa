import type { TOpsVipEvaluation, TOpsVipMember, TVipLevelTable } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';
import { writeAudit, type TAuditActor } from '../../admin/audit/write-audit.js';
import type { TOperatorPrincipal } from '../../admin/auth/operator-sessions.js';
import { findMerchantForOperator } from '../../merchant/ops/find-merchant-for-operator.js';
import { evaluateVipBoundary } from './evaluate-vip-boundary.js';
import { readVipHistory, readVipStatus } from './read-vip-status.js';
import { boundaryOfDay } from './vip.jobs.js';
import { lockMemberState, readVipMerchant, recordLevelChange } from './vip-member-state.js';
import { readLevelRows, readSafeInstant } from './vip.queries.js';
import { replaceVipLevelTable, toLevelInput } from './vip-levels.js';

/** The merchant's ladder as the operator wrote it. */
export async function readOpsLevelTable(
  db: TDb,
  operator: TOperatorPrincipal,
  code: string,
): Promise<TVipLevelTable> {
  const merchant = await findMerchantForOperator(db, operator, code);
  return { levels: (await readLevelRows(db, merchant.id)).map(toLevelInput) };
}

/** Replaces the ladder (the merchant row locked for the transaction), audited. */
export function saveOpsLevelTable(
  db: TDb,
  actor: TAuditActor,
  operator: TOperatorPrincipal,
  code: string,
  table: TVipLevelTable,
): Promise<TVipLevelTable> {
  return db.transaction().execute(async (trx) => {
    const merchant = await findMerchantForOperator(trx, operator, code, { isLocked: true });
    return replaceVipLevelTable(trx, actor, merchant, table);
  });
}

async function findMember(db: TDb, merchantId: bigint, memberId: string) {
  const member = await db
    .selectFrom('member')
    .select(['id', 'username'])
    .where('id', '=', BigInt(memberId))
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (!member) throw new AppError('NOT_FOUND', { member: 'not_found' });
  return member;
}

/** One member's VIP state, progress and history (audited as a read: it names a member's money). */
export async function readOpsVipMember(
  db: TDb,
  actor: TAuditActor,
  operator: TOperatorPrincipal,
  code: string,
  memberId: string,
): Promise<TOpsVipMember> {
  const merchant = await findMerchantForOperator(db, operator, code);
  const member = await findMember(db, merchant.id, memberId);
  const ref = { merchantId: merchant.id, memberId: member.id };
  const [status, history, state] = await Promise.all([
    readVipStatus(db, ref, 'EN'),
    readVipHistory(db, ref),
    db.selectFrom('vip_member').select('last_boundary').where('member_id', '=', member.id).executeTakeFirst(),
  ]);
  await writeAudit(db, actor, {
    action: 'vip.member-read',
    merchantId: merchant.id,
    target: `member:${member.id}`,
  });
  return {
    ...status,
    memberId: String(member.id),
    username: member.username,
    lastBoundary: state?.last_boundary?.toISOString() ?? null,
    history,
  };
}

/**
 * Sets a member's level by hand: no level-up bonus (the reference's "none for a manual raise"), the keep
 * window and the upgrade count restart now, a MANUAL history row and an audit row with before and after.
 */
export async function setVipLevelByHand(
  db: TDb,
  actor: TAuditActor,
  operator: TOperatorPrincipal,
  code: string,
  memberId: string,
  input: { level: number; note: string },
): Promise<TOpsVipMember> {
  await db.transaction().execute(async (trx) => {
    const merchant = await findMerchantForOperator(trx, operator, code);
    const member = await findMember(trx, merchant.id, memberId);
    const levels = await readLevelRows(trx, merchant.id);
    const target = levels[input.level];
    if (!target) throw new AppError('VALIDATION_FAILED', { level: 'vip_level_unknown' });
    const state = await lockMemberState(trx, { merchantId: merchant.id, memberId: member.id });
    if (state.level === input.level) throw new AppError('INVALID_STATE', { level: 'unchanged' });
    const now = new Date();
    await trx
      .updateTable('vip_member')
      .set({ level: input.level, reached_at: now, keep_from: now, count_from: now, updated_at: now })
      .where('member_id', '=', member.id)
      .execute();
    await recordLevelChange(trx, {
      merchant: await readVipMerchant(trx, merchant.id),
      memberId: member.id,
      from: state.level,
      to: target,
      reason: 'MANUAL',
      boundary: null,
      operatorId: operator.id,
      note: input.note,
    });
    await writeAudit(trx, actor, {
      action: 'vip.set-level',
      merchantId: merchant.id,
      target: `member:${member.id}`,
      before: { level: state.level },
      after: { level: input.level, note: input.note },
    });
  });
  return readOpsVipMember(db, actor, operator, code, memberId);
}

/**
 * Runs the evaluation of the merchant day `date` (the boundary at the next local midnight), as the job
 * would; a boundary not yet safely in the past is refused (VALIDATION_FAILED date: not_closed). Audited.
 */
export async function evaluateVipDateByHand(
  db: TDb,
  actor: TAuditActor,
  operator: TOperatorPrincipal,
  code: string,
  date: string,
): Promise<TOpsVipEvaluation> {
  const found = await findMerchantForOperator(db, operator, code);
  const merchant = await readVipMerchant(db, found.id);
  const boundary = boundaryOfDay(date, merchant.timeZone);
  if (boundary > (await readSafeInstant(db))) throw new AppError('VALIDATION_FAILED', { date: 'not_closed' });
  const result = await evaluateVipBoundary(db, merchant, boundary);
  await writeAudit(db, actor, {
    action: 'vip.evaluate',
    merchantId: merchant.id,
    target: `merchant:${found.code}`,
    after: { date, ...result },
  });
  return { ...result, boundary: result.boundary.toISOString() };
}
