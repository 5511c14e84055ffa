import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { TTestApp } from '../../../test/harness.js';
import { headersOf, type TLoggedInMember } from '../../member/security-centre.factories.js';
import { PNG_BYTES } from '../../payments/payments.factories.js';

// Test builders for the KYC tests: documents by content, and the multipart upload the site sends.

export { PNG_BYTES };
/** A JPEG's magic bytes (SOI, APP0 "JFIF"), enough for the content check. */
export const JPEG_BYTES = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
  randomBytes(64),
]);
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
    '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
/** A Windows executable's header ("MZ" … "PE"): what a renamed .exe starts with. */
export const EXE_BYTES = Buffer.concat([
  Buffer.from('4d5a90000300000004000000ffff0000b800000000000000400000000000000000000000', 'hex'),
  Buffer.alloc(24),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.alloc(64),
  Buffer.from('PE\0\0', 'latin1'),
  Buffer.alloc(128),
]);
export const HTML_BYTES = Buffer.from('<html><script>alert(1)</script></html>');

type TPart =
  { name: string; value: string } | { name: 'file'; content: Buffer; filename: string; type: string };

/** A multipart/form-data body of `parts` in order. */
export function multipartBody(parts: TPart[]) {
  const boundary = `----kirin${randomBytes(8).toString('hex')}`;
  const chunks = parts.map((part) =>
    'content' in part
      ? Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${part.filename}"\r\n` +
              `Content-Type: ${part.type}\r\n\r\n`,
          ),
          part.content,
          Buffer.from('\r\n'),
        ])
      : Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        ),
  );
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POST /wps/protection/kyc/documents as the site sends it: `kind`, then the file (named like a png). */
export function uploadKycDocument(
  t: TTestApp,
  member: TLoggedInMember,
  kind: string,
  content: Buffer,
  file: { filename?: string; type?: string } = {},
): Promise<LightMyRequestResponse> {
  const body = multipartBody([
    { name: 'kind', value: kind },
    { name: 'file', content, filename: file.filename ?? 'document.png', type: file.type ?? 'image/png' },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/wps/protection/kyc/documents',
    headers: { ...headersOf(member), ...body.headers },
    payload: body.payload,
  });
}

/** The member's KYC row and documents, as the database holds them. */
export async function kycRowsOf(t: TTestApp, memberId: bigint) {
  const [kyc, documents] = await Promise.all([
    t.db.selectFrom('member_kyc').selectAll().where('member_id', '=', memberId).executeTakeFirst(),
    t.db
      .selectFrom('kyc_document as d')
      .innerJoin('stored_file as f', 'f.id', 'd.file_id')
      .select(['d.id', 'd.kind', 'd.status', 'f.mime_type', 'f.purpose', 'f.member_id', 'f.size_bytes'])
      .where('d.member_id', '=', memberId)
      .orderBy('d.id')
      .execute(),
  ]);
  return { kyc, documents };
}
