import { ZOpsPaymentMethod, type TPaymentMethodSave } from '@kirin/contracts';
import { z } from 'zod';
import { opsGet, opsSend } from '../../../lib/api';

const base = (merchant: string) => `/merchants/${encodeURIComponent(merchant)}/payment-methods`;

export const paymentMethodsKey = (merchant: string) => ['money', merchant, 'payment-methods'] as const;

/** Every payment method of the merchant (a short list: the route answers it whole). */
export const fetchPaymentMethods = (merchant: string, signal?: AbortSignal) =>
  opsGet(base(merchant), z.array(ZOpsPaymentMethod), undefined, signal);

/** Creates or replaces the method with this code. */
export const savePaymentMethod = (merchant: string, methodCode: string, body: TPaymentMethodSave) =>
  opsSend('PUT', `${base(merchant)}/${encodeURIComponent(methodCode)}`, ZOpsPaymentMethod, body);
