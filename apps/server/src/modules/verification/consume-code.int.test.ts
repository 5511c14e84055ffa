import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { AppError } from '../../platform/errors.js';
import { findActiveMerchantByCode } from '../merchant/merchant.queries.js';
import type { TMerchant } from '../merchant/merchant.schemas.js';
import { consumeCode, consumeSmsCode } from './consume-code.js';
import { issueEmailCode, issueSmsCode } from './issue-code.js';
import { randomMobile, readSentCode } from './verification.factories.js';

let t: TTestApp;
let merchant: TMerchant;
beforeAll(async () => {
  t = await createTestApp();
  merchant = (await findActiveMerchantByCode(t.db, 'demo'))!;
});
afterAll(() => t.close());

/** The error code a promise fails with, or 'OK'. */
const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => 'OK',
    (error: unknown) => (error instanceof AppError ? error.code : String(error)),
  );
const issue = async (purpose: 'NO_LOGIN' | 'LOGIN_CHALLENGE' = 'NO_LOGIN') => {
  const phone = randomMobile();
  const issued = await issueSmsCode(t.ctx, {
    merchant,
    mobileNum: phone.typed,
    countryDialingCode: '84',
    purpose,
    ip: null,
  });
  expect(issued).toEqual({ expiredMinutes: 5, destination: phone.destination });
  return { ...phone, code: await readSentCode(t.db, phone.destination) };
};
const consume = (
  destination: string,
  code: string,
  purpose: 'NO_LOGIN' | 'LOGIN_CHALLENGE' | 'BIND' = 'NO_LOGIN',
) => consumeCode(t.db, { merchantId: merchant.id, channel: 'SMS', destination, purpose, code });
const rowOf = (destination: string) =>
  t.db
    .selectFrom('verification_code')
    .selectAll()
    .where('destination', '=', destination)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

describe('consumeCode', () => {
  it('accepts the right code once and marks it used', async () => {
    const sent = await issue();
    expect(await outcome(consume(sent.destination, sent.code))).toBe('OK');
    expect((await rowOf(sent.destination)).used_at).toBeInstanceOf(Date);
    expect(await outcome(consume(sent.destination, sent.code))).toBe('PHONE_INVALID_CODE');
  });

  it('answers PHONE_INVALID_CODE when no code was sent, or for another purpose or merchant', async () => {
    expect(await outcome(consume(randomMobile().destination, '123456'))).toBe('PHONE_INVALID_CODE');
    const sent = await issue();
    expect(await outcome(consume(sent.destination, sent.code, 'BIND'))).toBe('PHONE_INVALID_CODE');
    const otherMerchant = consumeCode(t.db, {
      merchantId: merchant.id + 1000n,
      channel: 'SMS',
      destination: sent.destination,
      purpose: 'NO_LOGIN',
      code: sent.code,
    });
    expect(await outcome(otherMerchant)).toBe('PHONE_INVALID_CODE');
    expect(await outcome(consume(sent.destination, sent.code))).toBe('OK');
  });

  it('counts wrong answers and burns the code after five', async () => {
    const sent = await issue();
    const wrong = sent.code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 5; i += 1) {
      expect(await outcome(consume(sent.destination, wrong))).toBe('PHONE_INVALID_CODE');
      expect((await rowOf(sent.destination)).attempts).toBe(i);
    }
    expect(await outcome(consume(sent.destination, sent.code))).toBe('PHONE_INVALID_CODE');
    expect((await rowOf(sent.destination)).used_at).toBeNull();
  });

  it('accepts the right code after fewer than five wrong ones', async () => {
    const sent = await issue();
    const wrong = sent.code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) await consume(sent.destination, wrong).catch(() => undefined);
    expect(await outcome(consume(sent.destination, sent.code))).toBe('OK');
  });

  it('answers PHONE_CODE_EXPIRED after the lifetime', async () => {
    const sent = await issue();
    await t.db
      .updateTable('verification_code')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where('destination', '=', sent.destination)
      .execute();
    expect(await outcome(consume(sent.destination, sent.code))).toBe('PHONE_CODE_EXPIRED');
    expect((await rowOf(sent.destination)).used_at).toBeNull();
  });

  it('accepts only the newest code sent to a number', async () => {
    const sent = await issue();
    await t.db
      .updateTable('verification_code')
      .set({ created_at: sql`now() - interval '2 minutes'` })
      .where('destination', '=', sent.destination)
      .execute();
    await issueSmsCode(t.ctx, { merchant, mobileNum: sent.destination, purpose: 'NO_LOGIN', ip: null });
    const newer = await readSentCode(t.db, sent.destination);
    if (newer !== sent.code)
      expect(await outcome(consume(sent.destination, sent.code))).toBe('PHONE_INVALID_CODE');
    expect(await outcome(consume(sent.destination, newer))).toBe('OK');
  });

  it('accepts a code once even when it is sent many times at once', async () => {
    const sent = await issue();
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => outcome(consume(sent.destination, sent.code))),
    );
    expect(outcomes.filter((o) => o === 'OK')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'PHONE_INVALID_CODE')).toHaveLength(9);
  });

  it('compares at most five guesses, however many arrive at once', async () => {
    const sent = await issue();
    const guesses = Array.from({ length: 30 }, (_, i) => String(i).padStart(6, '0')).filter(
      (g) => g !== sent.code,
    );
    await Promise.all(guesses.map((guess) => outcome(consume(sent.destination, guess))));
    expect((await rowOf(sent.destination)).attempts).toBe(5);
    expect(await outcome(consume(sent.destination, sent.code))).toBe('PHONE_INVALID_CODE');
  });
});

