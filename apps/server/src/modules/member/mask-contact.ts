/** How many characters of an e-mail's local part stay visible. */
const EMAIL_VISIBLE_CHARS = 2;
/** How many trailing digits of a mobile number stay visible. */
const MOBILE_VISIBLE_DIGITS = 4;
const MASK = '***';

/**
 * An e-mail address as the member may see it on screen: the first two characters of the local part (fewer when
 * it is that short), '***', and the domain: 'abcdef@mail.com' → 'ab***@mail.com'.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return MASK;
  const local = email.slice(0, at);
  // Always hide at least one character, so a two-letter local part is not shown whole.
  const visible = Math.max(0, Math.min(EMAIL_VISIBLE_CHARS, local.length - 1));
  return `${local.slice(0, visible)}${MASK}${email.slice(at)}`;
}

/** A mobile number with only its last four digits: '912345678' → '****5678' (short numbers: '****'). */
export function maskMobile(mobileNum: string): string {
  const visible = mobileNum.length > MOBILE_VISIBLE_DIGITS ? mobileNum.slice(-MOBILE_VISIBLE_DIGITS) : '';
  return `****${visible}`;
}
