import {
  cashOutValueMinor,
  combinedOddsMilli,
  type TCashOutLeg,
  type TSportsBetView,
} from '@kirin/contracts';
import type { TDb } from '../../db/database.js';

/** One leg with what a cash-out needs to know about its fixture and current price. */
export type TLegState = {
  legNo: number;
  fixtureId: string;
  fixtureName: string;
  fixtureStatus: string;
  marketId: bigint;
  marketKind: TSportsBetView['legs'][number]['marketKind'];
  lineQuarters: number;
  suspended: boolean;
  selection: TSportsBetView['legs'][number]['selection'];
  oddsMilli: number;
  currentOddsMilli: number | null;
  outcome: TSportsBetView['legs'][number]['outcome'];
};

/** The legs of some bets, each with its fixture's state and the selection's current price. */
export async function readLegStates(db: TDb, betIds: readonly string[]): Promise<Map<string, TLegState[]>> {
  const byBet = new Map<string, TLegState[]>();
  if (betIds.length === 0) return byBet;
  const rows = await db
    .selectFrom('inhouse_sports_leg as l')
    .innerJoin('inhouse_sports_fixture as f', 'f.id', 'l.fixture_id')
    .innerJoin('inhouse_sports_market as m', 'm.id', 'l.market_id')
    .leftJoin('inhouse_sports_selection as s', (join) =>
      join.onRef('s.market_id', '=', 'l.market_id').onRef('s.selection', '=', 'l.selection'),
    )
    .select([
      'l.bet_id',
      'l.leg_no',
      'l.fixture_id',
      'f.home_name',
      'f.away_name',
      'f.status as fixture_status',
      'l.market_id',
      'm.kind',
      'm.line_quarters',
      'm.is_suspended',
      'l.selection',
      'l.odds_milli',
      's.odds_milli as current_odds',
      'l.outcome',
    ])
    .where('l.bet_id', 'in', betIds)
    .orderBy('l.bet_id')
    .orderBy('l.leg_no')
    .execute();
  for (const r of rows) {
    const legs = byBet.get(r.bet_id) ?? [];
    legs.push({
      legNo: r.leg_no,
      fixtureId: r.fixture_id,
      fixtureName: `${r.home_name} v ${r.away_name}`,
      fixtureStatus: r.fixture_status,
      marketId: r.market_id,
      marketKind: r.kind,
      lineQuarters: r.line_quarters,
      suspended: r.is_suspended,
      selection: r.selection,
      oddsMilli: r.odds_milli,
      currentOddsMilli: r.current_odds,
      outcome: r.outcome,
    });
    byBet.set(r.bet_id, legs);
  }
  return byBet;
}

/** What a cash-out of these legs is worth now (null: not offered). */
export function cashOutValueOf(stakeMinor: bigint, legs: readonly TLegState[]): bigint | null {
  const cashOutLegs: TCashOutLeg[] = legs.map((leg) => {
    const final = leg.fixtureStatus === 'FINISHED' || leg.fixtureStatus === 'CANCELLED';
    if (final && leg.outcome) return { state: 'SETTLED', outcome: leg.outcome, oddsMilli: leg.oddsMilli };
    const priced = !final && !leg.suspended && leg.currentOddsMilli !== null;
    return {
      state: 'OPEN',
      oddsMilli: leg.oddsMilli,
      currentOddsMilli: priced ? leg.currentOddsMilli : null,
    };
  });
  return cashOutValueMinor(stakeMinor, cashOutLegs);
}

type TBetRow = {
  id: string;
  status: TSportsBetView['status'];
  stake_minor: bigint;
  payout_minor: bigint | null;
  accept_at: Date | null;
  created_at: Date;
};

function betView(bet: TBetRow, legs: readonly TLegState[]): TSportsBetView {
  const cashOut = bet.status === 'OPEN' ? cashOutValueOf(bet.stake_minor, legs) : null;
  return {
    betId: bet.id,
    status: bet.status,
    stakeMinor: Number(bet.stake_minor),
    oddsMilli: combinedOddsMilli(legs.map((l) => l.oddsMilli)),
    payoutMinor: bet.payout_minor === null ? null : Number(bet.payout_minor),
    cashOutValueMinor: cashOut === null ? null : Number(cashOut),
    acceptAt: bet.accept_at?.toISOString() ?? null,
    createdAt: bet.created_at.toISOString(),
    legs: legs.map((l) => ({
      fixtureId: l.fixtureId,
      fixtureName: l.fixtureName,
      marketKind: l.marketKind,
      lineQuarters: l.lineQuarters,
      selection: l.selection,
      oddsMilli: l.oddsMilli,
      outcome: l.outcome,
    })),
  };
}

const betColumns = ['id', 'status', 'stake_minor', 'payout_minor', 'accept_at', 'created_at'] as const;

/** One bet as the page shows it. */
export async function readSportsBet(db: TDb, betId: string): Promise<TSportsBetView> {
  const bet = await db
    .selectFrom('inhouse_sports_bet')
    .select(betColumns)
    .where('id', '=', betId)
    .executeTakeFirstOrThrow();
  const legs = await readLegStates(db, [betId]);
  return betView(bet, legs.get(betId) ?? []);
}

/** A player's last 50 bets, newest first (refused ones never became rows). */
export async function readMySportsBets(
  db: TDb,
  merchantCode: string,
  playerId: string,
): Promise<TSportsBetView[]> {
  const bets = await db
    .selectFrom('inhouse_sports_bet')
    .select(betColumns)
    .where('merchant_code', '=', merchantCode)
    .where('player_id', '=', playerId)
    .orderBy('created_at', 'desc')
    .limit(50)
    .execute();
  const legs = await readLegStates(
    db,
    bets.map((b) => b.id),
  );
  return bets.map((bet) => betView(bet, legs.get(bet.id) ?? []));
}
