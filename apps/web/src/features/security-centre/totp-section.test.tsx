import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  installPayloadKey,
  MEMBER_INFO,
  renderSecurityCentre,
  requestsTo,
} from './security-centre.test-support';

const SETUP = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/Kirin:alice?secret=JBSWY3DPEHPK3PXP&issuer=Kirin',
};

describe('security centre Google authenticator', () => {
  it('binds: asks the login password, shows the 200 px QR code and secret, then confirms a 6-digit code', async () => {
    const openSealed = await installPayloadKey();
    const { user, fetchMock, answerInfo } = renderSecurityCentre(
      {},
      {
        '/wps/member/totp/setup': { value: SETUP },
        '/wps/member/totp/bind': { value: { ...MEMBER_INFO, totpBound: true } },
      },
    );
    const card = await screen.findByTestId('security-totp');
    await user.click(within(card).getByRole('button', { name: 'Bind' }));
    await user.click(within(card).getByRole('button', { name: 'Continue' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('This field is required');
    expect(requestsTo(fetchMock, '/wps/member/totp/setup')).toHaveLength(0);
    await user.type(screen.getByTestId('security-totp-password'), 'secret-1');
    await user.click(within(card).getByRole('button', { name: 'Continue' }));
    const qr = await within(card).findByTestId('security-totp-qr');
    expect(qr).toHaveAttribute('width', '200');
    expect(qr).toHaveAttribute('height', '200');
    expect(card).toHaveTextContent('JBSWY3DPEHPK3PXP');
    const [sent] = requestsTo(fetchMock, '/wps/member/totp/setup');
    expect(await openSealed(sent?.body)).toEqual({ password: 'secret-1' });

    await user.type(screen.getByTestId('security-totp-code'), '12345');
    await user.click(within(card).getByRole('button', { name: 'Confirm and bind' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Please enter the 6-digit code');
    expect(requestsTo(fetchMock, '/wps/member/totp/bind')).toHaveLength(0);

    await user.type(screen.getByTestId('security-totp-code'), '6');
    answerInfo({ totpBound: true });
    await user.click(within(card).getByRole('button', { name: 'Confirm and bind' }));
    expect(await within(card).findByRole('status')).toHaveTextContent('Google authenticator is now bound.');
    expect(requestsTo(fetchMock, '/wps/member/totp/bind')).toEqual([
      { method: 'POST', body: { code: '123456' } },
    ]);
    expect(card).toHaveTextContent('Bound');
    expect(within(card).queryByTestId('security-totp-qr')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Unbind' })).toBeInTheDocument();
  });

  it('shows a wrong login password under the password field', async () => {
    await installPayloadKey();
    const { user } = renderSecurityCentre(
      {},
      { '/wps/member/totp/setup': { failure: { code: 'PASSWORD_WRONG', message: 'password_wrong' } } },
    );
    const card = await screen.findByTestId('security-totp');
    await user.click(within(card).getByRole('button', { name: 'Bind' }));
    await user.type(screen.getByTestId('security-totp-password'), 'wrong-1');
    await user.click(within(card).getByRole('button', { name: 'Continue' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('The password is wrong');
    expect(within(card).queryByTestId('security-totp-qr')).not.toBeInTheDocument();
  });

  it('shows a wrong code under the code field', async () => {
    await installPayloadKey();
    const { user } = renderSecurityCentre(
      {},
      {
        '/wps/member/totp/setup': { value: SETUP },
        '/wps/member/totp/bind': { failure: { code: 'VERIFICATION_FAILED', message: 'verification_failed' } },
      },
    );
    const card = await screen.findByTestId('security-totp');
    await user.click(within(card).getByRole('button', { name: 'Bind' }));
    await user.type(screen.getByTestId('security-totp-password'), 'secret-1');
    await user.click(within(card).getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByTestId('security-totp-code'), '000000');
    await user.click(within(card).getByRole('button', { name: 'Confirm and bind' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'The verification failed. Please check and try again.',
    );
    expect(screen.getByTestId('security-totp-code')).toHaveAttribute('aria-invalid', 'true');
  });

  it('unbinds with a code when bound', async () => {
    const { user, fetchMock, answerInfo } = renderSecurityCentre(
      { totpBound: true },
      { '/wps/member/totp/unbind': { value: MEMBER_INFO } },
    );
    const card = await screen.findByTestId('security-totp');
    expect(within(card).queryByRole('button', { name: 'Bind' })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Unbind' }));
    await user.type(screen.getByTestId('security-totp-code'), '654321');
    answerInfo({ totpBound: false });
    await user.click(within(card).getByRole('button', { name: 'Confirm and unbind' }));
    expect(await within(card).findByRole('status')).toHaveTextContent(
      'Google authenticator has been unbound.',
    );
    expect(requestsTo(fetchMock, '/wps/member/totp/unbind')).toEqual([
      { method: 'POST', body: { code: '654321' } },
    ]);
    expect(card).toHaveTextContent('Not bound');
  });
});
