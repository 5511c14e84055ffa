import type { TDualControl } from '@kirin/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockOps, type TMockCall } from '../../../test/mock-ops';
import { DEMO_MERCHANTS, meAnswer, renderConsole, signInAs } from '../../../test/render-console';

const LIMITS: TDualControl = {
  withdrawalSingleOperatorMax: 5_000_000,
  depositSingleOperatorMax: 3_000_000,
  adjustmentDailySingleOperatorMax: 20_000_000,
  withdrawalDailySingleOperatorMax: 50_000_000,
  depositDailySingleOperatorMax: 40_000_000,
  adjustmentSingleOperatorMax: 10_000_000,
  updatedAt: '2026-11-20T00:00:00.000Z',
};

describe('dual-control limits', () => {
  it('lets an owner replace the limits, in minor units, and refuses a negative one', async () => {
    const operator = signInAs('owner');
    const ops = mockOps({
      'GET /merchants': DEMO_MERCHANTS,
      'GET /auth/me': meAnswer(operator),
      'GET /merchants/demo/dual-control': LIMITS,
      'PUT /merchants/demo/dual-control': (call: TMockCall) => ({ ...LIMITS, ...(call.body as object) }),
    });
    renderConsole('/demo/money/dual-control');
    const field = await screen.findByLabelText('Single deposit, one operator');
    expect(field).toHaveValue('30000.00');
    // The per-adjustment limit lives in the merchant settings: shown, not edited here.
    expect(screen.getByText('100,000.00')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, '-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The amount cannot be negative.')).toBeInTheDocument();
    expect(ops.callsTo('PUT /merchants/demo/dual-control')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '45,000.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The limits are saved.')).toBeInTheDocument();
    expect(ops.callsTo('PUT /merchants/demo/dual-control')[0]?.body).toEqual({
      depositSingleOperatorMax: 4_500_050,
      depositDailySingleOperatorMax: 40_000_000,
      withdrawalSingleOperatorMax: 5_000_000,
      withdrawalDailySingleOperatorMax: 50_000_000,
      adjustmentDailySingleOperatorMax: 20_000_000,
    });
  });

  it.each(['finance', 'auditor'] as const)(
    'shows %s the limits without a way to change them',
    async (role) => {
      const operator = signInAs(role);
      mockOps({
        'GET /merchants': DEMO_MERCHANTS,
        'GET /auth/me': meAnswer(operator),
        'GET /merchants/demo/dual-control': LIMITS,
      });
      renderConsole('/demo/money/dual-control');
      const term = await screen.findByText('Single deposit, one operator');
      expect(term.nextElementSibling).toHaveTextContent('30,000.00');
      await waitFor(() => expect(screen.queryByRole('textbox')).not.toBeInTheDocument());
      expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    },
  );
});
