// Issue 6: the chat room holds 500 connected clients on ONE server process, and a message reaches all of them
// in under 200 ms p99. 500 readers (guests: the room lets them read) join the demo merchant's TW room; a few
// signed-in members take turns sending, spaced so the per-member limits (1 per 2 s, 10 a minute) never
// refuse one; each reader notes when each message arrives. Latency = arrival at the reader - the send.
import { availableParallelism, loadavg } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importBuiltContracts, startDatabase } from '../lib/database.mjs';
import { insertMembers } from '../lib/members.mjs';
import { startKirin } from '../lib/server.mjs';
import { summarise } from '../lib/stats.mjs';

const TARGET_P99_MS = 200;
const READERS = 500;
const SENDERS = 10;
const WARM_UP_MESSAGES = 5;
const MEASURED_MESSAGES = 50;
/** With 10 senders each one sends every 7 s: under both per-member limits. */
const SPACING_MS = 700;
const CONNECT_BATCH = 50;
const MERCHANT_HEADERS = { merchant: 'demo' };

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The server's own WebSocket library (the bench workspace has no dependency of its own for it).
const WebSocket = createRequire(path.join(repo, 'apps/server/package.json'))('ws');

/** Opens a room socket; resolves once its history (the `ready` frame) arrived. */
function openSocket(wsUrl, onFrame) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${wsUrl}/wps/chat-room/ws?language=TW`, { headers: MERCHANT_HEADERS });
    let isReady = false;
    socket.on('message', (data) => {
      const text = data.toString();
      if (!isReady && text.startsWith('{"type":"ready"')) {
        isReady = true;
        resolve(socket);
        return;
      }
      onFrame?.(text);
    });
    socket.on('error', reject);
  });
}

/** Logs members in through the sealed login call, as the site does. */
async function logIn(baseUrl, members) {
  const { sealPayload } = await importBuiltContracts();
  const whitelabel = await fetch(`${baseUrl}/wps/system/whitelabel`, { headers: MERCHANT_HEADERS });
  const { payloadKey } = (await whitelabel.json()).value;
  const tokens = [];
  for (const { username, password } of members) {
    const body = await sealPayload(payloadKey.publicKey, payloadKey.kid, {
      type: 'username',
      username,
      password,
    });
    const res = await fetch(`${baseUrl}/wps/session/login`, {
      method: 'POST',
      headers: { ...MERCHANT_HEADERS, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const envelope = await res.json();
    if (!envelope.success) throw new Error(`login failed: ${envelope.code}`);
    tokens.push(envelope.value.token);
  }
  return tokens;
}

async function openSender(wsUrl, token) {
  const refusals = [];
  const socket = await openSocket(wsUrl, (text) => {
    if (text.startsWith('{"type":"error"')) refusals.push(text);
  });
  await new Promise((resolve, reject) => {
    socket.once('message', (data) =>
      data.toString().startsWith('{"type":"authed"') ? resolve() : reject(new Error(`auth: ${data}`)),
    );
    socket.send(JSON.stringify({ type: 'auth', token }));
  });
  return { socket, refusals };
}

const describeLoad = () => `${availableParallelism()} cores, load average ${loadavg()[0].toFixed(2)}`;
const ms = (v) => `${v.toFixed(1).padStart(6)} ms`;
const sleep = (delayMs) => new Promise((resolve) => setTimeout(resolve, delayMs));

console.log(`before: ${describeLoad()}`);
const database = await startDatabase();
let isPassing = false;
try {
  const kirin = await startKirin({
    DATABASE_URL: database.url,
    SEED_DEMO: 'true',
    REDIS_URL: '',
    DEFAULT_MERCHANT: '',
  });
  const wsUrl = kirin.url.replace(/^http/, 'ws');
  try {
    const tokens = await logIn(kirin.url, await insertMembers(database.url, SENDERS));
    const senders = [];
    for (const token of tokens) senders.push(await openSender(wsUrl, token));

    // arrivals[message index] = arrival times (ms, this process's clock) at each reader
    const sentAt = new Map();
    const arrivals = new Map();
    const onReaderFrame = (text) => {
      const now = performance.now();
      const match = /"text":"bench (\d+)"/.exec(text);
      if (!match) return;
      const index = Number(match[1]);
      let list = arrivals.get(index);
      if (!list) arrivals.set(index, (list = []));
      list.push(now);
    };
    const readers = [];
    const connectStart = performance.now();
    for (let i = 0; i < READERS; i += CONNECT_BATCH) {
      const batch = Array.from({ length: Math.min(CONNECT_BATCH, READERS - i) }, () =>
        openSocket(wsUrl, onReaderFrame),
      );
      readers.push(...(await Promise.all(batch)));
    }
    console.log(
      `${READERS} readers and ${SENDERS} senders connected in ${((performance.now() - connectStart) / 1000).toFixed(1)} s`,
    );

    const total = WARM_UP_MESSAGES + MEASURED_MESSAGES;
    for (let index = 0; index < total; index++) {
      const sender = senders[index % SENDERS];
      sentAt.set(index, performance.now());
      sender.socket.send(JSON.stringify({ type: 'send', text: `bench ${index}` }));
      await sleep(SPACING_MS);
    }
    await sleep(2_000);

    const refusals = senders.flatMap((s) => s.refusals);
    if (refusals.length > 0) throw new Error(`sends refused: ${refusals.slice(0, 3).join(' ')}`);
    const deliveries = [];
    const slowestPerMessage = [];
    let missing = 0;
    for (let index = WARM_UP_MESSAGES; index < total; index++) {
      const times = (arrivals.get(index) ?? []).map((t) => t - sentAt.get(index));
      missing += READERS - times.length;
      if (times.length > READERS)
        throw new Error(`message ${index} delivered ${times.length} times to ${READERS} readers`);
      deliveries.push(...times);
      if (times.length > 0) slowestPerMessage.push(Math.max(...times));
    }
    if (missing > 0) throw new Error(`${missing} deliveries missing`);
    const all = summarise(deliveries);
    const slowest = summarise(slowestPerMessage);
    console.log(
      `delivery to each of ${READERS} readers  n ${String(all.count).padStart(6)}   p50 ${ms(all.p50Ms)}   p90 ${ms(all.p90Ms)}   p99 ${ms(all.p99Ms)}   max ${ms(all.maxMs)}`,
    );
    console.log(
      `last reader of each message            n ${String(slowest.count).padStart(6)}   p50 ${ms(slowest.p50Ms)}   p90 ${ms(slowest.p90Ms)}   p99 ${ms(slowest.p99Ms)}   max ${ms(slowest.maxMs)}`,
    );
    console.log(`after the measured run: ${describeLoad()}`);
    isPassing = all.p99Ms < TARGET_P99_MS;
    for (const socket of [...readers, ...senders.map((s) => s.socket)]) socket.terminate();
  } finally {
    await kirin.stop();
  }
} finally {
  await database.stop();
}

console.log(
  `${isPassing ? 'PASS' : 'FAIL'}: chat-room delivery p99 ${isPassing ? '<' : '>='} ${TARGET_P99_MS} ms`,
);
process.exit(isPassing ? 0 : 1);
