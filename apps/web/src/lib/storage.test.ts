import { describe, expect, it } from 'vitest';
import { clearSessionExceptMerchant } from './storage';

describe('clearSessionExceptMerchant', () => {
  it('keeps only merchant and merchantCode', () => {
    for (const key of [
      'token',
      'account',
      'merchant',
      'merchantCode',
      'customerId',
      'isAgent',
      'favGames',
      'index_notice',
    ]) {
      window.sessionStorage.setItem(key, 'x');
    }
    clearSessionExceptMerchant();
    expect(Object.keys({ ...window.sessionStorage }).sort()).toEqual(['merchant', 'merchantCode']);
  });
});
