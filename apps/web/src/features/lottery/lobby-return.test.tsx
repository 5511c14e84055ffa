import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSite } from '../../test/render-site';
import { MENUS } from '../games/testing/games-fixtures';
import { mockGamesApi } from '../games/testing/games.test-support';
import { playAnswer, SSC_1M } from './testing/lottery-fixtures';
import { lobbyAnswers } from './testing/lottery.test-support';

/** The header with both lottery items, and the lottery calls answered. */
function renderWithLotteryHeader(path: string) {
  mockGamesApi({ ...lobbyAnswers(), '/lgw/games/SSC_1M/play': { value: playAnswer(SSC_1M) } });
  const menus = {
    categories: [
      ...MENUS.categories,
      { gameCategory: 'LOTT' as const, title: 'Lottery', vendors: [] },
      { gameCategory: 'ELOTT' as const, title: 'Odds lottery', vendors: [] },
    ],
  };
  return renderSite(path, { gameMenus: menus });
}

const title = () => screen.getByRole('heading', { level: 1 });
const headerItem = (category: 'LOTT' | 'ELOTT') => screen.getByTestId(`header-game-${category}`);

// The first render loads the lazy routes: slow on a busy machine.
describe('"← Lobby" from a game', () => {
  it('returns from SSC to the fast games of /elott, keeping its title and highlighted header item', async () => {
    const { user, router } = renderWithLotteryHeader('/elott');
    await user.click(await screen.findByTestId('lottery-play-SSC_1M'));
    expect(await screen.findByTestId('lottery-game-view')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/elott');
    expect(title()).toHaveTextContent('Odds lottery');
    expect(headerItem('ELOTT')).toHaveAttribute('aria-current', 'page');
    expect(headerItem('LOTT')).not.toHaveAttribute('aria-current');

    await user.click(screen.getByTestId('lottery-back'));
    expect(await screen.findByTestId('lottery-game-SSC_1M')).toBeInTheDocument();
    expect(screen.getByTestId('lottery-area-ELOTT')).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.pathname).toBe('/elott');
    expect(title()).toHaveTextContent('Odds lottery');
    expect(headerItem('ELOTT')).toHaveAttribute('aria-current', 'page');
  }, 15_000);

  it('returns to the fast games tab of /lottery when the game was opened from there', async () => {
    const { user, router } = renderWithLotteryHeader('/lottery');
    await user.click(await screen.findByTestId('lottery-area-ELOTT'));
    await user.click(await screen.findByTestId('lottery-play-SSC_1M'));
    expect(await screen.findByTestId('lottery-game-view')).toBeInTheDocument();
    expect(title()).toHaveTextContent('Lottery');

    await user.click(screen.getByTestId('lottery-back'));
    const lobby = await screen.findByTestId('lottery-lobby');
    expect(lobby).toHaveAttribute('data-area', 'ELOTT');
    expect(within(lobby).getByTestId('lottery-game-SSC_1M')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/lottery');
    expect(headerItem('LOTT')).toHaveAttribute('aria-current', 'page');
  }, 15_000);

  it('returns a game opened by a link from elsewhere to its own area', async () => {
    const { user } = renderWithLotteryHeader('/lottery?gameCode=SSC_1M');
    await user.click(await screen.findByTestId('lottery-back'));
    expect(await screen.findByTestId('lottery-lobby')).toHaveAttribute('data-area', 'ELOTT');
  }, 15_000);
});
