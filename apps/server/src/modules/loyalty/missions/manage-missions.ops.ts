import type { TMissionInput, TOpsMission, TOpsMissionProgress } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';
import { writeAudit, type TAuditActor } from '../../admin/audit/write-audit.js';
import type { TOperatorPrincipal } from '../../admin/auth/operator-sessions.js';
import { findMerchantForOperator } from '../../merchant/ops/find-merchant-for-operator.js';
import { ZMerchantBrand } from '../../merchant/merchant.schemas.js';
import { missionPeriod } from './mission-periods.js';
import { readRanking, type TMissionRow } from './missions.queries.js';

/** Rows of the operator's progress list. */
const OPS_PROGRESS_LIMIT = 500;

/** The columns of a mission from the operator's input (validated by ZMissionInput). */
function columnsOf(input: TMissionInput) {
  return {
    kind: input.kind,
    metric: input.metric,
    game_category: input.gameCategory,
    target_value: BigInt(input.targetValue),
    reward_minor: BigInt(input.rewardMinor),
    wager_multiple: input.wagerMultiple,
    names: JSON.stringify(input.names),
    starts_at: input.startsAt ? new Date(input.startsAt) : null,
    ends_at: input.endsAt ? new Date(input.endsAt) : null,
    sort_order: input.sortOrder,
  };
}

/** The merchant's missions with what each has paid. */
export async function selectMissionViews(db: TDb, merchantId: bigint, id?: bigint): Promise<TOpsMission[]> {
  let query = db
    .selectFrom('mission as m')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('mission_claim')
          .select([
            'mission_id',
            sql<string>`count(*)::text`.as('n'),
            sql<string>`sum(reward_minor)::text`.as('paid'),
          ])
          .groupBy('mission_id')
          .as('c'),
      (join) => join.onRef('c.mission_id', '=', 'm.id'),
    )
    .selectAll('m')
    .select(['c.n', 'c.paid'])
    .where('m.merchant_id', '=', merchantId);
  if (id !== undefined) query = query.where('m.id', '=', id);
  const rows = await query.orderBy('m.sort_order').orderBy('m.id').execute();
  return rows.map((r) => ({
    id: String(r.id),
    kind: r.kind,
    metric: r.metric,
    gameCategory: r.game_category as TOpsMission['gameCategory'],
    targetValue: Number(r.target_value),
    rewardMinor: Number(r.reward_minor),
    wagerMultiple: r.wager_multiple,
    names: r.names,
    startsAt: r.starts_at?.toISOString() ?? null,
    endsAt: r.ends_at?.toISOString() ?? null,
    sortOrder: r.sort_order,
    status: r.status,
    claimCount: Number(r.n ?? 0),
    paidMinor: Number(r.paid ?? 0),
    createdAt: r.created_at.toISOString(),
    closedAt: r.closed_at?.toISOString() ?? null,
  }));
}

