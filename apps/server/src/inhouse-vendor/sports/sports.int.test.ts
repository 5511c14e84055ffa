import { randomBytes } from 'node:crypto';
import { type TSportsMarketKind, type TSportsSelection, type TSportsBetView } from '@kirin/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useLiveClock } from '../crash/live.factories.js';
import {
  launchInhousePlayer,
  mainBalanceOf,
  startInhouseTestServer,
  type TInhouseTestServer,
} from '../inhouse.factories.js';
import { SIMULATED_CORRECTION_AFTER_MS, SIMULATED_SLOT_MS, SimulatedOddsFeed } from './simulated-feed.js';
import { setSportsFeed } from './sports-feed-registry.js';
import { StubOddsFeed } from './sports.factories.js';
import { sweepSports } from './sweep-sports.js';
import { sql } from 'kysely';

let server: TInhouseTestServer;
const feed = new StubOddsFeed();
const clock = useLiveClock();

beforeAll(async () => {
  server = await startInhouseTestServer();
  setSportsFeed(server.t.ctx, feed);
});
afterAll(async () => server.t.close());

type TPlayer = { token: string; memberId: bigint };

async function player(gameCode = 'KIRIN_SPORTS', fundsMinor = 100_000n): Promise<TPlayer> {
  const launched = await launchInhousePlayer(server, { fundsMinor, gameCode });
  return { token: launched.sessionToken, memberId: launched.member.id };
}

