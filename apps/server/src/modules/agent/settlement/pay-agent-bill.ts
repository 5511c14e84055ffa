import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';
import type { TBillStatus, TContractType } from '../../../db/tables/agent.js';
import { AppError } from '../../../platform/errors.js';
import {
  memberAccount,
  memberAccountsOf,
  postManyTransfers,
  postTransaction,
  systemAccount,
  type TTransfer,
} from '../../ledger/index.js';

/** The ledger kind of each contract type's payment (the member's account record shows it). */
export const BILL_LEDGER_KIND: Record<TContractType, string> = {
  DIVIDEND: 'AGENT_DIVIDEND',
  DAILY_SALARY: 'AGENT_DAILY_SALARY',
  HOURLY_SALARY: 'AGENT_HOURLY_SALARY',
  REALTIME_SALARY: 'AGENT_REALTIME_SALARY',
};

/** Bills that still owe money and are not waiting for an operator. */
export const PAYABLE_STATUSES: readonly TBillStatus[] = ['ISSUED', 'PARTLY_PAID', 'INSUFFICIENT_BALANCE'];

export type TPayOutcome = { status: TBillStatus; paidNowMinor: bigint };

/** Where a payment stands after `paid` of `gross` (an exhaustive answer for every amount). */
export function statusAfterPayment(grossMinor: bigint, paidMinor: bigint): TBillStatus {
  if (paidMinor >= grossMinor) return 'PAID';
  return paidMinor > 0n ? 'PARTLY_PAID' : 'INSUFFICIENT_BALANCE';
}

/**
 * Pays what a bill still owes, in one database transaction: lock the bill, post one ledger transfer from the
 * payer (the platform's AGENT_PAYOUT account, or the upline's main wallet, never below what it holds) to the
 * agent's main wallet, add it to paid_minor and record the step. The idempotency key is the bill id plus what
 * was paid before, so a step either committed with its posting or never happened: a killed process and a
 * rerun pay each cent once. An upline short of balance pays what it has; the rest stays payable.
 */
export async function payAgentBill(
  db: TDb,
  billId: bigint,
  currency: string,
): Promise<TPayOutcome | undefined> {
  try {
    return await db.transaction().execute(async (trx) => {
      const bill = await trx
        .selectFrom('agent_bill')
        .select([
          'id',
          'merchant_id',
          'member_id',
          'payer_id',
          'contract_type',
          'gross_minor',
          'paid_minor',
          'status',
        ])
        .where('id', '=', billId)
        .forUpdate()
        .executeTakeFirst();
      if (!bill || !PAYABLE_STATUSES.includes(bill.status)) return undefined;
      const gross = BigInt(bill.gross_minor);
      const paidBefore = BigInt(bill.paid_minor);
      const owed = gross - paidBefore;
      const ref = { merchantId: bill.merchant_id, currency, walletCode: 'MAIN' };
      const payee = await memberAccount(trx, { ...ref, memberId: bill.member_id });
      let amount = owed;
      let payer: bigint;
      if (bill.payer_id === null) {
        payer = await systemAccount(trx, { merchantId: bill.merchant_id, kind: 'AGENT_PAYOUT', currency });
      } else {
        payer = await memberAccount(trx, { ...ref, memberId: bill.payer_id });
        const wallet = await trx
          .selectFrom('ledger_account')
          .select(sql<string>`(balance_minor - held_minor)::text`.as('available'))
          .where('id', '=', payer)
          .executeTakeFirstOrThrow();
        const available = BigInt(wallet.available);
        if (available < amount) amount = available > 0n ? available : 0n;
      }
      if (amount > 0n) {
        await postTransaction(trx, {
          merchantId: bill.merchant_id,
          idempotencyKey: `agent-bill:${bill.id}:${paidBefore}`,
          kind: BILL_LEDGER_KIND[bill.contract_type],
          // One business event per payment step: the bill and what it had been paid before.
          reference: `agent-bill:${bill.id}:${paidBefore}`,
          legs: [
            { accountId: payer, amountMinor: -amount },
            { accountId: payee, amountMinor: amount },
          ],
        });
      }
      const paid = paidBefore + amount;
      const status = statusAfterPayment(gross, paid);
      if (amount > 0n || status !== bill.status) {
        await trx
          .updateTable('agent_bill')
          .set({ paid_minor: paid, status, updated_at: new Date() })
          .where('id', '=', bill.id)
          .execute();
        await trx
          .insertInto('agent_bill_event')
          .values({ bill_id: bill.id, status, amount_minor: amount })
          .execute();
      }
      return { status, paidNowMinor: amount };
    });
  } catch (error) {
    // The upline's wallet moved between the read and the posting: nothing happened; the retry job pays later.
    if (error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS') return undefined;
    throw error;
  }
}

const PAY_CHUNK = 500;

type TPayRow = {
  id: bigint;
  merchant_id: bigint;
  member_id: bigint;
  payer_id: bigint | null;
  contract_type: TContractType;
  gross_minor: bigint;
  paid_minor: bigint;
  status: TBillStatus;
};

/**
 * Pays one chunk of bills of one depth in one database transaction: the bills locked, the payments one ledger
 * batch (postManyTransfers), each keyed by its bill as payAgentBill keys it, the bills and their history
 * written together at the end. The payers' available balances are tracked as the chunk spends them; a payer whose wallet moved meanwhile
 * makes the posting refuse (INSUFFICIENT_FUNDS) and the whole chunk roll back, to be paid one by one.
 */
async function payChunk(db: TDb, billIds: bigint[], currency: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const bills = (await trx
      .selectFrom('agent_bill')
      .select([
        'id',
        'merchant_id',
        'member_id',
        'payer_id',
        'contract_type',
        'gross_minor',
        'paid_minor',
        'status',
      ])
      .where('id', 'in', billIds)
      .where('status', 'in', [...PAYABLE_STATUSES])
      .orderBy('id')
      .forUpdate()
      .execute()) as TPayRow[];
    if (bills.length === 0) return 0;
    const merchantId = bills[0]!.merchant_id;
    const ref = { merchantId, currency, walletCode: 'MAIN' };
    const accounts = await memberAccountsOf(trx, ref, [
      ...bills.map((b) => b.member_id),
      ...bills.flatMap((b) => (b.payer_id === null ? [] : [b.payer_id])),
    ]);
    const platform = await systemAccount(trx, { merchantId, kind: 'AGENT_PAYOUT', currency });
    const available = new Map([...accounts].map(([memberId, a]) => [memberId, a.availableMinor]));
    const updates: { id: bigint; paid: bigint; status: TBillStatus; amount: bigint }[] = [];
    const transfers: TTransfer[] = [];
    for (const bill of bills) {
      const paidBefore = BigInt(bill.paid_minor);
      const owed = BigInt(bill.gross_minor) - paidBefore;
      let amount = owed;
      if (bill.payer_id !== null) {
        const has = available.get(bill.payer_id) ?? 0n;
        if (has < amount) amount = has > 0n ? has : 0n;
        available.set(bill.payer_id, has - amount);
      }
      const payee = accounts.get(bill.member_id);
      const payer = bill.payer_id === null ? platform : accounts.get(bill.payer_id)?.accountId;
      if (payee === undefined || payer === undefined) throw new Error(`agent bill ${bill.id}: no wallet`);
      if (amount > 0n)
        transfers.push({
          debitAccountId: payer,
          creditAccountId: payee.accountId,
          amountMinor: amount,
          idempotencyKey: `agent-bill:${bill.id}:${paidBefore}`,
          kind: BILL_LEDGER_KIND[bill.contract_type],
          reference: `agent-bill:${bill.id}:${paidBefore}`,
        });
      const status = statusAfterPayment(BigInt(bill.gross_minor), paidBefore + amount);
      if (amount > 0n || status !== bill.status)
        updates.push({ id: bill.id, paid: paidBefore + amount, status, amount });
    }
    // The chunk's payments as one batch: a few statements instead of a round trip per bill.
    await postManyTransfers(trx, { merchantId, transfers });
    if (updates.length > 0) {
      await sql`UPDATE agent_bill b SET paid_minor = u.paid, status = u.status, updated_at = now()
        FROM unnest(${updates.map((u) => String(u.id))}::bigint[], ${updates.map((u) => String(u.paid))}::bigint[],
          ${updates.map((u) => u.status)}::text[]) AS u(id, paid, status)
        WHERE b.id = u.id`.execute(trx);
      await trx
        .insertInto('agent_bill_event')
        .values(updates.map((u) => ({ bill_id: u.id, status: u.status, amount_minor: u.amount })))
        .execute();
    }
    return updates.filter((u) => u.status === 'PAID').length;
  });
}

