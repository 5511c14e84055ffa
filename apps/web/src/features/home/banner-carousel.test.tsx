import type { TBanner } from '@kirin/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/fetch-mock';
import { renderSite } from '../../test/render-site';
import { BannerCarousel } from './components/banner-carousel';

const BANNERS: TBanner[] = [
  { id: '1', title: 'Welcome', imageUrl: '/banners/welcome.svg', linkUrl: '/promotions' },
  {
    id: '2',
    title: 'Live',
    imageUrl: 'https://cdn.example.com/live.png',
    linkUrl: 'https://example.com/live',
  },
  { id: '3', title: 'Lottery', imageUrl: '/banners/lottery.svg', linkUrl: null },
];
const currentTitle = () =>
  screen
    .getAllByTestId('banner-slide')
    .find((slide) => slide.dataset.current === 'true')
    ?.querySelector('img')
    ?.getAttribute('alt');

describe('banner carousel', () => {
  it('shows the merchant banners on the home page, one at a time, with their links', async () => {
    mockApi({
      '/wps/relay/MCSFE_getListAnnouncements': {
        value: { player: [], banners: BANNERS, popup: [], promotion: [] },
      },
    });
    renderSite('/index');
    const carousel = await screen.findByTestId('banner-carousel');
    expect(within(carousel).getAllByTestId('banner-slide')).toHaveLength(3);
    expect(within(carousel).getAllByTestId('banner-dot')).toHaveLength(3);
    expect(currentTitle()).toBe('Welcome');
    expect(within(carousel).getByRole('link', { name: 'Welcome' })).toHaveAttribute('href', '/promotions');
    expect(within(carousel).getByRole('link', { name: 'Live', hidden: true })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('moves with the dots, the arrows and the arrow keys', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <BannerCarousel banners={BANNERS} advanceMs={60_000} />
      </MemoryRouter>,
    );
    await user.click(screen.getAllByTestId('banner-dot')[2]!);
    expect(currentTitle()).toBe('Lottery');
    expect(screen.getAllByTestId('banner-dot')[2]).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Next banner' }));
    expect(currentTitle()).toBe('Welcome');
    screen.getByTestId('banner-carousel').focus();
    await user.keyboard('{ArrowLeft}');
    expect(currentTitle()).toBe('Lottery');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(currentTitle()).toBe('Live');
  });

  it('advances by itself, but not while it has focus', async () => {
    render(
      <MemoryRouter>
        <BannerCarousel banners={BANNERS} advanceMs={40} />
      </MemoryRouter>,
    );
    await waitFor(() => expect(currentTitle()).toBe('Live'));
    screen.getByTestId('banner-carousel').focus();
    const paused = currentTitle();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(currentTitle()).toBe(paused);
  });

  it('renders nothing without banners', () => {
    render(
      <MemoryRouter>
        <BannerCarousel banners={[]} />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('banner-carousel')).not.toBeInTheDocument();
  });
});
