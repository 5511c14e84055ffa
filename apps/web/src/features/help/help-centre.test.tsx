import type { THelpCentre } from '@kirin/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderSite } from '../../test/render-site';

const CENTRE: THelpCentre = {
  categories: [
    {
      id: '1',
      title: 'Account',
      articles: [
        {
          id: '11',
          title: 'How to register',
          content: '<p>Press Register.</p>',
          updatedAt: '2026-01-01T00:00:00Z',
        },
        {
          id: '12',
          title: 'Forgot password',
          content: '<p>Reset by email.</p>',
          updatedAt: '2026-01-01T00:00:00Z',
        },
      ],
    },
    {
      id: '2',
      title: 'Deposits',
      articles: [
        {
          id: '21',
          title: 'How to deposit',
          content: '<p>Open Deposit.</p><script>window.hacked=1</script>',
          updatedAt: '2026-01-01T00:00:00Z',
        },
      ],
    },
  ],
};

/** A server that searches like the real one: articles whose title or text contain `q`. */
function mockHelpServer() {
  const mock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/wps/system/helpCenter')
      return new Response(JSON.stringify({ success: false, code: 'NOT_FOUND', message: 'not_found' }), {
        status: 404,
      });
    const q = url.searchParams.get('q')?.toLowerCase();
    const categories = q
      ? CENTRE.categories
          .map((c) => ({
            ...c,
            articles: c.articles.filter((a) => `${a.title} ${a.content}`.toLowerCase().includes(q)),
          }))
          .filter((c) => c.articles.length > 0)
      : CENTRE.categories;
    return new Response(JSON.stringify({ success: true, value: { categories } }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

describe('help centre', () => {
  it('shows categories, their articles and the chosen article, sanitised', async () => {
    mockHelpServer();
    const { user } = renderSite('/help');
    const page = await screen.findByTestId('page-help');
    expect(await within(page).findAllByTestId('help-category')).toHaveLength(2);
    expect(within(page).getByTestId('help-article')).toHaveTextContent('Press Register.');
    await user.click(within(page).getByRole('button', { name: 'Deposits' }));
    const article = within(page).getByTestId('help-article');
    expect(article).toHaveTextContent('Open Deposit.');
    expect(article.querySelector('script')).toBeNull();
  });

  it('searches by title and text through the server and says when nothing matches', async () => {
    const fetchMock = mockHelpServer();
    const { user } = renderSite('/help');
    const page = await screen.findByTestId('page-help');
    await within(page).findAllByTestId('help-category');
    await user.type(within(page).getByTestId('help-search'), 'email');
    await waitFor(() =>
      expect(
        within(page)
          .getAllByTestId('help-article-link')
          .map((a) => a.textContent),
      ).toEqual(['Forgot password']),
    );
    expect(within(page).getByTestId('help-article')).toHaveTextContent('Reset by email.');
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('q=email'))).toBe(true);
    await user.clear(within(page).getByTestId('help-search'));
    await user.type(within(page).getByTestId('help-search'), 'casino');
    expect(await within(page).findByTestId('empty-state')).toHaveTextContent(
      'No help article matches your search',
    );
  });

  it('/helpmc shows the help centre without the site header', async () => {
    mockHelpServer();
    renderSite('/helpmc');
    const page = await screen.findByTestId('page-helpmc');
    expect(await within(page).findAllByTestId('help-category')).toHaveLength(2);
    expect(screen.queryByTestId('site-header')).not.toBeInTheDocument();
  });
});
