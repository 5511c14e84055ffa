import { formatDateTime } from '@kirin/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useModalStore } from '../../lib/modal-store';
import { renderSecurityCentre } from './security-centre.test-support';

describe('security centre page', () => {
  it('shows the account, its labels and every security item once member info has loaded', async () => {
    renderSecurityCentre();
    const page = screen.getByTestId('centre-page-securityCenter');
    expect(within(page).getByRole('heading', { level: 3, name: 'My account' })).toBeInTheDocument();
    const profile = await screen.findByTestId('security-profile');
    expect(profile).toHaveTextContent('alice');
    expect(profile).toHaveTextContent('VIP, New');
    expect(profile).toHaveTextContent('Gold (level 3)');
    expect(screen.getByTestId('security-nickname')).toHaveValue('Ally');
    expect(screen.getByTestId('security-payment-password')).toHaveTextContent('Not set');
    expect(screen.getByTestId('security-mobile')).toHaveTextContent('Not bound');
    expect(screen.getByTestId('security-email')).toHaveTextContent('Not bound');
    expect(screen.getByTestId('security-totp')).toHaveTextContent('Not bound');
  });

  it('shows a bound mobile and e-mail masked, without their forms', async () => {
    renderSecurityCentre({
      mobileNum: '****5678',
      countryDialingCode: '84',
      email: 'al***@example.com',
      hasPaymentPassword: true,
      totpBound: true,
    });
    const mobile = await screen.findByTestId('security-mobile');
    expect(mobile).toHaveTextContent('+84 ****5678');
    expect(mobile).not.toHaveTextContent('912345678');
    expect(within(mobile).queryByRole('textbox')).not.toBeInTheDocument();
    const email = screen.getByTestId('security-email');
    expect(email).toHaveTextContent('al***@example.com');
    expect(within(email).queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByTestId('security-payment-password')).toHaveTextContent('Set');
    expect(
      within(screen.getByTestId('security-payment-password')).getByRole('button', { name: 'Change' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('security-totp')).toHaveTextContent('Bound');
  });

  it('shows the previous login as yyyy-MM-dd hh:mm:ss with its IP', async () => {
    renderSecurityCentre();
    const lastLogin = await screen.findByTestId('security-last-login');
    const shown = formatDateTime('2025-03-04T05:06:07.000Z', 'UTC');
    expect(shown).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(lastLogin).toHaveTextContent(shown);
    expect(lastLogin).toHaveTextContent('198.51.100.23');
  });

  it('says "first login" when there was no previous login', async () => {
    renderSecurityCentre({ lastLoginTime: null, lastLoginIp: null });
    expect(await screen.findByTestId('security-last-login')).toHaveTextContent('This is your first login.');
  });

  it('opens the change-password modal from the login password row', async () => {
    const { user } = renderSecurityCentre();
    await user.click(await screen.findByTestId('security-change-password'));
    expect(useModalStore.getState().stack).toEqual([{ name: 'changePassword' }]);
  });

  it('explains a failed load and loads again on retry', async () => {
    const { user, answerInfo } = renderSecurityCentre(
      {},
      { '/wps/member/info': { failure: { code: 'UNAVAILABLE', message: 'service_unavailable' } } },
    );
    expect(await screen.findByTestId('security-centre-error')).toHaveTextContent(
      'The service is temporarily unavailable. Please try again later.',
    );
    answerInfo({});
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('security-profile')).toBeInTheDocument();
    expect(screen.queryByTestId('security-centre-error')).not.toBeInTheDocument();
  });
});
