import { PROTECTION_REOPEN_PATH, PROTECTION_STATUS_PATH } from '@kirin/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useModalStore } from '../../lib/modal-store';
import { useSessionStore } from '../../lib/session-store';
import { mockApi } from '../../test/fetch-mock';
import { renderSite } from '../../test/render-site';
import { installTestPayloadKey, openSealedBody } from '../../test/sealed-body';
import { LOGIN_ANSWER, MEMBER_INFO } from '../accounts/testing/member-fixtures';
import { STATUS_PLAY } from './testing/protection-fixtures';

const LOGIN = '/wps/session/login';
type TAnswers = Parameters<typeof mockApi>[0];

function refusal(code: 'TIMED_OUT' | 'SELF_EXCLUDED', details: Record<string, unknown>) {
  const message = code === 'TIMED_OUT' ? 'account_timed_out' : 'account_self_excluded';
  // The server's details may arrive as text or as JSON values: both are read.
  return { failure: { code, message, details: details as Record<string, string> } };
}

async function logIn(answers: TAnswers) {
  const fetchMock = mockApi(answers);
  const view = renderSite('/index');
  act(() => useModalStore.getState().openModal({ name: 'login' }));
  await view.user.type(await screen.findByTestId('login-username'), 'alice');
  await view.user.type(screen.getByTestId('login-password'), 'secret1');
  await view.user.click(screen.getByTestId('login-submit'));
  return { ...view, fetchMock };
}

beforeEach(async () => {
  await installTestPayloadKey();
});

describe('login refused during a time-out or self-exclusion', () => {
  it('says until when a time-out lasts, in the member language', async () => {
    await logIn({
      [LOGIN]: refusal('TIMED_OUT', {
        until: '2026-12-08T10:00:00.000Z',
        reopensAt: 'null',
        canWithdraw: 'false',
      }),
    });
    expect(await screen.findByTestId('login-exclusion-message')).toHaveTextContent(
      /^You are taking a time-out until Dec 8, 2026, 10:00\sAM\.$/,
    );
    expect(screen.queryByTestId('login-withdraw')).not.toBeInTheDocument();
    expect(screen.queryByTestId('login-reopen')).not.toBeInTheDocument();
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('says indefinitely for an indefinite self-exclusion, and offers to withdraw the balance', async () => {
    await logIn({ [LOGIN]: refusal('SELF_EXCLUDED', { until: null, reopensAt: null, canWithdraw: true }) });
    expect(await screen.findByTestId('login-exclusion-message')).toHaveTextContent(
      'You have excluded yourself until indefinitely.',
    );
    expect(screen.getByTestId('login-exclusion')).toHaveTextContent(
      'Only customer support can lift an indefinite self-exclusion.',
    );
    expect(screen.getByTestId('login-withdraw')).toHaveTextContent('Withdraw my balance');
  });

  it('asks to reopen an ended self-exclusion with the typed credentials and says when it reopens', async () => {
    const { user, fetchMock } = await logIn({
      [LOGIN]: refusal('SELF_EXCLUDED', { until: '2026-01-01T00:00:00.000Z', canWithdraw: 'false' }),
      [PROTECTION_REOPEN_PATH]: { value: { reopensAt: '2030-01-02T09:15:00.000Z' } },
    });
    expect(await screen.findByTestId('login-exclusion-message')).toHaveTextContent(
      /^Your self-exclusion ended on Jan 1, 2026, 12:00\sAM\. Ask to reopen your account/,
    );
    await user.click(screen.getByTestId('login-reopen'));
    await waitFor(() =>
      expect(screen.getByTestId('login-exclusion-message')).toHaveTextContent(
        /^Your account reopens on Jan 2, 2030, 9:15\sAM\.$/,
      ),
    );
    const reopen = fetchMock.mock.calls.find(([url]) => String(url) === PROTECTION_REOPEN_PATH);
    expect(JSON.parse(String(reopen?.[1]?.body))).toEqual({ username: 'alice', password: 'secret1' });
    expect(screen.queryByTestId('login-reopen')).not.toBeInTheDocument();
  });

  it('logs in again for withdrawal only, and the centre offers the withdrawal page alone', async () => {
    const answers: TAnswers = {
      [LOGIN]: refusal('TIMED_OUT', { until: '2026-12-08T10:00:00.000Z', canWithdraw: 'true' }),
    };
    const { user, fetchMock } = await logIn(answers);
    const withdraw = await screen.findByTestId('login-withdraw');
    answers[LOGIN] = { value: LOGIN_ANSWER };
    answers['/wps/member/info'] = { value: MEMBER_INFO };
    answers[PROTECTION_STATUS_PATH] = { value: { ...STATUS_PLAY, isWithdrawalOnly: true } };
    await user.click(withdraw);

    const centre = await screen.findByTestId('member-centre');
    expect(centre).toHaveAttribute('data-active-page', 'withdraw');
    expect(
      within(centre)
        .getAllByTestId(/^centre-menu-/)
        .map((item) => item.dataset.testid),
    ).toEqual(['centre-menu-transferFund', 'centre-menu-withdraw']);
    expect(within(centre).getByTestId('withdrawal-only-notice')).toHaveTextContent(
      'During your exclusion you can only withdraw your balance.',
    );
    const logins = fetchMock.mock.calls.filter(([url]) => String(url) === LOGIN);
    const bodies = await Promise.all(logins.map(([, init]) => openSealedBody(init)));
    expect(bodies).toEqual([
      { type: 'username', username: 'alice', password: 'secret1' },
      { type: 'username', username: 'alice', password: 'secret1', purpose: 'withdrawal' },
    ]);
    expect(useSessionStore.getState().token).toBe('token-alice');
    // Two sealed logins and the member centre's first load: slow under a parallel run.
  }, 15_000);
});