/** Creates a mission (any merchant's code the operator may act on). Audited with the whole mission. */
export async function createMission(
  db: TDb,
  actor: TAuditActor,
  operator: TOperatorPrincipal,
  code: string,
  input: TMissionInput,
): Promise<TOpsMission> {
  return db.transaction().execute(async (trx) => {
    const merchant = await findMerchantForOperator(trx, operator, code);
    const row = await trx
      .insertInto('mission')
      .values({ ...columnsOf(input), merchant_id: merchant.id, created_by: operator.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [view] = await selectMissionViews(trx, merchant.id, row.id);
    await writeAudit(trx, actor, {
      action: 'mission.create',
      merchantId: merchant.id,
      target: `mission:${row.id}`,
      after: view,
    });
    return view!;
  });
}

/** Locks an active mission of the merchant; a closed one cannot change (INVALID_STATE). */
async function lockOpenMission(trx: TDb, merchantId: bigint, id: bigint) {
  const row = await trx
    .selectFrom('mission')
    .select(['id', 'status'])
    .where('id', '=', id)
    .where('merchant_id', '=', merchantId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  if (row.status === 'CLOSED') throw new AppError('INVALID_STATE');
}

/**
 * Replaces a mission's settings. The kind cannot change once members have claimed (their period keys would
 * no longer match): INVALID_STATE.
 */
export async function updateMission(
  db: TDb,
  actor: TAuditActor,
  operator: TOperatorPrincipal,
  code: string,
  id: bigint,
  input: TMissionInput,
): Promise<TOpsMission> {
  return db.transaction().execute(async (trx) => {
    const merchant = await findMerchantForOperator(trx, operator, code);
    await lockOpenMission(trx, merchant.id, id);
    const [before] = await selectMissionViews(trx, merchant.id, id);
    if (before!.kind !== input.kind && before!.claimCount > 0) throw new AppError('INVALID_STATE');
    await trx
      .updateTable('mission')
      .set({ ...columnsOf(input), updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    const [after] = await selectMissionViews(trx, merchant.id, id);
    await writeAudit(trx, actor, {
      action: 'mission.update',
      merchantId: merchant.id,
      target: `mission:${id}`,
      before,
      after,
    });
    return after!;
  });
}

/** Closes a mission: members no longer see it and cannot claim it. Closing twice → INVALID_STATE. */
export async function closeMission(
  db: TDb,
  actor: TAuditActor,
  operator: TOperatorPrincipal,
  code: string,
  id: bigint,
  now = new Date(),
): Promise<TOpsMission> {
  return db.transaction().execute(async (trx) => {
    const merchant = await findMerchantForOperator(trx, operator, code);
    await lockOpenMission(trx, merchant.id, id);
    const [before] = await selectMissionViews(trx, merchant.id, id);
    await trx
      .updateTable('mission')
      .set({ status: 'CLOSED', closed_at: now, updated_at: now })
      .where('id', '=', id)
      .execute();
    const [after] = await selectMissionViews(trx, merchant.id, id);
    await writeAudit(trx, actor, {
      action: 'mission.close',
      merchantId: merchant.id,
      target: `mission:${id}`,
      before,
      after,
    });
    return after!;
  });
}

/** The merchant's missions. */
export async function listMissions(db: TDb, operator: TOperatorPrincipal, code: string) {
  const merchant = await findMerchantForOperator(db, operator, code);
  return { list: await selectMissionViews(db, merchant.id) };
}

/**
 * Every member's progress in the mission's current period (an event: its window), ranked like the
 * leaderboard, with full usernames and claims. Audited as a read (it names members).
 */
export async function readMissionProgress(
  db: TDb,
  actor: TAuditActor,
  operator: TOperatorPrincipal,
  code: string,
  id: bigint,
  now = new Date(),
): Promise<TOpsMissionProgress> {
  const merchant = await findMerchantForOperator(db, operator, code);
  const mission = (await db
    .selectFrom('mission')
    .selectAll()
    .where('id', '=', id)
    .where('merchant_id', '=', merchant.id)
    .executeTakeFirst()) as TMissionRow | undefined;
  if (!mission) throw new AppError('NOT_FOUND');
  const period = missionPeriod(mission, now, ZMerchantBrand.parse(merchant.brand).timeZone);
  const [rows, claims] = await Promise.all([
    readRanking(db, mission, period, { limit: OPS_PROGRESS_LIMIT }),
    db
      .selectFrom('mission_claim')
      .select(['member_id', 'claimed_at'])
      .where('mission_id', '=', id)
      .where('period_key', '=', period.key)
      .execute(),
  ]);
  const claimedAt = new Map(claims.map((c) => [c.member_id, c.claimed_at]));
  await writeAudit(db, actor, {
    action: 'mission.read',
    merchantId: merchant.id,
    target: `mission:${id}`,
    after: { periodKey: period.key },
  });
  return {
    missionId: String(id),
    periodKey: period.key,
    periodStart: period.start.toISOString(),
    periodEnd: period.end.toISOString(),
    list: rows.map((r) => ({
      rank: r.rank,
      memberId: String(r.memberId),
      username: r.username,
      value: Number(r.value),
      reachedAt: r.reachedAt?.toISOString() ?? null,
      lastAt: r.lastAt.toISOString(),
      claimedAt: claimedAt.get(r.memberId)?.toISOString() ?? null,
    })),
  };
}
