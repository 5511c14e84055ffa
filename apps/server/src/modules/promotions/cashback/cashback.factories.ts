import type { TCashbackRateTable } from '@kirin/contracts';
import type { TTestApp } from '../../../test/harness.js';
import { makeLoggedInMember, type TLoggedInMember } from '../../member/security-centre.factories.js';
import { replaceCashbackRateTable } from './cashback-rates.js';

const DAY_MS = 86_400_000;

/** A logged-in member at a VIP level, registered a day ago (its first cashback window starts there). */
export async function makeCashbackMember(
  t: TTestApp,
  merchant: { id: bigint; code: string },
  input: { vipLevel?: number; uplineId?: bigint; accountType?: number } = {},
): Promise<TLoggedInMember> {
  const member = await makeLoggedInMember(
    t,
    { uplineId: input.uplineId, accountType: input.accountType },
    merchant,
  );
  await t.db
    .updateTable('member')
    .set({ rank_level: input.vipLevel ?? 0, created_at: new Date(Date.now() - DAY_MS) })
    .where('id', '=', member.id)
    .execute();
  return member;
}

/** Sets a merchant's rate table through the use case the operator route calls (audited as the command line). */
export function setCashbackRates(
  t: TTestApp,
  merchant: { id: bigint; code: string },
  table: TCashbackRateTable,
): Promise<TCashbackRateTable> {
  return replaceCashbackRateTable(t.db, { operatorId: null, ip: null, requestId: null }, merchant, table);
}

/** The member's MAIN balance in minor units (0 before the first posting). */
export async function mainBalanceOf(t: TTestApp, memberId: bigint): Promise<bigint> {
  const row = await t.db
    .selectFrom('ledger_account')
    .select('balance_minor')
    .where('member_id', '=', memberId)
    .where('wallet_code', '=', 'MAIN')
    .executeTakeFirst();
  return row?.balance_minor ?? 0n;
}
