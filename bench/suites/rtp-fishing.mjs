// Issue 23: the fishing game's return to player measured over 10 million shots against its declared 0.96
// (pass: |measured − declared| ≤ 0.005 overall). Shots go round-robin over the fish, 20 to a batch as the page
// sends them, one nonce per batch; each shot's catch comes from the game's own pure core
// (fishingShotFromDraw, fishDrawSize from the built contracts). Only the random numbers are read faster, with
// node:crypto's synchronous HMAC-SHA256 over the same message layout and the same rejection sampling, checked
// first against the game's own WebCrypto draws (playFishingBatch). Per fish the measured RTP is printed with its
// standard error and must lie within max(0.005, 4 s.e.): a 50× fish's single-shot return has a standard
// deviation near 7, so ±0.005 on 1.25 million shots of it alone would be under one standard error wide.
// Figures in docs/games.md.
//   RTP_SHOTS=200000 npm run bench -- rtp-fishing     a shorter smoke run
import { createHmac, randomBytes } from 'node:crypto';
import { availableParallelism, cpus } from 'node:os';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { importBuiltContracts } from '../lib/database.mjs';

const SHOTS = Number(process.env.RTP_SHOTS ?? 10_000_000);
const TOLERANCE = 0.005;
const BULLET_MINOR = 100;
const SHOTS_PER_BATCH = 20;
const CHECKED_BATCHES = 200;
const WORD_RANGE = 2 ** 32;
const CLIENT_SEED = 'rtp-fishing-bench';

const contracts = await importBuiltContracts();
const FISH = contracts.FISHING_FISH.map((fish) => fish.kind);

/** The batch's shots: the fish in turn, by the shot's overall index. */
const shotsOfBatch = (batch) =>
  Array.from({ length: SHOTS_PER_BATCH }, (_, i) => ({
    fish: FISH[(batch * SHOTS_PER_BATCH + i) % FISH.length],
    bulletMinor: BULLET_MINOR,
  }));

/** Uniform draws of one batch's stream: HMAC_SHA256(serverSeed, `clientSeed:nonce:cursor`), rejection sampled. */
function fastDraw(serverSeed, nonce) {
  let cursor = 0;
  let block = Buffer.alloc(0);
  let offset = 0;
  return (size) => {
    const limit = WORD_RANGE - (WORD_RANGE % size);
    for (;;) {
      if (offset === block.length) {
        block = createHmac('sha256', serverSeed).update(`${CLIENT_SEED}:${nonce}:${cursor++}`).digest();
        offset = 0;
      }
      const word = block.readUInt32BE(offset);
      offset += 4;
      if (word < limit) return word % size;
    }
  };
}

const fastBatch = (seed, batch) => {
  const draw = fastDraw(seed, batch);
  return shotsOfBatch(batch).map((shot) =>
    contracts.fishingShotFromDraw(shot, draw(contracts.fishDrawSize(shot.fish))),
  );
};

/** Stake, return and squared return ratios per fish over batches [from, to). */
function simulate(seed, from, to) {
  const byFish = {};
  for (let batch = from; batch < to; batch++)
    for (const shot of fastBatch(seed, batch)) {
      const sums = (byFish[shot.fish] ??= { stakeMinor: 0, returnedMinor: 0, squares: 0, shots: 0 });
      sums.stakeMinor += shot.bulletMinor;
      sums.returnedMinor += shot.payoutMinor;
      sums.squares += (shot.payoutMinor / shot.bulletMinor) ** 2;
      sums.shots++;
    }
  return byFish;
}

async function checkAgainstGame(seed) {
  for (let batch = 0; batch < CHECKED_BATCHES; batch++) {
    const own = await contracts.playFishingBatch(
      { serverSeed: seed, clientSeed: CLIENT_SEED, nonce: batch },
      shotsOfBatch(batch),
    );
    if (JSON.stringify(own) !== JSON.stringify(fastBatch(seed, batch)))
      throw new Error(`batch ${batch}: the fast draws differ from the game's own`);
  }
}

function runInWorkers(seed, workers) {
  const batches = Math.ceil(SHOTS / SHOTS_PER_BATCH);
  const share = Math.ceil(batches / workers);
  const jobs = Array.from({ length: workers }, (_, w) => {
    const from = w * share;
    const to = Math.min(batches, from + share);
    return new Promise((resolve, reject) => {
      const worker = new Worker(new URL(import.meta.url), { workerData: { seed, from, to } });
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  });
  return Promise.all(jobs).then((parts) => {
    const total = {};
    for (const part of parts)
      for (const [fish, sums] of Object.entries(part)) {
        const into = (total[fish] ??= { stakeMinor: 0, returnedMinor: 0, squares: 0, shots: 0 });
        for (const key of Object.keys(into)) into[key] += sums[key];
      }
    return total;
  });
}

const line = (name, sums, declared, bound) => {
  const measured = sums.returnedMinor / sums.stakeMinor;
  const standardError = Math.sqrt((sums.squares / sums.shots - measured ** 2) / sums.shots);
  const limit = bound(standardError);
  const isWithin = Math.abs(measured - declared) <= limit;
  const diff = measured - declared;
  console.log(
    `${name.padEnd(11)} ${sums.shots.toLocaleString('en').padStart(11)} shots  measured ${measured.toFixed(5)}  ` +
      `declared ${declared.toFixed(4)}  diff ${(diff >= 0 ? '+' : '') + diff.toFixed(5)}  ` +
      `s.e. ${standardError.toFixed(5)}  bound ±${limit.toFixed(4)}  ${isWithin ? 'PASS' : 'FAIL'}`,
  );
  return isWithin;
};

async function main() {
  const seed = randomBytes(32).toString('hex');
  const workers = Math.max(1, availableParallelism());
  console.log(
    `${SHOTS.toLocaleString('en')} fishing shots (${SHOTS_PER_BATCH} per batch, bullet ${BULLET_MINOR}), ` +
      `${workers} worker threads on ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}; server seed ${seed}`,
  );
  await checkAgainstGame(seed);
  console.log(`fast draws equal playFishingBatch on the first ${CHECKED_BATCHES} batches`);
  const started = Date.now();
  const byFish = await runInWorkers(seed, workers);
  const declared = contracts.FISHING_DECLARED_RTP;
  let failed = false;
  const overall = { stakeMinor: 0, returnedMinor: 0, squares: 0, shots: 0 };
  for (const fish of FISH) {
    const sums = byFish[fish];
    for (const key of Object.keys(overall)) overall[key] += sums[key];
    failed = !line(fish, sums, declared, (se) => Math.max(TOLERANCE, 4 * se)) || failed;
  }
  failed = !line('overall', overall, declared, () => TOLERANCE) || failed;
  console.log(
    `${((Date.now() - started) / 1000).toFixed(1)} s; target overall |measured − declared| ≤ ${TOLERANCE}`,
  );
  process.exit(failed ? 1 : 0);
}

if (isMainThread) await main();
else {
  const { seed, from, to } = workerData;
  parentPort.postMessage(simulate(seed, from, to));
}
