import { MAIN_WALLET } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import type { TBonusSource, TWagerBase } from '../../../db/tables/bonus.js';
import { AppError } from '../../../platform/errors.js';
import { inTransaction, memberAccount, postTransaction, systemAccount } from '../../ledger/index.js';
import type { TGrantRow } from './bonus.queries.js';
import { turnoverTargetOf } from './wager-target.js';

export type TGrantBonusInput = {
  merchantId: bigint;
  memberId: bigint;
  currency: string;
  amountMinor: bigint;
  /** The deposit the bonus came with (the base part of a BONUS_PLUS_DEPOSIT wager); 0 by default. */
  depositMinor?: bigint;
  wagerBase: TWagerBase;
  /** Decimal text or number, at most two places: '18', '1.5'; 0 = no wagering (completed at once). */
  wagerMultiple: string | number;
  source: TBonusSource;
  sourceRef: string;
  expiresAt?: Date | null;
  /** Overrides the merchant's maximum bet while wagering for this grant. */
  maxBetMinor?: bigint | null;
  /** Unique per merchant: the same key twice is one grant and one posting. */
  idempotencyKey: string;
  /** Who granted it (operator grants), for the history. */
  operatorId?: bigint | null;
  note?: string | null;
};

/** The largest turnover target a grant can carry (PostgreSQL bigint). */
const MAX_TURNOVER_MINOR = 9_223_372_036_854_775_807n;

/** A replayed key must describe the same grant; anything else is a caller's mistake. */
function checkReplay(row: TGrantRow, input: TGrantBonusInput): TGrantRow {
  if (
    row.member_id !== input.memberId ||
    row.bonus_minor !== input.amountMinor ||
    row.source !== input.source
  )
    throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return row;
}

async function findByKey(db: TDb, merchantId: bigint, key: string): Promise<TGrantRow | undefined> {
  return db
    .selectFrom('bonus_grant')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/**
 * Grants bonus money: posts it from the merchant's BONUS account to the member's MAIN wallet (ledger kind
 * BONUS, key `bonus:<idempotencyKey>`) and records the grant with its turnover target, in the caller's
 * transaction (or one of its own). The same key again answers the first grant; nothing moves twice.
 */
export async function grantBonus(db: TDb, input: TGrantBonusInput): Promise<TGrantRow> {
  if (input.amountMinor <= 0n) throw new AppError('VALIDATION_FAILED', { amount: 'positive' });
  return inTransaction(db, async (trx) => {
    const earlier = await findByKey(trx, input.merchantId, input.idempotencyKey);
    if (earlier) return checkReplay(earlier, input);

    const member = await trx
      .selectFrom('member')
      .select('id')
      .where('id', '=', input.memberId)
      .where('merchant_id', '=', input.merchantId)
      .executeTakeFirst();
    if (!member) throw new AppError('NOT_FOUND', { member: 'not_found' });

    const depositMinor = input.depositMinor ?? 0n;
    const wagerMultiple = String(input.wagerMultiple);
    const target = turnoverTargetOf({
      bonusMinor: input.amountMinor,
      depositMinor,
      wagerBase: input.wagerBase,
      wagerMultiple,
    });
    // A target past what a bigint column holds is no real promotion: refused before anything is written.
    if (target > MAX_TURNOVER_MINOR) throw new AppError('VALIDATION_FAILED', { wagerMultiple: 'too_large' });
    const settings = await trx
      .selectFrom('bonus_settings')
      .select('max_bet_minor')
      .where('merchant_id', '=', input.merchantId)
      .executeTakeFirst();
    const [bonusAccount, mainAccount] = await Promise.all([
      systemAccount(trx, { merchantId: input.merchantId, kind: 'BONUS', currency: input.currency }),
      memberAccount(trx, {
        merchantId: input.merchantId,
        memberId: input.memberId,
        walletCode: MAIN_WALLET,
        currency: input.currency,
      }),
    ]);
    // The posting first: a twin call with the same key waits on the ledger's key and then finds the grant.
    const posted = await postTransaction(trx, {
      merchantId: input.merchantId,
      idempotencyKey: `bonus:${input.idempotencyKey}`,
      kind: 'BONUS',
      reference: `bonus-grant:${input.idempotencyKey}`,
      memo: `${input.source} ${input.sourceRef}`.slice(0, 200),
      legs: [
        { accountId: bonusAccount, amountMinor: -input.amountMinor },
        { accountId: mainAccount, amountMinor: input.amountMinor },
      ],
    });
    const now = new Date();
    const isDone = target === 0n;
    const inserted = await trx
      .insertInto('bonus_grant')
      .values({
        merchant_id: input.merchantId,
        member_id: input.memberId,
        currency: input.currency,
        source: input.source,
        source_ref: input.sourceRef,
        idempotency_key: input.idempotencyKey,
        bonus_minor: input.amountMinor,
        deposit_minor: depositMinor,
        wager_base: input.wagerBase,
        wager_multiple: wagerMultiple,
        turnover_target_minor: target,
        status: isDone ? 'COMPLETED' : 'ACTIVE',
        ended_at: isDone ? now : null,
        max_bet_minor:
          input.maxBetMinor === undefined ? (settings?.max_bet_minor ?? null) : input.maxBetMinor,
        expires_at: input.expiresAt ?? null,
        granted_at: now,
        ledger_transaction_id: posted.transactionId,
      })
      .onConflict((oc) => oc.columns(['merchant_id', 'idempotency_key']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!inserted) {
      const twin = await findByKey(trx, input.merchantId, input.idempotencyKey);
      if (!twin) throw new Error('bonus grant vanished after a key conflict');
      return checkReplay(twin, input);
    }
    await trx
      .insertInto('bonus_grant_event')
      .values([
        {
          grant_id: inserted.id,
          kind: 'GRANTED' as const,
          amount_minor: input.amountMinor,
          note: input.note ?? null,
          operator_id: input.operatorId ?? null,
          created_at: now,
        },
        ...(isDone
          ? [
              {
                grant_id: inserted.id,
                kind: 'COMPLETED' as const,
                note: null,
                operator_id: null,
                created_at: now,
              },
            ]
          : []),
      ])
      .execute();
    return inserted;
  });
}
