import {
  ZOperator,
  ZOperatorEnrolmentTicket,
  ZOperatorMe,
  ZOperatorSession,
  type TOperatorEnrolmentFinish,
  type TOperatorEnrolmentStart,
  type TOperatorPasswordChange,
} from '@kirin/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { opsGet, opsSend } from '../../lib/api';

/** The live session: who, until when, and the idle limit the server enforces. */
export const meQuery = queryOptions({
  queryKey: ['auth', 'me'],
  queryFn: ({ signal }) => opsGet('/auth/me', ZOperatorMe, undefined, signal),
  // Touching the session keeps it alive while the console is open and in use (the idle limit still applies
  // to an operator who left it: see useSessionKeeper).
  refetchInterval: 60_000,
  refetchIntervalInBackground: false,
});

export type TLoginBody = { username: string; password: string; totpCode?: string };

export const logIn = (body: TLoginBody) => opsSend('POST', '/auth/login', ZOperatorSession, body);
export const logOut = () => opsSend('POST', '/auth/logout', z.null());

/** First sign-in: the password proves the operator; the answer is a new secret to scan and a ticket. */
export const startEnrolment = (body: TOperatorEnrolmentStart) =>
  opsSend('POST', '/auth/enrolment/start', ZOperatorEnrolmentTicket, body);
/** The first code of the new secret confirms it and opens the session. */
export const finishEnrolment = (body: TOperatorEnrolmentFinish) =>
  opsSend('POST', '/auth/enrolment/finish', ZOperatorSession, body);
export const changeOwnPassword = (body: TOperatorPasswordChange) =>
  opsSend('POST', '/auth/password', ZOperator, body);
