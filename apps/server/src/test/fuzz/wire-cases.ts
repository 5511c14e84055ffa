import { connect } from 'node:net';
import type { TAnswer } from './check-answer.js';
import { KB } from './payloads.js';

/**
 * Requests only a socket can send: what Node's HTTP parser sees before Fastify does (oversized headers,
 * broken request lines, smuggling-shaped framing, raw non-UTF-8 bytes). `mustAnswer`: the server has to
 * answer (in the envelope); otherwise closing the connection without an answer is also right.
 */
export type TWireCase = { name: string; bytes: Buffer; mustAnswer: boolean };

const CRLF = '\r\n';
const wire = (name: string, text: string | Buffer, mustAnswer = true): TWireCase => ({
  name,
  bytes: typeof text === 'string' ? Buffer.from(text, 'latin1') : text,
  mustAnswer,
});
const get = (path: string, extraHeaders = '') =>
  `GET ${path} HTTP/1.1${CRLF}Host: localhost${CRLF}Connection: close${CRLF}${extraHeaders}${CRLF}`;
const post = (path: string, headers: string, body: string) =>
  `POST ${path} HTTP/1.1${CRLF}Host: localhost${CRLF}Connection: close${CRLF}${headers}${CRLF}${body}`;

export const WIRE_CASES: TWireCase[] = [
  wire('a header over the size limit', get('/wps/system/whitelabel', `X-Big: ${'a'.repeat(20 * KB)}${CRLF}`)),
  wire(
    'many headers over the size limit',
    get('/wps/system/whitelabel', `X-Many: ${'b'.repeat(40)}${CRLF}`.repeat(600)),
  ),
  wire('an address over the size limit', get(`/wps/system/whitelabel?q=${'c'.repeat(20 * KB)}`)),
  wire('an oversized cookie on a site path', get('/vip', `Cookie: ${'k=v; '.repeat(5 * KB)}${CRLF}`)),
  wire('bad percent-encoding in the path', get('/wps/%zz')),
  wire('a lone percent in the path', get('/ops/support/%')),
  wire('overlong UTF-8, percent-encoded', get('/ops/support/%C0%AF')),
  wire('an encoded surrogate', get('/wps/system/content/%ED%A0%80')),
  wire('bad percent-encoding on a site path', get('/%zz')),
  wire('bad percent-encoding in the query', get('/wps/system/whitelabel?%zz=%')),
  wire(
    'raw overlong UTF-8 bytes in the path',
    Buffer.concat([
      Buffer.from('GET /wps/'),
      Buffer.from([0xc0, 0xaf]),
      Buffer.from(` HTTP/1.1${CRLF}Host: localhost${CRLF}${CRLF}`),
    ]),
  ),
  wire('an unknown method', `BREW /wps/system/whitelabel HTTP/1.1${CRLF}Host: localhost${CRLF}${CRLF}`),
  wire(
    'a method the router does not know',
    `PROPFIND /wps/system/whitelabel HTTP/1.1${CRLF}Host: localhost${CRLF}Connection: close${CRLF}${CRLF}`,
  ),
  wire('an unknown HTTP version', `GET / HTTP/9.9${CRLF}Host: localhost${CRLF}${CRLF}`),
  wire('a header line without a colon', get('/wps/system/whitelabel', `NoColon${CRLF}`)),
  wire('a space in a header name', get('/wps/system/whitelabel', `Bad Header: 1${CRLF}`)),
  wire('a NUL in a header value', get('/wps/system/whitelabel', `X-A: a\u0000b${CRLF}`)),
  wire('a bare CR in a header value', get('/wps/system/whitelabel', `X-A: a\rb${CRLF}`)),
  wire('obsolete line folding', get('/wps/system/whitelabel', `X-A: a${CRLF} folded${CRLF}`)),
  wire(
    'bare LF line ends',
    `GET /wps/system/whitelabel HTTP/1.1\nHost: localhost\nConnection: close\n\n`,
    false,
  ),
  wire('no Host header', `GET /wps/system/whitelabel HTTP/1.1${CRLF}Connection: close${CRLF}${CRLF}`),
  wire('two Host headers', get('/wps/system/whitelabel', `Host: evil.example${CRLF}`)),
  wire('two Merchant headers', get('/wps/system/whitelabel', `Merchant: demo${CRLF}Merchant: other${CRLF}`)),
  wire(
    'an absolute-form address',
    `GET http://evil.example/wps/system/whitelabel HTTP/1.1${CRLF}Host: localhost${CRLF}Connection: close${CRLF}${CRLF}`,
  ),
  wire(
    'asterisk-form OPTIONS',
    `OPTIONS * HTTP/1.1${CRLF}Host: localhost${CRLF}Connection: close${CRLF}${CRLF}`,
  ),
  wire(
    'Content-Length with Transfer-Encoding',
    post(
      '/wps/session/login',
      `Content-Type: application/json${CRLF}Content-Length: 2${CRLF}Transfer-Encoding: chunked${CRLF}`,
      `0${CRLF}${CRLF}`,
    ),
  ),
  wire(
    'two different Content-Lengths',
    post(
      '/wps/session/login',
      `Content-Type: application/json${CRLF}Content-Length: 2${CRLF}Content-Length: 3${CRLF}`,
      '{}',
    ),
  ),
  wire(
    'a Content-Length that is not a number',
    post('/wps/session/login', `Content-Type: application/json${CRLF}Content-Length: abc${CRLF}`, '{}'),
  ),
  wire(
    'a bad chunk size',
    post(
      '/wps/session/login',
      `Content-Type: application/json${CRLF}Transfer-Encoding: chunked${CRLF}`,
      `zz${CRLF}{}${CRLF}0${CRLF}${CRLF}`,
    ),
  ),
  wire(
    'an unknown transfer coding',
    post(
      '/wps/session/login',
      `Content-Type: application/json${CRLF}Transfer-Encoding: gzip, chunked, bogus${CRLF}`,
      `2${CRLF}{}${CRLF}0${CRLF}${CRLF}`,
    ),
  ),
  wire(
    'an Expect the server does not meet',
    post(
      '/wps/session/login',
      `Content-Type: application/json${CRLF}Content-Length: 2${CRLF}Expect: teapot${CRLF}`,
      '{}',
    ),
  ),
  wire(
    'a body over the limit',
    post(
      '/ops/auth/login',
      `Content-Type: application/json${CRLF}Content-Length: ${2 * KB * KB}${CRLF}`,
      `{"a":"${'x'.repeat(2 * KB * KB - 8)}"}`,
    ),
    false,
  ),
  wire('a socket route without the upgrade', get('/wps/chat-room/ws')),
  wire(
    'a socket upgrade without a key',
    get('/wps/chat-room/ws', `Upgrade: websocket${CRLF}Connection: Upgrade${CRLF}`),
  ),
  wire(
    'a socket upgrade of an unknown version',
    get(
      '/ops/live-chat/ws',
      `Upgrade: websocket${CRLF}Connection: Upgrade${CRLF}Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==${CRLF}Sec-WebSocket-Version: 99${CRLF}`,
    ),
  ),
  wire(
    'a socket upgrade on a plain route',
    get(
      '/wps/system/whitelabel',
      `Upgrade: websocket${CRLF}Connection: Upgrade${CRLF}Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==${CRLF}Sec-WebSocket-Version: 13${CRLF}`,
    ),
    false,
  ),
  wire('a request line and nothing else', `GET /wps/system/whitelabel HTTP/1.1${CRLF}`, false),
  wire('garbage', Buffer.from([0x16, 0x03, 0x01, 0x00, 0xa5, 0x01, 0x00, 0x00, 0xa1, 0x03, 0x03]), false),
];

