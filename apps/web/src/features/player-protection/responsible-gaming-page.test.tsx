import {
  PROTECTION_LIMITS_PATH,
  PROTECTION_SELF_EXCLUSION_PATH,
  PROTECTION_SESSION_SETTINGS_PATH,
  PROTECTION_TIME_OUT_PATH,
} from '@kirin/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../lib/session-store';
import { renderWallet, sentTo } from '../wallet/testing/wallet.test-support';
import { ResponsibleGamingPage } from './components/responsible-gaming-page';
import { limitsAnswer } from './testing/protection-fixtures';

const SETTINGS_OFF = { realityCheckMinutes: null, sessionLimitMinutes: null };
const DEPOSIT_DAY = {
  kind: 'deposit',
  period: 'day',
  amount: 100_000,
  used: 30_000,
  remaining: 70_000,
} as const;
const LIMITS = limitsAnswer([
  DEPOSIT_DAY,
  {
    kind: 'deposit',
    period: 'week',
    amount: 200_000,
    used: 30_000,
    remaining: 170_000,
    pending: { amount: 500_000, effectiveAt: '2026-12-01T10:00:00.000Z' },
  },
  {
    kind: 'loss',
    period: 'month',
    amount: 80_000,
    used: 0,
    remaining: 80_000,
    pending: { amount: null, effectiveAt: '2026-12-02T08:30:00.000Z' },
  },
]);

function renderPage(extra = {}) {
  return renderWallet(<ResponsibleGamingPage title="Responsible gaming" />, {
    [PROTECTION_LIMITS_PATH]: { value: LIMITS },
    [PROTECTION_SESSION_SETTINGS_PATH]: { value: SETTINGS_OFF },
    ...extra,
  });
}

describe('responsible gaming: limits', () => {
  it('shows each limit with what is used, what remains and a waiting raise or removal', async () => {
    renderPage();
    expect(await screen.findByTestId('limit-deposit-day-amount')).toHaveTextContent('1,000.00');
    expect(screen.getByTestId('limit-deposit-day-used')).toHaveTextContent('300.00');
    expect(screen.getByTestId('limit-deposit-day-remaining')).toHaveTextContent('700.00');
    expect(screen.getByTestId('limit-deposit-week-pending')).toHaveTextContent(
      /^Rises to 5,000\.00 on Dec 1, 2026, 10:00\sAM$/,
    );
    expect(screen.getByTestId('limit-loss-month-pending')).toHaveTextContent(
      /^Removed on Dec 2, 2026, 8:30\sAM$/,
    );
    expect(screen.getByTestId('limit-wager-day-amount')).toHaveTextContent('No limit');
    expect(screen.queryByTestId('limit-wager-day-used')).not.toBeInTheDocument();
    expect(screen.getByTestId('protection-limits')).toHaveTextContent(
      'Lowering a limit applies at once; raising or removing one takes effect after 24 hours.',
    );
  });

  it('says a decrease applies at once and an increase in 24 hours, and sends the change in minor units', async () => {
    const lowered = limitsAnswer([{ ...DEPOSIT_DAY, amount: 50_000, remaining: 20_000 }]);
    const { user, fetchMock, answers } = renderPage({
      [`PUT ${PROTECTION_LIMITS_PATH}`]: { value: lowered },
    });
    await user.click(await screen.findByTestId('limit-deposit-day-edit'));
    const input = screen.getByTestId('limit-deposit-day-input');
    expect(input).toHaveValue('1000.00');
    await user.clear(input);
    await user.type(input, '2,000');
    expect(screen.getByTestId('limit-deposit-day-effect')).toHaveTextContent(
      'This is a raise: it takes effect in 24 hours.',
    );
    await user.clear(input);
    await user.type(input, '500');
    expect(screen.getByTestId('limit-deposit-day-effect')).toHaveTextContent('This applies at once.');
    await user.click(screen.getByTestId('limit-deposit-day-save'));
    expect(await screen.findByTestId('limit-deposit-day-done')).toHaveTextContent(
      'Your limit is now 500.00.',
    );
    expect(screen.getByTestId('limit-deposit-day-amount')).toHaveTextContent('500.00');
    expect(sentTo(fetchMock, PROTECTION_LIMITS_PATH).filter((s) => s.method === 'PUT')).toEqual([
      expect.objectContaining({ body: { kind: 'deposit', period: 'day', amount: 50_000 } }),
    ]);

    // A raise is accepted but waits: the row says until when.
    answers[`PUT ${PROTECTION_LIMITS_PATH}`] = {
      value: limitsAnswer([
        {
          ...DEPOSIT_DAY,
          amount: 50_000,
          pending: { amount: 300_000, effectiveAt: '2026-12-03T12:00:00.000Z' },
        },
      ]),
    };
    await user.click(screen.getByTestId('limit-deposit-day-edit'));
    await user.clear(screen.getByTestId('limit-deposit-day-input'));
    await user.type(screen.getByTestId('limit-deposit-day-input'), '3000');
    await user.click(screen.getByTestId('limit-deposit-day-save'));
    expect(await screen.findByTestId('limit-deposit-day-done')).toHaveTextContent(
      /^Rises to 3,000\.00 on Dec 3, 2026, 12:00\sPM$/,
    );
    expect(sentTo(fetchMock, PROTECTION_LIMITS_PATH).filter((s) => s.method === 'PUT')[1]?.body).toEqual({
      kind: 'deposit',
      period: 'day',
      amount: 300_000,
    });
  });

  it('removes a limit with amount null', async () => {
    const { user, fetchMock } = renderPage({ [`PUT ${PROTECTION_LIMITS_PATH}`]: { value: LIMITS } });
    await user.click(await screen.findByTestId('limit-deposit-day-edit'));
    await user.click(screen.getByTestId('limit-deposit-day-remove'));
    await waitFor(() =>
      expect(sentTo(fetchMock, PROTECTION_LIMITS_PATH).find((s) => s.method === 'PUT')?.body).toEqual({
        kind: 'deposit',
        period: 'day',
        amount: null,
      }),
    );
  });
});

