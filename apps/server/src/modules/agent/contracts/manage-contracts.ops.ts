import {
  CONTRACT_TYPES,
  DIVIDEND_PERIODS,
  FIXED_PERIOD,
  isAgentAccount,
  type TContractGrant,
  type TContractPolicy,
  type TContractPolicySave,
  type TContractTypeName,
  type TContractView,
  type ZContractGrant,
  type ZContractPolicySave,
  type ZOpsContractQuery,
} from '@kirin/contracts';
import type { z } from 'zod';
import type { TDb } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';
import { writeAudit, type TAuditActor } from '../../admin/audit/write-audit.js';
import type { TOperatorPrincipal } from '../../admin/auth/operator-sessions.js';
import { findMerchantForOperator } from '../../merchant/ops/find-merchant-for-operator.js';
import { cascadeBelow } from './cascade-contracts.js';
import { currentPeriodEnd, nextPeriodStart } from './contract-periods.js';
import {
  ALLOWED_BASES,
  defaultBasis,
  periodsOf,
  readPolicy,
  selectContracts,
  toContractView,
  type TPolicy,
} from './contracts.queries.js';
import { toStoredTiers } from './offer-contract.js';
import { checkCeiling, checkOwnTiers } from './validate-tiers.js';

export type { TContractGrant, TContractPolicySave };
const refuse = (rule: string) => new AppError('VALIDATION_FAILED', { rule });
/** The merchant's zone from its stored brand (validated when saved; UTC as the brand schema's default). */
const zoneOf = (brand: unknown) => (brand as { timeZone?: string } | null)?.timeZone ?? 'UTC';

const toPolicyView = (type: TContractTypeName, p: TPolicy): TContractPolicy => ({
  type,
  isEnabled: p.isEnabled,
  maxRatePpm: p.maxRatePpm,
  maxTiers: p.maxTiers,
  activeMinBetMinor: String(p.activeMinBetMinor),
  singleBetMinMinor: String(p.singleBetMinMinor),
  periods: p.periods,
  isReviewRequired: p.isReviewRequired,
  updatedAt: p.updatedAt?.toISOString() ?? null,
});

/** Every type's policy for the merchant (a type without a row answers as off). */
export async function listPolicies(
  db: TDb,
  operator: TOperatorPrincipal,
  code: string,
): Promise<TContractPolicy[]> {
  const merchant = await findMerchantForOperator(db, operator, code);
  return Promise.all(
    CONTRACT_TYPES.map(async (type) => toPolicyView(type, await readPolicy(db, merchant.id, type))),
  );
}

/** Creates or replaces one type's policy; audited with the before and after. */
export async function savePolicy(
  db: TDb,
  actor: TAuditActor,
  operator: TOperatorPrincipal,
  code: string,
  type: TContractTypeName,
  input: z.infer<typeof ZContractPolicySave>,
): Promise<TContractPolicy> {
  const allowed: readonly string[] = type === 'DIVIDEND' ? DIVIDEND_PERIODS : [FIXED_PERIOD[type]];
  if (input.periods.some((p) => !allowed.includes(p))) throw refuse('period_not_allowed');
  return db.transaction().execute(async (trx) => {
    const merchant = await findMerchantForOperator(trx, operator, code, { isLocked: true });
    const before = toPolicyView(type, await readPolicy(trx, merchant.id, type));
    const values = {
      is_enabled: input.isEnabled,
      max_rate_ppm: input.maxRatePpm,
      max_tiers: input.maxTiers,
      active_min_bet_minor: input.activeMinBetMinor,
      single_bet_min_minor: input.singleBetMinMinor,
      periods: input.periods,
      is_review_required: input.isReviewRequired,
      updated_at: new Date(),
    };
    await trx
      .insertInto('agent_contract_policy')
      .values({ merchant_id: merchant.id, contract_type: type, ...values })
      .onConflict((oc) => oc.columns(['merchant_id', 'contract_type']).doUpdateSet(values))
      .execute();
    const after = toPolicyView(type, await readPolicy(trx, merchant.id, type));
    await writeAudit(trx, actor, {
      action: 'agent-contract.policy-save',
      merchantId: merchant.id,
      target: `agent-contract-policy:${type}`,
      before,
      after,
    });
    return after;
  });
}

/**
 * An operator grants a top agent (no upline) its terms: agreed at once, in force from the next period,
 * replacing its current ones; contracts below that the new terms no longer allow end (the cascade).
 */
