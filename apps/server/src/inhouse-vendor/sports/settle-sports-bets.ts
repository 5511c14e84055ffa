import { acceptsOddsChange, betReturnMinor, gradeSelection, type TSportsLegOutcome } from '@kirin/contracts';
import { sql } from 'kysely';
import type { TAppContext } from '../../platform/context.js';
import { readLegStates } from './read-sports-bets.js';

const BATCH_SIZE = 50;

/**
 * Decides the in-play bets whose delay is over: each leg's fixture must still be open, its market priced and
 * its price within the player's rule (the leg takes the price of now); otherwise the bet is REJECTED and the
 * sweep refunds it. Answers how many were decided.
 */
export async function decideDelayedBets(ctx: TAppContext, now: number): Promise<number> {
  return ctx.db.transaction().execute(async (trx) => {
    const bets = await trx
      .selectFrom('inhouse_sports_bet')
      .select(['id', 'odds_rule'])
      .where('status', '=', 'DELAYED')
      .where('accept_at', '<=', new Date(now))
      .limit(BATCH_SIZE)
      .forUpdate()
      .skipLocked()
      .execute();
    if (bets.length === 0) return 0;
    const legsOf = await readLegStates(
      trx,
      bets.map((b) => b.id),
    );
    for (const bet of bets) {
      const legs = legsOf.get(bet.id) ?? [];
      const holds = legs.every(
        (leg) =>
          (leg.fixtureStatus === 'SCHEDULED' || leg.fixtureStatus === 'LIVE') &&
          !leg.suspended &&
          leg.currentOddsMilli !== null &&
          acceptsOddsChange(bet.odds_rule, leg.oddsMilli, leg.currentOddsMilli),
      );
      if (holds)
        for (const leg of legs)
          await trx
            .updateTable('inhouse_sports_leg')
            .set({ odds_milli: leg.currentOddsMilli! })
            .where('bet_id', '=', bet.id)
            .where('leg_no', '=', leg.legNo)
            .execute();
      await trx
        .updateTable('inhouse_sports_bet')
        .set({ status: holds ? 'OPEN' : 'REJECTED' })
        .where('id', '=', bet.id)
        .execute();
    }
    return bets.length;
  });
}

/**
 * Grades every leg whose fixture has a result it was not graded at (a first result or a correction), and
 * settles the bets whose legs are all graded:
 * - an OPEN bet becomes SETTLED with payment 1 = its return (0 closes the round on the platform);
 * - a SETTLED bet graded again (resettlement) gets a further payment of what the new result owes beyond what
 *   was paid; a result that owes less is not taken back (the overpayment is recorded, docs/games.md);
 * - a CASHED_OUT bet only has its legs graded (its money was fixed by the cash-out).
 * One transaction; bets another process holds are skipped. Answers how many bets changed.
 */
export async function gradeSportsBets(ctx: TAppContext, now: number): Promise<number> {
  return ctx.db.transaction().execute(async (trx) => {
    const bets = await trx
      .selectFrom('inhouse_sports_bet as b')
      .select(['b.id', 'b.status', 'b.stake_minor'])
      .where('b.status', 'in', ['OPEN', 'SETTLED', 'CASHED_OUT'])
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('inhouse_sports_leg as l')
            .innerJoin('inhouse_sports_fixture as f', 'f.id', 'l.fixture_id')
            .select(sql`1`.as('one'))
            .whereRef('l.bet_id', '=', 'b.id')
            .where('f.status', 'in', ['FINISHED', 'CANCELLED'])
            .whereRef('l.graded_version', '<>', 'f.result_version'),
        ),
      )
      .orderBy('b.created_at')
      .limit(BATCH_SIZE)
      .forUpdate()
      .skipLocked()
      .execute();
    if (bets.length === 0) return 0;
    const legs = await trx
      .selectFrom('inhouse_sports_leg as l')
      .innerJoin('inhouse_sports_fixture as f', 'f.id', 'l.fixture_id')
      .innerJoin('inhouse_sports_market as m', 'm.id', 'l.market_id')
      .select([
        'l.bet_id',
        'l.leg_no',
        'l.selection',
        'l.odds_milli',
        'l.outcome',
        'l.graded_version',
        'm.kind',
        'm.line_quarters',
        'f.status',
        'f.home_score',
        'f.away_score',
        'f.result_version',
      ])
      .where(
        'l.bet_id',
        'in',
        bets.map((b) => b.id),
      )
      .execute();
    for (const bet of bets) {
      const graded: { outcome: TSportsLegOutcome | null; oddsMilli: number }[] = [];
      for (const leg of legs.filter((l) => l.bet_id === bet.id)) {
        let outcome = leg.outcome;
        const final = leg.status === 'FINISHED' || leg.status === 'CANCELLED';
        if (final && leg.graded_version !== leg.result_version) {
          outcome =
            leg.status === 'CANCELLED' || leg.home_score === null || leg.away_score === null
              ? 'VOID'
              : gradeSelection({ kind: leg.kind, lineQuarters: leg.line_quarters }, leg.selection, {
                  home: leg.home_score,
                  away: leg.away_score,
                });
          await trx
            .updateTable('inhouse_sports_leg')
            .set({ outcome, graded_version: leg.result_version })
            .where('bet_id', '=', bet.id)
            .where('leg_no', '=', leg.leg_no)
            .execute();
        }
        graded.push({ outcome, oddsMilli: leg.odds_milli });
      }
      if (bet.status === 'CASHED_OUT' || graded.some((g) => g.outcome === null)) continue;
      const payout = betReturnMinor(
        bet.stake_minor,
        graded.map((g) => ({ outcome: g.outcome!, oddsMilli: g.oddsMilli })),
      );
      const paid = await trx
        .selectFrom('inhouse_sports_payment')
        .select((eb) => [
          eb.fn.coalesce(eb.fn.sum<string>('amount_minor'), sql<string>`0`).as('total'),
          eb.fn.coalesce(eb.fn.max('seq'), sql<number>`0`).as('last'),
        ])
        .where('bet_id', '=', bet.id)
        .executeTakeFirstOrThrow();
      const paidMinor = BigInt(paid.total);
      const owed = payout - paidMinor;
      if (bet.status === 'OPEN' || owed > 0n)
        await trx
          .insertInto('inhouse_sports_payment')
          .values({
            bet_id: bet.id,
            seq: Number(paid.last) + 1,
            kind: bet.status === 'OPEN' ? 'SETTLEMENT' : 'RESETTLEMENT',
            amount_minor: owed > 0n ? owed : 0n,
          })
          .execute();
      await trx
        .updateTable('inhouse_sports_bet')
        .set({
          status: 'SETTLED',
          payout_minor: payout,
          overpaid_minor: paidMinor > payout ? paidMinor - payout : 0n,
          settled_at: new Date(now),
        })
        .where('id', '=', bet.id)
        .execute();
    }
    return bets.length;
  });
}
