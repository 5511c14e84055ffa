import {
  ERROR_CATALOGUE,
  SLOT_GAME_CODE,
  type TErrorCode,
  type TSlotSpin,
  type TSlotSpinAnswer,
} from '@kirin/contracts';
import type { TAppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import type { TFairRoundView } from '../fair-round-lookup.js';
import type { TPlayerKey } from '../fair/seed-pairs.js';
import { platformWalletFor } from '../platform-wallet.js';

/** How many rounds the player's history shows. */
export const SLOT_HISTORY_LIMIT = 50;

function roundsWithPair(ctx: TAppContext) {
  return ctx.db
    .selectFrom('inhouse_slot_round as r')
    .innerJoin('inhouse_seed_pair as p', 'p.id', 'r.seed_pair_id')
    .select([
      'r.round_id',
      'r.status',
      'r.failure_code',
      'r.is_bet_placed',
      'r.bet_minor',
      'r.payout_minor',
      'r.client_seed',
      'r.nonce',
      'r.result',
      'r.created_at',
      'p.server_seed',
      'p.server_seed_hash',
      'p.revealed_at',
    ]);
}

type TRoundRow = Awaited<ReturnType<ReturnType<typeof roundsWithPair>['executeTakeFirstOrThrow']>>;

function fairViewOf(row: TRoundRow): TFairRoundView {
  return {
    roundId: row.round_id,
    gameCode: SLOT_GAME_CODE,
    serverSeedHash: row.server_seed_hash,
    // The seed stays secret until the player rotates it: before that it would tell every future spin.
    serverSeed: row.revealed_at ? row.server_seed : null,
    clientSeed: row.client_seed,
    nonce: row.nonce,
    betMinor: Number(row.bet_minor),
    payoutMinor: Number(row.payout_minor),
    result: row.result,
    createdAt: row.created_at.toISOString(),
  };
}

/** Any slot round's verification data, by id (public: ids are random and carry no player). */
export async function findSlotFairRound(ctx: TAppContext, roundId: string): Promise<TFairRoundView | null> {
  const row = await roundsWithPair(ctx).where('r.round_id', '=', roundId).executeTakeFirst();
  return row ? fairViewOf(row) : null;
}

/** The player's last played rounds, newest first (refused and rolled-back spins were never played). */
export async function listSlotHistory(ctx: TAppContext, player: TPlayerKey): Promise<TFairRoundView[]> {
  const rows = await roundsWithPair(ctx)
    .where('r.merchant_code', '=', player.merchantCode)
    .where('r.player_id', '=', player.playerId)
    .where('r.status', 'in', ['SETTLED', 'PENDING'])
    .orderBy('r.created_at', 'desc')
    .limit(SLOT_HISTORY_LIMIT)
    .execute();
  return rows.map(fairViewOf);
}

/**
 * The answer to a repeated spin request (same client round key): the round it made, with a fresh balance;
 * a refused one refuses again.
 */
export async function readSlotSpinByKey(
  ctx: TAppContext,
  player: TPlayerKey & { currency: string },
  clientRoundKey: string,
): Promise<TSlotSpinAnswer | null> {
  const row = await roundsWithPair(ctx)
    .where('r.merchant_code', '=', player.merchantCode)
    .where('r.player_id', '=', player.playerId)
    .where('r.client_round_key', '=', clientRoundKey)
    .executeTakeFirst();
  if (!row) return null;
  if (row.status === 'REFUSED') {
    const code = row.failure_code ?? '';
    throw new AppError(Object.hasOwn(ERROR_CATALOGUE, code) ? (code as TErrorCode) : 'CONFLICT');
  }
  if (row.status === 'ROLLED_BACK' || !row.is_bet_placed) throw new AppError('UNAVAILABLE');
  let balance: number | null = null;
  if (row.status === 'SETTLED') {
    const client = await platformWalletFor(ctx, player.merchantCode);
    balance = await client.balance(player.playerId, player.currency).then(
      (answer) => answer.balance,
      () => null,
    );
  }
  return {
    roundId: row.round_id,
    status: row.status === 'SETTLED' ? 'SETTLED' : 'PENDING',
    betMinor: Number(row.bet_minor),
    payoutMinor: Number(row.payout_minor),
    spin: row.result as TSlotSpin,
    balance,
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    nonce: row.nonce,
  };
}
