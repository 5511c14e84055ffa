import { VendorWalletError } from '@kirin/contracts';
import { describe, expect, it } from 'vitest';
import { refusalAsAppError } from './live-money.js';

describe('refusalAsAppError', () => {
  it("keeps every plain detail of the platform's refusal as text, for the game page to show", () => {
    const limit = refusalAsAppError(
      new VendorWalletError('PROTECTION_LIMIT_REACHED', {
        kind: 'wager',
        period: 'day',
        limit: '5000',
        remaining: 1200,
      }),
    );
    expect(limit).toMatchObject({
      code: 'PROTECTION_LIMIT_REACHED',
      details: { kind: 'wager', period: 'day', limit: '5000', remaining: '1200' },
    });
    expect(refusalAsAppError(new VendorWalletError('INSUFFICIENT_FUNDS', { balance: 500 })).details).toEqual({
      balance: '500',
    });
  });

  it('drops nested values and answers no details when nothing plain is left', () => {
    expect(
      refusalAsAppError(new VendorWalletError('ROUND_SETTLED', { round: { id: 1 } })).details,
    ).toBeUndefined();
    expect(refusalAsAppError(new VendorWalletError('ROUND_SETTLED')).details).toBeUndefined();
  });
});