describe('consumeSmsCode', () => {
  it('takes the number as typed, in any form, and answers its stored forms', async () => {
    const sent = await issue();
    const phone = await consumeSmsCode(t.db, {
      merchantId: merchant.id,
      purpose: 'NO_LOGIN',
      mobileNum: sent.destination,
      countryDialingCode: '84',
      code: sent.code,
    });
    expect(phone).toEqual({
      destination: sent.destination,
      countryDialingCode: '84',
      mobileNum: sent.mobileNum,
    });
  });

  it('refuses a missing or invalid number before looking at codes', async () => {
    const input = { merchantId: merchant.id, purpose: 'NO_LOGIN' as const, code: '123456' };
    expect(await outcome(consumeSmsCode(t.db, { ...input, mobileNum: '', countryDialingCode: '84' }))).toBe(
      'PHONE_MISSING_NUMBER',
    );
    expect(
      await outcome(consumeSmsCode(t.db, { ...input, mobileNum: '123', countryDialingCode: '84' })),
    ).toBe('PHONE_INVALID_NUMBER');
  });
});

describe('issueSmsCode and issueEmailCode (login challenges)', () => {
  it('issues LOGIN_CHALLENGE codes under the same per-number limits', async () => {
    const sent = await issue('LOGIN_CHALLENGE');
    const again = issueSmsCode(t.ctx, {
      merchant,
      mobileNum: sent.typed,
      countryDialingCode: '84',
      purpose: 'LOGIN_CHALLENGE',
      ip: null,
    });
    expect(await outcome(again)).toBe('PHONE_TOO_MANY_REQUESTS');
    expect(await outcome(consume(sent.destination, sent.code, 'LOGIN_CHALLENGE'))).toBe('OK');
  });

  it('e-mails a code to the lower-cased address, limited per address with RATE_LIMITED', async () => {
    const email = `Member.${Date.now()}@Example.com`;
    const destination = email.toLowerCase();
    const issued = await issueEmailCode(t.ctx, {
      merchant,
      email,
      purpose: 'LOGIN_CHALLENGE',
      ip: null,
      language: 'EN',
    });
    expect(issued).toEqual({ expiredMinutes: 5, destination });
    const sent = await t.db
      .selectFrom('message_outbox')
      .selectAll()
      .where('destination', '=', destination)
      .executeTakeFirstOrThrow();
    expect(sent).toMatchObject({ channel: 'EMAIL', subject: 'Kirin verification code', status: 'STORED' });
    const code = await readSentCode(t.db, destination);

    const again = issueEmailCode(t.ctx, { merchant, email, purpose: 'LOGIN_CHALLENGE', ip: null });
    expect(await outcome(again)).toBe('RATE_LIMITED');
    const smsChannel = consumeCode(t.db, {
      merchantId: merchant.id,
      channel: 'SMS',
      destination,
      purpose: 'LOGIN_CHALLENGE',
      code,
    });
    expect(await outcome(smsChannel)).toBe('PHONE_INVALID_CODE');
    const emailChannel = consumeCode(t.db, {
      merchantId: merchant.id,
      channel: 'EMAIL',
      destination,
      purpose: 'LOGIN_CHALLENGE',
      code,
    });
    expect(await outcome(emailChannel)).toBe('OK');
  });
});