function answerOf(raw: Buffer): TAnswer | undefined {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) return undefined;
  const [statusLine = '', ...headerLines] = raw.subarray(0, end).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
  if (!status) return undefined;
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = raw.subarray(end + 4).toString('latin1');
  const text = headers['transfer-encoding'] === 'chunked' ? unchunked(body) : body;
  return { status, headers, body: Buffer.from(text, 'latin1').toString('utf8') };
}

function unchunked(body: string): string {
  let out = '';
  for (let at = 0; at < body.length;) {
    const lineEnd = body.indexOf('\r\n', at);
    const size = parseInt(body.slice(at, lineEnd), 16);
    if (lineEnd < 0 || !size) break;
    out += body.slice(lineEnd + 2, lineEnd + 2 + size);
    at = lineEnd + 2 + size + 2;
  }
  return out;
}

/** Sends the bytes on a new connection and reads until the server closes it (or `timeoutMs` passes). */
export function sendOverWire(port: number, bytes: Buffer, timeoutMs = 5_000): Promise<TAnswer | undefined> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = connect({ port, host: '127.0.0.1' });
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(answerOf(Buffer.concat(chunks)));
    };
    const timer = setTimeout(finish, timeoutMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', finish);
    socket.on('close', finish);
    socket.on('connect', () => socket.write(bytes));
  });
}
