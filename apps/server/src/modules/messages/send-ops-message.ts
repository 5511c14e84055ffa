import { defaultMessageCategory, type TOpsMessage, type TOpsSendMessage } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { writeAudit, type TAuditActor } from '../admin/audit/write-audit.js';
import type { TOperatorPrincipal } from '../admin/auth/operator-sessions.js';
import { findMerchantForOperator } from '../merchant/ops/find-merchant-for-operator.js';
import { sendMessage } from './send-message.js';

/**
 * POST /ops/merchants/:code/messages: one message to a member (by username), to the members carrying a
 * label, or to all members; marketing (the default for a label or everyone) or service (the default for one
 * member). A marketing message is not shown to a member excluded when it was sent. An unknown username → NOT_FOUND (details.username). Audited.
 */
export async function sendOpsMessage(
  db: TDb,
  operator: TOperatorPrincipal,
  actor: TAuditActor,
  merchantCode: string,
  input: TOpsSendMessage,
): Promise<TOpsMessage> {
  const merchant = await findMerchantForOperator(db, operator, merchantCode);
  let memberId: bigint | null = null;
  if (input.audience === 'MEMBER') {
    const member = await db
      .selectFrom('member')
      .select('id')
      .where('merchant_id', '=', merchant.id)
      .where('username', '=', input.username ?? '')
      .executeTakeFirst();
    if (!member) throw new AppError('NOT_FOUND', { username: 'not_found' });
    memberId = member.id;
  }
  const target =
    input.audience === 'MEMBER' ? input.username! : input.audience === 'LABEL' ? input.labelName! : null;
  const category = input.category ?? defaultMessageCategory(input.audience);
  const row = await db.transaction().execute(async (trx) => {
    const message = await sendMessage(trx, {
      merchantId: merchant.id,
      audience: input.audience,
      memberId,
      labelName: input.labelName ?? null,
      category,
      title: input.title,
      content: input.content,
      sentBy: operator.id,
    });
    await writeAudit(trx, actor, {
      action: 'message.send',
      merchantId: merchant.id,
      target: `message:${message.id}`,
      // A new message: nothing before it; after, everything its members receive.
      before: null,
      after: { audience: input.audience, category, target, title: input.title, content: input.content },
    });
    return message;
  });
  return {
    id: row.id.toString(),
    kind: row.kind,
    audience: row.audience,
    category: row.category,
    target,
    title: row.title,
    content: row.content,
    readCount: 0,
    createdAt: row.created_at.toISOString(),
  };
}
