/** Query parameters an invitation link may carry the affiliate code in; the first one present wins. */
export const AFFILIATE_CODE_PARAMS = ['affiliateCode', 'code'] as const;
/** The query parameter of a member's referral (invite a friend) link. */
export const REFERRAL_CODE_PARAM = 'referralCode';

const readParam = (search: string, name: string) => new URLSearchParams(search).get(name)?.trim() ?? '';

/** The affiliate (invitation) code of the page address, or '' when it carries none. */
export function readAffiliateCode(search: string): string {
  for (const name of AFFILIATE_CODE_PARAMS) {
    const code = readParam(search, name);
    if (code) return code;
  }
  return '';
}

/** The referral code of the page address, or '' when it carries none. */
export function readReferralCode(search: string): string {
  return readParam(search, REFERRAL_CODE_PARAM);
}