describe('responsible gaming: reality checks and session limit', () => {
  it('saves the interval and the session limit chosen', async () => {
    const saved = { realityCheckMinutes: 30, sessionLimitMinutes: 120 };
    const { user, fetchMock } = renderPage({ [`PUT ${PROTECTION_SESSION_SETTINGS_PATH}`]: { value: saved } });
    await user.selectOptions(await screen.findByTestId('protection-reality-check'), 'Every 30 minutes');
    await user.selectOptions(screen.getByTestId('protection-session-limit'), '2 h');
    await user.click(screen.getByTestId('protection-session-save'));
    expect(await screen.findByTestId('protection-session-saved')).toHaveTextContent('Saved.');
    expect(sentTo(fetchMock, PROTECTION_SESSION_SETTINGS_PATH).find((s) => s.method === 'PUT')?.body).toEqual(
      saved,
    );
  });
});

describe('responsible gaming: take a break', () => {
  it('states what a time-out does, sends it with the password, then logs out and says until when', async () => {
    const { user, fetchMock } = renderPage({
      [`POST ${PROTECTION_TIME_OUT_PATH}`]: {
        value: {
          id: '7',
          kind: 'time_out',
          duration: '7d',
          startedAt: '2026-12-01T10:00:00.000Z',
          until: '2026-12-08T10:00:00.000Z',
          reopenRequestedAt: null,
          reopensAt: null,
        },
      },
    });
    await user.click(await screen.findByTestId('protection-time-out-7d'));
    await user.click(screen.getByTestId('protection-time-out-start'));
    const dialog = await screen.findByTestId('modal-breakConfirm');
    expect(dialog).toHaveTextContent('Take a time-out for 7 days?');
    const facts = within(dialog).getByTestId('break-facts');
    expect(facts).toHaveTextContent('You are logged out now, on every device.');
    expect(facts).toHaveTextContent('Login is refused until');
    expect(facts).toHaveTextContent('you can still log in to withdraw it');
    expect(facts).toHaveTextContent('We stop sending you promotions.');
    expect(facts).toHaveTextContent('A time-out cannot be ended early.');

    await user.click(within(dialog).getByTestId('break-confirm'));
    expect(await within(dialog).findByText('Please enter your password')).toBeInTheDocument();
    expect(sentTo(fetchMock, PROTECTION_TIME_OUT_PATH)).toHaveLength(0);

    await user.type(within(dialog).getByTestId('break-password'), 'secret1');
    await user.click(within(dialog).getByTestId('break-confirm'));
    expect(await screen.findByTestId('break-started-until')).toHaveTextContent(
      /^You are taking a time-out until Dec 8, 2026, 10:00\sAM\.$/,
    );
    expect(sentTo(fetchMock, PROTECTION_TIME_OUT_PATH)).toEqual([
      expect.objectContaining({ method: 'POST', body: { duration: '7d', password: 'secret1' } }),
    ]);
    expect(useSessionStore.getState().token).toBeNull();
    expect(window.sessionStorage.getItem('token')).toBeNull();
    expect(screen.queryByTestId('modal-breakConfirm')).not.toBeInTheDocument();
  });

  it('keeps the member signed in when the password is wrong', async () => {
    const { user } = renderPage({
      [`POST ${PROTECTION_TIME_OUT_PATH}`]: {
        failure: { code: 'WRONG_CREDENTIALS', message: 'wrong_account_or_password' },
      },
    });
    await user.click(await screen.findByTestId('protection-time-out-start'));
    await user.type(await screen.findByTestId('break-password'), 'wrong');
    await user.click(screen.getByTestId('break-confirm'));
    expect(await screen.findByTestId('break-error')).toBeInTheDocument();
    expect(useSessionStore.getState().token).toBe('t-1');
    expect(screen.getByTestId('modal-breakConfirm')).toBeInTheDocument();
  });

  it('says an indefinite self-exclusion is lifted only through support, and shows it as indefinite', async () => {
    const { user, fetchMock } = renderPage({
      [`POST ${PROTECTION_SELF_EXCLUSION_PATH}`]: {
        value: {
          id: '8',
          kind: 'self_exclusion',
          duration: 'indefinite',
          startedAt: '2026-12-01T10:00:00.000Z',
          until: null,
          reopenRequestedAt: null,
          reopensAt: null,
        },
      },
    });
    await user.click(await screen.findByTestId('protection-self-exclusion-indefinite'));
    await user.click(screen.getByTestId('protection-self-exclusion-start'));
    const facts = await screen.findByTestId('break-facts');
    expect(facts).toHaveTextContent('Login is refused indefinitely.');
    expect(facts).toHaveTextContent('can only be lifted through customer support');
    await user.type(screen.getByTestId('break-password'), 'secret1');
    await user.click(screen.getByTestId('break-confirm'));
    expect(await screen.findByTestId('break-started-until')).toHaveTextContent(
      'You have excluded yourself until indefinitely.',
    );
    expect(sentTo(fetchMock, PROTECTION_SELF_EXCLUSION_PATH)[0]?.body).toEqual({
      duration: 'indefinite',
      password: 'secret1',
    });
  });

  it('links to the account records for the history export', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByTestId('protection-history-link'));
    expect(await screen.findByTestId('centre-page-transactionHistory')).toBeInTheDocument();
  });
});
