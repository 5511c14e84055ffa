import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FEEDBACK_IMAGE_MAX_BYTES } from '@kirin/contracts';
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/harness.js';
import { makeMerchant } from '../../test/factories.js';
import { expectFailure, headersOf, makeLoggedInMember } from '../member/security-centre.factories.js';
import { fakeExecutable, tinyPng } from '../withdrawals/withdrawals.factories.js';
import { FEEDBACK_PER_IP_PER_HOUR, FEEDBACK_PER_MEMBER_PER_DAY } from './feedback-limits.js';
import { makeSupport, opsHeaders, sendFeedback, type TStaff } from '../messages/messages.factories.js';

let t: TTestApp;
let storageDir: string;
let support: TStaff;
beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'kirin-files-'));
  t = await createTestApp({ FILE_STORAGE: 'local', FILE_STORAGE_DIR: storageDir });
  support = await makeSupport(t);
});
afterAll(async () => {
  await t.close();
  await rm(storageDir, { recursive: true, force: true });
});

/** Every file under the storage directory, recursively. */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(storageDir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

const jpegBytes = () =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(64)]);

async function feedbackCount(memberId: bigint): Promise<number> {
  const row = await t.db
    .selectFrom('feedback')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('PUT /wps/feedback', () => {
  it('stores feedback with three images in the local directory, readable back by the operator', async () => {
    const merchant = await makeMerchant(t.db);
    const member = await makeLoggedInMember(t, {}, merchant);
    const before = (await storedFiles()).length;
    const png = tinyPng();
    const jpg = jpegBytes();
    const res = await sendFeedback(t, member, { type: 'DEPOSIT', content: 'My deposit is late' }, [
      png,
      jpg,
      png,
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({
      type: 'DEPOSIT',
      content: 'My deposit is late',
      imageCount: 3,
      status: 'OPEN',
      answer: null,
    });

    const files = await storedFiles();
    expect(files.length - before).toBe(3);
    const rows = await t.db
      .selectFrom('feedback_image as i')
      .innerJoin('stored_file as s', 's.id', 'i.file_id')
      .select(['i.position', 's.mime_type', 's.storage_key', 's.content', 's.member_id'])
      .where('i.feedback_id', '=', BigInt(value.id))
      .orderBy('i.position')
      .execute();
    expect(rows.map((r) => [r.position, r.mime_type])).toEqual([
      [1, 'image/png'],
      [2, 'image/jpeg'],
      [3, 'image/png'],
    ]);
    for (const row of rows) {
      expect(row.content).toBeNull();
      expect(row.member_id).toBe(member.id);
      // The bytes are where the key says, under the configured directory.
      const onDisk = await readFile(path.join(storageDir, ...row.storage_key!.split('/')));
      expect(onDisk.equals(row.mime_type === 'image/png' ? png : jpg)).toBe(true);
    }

    const image = await t.app.inject({
      url: `/ops/merchants/${merchant.code}/feedback/${value.id}/images/2`,
      headers: opsHeaders(support),
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.equals(jpg)).toBe(true);
  });

  it('takes feedback without images', async () => {
    const member = await makeLoggedInMember(t);
    const res = await sendFeedback(t, member, { type: 'SUGGESTION', content: 'More slots please' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.imageCount).toBe(0);
  });

  it('refuses a renamed executable, an oversized image and a fourth image, storing nothing', async () => {
    const member = await makeLoggedInMember(t);
    const before = await storedFiles();
    const fields = { type: 'COMPLAINT', content: 'Look at this' };
    expectFailure(
      await sendFeedback(t, member, fields, [tinyPng(), fakeExecutable()], 'innocent.png'),
      415,
      'FILE_TYPE_NOT_ALLOWED',
    );
    const huge = Buffer.concat([tinyPng(), Buffer.alloc(FEEDBACK_IMAGE_MAX_BYTES)]);
    expectFailure(await sendFeedback(t, member, fields, [tinyPng(), huge]), 413, 'FILE_TOO_LARGE');
    expectFailure(
      await sendFeedback(t, member, fields, [tinyPng(), tinyPng(), tinyPng(), tinyPng()]),
      413,
      'TOO_MANY_FILES',
    );
    expect(await feedbackCount(member.id)).toBe(0);
    expect(await storedFiles()).toEqual(before);
    const rows = await t.db
      .selectFrom('stored_file')
      .select('id')
      .where('member_id', '=', member.id)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('refuses empty, too long or untyped content (VALIDATION_FAILED) and a JSON body', async () => {
    const member = await makeLoggedInMember(t);
    expectFailure(
      await sendFeedback(t, member, { type: 'OTHER', content: '   ' }, [tinyPng()]),
      400,
      'VALIDATION_FAILED',
      {
        content: 'content_not_empty',
      },
    );
    expectFailure(
      await sendFeedback(t, member, { type: 'OTHER', content: 'x'.repeat(141) }),
      400,
      'VALIDATION_FAILED',
      {
        content: 'feedback_length',
      },
    );
    expect((await sendFeedback(t, member, { type: 'OTHER', content: 'x'.repeat(140) })).statusCode).toBe(200);
    expectFailure(await sendFeedback(t, member, { type: 'PRAISE', content: 'Hi' }), 400, 'VALIDATION_FAILED');
    expectFailure(await sendFeedback(t, member, { content: 'Hi' }), 400, 'VALIDATION_FAILED');
    const json = await t.app.inject({
      method: 'PUT',
      url: '/wps/feedback',
      headers: headersOf(member),
      payload: { type: 'OTHER', content: 'Hi' },
    });
    expectFailure(json, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(await feedbackCount(member.id)).toBe(1);
  });

  it(`takes ${FEEDBACK_PER_MEMBER_PER_DAY} a day from a member, then refuses before writing any byte`, async () => {
    const member = await makeLoggedInMember(t);
    const fields = { type: 'OTHER', content: 'again' };
    for (let i = 0; i < FEEDBACK_PER_MEMBER_PER_DAY; i++)
      expect((await sendFeedback(t, member, fields)).statusCode).toBe(200);
    const filesBefore = (await storedFiles()).length;
    const over = await sendFeedback(t, member, fields, [tinyPng()]);
    expectFailure(over, 429, 'FEEDBACK_DAILY_LIMIT');
    expect(await feedbackCount(member.id)).toBe(FEEDBACK_PER_MEMBER_PER_DAY);
    expect((await storedFiles()).length).toBe(filesBefore);
    // A day later the oldest one no longer counts.
    await t.db
      .updateTable('feedback')
      .set({ created_at: new Date(Date.now() - 25 * 3_600_000) })
      .where('member_id', '=', member.id)
      .where('content', '=', 'again')
      .where('id', '=', (eb) =>
        eb
          .selectFrom('feedback')
          .select((f) => f.fn.min('id').as('id'))
          .where('member_id', '=', member.id),
      )
      .execute();
    expect((await sendFeedback(t, member, fields)).statusCode).toBe(200);
  });

  it('holds the daily limit when the last ones arrive at once', async () => {
    const member = await makeLoggedInMember(t);
    const fields = { type: 'OTHER', content: 'at once' };
    const answers = await Promise.all(
      Array.from({ length: FEEDBACK_PER_MEMBER_PER_DAY + 3 }, () =>
        sendFeedback(t, member, fields, [tinyPng()]),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(FEEDBACK_PER_MEMBER_PER_DAY);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(3);
    expect(await feedbackCount(member.id)).toBe(FEEDBACK_PER_MEMBER_PER_DAY);
    const images = await t.db
      .selectFrom('stored_file')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(Number(images.n), 'refused uploads leave no file rows').toBe(FEEDBACK_PER_MEMBER_PER_DAY);
  });

  it(`takes ${FEEDBACK_PER_IP_PER_HOUR} an hour from one address, whichever members send them`, async () => {
    const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const members = await Promise.all(
      Array.from({ length: Math.ceil(FEEDBACK_PER_IP_PER_HOUR / FEEDBACK_PER_MEMBER_PER_DAY) + 1 }, () =>
        makeLoggedInMember(t),
      ),
    );
    const fields = { type: 'OTHER', content: 'from one place' };
    for (let i = 0; i < FEEDBACK_PER_IP_PER_HOUR; i++) {
      const member = members[Math.floor(i / FEEDBACK_PER_MEMBER_PER_DAY)]!;
      expect((await sendFeedback(t, member, fields, [], 'shot.png', address)).statusCode).toBe(200);
    }
    const fresh = members.at(-1)!;
    const over = await sendFeedback(t, fresh, fields, [tinyPng()], 'shot.png', address);
    expectFailure(over, 429, 'RATE_LIMITED');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(await feedbackCount(fresh.id)).toBe(0);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/wps/feedback', headers: { merchant: 'demo' } });
    expectFailure(res, 401, 'NOT_LOGGED_IN');
  });
});

describe('GET /wps/feedback', () => {
  it('lists only the member’s own feedback, newest first', async () => {
    const member = await makeLoggedInMember(t);
    const other = await makeLoggedInMember(t);
    await sendFeedback(t, member, { type: 'GAME', content: 'first' });
    await sendFeedback(t, member, { type: 'GAME', content: 'second' }, [tinyPng()]);
    await sendFeedback(t, other, { type: 'GAME', content: 'not yours' });
    const res = await t.app.inject({ url: '/wps/feedback', headers: headersOf(member) });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({
      total: 2,
      list: [
        { content: 'second', imageCount: 1, status: 'OPEN' },
        { content: 'first', imageCount: 0 },
      ],
    });
  });
});
