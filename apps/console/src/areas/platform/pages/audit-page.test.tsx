import type { TAuditEntry } from '@kirin/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TMockCall } from '../../../test/mock-ops';
import { renderConsole } from '../../../test/render-console';
import { mockPlatformOps } from '../test/platform-ops';

function entry(id: string, changes: Partial<TAuditEntry> = {}): TAuditEntry {
  return {
    id,
    at: '2026-11-27T01:00:00.000Z',
    operatorId: '1',
    operatorUsername: 'root',
    action: 'merchant.status',
    merchantCode: 'demo',
    target: 'merchant:demo',
    before: { maintenance: false, blockedCountries: [], loginRequired: false },
    after: { maintenance: true, blockedCountries: ['CN'], loginRequired: false },
    ip: '203.0.113.7',
    requestId: 'req-1',
    ...changes,
  };
}

const page =
  (items: TAuditEntry[], total = items.length) =>
  (call: TMockCall) => ({
    items,
    total,
    page: Number(call.query.get('page')),
    pageSize: Number(call.query.get('pageSize')),
  });

describe('audit log page', () => {
  it('sends the filters and the page to the server', async () => {
    const ops = mockPlatformOps('owner', { 'GET /audit': page([entry('10')], 120) });
    const { router } = renderConsole('/demo/platform/audit');
    expect(await screen.findByText('merchant.status')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 6 · 120 rows')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(ops.callsTo('GET /audit').at(-1)?.query.get('page')).toBe('2'));
    expect(ops.callsTo('GET /audit').at(-1)?.query.get('pageSize')).toBe('20');

    await user.type(screen.getByLabelText('Action'), 'operator.role');
    await user.type(screen.getByLabelText('Operator'), 'root');
    await user.type(screen.getByLabelText('Target'), 'operator:2');
    await user.type(screen.getByRole('searchbox', { name: 'Merchant' }), 'demo');
    await user.type(screen.getByLabelText('From day'), '2026-11-01');
    await user.type(screen.getByLabelText('To day'), '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(ops.callsTo('GET /audit').at(-1)?.query.get('action')).toBe('operator.role'));
    const query = ops.callsTo('GET /audit').at(-1)!.query;
    expect(query.get('operator')).toBe('root');
    expect(query.get('target')).toBe('operator:2');
    expect(query.get('merchant')).toBe('demo');
    expect(query.get('page')).toBe('1');
    // Whole days in the operator's zone: from the first day's start to the start of the day after the last.
    expect(query.get('from')).toBe(new Date(2026, 10, 1).toISOString());
    expect(query.get('to')).toBe(new Date(2026, 11, 1).toISOString());
    expect(router.state.location.search).toContain('f.target=operator%3A2');
  });

  it("shows an entry's operator, time, action, target and its before and after with the changes marked", async () => {
    mockPlatformOps('owner', { 'GET /audit': page([entry('10')]) });
    renderConsole('/demo/platform/audit');
    const user = userEvent.setup();
    const row = (await screen.findByText('merchant.status')).closest('tr')!;
    expect(within(row).getByText('root')).toBeInTheDocument();
    expect(within(row).getByText('merchant:demo')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Before and after of merchant.status no. 10' }));
    const dialog = await screen.findByRole('dialog', { name: 'merchant.status (no. 10)' });
    expect(within(dialog).getByText('203.0.113.7')).toBeInTheDocument();

    const diff = within(dialog).getByRole('table', { name: 'Before and after' });
    const maintenance = within(diff)
      .getByRole('rowheader', { name: /maintenance/ })
      .closest('tr')!;
    expect(maintenance).toHaveClass('is-changed');
    expect(within(maintenance).getByText('changed')).toBeInTheDocument();
    expect(
      within(maintenance)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['false', 'true']);
    const blocked = within(diff)
      .getByRole('rowheader', { name: /blockedCountries/ })
      .closest('tr')!;
    expect(blocked).toHaveClass('is-changed');
    const login = within(diff)
      .getByRole('rowheader', { name: /loginRequired/ })
      .closest('tr')!;
    expect(login).not.toHaveClass('is-changed');

    await user.click(within(dialog).getByRole('checkbox', { name: 'Only what changed' }));
    expect(within(diff).queryByRole('rowheader', { name: /loginRequired/ })).not.toBeInTheDocument();
    expect(within(diff).getAllByRole('row')).toHaveLength(3);
  });

  it('reads a creation by the command line as fields added', async () => {
    mockPlatformOps('auditor', {
      'GET /audit': page([
        entry('11', {
          operatorId: null,
          operatorUsername: null,
          action: 'operator.create',
          merchantCode: null,
          target: 'operator:5',
          before: null,
          after: { username: 'lin', role: 'finance' },
        }),
      ]),
    });
    renderConsole('/demo/platform/audit');
    const user = userEvent.setup();
    const row = (await screen.findByText('operator.create')).closest('tr')!;
    expect(within(row).getByText('Command line')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /Before and after/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('added')).toHaveLength(2);
    expect(within(dialog).getAllByText('(none)')).toHaveLength(2);
  });
});
