import { describe, expect, it } from 'vitest';
import { LOTTERY_BET_TYPES } from './bet-types.js';
import {
  findLotteryGame,
  LOTTERY_GAMES,
  lotteryBetTypesOf,
  lotteryIssuesBetween,
  lotteryOpenIssueAt,
  type TLotteryGame,
} from './schedule.js';
import { LOTTERY_VN_STATIONS, LOTTERY_VN_WEEKLY_STATIONS, lotteryVnStationsOn } from './stations.js';

const game = (code: string): TLotteryGame => {
  const found = findLotteryGame(code);
  if (!found) throw new Error(code);
  return found;
};
const iso = (date: Date) => date.toISOString();
const at = (text: string) => new Date(text);

describe('Vietnamese stations per weekday', () => {
  it.each([
    ['NORTH', 1, ['ha-noi']],
    ['NORTH', 4, ['ha-noi']],
    ['NORTH', 0, ['thai-binh']],
    ['SOUTH', 1, ['ho-chi-minh', 'dong-thap', 'ca-mau']],
    ['SOUTH', 6, ['ho-chi-minh', 'long-an', 'binh-phuoc', 'hau-giang']],
    ['SOUTH', 0, ['tien-giang', 'kien-giang', 'da-lat']],
    ['CENTRAL', 3, ['da-nang', 'khanh-hoa']],
    ['CENTRAL', 4, ['binh-dinh', 'quang-tri', 'quang-binh']],
    ['CENTRAL', 6, ['da-nang', 'quang-ngai', 'dak-nong']],
  ] as const)('%s on weekday %i', (region, weekday, stations) => {
    expect(lotteryVnStationsOn(region, weekday)).toEqual(stations);
  });

  it('names every scheduled station, by ids that do not collide', () => {
    for (const days of Object.values(LOTTERY_VN_WEEKLY_STATIONS)) {
      expect(days).toHaveLength(7);
      for (const stations of days) for (const id of stations) expect(LOTTERY_VN_STATIONS[id]).toBeTruthy();
    }
    expect(() => lotteryVnStationsOn('NORTH', 7)).toThrow();
  });
});

