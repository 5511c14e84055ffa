import type { TLedgerAuditRun } from '@kirin/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, mockOps } from '../../../test/mock-ops';
import { DEMO_MERCHANTS, meAnswer, renderConsole, signInAs } from '../../../test/render-console';

const DIRTY: TLedgerAuditRun = {
  id: '41',
  startedAt: '2026-11-27T01:00:00.000Z',
  finishedAt: '2026-11-27T01:00:02.000Z',
  isClean: false,
  report: {
    isClean: false,
    accounts: 120,
    transactions: 3400,
    entries: 6800,
    problems: [{ check: 'balance_equals_entries', detail: { account_id: '17', balance_minor: '500' } }],
  },
};
const CLEAN: TLedgerAuditRun = {
  ...DIRTY,
  id: '42',
  startedAt: '2026-11-27T02:00:00.000Z',
  finishedAt: '2026-11-27T02:00:01.000Z',
  isClean: true,
  report: { isClean: true, accounts: 121, transactions: 3410, entries: 6820, problems: [] },
};

describe('ledger audit', () => {
  it('shows the latest run with each problem, and the runs before it', async () => {
    const operator = signInAs('finance');
    mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(operator),
      'GET /ledger/audit': [DIRTY],
    });
    renderConsole('/demo/money/ledger-audit');
    const latest = await screen.findByRole('region', { name: 'Latest run' });
    expect(within(latest).getByText('Problems found')).toBeInTheDocument();
    expect(within(latest).getByText('120 accounts, 3400 transactions, 6800 entries')).toBeInTheDocument();
    expect(within(latest).getByText('balance_equals_entries')).toBeInTheDocument();
    expect(within(latest).getByText('account_id=17 balance_minor=500')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Last runs' });
    expect(await within(table).findByText('41')).toBeInTheDocument();
    // Only an owner of every merchant runs the auditor.
    expect(screen.queryByRole('button', { name: 'Run the audit now' })).not.toBeInTheDocument();
  });

  it('lets an owner run it now and shows the new result', async () => {
    const operator = signInAs('owner');
    let runs = [DIRTY];
    const ops = mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(operator),
      'GET /ledger/audit': () => runs,
      'POST /ledger/audit': () => {
        runs = [CLEAN, DIRTY];
        return { runId: '42', isClean: true, accounts: 121, transactions: 3410, entries: 6820, problems: [] };
      },
    });
    renderConsole('/demo/money/ledger-audit');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Run the audit now' }));
    const latest = screen.getByRole('region', { name: 'Latest run' });
    await waitFor(() => expect(within(latest).getByText('Clean')).toBeInTheDocument());
    expect(ops.callsTo('POST /ledger/audit')).toHaveLength(1);
    expect(
      await within(screen.getByRole('table', { name: 'Last runs' })).findByText('42'),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal to an operator limited to some merchants", async () => {
    const operator = signInAs('finance');
    mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(operator),
      'GET /ledger/audit': failure('FORBIDDEN', 'forbidden'),
    });
    renderConsole('/demo/money/ledger-audit');
    expect((await screen.findAllByText('You are not allowed to do this.')).length).toBeGreaterThan(0);
  });

  it('shows the auditor the runs without running it', async () => {
    const operator = signInAs('auditor');
    mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(operator),
      'GET /ledger/audit': [CLEAN],
    });
    renderConsole('/demo/money/ledger-audit');
    expect(await screen.findByRole('region', { name: 'Latest run' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Run the audit now' })).not.toBeInTheDocument();
  });
});
