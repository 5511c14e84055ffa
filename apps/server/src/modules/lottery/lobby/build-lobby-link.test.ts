import { ZLotteryLobbyLinkQuery } from '@kirin/contracts';
import { describe, expect, it } from 'vitest';
import { lotteryLobbyPath } from './build-lobby-link.js';

const query = (input: Record<string, string>) => ZLotteryLobbyLinkQuery.parse(input);

describe('lotteryLobbyPath', () => {
  it('opens each area’s lobby page', () => {
    expect(lotteryLobbyPath(query({}), null)).toBe('/vnlottery');
    expect(lotteryLobbyPath(query({ lottoArea: 'SEA' }), null)).toBe('/seaLottery');
    expect(lotteryLobbyPath(query({ lottoArea: 'ELOTT', lottoPrizeMode: 'Elott' }), null)).toBe(
      '/elott?prizeMode=Elott',
    );
  });

  it('opens the betting view of a game with backUrl and language kept', () => {
    const link = lotteryLobbyPath(
      query({ lottoView: 'betting', lottoGameCode: 'SSC_1M', backUrl: '/home?tab=2', language: 'EN' }),
      { code: 'SSC_1M', area: 'ELOTT' },
    );
    const url = new URL(link, 'https://site.test');
    expect(url.pathname).toBe('/lottery');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      gameCode: 'SSC_1M',
      backUrl: '/home?tab=2',
      language: 'EN',
    });
  });

  it('opens the lobby of a named game’s own area', () => {
    expect(lotteryLobbyPath(query({ lottoGameCode: 'MY_4D' }), { code: 'MY_4D', area: 'SEA' })).toBe(
      '/seaLottery',
    );
  });
});
