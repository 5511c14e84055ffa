import type { TOperator, TOperatorCreate } from '@kirin/contracts';
import type { TDb } from '../../../db/database.js';
import type { TAuditActor } from '../audit/write-audit.js';
import { buildOtpauthUri, generateTotpSecret } from '../../../platform/auth/totp.js';
import { insertOperator } from './create-operator.js';

export type TCreatedOperator = { operator: TOperator; totpSecret: string; otpauthUri: string };

/**
 * Creates an operator whose TOTP is enrolled at once (the command line, for the first owner, and test tooling):
 * its secret and otpauth URI are answered here once and never shown again.
 */
export async function createEnrolledOperator(
  db: TDb,
  actor: TAuditActor,
  input: TOperatorCreate,
): Promise<TCreatedOperator> {
  const totpSecret = generateTotpSecret();
  const operator = await insertOperator(db, actor, input, totpSecret);
  return { operator, totpSecret, otpauthUri: buildOtpauthUri(operator.username, totpSecret) };
}
