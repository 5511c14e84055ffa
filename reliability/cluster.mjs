#!/usr/bin/env node
// `npm run cluster -- --processes 3 [--port 8080] [--proxy auto|nginx|node]`: several built server processes on
// one database behind a round-robin reverse proxy (nginx when installed, else the http-proxy-3 package), until
// Ctrl-C. The database is DATABASE_URL, else the embedded PostgreSQL under DATA_DIR (./.data, the one
// `npm start` uses: the cluster starts it once and every process connects to it); REDIS_URL is passed on.
import { parseArgs } from 'node:util';
import path from 'node:path';
import { startCluster } from './lib/cluster.mjs';
import { importBuiltServer, repo } from './lib/services.mjs';

const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: '2' },
    port: { type: 'string', default: process.env.PORT ?? '8080' },
    proxy: { type: 'string', default: 'auto' },
  },
});
const processes = Number(values.processes);
const port = Number(values.port);
if (!Number.isInteger(processes) || processes < 1 || processes > 16)
  throw new Error('--processes must be a whole number from 1 to 16');
if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error('--port must be a TCP port');
if (!['auto', 'nginx', 'node'].includes(values.proxy)) throw new Error('--proxy must be auto, nginx or node');

let embedded;
let databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  const { startEmbeddedDatabase } = await importBuiltServer('db/embedded.js');
  const dataDir = path.resolve(repo, process.env.DATA_DIR ?? '.data');
  const log = process.env.LOG_LEVEL === 'debug' ? (msg) => console.log(`[cluster] ${msg}`) : () => {};
  embedded = await startEmbeddedDatabase(dataDir, log);
  console.log(`[cluster] embedded PostgreSQL ready in ${dataDir}`);
  databaseUrl = embedded.url;
}
const cluster = await startCluster({
  processes,
  databaseUrl,
  redisUrl: process.env.REDIS_URL,
  port,
  proxyKind: values.proxy,
  env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
  filesDir: process.env.FILE_STORAGE_DIR ?? path.resolve(repo, process.env.DATA_DIR ?? '.data', 'files'),
});
for (const server of cluster.servers)
  console.log(`[cluster] ${server.state.name}: pid ${server.state.pid} on ${server.state.url}`);
console.log(
  `[cluster] ${processes} processes behind ${cluster.proxyKind}, ${process.env.REDIS_URL ? 'with' : 'without'} Redis`,
);
console.log(`Kirin cluster is serving on ${cluster.url}`);

let isStopping = false;
const stop = async () => {
  if (isStopping) return;
  isStopping = true;
  await cluster.stop();
  await embedded?.stop();
  process.exit(0);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.removeAllListeners(signal);
  process.on(signal, () => void stop());
}
