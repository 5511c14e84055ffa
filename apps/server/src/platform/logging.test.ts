import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl } from './logging.js';

const LAUNCH_TOKEN = 'lt_9f8e7d6c5b4a39281706f5e4d3c2b1a0';
const SESSION_TOKEN = 'vs_AbCdEfGhIjKlMnOpQrStUvWxYz012345';

/** An app logging as the real one does, into lines kept in memory. */
function appWithLogLines() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const app = Fastify({ logger: loggerOptions({ LOG_LEVEL: 'info' }, stream) });
  app.get('/inhouse/launch', async () => 'ok');
  app.get('/inhouse/play/:gameCode', async () => 'ok');
  return { app, lines };
}

describe('request logs', () => {
  it('carry no launch token or game session from the address, and keep the rest of it', async () => {
    const { app, lines } = appWithLogLines();
    await app.inject({ url: `/inhouse/launch?token=${LAUNCH_TOKEN}&game=KIRIN_SLOT&merchant=demo` });
    await app.inject({ url: `/inhouse/play/KIRIN_SLOT?session=${SESSION_TOKEN}&lang=EN` });
    await app.close();
    const logged = lines.join('\n');
    expect(lines.length).toBeGreaterThanOrEqual(4);
    expect(logged).not.toContain(LAUNCH_TOKEN);
    expect(logged).not.toContain(SESSION_TOKEN);
    expect(logged).toContain('/inhouse/launch?token=REDACTED&game=KIRIN_SLOT&merchant=demo');
    expect(logged).toContain('/inhouse/play/KIRIN_SLOT?session=REDACTED&lang=EN');
  });

  it('masks every credential-like parameter, repeated ones too, and leaves other URLs alone', () => {
    expect(redactUrl('/x?access_token=a&apiKey=b&sessionId=c&page=2&token=d&token=e')).toBe(
      '/x?access_token=REDACTED&apiKey=REDACTED&sessionId=REDACTED&page=2&token=REDACTED',
    );
    expect(redactUrl('/wps/game/list?page=KIRIN')).toBe('/wps/game/list?page=KIRIN');
  });
});
