import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setPayloadKey } from '../../lib/sealed-request';
import { installPayloadKey, renderSecurityCentre, requestsTo } from './security-centre.test-support';

const PAYMENT = '/wps/member/password/payment';

async function openPaymentForm(user: ReturnType<typeof renderSecurityCentre>['user']) {
  const card = await screen.findByTestId('security-payment-password');
  await user.click(within(card).getByRole('button', { name: 'Set' }));
  return card;
}

describe('security centre payment password', () => {
  afterEach(() => setPayloadKey(null));

  it('checks six digits and the confirmation before sending anything', async () => {
    const { user, fetchMock } = renderSecurityCentre();
    const card = await openPaymentForm(user);
    await user.type(screen.getByTestId('security-payment-password-new'), '12345');
    await user.type(screen.getByTestId('security-payment-password-confirm'), '12346');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    const alerts = await within(card).findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'The payment password must be 6 digits',
      'The two passwords you entered are different.',
      'This field is required',
    ]);
    expect(requestsTo(fetchMock, PAYMENT)).toHaveLength(0);
  });

  it('sends the payment password sealed with the login password, then shows it as set', async () => {
    const openSealed = await installPayloadKey();
    const { user, fetchMock, answerInfo } = renderSecurityCentre({}, { [PAYMENT]: { value: null } });
    const card = await openPaymentForm(user);
    await user.type(screen.getByTestId('security-payment-password-new'), '246810');
    await user.type(screen.getByTestId('security-payment-password-confirm'), '246810');
    await user.type(screen.getByTestId('security-payment-password-login'), 'secret-1');
    answerInfo({ hasPaymentPassword: true });
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByRole('status')).toHaveTextContent(
      'Your payment password has been saved.',
    );
    const [sent] = requestsTo(fetchMock, PAYMENT);
    expect(sent?.method).toBe('POST');
    // The body on the wire is sealed: no digits in clear.
    expect(JSON.stringify(sent?.body)).not.toContain('246810');
    expect(await openSealed(sent?.body)).toEqual({
      paymentPassword: '246810',
      confirmPaymentPassword: '246810',
      password: 'secret-1',
    });
    expect(within(card).getByRole('button', { name: 'Change' })).toBeInTheDocument();
    expect(within(card).queryByTestId('security-payment-password-new')).not.toBeInTheDocument();
  });

  it('shows a wrong login password under the login password field', async () => {
    await installPayloadKey();
    const { user } = renderSecurityCentre(
      {},
      { [PAYMENT]: { failure: { code: 'PASSWORD_WRONG', message: 'password_wrong' } } },
    );
    const card = await openPaymentForm(user);
    await user.type(screen.getByTestId('security-payment-password-new'), '246810');
    await user.type(screen.getByTestId('security-payment-password-confirm'), '246810');
    await user.type(screen.getByTestId('security-payment-password-login'), 'wrong');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    const login = screen.getByTestId('security-payment-password-login');
    expect(
      await within(login.closest('.account-field') as HTMLElement).findByRole('alert'),
    ).toHaveTextContent('The password is wrong');
    expect(login).toHaveAttribute('aria-invalid', 'true');
  });
  it('asks a member with a bound authenticator for its code, and sends it with the passwords', async () => {
    const openSealed = await installPayloadKey();
    const { user, fetchMock } = renderSecurityCentre({ totpBound: true }, { [PAYMENT]: { value: null } });
    const card = await openPaymentForm(user);
    await user.type(screen.getByTestId('security-payment-password-new'), '246810');
    await user.type(screen.getByTestId('security-payment-password-confirm'), '246810');
    await user.type(screen.getByTestId('security-payment-password-login'), 'secret-1');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText('Please enter the 6-digit code')).toBeInTheDocument();
    expect(requestsTo(fetchMock, PAYMENT)).toHaveLength(0);
    await user.type(screen.getByTestId('security-payment-password-totp'), '135790');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByRole('status')).toHaveTextContent(
      'Your payment password has been saved.',
    );
    const [sent] = requestsTo(fetchMock, PAYMENT);
    expect(await openSealed(sent?.body)).toEqual({
      paymentPassword: '246810',
      confirmPaymentPassword: '246810',
      password: 'secret-1',
      totpCode: '135790',
    });
  });

  it('shows the code field when the server says the authenticator is needed', async () => {
    await installPayloadKey();
    const { user } = renderSecurityCentre(
      {},
      { [PAYMENT]: { failure: { code: 'TOTP_REQUIRED', message: 'totp_required' } } },
    );
    const card = await openPaymentForm(user);
    expect(screen.queryByTestId('security-payment-password-totp')).not.toBeInTheDocument();
    await user.type(screen.getByTestId('security-payment-password-new'), '246810');
    await user.type(screen.getByTestId('security-payment-password-confirm'), '246810');
    await user.type(screen.getByTestId('security-payment-password-login'), 'secret-1');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    const field = await screen.findByTestId('security-payment-password-totp');
    expect(
      await within(field.closest('.account-field') as HTMLElement).findByRole('alert'),
    ).toHaveTextContent('authenticator app');
  });
});
