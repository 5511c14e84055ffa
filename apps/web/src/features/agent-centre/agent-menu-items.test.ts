import { describe, expect, it } from 'vitest';
import { agentMenuItems, isFlagOn } from './agent-menu-items';

const BASE = [
  'agentAnnouncement',
  'agentTeamOverview',
  'agentRegisterAccount',
  'agentTeamManagement',
  'agentTeamBetting',
  'agentProfitLoss',
  'agentMyIncome',
  'agentTransactionDetails',
];

const pagesOf = (flags: Parameters<typeof agentMenuItems>[0]) =>
  agentMenuItems(flags).map((item) => item.page);

describe('agentMenuItems', () => {
  it('gives every agent the eight base pages, in menu order, and no contract page without flags', () => {
    expect(pagesOf({})).toEqual(BASE);
  });

  it.each([
    [{ divtypereq: '1' }, 'agentDividend'],
    [{ divtypeinfo: 'W' }, 'agentDividend'],
    [{ dailysalreqtype: 'D' }, 'agentDailySalary'],
    [{ dailysalinfotype: 1 }, 'agentDailySalary'],
    [{ contractmrdailysalinfotype: true }, 'agentDailySalary'],
    [{ contracthoursalreq: 'Y' }, 'agentHourlySalary'],
    [{ contracthoursalinfo: '1' }, 'agentHourlySalary'],
    [{ realtimesalreqtype: 'R' }, 'agentRealTimeSalary'],
    [{ realtimesalinfotype: 2 }, 'agentRealTimeSalary'],
  ])('adds the page its consolidated flag enables: %o', (flags, page) => {
    expect(pagesOf(flags)).toEqual([...BASE, page]);
  });

  it('keeps the contract pages in their fixed order whatever the flag order', () => {
    expect(
      pagesOf({
        realtimesalreqtype: '1',
        contracthoursalreq: '1',
        dailysalreqtype: '1',
        divtypereq: '1',
      }).slice(8),
    ).toEqual(['agentDividend', 'agentDailySalary', 'agentHourlySalary', 'agentRealTimeSalary']);
  });

  it('labels each page with its translation key', () => {
    expect(agentMenuItems({})[1]).toEqual({
      page: 'agentTeamOverview',
      labelKey: 'agent_page_agentTeamOverview',
    });
  });
});

describe('isFlagOn', () => {
  it.each([null, undefined, false, 0, '', '0', 'N', 'no', 'false', ' 0 '])('reads %o as off', (value) => {
    expect(isFlagOn(value)).toBe(false);
  });

  it.each([true, 1, 2, '1', 'Y', 'D', 'W'])('reads %o as on', (value) => {
    expect(isFlagOn(value)).toBe(true);
  });
});
