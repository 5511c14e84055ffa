import { ZOperator, ZOperatorCreated, type TOperatorCreate, type TOperatorRole } from '@kirin/contracts';
import { z } from 'zod';
import { opsGet, opsSend } from '../../../lib/api';

export const operatorsKey = ['platform', 'operators'] as const;

/** Every operator, enabled first (a short list: the route answers it whole). */
export const fetchOperators = (signal?: AbortSignal) =>
  opsGet('/operators', z.array(ZOperator), undefined, signal);

export const createOperator = (input: TOperatorCreate) =>
  opsSend('POST', '/operators', ZOperatorCreated, input);
export const changeOperatorRole = (id: string, role: TOperatorRole) =>
  opsSend('PUT', `/operators/${id}/role`, ZOperator, { role });
export const disableOperator = (id: string) => opsSend('POST', `/operators/${id}/disable`, ZOperator);
export const resetOperatorPassword = (id: string, password: string) =>
  opsSend('PUT', `/operators/${id}/password`, ZOperator, { password });
export const resetOperatorTotp = (id: string) => opsSend('POST', `/operators/${id}/totp-reset`, ZOperator);
