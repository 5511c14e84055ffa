import html from './index.html?raw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// The page as a player sees it: its HTML in jsdom, the vendor API answered by a stub, the page's script run.

const fixtures = {
  feed: { name: 'simulated', isSimulated: true },
  fixtures: [
    {
      fixtureId: 'SIM-F1-0',
      sport: 'FOOTBALL',
      competition: 'Simulated Island League',
      homeName: 'Taipei Kirins',
      awayName: 'Keelung Rain',
      startsAt: '2026-11-27T12:00:00.000Z',
      status: 'SCHEDULED',
      score: null,
      isSimulated: true,
      markets: [
        {
          marketId: '11',
          kind: 'ONE_X_TWO',
          lineQuarters: 0,
          suspended: false,
          prices: [
            { selection: 'HOME', oddsMilli: 2000 },
            { selection: 'DRAW', oddsMilli: 3200 },
            { selection: 'AWAY', oddsMilli: 3600 },
          ],
        },
        {
          marketId: '12',
          kind: 'ASIAN_HANDICAP',
          lineQuarters: -1,
          suspended: false,
          prices: [
            { selection: 'HOME', oddsMilli: 1900 },
            { selection: 'AWAY', oddsMilli: 1950 },
          ],
        },
      ],
    },
  ],
};

const openBet = {
  betId: 'SB0123456789abcdef',
  status: 'OPEN',
  stakeMinor: 1000,
  oddsMilli: 2000,
  payoutMinor: null,
  cashOutValueMinor: 950,
  acceptAt: null,
  createdAt: '2026-11-27T11:00:00.000Z',
  legs: [
    {
      fixtureId: 'SIM-F1-0',
      fixtureName: 'Taipei Kirins v Keelung Rain',
      marketKind: 'ONE_X_TWO',
      lineQuarters: 0,
      selection: 'HOME',
      oddsMilli: 2000,
      outcome: null,
    },
  ],
};

type TCall = { url: string; method: string; body: unknown };
let calls: TCall[];

function answer(value: unknown) {
  return Promise.resolve(new Response(JSON.stringify({ success: true, value }), { status: 200 }));
}

function fakeFetch(url: string, init: RequestInit = {}) {
  calls.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : null });
  if (url.endsWith('/player')) return answer({ balance: 100_000 });
  if (url.endsWith('/fixtures')) return answer(fixtures);
  if (url.endsWith('/sports/bets') && init.method === 'POST')
    return answer({ bet: { ...openBet, betId: 'SB1111111111111111' }, balance: 99_000 });
  if (url.endsWith('/sports/bets')) return answer({ bets: [openBet] });
  if (url.endsWith('/cash-out'))
    return answer({ bet: { ...openBet, status: 'CASHED_OUT', payoutMinor: 950 }, balance: 100_950 });
  return Promise.reject(new Error(`unexpected ${url}`));
}

// The suite's config unstubs globals after each test: the vendor API stub is put back before each.
beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
});

beforeAll(async () => {
  calls = [];
  document.documentElement.innerHTML = html.replace(/<script[^>]*><\/script>/, '');
  window.history.replaceState(null, '', '/inhouse/play/KIRIN_SPORTS?session=abc&lang=EN');
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
  // The page's script runs once, as in a browser; the tests below follow one player's visit.
  await import('./main.js');
}, 30_000);

const byTestId = <T extends HTMLElement = HTMLElement>(id: string) =>
  document.querySelector<T>(`[data-testid="${id}"]`)!;
const settle = () =>
  vi.waitFor(() => expect(byTestId('sports-fixtures').children.length).toBeGreaterThan(0), {
    timeout: 5_000,
  });

describe('the sportsbook page', () => {
  it('labels the simulated feed and lists prices', async () => {
    await settle();
    expect(byTestId('sports-simulated').hidden).toBe(false);
    expect(byTestId('sports-simulated').textContent).toMatch(/simulated/i);
    expect(byTestId('sports-price-12-HOME').textContent).toBe('Home -0.251.90');
    expect(byTestId('sports-price-12-AWAY').textContent).toBe('Away +0.251.95');
  });

  it('builds a multiple on the slip and places it with the player’s odds rule', async () => {
    await settle();
    byTestId('sports-price-11-HOME').click();
    expect(byTestId('sports-slip-kind').textContent).toBe('Single');
    // A second pick on the same fixture replaces the first; the slip stays one pick per fixture.
    byTestId('sports-price-12-AWAY').click();
    expect(byTestId('sports-slip').children).toHaveLength(1);
    byTestId<HTMLInputElement>('sports-stake').value = '10.00';
    byTestId<HTMLInputElement>('sports-stake').dispatchEvent(new Event('input'));
    expect(byTestId('sports-potential').textContent).toBe('19.50');
    byTestId<HTMLSelectElement>('sports-rule').value = 'ANY';
    byTestId<HTMLFormElement>('sports-slip-form').requestSubmit();
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      stakeMinor: 1000,
      oddsRule: 'ANY',
      legs: [{ marketId: '12', selection: 'AWAY', oddsMilli: 1950 }],
    });
    await vi.waitFor(() => expect(byTestId('sports-message').textContent).toBe('Bet placed.'));
    expect(byTestId('sports-balance').textContent).toBe('990.00');
  });

  it('cashes a bet out for the value it shows', async () => {
    await vi.waitFor(() => expect(byTestId('sports-cash-out')).toBeTruthy());
    expect(byTestId('sports-cash-out').textContent).toBe('Cash out 9.50');
    byTestId('sports-cash-out').click();
    await vi.waitFor(() => expect(byTestId('sports-message').textContent).toBe('Cashed out 9.50.'));
    expect(calls.find((c) => c.url.endsWith('/cash-out'))!.body).toEqual({
      betId: 'SB0123456789abcdef',
      expectedValueMinor: 950,
    });
  });
});
