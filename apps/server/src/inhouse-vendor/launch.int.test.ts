import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAUNCH_TOKEN_TTL_MS } from '../modules/games/launch-token.js';
import { makeMember } from '../test/member-factories.js';
import {
  launchInhousePlayer,
  makeInhouseLaunchToken,
  startInhouseTestServer,
  type TInhouseTestServer,
} from './inhouse.factories.js';
import { findVendorSession, purgeExpiredVendorSessions } from './vendor-session.js';
import { createTestApp } from '../test/harness.js';
import { demoMerchantId } from '../test/member-factories.js';
import { seedInhouseVendor } from './seed-inhouse-vendor.js';
import { openSecret } from '../platform/secrets/seal-secret.js';

let server: TInhouseTestServer;

beforeAll(async () => {
  server = await startInhouseTestServer();
});
afterAll(async () => server.t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  server.t.app.inject({ method: 'GET', url, headers });

describe('in-house launch', () => {
  it('exchanges the launch token with the platform and redirects to the game page with a vendor session', async () => {
    const member = await makeMember(server.t.db, { merchantId: server.merchantId });
    const token = await makeInhouseLaunchToken(server, member.id, 'KIRIN_SLOT');
    const response = await get(`/inhouse/launch?token=${token}&game=KIRIN_SLOT&lang=EN&merchant=demo`);
    expect(response.statusCode).toBe(302);
    const location = new URL(response.headers.location as string, server.baseUrl);
    expect(location.pathname).toBe('/inhouse/play/KIRIN_SLOT');
    expect(location.searchParams.get('lang')).toBe('EN');
    const session = await findVendorSession(server.t.ctx, location.searchParams.get('session') ?? undefined);
    expect(session).toMatchObject({
      merchantCode: 'demo',
      playerId: member.id.toString(),
      username: member.username,
      currency: 'VND',
      gameCode: 'KIRIN_SLOT',
      language: 'EN',
    });
    // The platform made a game session for the vendor and spent the launch token.
    const platformSessions = await server.t.db
      .selectFrom('game_session')
      .select(['vassalage', 'game_code'])
      .where('member_id', '=', member.id)
      .execute();
    expect(platformSessions).toEqual([{ vassalage: 'KIRIN', game_code: 'KIRIN_SLOT' }]);
    // Only the hash of the vendor session token is stored.
    const stored = await server.t.db.selectFrom('inhouse_session').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash.toString('hex'))).toContain(session?.sessionId);

    const page = await get(`${location.pathname}${location.search}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain('data-testid="slot-spin"');
  });

  it('shows a translated HTML error page for a used, an expired or an unknown launch token', async () => {
    const member = await makeMember(server.t.db, { merchantId: server.merchantId });
    const token = await makeInhouseLaunchToken(server, member.id, 'KIRIN_SLOT');
    const url = `/inhouse/launch?token=${token}&game=KIRIN_SLOT&lang=EN&merchant=demo`;
    expect((await get(url)).statusCode).toBe(302);
    const reused = await get(url);
    expect(reused.statusCode).toBe(401);
    expect(reused.headers['content-type']).toContain('text/html');
    expect(reused.body).toContain('data-code="launch_token_invalid"');
    expect(reused.body).toContain('This game link is not valid or was already used.');

    const old = await makeInhouseLaunchToken(server, member.id, 'KIRIN_SLOT', {
      now: new Date(Date.now() - LAUNCH_TOKEN_TTL_MS - 60_000),
    });
    const expired = await get(`/inhouse/launch?token=${old}&game=KIRIN_SLOT&lang=TW&merchant=demo`);
    expect(expired.statusCode).toBe(401);
    expect(expired.body).toContain('data-code="launch_token_expired"');
    expect(expired.body).toContain('遊戲連結已過期');

    const unknown = await get(`/inhouse/launch?token=${'x'.repeat(40)}&game=KIRIN_SLOT&merchant=demo`);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toContain('data-code="launch_token_invalid"');
    expect(
      await server.t.db
        .selectFrom('inhouse_session')
        .select('player_id')
        .where('player_id', '=', member.id.toString())
        .execute(),
    ).toHaveLength(1);
  });

  it('refuses a malformed launch with the validation envelope, and an unknown merchant with the error page', async () => {
    const malformed = await get('/inhouse/launch?token=short&merchant=demo');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    const stranger = await get(`/inhouse/launch?token=${'y'.repeat(40)}&merchant=nobody_here`);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).toContain('data-code="not_found"');
  });

  it('serves a game page only for a live session and a known game, and the shared assets', async () => {
    const player = await launchInhousePlayer(server, { fundsMinor: 0n, gameCode: 'KIRIN_SLOT' });
    const noSession = await get('/inhouse/play/KIRIN_SLOT?session=nope-nope-nope-nope-nope&lang=EN');
    expect(noSession.statusCode).toBe(401);
    expect(noSession.body).toContain('data-code="game_session_invalid"');
    const unknownGame = await get(`/inhouse/play/KIRIN_POKER?session=${player.sessionToken}`);
    expect(unknownGame.statusCode).toBe(404);
    // The built page names its hashed files (apps/games): served, cached for good; the shared stylesheet keeps
    // its name and is revalidated.
    const page = await get(`/inhouse/play/KIRIN_SLOT?session=${player.sessionToken}`);
    expect(page.headers['cache-control']).toBe('no-store');
    const files = [...page.body.matchAll(/(?:src|href)="(\/inhouse\/assets\/assets\/[^"]+\.js)"/g)].map(
      (m) => m[1],
    );
    expect(files.length).toBeGreaterThan(0);
    const scripts = await Promise.all(files.map((file) => get(file ?? '')));
    for (const script of scripts) {
      expect(script.statusCode).toBe(200);
      expect(script.headers['content-type']).toContain('javascript');
      expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect(scripts.map((script) => script.body).join('\n')).toContain('balance-changed');
    const stylesheet = await get('/inhouse/assets/common/common.css');
    expect(stylesheet.statusCode).toBe(200);
    expect(stylesheet.headers['cache-control']).toBe('no-cache');
    const missing = await get('/inhouse/assets/common/nothing.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('answers the session player with the platform balance, and refuses an expired session', async () => {
    const player = await launchInhousePlayer(server, { fundsMinor: 12_345n, gameCode: 'KIRIN_SLOT' });
    const me = await get('/inhouse/api/player', { 'x-vendor-session': player.sessionToken });
    expect(me.json()).toMatchObject({
      success: true,
      value: { username: player.member.username, currency: 'VND', balance: 12_345, gameCode: 'KIRIN_SLOT' },
    });
    await server.t.db
      .updateTable('inhouse_session')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('player_id', '=', player.playerId)
      .execute();
    const ended = await get(`/inhouse/api/player?session=${player.sessionToken}`);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toMatchObject({ success: false, code: 'GAME_SESSION_INVALID' });
  });

  it('deletes sessions that ended more than a day ago, keeping the others', async () => {
    const old = await launchInhousePlayer(server, { fundsMinor: 0n, gameCode: 'KIRIN_SLOT' });
    const recent = await launchInhousePlayer(server, { fundsMinor: 0n, gameCode: 'KIRIN_SLOT' });
    await server.t.db
      .updateTable('inhouse_session')
      .set({ expires_at: new Date(Date.now() - 2 * 86_400_000) })
      .where('player_id', '=', old.playerId)
      .execute();
    expect(await purgeExpiredVendorSessions(server.t.ctx)).toBe(1);
    const left = await server.t.db.selectFrom('inhouse_session').select('player_id').execute();
    expect(left.map((r) => r.player_id)).toContain(recent.playerId);
    expect(left.map((r) => r.player_id)).not.toContain(old.playerId);
  });
});

describe('in-house vendor switched off', () => {
  it('serves none of its routes and seeds nothing', async () => {
    const t = await createTestApp({ INHOUSE_VENDOR_ENABLED: 'false' });
    try {
      await seedInhouseVendor(t.db, await demoMerchantId(t.db), t.ctx.config);
      expect(await t.db.selectFrom('inhouse_operator').selectAll().execute()).toEqual([]);
      const launch = await t.app.inject({
        method: 'GET',
        url: `/inhouse/launch?token=${'z'.repeat(40)}&merchant=demo`,
      });
      expect(launch.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('seeds both sides once, with one shared secret', async () => {
    const rows = await server.t.db
      .selectFrom('vendor_integration')
      .select(['hmac_secret', 'launch_url', 'wallet_mode'])
      .where('vassalage', '=', 'KIRIN')
      .execute();
    await seedInhouseVendor(server.t.db, server.merchantId, server.t.ctx.config);
    const operator = await server.t.db.selectFrom('inhouse_operator').selectAll().executeTakeFirstOrThrow();
    expect(rows).toEqual([
      {
        hmac_secret: expect.stringMatching(/^sealed1:/),
        launch_url: '/inhouse/launch',
        wallet_mode: 'SEAMLESS',
      },
    ]);
    // Each side keeps its own sealed copy of the one secret.
    expect(openSecret('inhouse-vendor-secret', operator.secret)).toBe(
      openSecret('vendor-hmac', rows[0]!.hmac_secret),
    );
    expect(operator).toMatchObject({ merchant_code: 'demo', vendor_code: 'KIRIN', currency: 'VND' });
  });
});
