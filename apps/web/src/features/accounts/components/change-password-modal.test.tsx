import type { TRegisterRule } from '@kirin/contracts';
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useModalStore } from '../../../lib/modal-store';
import { mockApi } from '../../../test/fetch-mock';
import { renderSite } from '../../../test/render-site';
import { installTestPayloadKey, openSealedBody } from '../../../test/sealed-body';

const PASSWORD_RULE: TRegisterRule = {
  field: 'password',
  patternId: 8,
  acceptedPattern: '*',
  minLength: 8,
  maxLength: 20,
  enabled: true,
  required: true,
};
const MEMBER = { token: 't-1', account: 'alice', isAgent: 0 as const };

function openChangePassword(isForced: boolean, registerRules = [PASSWORD_RULE]) {
  const view = renderSite('/promotions', { session: MEMBER, permission: { registerRules } });
  act(() => useModalStore.getState().openModal({ name: 'changePassword', forced: isForced }));
  return view;
}

async function fillForm(user: ReturnType<typeof openChangePassword>['user'], next = 'newPass123') {
  await user.type(await screen.findByTestId('change-old-password'), 'oldPass123');
  await user.type(screen.getByTestId('change-new-password'), next);
  await user.type(screen.getByTestId('change-confirm-password'), next);
  await user.click(screen.getByTestId('change-submit'));
}

describe('change password modal', { timeout: 15_000 }, () => {
  beforeEach(async () => {
    await installTestPayloadKey();
  });

  it('checks the password rule and the confirmation before calling the server', async () => {
    const fetchMock = mockApi({});
    const { user } = openChangePassword(false);
    await user.click(await screen.findByTestId('change-submit'));
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);

    await user.type(screen.getByTestId('change-old-password'), 'oldPass123');
    await user.type(screen.getByTestId('change-new-password'), 'short');
    await user.type(screen.getByTestId('change-confirm-password'), 'other');
    await user.click(screen.getByTestId('change-submit'));
    expect(
      await screen.findByText('Letters and digits, at least one of each, 8-20 characters'),
    ).toBeInTheDocument();
    expect(screen.getByText('The two passwords do not match.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/wps/member/password'))).toBe(false);
  });

  it("without a merchant password rule, uses the server's 8-64 fallback", async () => {
    mockApi({});
    const { user } = openChangePassword(false, []);
    await user.type(await screen.findByTestId('change-new-password'), 'short');
    await user.click(screen.getByTestId('change-submit'));
    expect(await screen.findByText('8-64 characters of any kind')).toBeInTheDocument();
  });

  it('sends a sealed change, reloads login info, closes and goes to /', async () => {
    const fetchMock = mockApi({ '/wps/member/password': { value: null } });
    const { user, router, queryClient } = openChangePassword(false);
    queryClient.setQueryData(['member', 'info'], { account: 'alice' });
    await fillForm(user);
    await screen.findByTestId('page-index');
    expect(screen.queryByTestId('modal-changePassword')).not.toBeInTheDocument();
    // '/' itself redirects to the home page.
    expect(router.state.location.pathname).toBe('/index');
    expect(queryClient.getQueryState(['member', 'info'])?.isInvalidated).toBe(true);
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/wps/member/password');
    expect(call?.[1]?.method).toBe('POST');
    expect(await openSealedBody(call?.[1])).toEqual({
      oldPassword: 'oldPass123',
      newPassword: 'newPass123',
      confirmNewPassword: 'newPass123',
    });
  });

  it('shows a wrong old password under its field and server field errors under theirs', async () => {
    mockApi({
      '/wps/member/password': { failure: { code: 'OLD_PASSWORD_WRONG', message: 'old_password_wrong' } },
    });
    const { user } = openChangePassword(false);
    await fillForm(user);
    expect(await screen.findByText('The current password is wrong')).toBeInTheDocument();

    mockApi({
      '/wps/member/password': {
        failure: {
          code: 'VALIDATION_FAILED',
          message: 'validation_failed',
          details: { newPassword: 'reg_pattern_8' },
        },
      },
    });
    await user.click(screen.getByTestId('change-submit'));
    expect(
      await screen.findByText('Letters and digits, at least one of each, 8-20 characters'),
    ).toBeInTheDocument();
  });

  it('cannot be left when forced: no close button, cover and Escape do nothing', async () => {
    mockApi({});
    const { user } = openChangePassword(true);
    const modal = await screen.findByTestId('modal-changePassword');
    expect(within(modal).getByRole('heading', { name: 'Please change your password' })).toBeInTheDocument();
    expect(within(modal).getByText(/default one or has expired/)).toBeInTheDocument();
    expect(within(modal).queryByTestId('modal-close')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('modal-cover'));
    await user.keyboard('{Escape}');
    expect(screen.getByTestId('modal-changePassword')).toBeInTheDocument();
  });

  it('closes with its close button when not forced', async () => {
    mockApi({});
    const { user } = openChangePassword(false);
    const modal = await screen.findByTestId('modal-changePassword');
    expect(within(modal).getByRole('heading', { name: 'Change password' })).toBeInTheDocument();
    await user.click(within(modal).getByTestId('modal-close'));
    expect(screen.queryByTestId('modal-changePassword')).not.toBeInTheDocument();
  });
});
