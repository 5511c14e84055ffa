import {
  DIVIDEND_PERIODS,
  FIXED_PERIOD,
  type TContractPeriodCode,
  type TContractTypeName,
  type TContractView,
} from '@kirin/contracts';
import type { Selectable } from 'kysely';
import type { TDb } from '../../../db/database.js';
import type {
  TAgentContractTable,
  TContractBasis,
  TContractPeriod,
  TContractStatus,
} from '../../../db/tables/agent.js';

export type TContractRow = Selectable<TAgentContractTable> & { username: string };

/** The merchant's policy for a type; a type without a row is off. */
export type TPolicy = {
  isEnabled: boolean;
  maxRatePpm: number;
  maxTiers: number;
  periods: TContractPeriodCode[];
  activeMinBetMinor: bigint;
  singleBetMinMinor: bigint;
  isReviewRequired: boolean;
  updatedAt: Date | null;
};

const DEFAULT_BASIS: Record<TContractTypeName, TContractBasis> = {
  DIVIDEND: 'NET_LOSS',
  DAILY_SALARY: 'VALID_BET',
  HOURLY_SALARY: 'VALID_BET',
  REALTIME_SALARY: 'VALID_BET',
};
/** The bases each type may use; hourly salary may also pay on won and lost stakes [apo-wage]. */
export const ALLOWED_BASES: Record<TContractTypeName, TContractBasis[]> = {
  DIVIDEND: ['NET_LOSS'],
  DAILY_SALARY: ['VALID_BET'],
  HOURLY_SALARY: ['VALID_BET', 'WIN_LOSS_STAKE', 'TEAM_RESULT'],
  REALTIME_SALARY: ['VALID_BET'],
};
export const defaultBasis = (type: TContractTypeName) => DEFAULT_BASIS[type];

/** The periods a type may run on: the policy's dividend periods, or the salary line's fixed one. */
export function periodsOf(type: TContractTypeName, policy: TPolicy): TContractPeriodCode[] {
  if (type !== 'DIVIDEND') return [FIXED_PERIOD[type]];
  const allowed = policy.periods.filter((p) => (DIVIDEND_PERIODS as readonly string[]).includes(p));
  return allowed.length > 0 ? allowed : ['H'];
}

export async function readPolicy(db: TDb, merchantId: bigint, type: TContractTypeName): Promise<TPolicy> {
  const row = await db
    .selectFrom('agent_contract_policy')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('contract_type', '=', type)
    .executeTakeFirst();
  if (!row)
    return {
      isEnabled: false,
      maxRatePpm: 0,
      maxTiers: 5,
      periods: type === 'DIVIDEND' ? ['H'] : [FIXED_PERIOD[type]],
      activeMinBetMinor: 100_000n,
      singleBetMinMinor: 1_000n,
      isReviewRequired: false,
      updatedAt: null,
    };
  return {
    isEnabled: row.is_enabled,
    maxRatePpm: row.max_rate_ppm,
    maxTiers: row.max_tiers,
    periods: row.periods as TContractPeriodCode[],
    activeMinBetMinor: BigInt(row.active_min_bet_minor),
    singleBetMinMinor: BigInt(row.single_bet_min_minor),
    isReviewRequired: row.is_review_required,
    updatedAt: row.updated_at,
  };
}

/** Contracts with their member's username. */
export function selectContracts(db: TDb) {
  return db
    .selectFrom('agent_contract as c')
    .innerJoin('member as m', 'm.id', 'c.member_id')
    .selectAll('c')
    .select('m.username');
}

/** The member's agreed contract still open-ended (or ending later), newest first. */
export async function findAgreedContract(
  db: TDb,
  memberId: bigint,
  type: TContractTypeName,
  gameCategory: string,
): Promise<TContractRow | undefined> {
  return selectContracts(db)
    .where('c.member_id', '=', memberId)
    .where('c.contract_type', '=', type)
    .where('c.game_category', '=', gameCategory)
    .where('c.status', '=', 'VALID')
    .where('c.effective_until', 'is', null)
    .executeTakeFirst();
}

export async function findPendingOffer(
  db: TDb,
  memberId: bigint,
  type: TContractTypeName,
  gameCategory: string,
): Promise<TContractRow | undefined> {
  return selectContracts(db)
    .where('c.member_id', '=', memberId)
    .where('c.contract_type', '=', type)
    .where('c.game_category', '=', gameCategory)
    .where('c.status', '=', 'PENDING')
    .executeTakeFirst();
}

const CODE: Record<TContractStatus, TContractView['code']> = {
  PENDING: 'P',
  VALID: 'V',
  REJECTED: 'E',
  TERMINATED: 'E',
  EXPIRED: 'E',
};

export function toContractView(row: TContractRow): TContractView {
  const requestedBy =
    row.requested_by === null ? 'OPERATOR' : row.requested_by === row.member_id ? 'MEMBER' : 'UPLINE';
  return {
    id: String(row.id),
    type: row.contract_type,
    code: CODE[row.status],
    status: row.status,
    requestKind: row.request_kind,
    requestedBy,
    memberId: String(row.member_id),
    username: row.username,
    uplineId: row.upline_id === null ? null : String(row.upline_id),
    gameCategory: row.game_category,
    period: row.period as TContractPeriod,
    basis: row.basis,
    tiers: row.tiers,
    isCumulative: row.is_cumulative,
    effectiveFrom: row.effective_from?.toISOString() ?? null,
    effectiveUntil: row.effective_until?.toISOString() ?? null,
    endedReason: row.ended_reason,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
  };
}

/**
 * The contracts whose terms apply to a whole period [start, end): agreed once (effective_from set), started
 * by `start`, not ended before `end`. Status does not matter here: a contract replaced or terminated today
 * still settles the period it was in force for (docs/agent-programme.md "Contracts", timing).
 */
export function contractsInForce(
  db: TDb,
  merchantId: bigint,
  type: TContractTypeName,
  period: { start: Date; end: Date },
) {
  return db
    .selectFrom('agent_contract')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('contract_type', '=', type)
    .where('status', 'in', ['VALID', 'EXPIRED', 'TERMINATED'])
    .where('effective_from', 'is not', null)
    .where('effective_from', '<=', period.start)
    .where((eb) => eb.or([eb('effective_until', 'is', null), eb('effective_until', '>=', period.end)]));
}
