import { AppError } from '../../../platform/errors.js';

/** Passwords of 12+ characters that lists of breached passwords put near the top. */
const COMMON_PASSWORDS = new Set([
  '123456789012',
  '1234567890123',
  '12345678901234',
  '123456123456',
  '111111111111',
  '000000000000',
  'qwertyuiop12',
  'qwerty123456',
  '1q2w3e4r5t6y',
  '1qaz2wsx3edc',
  'qwertyuiopasdf',
  'password1234',
  'password12345',
  'password123456',
  'passwordpassword',
  'iloveyou1234',
  'administrator',
  'administrator1',
  'adminadmin123',
  'letmein12345',
  'welcome12345',
  'changeme1234',
  'kirinkirin123',
]);
const MIN_DISTINCT_CHARACTERS = 6;

/**
 * Refuses passwords that pass the length rule but are still weak: well-known ones, ones with few distinct
 * characters, ones that contain the username. No composition rules or forced rotation (OWASP ASVS).
 */
export function checkPasswordStrength(password: string, username: string): void {
  const lower = password.toLowerCase();
  const isWeak =
    COMMON_PASSWORDS.has(lower) ||
    new Set(password).size < MIN_DISTINCT_CHARACTERS ||
    (username.length >= 3 && lower.includes(username.toLowerCase()));
  if (isWeak) throw new AppError('VALIDATION_FAILED', { 'body.password': 'password_too_weak' });
}
