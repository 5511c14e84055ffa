import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { i18n } from '../../../lib/i18n';
import { useModalStore } from '../../../lib/modal-store';
import { SmsCodeButton } from './sms-code-button';

function renderButton(onSend: () => Promise<number | null>) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(
    <I18nextProvider i18n={i18n}>
      <SmsCodeButton onSend={onSend} />
    </I18nextProvider>,
  );
  return { user, button: screen.getByTestId('login-sms-send') };
}

/** One second passes; React applies the state the timers set. */
const tick = () => act(() => vi.advanceTimersByTimeAsync(1000));

afterEach(() => {
  vi.useRealTimers();
});

describe('SMS code button', () => {
  it('counts down expiredMinutes × 60 s, disabled meanwhile, then enables again', async () => {
    const onSend = vi.fn(async () => 2);
    const { user, button } = renderButton(onSend);
    expect(button).toHaveTextContent('Send code');
    await user.click(button);
    expect(await screen.findByText('Resend in 120 s')).toBeDisabled();
    await tick();
    expect(button).toHaveTextContent('Resend in 119 s');
    for (let i = 0; i < 119; i += 1) await tick();
    expect(button).toHaveTextContent('Send code');
    expect(button).toBeEnabled();
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('sends at most one request per second and shows a failure in a warning dialog', async () => {
    const onSend = vi.fn(async (): Promise<number | null> => {
      throw new ApiError('PHONE_TOO_MANY_REQUESTS', 'phone_too_many_requests');
    });
    const { user, button } = renderButton(onSend);
    await user.click(button);
    expect(useModalStore.getState().stack).toEqual([
      expect.objectContaining({ name: 'warning', messageKey: 'phone_too_many_requests' }),
    ]);
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await user.click(button);
    expect(onSend).toHaveBeenCalledTimes(1);
    await tick();
    await user.click(button);
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  it('stays available when nothing was sent (the number did not pass its rule), without waiting', async () => {
    const onSend = vi.fn(async () => null);
    const { user, button } = renderButton(onSend);
    await user.click(button);
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveTextContent('Send code');
    await user.click(button);
    expect(onSend).toHaveBeenCalledTimes(2);
  });
});
