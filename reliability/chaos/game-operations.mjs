import { randomUUID } from 'node:crypto';
import { LOTTERY_GAME, MERCHANT, VENDOR } from './setup.mjs';
import { memberRequest, outcomeOf, sendWithDuplicates, vendorRequest } from './transport.mjs';

// The game operations of a chaos client: seamless bets, wins and rollbacks as a vendor sends them, and
// lottery slips as a member places them. Each resolves the operation's entry for the client's record:
// { kind, memberId, outcome, key (the ledger idempotency key), amountMinor (signed, on the member's MAIN) }.

const randomInt = (rng, min, max) => min + Math.floor(rng() * (max - min + 1));

/** Every successful answer of one vendor call names the same transaction and balance; one at most is original. */
function checkVendorAnswers(ctx, what, answers) {
  const outcomes = new Set(answers.map(outcomeOf));
  if (outcomes.size > 1) return ctx.mismatch(what, [...outcomes].join(' vs '));
  const values = answers.filter((a) => outcomeOf(a) === 'OK').map((a) => a.body.value);
  if (values.length < 2) return;
  const first = values[0];
  if (values.some((v) => v.transactionId !== first.transactionId || v.balance !== first.balance))
    ctx.mismatch(what, JSON.stringify(values));
  if (values.filter((v) => !v.isDuplicate).length > 1) ctx.mismatch(what, 'applied twice');
}

async function vendorCall(ctx, call, payload) {
  const answers = await sendWithDuplicates(ctx, () => vendorRequest(ctx.world.vendorSecret, call, payload));
  checkVendorAnswers(ctx, `${call} ${payload.transactionId}`, answers);
  return answers[0];
}

export async function placeVendorBet(ctx, member) {
  const n = ctx.nextId();
  const transactionId = `${ctx.world.run}-b${n}`;
  const roundId = `${ctx.world.run}-r${n}`;
  const amount = randomInt(ctx.rng, 100, 5_000);
  const answer = await vendorCall(ctx, 'bet', {
    playerId: member.playerId,
    currency: 'VND',
    sessionToken: member.sessionToken,
    transactionId,
    roundId,
    amount,
  });
  const outcome = outcomeOf(answer);
  if (outcome === 'OK') member.openRounds.push({ transactionId, roundId, amount });
  return {
    kind: 'vendor-bet',
    memberId: member.id,
    outcome,
    key: `vendor:${VENDOR}:${transactionId}`,
    amountMinor: -amount,
  };
}

/** A win on one of the member's open rounds (a fifth of them pay nothing: no posting). */
export async function settleVendorWin(ctx, member) {
  const round = member.openRounds.splice(Math.floor(ctx.rng() * member.openRounds.length), 1)[0];
  const transactionId = `${ctx.world.run}-w${ctx.nextId()}`;
  const amount = ctx.rng() < 0.2 ? 0 : randomInt(ctx.rng, 1, round.amount * 2);
  const answer = await vendorCall(ctx, 'win', {
    playerId: member.playerId,
    currency: 'VND',
    transactionId,
    roundId: round.roundId,
    amount,
  });
  return {
    kind: 'vendor-win',
    memberId: member.id,
    outcome: outcomeOf(answer),
    key: amount > 0 ? `vendor:${VENDOR}:${transactionId}` : undefined,
    amountMinor: amount,
  };
}

/** A rollback of one of the member's open bets: the bet's amount comes back, keyed by the bet. */
export async function rollbackVendorBet(ctx, member) {
  const round = member.openRounds.splice(Math.floor(ctx.rng() * member.openRounds.length), 1)[0];
  const answer = await vendorCall(ctx, 'rollback', {
    playerId: member.playerId,
    currency: 'VND',
    transactionId: `${ctx.world.run}-x${ctx.nextId()}`,
    originalTransactionId: round.transactionId,
    roundId: round.roundId,
  });
  return {
    kind: 'vendor-rollback',
    memberId: member.id,
    outcome: outcomeOf(answer),
    key: `vendor:${VENDOR}:rollback:${round.transactionId}`,
    amountMinor: round.amount,
  };
}

/** The issue of the chaos lottery game taking bets now, shared by all clients and read again when it closed. */
async function openIssue(ctx) {
  const shared = ctx.lottery;
  if (shared.issue && Date.parse(shared.issue.closeAt) > Date.now() + 1_000) return shared.issue;
  // Between a close and the next opening there is none: asked again at most every two seconds.
  if (shared.issue === null && Date.now() - shared.readAt < 2_000) return null;
  shared.reading ??= (async () => {
    const answer = await sendWithDuplicates({ ...ctx, rng: () => 1 }, () => ({
      path: `/lgw/games/${LOTTERY_GAME}/play`,
      headers: { merchant: MERCHANT },
    }));
    shared.issue = outcomeOf(answer[0]) === 'OK' ? answer[0].body.value.openIssue : null;
    shared.unitStake = outcomeOf(answer[0]) === 'OK' ? answer[0].body.value.minUnitStakeMinor : 100;
    shared.readAt = Date.now();
    shared.reading = undefined;
    return shared.issue;
  })();
  return shared.reading;
}

/** A one-bet slip on the open issue; undefined when no issue takes bets now (the client does something else). */
export async function placeLotterySlip(ctx, member) {
  const issue = await openIssue(ctx);
  if (!issue) return undefined;
  const slipId = randomUUID();
  const unitStakeMinor = Math.max(ctx.lottery.unitStake, 100) * randomInt(ctx.rng, 1, 5);
  const slip = {
    gameCode: LOTTERY_GAME,
    numero: issue.numero,
    slipId,
    bets: [{ betCode: 'SSC_B1_DIGIT', picks: [String(randomInt(ctx.rng, 0, 9))], unitStakeMinor }],
  };
  const answers = await sendWithDuplicates(ctx, () =>
    memberRequest(member, { method: 'POST', path: '/lgw/bets', body: slip }),
  );
  const outcomes = new Set(answers.map(outcomeOf));
  if (outcomes.size > 1) ctx.mismatch(`slip ${slipId}`, [...outcomes].join(' vs '));
  const values = answers.filter((a) => outcomeOf(a) === 'OK').map((a) => a.body.value);
  const betIds = values[0]?.bets.map((b) => b.betId) ?? [];
  if (values.some((v) => v.bets.map((b) => b.betId).join() !== betIds.join()))
    ctx.mismatch(`slip ${slipId}`, 'different bets');
  if (values.filter((v) => !v.isReplay).length > 1) ctx.mismatch(`slip ${slipId}`, 'placed twice');
  const outcome = outcomeOf(answers[0]);
  if (outcome === 'LOTTERY_ISSUE_CLOSED' || outcome === 'NOT_FOUND') ctx.lottery.issue = undefined;
  return {
    kind: 'lottery-slip',
    memberId: member.id,
    outcome,
    key: `lottery:bet:${member.id}:${slipId}:0`,
    amountMinor: -(values[0]?.totalStakeMinor ?? 0),
    betIds,
  };
}
