import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import type { TSystemAccountKind } from '../../db/tables/wallet.js';

/**
 * Every bet credits the house, so the house is spread over this many rows per merchant and currency: a
 * posting locks one shard, chosen by the member's account id, instead of serialising on one row. The
 * house balance is the sum of its shards (docs/ledger.md).
 */
export const HOUSE_SHARD_COUNT = 32;

// Read first (one indexed lookup, the common case), create on a miss; ON CONFLICT keeps racing creators safe.
async function findOrCreate(
  label: string,
  find: () => Promise<bigint | undefined>,
  create: () => Promise<void>,
): Promise<bigint> {
  let id = await find();
  if (id === undefined) {
    await create();
    id = await find();
  }
  if (id === undefined) throw new Error(`ledger account ${label} could not be created`);
  return id;
}

export type TMemberAccountRef = {
  merchantId: bigint;
  memberId: bigint;
  walletCode: string;
  currency: string;
};

/** The ledger account of a member's wallet, made on first use. */
export async function memberAccount(db: TDb, ref: TMemberAccountRef): Promise<bigint> {
  const key = `m:${ref.memberId}:${ref.walletCode}:${ref.currency}`;
  return findOrCreate(
    key,
    async () =>
      (
        await db
          .selectFrom('ledger_account')
          .select('id')
          .where('member_id', '=', ref.memberId)
          // A member belongs to one merchant: another merchant's id finds nothing and is refused below.
          .where('merchant_id', '=', ref.merchantId)
          .where('wallet_code', '=', ref.walletCode)
          .where('currency', '=', ref.currency)
          .executeTakeFirst()
      )?.id,
    async () => {
      await db
        .insertInto('ledger_account')
        .values({
          merchant_id: ref.merchantId,
          member_id: ref.memberId,
          wallet_code: ref.walletCode,
          currency: ref.currency,
        })
        .onConflict((oc) =>
          oc.columns(['member_id', 'wallet_code', 'currency']).where('member_id', 'is not', null).doNothing(),
        )
        .execute();
    },
  );
}

export type TSystemAccountRef = {
  merchantId: bigint;
  kind: TSystemAccountKind;
  currency: string;
  shard?: number;
};

/** A system account (house shard, gateway clearing, bonus, agent payouts, adjustments, payouts), made on first use. */
export async function systemAccount(db: TDb, ref: TSystemAccountRef): Promise<bigint> {
  const shard = ref.shard ?? 0;
  const key = `s:${ref.merchantId}:${ref.kind}:${ref.currency}:${shard}`;
  return findOrCreate(
    key,
    async () =>
      (
        await db
          .selectFrom('ledger_account')
          .select('id')
          .where('merchant_id', '=', ref.merchantId)
          .where('member_id', 'is', null)
          .where('system_kind', '=', ref.kind)
          .where('currency', '=', ref.currency)
          .where('shard', '=', shard)
          .executeTakeFirst()
      )?.id,
    async () => {
      await db
        .insertInto('ledger_account')
        .values({
          merchant_id: ref.merchantId,
          member_id: null,
          wallet_code: ref.kind,
          system_kind: ref.kind,
          shard,
          currency: ref.currency,
        })
        .onConflict((oc) =>
          oc
            .columns(['merchant_id', 'system_kind', 'currency', 'shard'])
            .where('member_id', 'is', null)
            .doNothing(),
        )
        .execute();
    },
  );
}

/** The house shard that takes the other side of a member account's bets and wins. */
export async function houseAccountFor(
  db: TDb,
  merchantId: bigint,
  currency: string,
  memberAccountId: bigint,
): Promise<bigint> {
  return systemAccount(db, { merchantId, kind: 'HOUSE', currency, shard: houseShardOf(memberAccountId) });
}

/**
 * Every house shard of a merchant and currency, made together on first use, indexed by shard. Hot callers
 * (the vendor wallet) keep the answer in their cache: the rows never change once made.
 */
export async function houseShardIds(db: TDb, merchantId: bigint, currency: string): Promise<bigint[]> {
  const read = () =>
    db
      .selectFrom('ledger_account')
      .select(['id', 'shard'])
      .where('merchant_id', '=', merchantId)
      .where('member_id', 'is', null)
      .where('system_kind', '=', 'HOUSE')
      .where('currency', '=', currency)
      .orderBy('shard')
      .execute();
  let rows = await read();
  if (rows.length < HOUSE_SHARD_COUNT) {
    await sql`
      INSERT INTO ledger_account (merchant_id, member_id, wallet_code, system_kind, shard, currency)
      SELECT ${merchantId}, NULL, 'HOUSE', 'HOUSE', shard, ${currency}
      FROM generate_series(0, ${HOUSE_SHARD_COUNT - 1}) AS shard
      ON CONFLICT (merchant_id, system_kind, currency, shard) WHERE member_id IS NULL DO NOTHING`.execute(db);
    rows = await read();
  }
  return rows.map((row) => row.id);
}

/** The shard of the house a member account posts against. */
export function houseShardOf(memberAccountId: bigint): number {
  return Number(memberAccountId % BigInt(HOUSE_SHARD_COUNT));
}

/**
 * The ledger accounts of many members' `walletCode` wallets at once (a settlement batch), the missing ones made
 * in one statement, with what each has available (balance less holds) as of the read.
 */
export async function memberAccountsOf(
  db: TDb,
  ref: { merchantId: bigint; walletCode: string; currency: string },
  memberIds: readonly bigint[],
): Promise<Map<bigint, { accountId: bigint; availableMinor: bigint }>> {
  const ids = [...new Set(memberIds.map(String))];
  if (ids.length === 0) return new Map();
  const read = (wanted: string[]) =>
    db
      .selectFrom('ledger_account')
      .select(['id', 'member_id', 'balance_minor', 'held_minor'])
      .where('member_id', 'in', wanted.map(BigInt))
      .where('merchant_id', '=', ref.merchantId)
      .where('wallet_code', '=', ref.walletCode)
      .where('currency', '=', ref.currency)
      .execute();
  // Read first, then create only the missing ones. An insert guarded by NOT EXISTS was planned, on a table that
  // grew faster than its statistics (a settlement opening thousands of wallets), as a nested loop over a seq scan:
  // quadratic, 133 s of a 100,000-agent settlement (docs/performance.md).
  let rows = await read(ids);
  const found = new Set(rows.map((r) => String(r.member_id)));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) {
    // Only members of the merchant get an account: another merchant's id is simply not in the answer.
    await sql`INSERT INTO ledger_account (merchant_id, member_id, wallet_code, currency)
      SELECT ${ref.merchantId}, m.id, ${ref.walletCode}, ${ref.currency}
      FROM member m WHERE m.id = ANY(${missing}::bigint[]) AND m.merchant_id = ${ref.merchantId}
      ON CONFLICT (member_id, wallet_code, currency) WHERE member_id IS NOT NULL DO NOTHING`.execute(db);
    rows = [...rows, ...(await read(missing))];
  }
  return new Map(
    rows.map((r) => [
      r.member_id!,
      { accountId: r.id, availableMinor: BigInt(r.balance_minor) - BigInt(r.held_minor) },
    ]),
  );
}
