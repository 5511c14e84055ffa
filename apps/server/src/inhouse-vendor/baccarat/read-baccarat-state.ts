import {
  BACCARAT_BET_KINDS,
  type TBaccaratBetKind,
  type TBaccaratHand,
  type TBaccaratState,
  dealBaccarat,
} from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import type { TVendorPlayerSession } from '../vendor-session.js';
import { maskUsername } from '../crash/mask-username.js';
import {
  baccaratPhaseAt,
  baccaratRoundId,
  baccaratRoundNumberAt,
  baccaratTimes,
  ensureBaccaratRound,
  type TBaccaratPhase,
} from './baccarat-round.js';
import { listBaccaratSeats, type TBaccaratSeat } from './baccarat-seats.js';

type TTableBet = { merchantCode: string; playerId: string; kind: TBaccaratBetKind; betMinor: number };
type TTablePayout = { merchantCode: string; playerId: string; payoutMinor: number };

/** The round on the table with its bets and seats, read once per tick for every socket of the process. */
export type TBaccaratTable = {
  roundNumber: bigint;
  phase: TBaccaratPhase;
  serverSeedHash: string;
  serverSeed: string;
  hand: TBaccaratHand | null;
  bets: TTableBet[];
  payouts: TTablePayout[];
  seats: TBaccaratSeat[];
  now: number;
};

export async function readBaccaratTable(db: TDb, now: number): Promise<TBaccaratTable> {
  const roundNumber = baccaratRoundNumberAt(now);
  const phase = baccaratPhaseAt(roundNumber, now);
  const round = await ensureBaccaratRound(db, roundNumber, now);
  const [bets, payouts, seats] = await Promise.all([
    db
      .selectFrom('inhouse_baccarat_bet')
      .select(['merchant_code', 'player_id', 'kind', 'bet_minor'])
      .where('round_number', '=', roundNumber)
      .where('status', '=', 'OPEN')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('inhouse_baccarat_payout')
      .select(['merchant_code', 'player_id', 'payout_minor'])
      .where('round_number', '=', roundNumber)
      .execute(),
    listBaccaratSeats(db, now),
  ]);
  // The hand is the seed's, whoever deals it: shown from the deal time even while the settlement waits.
  const hand =
    phase === 'DEALT'
      ? ((round.hand as TBaccaratHand | null) ??
        (await dealBaccarat(round.serverSeed, baccaratRoundId(roundNumber))))
      : null;
  return {
    roundNumber,
    phase,
    serverSeedHash: round.serverSeedHash,
    serverSeed: round.serverSeed,
    hand,
    bets: bets.map((b) => ({
      merchantCode: b.merchant_code,
      playerId: b.player_id,
      kind: b.kind,
      betMinor: Number(b.bet_minor),
    })),
    payouts: payouts.map((p) => ({
      merchantCode: p.merchant_code,
      playerId: p.player_id,
      payoutMinor: Number(p.payout_minor),
    })),
    seats,
    now,
  };
}

/** The state message for one player: the shared table, their own bets, and the seed only after the deal. */
export function baccaratStateFor(
  table: TBaccaratTable,
  session: TVendorPlayerSession | null,
): TBaccaratState {
  const isMine = (row: { merchantCode: string; playerId: string }) =>
    session !== null && row.merchantCode === session.merchantCode && row.playerId === session.playerId;
  const totals = Object.fromEntries(
    BACCARAT_BET_KINDS.map((kind) => {
      const onKind = table.bets.filter((b) => b.kind === kind);
      const players = new Set(onKind.map((b) => `${b.merchantCode}:${b.playerId}`));
      return [kind, { betMinor: onKind.reduce((sum, b) => sum + b.betMinor, 0), players: players.size }];
    }),
  ) as TBaccaratState['totals'];
  const isDealt = table.phase === 'DEALT';
  return {
    type: 'state',
    roundId: baccaratRoundId(table.roundNumber),
    phase: table.phase,
    ...baccaratTimes(table.roundNumber),
    serverSeedHash: table.serverSeedHash,
    hand: isDealt ? table.hand : null,
    serverSeed: isDealt ? table.serverSeed : null,
    seats: table.seats.map((s) => ({ player: maskUsername(s.username), isMe: isMine(s) })),
    totals,
    myBets: table.bets.filter(isMine).map((b) => ({ kind: b.kind, betMinor: b.betMinor })),
    myPayoutMinor: table.payouts.find(isMine)?.payoutMinor ?? null,
    now: table.now,
  };
}
