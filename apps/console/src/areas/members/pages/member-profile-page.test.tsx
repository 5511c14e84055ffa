import type { TOperatorRole, TOpsMemberProfile } from '@kirin/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockOps, type TMockCall } from '../../../test/mock-ops';
import { DEMO_MERCHANTS, meAnswer, renderConsole, signInAs } from '../../../test/render-console';
import { memberProfile, memberSession, pageOf } from '../test/member-fixtures';

const PROFILE = 'GET /merchants/demo/members/123';

function serve(role: TOperatorRole, handlers: Record<string, unknown> = {}) {
  const operator = signInAs(role);
  return mockOps({
    'GET /merchants': DEMO_MERCHANTS,
    'GET /auth/me': meAnswer(operator),
    [PROFILE]: memberProfile(),
    ...handlers,
  });
}

describe('member profile', () => {
  it('shows the overview: contacts in full, registration, upline, referrer, VIP, TOTP and every wallet', async () => {
    serve('support');
    renderConsole('/demo/members/123');
    expect(await screen.findByRole('heading', { level: 1, name: 'linkai' })).toBeInTheDocument();
    const contacts = screen.getByRole('region', { name: 'Contacts' });
    expect(within(contacts).getByText('linkai@mail.com')).toBeInTheDocument();
    expect(within(contacts).getByText('+886 912345678')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Registration' })).getByText('198.51.100.4'),
    ).toBeInTheDocument();
    const relations = screen.getByRole('region', { name: 'Upline, referrer and VIP' });
    expect(within(relations).getByRole('link', { name: 'agentwu' })).toHaveAttribute(
      'href',
      '/console/demo/members/77',
    );
    expect(within(relations).getByText('CHEN88')).toBeInTheDocument();
    expect(within(relations).getByText('3 · Gold')).toBeInTheDocument();
    const security = screen.getByRole('region', { name: 'Status and security' });
    expect(within(security).getByText('Authenticator (TOTP) bound').nextElementSibling).toHaveTextContent(
      'Yes',
    );
    const identity = screen.getByRole('region', { name: 'Identity check (KYC)' });
    expect(within(identity).getByText('KYC status').nextElementSibling).toHaveTextContent(
      'Waiting for review',
    );
    expect(within(identity).getByText('1 Zhongshan Rd, Taipei')).toBeInTheDocument();
    expect(within(identity).getByText('Occupation').nextElementSibling).toHaveTextContent('Tea farmer');
    expect(within(identity).getByText('Source of income').nextElementSibling).toHaveTextContent('Salary');
    const balances = screen.getByRole('table', { name: 'Balances' });
    expect(within(balances).getByText('PGSOFT')).toBeInTheDocument();
    expect(within(balances).getByText('500.00')).toBeInTheDocument();
    expect(within(balances).getByText('2,000.00')).toBeInTheDocument();
  });

  it('locks only with a reason, sends it, then shows the member locked', async () => {
    let profile: TOpsMemberProfile = memberProfile();
    const lockedStatus = {
      isLocked: true,
      lockedAt: '2026-11-27T01:00:00.000Z',
      lockedReason: 'chargeback fraud',
      lockedBy: 'support1',
    };
    const ops = serve('support', {
      [PROFILE]: () => profile,
      'POST /merchants/demo/members/123/lock': () => {
        profile = memberProfile({ status: lockedStatus, liveSessions: 0 });
        return { status: lockedStatus, endedSessions: 2 };
      },
    });
    renderConsole('/demo/members/123');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Lock' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Lock' }));
    expect(await within(dialog).findByText('Give a reason.')).toBeInTheDocument();
    expect(ops.callsTo('POST /merchants/demo/members/123/lock')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Reason/), 'chargeback fraud');
    await user.click(within(dialog).getByRole('button', { name: 'Lock' }));
    expect(await screen.findByRole('button', { name: 'Unlock' })).toBeInTheDocument();
    expect(ops.callsTo('POST /merchants/demo/members/123/lock')[0]?.body).toEqual({
      reason: 'chargeback fraud',
    });
    expect(screen.getByText('Locked: chargeback fraud')).toBeInTheDocument();
    expect(screen.getAllByText('Locked').length).toBeGreaterThan(0);
  });

  it('ends every session of the member and reads the list again', async () => {
    let sessions = [memberSession('a'), memberSession('b')];
    const ops = serve('owner', {
      'GET /merchants/demo/members/123/sessions': (call: TMockCall) => pageOf(sessions)(call),
      'POST /merchants/demo/members/123/sessions/end-all': () => {
        sessions = sessions.map((session) => ({ ...session, isLive: false }));
        return { endedSessions: 2 };
      },
    });
    const { router } = renderConsole('/demo/members/123');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Sessions' }));
    expect(router.state.location.search).toBe('?tab=sessions');
    const table = await screen.findByRole('table', { name: 'Sessions' });
    expect(await within(table).findAllByRole('button', { name: /End the session started/ })).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'End all sessions' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'End all sessions' }));
    await waitFor(() => expect(within(table).getAllByText('Ended')).toHaveLength(2));
    expect(ops.callsTo('POST /merchants/demo/members/123/sessions/end-all')).toHaveLength(1);
    expect(within(table).queryByRole('button', { name: /End the session started/ })).not.toBeInTheDocument();
  });

  it('checks each label against the contracts rule and saves the whole set', async () => {
    const ops = serve('support', {
      'PUT /merchants/demo/members/123/labels': { labels: ['vip-watch', 'high-roller'] },
    });
    renderConsole('/demo/members/123');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit labels' }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText('New label');
    await user.type(input, 'x'.repeat(25));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('A label has at most 24 characters.')).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, '  high-roller {Enter}');
    expect(within(dialog).getByRole('button', { name: 'Remove label high-roller' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save labels' }));
    await waitFor(() =>
      expect(ops.callsTo('PUT /merchants/demo/members/123/labels')[0]?.body).toEqual({
        labels: ['vip-watch', 'high-roller'],
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('stops at ten labels', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => `tag${i}`);
    const ops = serve('owner', { [PROFILE]: memberProfile({ labels: ten }) });
    renderConsole('/demo/members/123');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit labels' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('New label'), 'eleventh');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(
      await within(dialog).findByText('A member has at most 10 labels. Remove one first.'),
    ).toBeInTheDocument();
    expect(ops.callsTo('PUT /merchants/demo/members/123/labels')).toHaveLength(0);
  });
});

describe('member profile by role', () => {
  it('shows finance no lock or labels controls, but the member’s deposits with memberId', async () => {
    const ops = serve('finance', {
      'GET /merchants/demo/deposits': pageOf([
        {
          id: '501',
          memberId: '123',
          username: 'linkai',
          methodCode: 'BANK',
          methodName: 'Bank transfer',
          gateway: 'MANUAL_BANK',
          amount: 300000,
          status: 'CREDITED',
          gatewayOrderId: null,
          hasProof: true,
          reason: null,
          reviewedBy: 'finance1',
          firstApprovedBy: null,
          createdAt: '2026-11-25T01:00:00.000Z',
          updatedAt: '2026-11-25T02:00:00.000Z',
          expiresAt: '2026-11-26T01:00:00.000Z',
        },
      ]),
    });
    renderConsole('/demo/members/123');
    expect(await screen.findByRole('heading', { level: 1, name: 'linkai' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lock' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit labels' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New adjustment' })).toHaveAttribute(
      'href',
      '/console/demo/money/adjustments?adjust=linkai',
    );

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Deposits' }));
    const table = await screen.findByRole('table', { name: 'Deposits' });
    expect(await within(table).findByText('3,000.00')).toBeInTheDocument();
    expect(within(table).getByText('Credited')).toBeInTheDocument();
    expect(ops.callsTo('GET /merchants/demo/deposits')[0]?.query.get('memberId')).toBe('123');
    expect(screen.getByRole('tab', { name: 'Withdrawals' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Adjustments' })).toBeInTheDocument();
  });

  it('shows support the lock but none of the member’s money', async () => {
    serve('support');
    renderConsole('/demo/members/123?tab=deposits');
    expect(await screen.findByRole('button', { name: 'Lock' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit labels' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Deposits' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Withdrawals' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Adjustments' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New adjustment' })).not.toBeInTheDocument();
    // An address asking for a money tab opens the overview instead.
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the auditor everything to read and nothing to change', async () => {
    serve('auditor', {
      'GET /merchants/demo/members/123/sessions': pageOf([memberSession('a')]),
    });
    renderConsole('/demo/members/123?tab=sessions');
    const table = await screen.findByRole('table', { name: 'Sessions' });
    expect(await within(table).findByText('Mozilla/5.0 (iPhone)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'End all sessions' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /End the session/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lock' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit labels' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New adjustment' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Deposits' })).toBeInTheDocument();
  });
});
