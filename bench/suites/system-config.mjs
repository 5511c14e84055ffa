// The configuration calls every page load makes (whitelabel, status, permission) against a bare Fastify
// "hello world" on the same machine, measured the same way in one run.
import { createRequire } from 'node:module';
import { measure, printRow } from '../lib/load.mjs';
import { startKirin } from '../lib/server.mjs';

const require = createRequire(new URL('../../apps/server/package.json', import.meta.url));
const Fastify = require('fastify');

const bare = Fastify();
bare.get('/hello', async () => ({ success: true, value: 'hello' }));
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
const kirin = await startKirin();
try {
  const reference = await measure({ url: `${bareUrl}/hello` });
  printRow('bare Fastify hello world', reference);
  for (const call of [
    '/wps/system/whitelabel',
    '/wps/system/status?url=localhost',
    '/wps/system/permission',
  ]) {
    const m = await measure({ url: `${kirin.url}${call}`, headers: { host: 'localhost' } });
    printRow(call, m);
    console.log(
      `${''.padEnd(36)} ratio to reference ${(m.requestsPerSecond / reference.requestsPerSecond).toFixed(2)}`,
    );
  }
} finally {
  await kirin.stop();
  await bare.close();
}
