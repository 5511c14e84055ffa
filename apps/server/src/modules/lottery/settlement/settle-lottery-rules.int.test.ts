import { LOTTERY_BET_TYPES } from '@kirin/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMerchant } from '../../../test/factories.js';
import { createTestApp, type TTestApp } from '../../../test/harness.js';
import { makeMember } from '../../../test/member-factories.js';
import { HAND_CHECKED_DRAWS, betsForEveryType } from './settlement-cases.test-helpers.js';
import { NORTH, SOUTH_A, SOUTH_B } from '@kirin/contracts/lottery/test-draws';
import {
  expectLedgerMatches,
  gameOfBetCode,
  makeDrawnIssue,
  makeGames,
  placeBets,
  verdicts,
  type TGames,
  type TIssue,
} from './settlement.test-helpers.js';
import { settleLotteryIssues } from './settle-lottery-issues.js';

let t: TTestApp;
let merchantId: bigint;
let games: TGames;
let members: bigint[];

beforeAll(async () => {
  t = await createTestApp();
  merchantId = (await makeMerchant(t.db)).id;
  games = await makeGames(t.db, merchantId);
  members = [];
  for (let i = 0; i < 12; i += 1) members.push((await makeMember(t.db, { merchantId })).id);
});
afterAll(() => t.close());

describe('settlement of every bet type against hand-checked draws', () => {
  it('settles each bet in SQL exactly as the engine does, and pays it through the ledger', async () => {
    const issuesByGame: Record<string, TIssue[]> = {};
    for (const [engine, boardLists] of Object.entries(HAND_CHECKED_DRAWS)) {
      const game = games[engine as keyof TGames];
      issuesByGame[engine] = [];
      for (const boards of boardLists) issuesByGame[engine].push(await makeDrawnIssue(t.db, game, boards));
    }
    const specs = betsForEveryType(issuesByGame, (code) => gameOfBetCode(games, code).engine_code, members);
    const ids = await placeBets(t.db, merchantId, specs);

    // Small batches, so bets of one issue span several transactions.
    const { reports, failed } = await settleLotteryIssues(t.db, { batchSize: 37 });
    expect(failed).toBe(0);
    const issues = Object.values(issuesByGame).flat();
    expect(reports.filter((r) => r.isIssueSettled)).toHaveLength(issues.length);

    const { actual, expected } = await verdicts(t.db, issues, ids);
    expect(actual).toEqual(expected);
    // Every bet type has a winning bet and one that is not, so no type passes by never being hit.
    for (const definition of LOTTERY_BET_TYPES) {
      const statuses = new Set(actual.filter((v) => v.code === definition.code).map((v) => v.status));
      expect({ code: definition.code, won: statuses.has('WON') }).toEqual({
        code: definition.code,
        won: true,
      });
      expect({ code: definition.code, other: statuses.size > 1 }).toEqual({
        code: definition.code,
        other: true,
      });
    }
    expect(new Set(actual.map((v) => v.status))).toEqual(new Set(['WON', 'LOST', 'REFUNDED']));
    await expectLedgerMatches(t.db, ids);
    const statuses = await t.db
      .selectFrom('lottery_issue')
      .select('status')
      .distinct()
      .where(
        'id',
        'in',
        issues.map((i) => i.id),
      )
      .execute();
    expect(statuses).toEqual([{ status: 'SETTLED' }]);
  });

  it('gives the figures worked out by hand', async () => {
    const north = await makeDrawnIssue(t.db, games.VN_MB, [{ stationId: 'ha-noi', result: NORTH }]);
    const south = await makeDrawnIssue(t.db, games.VN_MN, [
      { stationId: 'ho-chi-minh', result: SOUTH_A },
      { stationId: 'dong-thap', result: SOUTH_B },
    ]);
    const sscTie = await makeDrawnIssue(t.db, games.SSC_1M, [
      { stationId: '', result: { family: 'SSC', balls: ['3', '8', '1', '9', '3'] } },
    ]);
    const [member] = members as [bigint];
    const both = ['ho-chi-minh', 'dong-thap'];
    const cases = [
      // Lô: 21 and 17 drawn twice each, 00 never: 4 hits × 99 points of 1,000.
      {
        issue: north,
        betCode: 'VN_MB_LO2',
        picks: ['21', '17', '00'],
        stationIds: ['ha-noi'],
        want: ['WON', 4, 396_000n],
      },
      // 21 pays half on its two hits: 2 × 99 + 2 × 49.5 points; the ceiling cuts 198,000 to 100,000.
      {
        issue: north,
        betCode: 'VN_MB_LO2',
        picks: ['21', '17'],
        stationIds: ['ha-noi'],
        halfPayPicks: ['21'],
        want: ['WON', 4, 297_000n],
      },
      {
        issue: north,
        betCode: 'VN_MB_LO2',
        picks: ['21'],
        stationIds: ['ha-noi'],
        maxPayoutMinor: 100_000n,
        want: ['WON', 2, 100_000n],
      },
      // Two stations: 56 twice on A, once on B.
      { issue: south, betCode: 'VN_MN_LO2', picks: ['56'], stationIds: both, want: ['WON', 3, 297_000n] },
      // Đá xiên reads both stations as one board: only the pair 56-11 is drawn (56 on A, 11 on B).
      {
        issue: south,
        betCode: 'VN_MN_DA_XIEN',
        picks: ['00', '11', '56'],
        stationIds: both,
        want: ['WON', 1, 550_000n],
      },
      // Balls 1 and 5 equal: TIE pays 9.4, DRAGON loses by the default rule, refunds under REFUND.
      { issue: sscTie, betCode: 'SSC_DRAGON_TIGER', picks: ['TIE'], want: ['WON', 1, 9_400n] },
      { issue: sscTie, betCode: 'SSC_DRAGON_TIGER', picks: ['DRAGON'], want: ['LOST', 0, 0n] },
      {
        issue: sscTie,
        betCode: 'SSC_DRAGON_TIGER',
        picks: ['DRAGON'],
        tieRule: 'REFUND' as const,
        want: ['REFUNDED', 0, 1_000n],
      },
    ];
    const ids = await placeBets(
      t.db,
      merchantId,
      cases.map(({ want: _, ...spec }) => ({ ...spec, memberId: member, unitStakeMinor: 1_000n })),
    );
    await settleLotteryIssues(t.db);
    const rows = await t.db
      .selectFrom('lottery_bet')
      .select(['id', 'status', 'hits', 'payout_minor'])
      .where('id', 'in', ids)
      .execute();
    const inCaseOrder = ids.map((id) => rows.find((r) => r.id === id)!);
    expect(inCaseOrder.map((r) => [r.status, r.hits, r.payout_minor])).toEqual(cases.map((c) => c.want));
  });
});
