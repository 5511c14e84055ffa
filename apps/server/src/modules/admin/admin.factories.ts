import { randomBytes } from 'node:crypto';
import type { TOperatorRole } from '@kirin/contracts';
import type { TDb } from '../../db/database.js';
import { openOperatorSession } from './auth/operator-sessions.js';
import { createEnrolledOperator } from './operators/create-enrolled-operator.js';
import { createOperator } from './operators/create-operator.js';

// Test data builders for the operator API (used by the *.int.test.ts files of this module).

export type TTestOperator = {
  id: bigint;
  username: string;
  password: string;
  totpSecret: string;
  role: TOperatorRole;
};

const CLI_ACTOR = { operatorId: null, ip: null, requestId: null };

/** An enrolled operator created through the real use case, with a known password and TOTP secret. */
export async function makeOperator(
  db: TDb,
  input: { role?: TOperatorRole; merchants?: string[] | null; username?: string } = {},
): Promise<TTestOperator> {
  const username = input.username ?? `op${randomBytes(5).toString('hex')}`;
  const password = `Pw-${randomBytes(12).toString('base64url')}`;
  const role = input.role ?? 'owner';
  const created = await createEnrolledOperator(db, CLI_ACTOR, {
    username,
    role,
    password,
    merchants: input.merchants ?? null,
  });
  return { id: BigInt(created.operator.id), username, password, totpSecret: created.totpSecret, role };
}

/** An operator as an owner creates it in the console: a known password and no TOTP yet (it enrols at sign-in). */
export async function makePendingOperator(
  db: TDb,
  input: { role?: TOperatorRole; merchants?: string[] | null } = {},
): Promise<Omit<TTestOperator, 'totpSecret'>> {
  const username = `op${randomBytes(5).toString('hex')}`;
  const password = `Pw-${randomBytes(12).toString('base64url')}`;
  const role = input.role ?? 'support';
  const operator = await createOperator(db, CLI_ACTOR, {
    username,
    role,
    password,
    merchants: input.merchants ?? null,
  });
  return { id: BigInt(operator.id), username, password, role };
}

/** A session token for an operator without going through login (no TOTP step is used up). */
export async function makeSessionToken(
  db: TDb,
  operator: { id: bigint },
  lifetimeHours = 8,
): Promise<string> {
  const { token } = await openOperatorSession(db, {
    operatorId: operator.id,
    lifetimeHours,
    ip: null,
    userAgent: null,
  });
  return token;
}

/** An operator of the given role with a live session: its token and record. */
export async function makeLoggedInOperator(
  db: TDb,
  input: { role?: TOperatorRole; merchants?: string[] | null } = {},
): Promise<TTestOperator & { token: string }> {
  const operator = await makeOperator(db, input);
  return { ...operator, token: await makeSessionToken(db, operator) };
}

/** A random public-looking address per test, so throttling by address never leaks between tests. */
export function randomTestIp(): string {
  const [a = 0, b = 0, c = 0] = randomBytes(3);
  return `100.${64 + (a % 64)}.${b}.${1 + (c % 250)}`;
}
