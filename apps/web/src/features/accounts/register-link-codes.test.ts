import { describe, expect, it } from 'vitest';
import { readAffiliateCode, readReferralCode } from './register-link-codes';

describe('register link codes', () => {
  it('reads the affiliate code from ?affiliateCode= first, then ?code=', () => {
    expect(readAffiliateCode('?affiliateCode=AG01&code=OTHER')).toBe('AG01');
    expect(readAffiliateCode('?code=%20AG02%20')).toBe('AG02');
    expect(readAffiliateCode('?a=AG03')).toBe('');
    expect(readAffiliateCode('')).toBe('');
  });

  it('reads the referral code from ?referralCode=', () => {
    expect(readReferralCode('?referralCode=FRIEND1')).toBe('FRIEND1');
    expect(readReferralCode('?code=AG01')).toBe('');
  });
});
