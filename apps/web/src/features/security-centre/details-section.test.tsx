import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_DETAILS, renderSecurityCentre, requestsTo } from './security-centre.test-support';

const SAVED = {
  address: '12 Nguyen Hue, District 1',
  nationality: 'VN',
  occupation: 'other' as const,
  occupationOther: 'Tea farmer',
  sourceOfIncome: 'salary' as const,
  sourceOfIncomeOther: null,
};

async function detailsCard(...args: Parameters<typeof renderSecurityCentre>) {
  const view = renderSecurityCentre(...args);
  const card = await screen.findByTestId('security-details');
  return { ...view, card };
}

describe('security centre: personal details', () => {
  it('saves address, nationality, occupation ("other" with its words) and source of income', async () => {
    const { card, user, fetchMock, answers } = await detailsCard();
    await user.type(await within(card).findByTestId('security-address'), SAVED.address);
    await user.selectOptions(await within(card).findByRole('combobox', { name: 'Nationality' }), 'VN');
    expect(within(card).queryByTestId('security-occupation-other')).toBeNull();
    await user.selectOptions(within(card).getByTestId('security-occupation'), 'other');
    await user.type(within(card).getByTestId('security-occupation-other'), 'Tea farmer');
    await user.selectOptions(within(card).getByTestId('security-income'), 'salary');
    answers['/wps/member/profile/details'] = { value: { ...SAVED, isLocked: false } };
    await user.click(within(card).getByTestId('security-save-details'));

    expect(await within(card).findByText('Your details have been saved.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/wps/member/profile/details').filter((r) => r.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        body: {
          address: SAVED.address,
          nationality: 'VN',
          occupation: 'other',
          occupationOther: 'Tea farmer',
          sourceOfIncome: 'salary',
          sourceOfIncomeOther: '',
        },
      },
    ]);
  });

  it('says what is missing without calling the server', async () => {
    const { card, user, fetchMock } = await detailsCard();
    await user.type(await within(card).findByTestId('security-address'), 'abc');
    await user.selectOptions(within(card).getByTestId('security-occupation'), 'other');
    await user.click(within(card).getByTestId('security-save-details'));
    expect(
      await within(card).findByText('Please enter your address (5 to 255 characters)'),
    ).toBeInTheDocument();
    expect(within(card).getByText('Please choose your nationality')).toBeInTheDocument();
    expect(within(card).getByText('Please choose one')).toBeInTheDocument();
    // Once the rest is right, "other" still wants its words.
    await user.type(within(card).getByTestId('security-address'), ' Street');
    await user.selectOptions(within(card).getByTestId('security-nationality'), 'TW');
    await user.selectOptions(within(card).getByTestId('security-income'), 'pension');
    await user.click(within(card).getByTestId('security-save-details'));
    expect(await within(card).findByText('This field is required')).toBeInTheDocument();
    expect(
      requestsTo(fetchMock, '/wps/member/profile/details').filter((r) => r.method === 'PUT'),
    ).toHaveLength(0);
  });

  it('shows the details read-only once the identity is verified', async () => {
    const { card } = await detailsCard(
      {},
      {
        '/wps/member/profile/details': { value: { ...SAVED, isLocked: true } },
      },
    );
    const facts = await within(card).findByTestId('security-details-locked');
    expect(facts).toHaveTextContent(SAVED.address);
    expect(facts).toHaveTextContent('Vietnam');
    expect(facts).toHaveTextContent('Tea farmer');
    expect(facts).toHaveTextContent('Salary');
    expect(
      within(card).getByText(
        'Your identity is verified: to change these details, please contact customer service.',
      ),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('textbox')).toBeNull();
    expect(within(card).queryByTestId('security-save-details')).toBeNull();
  });

  it('shows the lock the server answers when the review came first', async () => {
    const { card, user, answers } = await detailsCard(
      {},
      {
        '/wps/member/profile/details': { value: { ...EMPTY_DETAILS, ...SAVED } },
      },
    );
    const address = await within(card).findByTestId('security-address');
    await user.clear(address);
    await user.type(address, 'Somewhere else 1');
    answers['/wps/member/profile/details'] = {
      failure: { code: 'KYC_PROFILE_LOCKED', message: 'kyc_profile_locked' },
    };
    await user.click(within(card).getByTestId('security-save-details'));
    expect(await within(card).findByTestId('security-details-error')).toHaveTextContent(
      'Your identity is verified: please contact customer service to change these details.',
    );
  });
});
