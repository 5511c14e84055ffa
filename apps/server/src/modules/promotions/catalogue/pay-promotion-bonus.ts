import { MAIN_WALLET } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import type { TWagerBase } from '../../../db/tables/promotions.js';
import { memberAccount, postTransaction, systemAccount } from '../../ledger/index.js';
import { turnoverTargetMinor } from './promotion-rules.js';

export type TPromotionBonus = {
  merchantId: bigint;
  memberId: bigint;
  currency: string;
  amountMinor: bigint;
  depositMinor?: bigint | null;
  wagerBase: TWagerBase;
  wagerMultiple: number;
  /** The claim row the bonus pays (its wagering terms are written on it). */
  claimId: bigint;
  idempotencyKey: string;
};

/**
 * The one place a promotion pays money, in the caller's transaction: a BONUS posting from the merchant's
 * BONUS system account to the member's MAIN wallet under the claim's idempotency key (a replay answers the
 * first posting), and the claim row stamped ISSUED with the wagering terms (multiple, base, turnover target).
 * When the bonus part (migration 0035) is merged this becomes a call to its
 * `grantBonus(trx, { …, source: 'PROMOTION', sourceRef: 'promotion-claim:<id>' })`, which keeps the bonus
 * under wagering; until then the terms are recorded and the money is plain main-wallet money.
 */
export async function payPromotionBonus(trx: TDb, bonus: TPromotionBonus): Promise<bigint> {
  if (!trx.isTransaction) throw new Error('payPromotionBonus runs inside the claim transaction');
  if (bonus.amountMinor <= 0n) throw new Error('a promotion bonus is at least one minor unit');
  const from = await systemAccount(trx, {
    merchantId: bonus.merchantId,
    kind: 'BONUS',
    currency: bonus.currency,
  });
  const to = await memberAccount(trx, {
    merchantId: bonus.merchantId,
    memberId: bonus.memberId,
    walletCode: MAIN_WALLET,
    currency: bonus.currency,
  });
  const posted = await postTransaction(trx, {
    merchantId: bonus.merchantId,
    idempotencyKey: bonus.idempotencyKey,
    kind: 'BONUS',
    reference: `promotion-claim:${bonus.claimId}`,
    legs: [
      { accountId: from, amountMinor: -bonus.amountMinor },
      { accountId: to, amountMinor: bonus.amountMinor },
    ],
  });
  await trx
    .updateTable('promotion_claim')
    .set({
      status: 'ISSUED',
      bonus_minor: bonus.amountMinor,
      wager_multiple: bonus.wagerMultiple,
      wager_base: bonus.wagerBase,
      turnover_target_minor: turnoverTargetMinor(
        bonus.wagerMultiple,
        bonus.wagerBase,
        bonus.amountMinor,
        bonus.depositMinor ?? null,
      ),
      ledger_transaction_id: posted.transactionId,
      issued_at: new Date(),
      updated_at: new Date(),
    })
    .where('id', '=', bonus.claimId)
    .execute();
  return posted.transactionId;
}
