#!/usr/bin/env node
// `npm run chaos [-- --operations 10000 --clients 32 --kills 2 --seed N --proxy auto|nginx|node]`: mixed money
// operations from concurrent clients against two server processes behind the reverse proxy, one of them killed
// with SIGKILL and restarted, then the ledger auditor, conservation, idempotency and the client's record
// checked against the database (docs/reliability.md). Uses the PostgreSQL and Redis on 127.0.0.1 when they
// answer (a fresh database, dropped afterwards), else an embedded PostgreSQL and no Redis.
import { parseArgs } from 'node:util';
import { formatFigures } from './chaos/report.mjs';
import { runChaos } from './chaos/run-chaos.mjs';
import { localServices } from './lib/services.mjs';

const { values } = parseArgs({
  options: {
    operations: { type: 'string', default: '10000' },
    clients: { type: 'string', default: '32' },
    kills: { type: 'string', default: '2' },
    seed: { type: 'string', default: String(Math.floor(Math.random() * 2 ** 31)) },
    proxy: { type: 'string', default: 'auto' },
  },
});
const [operations, clients, kills, seed] = ['operations', 'clients', 'kills', 'seed'].map((k) =>
  Number(values[k]),
);
if (!(operations >= 1) || !(clients >= 1 && clients <= 200) || !(kills >= 0) || !Number.isInteger(seed))
  throw new Error('--operations ≥ 1, --clients 1-200, --kills ≥ 0 and --seed an integer');

const { database, redisUrl } = await localServices({ isLocalPreferred: true });
console.log(`chaos: ${operations} operations, ${clients} clients, ${kills} kills, seed ${seed}`);
console.log(`on ${database.where}, ${redisUrl ? `Redis at ${redisUrl}` : 'no Redis'}`);
let result;
try {
  result = await runChaos({
    operations,
    clients,
    kills,
    seed,
    databaseUrl: database.url,
    redisUrl,
    proxyKind: values.proxy,
    onProgress: (line) => console.log(`  ${line}`),
  });
} finally {
  await database.stop();
}
console.log(formatFigures(result));
process.exit(result.isPassing ? 0 : 1);
