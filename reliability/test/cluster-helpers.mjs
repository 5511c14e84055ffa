import { randomBytes } from 'node:crypto';
import { startCluster } from '../lib/cluster.mjs';
import { HttpClient } from '../lib/http-client.mjs';
import { UPSTREAM_HEADER } from '../lib/proxy.mjs';
import { importBuiltContracts, importBuiltServer, openRunDatabase } from '../lib/services.mjs';

const { sealPayload } = await importBuiltContracts();
const { hashPassword } = await importBuiltServer('platform/auth/password.js');
const { createDatabase } = await importBuiltServer('db/database.js');
const { createEnrolledOperator } = await importBuiltServer(
  'modules/admin/operators/create-enrolled-operator.js',
);
const { generateTotpCode } = await importBuiltServer('platform/auth/totp.js');

export const MERCHANT = 'demo';

/**
 * Two (or `processes`) built servers behind the proxy on a database of their own: TEST_DATABASE_URL's server
 * when set, else an embedded PostgreSQL; Redis when REDIS_URL is set. The proxy names the answering server.
 */
export async function startTestCluster({ processes = 2, env = {} } = {}) {
  const database = await openRunDatabase(process.env.TEST_DATABASE_URL || undefined);
  let cluster;
  try {
    cluster = await startCluster({
      processes,
      databaseUrl: database.url,
      redisUrl: process.env.REDIS_URL || undefined,
      isUpstreamShown: true,
      proxyKind: process.env.KIRIN_PROXY || 'auto',
      env,
    });
  } catch (error) {
    await database.stop();
    throw error;
  }
  const { db } = createDatabase(database.url, 3);
  return {
    ...cluster,
    db,
    stop: async () => {
      await db.destroy();
      await cluster.stop();
      await database.stop();
    },
  };
}

/** A client on a loopback address of its own (127.0.0.0/8), so per-address counts of one test touch no other. */
export function newClient(cluster) {
  const [a = 0, b = 0] = randomBytes(2);
  return new HttpClient({
    baseUrl: cluster.url,
    localAddress: `127.${10 + (a % 200)}.${b}.${1 + (a % 250)}`,
  });
}

export const upstreamOf = (answer) => answer.headers?.[UPSTREAM_HEADER];

export async function payloadKeyOf(http) {
  const answer = await http.send({ path: '/wps/system/whitelabel', headers: { merchant: MERCHANT } });
  return answer.body.value.payloadKey;
}

export const seal = (payloadKey, body) => sealPayload(payloadKey.publicKey, payloadKey.kid, body);

/** A member of the demo merchant inserted with a known password (registration needs a captcha). */
export async function insertMember(db) {
  const username = `cl${randomBytes(5).toString('hex')}`;
  const password = `Pw${randomBytes(6).toString('hex')}1`;
  const merchant = await db
    .selectFrom('merchant')
    .select('id')
    .where('code', '=', MERCHANT)
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('member')
    .values({ merchant_id: merchant.id, username, password_hash: await hashPassword(password) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, username, password };
}

/** Logs a member in through the proxy (sealed body); resolves its request headers. */
export async function logIn(http, member) {
  const payloadKey = await payloadKeyOf(http);
  const answer = await http.send({
    method: 'POST',
    path: '/wps/session/login',
    headers: { merchant: MERCHANT },
    body: await seal(payloadKey, { type: 'username', username: member.username, password: member.password }),
  });
  if (answer.body?.success !== true) throw new Error(`login: ${answer.text}`);
  return { merchant: MERCHANT, authorization: answer.body.value.token };
}

/** An operator of `role` logged in through the proxy with password and TOTP; resolves its token header. */
export async function logInOperator(db, http, role = 'owner') {
  const username = `clop${randomBytes(4).toString('hex')}`;
  const password = `Cluster-${randomBytes(12).toString('base64url')}`;
  const created = await createEnrolledOperator(
    db,
    { operatorId: null, ip: null, requestId: null },
    { username, role, password, merchants: [MERCHANT] },
  );
  const answer = await http.send({
    method: 'POST',
    path: '/ops/auth/login',
    body: { username, password, totpCode: generateTotpCode(created.totpSecret) },
  });
  if (answer.body?.success !== true) throw new Error(`operator login: ${answer.text}`);
  return { 'x-operator-token': answer.body.value.token };
}

/** Sends `count` copies of a request one after another; resolves the answers. */
export async function sendTimes(http, count, request) {
  const answers = [];
  for (let i = 0; i < count; i++) answers.push(await http.send(request));
  return answers;
}
