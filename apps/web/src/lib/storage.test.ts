import { describe, expect, it } from 'vitest';
import { clearSessionExceptMerchant } from './storage';

describe('clearSessionExceptMerchant', () => {
  it("keeps only merchant, merchantCode and the merchant's address speeds", () => {
    for (const key of [
      'token',
      'account',
      'merchant',
      'merchantCode',
      'customerId',
      'isAgent',
      'favGames',
      'index_notice',
      'domainRoute',
    ]) {
      window.sessionStorage.setItem(key, 'x');
    }
    clearSessionExceptMerchant();
    expect(Object.keys({ ...window.sessionStorage }).sort()).toEqual([
      'domainRoute',
      'merchant',
      'merchantCode',
    ]);
  });
});
