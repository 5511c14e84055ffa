import {
  CONSOLIDATED_FIELDS,
  isAgentAccount,
  isModuleEnabled,
  MODULE_IDS,
  type TConsolidated,
  type TContractTypeName,
} from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import type { TMerchant } from '../merchant/merchant.schemas.js';

const ALL_OFF = Object.fromEntries(CONSOLIDATED_FIELDS.map((field) => [field, '0'])) as TConsolidated;

/** The *req field and the *info fields of each contract type (daily salary has two info flags). */
const FLAGS: Record<TContractTypeName, { req: keyof TConsolidated; info: (keyof TConsolidated)[] }> = {
  DIVIDEND: { req: 'divtypereq', info: ['divtypeinfo'] },
  DAILY_SALARY: { req: 'dailysalreqtype', info: ['dailysalinfotype', 'contractmrdailysalinfotype'] },
  HOURLY_SALARY: { req: 'contracthoursalreq', info: ['contracthoursalinfo'] },
  REALTIME_SALARY: { req: 'realtimesalreqtype', info: ['realtimesalinfotype'] },
};

/**
 * The consolidated config of spec section 3, from agent_contract_policy (the one source of truth; the
 * merchant setting wallet.agentContractRequests is no longer read, docs/agent-programme.md "Contracts").
 * For an agent of a merchant with the agent policy module on: a *req field is '1' when the policy enables
 * the type and the agent can take part (it has an upline that may offer it one, or holds agreed terms it
 * may offer on); an *info field is '1' when the agent holds or has pending a contract of the type.
 * Members and trial accounts get every field '0'.
 */
export async function getConsolidated(
  db: TDb,
  merchant: TMerchant,
  member: { id: bigint; accountType: number },
): Promise<TConsolidated> {
  if (!isAgentAccount(member.accountType)) return ALL_OFF;
  if (!isModuleEnabled(merchant.settings.modules, MODULE_IDS.AGENT_POLICY)) return ALL_OFF;
  const [policies, contracts, self] = await Promise.all([
    db
      .selectFrom('agent_contract_policy')
      .select('contract_type')
      .where('merchant_id', '=', merchant.id)
      .where('is_enabled', '=', true)
      .execute(),
    db
      .selectFrom('agent_contract')
      .select(['contract_type', 'status'])
      .distinct()
      .where('member_id', '=', member.id)
      .where((eb) =>
        eb.or([
          eb('status', '=', 'PENDING'),
          eb.and([eb('status', '=', 'VALID'), eb('effective_until', 'is', null)]),
        ]),
      )
      .execute(),
    db.selectFrom('member').select('upline_id').where('id', '=', member.id).executeTakeFirst(),
  ]);
  const answer = { ...ALL_OFF };
  const hasUpline = self?.upline_id !== null && self?.upline_id !== undefined;
  for (const { contract_type: type } of policies) {
    const holds = contracts.filter((c) => c.contract_type === type);
    const isAgreed = holds.some((c) => c.status === 'VALID');
    if (hasUpline || isAgreed) answer[FLAGS[type].req] = '1';
    if (holds.length > 0) for (const field of FLAGS[type].info) answer[field] = '1';
  }
  return answer;
}
