import type { TCashbackClaim } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';
import { writeAudit, type TAuditActor } from '../../admin/audit/write-audit.js';
import { memberAccount, postTransaction, systemAccount } from '../../ledger/index.js';
import { recordPaidReward } from '../bonus/index.js';
import { toCashbackClaim } from './cashback.queries.js';
import { computeMemberCashback, type TCashbackMember } from './preview-cashback.js';

/** The ledger kind of a cashback payment: the agent rollups count it as the member's rebate. */
export const CASHBACK_LEDGER_KIND = 'REBATE';
const LOCK_SPACE = 1_836_018; // pg_advisory_xact_lock(space, member): one claim of a member at a time

export type TClaimCashbackInput = TCashbackMember & {
  requestId: string;
  currency: string;
  /** Who pressed the button and from where, for the audit row. */
  actor: TAuditActor;
};

/**
 * Pays the member's open window, once. In one transaction under a per-member lock: a requestId already used
 * answers its first claim; otherwise the window [last claim's end, now) is computed, and when it pays at
 * least the merchant's minimum, one REBATE posting moves the amount from the merchant's BONUS account to the
 * member's MAIN wallet, the claim row records the window (UNIQUE per window start) and an audit row the act.
 * Below the minimum nothing changes: CASHBACK_BELOW_MINIMUM, and the window stays open.
 */
export async function claimCashback(db: TDb, input: TClaimCashbackInput): Promise<TCashbackClaim> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${LOCK_SPACE}, ${Number(input.memberId % 2_000_000_000n)})`.execute(
      trx,
    );
    const earlier = await trx
      .selectFrom('cashback_claim')
      .selectAll()
      .where('member_id', '=', input.memberId)
      .where('request_id', '=', input.requestId)
      .executeTakeFirst();
    if (earlier) return toCashbackClaim(earlier);

    const w = await computeMemberCashback(trx, input);
    if (!w.isClaimable)
      throw new AppError('CASHBACK_BELOW_MINIMUM', {
        amount: String(w.amountMinor),
        minClaim: String(w.setting.minClaimMinor),
      });
    const ref = { merchantId: input.merchantId, currency: input.currency };
    const member = await memberAccount(trx, { ...ref, memberId: input.memberId, walletCode: 'MAIN' });
    const bonus = await systemAccount(trx, { ...ref, kind: 'BONUS' });
    const reference = `cashback:${input.memberId}:${w.from.toISOString()}`;
    const posting = await postTransaction(trx, {
      merchantId: input.merchantId,
      idempotencyKey: reference,
      kind: CASHBACK_LEDGER_KIND,
      reference,
      memo: `cashback ${w.from.toISOString()} – ${w.to.toISOString()}`,
      legs: [
        { accountId: bonus, amountMinor: -w.amountMinor },
        { accountId: member, amountMinor: w.amountMinor },
      ],
    });
    const row = await trx
      .insertInto('cashback_claim')
      .values({
        merchant_id: input.merchantId,
        member_id: input.memberId,
        request_id: input.requestId,
        window_from: w.from,
        window_to: w.to,
        vip_level: w.vipLevel,
        valid_bet_minor: w.validBetMinor,
        computed_minor: w.computedMinor,
        amount_minor: w.amountMinor,
        lines: JSON.stringify(w.lines),
        ledger_transaction_id: posting.transactionId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    // Cash, without wagering: in the reward centre's history too.
    await recordPaidReward(trx, {
      merchantId: input.merchantId,
      memberId: input.memberId,
      currency: input.currency,
      source: 'CASHBACK',
      sourceRef: `cashback-claim:${row.id}`,
      amountMinor: w.amountMinor,
      wagerMultiple: 0,
    });
    await writeAudit(trx, input.actor, {
      action: 'cashback.claim',
      merchantId: input.merchantId,
      target: `member:${input.memberId}`,
      after: {
        claimId: row.id,
        amountMinor: w.amountMinor,
        windowFrom: w.from,
        windowTo: w.to,
        ledgerTransactionId: posting.transactionId,
      },
    });
    return toCashbackClaim(row);
  });
}
