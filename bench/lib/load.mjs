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
