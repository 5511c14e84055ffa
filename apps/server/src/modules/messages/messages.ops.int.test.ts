import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { makeMerchant } from '../../test/factories.js';
import { expectFailure, headersOf, makeLoggedInMember } from '../member/security-centre.factories.js';
import {
  listMessagesOf,
  makeSupport,
  opsHeaders,
  readOne,
  sendAsOperator,
  sendFeedback,
  unreadCount,
  type TStaff,
} from './messages.factories.js';
import { tinyPng } from '../withdrawals/withdrawals.factories.js';
import { makeLoggedInOperator } from '../admin/admin.factories.js';

let t: TTestApp;
let support: TStaff;
beforeAll(async () => {
  t = await createTestApp();
  support = await makeSupport(t);
});
afterAll(() => t.close());

const answer = (staff: TStaff, code: string, id: string, text: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/ops/merchants/${code}/feedback/${id}/answer`,
    headers: opsHeaders(staff),
    payload: { answer: text },
  });

const auditRows = (merchantId: bigint, action: string) =>
  t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('action', '=', action)
    .execute();

describe('POST /ops/merchants/:code/messages', () => {
  it('sends to a member by username, audited; lists it with its read count', async () => {
    const merchant = await makeMerchant(t.db);
    const member = await makeLoggedInMember(t, {}, merchant);
    const res = await sendAsOperator(t, support, merchant.code, {
      audience: 'MEMBER',
      username: member.username,
    });
    expect(res.statusCode, res.body).toBe(200);
    const sent = res.json().value;
    expect(sent).toMatchObject({
      audience: 'MEMBER',
      target: member.username,
      kind: 'MESSAGE',
      readCount: 0,
    });
    const [sendAudit, ...more] = await auditRows(merchant.id, 'message.send');
    expect(more).toHaveLength(0);
    expect(sendAudit).toMatchObject({
      target: `message:${sent.id}`,
      before: null,
      after: { audience: 'MEMBER', target: member.username, title: sent.title, content: sent.content },
    });
    await readOne(t, member, sent.id);
    const list = await t.app.inject({
      url: `/ops/merchants/${merchant.code}/messages`,
      headers: opsHeaders(support),
    });
    expect(list.json().value).toMatchObject({ total: 1, list: [{ id: sent.id, readCount: 1 }] });
  });

  it('refuses an unknown username, a missing target and bad input, writing nothing', async () => {
    const merchant = await makeMerchant(t.db);
    const outsider = await makeLoggedInMember(t); // of the demo merchant
    expectFailure(
      await sendAsOperator(t, support, merchant.code, { audience: 'MEMBER', username: outsider.username }),
      404,
      'NOT_FOUND',
      { username: 'not_found' },
    );
    expectFailure(
      await sendAsOperator(t, support, merchant.code, { audience: 'MEMBER' }),
      400,
      'VALIDATION_FAILED',
    );
    expectFailure(
      await sendAsOperator(t, support, merchant.code, { audience: 'LABEL' }),
      400,
      'VALIDATION_FAILED',
    );
    expectFailure(
      await sendAsOperator(t, support, merchant.code, { audience: 'TEAM' }),
      400,
      'VALIDATION_FAILED',
    );
    expectFailure(
      await sendAsOperator(t, support, merchant.code, { audience: 'ALL', content: 'x'.repeat(2001) }),
      400,
      'VALIDATION_FAILED',
    );
    const rows = await t.db
      .selectFrom('platform_message')
      .select('id')
      .where('merchant_id', '=', merchant.id)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('is for owner, support and content staff of the merchant only', async () => {
    const merchant = await makeMerchant(t.db);
    const finance = await makeLoggedInOperator(t.db, { role: 'finance' });
    expectFailure(await sendAsOperator(t, finance, merchant.code, { audience: 'ALL' }), 403, 'FORBIDDEN');
    const elsewhere = await makeLoggedInOperator(t.db, { role: 'support', merchants: ['demo'] });
    expectFailure(await sendAsOperator(t, elsewhere, merchant.code, { audience: 'ALL' }), 403, 'FORBIDDEN');
    expectFailure(
      await sendAsOperator(t, { token: 'nope' }, merchant.code, { audience: 'ALL' }),
      401,
      'OPERATOR_NOT_LOGGED_IN',
    );
  });
});

describe('operator feedback routes', () => {
  it('lists feedback by status, answers it, and the member gets the answer as an unread message', async () => {
    const merchant = await makeMerchant(t.db);
    const member = await makeLoggedInMember(t, {}, merchant);
    const sent = await sendFeedback(t, member, { type: 'WITHDRAWAL', content: 'Where is my money?' }, [
      tinyPng(),
    ]);
    const feedbackId = sent.json().value.id;

    const open = await t.app.inject({
      url: `/ops/merchants/${merchant.code}/feedback?status=OPEN`,
      headers: opsHeaders(support),
    });
    expect(open.json().value).toMatchObject({
      total: 1,
      list: [
        { id: feedbackId, username: member.username, status: 'OPEN', imagePositions: [1], imageCount: 1 },
      ],
    });
    expect(await unreadCount(t, member)).toBe(0);

    const res = await answer(support, merchant.code, feedbackId, 'It was paid this morning.');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ status: 'ANSWERED', answer: 'It was paid this morning.' });
    expect(await unreadCount(t, member)).toBe(1);
    const inbox = await listMessagesOf(t, member);
    expect(inbox.list[0]).toMatchObject({
      kind: 'FEEDBACK_ANSWER',
      content: 'It was paid this morning.',
      isRead: false,
    });
    const mine = await t.app.inject({ url: '/wps/feedback', headers: headersOf(member) });
    expect(mine.json().value.list[0]).toMatchObject({
      status: 'ANSWERED',
      answer: 'It was paid this morning.',
    });
    expect(await auditRows(merchant.id, 'feedback.answer')).toMatchObject([
      {
        target: `feedback:${feedbackId}`,
        before: { status: 'OPEN', answer: null },
        after: { status: 'ANSWERED', answer: 'It was paid this morning.', messageId: inbox.list[0]?.id },
      },
    ]);

    const answered = await t.app.inject({
      url: `/ops/merchants/${merchant.code}/feedback?status=ANSWERED`,
      headers: opsHeaders(support),
    });
    expect(answered.json().value.total).toBe(1);
    const stillOpen = await t.app.inject({
      url: `/ops/merchants/${merchant.code}/feedback?status=OPEN`,
      headers: opsHeaders(support),
    });
    expect(stillOpen.json().value.total).toBe(0);
    // A second answer is refused and sends nothing more.
    expectFailure(await answer(support, merchant.code, feedbackId, 'Again'), 409, 'INVALID_STATE');
    expect(await unreadCount(t, member)).toBe(1);
  });

  it('keeps merchants apart and refuses bad input', async () => {
    const merchant = await makeMerchant(t.db);
    const other = await makeMerchant(t.db);
    const member = await makeLoggedInMember(t, {}, merchant);
    const feedbackId = (await sendFeedback(t, member, { type: 'OTHER', content: 'Hi' }, [tinyPng()])).json()
      .value.id;
    expectFailure(await answer(support, other.code, feedbackId, 'Nope'), 404, 'NOT_FOUND');
    const image = await t.app.inject({
      url: `/ops/merchants/${other.code}/feedback/${feedbackId}/images/1`,
      headers: opsHeaders(support),
    });
    expectFailure(image, 404, 'NOT_FOUND');
    const missing = await t.app.inject({
      url: `/ops/merchants/${merchant.code}/feedback/${feedbackId}/images/2`,
      headers: opsHeaders(support),
    });
    expectFailure(missing, 404, 'NOT_FOUND');
    const badPosition = await t.app.inject({
      url: `/ops/merchants/${merchant.code}/feedback/${feedbackId}/images/4`,
      headers: opsHeaders(support),
    });
    expectFailure(badPosition, 400, 'VALIDATION_FAILED');
    expectFailure(await answer(support, merchant.code, feedbackId, '  '), 400, 'VALIDATION_FAILED');
    expectFailure(await answer(support, merchant.code, 'x1', 'Hi'), 400, 'VALIDATION_FAILED');
    const badStatus = await t.app.inject({
      url: `/ops/merchants/${merchant.code}/feedback?status=DONE`,
      headers: opsHeaders(support),
    });
    expectFailure(badStatus, 400, 'VALIDATION_FAILED');
    const row = await t.db
      .selectFrom('feedback')
      .selectAll()
      .where('id', '=', BigInt(feedbackId))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'OPEN', answer: null });
  });
});
