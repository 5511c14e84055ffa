import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useModalStore } from '../../lib/modal-store';
import { setPayloadKey } from '../../lib/sealed-request';
import {
  installPayloadKey,
  MEMBER_INFO,
  renderSecurityCentre,
  requestsTo,
} from './security-centre.test-support';

const COUNTRIES = {
  '/wps/system/countries': {
    value: [
      { countryCode: 'TH', countryDialingCode: '66', name: 'Thailand' },
      { countryCode: 'VN', countryDialingCode: '84', name: 'Vietnam' },
    ],
  },
};
const fieldOf = (testId: string) => screen.getByTestId(testId).closest('.account-field') as HTMLElement;

describe('security centre mobile binding', () => {
  it('sends a code to the number, then binds it and shows it masked', async () => {
    const { user, fetchMock, answerInfo } = renderSecurityCentre(
      {},
      {
        ...COUNTRIES,
        '/wps/verification/sms/bind': { value: { expiredMinutes: 5 } },
        '/wps/member/bind/mobile': { value: MEMBER_INFO },
      },
    );
    const card = await screen.findByTestId('security-mobile');
    // The visitor's country (VN) is the default dialling code.
    await waitFor(() => expect(within(card).getByTestId('country-select')).toHaveTextContent('+84'));
    await user.type(screen.getByTestId('security-mobile-number'), '912345678');
    await user.click(screen.getByTestId('security-mobile-send-code'));
    // expiredMinutes 5 → a 300 s countdown (a slow run may already have ticked once or twice).
    expect(await screen.findByText(/^Resend in (300|299|298) s$/)).toBeInTheDocument();
    expect(screen.getByTestId('security-mobile-send-code')).toBeDisabled();
    expect(requestsTo(fetchMock, '/wps/verification/sms/bind')).toEqual([
      { method: 'POST', body: { mobileNum: '912345678', countryDialingCode: '84' } },
    ]);
    await user.type(screen.getByTestId('security-mobile-code'), '123456');
    answerInfo({ mobileNum: '****5678', countryDialingCode: '84' });
    await user.click(within(card).getByRole('button', { name: 'Bind' }));
    expect(await within(card).findByRole('status')).toHaveTextContent('Your mobile number has been bound.');
    expect(requestsTo(fetchMock, '/wps/member/bind/mobile')).toEqual([
      {
        method: 'POST',
        body: { mobileNum: '912345678', verificationCode: '123456', countryDialingCode: '84' },
      },
    ]);
    expect(card).toHaveTextContent('+84 ****5678');
    expect(within(card).queryByTestId('security-mobile-number')).not.toBeInTheDocument();
  });

  it('sends no code for a number that fails the rule', async () => {
    const { user, fetchMock } = renderSecurityCentre({}, COUNTRIES);
    await user.type(await screen.findByTestId('security-mobile-number'), '12ab');
    await user.click(screen.getByTestId('security-mobile-send-code'));
    expect(await within(fieldOf('security-mobile-number')).findByRole('alert')).toHaveTextContent(
      'Please enter a valid mobile number',
    );
    expect(requestsTo(fetchMock, '/wps/verification/sms/bind')).toHaveLength(0);
  });

  it('warns when the number is taken, and shows a wrong code under the code field', async () => {
    const { user, answers } = renderSecurityCentre(
      {},
      {
        ...COUNTRIES,
        '/wps/verification/sms/bind': { failure: { code: 'MOBILE_TAKEN', message: 'mobile_taken' } },
        '/wps/member/bind/mobile': { failure: { code: 'PHONE_INVALID_CODE', message: 'phone_invalid_code' } },
      },
    );
    await user.type(await screen.findByTestId('security-mobile-number'), '912345678');
    await user.click(screen.getByTestId('security-mobile-send-code'));
    expect(useModalStore.getState().stack).toEqual([{ name: 'warning', messageKey: 'mobile_taken' }]);
    answers['/wps/verification/sms/bind'] = { value: { expiredMinutes: 5 } };
    await user.type(screen.getByTestId('security-mobile-code'), '000000');
    await user.click(within(screen.getByTestId('security-mobile')).getByRole('button', { name: 'Bind' }));
    expect(await within(fieldOf('security-mobile-code')).findByRole('alert')).toHaveTextContent(
      'The verification code is invalid or missing',
    );
  });
});

describe('security centre e-mail binding', () => {
  afterEach(() => setPayloadKey(null));

  it('checks the address and the password before sending', async () => {
    const { user, fetchMock } = renderSecurityCentre();
    await user.type(await screen.findByTestId('security-email-address'), 'not-an-address');
    await user.click(within(screen.getByTestId('security-email')).getByRole('button', { name: 'Bind' }));
    expect(await within(fieldOf('security-email-address')).findByRole('alert')).toHaveTextContent(
      'Please enter a valid e-mail address',
    );
    expect(within(fieldOf('security-email-password')).getByRole('alert')).toHaveTextContent(
      'This field is required',
    );
    expect(requestsTo(fetchMock, '/wps/member/bind/email')).toHaveLength(0);
  });

  it('binds the address with a sealed body and then shows it masked', async () => {
    const openSealed = await installPayloadKey();
    const { user, fetchMock, answerInfo } = renderSecurityCentre(
      {},
      { '/wps/member/bind/email': { value: MEMBER_INFO } },
    );
    const card = await screen.findByTestId('security-email');
    await user.type(screen.getByTestId('security-email-address'), 'alice@example.com');
    await user.type(screen.getByTestId('security-email-password'), 'secret-1');
    answerInfo({ email: 'al***@example.com' });
    await user.click(within(card).getByRole('button', { name: 'Bind' }));
    expect(await within(card).findByRole('status')).toHaveTextContent('Your e-mail address has been bound.');
    expect(card).toHaveTextContent('al***@example.com');
    const [sent] = requestsTo(fetchMock, '/wps/member/bind/email');
    expect(sent?.body).toMatchObject({ sealed: 1, kid: 'k-test' });
    expect(await openSealed(sent?.body)).toEqual({ email: 'alice@example.com', password: 'secret-1' });
  });

  it('shows an address already in use under the address field', async () => {
    await installPayloadKey();
    const { user } = renderSecurityCentre(
      {},
      { '/wps/member/bind/email': { failure: { code: 'EMAIL_TAKEN', message: 'email_taken' } } },
    );
    await user.type(await screen.findByTestId('security-email-address'), 'bob@example.com');
    await user.type(screen.getByTestId('security-email-password'), 'secret-1');
    await user.click(within(screen.getByTestId('security-email')).getByRole('button', { name: 'Bind' }));
    expect(await within(fieldOf('security-email-address')).findByRole('alert')).toHaveTextContent(
      'This e-mail address is already in use',
    );
  });
});
