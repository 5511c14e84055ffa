import { isAgentAccount, type TContractCall, type TContractTypeName } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import type { TContractTier } from '../../../db/tables/agent.js';
import { AppError } from '../../../platform/errors.js';
import { isUniqueViolation } from '../../../platform/is-unique-violation.js';
import { assertInTeam } from '../agent-scope.js';
import { findAgreedContract, findPendingOffer, readPolicy } from './contracts.queries.js';
import { checkAgainstUpline, checkOwnTiers } from './validate-tiers.js';

type TOfferInput = Pick<TContractCall, 'memberId' | 'tiers' | 'period' | 'basis' | 'isCumulative'> & {
  gameCategory: string;
};

const refuse = (rule: string) => new AppError('VALIDATION_FAILED', { rule });

/** Normalised tiers as stored: the amount only on a fixed-amount tier, the win/loss rates only where given. */
export function toStoredTiers(tiers: NonNullable<TContractCall['tiers']>): TContractTier[] {
  return tiers.map((t) => ({
    minValidBetMinor: t.minValidBetMinor,
    ...(t.minNetLossMinor !== undefined ? { minNetLossMinor: t.minNetLossMinor } : {}),
    minActive: t.minActive,
    rateType: t.rateType,
    ratePpm: t.rateType === 'F' ? 0 : t.ratePpm,
    ...(t.rateType === 'F' ? { amountMinor: t.amountMinor } : {}),
    ...(t.winRatePpm !== undefined ? { winRatePpm: t.winRatePpm } : {}),
    ...(t.lossRatePpm !== undefined ? { lossRatePpm: t.lossRatePpm } : {}),
  }));
}

/**
 * The direct upline offers terms to a downline agent (a change when it already holds some) [ecai-val]: the
 * type is on in the policy, the upline holds agreed terms of the type, the downline has no other open offer,
 * the period and basis are the upline's, the tiers rise and stay within the upline's tiers.
 */
export async function offerContract(
  db: TDb,
  merchantId: bigint,
  uplineId: bigint,
  type: TContractTypeName,
  input: TOfferInput,
): Promise<bigint> {
  if (!input.memberId) throw refuse('member_required');
  if (!input.tiers) throw refuse('tiers_required');
  const memberId = BigInt(input.memberId);
  const depth = await assertInTeam(db, uplineId, memberId);
  if (depth !== 1) throw new AppError('NOT_IN_AGENT_LINE');

  return db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom('member')
      .select(['account_type'])
      .where('id', '=', memberId)
      .where('merchant_id', '=', merchantId)
      .forUpdate()
      .executeTakeFirst();
    if (!member) throw new AppError('NOT_IN_AGENT_LINE');
    if (!isAgentAccount(member.account_type)) throw refuse('not_an_agent');
    const policy = await readPolicy(trx, merchantId, type);
    if (!policy.isEnabled) throw refuse('type_disabled');
    const upline = await findAgreedContract(trx, uplineId, type, input.gameCategory);
    if (!upline) throw new AppError('FORBIDDEN', { rule: 'upline_without_contract' });
    if (input.period && input.period !== upline.period) throw refuse('period_mismatch');
    if (input.basis && input.basis !== upline.basis) throw refuse('basis_mismatch');
    const tiers = toStoredTiers(input.tiers!);
    const rule =
      checkOwnTiers(tiers, upline.basis, policy.maxTiers) ??
      checkAgainstUpline(tiers, upline.tiers, upline.basis);
    if (rule) throw refuse(rule);
    if (await findPendingOffer(trx, memberId, type, input.gameCategory))
      throw new AppError('CONFLICT', { rule: 'pending_exists' });
    try {
      const row = await trx
        .insertInto('agent_contract')
        .values({
          merchant_id: merchantId,
          contract_type: type,
          upline_id: uplineId,
          member_id: memberId,
          game_category: input.gameCategory,
          period: upline.period,
          basis: upline.basis,
          tiers: JSON.stringify(tiers),
          is_cumulative: type === 'DIVIDEND' ? (input.isCumulative ?? false) : false,
          status: 'PENDING',
          request_kind: 'NEW',
          requested_by: uplineId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    } catch (error) {
      if (isUniqueViolation(error, 'agent_contract_one_open_idx'))
        throw new AppError('CONFLICT', { rule: 'pending_exists' });
      throw error;
    }
  });
}
