import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KIRIN_GAMES, LANES, LAUNCH_ANSWER } from './testing/games-fixtures';
import { MEMBER, relay, renderGames } from './testing/games.test-support';

const LAUNCH_CDNS = ['https://play1.example.com', 'https://play2.example.com/'];
const LIST_ANSWERS = {
  [relay('GCSGAME_gameVendor')]: { value: LANES },
  [relay('GCSGAME_gameList')]: { value: KIRIN_GAMES },
  [relay('MCSFE_getFavoriteGames')]: { value: { list: [] } },
};
const PATH = '/inhouse/launch?token=one-time&game=KIRIN_SLOT';

describe('launch CDNs', () => {
  it('keeps every launch of a visit on one launch CDN, whichever the server picked', async () => {
    // The server picks at random per launch: first play2, then play1.
    const served = [`https://play2.example.com${PATH}`, `https://play1.example.com${PATH}`];
    let launches = 0;
    const { user, router } = renderGames('/rng', {
      session: MEMBER,
      launchGameCDNs: LAUNCH_CDNS,
      answers: {
        ...LIST_ANSWERS,
        'POST /wps/game/launchGame': () => ({ value: { ...LAUNCH_ANSWER, game_url: served[launches++] } }),
      },
    });
    await user.click(await screen.findByTestId('game-open-KIRIN_SLOT'));
    const first = (await screen.findByTestId('game-frame')).getAttribute('src') ?? '';
    expect(['play1.example.com', 'play2.example.com']).toContain(new URL(first).host);
    expect(first.endsWith(PATH)).toBe(true);

    await act(() => router.navigate('/rng'));
    await user.click(await screen.findByTestId('game-open-KIRIN_SLOT'));
    expect(await screen.findByTestId('game-frame')).toHaveAttribute('src', first);
    expect(launches).toBe(2);
  });

  it("leaves a vendor's own address alone", async () => {
    const vendorUrl = 'https://games.vendor.example/launch?t=1';
    const { user } = renderGames('/rng', {
      session: MEMBER,
      launchGameCDNs: LAUNCH_CDNS,
      answers: {
        ...LIST_ANSWERS,
        'POST /wps/game/launchGame': { value: { ...LAUNCH_ANSWER, game_url: vendorUrl } },
      },
    });
    await user.click(await screen.findByTestId('game-open-KIRIN_SLOT'));
    expect(await screen.findByTestId('game-frame')).toHaveAttribute('src', vendorUrl);
  });
});
