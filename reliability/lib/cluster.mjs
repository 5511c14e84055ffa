import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROXY_SOURCE_ADDRESS, startProxy } from './proxy.mjs';
import { findFreePort, serverProcess } from './server-process.mjs';

/**
 * N built server processes on one database (and Redis when `redisUrl` is given) behind a round-robin reverse
 * proxy. Every process trusts X-Forwarded-For from the proxy's address only, takes the proxy's address as
 * its public URL (payment callbacks come back through it), runs the job runner, and shares one directory of
 * uploaded files. The first process starts alone (it migrates and seeds), the others after it.
 * Resolves { url, proxyKind, servers, stop }; each of `servers` has start(), kill(signal), state.
 */
export async function startCluster({
  processes = 2,
  databaseUrl,
  redisUrl,
  port,
  proxyKind = 'auto',
  isUpstreamShown = false,
  env = {},
  filesDir,
  onOutput,
}) {
  if (processes < 1) throw new Error('a cluster needs at least one process');
  const proxyPort = port ?? (await findFreePort());
  const publicUrl = `http://127.0.0.1:${proxyPort}`;
  const workDir = mkdtempSync(path.join(tmpdir(), 'kirin-cluster-'));
  const ports = [];
  for (let i = 0; i < processes; i++) ports.push(await findFreePort());
  const servers = ports.map((serverPort, i) =>
    serverProcess({
      name: `server ${i + 1}`,
      port: serverPort,
      onOutput: onOutput && ((text) => onOutput(`server ${i + 1}`, text)),
      env: {
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl ?? '',
        TRUSTED_PROXY: PROXY_SOURCE_ADDRESS,
        PUBLIC_URL: publicUrl,
        DATA_DIR: path.join(workDir, `server-${i + 1}`),
        FILE_STORAGE_DIR: filesDir ?? path.join(workDir, 'files'),
        LOG_LEVEL: 'warn',
        JOBS_ENABLED: 'true',
        SEED_DEMO: 'true',
        DATABASE_POOL_SIZE: '10',
        ...env,
      },
    }),
  );
  const stopServers = () => Promise.all(servers.map((s) => s.kill('SIGTERM')));
  let proxy;
  try {
    await servers[0].start();
    await Promise.all(servers.slice(1).map((s) => s.start()));
    proxy = await startProxy({ upstreams: ports, port: proxyPort, kind: proxyKind, isUpstreamShown });
  } catch (error) {
    await stopServers();
    rmSync(workDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: proxy.url,
    proxyKind: proxy.kind,
    servers,
    stop: async () => {
      await proxy.stop();
      await stopServers();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}
