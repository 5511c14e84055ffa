// Issue 5: each in-house game's return to player measured over 10 million rounds against its declared value
// (target |measured − declared| ≤ 0.005). The outcomes come from the same pure cores as the games
// (slotOutcome, crashPointFromUniform, baccaratCardsFromPicks + baccaratHandFromCards from the built
// contracts); only the random numbers are read faster, with node:crypto's synchronous HMAC-SHA256 over the same
// message layout (`clientSeed:nonce:cursor`) and the same rejection sampling, checked first against the games'
// own WebCrypto draws. Rounds are split over worker threads. Figures in docs/games.md.
//   RTP_ROUNDS=200000 npm run bench -- rtp     a shorter smoke run
import { createHmac, randomBytes } from 'node:crypto';
import { availableParallelism, cpus } from 'node:os';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { importBuiltContracts } from '../lib/database.mjs';

const ROUNDS = Number(process.env.RTP_ROUNDS ?? 10_000_000);
const TOLERANCE = 0.005;
const STAKE_MINOR = 100;
const CRASH_TARGETS_HUNDREDTHS = [150, 200, 1000];
const CHECKED_ROUNDS = 200;
const WORD_RANGE = 2 ** 32;

const contracts = await importBuiltContracts();

/** The fair stream's 32-bit words, read synchronously: HMAC_SHA256(serverSeed, `clientSeed:nonce:cursor`). */
function fastWords(serverSeed, clientSeed, nonce) {
  let cursor = 0;
  let block = Buffer.alloc(0);
  let offset = 0;
  const nextWord = () => {
    if (offset === block.length) {
      block = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor++}`).digest();
      offset = 0;
    }
    const word = block.readUInt32BE(offset);
    offset += 4;
    return word;
  };
  const draw = (size) => {
    const limit = WORD_RANGE - (WORD_RANGE % size);
    for (;;) {
      const word = nextWord();
      if (word < limit) return word % size;
    }
  };
  return { nextWord, draw };
}

const slotStops = (seed, nonce) => {
  const { draw } = fastWords(seed, 'rtp-bench', nonce);
  return contracts.SLOT_REEL_STRIPS.map((strip) => draw(strip.length));
};

/** Crash and baccarat rounds: the round id as client seed, nonce 0. */
const roundId = (index) => `rtp-${index}`;

const crashUniform = (seed, index) => {
  const { nextWord } = fastWords(seed, roundId(index), 0);
  const high = nextWord();
  return (high * 2 ** 20 + Math.floor(nextWord() / 2 ** 12)) / 2 ** 52;
};

const baccaratHand = (seed, index) => {
  const { draw } = fastWords(seed, roundId(index), 0);
  const picks = Array.from({ length: contracts.BACCARAT_CARDS_PER_ROUND }, (_, i) =>
    draw(contracts.BACCARAT_SHOE_SIZE - i),
  );
  return contracts.baccaratHandFromCards(contracts.baccaratCardsFromPicks(picks));
};

/**
 * Sums of stake and return (and of squared per-round return ratios, for the standard error) per bet of one
 * game over rounds [from, to).
 */
function simulate(game, seed, from, to) {
  const bets = {};
  const add = (name, returnedMinor) => {
    const bet = (bets[name] ??= { stakeMinor: 0, returnedMinor: 0, squares: 0, rounds: 0 });
    bet.stakeMinor += STAKE_MINOR;
    bet.returnedMinor += returnedMinor;
    bet.squares += (returnedMinor / STAKE_MINOR) ** 2;
    bet.rounds++;
  };
  for (let i = from; i < to; i++) {
    if (game === 'slot') add('spin', contracts.slotOutcome(slotStops(seed, i), STAKE_MINOR).payoutMinor);
    if (game === 'crash') {
      const point = contracts.crashPointFromUniform(crashUniform(seed, i));
      for (const target of CRASH_TARGETS_HUNDREDTHS)
        add(
          `cash out ${target / 100}×`,
          point >= target ? contracts.crashPayoutMinor(STAKE_MINOR, target) : 0,
        );
    }
    if (game === 'baccarat') {
      const { outcome } = baccaratHand(seed, i);
      for (const kind of contracts.BACCARAT_BET_KINDS)
        add(kind, contracts.baccaratReturnMinor(kind, STAKE_MINOR, outcome));
    }
  }
  return bets;
}

/** The fast draws give exactly what the games draw through WebCrypto for the first rounds. */
async function checkAgainstGames(seed) {
  for (let i = 0; i < CHECKED_ROUNDS; i++) {
    const spin = await contracts.spinSlot(
      { serverSeed: seed, clientSeed: 'rtp-bench', nonce: i },
      STAKE_MINOR,
    );
    const point = await contracts.crashPoint(seed, roundId(i));
    const hand = await contracts.dealBaccarat(seed, roundId(i));
    if (
      spin.stops.join() !== slotStops(seed, i).join() ||
      point !== contracts.crashPointFromUniform(crashUniform(seed, i)) ||
      JSON.stringify(hand) !== JSON.stringify(baccaratHand(seed, i))
    )
      throw new Error(`round ${i}: the fast draws differ from the games' own`);
  }
}

