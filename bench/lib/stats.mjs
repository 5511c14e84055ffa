/** The nearest-rank percentile `p` (0–100) of `samples`, which need not be sorted. */
export function percentile(samples, p) {
  if (samples.length === 0) throw new Error('no samples');
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** p50, p90, p99 and max of latencies in milliseconds. */
export function summarise(samplesMs) {
  return {
    count: samplesMs.length,
    p50Ms: percentile(samplesMs, 50),
    p90Ms: percentile(samplesMs, 90),
    p99Ms: percentile(samplesMs, 99),
    maxMs: Math.max(...samplesMs),
  };
}

/** Times `work()` `times` times one after the other; resolves the latencies in milliseconds. */
export async function timeSequentially(times, work) {
  const samples = [];
  for (let i = 0; i < times; i++) {
    const start = process.hrtime.bigint();
    await work(i);
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return samples;
}
