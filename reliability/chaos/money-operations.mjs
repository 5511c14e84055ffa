import { randomBytes } from 'node:crypto';
import { importBuiltServer } from '../lib/services.mjs';
import { MERCHANT, PAYMENT_PASSWORD, seal, TRANSFER_WALLET } from './setup.mjs';
import { memberRequest, outcomeOf, sendWithDuplicates, untilAnswered } from './transport.mjs';

// The money operations of a chaos client: wallet transfers, deposits through the sandbox gateway's callback,
// and withdrawals requested by the member then approved and paid (or rejected) by two operators. Each
// resolves its entry for the client's record (see game-operations.mjs).

const { deliverSandboxCallback } = await importBuiltServer(
  'modules/payments/sandbox-psp/deliver-sandbox-callback.js',
);

const randomInt = (rng, min, max) => min + Math.floor(rng() * (max - min + 1));
const newRequestId = () => `chaos-${randomBytes(9).toString('hex')}`;

/** Every answer of one request has the same outcome and, on success, names the same row. */
function checkSameRow(ctx, what, answers) {
  const outcomes = new Set(answers.map(outcomeOf));
  if (outcomes.size > 1) return ctx.mismatch(what, [...outcomes].join(' vs '));
  const ids = new Set(answers.filter((a) => outcomeOf(a) === 'OK').map((a) => a.body.value.id));
  if (ids.size > 1) ctx.mismatch(what, `rows ${[...ids].join(', ')}`);
}

/** MAIN ↔ the transfer-mode wallet (kept in our own books), a random amount the member has there. */
export async function transferBetweenWallets(ctx, member) {
  const isIntoVendor = member.vendorWalletMinor < 1_000 || ctx.rng() < 0.5;
  const amount = isIntoVendor
    ? randomInt(ctx.rng, 100, 20_000)
    : randomInt(ctx.rng, 100, member.vendorWalletMinor);
  const body = {
    fromWallet: isIntoVendor ? 'MAIN' : TRANSFER_WALLET,
    toWallet: isIntoVendor ? TRANSFER_WALLET : 'MAIN',
    amount,
    requestId: newRequestId(),
  };
  const answers = await sendWithDuplicates(ctx, () =>
    memberRequest(member, { method: 'POST', path: '/wps/relay/GCS_walletTransfer', body }),
  );
  const outcomes = new Set(answers.map(outcomeOf));
  if (outcomes.size > 1) ctx.mismatch(`transfer ${body.requestId}`, [...outcomes].join(' vs '));
  const outcome = outcomeOf(answers[0]);
  if (outcome === 'OK') member.vendorWalletMinor += isIntoVendor ? amount : -amount;
  return {
    kind: 'wallet-transfer',
    memberId: member.id,
    outcome,
    key: `wallet-transfer:${member.id}:${body.requestId}`,
    amountMinor: isIntoVendor ? -amount : amount,
    // The member's total does not move: the other leg is the member's own vendor wallet.
    isInternal: true,
  };
}

/**
 * A deposit as it happens: the member starts it, pays on the sandbox PSP's hosted page, and the PSP notifies
 * our callback. The PSP's own notifier (its pg-boss job) may deliver first; the client then notifies again
 * with the PSP's own signed event (deliverSandboxCallback), as the PSP's retry would, until an answer comes:
 * the deposit is acknowledged when a callback answers CREDITED or DUPLICATE.
 */
