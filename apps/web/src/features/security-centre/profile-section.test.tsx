import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { latestBirthdayFor } from './birthday-age';
import { MEMBER_INFO, renderSecurityCentre, requestsTo } from './security-centre.test-support';

const PROFILE_SAVED = { '/wps/member/profile': { value: MEMBER_INFO } };

describe('security centre profile', () => {
  it('saves a new nickname with PUT /wps/member/profile and shows the reloaded info', async () => {
    const { user, fetchMock, answerInfo } = renderSecurityCentre({}, PROFILE_SAVED);
    const nickname = await screen.findByTestId('security-nickname');
    expect(screen.getByTestId('security-save-profile')).toBeDisabled();
    await user.clear(nickname);
    await user.type(nickname, 'Queen A');
    answerInfo({ nickname: 'Queen A' });
    await user.click(screen.getByTestId('security-save-profile'));
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    // Only the edited field is sent: the unset real name and birthday stay unset.
    expect(requestsTo(fetchMock, '/wps/member/profile')).toEqual([
      { method: 'PUT', body: { nickname: 'Queen A' } },
    ]);
    // The change refetched member info (first load plus one).
    expect(requestsTo(fetchMock, '/wps/member/info')).toHaveLength(2);
    expect(screen.getByTestId('security-nickname')).toHaveValue('Queen A');
    expect(screen.getByTestId('security-save-profile')).toBeDisabled();
  });

  it('sets the real name and birthday once, then shows them read-only with the customer-service note', async () => {
    const { user, fetchMock, answerInfo } = renderSecurityCentre({}, PROFILE_SAVED);
    await user.type(await screen.findByTestId('security-real-name'), 'Alice Nguyen');
    fireEvent.change(screen.getByTestId('security-birthday'), { target: { value: '1990-05-17' } });
    answerInfo({ payeeName: 'Alice Nguyen', birthday: '1990-05-17' });
    await user.click(screen.getByTestId('security-save-profile'));
    const realName = await screen.findByText('To change your real name, please contact customer service.');
    expect(realName.closest('[data-testid="security-real-name"]')).toHaveTextContent('Alice Nguyen');
    expect(requestsTo(fetchMock, '/wps/member/profile')[0]?.body).toEqual({
      payeeName: 'Alice Nguyen',
      birthday: '1990-05-17',
    });
    const profile = screen.getByTestId('security-profile');
    expect(within(profile).getByTestId('security-birthday')).toHaveTextContent('1990-05-17');
    expect(within(profile).getByTestId('security-birthday')).toHaveTextContent(
      'Your date of birth can be set only once.',
    );
    expect(within(profile).getAllByRole('textbox')).toHaveLength(1);
  });

  it('refuses a birthday that shows less than 21 years, without calling the server', async () => {
    const { user, fetchMock } = renderSecurityCentre();
    const birthday = await screen.findByTestId('security-birthday');
    expect(birthday).toHaveAttribute('max', latestBirthdayFor(21));
    const tooYoung = new Date();
    tooYoung.setFullYear(tooYoung.getFullYear() - 20);
    fireEvent.change(birthday, { target: { value: tooYoung.toISOString().slice(0, 10) } });
    await user.click(screen.getByTestId('security-save-profile'));
    expect(await screen.findByRole('alert')).toHaveTextContent('You must be at least 21 years old');
    expect(requestsTo(fetchMock, '/wps/member/profile')).toHaveLength(0);
  });

  it('shows the server validation messages under their fields, and other failures above the button', async () => {
    const { user, answers } = renderSecurityCentre(
      {},
      {
        '/wps/member/profile': {
          failure: {
            code: 'VALIDATION_FAILED',
            message: 'validation_failed',
            details: { birthday: 'birthday_min_age' },
          },
        },
      },
    );
    fireEvent.change(await screen.findByTestId('security-birthday'), { target: { value: '1990-01-01' } });
    await user.click(screen.getByTestId('security-save-profile'));
    const field = screen.getByTestId('security-birthday').closest('.account-field');
    expect(await within(field as HTMLElement).findByRole('alert')).toHaveTextContent(
      'You must be at least 21 years old',
    );
    answers['/wps/member/profile'] = { failure: { code: 'TRIAL_ACCOUNT', message: 'in_need_true_account' } };
    await user.click(screen.getByTestId('security-save-profile'));
    expect(await screen.findByTestId('security-profile-error')).toHaveTextContent(
      'Please register or log in with a real account to use this feature.',
    );
  });

  it('changes the avatar to a chosen one with PUT /wps/member/info/icon', async () => {
    const { user, fetchMock, answerInfo } = renderSecurityCentre(
      {},
      { '/wps/member/info/icon': { value: { avatar: 'a-3', avatarType: 'STATIC' } } },
    );
    const profile = await screen.findByTestId('security-profile');
    await user.click(within(profile).getByRole('button', { name: 'Change avatar' }));
    const choices = await within(profile).findByRole('list', { name: 'Avatars to choose from' });
    expect(within(choices).getByRole('button', { name: 'Avatar 2' })).toHaveAttribute('aria-pressed', 'true');
    answerInfo({ avatar: 'a-3' });
    await user.click(within(choices).getByRole('button', { name: 'Avatar 3' }));
    expect(requestsTo(fetchMock, '/wps/member/info/icon')).toEqual([
      { method: 'PUT', body: { avatar: 'a-3' } },
    ]);
    await waitFor(() =>
      expect(within(profile).getByRole('img', { name: 'Your avatar' })).toHaveAttribute(
        'src',
        '/avatars/3.png',
      ),
    );
    expect(within(profile).queryByRole('list', { name: 'Avatars to choose from' })).not.toBeInTheDocument();
  });
});
