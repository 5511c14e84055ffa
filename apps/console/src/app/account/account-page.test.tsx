import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, mockOps } from '../../test/mock-ops';
import { DEMO_MERCHANTS, meAnswer, renderConsole, signInAs } from '../../test/render-console';

describe('own account', () => {
  it('changes the password with the current one and a code, checking the repeat first', async () => {
    const operator = signInAs('auditor');
    const ops = mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(operator),
      'POST /auth/password': operator,
    });
    renderConsole('/demo/account');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Current password'), 'old password 2026');
    await user.type(screen.getByLabelText('New password'), 'a much longer new one');
    await user.type(screen.getByLabelText('New password again'), 'a much longer new two');
    await user.type(screen.getByLabelText('Authenticator code'), '112233');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The two new passwords differ.')).toBeInTheDocument();
    expect(ops.callsTo('POST /auth/password')).toHaveLength(0);

    await user.clear(screen.getByLabelText('New password again'));
    await user.type(screen.getByLabelText('New password again'), 'a much longer new one');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Password changed');
    expect(ops.callsTo('POST /auth/password')[0]?.body).toEqual({
      currentPassword: 'old password 2026',
      newPassword: 'a much longer new one',
      totpCode: '112233',
    });
  });

  it('shows the server refusal of a wrong current password', async () => {
    const operator = signInAs('owner');
    mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(operator),
      'POST /auth/password': failure('OLD_PASSWORD_WRONG', 'old_password_wrong'),
    });
    renderConsole('/demo/account');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Current password'), 'not it at all');
    await user.type(screen.getByLabelText('New password'), 'a much longer new one');
    await user.type(screen.getByLabelText('New password again'), 'a much longer new one');
    await user.type(screen.getByLabelText('Authenticator code'), '112233');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
