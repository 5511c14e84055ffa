import { MAIN_WALLET, type TWithdrawal, type TWithdrawalRequest } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { isUniqueViolation } from '../../platform/is-unique-violation.js';
import type { TMerchant } from '../merchant/merchant.schemas.js';
import { memberAccount, placeHold } from '../ledger/index.js';
import { openWager, refreshWagering } from '../promotions/bonus/index.js';
import { verifyPaymentPassword } from '../member/verify-payment-password.js';
import { checkWithdrawalKyc } from '../protection/kyc/index.js';
import { usedTodayMinor } from './used-today.js';
import { readWithdrawal, toWithdrawalView, type TWithdrawalRow } from './withdrawal-view.js';

/** The same requestId with another bank account or amount is a different request, never a replay. */
function answerReplay(row: TWithdrawalRow, bankAccountId: bigint, amount: bigint): bigint {
  if (row.bank_account_id !== bankAccountId || row.amount_minor !== amount)
    throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return row.id;
}

async function findByRequestId(db: TDb, memberId: bigint, requestId: string) {
  return db
    .selectFrom('withdrawal')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

/**
 * The minimum applies unless the whole available balance is below it: then exactly the whole balance may
 * leave (a small player is never stuck with money they cannot take out; docs/wallet.md). Read under the
 * account lock, so the balance checked is the one the hold will see.
 */
async function checkMinimum(db: TDb, accountId: bigint, amount: bigint, minimum: bigint): Promise<void> {
  if (amount >= minimum) return;
  const row = await db
    .selectFrom('ledger_account')
    .select(['balance_minor', 'held_minor'])
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  const available = row.balance_minor - row.held_minor;
  if (available < minimum && amount === available) return;
  throw new AppError('AMOUNT_BELOW_MINIMUM', { minAmount: String(minimum) });
}

/**
 * POST /wps/member/withdrawals. The payment password is checked first, outside the money transaction (a
 * wrong answer stays counted). Then, in one transaction: the member's main account row is locked (so two
 * requests of one member are checked against the daily limit one after the other), the amount is held and
 * the withdrawal row written. The same requestId answers the first withdrawal and never holds twice.
 */
export async function requestWithdrawal(
  db: TDb,
  merchant: TMerchant,
  memberId: bigint,
  input: TWithdrawalRequest,
  now: Date = new Date(),
): Promise<TWithdrawal> {
  const settings = merchant.settings.wallet;
  const amount = BigInt(input.amount);
  const bankAccountId = BigInt(input.bankAccountId);

  const check = await verifyPaymentPassword(db, memberId, input.paymentPassword);
  if (check === 'NOT_SET') throw new AppError('PAYMENT_PASSWORD_NOT_SET');
  if (check === 'WRONG') throw new AppError('PAYMENT_PASSWORD_WRONG');

  const earlier = await findByRequestId(db, memberId, input.requestId);
  if (earlier)
    return toWithdrawalView(await readWithdrawal(db, answerReplay(earlier, bankAccountId, amount)), settings);

  const bankAccount = await db
    .selectFrom('member_bank_account')
    .select('id')
    .where('id', '=', bankAccountId)
    .where('member_id', '=', memberId)
    .where('is_removed', '=', false)
    .executeTakeFirst();
  if (!bankAccount) throw new AppError('NOT_FOUND', { bankAccountId: 'not_found' });
  if (amount > BigInt(settings.withdrawMaxMinor))
    throw new AppError('AMOUNT_ABOVE_MAXIMUM', { maxAmount: String(settings.withdrawMaxMinor) });
  // Above the merchant's KYC threshold only a verified member withdraws: refused here, before anything is held.
  await checkWithdrawalKyc(db, memberId, amount, settings);

  // A bonus wager open: no withdrawal until its turnover is bet (docs/promotions.md, the wager lock). Settled
  // bets count first, so a member who has just met it is not refused.
  await refreshWagering(db, memberId, now);
  const remaining = await openWager(db, memberId);
  if (remaining !== null) throw new AppError('WAGER_NOT_MET', { remaining: String(remaining) });

  const accountId = await memberAccount(db, {
    merchantId: merchant.id,
    memberId,
    walletCode: MAIN_WALLET,
    currency: merchant.brand.currency,
  });

  let withdrawalId: bigint;
  try {
    withdrawalId = await db.transaction().execute(async (trx) => {
      // The ledger locks this row too when it holds; taking it first serialises the member's requests here.
      await sql`SELECT id FROM ledger_account WHERE id = ${accountId} FOR NO KEY UPDATE`.execute(trx);
      const raced = await findByRequestId(trx, memberId, input.requestId);
      if (raced) return answerReplay(raced, bankAccountId, amount);
      await checkMinimum(trx, accountId, amount, BigInt(settings.withdrawMinMinor));

      const usedToday = await usedTodayMinor(trx, memberId, now);
      if (usedToday + amount > BigInt(settings.withdrawDailyMaxMinor)) {
        const left = BigInt(settings.withdrawDailyMaxMinor) - usedToday;
        throw new AppError('DAILY_LIMIT_EXCEEDED', { remaining: String(left > 0n ? left : 0n) });
      }

      // The id is taken first so the hold can name the withdrawal it belongs to.
      const { rows } = await sql<{
        id: string;
      }>`SELECT nextval(pg_get_serial_sequence('withdrawal', 'id')) AS id`.execute(trx);
      const id = BigInt(rows[0]!.id);
      const hold = await placeHold(trx, {
        merchantId: merchant.id,
        accountId,
        amountMinor: amount,
        idempotencyKey: `withdrawal:${memberId}:${input.requestId}:hold`,
        reference: `withdrawal:${id}`,
      });
      const row = await trx
        .insertInto('withdrawal')
        .values({
          id,
          merchant_id: merchant.id,
          member_id: memberId,
          bank_account_id: bankAccountId,
          request_id: input.requestId,
          amount_minor: amount,
          hold_id: hold.id,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
  } catch (error) {
    // A twin request (same requestId) committed first: answer its withdrawal.
    if (!isUniqueViolation(error, 'withdrawal_request')) throw error;
    const twin = await findByRequestId(db, memberId, input.requestId);
    if (!twin) throw error;
    withdrawalId = answerReplay(twin, bankAccountId, amount);
  }
  return toWithdrawalView(await readWithdrawal(db, withdrawalId), settings);
}
