import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { auditOf, makeMembersOperator, type TOpsCaller } from './ops/member-ops.factories.js';
import {
  expectFailure,
  headersOf,
  makeLoggedInMember,
  type TLoggedInMember,
} from './security-centre.factories.js';

let t: TTestApp;
let support: TOpsCaller;
let finance: TOpsCaller;
beforeAll(async () => {
  t = await createTestApp();
  support = (await makeMembersOperator(t, 'support')).call;
  finance = (await makeMembersOperator(t, 'finance')).call;
});
afterAll(() => t.close());

const DETAILS = {
  address: '12 Nguyen Hue, District 1, Ho Chi Minh City',
  nationality: 'vn',
  occupation: 'self_employed',
  sourceOfIncome: 'other',
  sourceOfIncomeOther: 'Rental income',
  occupationOther: 'ignored unless other',
};

const getDetails = (member: TLoggedInMember) =>
  t.app.inject({ method: 'GET', url: '/wps/member/profile/details', headers: headersOf(member) });
const putDetails = (member: TLoggedInMember, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/wps/member/profile/details', headers: headersOf(member), payload });
const columnsOf = (memberId: bigint) =>
  t.db
    .selectFrom('member')
    .select([
      'address',
      'nationality',
      'occupation',
      'occupation_other',
      'source_of_income',
      'source_of_income_other',
    ])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
const setKycStatus = (member: TLoggedInMember, status: 'pending' | 'verified') =>
  t.db
    .insertInto('member_kyc')
    .values({ member_id: member.id, merchant_id: member.merchantId, status })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ status }))
    .execute();

describe('/wps/member/profile/details', () => {
  it('starts empty and stores all four, the "other" text only beside "other"', async () => {
    const member = await makeLoggedInMember(t);
    expect((await getDetails(member)).json().value).toEqual({
      address: null,
      nationality: null,
      occupation: null,
      occupationOther: null,
      sourceOfIncome: null,
      sourceOfIncomeOther: null,
      isLocked: false,
    });
    const res = await putDetails(member, DETAILS);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toEqual({
      address: DETAILS.address,
      nationality: 'VN',
      occupation: 'self_employed',
      occupationOther: null,
      sourceOfIncome: 'other',
      sourceOfIncomeOther: 'Rental income',
      isLocked: false,
    });
    expect(await columnsOf(member.id)).toEqual({
      address: DETAILS.address,
      nationality: 'VN',
      occupation: 'self_employed',
      occupation_other: null,
      source_of_income: 'other',
      source_of_income_other: 'Rental income',
    });
  });

  it('refuses a bad value field by field and changes nothing', async () => {
    const member = await makeLoggedInMember(t);
    const res = await putDetails(member, {
      ...DETAILS,
      address: 'x',
      nationality: 'Vietnam',
      occupation: 'pilot',
      sourceOfIncomeOther: '',
    });
    expectFailure(res, 400, 'VALIDATION_FAILED', {
      'body.address': 'details_address_rule',
      'body.nationality': 'details_nationality_rule',
      'body.occupation': 'details_choice_rule',
    });
    expectFailure(await putDetails(member, { ...DETAILS, nationality: 'XX' }), 400, 'VALIDATION_FAILED', {
      nationality: 'details_nationality_rule',
    });
    const noOther = await putDetails(member, { ...DETAILS, sourceOfIncomeOther: '' });
    expectFailure(noOther, 400, 'VALIDATION_FAILED', { 'body.sourceOfIncomeOther': 'field_required' });
    expect((await columnsOf(member.id)).address).toBeNull();
  });

  it('may change while pending, and is locked from the member once verified', async () => {
    const member = await makeLoggedInMember(t);
    await setKycStatus(member, 'pending');
    expect((await putDetails(member, DETAILS)).statusCode).toBe(200);
    await setKycStatus(member, 'verified');
    expect((await getDetails(member)).json().value.isLocked).toBe(true);
    expectFailure(
      await putDetails(member, { ...DETAILS, address: 'Somewhere else 1' }),
      409,
      'KYC_PROFILE_LOCKED',
    );
    expect((await columnsOf(member.id)).address).toBe(DETAILS.address);
  });

  it('is corrected by support once locked (audited), not by finance; the member profile shows it', async () => {
    const member = await makeLoggedInMember(t);
    await putDetails(member, DETAILS);
    await setKycStatus(member, 'verified');
    const path = `/merchants/demo/protection/kyc/${member.id}/details`;
    const change = {
      ...DETAILS,
      address: '99 Le Loi, District 1',
      occupation: 'other',
      occupationOther: 'Artist',
    };
    expectFailure(await finance('PUT', path, change), 403, 'FORBIDDEN');
    const res = await support('PUT', path, change);
    expect(res.statusCode, res.body).toBe(200);
    expect(await columnsOf(member.id)).toMatchObject({
      address: '99 Le Loi, District 1',
      occupation_other: 'Artist',
    });
    const [audit] = await auditOf(t, member.id, 'kyc.details');
    expect(audit).toMatchObject({
      before: { address: DETAILS.address, occupation: 'self_employed' },
      after: { address: '99 Le Loi, District 1', occupation: 'other', occupationOther: 'Artist' },
    });

    const profile = await finance('GET', `/merchants/demo/members/${member.id}`);
    expect(profile.json().value.identity).toEqual({
      address: '99 Le Loi, District 1',
      nationality: 'VN',
      occupation: 'other',
      occupationOther: 'Artist',
      sourceOfIncome: 'other',
      sourceOfIncomeOther: 'Rental income',
      kycStatus: 'verified',
    });
  });
});
