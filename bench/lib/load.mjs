import autocannon from 'autocannon';

/** Drives `url` with `connections` concurrent keep-alive clients for `seconds`; returns req/s and latency. */
export async function measure({ url, headers = {}, connections = 32, seconds = 10 }) {
  const result = await autocannon({ url, headers, connections, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total: result.requests.total,
  };
}

export function printRow(label, m) {
  console.log(
    `${label.padEnd(36)} ${m.requestsPerSecond.toFixed(0).padStart(8)} req/s   p50 ${String(m.p50Ms).padStart(4)} ms   p99 ${String(m.p99Ms).padStart(4)} ms`,
  );
}

/**
 * Sends `method` `url` at a fixed `rate` (requests per second, autocannon's overallRate) over `connections`
 * keep-alive clients for `seconds`, each request with the body `nextBody()` returns. Resolves every 2xx latency
 * in milliseconds as measured (no coordinated-omission correction), the count of non-2xx answers, the first of
 * them, and the transport errors.
 */
export async function measureAtRate({ url, method, headers = {}, nextBody, rate, connections, seconds }) {
  const latenciesMs = [];
  let firstRefusal;
  const run = autocannon({
    url,
    connections,
    overallRate: rate,
    duration: seconds,
    // autocannon's correction assumes an interval of ceil(1 / rate) ms and would invent samples; we want raw ones.
    ignoreCoordinatedOmission: true,
    requests: [
      {
        method,
        headers,
        setupRequest: (request) => ({ ...request, body: nextBody() }),
        onResponse: (status, body) => {
          if ((status < 200 || status > 299) && !firstRefusal) firstRefusal = `${status} ${body}`;
        },
      },
    ],
  });
  run.on('response', (_client, statusCode, _bytes, responseTimeMs) => {
    if (statusCode >= 200 && statusCode <= 299) latenciesMs.push(responseTimeMs);
  });
  const result = await run;
  return {
    latenciesMs,
    non2xx: result.non2xx,
    firstRefusal,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
