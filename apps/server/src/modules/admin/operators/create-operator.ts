import { sql } from 'kysely';
import type { TOperator, TOperatorCreate } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import { AppError } from '../../../platform/errors.js';
import { writeAudit, type TAuditActor } from '../audit/write-audit.js';
import { hashPassword } from '../../../platform/auth/password.js';
import { checkPasswordStrength } from './check-password-strength.js';
import { OPERATOR_VIEW_COLUMNS, toOperatorView } from './operator-view.js';
import { sealSecret } from '../../../platform/secrets/seal-secret.js';

/** Ids of merchant codes; an unknown code is a validation failure, not a silently narrower scope. */
async function resolveMerchantIds(
  db: TDb,
  codes: string[],
): Promise<{ ids: bigint[]; codes: Map<string, string> }> {
  const rows = await db.selectFrom('merchant').select(['id', 'code']).where('code', 'in', codes).execute();
  const known = new Set(rows.map((r) => r.code));
  const unknown = codes.filter((c) => !known.has(c));
  if (unknown.length > 0)
    throw new AppError('VALIDATION_FAILED', { 'body.merchants': `unknown_merchant:${unknown.join(',')}` });
  return { ids: rows.map((r) => r.id), codes: new Map(rows.map((r) => [r.id.toString(), r.code])) };
}

/**
 * Inserts an operator and audits it. With a TOTP secret it is enrolled at once (the command line); without one
 * it enrols its own at its first sign-in. A taken username is a CONFLICT.
 */
export async function insertOperator(
  db: TDb,
  actor: TAuditActor,
  input: TOperatorCreate,
  totpSecret: string | null,
): Promise<TOperator> {
  checkPasswordStrength(input.password, input.username);
  const scope = input.merchants === null ? null : await resolveMerchantIds(db, [...new Set(input.merchants)]);
  const passwordHash = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('operator')
      .values({
        username: input.username,
        password_hash: passwordHash,
        role: input.role,
        totp_secret: totpSecret === null ? null : sealSecret('operator-totp', totpSecret),
        totp_enrolled_at: totpSecret === null ? null : sql<Date>`now()`,
        merchant_ids: scope?.ids ?? null,
      })
      .onConflict((oc) => oc.column('username').doNothing())
      .returning(OPERATOR_VIEW_COLUMNS)
      .executeTakeFirst();
    if (!row) throw new AppError('CONFLICT', { 'body.username': 'username_taken' }, 'username_taken');
    const view = toOperatorView(row, scope?.codes ?? new Map());
    await writeAudit(trx, actor, { action: 'operator.create', target: `operator:${row.id}`, after: view });
    return view;
  });
}

/**
 * Creates an operator in the console: a password and no TOTP. Its secret is made when it enrols at its first
 * sign-in, so only the operator's own authenticator ever sees it (never the owner who created it).
 */
export function createOperator(db: TDb, actor: TAuditActor, input: TOperatorCreate): Promise<TOperator> {
  return insertOperator(db, actor, input, null);
}
