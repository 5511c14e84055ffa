import type { TDb } from '../../db/database.js';

export type TAccountBalance = {
  accountId: bigint;
  walletCode: string;
  currency: string;
  balanceMinor: bigint;
  heldMinor: bigint;
  availableMinor: bigint;
};

/** A member's ledger accounts (wallets that have been used), main wallet first. */
export async function readMemberBalances(db: TDb, memberId: bigint): Promise<TAccountBalance[]> {
  const rows = await db
    .selectFrom('ledger_account')
    .select(['id', 'wallet_code', 'currency', 'balance_minor', 'held_minor'])
    .where('member_id', '=', memberId)
    .orderBy((eb) => eb.case().when('wallet_code', '=', 'MAIN').then(0).else(1).end())
    .orderBy('wallet_code')
    .execute();
  return rows.map((row) => ({
    accountId: row.id,
    walletCode: row.wallet_code,
    currency: row.currency.trim(),
    balanceMinor: row.balance_minor,
    heldMinor: row.held_minor,
    availableMinor: row.balance_minor - row.held_minor,
  }));
}

/** The house's balance for a merchant and currency: the sum of its shards. */
export async function readHouseBalance(db: TDb, merchantId: bigint, currency: string): Promise<bigint> {
  const row = await db
    .selectFrom('ledger_account')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<bigint>('balance_minor'), eb.lit(0)).as('total'))
    .where('merchant_id', '=', merchantId)
    .where('system_kind', '=', 'HOUSE')
    .where('currency', '=', currency)
    .executeTakeFirstOrThrow();
  return BigInt(row.total);
}

/** The main wallet of each of these members that has one (a member without a movement yet has none). */
export async function readMainBalances(
  db: TDb,
  memberIds: readonly bigint[],
): Promise<Map<bigint, { currency: string; balanceMinor: bigint }>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('ledger_account')
    .select(['member_id', 'currency', 'balance_minor'])
    .where('member_id', 'in', [...memberIds])
    .where('wallet_code', '=', 'MAIN')
    .execute();
  return new Map(
    rows.map((row) => [row.member_id!, { currency: row.currency.trim(), balanceMinor: row.balance_minor }]),
  );
}
