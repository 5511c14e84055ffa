import {
  AGENT_TYPE_IDS,
  type TContractAnswer,
  type TContractTypeName,
  type TDownlineContract,
} from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import {
  periodsOf,
  readPolicy,
  selectContracts,
  toContractView,
  type TContractRow,
} from './contracts.queries.js';
import { checkAgainstUpline } from './validate-tiers.js';

type TRead = { gameCategory: string; page: number; pageSize: number };

/**
 * Y when agreeing to `offer` would end a contract below: a direct downline's agreed or offered terms that the
 * offered tiers do not allow, or, for a termination, any contract of the direct downlines.
 */
function downlineHigherRate(offer: TContractRow, below: TContractRow[]): 'Y' | 'N' {
  if (below.length === 0) return 'N';
  if (offer.status === 'VALID') return 'Y';
  const isOver = below.some(
    (c) => c.basis !== offer.basis || checkAgainstUpline(c.tiers, offer.tiers, offer.basis) !== undefined,
  );
  return isOver ? 'Y' : 'N';
}

/** What one contract page shows: my terms, the requests addressed to me, my direct downlines' contracts. */
export async function readContracts(
  db: TDb,
  merchantId: bigint,
  agentId: bigint,
  type: TContractTypeName,
  query: TRead,
  now = new Date(),
): Promise<TContractAnswer> {
  const policy = await readPolicy(db, merchantId, type);
  const ofType = selectContracts(db)
    .where('c.merchant_id', '=', merchantId)
    .where('c.contract_type', '=', type)
    .where('c.game_category', '=', query.gameCategory);

  const own = await ofType
    .where('c.member_id', '=', agentId)
    .where((eb) =>
      eb.or([
        eb('c.status', '=', 'PENDING'),
        eb.and([
          eb('c.effective_from', 'is not', null),
          eb.or([eb('c.effective_until', 'is', null), eb('c.effective_until', '>', now)]),
        ]),
      ]),
    )
    .orderBy('c.id', 'desc')
    .execute();
  const agreed = own.find((c) => c.status === 'VALID' && c.effective_until === null);
  const mine = agreed ?? own.find((c) => c.status !== 'PENDING');
  const offered = own.find((c) => c.status === 'PENDING');

  // Every open contract of my direct downlines: the warning and the downline list both read it.
  const belowOpen = await ofType
    .where('c.upline_id', '=', agentId)
    .where((eb) =>
      eb.or([
        eb('c.status', '=', 'PENDING'),
        eb.and([eb('c.status', '=', 'VALID'), eb('c.effective_until', 'is', null)]),
      ]),
    )
    .execute();

  const addressed = [
    offered,
    agreed?.request_kind === 'TERMINATION' && agreed.requested_by !== agentId ? agreed : undefined,
  ]
    .filter((c): c is TContractRow => c !== undefined)
    .map((c) => ({ ...toContractView(c), downlineHigherRate: downlineHigherRate(c, belowOpen) }));

  const directAgents = db
    .selectFrom('member')
    .where('upline_id', '=', agentId)
    .where('merchant_id', '=', merchantId)
    .where('account_type', 'in', [...AGENT_TYPE_IDS]);
  const [{ total }, members] = await Promise.all([
    directAgents.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    directAgents
      .select(['id', 'username'])
      .orderBy('username')
      .orderBy('id')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
  ]);
  const list: TDownlineContract[] = members.map((m) => {
    const contract = belowOpen.find((c) => c.member_id === m.id && c.status === 'VALID');
    const pending = belowOpen.find((c) => c.member_id === m.id && c.status === 'PENDING');
    return {
      memberId: String(m.id),
      username: m.username,
      contract: contract ? toContractView(contract) : null,
      pending: pending ? toContractView(pending) : null,
    };
  });

  return {
    type,
    policy: {
      isEnabled: policy.isEnabled,
      maxRatePpm: policy.maxRatePpm,
      maxTiers: policy.maxTiers,
      periods: periodsOf(type, policy),
    },
    canOffer: policy.isEnabled && agreed !== undefined,
    mine: mine ? toContractView(mine) : null,
    pending: addressed,
    downlines: { list, total: Number(total), page: query.page, pageSize: query.pageSize },
  };
}
