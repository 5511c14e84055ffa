import { createHash, randomInt } from 'node:crypto';

/** What a one-time code is for; a code answers only the purpose it was issued for. */
export type TCodePurpose = 'NO_LOGIN' | 'REGISTER' | 'BIND' | 'LOGIN_CHALLENGE';
export type TCodeChannel = 'SMS' | 'EMAIL';

/** Wrong answers after which a code is burned. */
export const CODE_MAX_ATTEMPTS = 5;
const CODE_DIGITS = 6;

/** A uniformly random 6-digit code from the CSPRNG ('000000'..'999999'). */
export function generateCode(): string {
  return randomInt(0, 10 ** CODE_DIGITS)
    .toString()
    .padStart(CODE_DIGITS, '0');
}

/** Only this hash of a code is stored. */
export function hashCode(code: string): Buffer {
  return createHash('sha256').update(code.trim()).digest();
}