function declaredRtp(game, bet) {
  if (game === 'slot') return contracts.SLOT_DECLARED_RTP;
  if (game === 'crash') return contracts.CRASH_DECLARED_RTP;
  return contracts.BACCARAT_DECLARED_RTP[bet];
}

function runInWorkers(game, seed, workers) {
  const share = Math.ceil(ROUNDS / workers);
  const jobs = Array.from({ length: workers }, (_, w) => {
    const from = w * share;
    const to = Math.min(ROUNDS, from + share);
    return new Promise((resolve, reject) => {
      const worker = new Worker(new URL(import.meta.url), { workerData: { game, seed, from, to } });
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  });
  return Promise.all(jobs).then((parts) => {
    const total = {};
    for (const part of parts)
      for (const [name, bet] of Object.entries(part)) {
        const sum = (total[name] ??= { stakeMinor: 0, returnedMinor: 0, squares: 0, rounds: 0 });
        for (const key of Object.keys(sum)) sum[key] += bet[key];
      }
    return total;
  });
}

async function main() {
  const seed = randomBytes(32).toString('hex');
  const workers = Math.max(1, availableParallelism());
  console.log(
    `${ROUNDS.toLocaleString('en')} rounds per game, stake ${STAKE_MINOR} minor units, ${workers} worker threads ` +
      `on ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}; server seed ${seed}`,
  );
  await checkAgainstGames(seed);
  console.log(`fast draws equal spinSlot / crashPoint / dealBaccarat on the first ${CHECKED_ROUNDS} rounds`);
  let failed = false;
  const started = Date.now();
  for (const game of ['slot', 'crash', 'baccarat']) {
    const gameStarted = Date.now();
    const bets = await runInWorkers(game, seed, workers);
    const seconds = ((Date.now() - gameStarted) / 1000).toFixed(1);
    for (const [name, bet] of Object.entries(bets)) {
      const measured = bet.returnedMinor / bet.stakeMinor;
      const declared = declaredRtp(game, name);
      const standardError = Math.sqrt((bet.squares / bet.rounds - measured ** 2) / bet.rounds);
      const isWithin = Math.abs(measured - declared) <= TOLERANCE;
      failed ||= !isWithin;
      console.log(
        `${`${game} ${name}`.padEnd(22)} measured ${measured.toFixed(5)}  declared ${declared.toFixed(4)}  ` +
          `diff ${(measured - declared >= 0 ? '+' : '') + (measured - declared).toFixed(5)}  ` +
          `s.e. ${standardError.toFixed(5)}  ${isWithin ? 'PASS' : 'FAIL'}  (${seconds} s)`,
      );
    }
  }
  console.log(
    `total ${((Date.now() - started) / 1000).toFixed(1)} s; target |measured − declared| ≤ ${TOLERANCE}`,
  );
  process.exit(failed ? 1 : 0);
}

if (isMainThread) await main();
else {
  const { game, seed, from, to } = workerData;
  parentPort.postMessage(simulate(game, seed, from, to));
}
