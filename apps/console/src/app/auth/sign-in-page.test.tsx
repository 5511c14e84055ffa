import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../lib/session-store';
import { failure, mockOps } from '../../test/mock-ops';
import { DEMO_MERCHANTS, makeOperator, meAnswer, renderConsole } from '../../test/render-console';

describe('sign-in', () => {
  it('signs in with username, password and code, then opens the first area of the role', async () => {
    const operator = makeOperator('finance');
    const ops = mockOps({
      'POST /auth/login': { token: 'k'.repeat(43), expiresAt: '2026-11-27T20:00:00.000Z', operator },
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(operator),
      'GET /merchants/demo/dashboard': () => ({ success: false, code: 'FORBIDDEN', message: 'forbidden' }),
    });
    const { router } = renderConsole('/');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'finance1');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.type(screen.getByLabelText('Authenticator code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByTestId('operator-badge')).toHaveTextContent('finance1 · Finance');
    expect(ops.callsTo('POST /auth/login')[0]?.body).toEqual({
      username: 'finance1',
      password: 'correct horse battery',
      totpCode: '123456',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/console/demo/dashboard'));
    // Every later call carries the session token.
    expect(ops.callsTo('GET /merchants')[0]?.token).toBe('k'.repeat(43));
  });

  it('says what went wrong in the operator language and stays on the page', async () => {
    mockOps({ 'POST /auth/login': failure('SECOND_FACTOR_REQUIRED', 'second_factor_required') });
    renderConsole('/sign-in');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'finance1');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/code/i);
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('enrols a first-time operator: the password starts it, the QR and key show, the first code signs in', async () => {
    const operator = makeOperator('support');
    const ops = mockOps({
      'POST /auth/login': failure('TOTP_ENROLMENT_REQUIRED', 'totp_enrolment_required'),
      'POST /auth/enrolment/start': {
        ticket: 'ticket-1',
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUri: 'otpauth://totp/Kirin:support1?secret=JBSWY3DPEHPK3PXP&issuer=Kirin',
        expiresAt: '2026-11-27T10:10:00.000Z',
      },
      'POST /auth/enrolment/finish': {
        token: 'n'.repeat(43),
        expiresAt: '2026-11-27T20:00:00.000Z',
        operator,
      },
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(operator),
    });
    renderConsole('/sign-in');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'support1');
    await user.type(screen.getByLabelText('Password'), 'first password 2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Set up your authenticator' })).toBeInTheDocument();
    expect(screen.getByTestId('enrol-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    expect(screen.getByTitle('Authenticator set-up code')).toBeInTheDocument();
    expect(ops.callsTo('POST /auth/enrolment/start')[0]?.body).toEqual({
      username: 'support1',
      password: 'first password 2026',
    });
    await user.type(screen.getByLabelText('First code from the app'), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    expect(await screen.findByTestId('operator-badge')).toHaveTextContent('support1');
    expect(ops.callsTo('POST /auth/enrolment/finish')[0]?.body).toEqual({
      ticket: 'ticket-1',
      totpCode: '654321',
    });
    expect(useSessionStore.getState().token).toBe('n'.repeat(43));
  });

  it('sends a visitor without a session to the sign-in page', async () => {
    const { router } = renderConsole('/demo/money/withdrawals');
    expect(await screen.findByRole('heading', { name: 'Operator console' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/console/sign-in');
  });
});
