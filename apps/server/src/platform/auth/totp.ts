import { authenticator } from 'otplib';

export const TOTP_STEP_SECONDS = 30;
/** One step either side of now, for clock drift and typing time. */
const TOTP_WINDOW_STEPS = 1;
const OPERATOR_TOTP_ISSUER = 'Kirin operators';
/** 160 bits, the secret size RFC 4226 recommends. */
const TOTP_SECRET_BYTES = 20;

const totp = authenticator.clone({ step: TOTP_STEP_SECONDS, window: TOTP_WINDOW_STEPS });

export function generateTotpSecret(): string {
  return totp.generateSecret(TOTP_SECRET_BYTES);
}

/** The otpauth:// URI an authenticator app scans (as a QR code) or imports. */
export function buildOtpauthUri(username: string, secret: string, issuer = OPERATOR_TOTP_ISSUER): string {
  return totp.keyuri(username, issuer, secret);
}

/** The current code of a secret (tests and tooling). */
export function generateTotpCode(secret: string, nowMs = Date.now()): string {
  return totp.clone({ epoch: nowMs }).generate(secret);
}

/** The time step a code belongs to when it is right within the window, else null. */
export function matchTotpStep(code: string, secret: string, nowMs = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  let delta: number | null;
  try {
    delta = totp.clone({ epoch: nowMs }).checkDelta(code, secret);
  } catch {
    return null;
  }
  if (delta === null) return null;
  return Math.floor(nowMs / 1000 / TOTP_STEP_SECONDS) + delta;
}
