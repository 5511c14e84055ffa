import { PROTECTION_LIMIT_PROMPT_PATH, PROTECTION_LIMITS_PATH } from '@kirin/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { unwrapEnvelope } from '../../lib/api-client';
import { ApiError, errorMessageKey } from '../../lib/api-error';
import { i18n } from '../../lib/i18n';
import { DepositPage } from '../wallet/components/deposit-page';
import { BANK_METHOD, SANDBOX_METHOD } from '../wallet/testing/wallet-fixtures';
import { renderWallet, sentTo } from '../wallet/testing/wallet.test-support';
import { limitsAnswer } from './testing/protection-fixtures';
import { z } from 'zod';

const METHODS = '/wps/payment/methods';
const DEPOSITS = '/wps/payment/deposits';

function renderDeposit(extra = {}) {
  return renderWallet(<DepositPage title="Deposit" />, {
    [METHODS]: { value: [SANDBOX_METHOD, BANK_METHOD] },
    [DEPOSITS]: { value: { list: [], total: 0, page: 1, pageSize: 10 } },
    ...extra,
  });
}

describe('deposit page: player protection', () => {
  it('shows the lowest remaining deposit allowance and its period', async () => {
    renderDeposit({
      [PROTECTION_LIMITS_PATH]: {
        value: limitsAnswer([
          { kind: 'deposit', period: 'day', amount: 100_000, used: 10_000, remaining: 90_000 },
          { kind: 'deposit', period: 'week', amount: 300_000, used: 260_000, remaining: 40_000 },
        ]),
      },
    });
    expect(await screen.findByTestId('deposit-allowance')).toHaveTextContent(
      'You can deposit 400.00 more in the next 7 days.',
    );
    expect(screen.queryByTestId('modal-limitPrompt')).not.toBeInTheDocument();
  });

  it('says nothing about an allowance without a deposit limit', async () => {
    renderDeposit({ [PROTECTION_LIMITS_PATH]: { value: limitsAnswer() } });
    await screen.findByTestId('deposit-amount');
    await waitFor(() => expect(screen.queryByTestId('deposit-allowance')).not.toBeInTheDocument());
  });

  it('prompts for a deposit limit at the first deposit and sets it', async () => {
    const set = limitsAnswer([
      { kind: 'deposit', period: 'week', amount: 250_000, used: 0, remaining: 250_000 },
    ]);
    const { user, fetchMock } = renderDeposit({
      [PROTECTION_LIMITS_PATH]: { value: limitsAnswer([], true) },
      [`PUT ${PROTECTION_LIMITS_PATH}`]: { value: set },
    });
    expect(await screen.findByTestId('modal-limitPrompt')).toHaveTextContent('Set a deposit limit?');
    await user.selectOptions(screen.getByTestId('limit-prompt-period'), 'week');
    await user.type(screen.getByTestId('limit-prompt-amount'), '2,500');
    await user.click(screen.getByTestId('limit-prompt-save'));
    await waitFor(() => expect(screen.queryByTestId('modal-limitPrompt')).not.toBeInTheDocument());
    expect(sentTo(fetchMock, PROTECTION_LIMITS_PATH).find((s) => s.method === 'PUT')?.body).toEqual({
      kind: 'deposit',
      period: 'week',
      amount: 250_000,
    });
    expect(await screen.findByTestId('deposit-allowance')).toHaveTextContent(
      'You can deposit 2,500.00 more in the next 7 days.',
    );
  });

  it('records "Not now" and does not ask again', async () => {
    const { user, fetchMock } = renderDeposit({
      [PROTECTION_LIMITS_PATH]: { value: limitsAnswer([], true) },
      [`POST ${PROTECTION_LIMIT_PROMPT_PATH}`]: { value: limitsAnswer([], false) },
    });
    await user.click(await screen.findByTestId('limit-prompt-later'));
    await waitFor(() => expect(screen.queryByTestId('modal-limitPrompt')).not.toBeInTheDocument());
    expect(sentTo(fetchMock, PROTECTION_LIMIT_PROMPT_PATH).map((s) => s.method)).toEqual(['POST']);
  });

  it('shows a limit refusal with the remaining allowance as money', async () => {
    const { user } = renderDeposit({
      [PROTECTION_LIMITS_PATH]: { value: limitsAnswer() },
      [`POST ${DEPOSITS}`]: {
        failure: {
          code: 'PROTECTION_LIMIT_REACHED',
          message: 'protection_limit_reached',
          details: { kind: 'deposit', period: 'day', limit: '100000', remaining: '4550' },
        },
      },
    });
    await user.type(await screen.findByTestId('deposit-amount'), '500');
    await user.click(screen.getByTestId('deposit-submit'));
    expect(await screen.findByTestId('deposit-error')).toHaveTextContent(
      'This is above the limit you set: 45.50 left.',
    );
  });
});

describe('error messages with values', () => {
  const refused = (details: Record<string, unknown>) => {
    try {
      unwrapEnvelope(
        { success: false, code: 'PROTECTION_LIMIT_REACHED', message: 'protection_limit_reached', details },
        z.unknown(),
      );
    } catch (error) {
      return error;
    }
    throw new Error('not refused');
  };

  it('fills the remaining amount whether details come as text or numbers, in the current language', async () => {
    expect(i18n.t(errorMessageKey(refused({ remaining: 123_456, limit: 200_000 })))).toBe(
      'This is above the limit you set: 1,234.56 left.',
    );
    await i18n.changeLanguage('TW');
    expect(i18n.t(errorMessageKey(refused({ remaining: '500' })))).toBe('已超過您設定的限額：剩餘 5.00。');
    await i18n.changeLanguage('EN');
  });

  it('leaves the keys of codes without values as they were', () => {
    const plain = new ApiError('WRONG_CREDENTIALS', 'wrong_account_or_password', { captcha: 'required' });
    expect(errorMessageKey(plain)).toBe('wrong_account_or_password');
  });
});
