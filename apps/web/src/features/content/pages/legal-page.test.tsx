import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { renderSite } from '../../../test/render-site';

describe('legal page', () => {
  it('shows the merchant page in the current language, sanitised', async () => {
    const fetchMock = mockApi({
      '/wps/system/content/terms': {
        value: {
          slug: 'terms',
          language: 'EN',
          title: 'Terms and Conditions',
          html: '<h2>1. Eligibility</h2><p>Players must be 18.</p><img src="x" onerror="window.hacked=1"><script>window.hacked=1</script>',
          updatedAt: '2026-01-02T03:04:05.000Z',
        },
      },
    });
    renderSite('/legal/terms');
    const page = await screen.findByTestId('page-legal');
    expect(await within(page).findByRole('heading', { name: '1. Eligibility' })).toBeInTheDocument();
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent('Terms and Conditions');
    expect(page.querySelector('script')).toBeNull();
    expect(page.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/wps/system/content/terms?language=EN');
  });

  it('says so when the merchant has no such page', async () => {
    mockApi({});
    renderSite('/legal/refund');
    const page = await screen.findByTestId('page-legal');
    expect(await within(page).findByTestId('empty-state')).toHaveTextContent('Not found');
  });

  it('does not ask the server for an unknown slug', async () => {
    const fetchMock = mockApi({});
    renderSite('/legal/casino-secrets');
    expect(await screen.findByTestId('page-legal')).toHaveTextContent('Not found');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
