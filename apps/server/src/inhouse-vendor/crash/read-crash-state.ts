import type { TDb } from '../../db/database.js';
import type { TVendorPlayerSession } from '../vendor-session.js';
import { crashMultiplierNow, crashPhaseAt, type TCrashRound } from './crash-round.js';
import type { TCrashState } from '@kirin/contracts';
import { currentCrashRound } from './current-crash-round.js';
import { maskUsername } from './mask-username.js';

type TCrashTableBet = {
  merchantCode: string;
  playerId: string;
  username: string;
  currency: string;
  betMinor: number;
  autoCashOut: number | null;
  cashOut: number | null;
  payoutMinor: number | null;
};

/** The round on the table and its accepted bets, read once per tick for every socket of the process. */
export type TCrashTable = { round: TCrashRound; bets: TCrashTableBet[]; now: number };

export async function readCrashTable(db: TDb, now: number): Promise<TCrashTable> {
  const round = await currentCrashRound(db, now);
  const rows = await db
    .selectFrom('inhouse_crash_bet')
    .select([
      'merchant_code',
      'player_id',
      'username',
      'currency',
      'bet_minor',
      'auto_cash_out',
      'cash_out',
      'payout_minor',
    ])
    .where('round_number', '=', round.roundNumber)
    .where('status', '=', 'OPEN')
    .orderBy('bet_minor', 'desc')
    .orderBy('id')
    .execute();
  const bets = rows.map((r) => ({
    merchantCode: r.merchant_code,
    playerId: r.player_id,
    username: r.username,
    currency: r.currency,
    betMinor: Number(r.bet_minor),
    autoCashOut: r.auto_cash_out,
    cashOut: r.cash_out,
    payoutMinor: r.payout_minor === null ? null : Number(r.payout_minor),
  }));
  return { round, bets, now };
}

/**
 * The cash-out everyone sees for a bet: the recorded one, or its automatic target once the multiplier has
 * passed it (the settlement pays it at the crash); null while riding or once lost.
 */
function visibleCashOut(bet: TCrashTableBet, multiplier: number): number | null {
  if (bet.cashOut !== null) return bet.cashOut;
  return bet.autoCashOut !== null && bet.autoCashOut <= multiplier ? bet.autoCashOut : null;
}

/** The state message for one player: the shared table, their own bet, and the seed only once crashed. */
export function crashStateFor(table: TCrashTable, session: TVendorPlayerSession | null): TCrashState {
  const { round, now } = table;
  const phase = crashPhaseAt(round, now);
  const multiplier = crashMultiplierNow(round, now);
  const isOver = phase === 'CRASHED';
  const mine = session
    ? table.bets.find((b) => b.merchantCode === session.merchantCode && b.playerId === session.playerId)
    : undefined;
  return {
    type: 'state',
    roundId: round.roundId,
    phase,
    serverSeedHash: round.serverSeedHash,
    startsAt: round.flightAt,
    bettingAt: round.bettingAt,
    multiplier,
    crashPoint: isOver ? round.crashPoint : null,
    serverSeed: isOver ? round.serverSeed : null,
    bets: table.bets.map((b) => ({
      player: maskUsername(b.username),
      currency: b.currency,
      betMinor: b.betMinor,
      cashOut: phase === 'BETTING' ? null : visibleCashOut(b, multiplier),
    })),
    myBet: mine
      ? {
          betMinor: mine.betMinor,
          autoCashOut: mine.autoCashOut,
          cashOut: phase === 'BETTING' ? null : visibleCashOut(mine, multiplier),
          payoutMinor: mine.payoutMinor,
        }
      : null,
    now,
  };
}
