import { randomBytes, randomInt } from 'node:crypto';
import type { TTestApp } from '../../test/harness.js';
import { makeLoggedInOperator } from '../admin/admin.factories.js';
import { headersOf, type TLoggedInMember } from '../member/security-centre.factories.js';

// Test helpers for messages and feedback (modules/messages, modules/feedback).

export type TStaff = { token: string };

/** A support operator of every merchant. */
export async function makeSupport(t: TTestApp): Promise<TStaff> {
  return makeLoggedInOperator(t.db, { role: 'support' });
}

export function opsHeaders(staff: TStaff) {
  return { 'x-operator-token': staff.token };
}

/** POST /ops/merchants/:code/messages; the title is unique, so a test finds its own message. */
export function sendAsOperator(
  t: TTestApp,
  staff: TStaff,
  merchantCode: string,
  body: Record<string, unknown>,
) {
  return t.app.inject({
    method: 'POST',
    url: `/ops/merchants/${merchantCode}/messages`,
    headers: opsHeaders(staff),
    payload: { title: `t-${randomBytes(4).toString('hex')}`, content: 'Hello there', ...body },
  });
}

export async function unreadCount(t: TTestApp, member: TLoggedInMember): Promise<number> {
  const res = await t.app.inject({ url: '/wps/relay/CSP_unreadCount', headers: headersOf(member) });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().value.count;
}

export async function listMessagesOf(t: TTestApp, member: TLoggedInMember, query = '') {
  const res = await t.app.inject({ url: `/wps/relay/CSP_messages${query}`, headers: headersOf(member) });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().value as {
    list: { id: string; kind: string; title: string; content: string; isRead: boolean }[];
    total: number;
  };
}

export function readOne(t: TTestApp, member: TLoggedInMember, id: string) {
  return t.app.inject({
    method: 'POST',
    url: '/wps/relay/CSP_readMessage',
    headers: headersOf(member),
    payload: { id },
  });
}

/** A multipart body: text fields plus files, each `[fieldName, bytes, fileName]`. */
export function multipartBody(fields: Record<string, string>, files: [string, Buffer, string][]) {
  const boundary = `----kirin${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const [name, content, filename] of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function sendFeedback(
  t: TTestApp,
  member: TLoggedInMember,
  fields: Record<string, string>,
  images: Buffer[] = [],
  fileName = 'shot.png',
  /** Each call comes from an address of its own unless given: the per-address limit is its own test's. */
  remoteAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
) {
  const body = multipartBody(
    fields,
    images.map((image) => ['images', image, fileName] as [string, Buffer, string]),
  );
  return t.app.inject({
    method: 'PUT',
    url: '/wps/feedback',
    headers: { ...headersOf(member), ...body.headers },
    payload: body.payload,
    remoteAddress,
  });
}
