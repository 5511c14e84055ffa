import type { TGameCategory } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import type { TBetRoundStatus } from '../../db/tables/games.js';

export type TMakeRound = {
  merchantId: bigint;
  memberId: bigint;
  vassalage?: string;
  roundId?: string;
  gameCode?: string | null;
  gameCategory?: TGameCategory;
  stake?: bigint;
  payout?: bigint;
  status?: TBetRoundStatus;
  betAt?: Date;
};

let roundCounter = 0;

/**
 * A bet_round row as vendor calls leave it (their own tests drive the real calls): settled rounds get
 * settled_at a minute after the bet.
 */
export async function makeRound(db: TDb, input: TMakeRound): Promise<bigint> {
  const status = input.status ?? 'SETTLED';
  const betAt = input.betAt ?? new Date();
  const stake = input.stake ?? 1_000n;
  const { id } = await db
    .insertInto('bet_round')
    .values({
      merchant_id: input.merchantId,
      member_id: input.memberId,
      vassalage: input.vassalage ?? 'RECVENDOR',
      round_id: input.roundId ?? `round-${++roundCounter}`,
      game_code: input.gameCode === undefined ? 'REC_GAME' : input.gameCode,
      game_category: input.gameCategory ?? 'RNG',
      currency: 'VND',
      stake_minor: stake,
      valid_bet_minor: stake,
      payout_minor: input.payout ?? 0n,
      status,
      bet_at: betAt,
      settled_at: status === 'SETTLED' ? new Date(betAt.getTime() + 60_000) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
