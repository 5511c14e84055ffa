import { randomBytes } from 'node:crypto';
import { MISSION_CLAIM_PATH } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import type { TMissionKind, TMissionMetric } from '../../../db/tables/missions.js';
import type { TTestApp } from '../../../test/harness.js';
import { creditDeposit, lockDeposit } from '../../payments/credit-deposit.js';
import { makeBankMethod } from '../../payments/payments.factories.js';
import type { TMissionRow } from './missions.queries.js';

const HOUR_MS = 3_600_000;

export type TMissionSpec = {
  kind?: TMissionKind;
  metric?: TMissionMetric;
  gameCategory?: string | null;
  target?: bigint;
  reward?: bigint;
  wagerMultiple?: string;
  startsAt?: Date | null;
  endsAt?: Date | null;
  status?: 'ACTIVE' | 'CLOSED';
};

/** A mission straight in the table (an event: an hour either side of now unless given). */
export async function makeMission(
  db: TDb,
  merchantId: bigint,
  spec: TMissionSpec = {},
): Promise<TMissionRow> {
  const kind = spec.kind ?? 'DAILY';
  const isEvent = kind === 'EVENT';
  const now = Date.now();
  return db
    .insertInto('mission')
    .values({
      merchant_id: merchantId,
      kind,
      metric: spec.metric ?? 'VALID_BET',
      game_category: spec.gameCategory ?? null,
      target_value: spec.target ?? 1_000n,
      reward_minor: spec.reward ?? 500n,
      wager_multiple: spec.wagerMultiple ?? '0',
      names: JSON.stringify({ TW: `任務 ${randomBytes(2).toString('hex')}`, EN: 'Mission' }),
      starts_at: isEvent ? (spec.startsAt ?? new Date(now - HOUR_MS)) : null,
      ends_at: isEvent ? (spec.endsAt ?? new Date(now + HOUR_MS)) : null,
      status: spec.status ?? 'ACTIVE',
      closed_at: spec.status === 'CLOSED' ? new Date() : null,
      created_by: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export type TRoundSpec = {
  category?: string;
  stake: bigint;
  payout: bigint;
  /** Defaults to the stake. */
  validBet?: bigint;
  status?: 'OPEN' | 'SETTLED' | 'CANCELLED';
  settledAt: Date;
};

/** A bet round as a vendor leaves it. */
export async function makeRound(
  db: TDb,
  member: { id: bigint; merchantId: bigint },
  round: TRoundSpec,
): Promise<void> {
  const status = round.status ?? 'SETTLED';
  await db
    .insertInto('bet_round')
    .values({
      merchant_id: member.merchantId,
      member_id: member.id,
      vassalage: 'TEST',
      round_id: randomBytes(8).toString('hex'),
      game_category: (round.category ?? 'RNG') as 'RNG',
      currency: 'VND',
      stake_minor: round.stake,
      valid_bet_minor: round.validBet ?? round.stake,
      payout_minor: round.payout,
      status,
      bet_at: round.settledAt,
      settled_at: status === 'SETTLED' ? round.settledAt : null,
    })
    .execute();
}

/** A bank deposit of `amount`, credited through the payments use case (or left pending). */
export async function makeDeposit(
  db: TDb,
  member: { id: bigint; merchantId: bigint },
  amount: bigint,
  isCredited = true,
): Promise<void> {
  const method = await makeBankMethod(db, member.merchantId);
  const { id } = await db
    .insertInto('deposit')
    .values({
      merchant_id: member.merchantId,
      member_id: member.id,
      method_id: method.id,
      request_id: randomBytes(6).toString('hex'),
      amount_minor: amount,
      status: 'PENDING_REVIEW',
      expires_at: new Date(Date.now() + HOUR_MS),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (!isCredited) return;
  await db.transaction().execute(async (trx) => {
    const deposit = await lockDeposit(trx, { id });
    await creditDeposit(trx, deposit!, {});
  });
}

/** POST the claim as `member`. */
export function claimAs(t: TTestApp, member: { token: string; merchantCode: string }, body: unknown) {
  return t.app.inject({
    method: 'POST',
    url: MISSION_CLAIM_PATH,
    headers: { authorization: member.token, merchant: member.merchantCode },
    payload: body as object,
  });
}

/** GET a member call. */
export function getAs(t: TTestApp, member: { token: string; merchantCode: string }, url: string) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: member.token, merchant: member.merchantCode },
  });
}