async function api(p: TPlayer, method: 'GET' | 'POST', url: string, body?: object) {
  const response = await server.t.app.inject({
    method,
    url: `/inhouse/api/sports${url}`,
    headers: { 'x-vendor-session': p.token },
    ...(body ? { payload: body } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}

/** Brings the book in step with the stub feed (and settles what it can). */
async function sync(): Promise<void> {
  await sweepSports(server.t.ctx, clock.now());
}

/**
 * Sweeps until nothing waits: no leg graded at an old result, no unsent payment, no refund due. The app's own
 * housekeeping may be sweeping at the same moment (rows it holds are skipped), so tests wait for the outcome.
 */
async function settle(): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    await sweepSports(server.t.ctx, clock.now());
    const { rows } = await sql<{ waiting: boolean }>`SELECT
        EXISTS (SELECT 1 FROM inhouse_sports_payment WHERE NOT is_sent)
        OR EXISTS (SELECT 1 FROM inhouse_sports_bet WHERE status IN ('REJECTED')
                   OR (status = 'DELAYED' AND accept_at <= ${new Date(clock.now())}))
        OR EXISTS (SELECT 1 FROM inhouse_sports_leg l JOIN inhouse_sports_fixture f ON f.id = l.fixture_id
                   JOIN inhouse_sports_bet b ON b.id = l.bet_id
                   WHERE f.status IN ('FINISHED', 'CANCELLED') AND l.graded_version <> f.result_version
                     AND b.status IN ('OPEN', 'SETTLED', 'CASHED_OUT')) AS waiting`.execute(server.t.db);
    if (!rows[0]?.waiting) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('sports bets still unsettled');
}

async function marketId(fixtureId: string, kind: TSportsMarketKind, line = 0): Promise<string> {
  const row = await server.t.db
    .selectFrom('inhouse_sports_market')
    .select('id')
    .where('fixture_id', '=', fixtureId)
    .where('kind', '=', kind)
    .where('line_quarters', '=', line)
    .executeTakeFirstOrThrow();
  return row.id.toString();
}

type TLegPick = {
  fixtureId: string;
  kind: TSportsMarketKind;
  line?: number;
  selection: TSportsSelection;
  odds: number;
};

async function bet(
  p: TPlayer,
  legs: TLegPick[],
  stakeMinor: number,
  oddsRule: 'NONE' | 'HIGHER' | 'ANY' = 'NONE',
  clientBetKey = randomBytes(8).toString('hex'),
) {
  return api(p, 'POST', '/bets', {
    clientBetKey,
    stakeMinor,
    oddsRule,
    legs: await Promise.all(
      legs.map(async (l) => ({
        marketId: await marketId(l.fixtureId, l.kind, l.line ?? 0),
        selection: l.selection,
        oddsMilli: l.odds,
      })),
    ),
  });
}

async function myBet(p: TPlayer, betId: string): Promise<TSportsBetView> {
  const { body } = await api(p, 'GET', '/bets');
  return (body.value.bets as TSportsBetView[]).find((b) => b.betId === betId)!;
}

const football1x2 = (home = 2000, draw = 3200, away = 3600) =>
  feed.add('SPORTS', [{ kind: 'ONE_X_TWO', prices: { HOME: home, DRAW: draw, AWAY: away } }]);

describe('sportsbook bets through the platform wallet', () => {
  it('lists fixtures as simulated and settles a single on the result', async () => {
    const p = await player();
    const fixtureId = football1x2();
    await sync();
    const listed = await api(p, 'GET', '/fixtures');
    expect(listed.status).toBe(200);
    expect(listed.body.value.feed).toEqual({ name: 'stub', isSimulated: true });
    const fixture = listed.body.value.fixtures.find((f: { fixtureId: string }) => f.fixtureId === fixtureId);
    expect(fixture).toMatchObject({ status: 'SCHEDULED', isSimulated: true });
    expect(fixture.markets[0].prices).toContainEqual({ selection: 'HOME', oddsMilli: 2000 });

    const placed = await bet(p, [{ fixtureId, kind: 'ONE_X_TWO', selection: 'HOME', odds: 2000 }], 1000);
    expect(placed.status).toBe(200);
    expect(placed.body.value.bet).toMatchObject({ status: 'OPEN', stakeMinor: 1000, oddsMilli: 2000 });
    expect(placed.body.value.balance).toBe(99_000);

    feed.finish(fixtureId, { home: 2, away: 1 });
    await settle();
    const settled = await myBet(p, placed.body.value.bet.betId);
    expect(settled).toMatchObject({ status: 'SETTLED', payoutMinor: 2000 });
    expect(settled.legs[0]!.outcome).toBe('WIN');
    expect(await mainBalanceOf(server, p.memberId)).toBe(101_000n);
  });

  it('closes a lost bet with a zero win and an esports match winner on the esports product', async () => {
    const p = await player('KIRIN_ESPORTS');
    const match = feed.add('ESPORTS', [{ kind: 'MATCH_WINNER', prices: { HOME: 1800, AWAY: 1950 } }]);
    const football = football1x2();
    await sync();
    const fixtures = (await api(p, 'GET', '/fixtures')).body.value.fixtures as { fixtureId: string }[];
    expect(fixtures.map((f) => f.fixtureId)).toContain(match);
    expect(fixtures.map((f) => f.fixtureId)).not.toContain(football);
    // An esports session cannot bet on the football product.
    expect(
      (await bet(p, [{ fixtureId: football, kind: 'ONE_X_TWO', selection: 'HOME', odds: 2000 }], 500)).status,
    ).toBe(404);
    const placed = await bet(
      p,
      [{ fixtureId: match, kind: 'MATCH_WINNER', selection: 'AWAY', odds: 1950 }],
      500,
    );
    feed.finish(match, { home: 2, away: 1 });
    await settle();
    expect(await myBet(p, placed.body.value.bet.betId)).toMatchObject({ status: 'SETTLED', payoutMinor: 0 });
    const payments = await server.t.db
      .selectFrom('inhouse_sports_payment')
      .selectAll()
      .where('bet_id', '=', placed.body.value.bet.betId)
      .execute();
    expect(payments).toMatchObject([{ seq: 1, kind: 'SETTLEMENT', amount_minor: 0n, is_sent: true }]);
    const round = await server.t.db
      .selectFrom('bet_round')
      .select(['status', 'payout_minor'])
      .where('round_id', '=', placed.body.value.bet.betId)
      .executeTakeFirst();
    expect(round).toMatchObject({ status: 'SETTLED', payout_minor: 0n });
    expect(await mainBalanceOf(server, p.memberId)).toBe(99_500n);
  });

  it('settles a multiple with a voided leg and an Asian handicap quarter-line half win', async () => {
    const p = await player();
    const a = football1x2();
    const b = feed.add('SPORTS', [{ kind: 'ASIAN_HANDICAP', line: -3, prices: { HOME: 1900, AWAY: 1950 } }]);
    const c = football1x2(1500, 4000, 6000);
    await sync();
    const placed = await bet(
      p,
      [
        { fixtureId: a, kind: 'ONE_X_TWO', selection: 'HOME', odds: 2000 },
        { fixtureId: b, kind: 'ASIAN_HANDICAP', line: -3, selection: 'HOME', odds: 1900 },
        { fixtureId: c, kind: 'ONE_X_TWO', selection: 'DRAW', odds: 4000 },
      ],
      1000,
    );
    expect(placed.body.value.bet.oddsMilli).toBe(15_200); // 2.0 × 1.9 × 4.0
    feed.finish(a, { home: 2, away: 0 });
    feed.finish(b, { home: 1, away: 0 }); // home -0.75 wins by one: -0.5 wins, -1 pushes
    feed.cancel(c);
    await settle();
    const settled = await myBet(p, placed.body.value.bet.betId);
    expect(settled.legs.map((l) => l.outcome)).toEqual(['WIN', 'HALF_WIN', 'VOID']);
    // 1000 × 2.0 × (1 + 1.9) / 2 × 1.0
    expect(settled).toMatchObject({ status: 'SETTLED', payoutMinor: 2900 });
    expect(await mainBalanceOf(server, p.memberId)).toBe(101_900n);
  });

  it('pays half the stake back on an over/under quarter line half loss, and refuses two legs of one fixture', async () => {
    const p = await player();
    const f = feed.add('SPORTS', [
      { kind: 'OVER_UNDER', line: 9, prices: { OVER: 1850, UNDER: 2000 } },
      { kind: 'ONE_X_TWO', prices: { HOME: 2000, DRAW: 3000, AWAY: 4000 } },
    ]);
    await sync();
    const twice = await bet(
      p,
      [
        { fixtureId: f, kind: 'OVER_UNDER', line: 9, selection: 'OVER', odds: 1850 },
        { fixtureId: f, kind: 'ONE_X_TWO', selection: 'HOME', odds: 2000 },
      ],
      1000,
    );
    expect(twice.body).toMatchObject({
      success: false,
      code: 'INVALID_STATE',
      details: { bet: 'same_fixture' },
    });
    const placed = await bet(
      p,
      [{ fixtureId: f, kind: 'OVER_UNDER', line: 9, selection: 'OVER', odds: 1850 }],
      1000,
    );
    feed.finish(f, { home: 1, away: 1 }); // over 2.25 on 2 goals: 2 pushes, 2.5 loses
    await settle();
    const settled = await myBet(p, placed.body.value.bet.betId);
    expect(settled.legs[0]!.outcome).toBe('HALF_LOSE');
    expect(settled.payoutMinor).toBe(500);
    expect(await mainBalanceOf(server, p.memberId)).toBe(99_500n);
  });

  it('applies the odds-change rules and refuses bad input without moving money', async () => {
    const p = await player();
    const f = football1x2();
    await sync();
    feed.setPrice(f, 'ONE_X_TWO', 0, 'HOME', 2100);
    await sync();
    const none = await bet(
      p,
      [{ fixtureId: f, kind: 'ONE_X_TWO', selection: 'HOME', odds: 2000 }],
      1000,
      'NONE',
    );
    expect(none.body).toMatchObject({
      code: 'INVALID_STATE',
      details: { odds: 'changed', oddsMilli: '2100' },
    });
    const higher = await bet(
      p,
      [{ fixtureId: f, kind: 'ONE_X_TWO', selection: 'HOME', odds: 2000 }],
      1000,
      'HIGHER',
    );
    expect(higher.body.value.bet.oddsMilli).toBe(2100);
    feed.setPrice(f, 'ONE_X_TWO', 0, 'HOME', 1900);
    await sync();
    const refused = await bet(
      p,
      [{ fixtureId: f, kind: 'ONE_X_TWO', selection: 'HOME', odds: 2100 }],
      1000,
      'HIGHER',
    );
    expect(refused.body.details).toMatchObject({ odds: 'changed' });
    const any = await bet(
      p,
      [{ fixtureId: f, kind: 'ONE_X_TWO', selection: 'HOME', odds: 2100 }],
      1000,
      'ANY',
    );
    expect(any.body.value.bet.oddsMilli).toBe(1900);
    const long = feed.add('SPORTS', [
      { kind: 'ONE_X_TWO', prices: { HOME: 900_000, DRAW: 1200, AWAY: 1100 } },
    ]);
    await sync();
    const tooHigh = await bet(
      p,
      [
        { fixtureId: long, kind: 'ONE_X_TWO', selection: 'HOME', odds: 900_000 },
        { fixtureId: f, kind: 'ONE_X_TWO', selection: 'HOME', odds: 1900 },
      ],
      1000,
    );
    expect(tooHigh.body).toMatchObject({ code: 'INVALID_STATE', details: { bet: 'odds_too_high' } });
    const malformed = await api(p, 'POST', '/bets', {
      clientBetKey: 'x',
      stakeMinor: 1.5,
      oddsRule: 'NONE',
      legs: [],
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('VALIDATION_FAILED');
    expect(await mainBalanceOf(server, p.memberId)).toBe(98_000n);
  });

  it('answers a retried bet with the bet it already made, and takes the stake once', async () => {
    const p = await player();
    const f = football1x2();
    await sync();
    const key = randomBytes(8).toString('hex');
    const pick = [{ fixtureId: f, kind: 'ONE_X_TWO' as const, selection: 'HOME' as const, odds: 2000 }];
    const [first, second] = await Promise.all([
      bet(p, pick, 1000, 'NONE', key),
      bet(p, pick, 1000, 'NONE', key),
    ]);
    expect(first.body.value.bet.betId).toBe(second.body.value.bet.betId);
    const third = await bet(p, pick, 1000, 'NONE', key);
    expect(third.body.value.bet.betId).toBe(first.body.value.bet.betId);
    expect(await mainBalanceOf(server, p.memberId)).toBe(99_000n);
    // Two processes' sweeps at once pay the result once.
    feed.finish(f, { home: 1, away: 0 });
    await Promise.all([sweepSports(server.t.ctx, clock.now()), sweepSports(server.t.ctx, clock.now())]);
    await settle();
    expect(await mainBalanceOf(server, p.memberId)).toBe(101_000n);
  });

  it('holds an in-play bet for the bet delay: it stands if the price held, is refunded if it fell', async () => {
    const p = await player();
    const f = football1x2();
    feed.goLive(f);
    await sync();
    const held = await bet(
      p,
      [{ fixtureId: f, kind: 'ONE_X_TWO', selection: 'HOME', odds: 2000 }],
      1000,
      'HIGHER',
    );
    expect(held.body.value.bet.status).toBe('DELAYED');
    const dropped = await bet(
      p,
      [{ fixtureId: f, kind: 'ONE_X_TWO', selection: 'HOME', odds: 2000 }],
      2000,
      'HIGHER',
    );
    expect(await mainBalanceOf(server, p.memberId)).toBe(97_000n);
    // Both wait while the delay runs.
    await sync();
    expect((await myBet(p, held.body.value.bet.betId)).status).toBe('DELAYED');
    // Only the first is decided before the price falls.
    await server.t.db
      .updateTable('inhouse_sports_bet')
      .set({ accept_at: new Date(clock.now() + 60_000) })
      .where('id', '=', dropped.body.value.bet.betId)
      .execute();
    clock.advance(5_000);
    await settle();
    expect((await myBet(p, held.body.value.bet.betId)).status).toBe('OPEN');
    feed.setPrice(f, 'ONE_X_TWO', 0, 'HOME', 1700);
    clock.advance(60_000);
    await settle();
    expect((await myBet(p, dropped.body.value.bet.betId)).status).toBe('ROLLED_BACK');
    expect(await mainBalanceOf(server, p.memberId)).toBe(99_000n);
  });

  it('cashes a bet out at its current value and never pays its result again', async () => {
    const p = await player();
    const f = football1x2();
    await sync();
    const placed = await bet(p, [{ fixtureId: f, kind: 'ONE_X_TWO', selection: 'HOME', odds: 2000 }], 1000);
    const betId = placed.body.value.bet.betId as string;
    feed.setPrice(f, 'ONE_X_TWO', 0, 'HOME', 1600);
    await sync();
    const offer = await myBet(p, betId);
    expect(offer.cashOutValueMinor).toBe(1187); // 1000 × 2.0 / 1.6 × 0.95, floored
    const tooMuch = await api(p, 'POST', '/cash-out', { betId, expectedValueMinor: 1200 });
    expect(tooMuch.body).toMatchObject({
      code: 'INVALID_STATE',
      details: { cashOut: 'value_changed', valueMinor: '1187' },
    });
    const cashed = await api(p, 'POST', '/cash-out', { betId, expectedValueMinor: 1187 });
    expect(cashed.body.value).toMatchObject({
      bet: { status: 'CASHED_OUT', payoutMinor: 1187 },
      balance: 100_187,
    });
    const again = await api(p, 'POST', '/cash-out', { betId, expectedValueMinor: 0 });
    expect(again.body).toMatchObject({ code: 'INVALID_STATE', details: { bet: 'not_open' } });
    feed.finish(f, { home: 3, away: 0 });
    await settle();
    const after = await myBet(p, betId);
    expect(after).toMatchObject({ status: 'CASHED_OUT', payoutMinor: 1187 });
    expect(after.legs[0]!.outcome).toBe('WIN');
    expect(await mainBalanceOf(server, p.memberId)).toBe(100_187n);
  });

  it('resettles a corrected result: a further credit when it owes more, an overpayment recorded when less', async () => {
    const p = await player();
    const f = football1x2();
    await sync();
    const away = await bet(p, [{ fixtureId: f, kind: 'ONE_X_TWO', selection: 'AWAY', odds: 3600 }], 1000);
    const home = await bet(p, [{ fixtureId: f, kind: 'ONE_X_TWO', selection: 'HOME', odds: 2000 }], 1000);
    feed.finish(f, { home: 1, away: 0 });
    await settle();
    expect(await mainBalanceOf(server, p.memberId)).toBe(100_000n); // 98,000 + 2,000
    // The feed corrects the result: the away side won.
    feed.finish(f, { home: 1, away: 2 });
    await settle();
    const awayBet = await myBet(p, away.body.value.bet.betId);
    expect(awayBet).toMatchObject({ status: 'SETTLED', payoutMinor: 3600 });
    expect(await mainBalanceOf(server, p.memberId)).toBe(103_600n);
    const homeRow = await server.t.db
      .selectFrom('inhouse_sports_bet')
      .select(['payout_minor', 'overpaid_minor'])
      .where('id', '=', home.body.value.bet.betId)
      .executeTakeFirstOrThrow();
    expect(homeRow).toEqual({ payout_minor: 0n, overpaid_minor: 2000n });
    const payments = await server.t.db
      .selectFrom('inhouse_sports_payment')
      .select(['seq', 'kind', 'amount_minor'])
      .where('bet_id', '=', away.body.value.bet.betId)
      .orderBy('seq')
      .execute();
    expect(payments).toEqual([
      { seq: 1, kind: 'SETTLEMENT', amount_minor: 0n },
      { seq: 2, kind: 'RESETTLEMENT', amount_minor: 3600n },
    ]);
    // Corrected back: nothing more is paid, the away bet's overpayment is recorded instead.
    feed.finish(f, { home: 1, away: 0 });
    await settle();
    expect(await mainBalanceOf(server, p.memberId)).toBe(103_600n);
    const rows = await server.t.db
      .selectFrom('inhouse_sports_bet')
      .select(['id', 'payout_minor', 'overpaid_minor'])
      .where('id', 'in', [away.body.value.bet.betId, home.body.value.bet.betId])
      .orderBy('payout_minor')
      .execute();
    expect(rows.map((r) => [r.id, r.payout_minor, r.overpaid_minor])).toEqual([
      [away.body.value.bet.betId, 0n, 3600n],
      [home.body.value.bet.betId, 2000n, 0n],
    ]);
  });

  it('finishes a fixture from the simulated feed’s demo control and settles its bets', async () => {
    const p = await player();
    const f = football1x2();
    await sync();
    const placed = await bet(p, [{ fixtureId: f, kind: 'ONE_X_TWO', selection: 'DRAW', odds: 3200 }], 1000);
    const finished = await api(p, 'POST', '/simulated/result', { fixtureId: f, score: { home: 0, away: 0 } });
    expect(finished.body.value).toEqual({ changed: true });
    await settle();
    expect(await myBet(p, placed.body.value.bet.betId)).toMatchObject({
      status: 'SETTLED',
      payoutMinor: 3200,
    });
    // The feed no longer overrides a result the control pinned.
    feed.finish(f, { home: 1, away: 0 });
    await settle();
    expect(await mainBalanceOf(server, p.memberId)).toBe(102_200n);
    const unknown = await api(p, 'POST', '/simulated/result', { fixtureId: 'nope', score: null });
    expect(unknown.status).toBe(404);
  });

  it('refuses a session of another game', async () => {
    const p = await player('KIRIN_SLOT');
    const listed = await api(p, 'GET', '/fixtures');
    expect(listed.body).toMatchObject({ success: false, code: 'GAME_SESSION_INVALID' });
  });
});

describe('the simulated feed in the book', () => {
  it('brings fixtures, in-play scores, prices, results and corrections into the tables', async () => {
    const simulated = new SimulatedOddsFeed('int-test-seed');
    setSportsFeed(server.t.ctx, simulated);
    try {
      const start = Math.ceil(clock.now() / SIMULATED_SLOT_MS) * SIMULATED_SLOT_MS;
      // A fixture the feed corrects later (about one in ten), found from the seed.
      const fixture = Array.from({ length: 30 }, (_, i) =>
        simulated.fixturesAround(start + i * SIMULATED_SLOT_MS),
      )
        .flat()
        .find((f) => {
          const final = simulated.stateAt(f, f.endsAt);
          const later = simulated.stateAt(f, f.endsAt + SIMULATED_CORRECTION_AFTER_MS);
          return final.status === 'FINISHED' && JSON.stringify(final.score) !== JSON.stringify(later.score);
        })!;
      const row = () =>
        server.t.db
          .selectFrom('inhouse_sports_fixture')
          .selectAll()
          .where('id', '=', fixture.id)
          .executeTakeFirstOrThrow();
      clock.set(fixture.startsAt - 60_000);
      await sync();
      expect(await row()).toMatchObject({ status: 'SCHEDULED', is_simulated: true, result_version: 0 });
      const prices = await server.t.db
        .selectFrom('inhouse_sports_selection as s')
        .innerJoin('inhouse_sports_market as m', 'm.id', 's.market_id')
        .select(['m.kind', 's.odds_milli'])
        .where('m.fixture_id', '=', fixture.id)
        .execute();
      expect(prices.length).toBeGreaterThanOrEqual(6);
      expect(prices.every((p) => p.odds_milli >= 1010)).toBe(true);
      clock.set(fixture.startsAt + 60_000);
      await sync();
      expect((await row()).status).toBe('LIVE');
      clock.set(fixture.endsAt + 1);
      await sync();
      const finished = await row();
      expect(finished).toMatchObject({ status: 'FINISHED', result_version: 1 });
      clock.set(fixture.endsAt + SIMULATED_CORRECTION_AFTER_MS);
      await Promise.all([sync(), sync()]);
      const corrected = await row();
      expect(corrected.result_version).toBe(2);
      expect([corrected.home_score, corrected.away_score]).not.toEqual([
        finished.home_score,
        finished.away_score,
      ]);
    } finally {
      setSportsFeed(server.t.ctx, feed);
    }
  });
});
