import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSite } from '../../test/render-site';

describe('footer', () => {
  it('links the games, help centre and every legal page', async () => {
    renderSite('/index');
    const footer = await screen.findByTestId('site-footer');
    const hrefOf = (name: string) => within(footer).getByRole('link', { name }).getAttribute('href');
    expect(hrefOf('Hot games')).toBe('/hot');
    expect(hrefOf('Slots')).toBe('/rng');
    expect(hrefOf('Live casino')).toBe('/live');
    expect(hrefOf('Help centre')).toBe('/help');
    expect(hrefOf('About Company')).toBe('/legal/about');
    expect(hrefOf('Contact Us')).toBe('/legal/contact');
    expect(hrefOf('Terms and Conditions')).toBe('/legal/terms');
    expect(hrefOf('Responsible Gaming')).toBe('/legal/responsible-gaming');
    expect(hrefOf('Privacy Policy')).toBe('/legal/privacy');
    expect(hrefOf('Affiliates')).toBe('/legal/affiliates');
    expect(hrefOf('Refund Policy')).toBe('/legal/refund');
    expect(within(footer).queryByRole('link', { name: 'Favourites' })).not.toBeInTheDocument();
  });

  it('links favourites for a member', async () => {
    renderSite('/index', { session: { token: 't-1', account: 'alice' } });
    const footer = await screen.findByTestId('site-footer');
    expect(within(footer).getByRole('link', { name: 'Favourites' })).toHaveAttribute('href', '/fav');
  });

  it('states the licence and shows the payment, certification and responsible-gaming logos', async () => {
    renderSite('/index');
    const footer = await screen.findByTestId('site-footer');
    expect(footer).toHaveTextContent('Licensed in Curaçao. Players must be 18 or older.');
    expect(within(footer).getByRole('img', { name: 'Visa' })).toHaveAttribute('src', '/logos/visa.svg');
    expect(within(footer).getByRole('img', { name: 'Curaçao eGaming' })).toBeInTheDocument();
    expect(within(footer).getByRole('img', { name: '18+' })).toBeInTheDocument();
  });
});