describe('lotteryIssuesBetween', () => {
  it('gives a southern issue a day with its stations, closing 16:00 and drawing 16:15 in UTC+7', () => {
    // Monday 23 November 2026 in Vietnam.
    const [issue, ...rest] = lotteryIssuesBetween(
      game('VN_MN'),
      at('2026-11-23T00:00:00Z'),
      at('2026-11-24T00:00:00Z'),
    );
    expect(rest).toEqual([]);
    expect(issue).toMatchObject({
      gameCode: 'VN_MN',
      issueCode: '20261123',
      stationIds: ['ho-chi-minh', 'dong-thap', 'ca-mau'],
    });
    expect(iso(issue!.openAt)).toBe('2026-11-22T09:15:00.000Z');
    expect(iso(issue!.closeAt)).toBe('2026-11-23T09:00:00.000Z');
    expect(iso(issue!.drawAt)).toBe('2026-11-23T09:15:00.000Z');
  });

  it('closes the North at 18:00 and the Centre at 17:00 local time', () => {
    const week = [at('2026-11-22T00:00:00Z'), at('2026-11-29T00:00:00Z')] as const;
    const north = lotteryIssuesBetween(game('VN_MB'), ...week);
    expect(north.map((i) => i.issueCode)).toEqual([
      '20261122',
      '20261123',
      '20261124',
      '20261125',
      '20261126',
      '20261127',
      '20261128',
    ]);
    expect(north.map((i) => i.stationIds[0])).toEqual([
      'thai-binh',
      'ha-noi',
      'quang-ninh',
      'bac-ninh',
      'ha-noi',
      'hai-phong',
      'nam-dinh',
    ]);
    expect(north.every((i) => iso(i.closeAt).endsWith('T11:00:00.000Z'))).toBe(true);
    const central = lotteryIssuesBetween(game('VN_MT'), ...week);
    expect(central.every((i) => iso(i.closeAt).endsWith('T10:00:00.000Z'))).toBe(true);
    expect(central[0]!.stationIds).toEqual(['kon-tum', 'khanh-hoa', 'thua-thien-hue']);
  });

  it('numbers 1-minute periods by the UTC+8 day, across midnight (16:00 UTC)', () => {
    const issues = lotteryIssuesBetween(
      game('SSC_1M'),
      at('2026-11-22T15:58:00Z'),
      at('2026-11-22T16:02:00Z'),
    );
    expect(issues.map((i) => i.issueCode)).toEqual([
      '20261122-1438',
      '20261122-1439',
      '20261122-1440',
      '20261123-0001',
    ]);
    const [, , last, first] = issues;
    expect(iso(last!.drawAt)).toBe('2026-11-22T16:00:00.000Z');
    expect(iso(first!.openAt)).toBe('2026-11-22T16:00:00.000Z');
    expect(iso(first!.closeAt)).toBe('2026-11-22T16:00:45.000Z');
    expect(iso(first!.drawAt)).toBe('2026-11-22T16:01:00.000Z');
  });

  it('gives 288 five-minute and 480 three-minute periods a day, each opening at the previous draw', () => {
    const day = [at('2026-11-22T16:00:00Z'), at('2026-11-23T16:00:00Z')] as const;
    const five = lotteryIssuesBetween(game('K3_5M'), ...day);
    expect(five).toHaveLength(288);
    expect(five[0]!.issueCode).toBe('20261122-0288'); // drawn at midnight, the last of the 22nd
    expect(five[1]!.issueCode).toBe('20261123-0001');
    five.slice(1).forEach((issue, i) => expect(issue.openAt).toEqual(five[i]!.drawAt));
    expect(five.every((i) => i.closeAt.getTime() === i.drawAt.getTime() - 30_000)).toBe(true);
    expect(lotteryIssuesBetween(game('PK10_3M'), ...day)).toHaveLength(480);
  });

  it('draws 4D on Wednesday, Saturday and Sunday, and the Thai lottery on the 1st and 16th', () => {
    const november = [at('2026-11-01T00:00:00Z'), at('2026-12-01T00:00:00Z')] as const;
    const sg = lotteryIssuesBetween(game('SG_4D'), ...november);
    expect(sg.slice(0, 3).map((i) => i.issueCode)).toEqual(['20261101', '20261104', '20261107']);
    expect(iso(sg[0]!.closeAt)).toBe('2026-11-01T10:00:00.000Z'); // 18:00 in Singapore
    const thai = lotteryIssuesBetween(game('THAI_GOV'), ...november);
    expect(thai.map((i) => i.issueCode)).toEqual(['20261101', '20261116']);
    expect(iso(thai[1]!.openAt)).toBe('2026-11-01T09:00:00.000Z');
    expect(iso(thai[1]!.closeAt)).toBe('2026-11-16T08:30:00.000Z');
  });

  it('has unique game codes and refuses a reversed range', () => {
    expect(new Set(LOTTERY_GAMES.map((g) => g.code)).size).toBe(LOTTERY_GAMES.length);
    expect(() =>
      lotteryIssuesBetween(game('SSC_1M'), at('2026-11-23T00:00:00Z'), at('2026-11-22T00:00:00Z')),
    ).toThrow();
  });
});

describe('the open issue by the server clock', () => {
  it('takes bets until before the close, none in the seconds before the draw, then the next period', () => {
    const ssc = game('SSC_1M');
    expect(lotteryOpenIssueAt(ssc, at('2026-11-22T16:00:44.999Z'))?.issueCode).toBe('20261123-0001');
    expect(lotteryOpenIssueAt(ssc, at('2026-11-22T16:00:45.000Z'))).toBeUndefined(); // at the close: refused
    expect(lotteryOpenIssueAt(ssc, at('2026-11-22T16:01:00.000Z'))?.issueCode).toBe('20261123-0002');
    const mb = game('VN_MB');
    expect(lotteryOpenIssueAt(mb, at('2026-11-23T10:59:59Z'))?.issueCode).toBe('20261123');
    expect(lotteryOpenIssueAt(mb, at('2026-11-23T11:00:00Z'))).toBeUndefined();
    expect(lotteryOpenIssueAt(mb, at('2026-11-23T11:15:00Z'))?.issueCode).toBe('20261124');
    expect(lotteryOpenIssueAt(game('THAI_GOV'), at('2026-11-05T00:00:00Z'))?.issueCode).toBe('20261116');
  });
});

describe('bet types per game', () => {
  it('offers each game the bet types of its family and market, and every bet type in some game', () => {
    expect(lotteryBetTypesOf(game('VN_MT')).map((b) => b.code)).toContain('VN_MN_DA_XIEN');
    expect(lotteryBetTypesOf(game('VN_MB')).every((b) => b.code.startsWith('VN_MB_'))).toBe(true);
    expect(lotteryBetTypesOf(game('SG_4D')).map((b) => b.code)).toEqual(['SG_4D_BIG', 'SG_4D_SMALL']);
    expect(lotteryBetTypesOf(game('X115_3M'))).toHaveLength(21);
    const offered = new Set(LOTTERY_GAMES.flatMap((g) => lotteryBetTypesOf(g).map((b) => b.code)));
    expect(offered.size).toBe(LOTTERY_BET_TYPES.length);
  });
});