export async function depositByCallback(ctx, member) {
  const body = {
    methodId: ctx.world.depositMethodId,
    amount: randomInt(ctx.rng, 10_000, 100_000),
    requestId: newRequestId(),
  };
  const answers = await sendWithDuplicates(ctx, () =>
    memberRequest(member, { method: 'POST', path: '/wps/payment/deposits', body }),
  );
  checkSameRow(ctx, `deposit ${body.requestId}`, answers);
  const started = outcomeOf(answers[0]);
  const entry = { kind: 'deposit', memberId: member.id, amountMinor: body.amount, isExternal: true };
  if (started !== 'OK') return { ...entry, outcome: started };
  const deposit = answers[0].body.value;
  const orderId = /\/sandbox-psp\/pay\/([^/?#]+)/.exec(deposit.paymentUrl ?? '')?.[1];
  if (!orderId) return { ...entry, outcome: 'NO_PAYMENT_URL' };
  const paid = await untilAnswered(ctx.stats, ctx.rng, ctx.http, () => ({
    method: 'POST',
    path: `/sandbox-psp/pay/${orderId}`,
    body: 'action=pay',
    contentType: 'application/x-www-form-urlencoded',
  }));
  if (paid.kind !== 'answered' || paid.status >= 400) return { ...entry, outcome: `PAY_${paid.status}` };
  const outcomes = [];
  const transport = async (url, rawBody, headers) => {
    const answer = await untilAnswered(ctx.stats, ctx.rng, ctx.http, () => ({
      method: 'POST',
      path: new URL(url).pathname,
      headers,
      body: rawBody,
    }));
    outcomes.push(answer.body?.value?.outcome ?? outcomeOf(answer));
    return { status: answer.status ?? 599 };
  };
  const deliveries = ctx.rng() < 0.2 ? 2 : 1;
  try {
    for (let i = 0; i < deliveries; i++) await deliverSandboxCallback(ctx.psp, orderId, transport);
  } catch (error) {
    outcomes.push(`CALLBACK_FAILED ${error.message}`);
  }
  if (outcomes.filter((o) => o === 'CREDITED').length > 1) ctx.mismatch(`deposit ${deposit.id}`, 'twice');
  const isCredited = outcomes.length > 0 && outcomes.every((o) => o === 'CREDITED' || o === 'DUPLICATE');
  return {
    ...entry,
    outcome: isCredited ? 'OK' : outcomes.join(' '),
    key: `deposit:${deposit.id}:credit`,
    depositId: deposit.id,
  };
}

/** An operator action on a withdrawal: done when it answers, or when the withdrawal is already where it leads. */
async function operatorAction(ctx, token, withdrawalId, action, status) {
  const request = () => ({
    method: 'POST',
    path: `/ops/merchants/${MERCHANT}/withdrawals/${withdrawalId}/${action}`,
    headers: { 'x-operator-token': token },
    body: action === 'reject' ? { reason: 'chaos run: rejected on purpose' } : {},
  });
  const answers = await sendWithDuplicates(ctx, request);
  const isDone = (a) =>
    outcomeOf(a) === 'OK' || (outcomeOf(a) === 'INVALID_STATE' && a.body.details?.status === status);
  return answers.every(isDone) ? 'OK' : answers.map(outcomeOf).join(' ');
}

/**
 * A withdrawal: the member asks (sealed body, sealed afresh for every send), one operator approves, the
 * other pays it; about one in seven is rejected instead (its hold is voided, nothing leaves).
 */
export async function withdraw(ctx, member) {
  const plain = {
    bankAccountId: member.bankAccountId,
    amount: randomInt(ctx.rng, 10_000, 60_000),
    paymentPassword: PAYMENT_PASSWORD,
    requestId: newRequestId(),
  };
  const answers = await sendWithDuplicates(ctx, async () =>
    memberRequest(member, {
      method: 'POST',
      path: '/wps/member/withdrawals',
      body: await seal(ctx.world.payloadKey, plain),
    }),
  );
  checkSameRow(ctx, `withdrawal ${plain.requestId}`, answers);
  const entry = { kind: 'withdrawal', memberId: member.id, amountMinor: -plain.amount, isExternal: true };
  const requested = outcomeOf(answers[0]);
  if (requested !== 'OK') return { ...entry, outcome: requested };
  const id = answers[0].body.value.id;
  const [approver, payer] = ctx.world.operatorTokens;
  const isRejected = ctx.rng() < 1 / 7;
  const approved = await operatorAction(ctx, approver, id, 'approve', 'APPROVED');
  if (approved !== 'OK') return { ...entry, outcome: `APPROVE ${approved}`, withdrawalId: id };
  const finished = isRejected
    ? await operatorAction(ctx, payer, id, 'reject', 'REJECTED')
    : await operatorAction(ctx, payer, id, 'paid', 'PAID');
  return {
    ...entry,
    outcome: finished === 'OK' ? (isRejected ? 'REJECTED' : 'OK') : `FINISH ${finished}`,
    withdrawalId: id,
    amountMinor: isRejected ? 0 : -plain.amount,
    requestedMinor: plain.amount,
  };
}
