import { PATTERN_EXAMPLES, type TRegisterRule } from '@kirin/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMerchant } from '../../test/factories.js';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { sealFor } from '../../test/member-factories.js';
import { DEMO_SETTINGS } from '../merchant/demo-merchant.js';

let t: TTestApp;
const merchants = new Map<number, { id: bigint; code: string }>();
beforeAll(async () => {
  t = await createTestApp();
  // One merchant per family, whose `line` field follows it with bounds wide enough for any example.
  for (const id of Object.keys(PATTERN_EXAMPLES).map(Number)) {
    const line: TRegisterRule = {
      field: 'line',
      patternId: id,
      acceptedPattern: '*',
      minLength: 1,
      maxLength: 255,
      enabled: true,
      required: true,
    };
    const registerRules = [...DEMO_SETTINGS.registerRules.filter((rule) => rule.field !== 'line'), line];
    merchants.set(id, await makeMerchant(t.db, { settings: { registerRules } }));
  }
});
afterAll(() => t.close());

/**
 * The server's answer for `line` when registering with `value`: its message key, or undefined when the value
 * passes. The confirmation never matches, so no member is ever created by these calls.
 */
async function lineProblem(patternId: number, value: string): Promise<string | undefined> {
  const merchant = merchants.get(patternId)!;
  const body = {
    username: 'player1',
    password: 'secret123',
    confirmPassword: 'other123',
    line: value,
    agreeTerms: true,
  };
  const res = await t.app.inject({
    method: 'PUT',
    url: '/wps/member/register',
    headers: { merchant: merchant.code },
    payload: (await sealFor(t.ctx, body, merchant.id)) as object,
  });
  expect(res.json()).toMatchObject({
    code: 'VALIDATION_FAILED',
    details: { confirmPassword: 'inconsistent_twice' },
  });
  return res.json().details.line;
}

const isTrimmed = (value: string) => value !== '' && value.trim() === value;

describe("the 19 pattern families through the server's registration", () => {
  for (const [id, { accepts, rejects }] of Object.entries(PATTERN_EXAMPLES)) {
    describe(`family ${id}`, () => {
      // The request schema trims text fields, so only examples that trimming leaves as they are apply here.
      it.each(accepts.filter(isTrimmed))('accepts %j', async (value) => {
        expect(await lineProblem(Number(id), value)).toBeUndefined();
      });
      const applicableRejects = rejects.filter(isTrimmed);
      if (applicableRejects.length > 0)
        it.each(applicableRejects)(`rejects %j with reg_pattern_${id}`, async (value) => {
          expect(await lineProblem(Number(id), value)).toBe(`reg_pattern_${id}`);
        });
    });
  }

  it('created nobody', async () => {
    const created = await t.db.selectFrom('member').select('id').where('username', '=', 'player1').execute();
    expect(created).toHaveLength(0);
  });
});
