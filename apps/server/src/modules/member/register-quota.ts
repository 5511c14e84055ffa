import type { TConfig } from '../../config.js';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { takeQuota } from '../../platform/rate-quota.js';

const HOUR_SECONDS = 3600;
const DAY_SECONDS = 24 * HOUR_SECONDS;
const refusal = () => new AppError('REGISTER_IP_LIMITED');

/**
 * Takes one registration from the address's hourly and daily allowance with this merchant
 * (REGISTER_PER_IP_PER_HOUR, REGISTER_PER_IP_PER_DAY), each in one increment-then-check statement, before the
 * captcha, the SMS code and the password hashing. Over either → REGISTER_IP_LIMITED (429, Retry-After).
 * Answers the refund: a registration that then fails (captcha, code, name taken) gives its use back.
 */
export async function takeRegistrationQuota(
  db: TDb,
  config: Pick<TConfig, 'REGISTER_PER_IP_PER_HOUR' | 'REGISTER_PER_IP_PER_DAY'>,
  input: { merchantId: bigint; ip: string },
): Promise<() => Promise<void>> {
  const key = `${input.merchantId}:${input.ip}`;
  const hour = await takeQuota(
    db,
    { scope: 'register-hour', key, limit: config.REGISTER_PER_IP_PER_HOUR, windowSeconds: HOUR_SECONDS },
    refusal,
  );
  try {
    const day = await takeQuota(
      db,
      { scope: 'register-day', key, limit: config.REGISTER_PER_IP_PER_DAY, windowSeconds: DAY_SECONDS },
      refusal,
    );
    return async () => {
      await hour.refund();
      await day.refund();
    };
  } catch (error) {
    await hour.refund();
    throw error;
  }
}
