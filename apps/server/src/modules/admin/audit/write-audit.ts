import type { FastifyRequest } from 'fastify';
import type { TDb } from '../../../db/database.js';

/** Who made a change and from where; operatorId is null for the command line. */
export type TAuditActor = { operatorId: bigint | null; ip: string | null; requestId: string | null };

export type TAuditAction =
  | 'auth.login'
  | 'auth.logout'
  /** An operator confirmed its TOTP at first sign-in (followed by its auth.login). */
  | 'auth.totp_enrol'
  | 'operator.create'
  | 'operator.role'
  | 'operator.disable'
  /** An owner set another operator's password. */
  | 'operator.password'
  /** An operator changed its own password (current password and a TOTP code). */
  | 'operator.password_change'
  /** An owner cleared an operator's TOTP: it enrols again at its next sign-in. */
  | 'operator.totp_reset'
  | 'merchant.status'
  | 'merchant.settings'
  | 'merchant.brand'
  | 'merchant.domains'
  | 'merchant.payload-key'
  // Dual-control limits (modules/dual-control): target `merchant:<code>`.
  | 'merchant.dual-control'
  /** A money action refused because the same operator would have done both halves (nothing changed). */
  | 'dual-control.refuse'
  | 'legal.save'
  // Site content (modules/content/ops): target `<kind>:<id>` (notice, banner, help-category, …).
  | 'content.create'
  | 'content.update'
  | 'content.delete'
  | 'withdrawal.approve'
  | 'withdrawal.reject'
  | 'withdrawal.paid'
  | 'withdrawal.dispute'
  // Deposits (modules/payments/payments.ops.routes.ts).
  | 'deposit.approve'
  /** The first of two approvals of a manual deposit above the merchant's dual-control limit. */
  | 'deposit.approve-first'
  | 'deposit.reject'
  | 'payment-method.save'
  // Wallet (modules/wallet/wallet.ops.routes.ts).
  | 'adjustment.request'
  | 'adjustment.approve'
  | 'adjustment.reject'
  | 'vendor.save'
  | 'ledger.audit'
  // Bonus money (modules/promotions/bonus/bonus.ops.routes.ts): target `bonus-grant:<id>` or `merchant:<code>`.
  | 'bonus.grant'
  | 'bonus.revoke'
  | 'bonus.settings'
  // Chat room moderation (modules/chat-room).
  | 'chat-room.settings'
  | 'chat-room.delete'
  | 'chat-room.mute'
  // Customer service entries and the live chat (modules/customer-service, modules/live-chat).
  | 'customer-service.save'
  | 'live-chat.close'
  // Games catalogue (modules/games/games.ops.routes.ts).
  | 'game.create'
  | 'game.update'
  | 'game-group.save'
  | 'pvp-room.save'
  | 'game-vendor.save'
  | 'vendor.maintenance'
  // Platform messages and feedback (modules/messages).
  | 'message.send'
  | 'feedback.answer'
  // Lottery (modules/lottery/ops): target `lottery-game:<id>` or `lottery-issue:<id>`.
  | 'lottery.game-update'
  | 'lottery.result-entry'
  | 'lottery.cancel'
  // Lottery odds and capped numbers (modules/lottery/ops): target `lottery-game:<id>`.
  | 'lottery.odds-update'
  | 'lottery.cap-save'
  | 'lottery.cap-delete'
  // Agent tree (modules/agent/agent-team.ops.routes.ts): target `member:<id>`, the reason in `after`.
  | 'agent.move'
  | 'agent.account-type'
  // Agent contracts (modules/agent/contracts): target `agent-contract-policy:<type>` or `agent-contract:<id>`.
  | 'agent-contract.policy-save'
  | 'agent-contract.grant'
  | 'agent-contract.terminate'
  // Agent settlement (modules/agent/settlement): target `agent-bill:<id>` or `agent-settlement:<type>:<start>`.
  | 'agent-bill.approve'
  | 'agent-bill.reject'
  | 'agent-settlement.rerun'
  // Red envelope (modules/promotions/red-envelope): target `red-envelope:<id>`; reads of lists and claims too.
  | 'red-envelope.create'
  | 'red-envelope.close'
  | 'red-envelope.read'
  // Missions (modules/loyalty/missions): target `mission:<id>`; reads of progress too.
  | 'mission.create'
  | 'mission.update'
  | 'mission.close'
  | 'mission.read'
  // Cashback (modules/promotions/cashback): target `merchant:<code>` (rates) or `member:<id>` (a member's
  // claim: operator_id is null, the member's address and request id are kept).
  | 'cashback.rates-save'
  | 'cashback.claim'
  // Promotions catalogue (modules/promotions/catalogue): target `promotion:<id>`, `promotion-claim:<id>`.
  | 'promotion.create'
  | 'promotion.update'
  | 'promotion.categories'
  | 'promotion-application.approve'
  | 'promotion-application.reject'
  // Points (modules/loyalty/points): target `merchant:<code>`, `point-goods:<id>`, `point-exchange:<id>`,
  // `member:<id>` (an operator reading a member's points).
  | 'points.settings'
  | 'points.goods-save'
  | 'points.goods-delete'
  | 'points.exchange-approve'
  | 'points.exchange-reject'
  | 'points.read'
  // VIP levels (modules/loyalty/vip): target `merchant:<code>` (ladder, evaluation) or `member:<id>`.
  | 'vip.levels-save'
  | 'vip.member-read'
  | 'vip.set-level'
  | 'vip.evaluate'
  // Referral (modules/loyalty/referral): target `referral-rule:<id>`, `referral:referrer:<id>`, `referral:rewards`.
  | 'referral-rule.create'
  | 'referral-rule.update'
  | 'referral-rule.delete'
  | 'referral-rule.read'
  | 'referral.read'
  // Members (modules/member/ops): target `member:<id>`; the profile read too (it shows contacts in full).
  | 'member.read'
  | 'member.lock'
  | 'member.unlock'
  | 'member.labels'
  /** One session (before names it) or all of them (before.session = 'all'); after.endedSessions. */
  | 'member.session-end'
  // Player protection (modules/protection/exclusions): target `member:<id>`. The member's own steps have
  // operator_id null (the member's address and request id are kept).
  | 'protection.exclusion-start'
  | 'protection.exclusion-reopen'
  /** Operators: target `exclusion:<id>`; the request, then a second operator's approval or a rejection. */
  | 'protection.exclusion-lift-request'
  | 'protection.exclusion-lift-approve'
  | 'protection.exclusion-lift-reject'
  // KYC (modules/protection/kyc): target `member:<id>`; reading a member's identity or one of its documents
  // is audited too (it shows a person's papers whole).
  | 'kyc.read'
  | 'kyc.document-read'
  | 'kyc.review'
  | 'kyc.details';

export type TAuditChange = {
  action: TAuditAction;
  merchantId?: bigint | null;
  /** What was changed, e.g. `operator:12` or `legal:terms:EN`. */
  target?: string | null;
  before?: unknown;
  after?: unknown;
};

/** The actor of an operator request (the principal must have been set by requireOperator). */
export function actorOf(request: FastifyRequest): TAuditActor {
  return { operatorId: request.operator?.id ?? null, ip: request.ip, requestId: request.id };
}

/** bigint ids become strings: JSON has no bigint. */
function toJson(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
}

/** Appends one audit row. Call it with the transaction of the change, so both commit or neither does. */
export async function writeAudit(trx: TDb, actor: TAuditActor, change: TAuditChange): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      operator_id: actor.operatorId,
      action: change.action,
      merchant_id: change.merchantId ?? null,
      target: change.target ?? null,
      before: toJson(change.before),
      after: toJson(change.after),
      ip: actor.ip,
      request_id: actor.requestId,
    })
    .execute();
}
