import { vendorCallHeaders } from '../lib/vendor-signing.mjs';
import { MERCHANT, VENDOR } from './setup.mjs';

/** How long one operation keeps resending before the run calls it lost (a restart takes a few seconds). */
const GIVE_UP_AFTER_MS = 120_000;
const RETRY_PAUSE_MAX_MS = 1_000;
/** Share of first attempts the client abandons after a few milliseconds, as a client whose timer fired. */
const ABANDON_SHARE = 0.03;

/** Counters of what the transport saw, printed with the figures and checked after the run. */
export function newTransportStats() {
  return {
    requests: 0,
    unknownOutcomes: 0,
    unknownByReason: {},
    abandoned: 0,
    serverErrors: 0,
    serverErrorsByCode: {},
    lost: 0,
  };
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Sends the request `makeRequest()` builds (built again for every attempt: sealed bodies are fresh each
 * time) until a server answers it with an envelope. Unknown outcomes (dead connection, proxy 502, a time-out,
 * an attempt the client abandoned) are resent with the same idempotency key, as a real client does; an
 * answer of 500 or more from the server itself is a defect, counted, and resent too. Resolves the answer.
 */
export async function untilAnswered(stats, rng, http, makeRequest) {
  const started = Date.now();
  for (let attempt = 0; ; attempt++) {
    const request = await makeRequest();
    const abandon = attempt === 0 && rng() < ABANDON_SHARE ? Math.floor(rng() * 15) : undefined;
    stats.requests += 1;
    const result = await http.send({ ...request, abortAfterMs: abandon });
    if (result.kind === 'answered' && result.status < 500) return result;
    if (result.kind === 'answered') {
      stats.serverErrors += 1;
      const code = `${result.status} ${result.body?.code ?? ''} ${request.path.split('?')[0]}`;
      stats.serverErrorsByCode[code] = (stats.serverErrorsByCode[code] ?? 0) + 1;
    } else {
      stats.unknownOutcomes += 1;
      if (result.reason === 'client gave up') stats.abandoned += 1;
      stats.unknownByReason[result.reason] = (stats.unknownByReason[result.reason] ?? 0) + 1;
    }
    if (Date.now() - started > GIVE_UP_AFTER_MS) {
      stats.lost += 1;
      return { kind: 'lost', reason: result.reason ?? `HTTP ${result.status}` };
    }
    await sleep(Math.min(RETRY_PAUSE_MAX_MS, 25 * 2 ** Math.min(attempt, 6)) * (0.5 + rng()));
  }
}

/** The JSON body of a vendor call to the chaos vendor, and its signed request. */
export function vendorRequest(secret, call, payload) {
  const body = JSON.stringify({ merchantCode: MERCHANT, vendorCode: VENDOR, ...payload });
  return {
    method: 'POST',
    path: `/vendor-api/wallet/${call}`,
    headers: vendorCallHeaders(secret, body),
    body,
  };
}

/** One signed vendor call sent once (setup: authenticate). */
export const signedPost = (http, secret, call, payload) => http.send(vendorRequest(secret, call, payload));

/**
 * Sends one operation's request as the chaos client does: once, or (a share of the time) twice at once, and
 * (another share) once more after the answer, as a replay. Resolves every answer, the first one first.
 */
export async function sendWithDuplicates(ctx, makeRequest) {
  const { stats, rng, http } = ctx;
  const isTwiceAtOnce = rng() < 0.1;
  const isReplayedAfter = rng() < 0.1;
  const sends = [untilAnswered(stats, rng, http, makeRequest)];
  if (isTwiceAtOnce) sends.push(untilAnswered(stats, rng, http, makeRequest));
  const answers = await Promise.all(sends);
  if (isReplayedAfter) answers.push(await untilAnswered(stats, rng, http, makeRequest));
  ctx.counts.duplicateSends += answers.length - 1;
  return answers;
}

/** The code of a refusal envelope, 'OK' for a success, or the transport's verdict ('lost'). */
export function outcomeOf(answer) {
  if (answer.kind !== 'answered') return answer.kind;
  if (answer.body?.success === true) return 'OK';
  return answer.body?.code ?? `HTTP ${answer.status}`;
}

export const memberRequest = (member, request) => ({
  ...request,
  headers: { ...member.headers, ...(request.headers ?? {}) },
});
