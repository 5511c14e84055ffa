import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createProxyServer } from 'http-proxy-3';
import { answers } from './services.mjs';

/**
 * The address the proxy connects to the servers from. The servers trust X-Forwarded-For from this address
 * only (TRUSTED_PROXY), so a client reaching a server directly from 127.0.0.1 cannot name its own address.
 */
export const PROXY_SOURCE_ADDRESS = '127.0.0.2';
/** Names the server that answered: only when asked for (tests), never in a deployment. */
export const UPSTREAM_HEADER = 'x-kirin-upstream';
/** An upstream that refused a connection is left out for this long (nginx's fail_timeout). */
const FAIL_TIMEOUT_MS = 2_000;

/** nginx on the PATH (or in /usr/sbin), else undefined. */
function findNginx() {
  for (const candidate of ['nginx', '/usr/sbin/nginx']) {
    if (spawnSync(candidate, ['-v']).status === 0) return candidate;
  }
  return undefined;
}

/**
 * Starts a round-robin reverse proxy on 127.0.0.1:`port` in front of `upstreams` (ports on 127.0.0.1), with
 * WebSocket upgrades and X-Forwarded-For set to the client's address (whatever the client sent is replaced:
 * nothing stands in front of this proxy). nginx when installed (`kind: 'auto'`), else the http-proxy-3
 * package; `kind: 'node'` or `'nginx'` forces one. Resolves { url, kind, stop }.
 */
export async function startProxy({ upstreams, port, kind = 'auto', isUpstreamShown = false }) {
  const nginx = kind === 'node' ? undefined : findNginx();
  if (kind === 'nginx' && !nginx) throw new Error('nginx is not installed');
  const proxy = nginx
    ? await startNginx({ nginx, upstreams, port, isUpstreamShown })
    : await startNodeProxy({ upstreams, port, isUpstreamShown });
  return { url: `http://127.0.0.1:${port}`, ...proxy };
}

async function startNginx({ nginx, upstreams, port, isUpstreamShown }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'kirin-nginx-'));
  const servers = upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n');
  // As root nginx would hand its workers to "nobody", who cannot write the temporary directories here.
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  const config = `${user}
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  map $http_upgrade $connection_upgrade { default upgrade; '' ''; }
  upstream kirin {
${servers}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 8m;
    location / {
      proxy_pass http://kirin;
      proxy_http_version 1.1;
      proxy_bind ${PROXY_SOURCE_ADDRESS};
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_read_timeout 1h;
      proxy_buffering off;
      ${isUpstreamShown ? `add_header ${UPSTREAM_HEADER} $upstream_addr always;` : ''}
    }
  }
}
`;
  writeFileSync(path.join(dir, 'nginx.conf'), config);
  const child = spawn(nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let i = 0; i < 100 && !(await answers(port)); i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}); see ${dir}/error.log`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    kind: `nginx (${spawnSync(nginx, ['-v'], { encoding: 'utf8' }).stderr.trim().replace('nginx version: ', '')})`,
    stop: async () => {
      child.kill('SIGQUIT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function startNodeProxy({ upstreams, port, isUpstreamShown }) {
  const proxy = createProxyServer({ localAddress: PROXY_SOURCE_ADDRESS, xfwd: false });
  const failedUntil = new Map();
  let next = 0;
  /** Round robin over the upstreams not marked failed (all of them when every one is). */
  const pick = () => {
    const now = Date.now();
    const healthy = upstreams.filter((p) => (failedUntil.get(p) ?? 0) <= now);
    const pool = healthy.length ? healthy : upstreams;
    return pool[next++ % pool.length];
  };
  const setForwarded = (proxyReq, req) => {
    proxyReq.setHeader('x-forwarded-for', req.socket.remoteAddress ?? '');
    proxyReq.setHeader('x-forwarded-proto', 'http');
  };
  proxy.on('proxyReq', setForwarded);
  proxy.on('proxyReqWs', (proxyReq, req) => {
    setForwarded(proxyReq, req);
    if (isUpstreamShown)
      proxyReq.on('upgrade', (proxyRes) => {
        proxyRes.headers[UPSTREAM_HEADER] = `127.0.0.1:${req.upstreamPort}`;
      });
  });
  if (isUpstreamShown)
    proxy.on('proxyRes', (_proxyRes, req, res) =>
      res.setHeader(UPSTREAM_HEADER, `127.0.0.1:${req.upstreamPort}`),
    );
  const onError = (upstream) => (error, _req, resOrSocket) => {
    if (error.code === 'ECONNREFUSED') failedUntil.set(upstream, Date.now() + FAIL_TIMEOUT_MS);
    if (resOrSocket instanceof http.ServerResponse) {
      if (!resOrSocket.headersSent) resOrSocket.writeHead(502, { 'content-type': 'text/plain' });
      resOrSocket.end('bad gateway');
    } else resOrSocket.destroy();
  };
  const server = http.createServer((req, res) => {
    const upstream = pick();
    req.upstreamPort = upstream;
    proxy.web(req, res, { target: `http://127.0.0.1:${upstream}` }, onError(upstream));
  });
  server.on('upgrade', (req, socket, head) => {
    const upstream = pick();
    req.upstreamPort = upstream;
    proxy.ws(req, socket, head, { target: `http://127.0.0.1:${upstream}` }, onError(upstream));
  });
  // Upgraded (WebSocket) connections leave the HTTP server's books: kept here so stop() ends them too.
  const sockets = new Set();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    kind: 'http-proxy-3 (Node)',
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
      proxy.close();
    },
  };
}
