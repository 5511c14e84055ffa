import type { TOpsExclusion, TOpsExclusionPage, TOpsExclusionQuery } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';
import type { TOperatorPrincipal } from '../../admin/auth/operator-sessions.js';
import { findMerchantForOperator } from '../../merchant/ops/find-merchant-for-operator.js';
import { toExclusion } from './exclusions.queries.js';

/** In force now: login refused (the 'active' filter; 'ended' is the rest). */
const IN_FORCE = sql<boolean>`(x.reopens_at IS NULL OR x.reopens_at > now())`;

/**
 * The row's status: lifted (two operators), reopened (a self-exclusion whose reopening time has come), active
 * (the period runs), ended (the period is over: a time-out done, a self-exclusion waiting for the member).
 */
const STATUS = sql<TOpsExclusion['status']>`CASE
  WHEN x.lifted_at IS NOT NULL THEN 'lifted'
  WHEN x.kind = 'self_exclusion' AND x.reopens_at <= now() THEN 'reopened'
  WHEN x.until IS NULL OR x.until > now() THEN 'active'
  ELSE 'ended' END`;

function selectOpsExclusions(db: TDb, merchantId: bigint) {
  return db
    .selectFrom('member_exclusion as x')
    .innerJoin('member as u', 'u.id', 'x.member_id')
    .leftJoin('member_exclusion_lift as l', (join) =>
      join.onRef('l.exclusion_id', '=', 'x.id').on('l.status', '=', 'pending'),
    )
    .leftJoin('operator as o', 'o.id', 'l.requested_by')
    .where('x.merchant_id', '=', merchantId);
}

/** GET /ops/merchants/:code/protection/exclusions: in force (default), ended or all, newest first. */
export async function listOpsExclusions(
  db: TDb,
  operator: TOperatorPrincipal,
  merchantCode: string,
  query: TOpsExclusionQuery,
): Promise<TOpsExclusionPage> {
  const merchant = await findMerchantForOperator(db, operator, merchantCode);
  let base = selectOpsExclusions(db, merchant.id);
  if (query.status === 'active') base = base.where(IN_FORCE);
  if (query.status === 'ended') base = base.where(sql<boolean>`NOT ${IN_FORCE}`);
  if (query.kind) base = base.where('x.kind', '=', query.kind);
  if (query.username) base = base.where(sql`lower(u.username)`, '=', query.username.toLowerCase());
  const [rows, total] = await Promise.all([
    selectRows(base)
      .orderBy('x.started_at', 'desc')
      .orderBy('x.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map(toOpsExclusion),
    total: Number(total.total),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One exclusion of the merchant as the list shows it (undefined: none with that id there). */
export async function readOpsExclusion(
  db: TDb,
  merchantId: bigint,
  id: bigint,
): Promise<TOpsExclusion | undefined> {
  const row = await selectRows(selectOpsExclusions(db, merchantId).where('x.id', '=', id)).executeTakeFirst();
  return row && toOpsExclusion(row);
}

function selectRows(base: ReturnType<typeof selectOpsExclusions>) {
  return base
    .selectAll('x')
    .select([
      'u.username',
      STATUS.as('status'),
      'l.id as lift_id',
      'l.reason as lift_reason',
      'l.requested_at as lift_requested_at',
      'o.username as lift_requested_by',
    ]);
}

type TOpsRow = Awaited<ReturnType<ReturnType<typeof selectRows>['executeTakeFirstOrThrow']>>;

function toOpsExclusion(row: TOpsRow): TOpsExclusion {
  return {
    ...toExclusion(row),
    memberId: row.member_id.toString(),
    username: row.username,
    status: row.status,
    liftRequest:
      row.lift_id === null
        ? null
        : {
            id: row.lift_id.toString(),
            requestedBy: row.lift_requested_by ?? '',
            reason: row.lift_reason ?? '',
            requestedAt: row.lift_requested_at!.toISOString(),
          },
  };
}