export async function grantTopContract(
  db: TDb,
  actor: TAuditActor,
  operator: TOperatorPrincipal,
  code: string,
  input: z.infer<typeof ZContractGrant>,
  now = new Date(),
): Promise<TContractView> {
  return db.transaction().execute(async (trx) => {
    const merchant = await findMerchantForOperator(trx, operator, code);
    const member = await trx
      .selectFrom('member')
      .select(['id', 'account_type', 'upline_id'])
      .where('id', '=', BigInt(input.memberId))
      .where('merchant_id', '=', merchant.id)
      .forUpdate()
      .executeTakeFirst();
    if (!member) throw new AppError('NOT_FOUND');
    if (!isAgentAccount(member.account_type)) throw refuse('not_an_agent');
    if (member.upline_id !== null) throw refuse('not_top_agent');
    const policy = await readPolicy(trx, merchant.id, input.type);
    if (!policy.isEnabled) throw refuse('type_disabled');
    const period = input.period ?? periodsOf(input.type, policy)[0]!;
    if (!periodsOf(input.type, policy).includes(period)) throw refuse('period_not_allowed');
    const basis = input.basis ?? defaultBasis(input.type);
    if (!ALLOWED_BASES[input.type].includes(basis)) throw refuse('basis_not_allowed');
    const tiers = toStoredTiers(input.tiers);
    const rule =
      checkOwnTiers(tiers, basis, policy.maxTiers) ?? checkCeiling(tiers, basis, policy.maxRatePpm);
    if (rule) throw refuse(rule);

    const timeZone = zoneOf(merchant.brand);
    const from = nextPeriodStart(period, now, timeZone);
    const where = { member: member.id, type: input.type, category: input.gameCategory };
    await trx
      .updateTable('agent_contract')
      .set({ status: 'EXPIRED', effective_until: from, ended_reason: 'REPLACED', decided_at: now })
      .where('member_id', '=', where.member)
      .where('contract_type', '=', where.type)
      .where('game_category', '=', where.category)
      .where('status', '=', 'VALID')
      .where('effective_until', 'is', null)
      .execute();
    const { id } = await trx
      .insertInto('agent_contract')
      .values({
        merchant_id: merchant.id,
        contract_type: input.type,
        upline_id: null,
        member_id: member.id,
        game_category: input.gameCategory,
        period,
        basis,
        tiers: JSON.stringify(tiers),
        is_cumulative: input.type === 'DIVIDEND' ? input.isCumulative : false,
        status: 'VALID',
        requested_by: null,
        effective_from: from,
        decided_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const root = { memberId: member.id, type: input.type, gameCategory: input.gameCategory };
    const ended = await cascadeBelow(trx, root, { tiers, basis }, from, now);
    const view = toContractView(await selectContracts(trx).where('c.id', '=', id).executeTakeFirstOrThrow());
    await writeAudit(trx, actor, {
      action: 'agent-contract.grant',
      merchantId: merchant.id,
      target: `agent-contract:${id}`,
      after: { ...view, cascadeEnded: ended },
    });
    return view;
  });
}

/** An operator ends any agreed or pending contract: agreed terms at the end of the current period. */
export async function terminateContract(
  db: TDb,
  actor: TAuditActor,
  operator: TOperatorPrincipal,
  code: string,
  id: string,
  now = new Date(),
): Promise<TContractView> {
  return db.transaction().execute(async (trx) => {
    const merchant = await findMerchantForOperator(trx, operator, code);
    const row = await selectContracts(trx)
      .where('c.id', '=', BigInt(id))
      .where('c.merchant_id', '=', merchant.id)
      .forUpdate('c')
      .executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND');
    const isAgreed = row.status === 'VALID' && row.effective_until === null;
    if (!isAgreed && row.status !== 'PENDING') throw new AppError('INVALID_STATE');
    const periodEnd = currentPeriodEnd(row.period, now, zoneOf(merchant.brand));
    const until = row.effective_from && row.effective_from > periodEnd ? row.effective_from : periodEnd;
    await trx
      .updateTable('agent_contract')
      .set({
        status: 'TERMINATED',
        ended_reason: 'OPERATOR',
        decided_at: now,
        effective_until: isAgreed ? until : null,
      })
      .where('id', '=', row.id)
      .execute();
    const ended = isAgreed
      ? await cascadeBelow(
          trx,
          { memberId: row.member_id, type: row.contract_type, gameCategory: row.game_category },
          null,
          until,
          now,
        )
      : [];
    const after = toContractView(
      await selectContracts(trx).where('c.id', '=', row.id).executeTakeFirstOrThrow(),
    );
    await writeAudit(trx, actor, {
      action: 'agent-contract.terminate',
      merchantId: merchant.id,
      target: `agent-contract:${row.id}`,
      before: toContractView(row),
      after: { ...after, cascadeEnded: ended },
    });
    return after;
  });
}

/** The merchant's contracts, newest first, by type, member or status. */
export async function listOpsContracts(
  db: TDb,
  operator: TOperatorPrincipal,
  code: string,
  query: z.infer<typeof ZOpsContractQuery>,
) {
  const merchant = await findMerchantForOperator(db, operator, code);
  let base = selectContracts(db).where('c.merchant_id', '=', merchant.id);
  if (query.type) base = base.where('c.contract_type', '=', query.type);
  if (query.memberId) base = base.where('c.member_id', '=', BigInt(query.memberId));
  if (query.status) base = base.where('c.status', '=', query.status);
  const [rows, count] = await Promise.all([
    base
      .orderBy('c.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map(toContractView),
    total: Number(count.n),
    page: query.page,
    pageSize: query.pageSize,
  };
}