/** Lanes paying at once within one depth: a payer belongs to one lane, so no two lanes lock the same wallet. */
const PAY_LANES = 2;

async function payLane(db: TDb, ids: bigint[], currency: string): Promise<number> {
  let paidCount = 0;
  for (let i = 0; i < ids.length; i += PAY_CHUNK) {
    const chunk = ids.slice(i, i + PAY_CHUNK);
    try {
      paidCount += await payChunk(db, chunk, currency);
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS')) throw error;
      for (const id of chunk) if ((await payAgentBill(db, id, currency))?.status === 'PAID') paidCount += 1;
    }
  }
  return paidCount;
}

/**
 * Pays open bills top-down (uplines before their downlines, so an upline has its own money before it pays
 * on): depth by depth, each depth in chunks over a few lanes split by payer (the platform's bills in one).
 */
export async function payBillsTopDown(db: TDb, billIds: bigint[], currency: string): Promise<number> {
  if (billIds.length === 0) return 0;
  const rows = await sql<{ id: bigint; depth: number; payer_id: bigint | null }>`
    SELECT b.id, b.payer_id, (SELECT count(*) FROM agent_closure c WHERE c.member_id = b.member_id)::int AS depth
    FROM agent_bill b WHERE b.id = ANY(${billIds.map(String)}::bigint[])
    ORDER BY depth, b.payer_id NULLS FIRST, b.period_start, b.id`.execute(db);
  const levels = new Map<number, bigint[][]>();
  for (const row of rows.rows) {
    const lanes = levels.get(row.depth) ?? Array.from({ length: PAY_LANES }, () => []);
    lanes[row.payer_id === null ? 0 : Number(BigInt(row.payer_id) % BigInt(PAY_LANES))]!.push(BigInt(row.id));
    levels.set(row.depth, lanes);
  }
  let paidCount = 0;
  for (const depth of [...levels.keys()].sort((a, b) => a - b)) {
    const counts = await Promise.all(levels.get(depth)!.map((ids) => payLane(db, ids, currency)));
    paidCount += counts.reduce((sum, n) => sum + n, 0);
  }
  return paidCount;
}
