// The vendor's side of the seamless wallet for the wallet benchmark: an integration and funded members made
// through the server's own ledger, the signed authenticate that opens each game session, and the clients
// that alternate a signed bet and a signed win.
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import { importBuiltServer } from './database.mjs';
import { insertMembers } from './members.mjs';
import { summarise } from './stats.mjs';

export const VENDOR = 'KIRIN_BENCH';
const SECRET = randomBytes(24).toString('hex');
const STAKE_MINOR = 100;

/** Vendor integration and funded members for the HTTP run, through the server's own ledger. */
export async function seedWallet(url, clients) {
  const members = await insertMembers(url, clients);
  const { createDatabase } = await importBuiltServer('db/database.js');
  const ledger = await importBuiltServer('modules/ledger/index.js');
  // Stored sealed, as the server stores it, under the KEK of the same environment.
  const { sealSecret } = await importBuiltServer('platform/secrets/seal-secret.js');
  const { installKeyring, keyringFromConfig } = await importBuiltServer('platform/secrets/keyring.js');
  installKeyring(keyringFromConfig({ ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' }));
  const { db } = createDatabase(url, 4);
  try {
    const merchant = await db
      .selectFrom('merchant')
      .select(['id'])
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('vendor_integration')
      .values({
        merchant_id: merchant.id,
        vassalage: VENDOR,
        display_name: 'Bench vendor',
        wallet_mode: 'SEAMLESS',
        hmac_secret: sealSecret('vendor-hmac', SECRET),
      })
      .execute();
    const rows = await db
      .selectFrom('member')
      .select(['id'])
      .where(
        'username',
        'in',
        members.map((m) => m.username),
      )
      .execute();
    const bonus = await ledger.systemAccount(db, { merchantId: merchant.id, kind: 'BONUS', currency: 'VND' });
    for (const row of rows) {
      const account = await ledger.memberAccount(db, {
        merchantId: merchant.id,
        memberId: row.id,
        walletCode: 'MAIN',
        currency: 'VND',
      });
      await ledger.postTransaction(db, {
        merchantId: merchant.id,
        idempotencyKey: `bench-fund:${row.id}`,
        kind: 'BONUS',
        legs: [
          { accountId: bonus, amountMinor: -100_000_000n },
          { accountId: account, amountMinor: 100_000_000n },
        ],
      });
    }
    // One launch token per member, as the launch call makes them; authenticate exchanges them below.
    const { createLaunchToken } = await importBuiltServer('modules/games/launch-token.js');
    const launches = [];
    for (const row of rows) {
      const launchToken = await createLaunchToken(db, {
        merchantId: merchant.id,
        memberId: row.id,
        vassalage: VENDOR,
        gameId: null,
        gameCode: 'BENCH_SLOT',
        roomId: null,
        language: 'EN',
      });
      launches.push({ playerId: String(row.id), launchToken });
    }
    return launches;
  } finally {
    await db.destroy();
  }
}

/** The vendor's side of a launch: each launch token exchanged for a game session (outside the timing). */
export async function openSessions(baseUrl, launches) {
  const agent = new http.Agent({ keepAlive: false });
  try {
    const players = [];
    for (const { playerId, launchToken } of launches) {
      const text = await post(agent, baseUrl, '/vendor-api/wallet/authenticate', {
        merchantCode: 'demo',
        vendorCode: VENDOR,
        launchToken,
      });
      const { value } = JSON.parse(text);
      if (value.playerId !== playerId) throw new Error(`authenticate answered player ${value.playerId}`);
      players.push({ playerId, sessionToken: value.sessionToken });
    }
    return players;
  } finally {
    agent.destroy();
  }
}

function post(agent, baseUrl, route, body) {
  const payload = JSON.stringify(body);
  // Signed as a vendor signs: a fresh timestamp and nonce per request, covered by the signature with the body.
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(16).toString('hex');
  const signature = createHmac('sha256', SECRET).update(`${timestamp}.${nonce}.${payload}`).digest('hex');
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${baseUrl}${route}`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'x-timestamp': timestamp,
          'x-nonce': nonce,
          'x-signature': signature,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () =>
          res.statusCode === 200 ? resolve(text) : reject(new Error(`${route}: ${res.statusCode} ${text}`)),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** One loop per player, each alternating a bet (with its session token) and a win, one request in flight each. */
export async function driveWallet(baseUrl, players, seconds, run) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: players.length });
  const latencies = [];
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    players.map(async ({ playerId, sessionToken }, client) => {
      for (let i = 0; performance.now() < deadline; i++) {
        const isBet = i % 2 === 0;
        const start = performance.now();
        await post(agent, baseUrl, isBet ? '/vendor-api/wallet/bet' : '/vendor-api/wallet/win', {
          merchantCode: 'demo',
          vendorCode: VENDOR,
          playerId,
          currency: 'VND',
          ...(isBet ? { sessionToken } : {}),
          transactionId: `${run}-${client}-${i}`,
          roundId: `${run}-${client}-${i >> 1}`,
          amount: STAKE_MINOR,
        });
        latencies.push(performance.now() - start);
      }
    }),
  );
  agent.destroy();
  return { tps: latencies.length / seconds, latency: summarise(latencies) };
}
