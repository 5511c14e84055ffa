import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockOps } from '../../../test/mock-ops';
import { DEMO_MERCHANTS, meAnswer, renderConsole, signInAs } from '../../../test/render-console';
import { memberRow, pageOf } from '../test/member-fixtures';

describe('member search', () => {
  it('sends the key, the query, the sort and the page to the server, and links each row to its profile', async () => {
    const operator = signInAs('support');
    const ops = mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(operator),
      'GET /merchants/demo/members': pageOf([memberRow('1', 'linkai'), memberRow('2', 'linmei')], 45),
    });
    const { router } = renderConsole('/demo/members');
    const table = await screen.findByRole('table', { name: 'Member search' });
    expect(await within(table).findByRole('link', { name: 'linkai' })).toHaveAttribute(
      'href',
      '/console/demo/members/1',
    );
    expect(within(table).getAllByText('+886 ****5678')).toHaveLength(2);
    expect(within(table).getAllByText('2,500.00')).toHaveLength(2);

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Search by'), 'email');
    await user.type(screen.getByLabelText('Search for'), 'Lin@Mail.com');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      const last = ops.callsTo('GET /merchants/demo/members').at(-1);
      expect(last?.query.get('by')).toBe('email');
      expect(last?.query.get('q')).toBe('Lin@Mail.com');
      expect(last?.query.get('page')).toBe('1');
    });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(ops.callsTo('GET /merchants/demo/members').at(-1)?.query.get('page')).toBe('2'),
    );
    await user.click(screen.getByRole('button', { name: 'Last login' }));
    await waitFor(() => {
      const last = ops.callsTo('GET /merchants/demo/members').at(-1);
      expect(last?.query.get('sort')).toBe('lastLoginAt');
      expect(last?.query.get('order')).toMatch(/^(asc|desc)$/);
      // A new sort starts again at the first page, and keeps the search.
      expect(last?.query.get('page')).toBe('1');
      expect(last?.query.get('by')).toBe('email');
    });
    expect(router.state.location.search).toContain('q=Lin%40Mail.com');

    await user.click(within(table).getByRole('link', { name: 'linkai' }));
    expect(router.state.location.pathname).toBe('/console/demo/members/1');
  });

  it('refuses a query that does not suit its key without asking the server', async () => {
    const operator = signInAs('owner');
    const ops = mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(operator),
      'GET /merchants/demo/members': pageOf([memberRow('1', 'linkai')]),
    });
    renderConsole('/demo/members');
    await screen.findByRole('link', { name: 'linkai' });
    const callsBefore = ops.callsTo('GET /merchants/demo/members').length;
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Search by'), 'ip');
    await user.type(screen.getByLabelText('Search for'), '300.1.1.1');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Enter a whole IPv4 or IPv6 address.')).toBeInTheDocument();
    expect(ops.callsTo('GET /merchants/demo/members')).toHaveLength(callsBefore);
  });

  it('is not in the menu of a content operator', async () => {
    const operator = signInAs('content');
    mockOps({ 'GET /merchants': DEMO_MERCHANTS, 'GET /auth/me': meAnswer(operator) });
    renderConsole('/demo/members');
    expect(await screen.findByRole('heading', { name: 'Not your area' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Member search' })).not.toBeInTheDocument();
  });
});
