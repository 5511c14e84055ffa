import { randomBytes } from 'node:crypto';
import { HttpClient } from '../lib/http-client.mjs';
import { importBuiltContracts, importBuiltServer } from '../lib/services.mjs';

// The world a chaos run plays in, made before the clock starts: members with money, a payment password, a
// bank account, a session and a game session; a seamless vendor; two finance operators logged in; the
// sandbox deposit method; an open issue of a fast lottery game. Rows only the operator or a vendor would
// create are inserted through the server's own use cases; everything a member does goes over HTTP.

export const MERCHANT = 'demo';
export const VENDOR = 'CHAOS';
export const TRANSFER_WALLET = 'TCG_SEA';
export const LOTTERY_GAME = 'SSC_1M';
export const PAYMENT_PASSWORD = '135790';
const PAYEE = 'Chaos Tester';
export const FUNDING_MINOR = 5_000_000n;

const { sealPayload } = await importBuiltContracts();
const { hashPassword } = await importBuiltServer('platform/auth/password.js');
const { createDatabase } = await importBuiltServer('db/database.js');
const ledger = await importBuiltServer('modules/ledger/index.js');
const { createLaunchToken } = await importBuiltServer('modules/games/launch-token.js');
const { createEnrolledOperator } = await importBuiltServer(
  'modules/admin/operators/create-enrolled-operator.js',
);
const { generateTotpCode } = await importBuiltServer('platform/auth/totp.js');
const { generateLotteryIssues } = await importBuiltServer('modules/lottery/generate-lottery-issues.js');
// The vendor secret is stored sealed, as the servers store it, under the KEK of the same environment.
const { sealSecret } = await importBuiltServer('platform/secrets/seal-secret.js');
const { installKeyring, keyringFromConfig } = await importBuiltServer('platform/secrets/keyring.js');
installKeyring(keyringFromConfig({ ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' }));

/** Resolves the answer's value; throws with the answer on anything but a success envelope. */
export function valueOf(result, what) {
  if (result.kind === 'answered' && result.body?.success === true) return result.body.value;
  throw new Error(`${what}: ${result.kind} ${result.status ?? ''} ${result.text ?? result.reason ?? ''}`);
}

/** Sends until something answers (setup runs before any kill, so an unknown outcome is a real failure). */
async function call(http, request, what) {
  return valueOf(await http.send(request), what);
}

/** The merchant's current public sealing key; a sealed body is made fresh for every send (replays are refused). */
export async function readPayloadKey(http) {
  const whitelabel = await call(
    http,
    { path: '/wps/system/whitelabel', headers: { merchant: MERCHANT } },
    'whitelabel',
  );
  return whitelabel.payloadKey;
}

export const seal = (payloadKey, body) => sealPayload(payloadKey.publicKey, payloadKey.kid, body);

async function insertMembers(db, merchantId, count, run) {
  const paymentHash = await hashPassword(PAYMENT_PASSWORD);
  const members = [];
  for (let i = 0; i < count; i++) {
    const username = `chaos${run}${String(i).padStart(3, '0')}`;
    const password = `Pw${randomBytes(6).toString('hex')}1`;
    const row = await db
      .insertInto('member')
      .values({
        merchant_id: merchantId,
        username,
        password_hash: await hashPassword(password),
        payment_password_hash: paymentHash,
        payee_name: PAYEE,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    members.push({ id: row.id, username, password });
  }
  return members;
}

async function fundMembers(db, merchantId, members) {
  const bonus = await ledger.systemAccount(db, { merchantId, kind: 'BONUS', currency: 'VND' });
  for (const member of members) {
    const account = await ledger.memberAccount(db, {
      merchantId,
      memberId: member.id,
      walletCode: 'MAIN',
      currency: 'VND',
    });
    await ledger.postTransaction(db, {
      merchantId,
      idempotencyKey: `chaos-fund:${member.id}`,
      kind: 'BONUS',
      legs: [
        { accountId: bonus, amountMinor: -FUNDING_MINOR },
        { accountId: account, amountMinor: FUNDING_MINOR },
      ],
    });
  }
}

/** Two finance operators (one approves, the other pays), each logged in over HTTP with password and TOTP. */
async function loginOperators(db, http, run) {
  const tokens = [];
  for (const name of ['approver', 'payer']) {
    const username = `chaos${name}${run}`;
    const password = `Chaos-${randomBytes(12).toString('base64url')}`;
    const created = await createEnrolledOperator(
      db,
      { operatorId: null, ip: null, requestId: null },
      { username, role: 'finance', password, merchants: [MERCHANT] },
    );
    const session = await call(
      http,
      {
        method: 'POST',
        path: '/ops/auth/login',
        body: { username, password, totpCode: generateTotpCode(created.totpSecret) },
      },
      'operator login',
    );
    tokens.push(session.token);
  }
  return tokens;
}

/** Logs a member in (sealed body), binds a bank account and opens a game session at the chaos vendor. */
async function prepareMember(http, payloadKey, member, { db, merchantId, vendorSecret, signedPost }) {
  const login = await call(
    http,
    {
      method: 'POST',
      path: '/wps/session/login',
      headers: { merchant: MERCHANT },
      body: await seal(payloadKey, {
        type: 'username',
        username: member.username,
        password: member.password,
      }),
    },
    `login ${member.username}`,
  );
  const headers = { merchant: MERCHANT, authorization: login.token };
  const account = await call(
    http,
    {
      method: 'POST',
      path: '/wps/member/bank-accounts',
      headers,
      body: {
        bankName: 'Chaos Bank',
        accountName: PAYEE,
        accountNumber: `9${String(member.id).padStart(11, '0')}`,
      },
    },
    `bank account ${member.username}`,
  );
  const launchToken = await createLaunchToken(db, {
    merchantId,
    memberId: member.id,
    vassalage: VENDOR,
    gameId: null,
    gameCode: 'CHAOS_SLOT',
    roomId: null,
    language: 'EN',
  });
  const session = valueOf(
    await signedPost(http, vendorSecret, 'authenticate', { launchToken }),
    `authenticate ${member.username}`,
  );
  return {
    ...member,
    playerId: String(member.id),
    headers,
    bankAccountId: account.id,
    sessionToken: session.sessionToken,
  };
}

/**
 * Builds the run's world against a started cluster (`baseUrl`) on `databaseUrl`; `signedPost` is the vendor
 * client's signed call. Resolves what the clients need.
 */
export async function prepareWorld({ baseUrl, databaseUrl, memberCount, signedPost }) {
  const run = randomBytes(3).toString('hex');
  const { db } = createDatabase(databaseUrl, 4);
  const http = new HttpClient({ baseUrl });
  try {
    const merchant = await db
      .selectFrom('merchant')
      .select(['id'])
      .where('code', '=', MERCHANT)
      .executeTakeFirstOrThrow();
    const merchantId = merchant.id;
    const vendorSecret = randomBytes(24).toString('hex');
    await db
      .insertInto('vendor_integration')
      .values({
        merchant_id: merchantId,
        vassalage: VENDOR,
        display_name: 'Chaos vendor',
        wallet_mode: 'SEAMLESS',
        hmac_secret: sealSecret('vendor-hmac', vendorSecret),
      })
      .execute();
    const inserted = await insertMembers(db, merchantId, memberCount, run);
    await fundMembers(db, merchantId, inserted);
    await generateLotteryIssues(db);
    const payloadKey = await readPayloadKey(http);
    const operatorTokens = await loginOperators(db, http, run);
    const members = [];
    for (const member of inserted)
      members.push(
        await prepareMember(http, payloadKey, member, { db, merchantId, vendorSecret, signedPost }),
      );
    const method = await db
      .selectFrom('payment_method')
      .select(['id'])
      .where('merchant_id', '=', merchantId)
      .where('code', '=', 'SANDBOX_BANK')
      .executeTakeFirstOrThrow();
    return {
      run,
      merchantId,
      vendorSecret,
      payloadKey,
      operatorTokens,
      members,
      depositMethodId: String(method.id),
    };
  } finally {
    http.close();
    await db.destroy();
  }
}
