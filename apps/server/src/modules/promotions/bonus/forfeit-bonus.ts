import { MAIN_WALLET } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../../db/database.js';
import type { TBonusGrantStatus } from '../../../db/tables/bonus.js';
import { AppError } from '../../../platform/errors.js';
import { inTransaction, memberAccount, postTransaction, systemAccount } from '../../ledger/index.js';
import type { TGrantRow } from './bonus.queries.js';

/** Why a grant ends before its wager is met: the member gave it up, its time ran out, or an operator revoked it. */
export type TForfeitReason = 'MEMBER_REQUEST' | 'EXPIRY' | 'OPERATOR';

const STATUS_OF: Record<TForfeitReason, Extract<TBonusGrantStatus, 'FORFEITED' | 'EXPIRED' | 'REVOKED'>> = {
  MEMBER_REQUEST: 'FORFEITED',
  EXPIRY: 'EXPIRED',
  OPERATOR: 'REVOKED',
};

export type TForfeitBonusInput = {
  merchantId: bigint;
  grantId: bigint;
  reason: TForfeitReason;
  /** The member asking (MEMBER_REQUEST): another member's grant is NOT_FOUND. */
  memberId?: bigint;
  /** The operator's words (OPERATOR), kept in the history. */
  note?: string | null;
  operatorId?: bigint | null;
  now?: Date;
};

/**
 * Ends an ACTIVE grant and takes back what remains of the bonus: min(bonus, the MAIN wallet's available
 * balance) goes back to the BONUS account (ledger kind BONUS, key `bonus-forfeit:<grantId>`), so the member
 * keeps their own money and its winnings beyond the bonus. A grant already ended the same way answers as it is
 * (idempotent); one ended otherwise (completed, revoked…) is INVALID_STATE.
 */
export async function forfeitBonus(db: TDb, input: TForfeitBonusInput): Promise<TGrantRow> {
  const status = STATUS_OF[input.reason];
  return inTransaction(db, async (trx) => {
    let query = trx
      .selectFrom('bonus_grant')
      .selectAll()
      .where('id', '=', input.grantId)
      .where('merchant_id', '=', input.merchantId);
    if (input.memberId !== undefined) query = query.where('member_id', '=', input.memberId);
    const grant = await query.forUpdate().executeTakeFirst();
    if (!grant) throw new AppError('NOT_FOUND');
    if (grant.status === status) return grant;
    if (grant.status !== 'ACTIVE') throw new AppError('INVALID_STATE', { status: grant.status });

    const mainAccount = await memberAccount(trx, {
      merchantId: grant.merchant_id,
      memberId: grant.member_id,
      walletCode: MAIN_WALLET,
      currency: grant.currency,
    });
    // Locked before reading, so the amount taken back is what the posting will find available.
    const { rows } = await sql<{ available: string }>`
      SELECT balance_minor - held_minor AS available FROM ledger_account WHERE id = ${mainAccount}
      FOR NO KEY UPDATE`.execute(trx);
    const available = BigInt(rows[0]?.available ?? '0');
    const takeBack = available < grant.bonus_minor ? (available > 0n ? available : 0n) : grant.bonus_minor;
    if (takeBack > 0n) {
      const bonusAccount = await systemAccount(trx, {
        merchantId: grant.merchant_id,
        kind: 'BONUS',
        currency: grant.currency,
      });
      await postTransaction(trx, {
        merchantId: grant.merchant_id,
        idempotencyKey: `bonus-forfeit:${grant.id}`,
        kind: 'BONUS',
        reference: `bonus-forfeit:${grant.id}`,
        memo: `${status} ${grant.source} ${grant.source_ref}`.slice(0, 200),
        legs: [
          { accountId: mainAccount, amountMinor: -takeBack },
          { accountId: bonusAccount, amountMinor: takeBack },
        ],
      });
    }
    const now = input.now ?? new Date();
    const updated = await trx
      .updateTable('bonus_grant')
      .set({ status, ended_at: now, end_reason: input.reason, taken_back_minor: takeBack, updated_at: now })
      .where('id', '=', grant.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('bonus_grant_event')
      .values({
        grant_id: grant.id,
        kind: status,
        amount_minor: -takeBack,
        note: input.note ?? null,
        operator_id: input.operatorId ?? null,
        created_at: now,
      })
      .execute();
    return updated;
  });
}
