import { ZCustomerServiceConfigList, type TCustomerServiceConfig } from '@kirin/contracts';
import { opsGet, opsSend } from '../../../lib/api';

const path = (merchant: string) => `/merchants/${encodeURIComponent(merchant)}/customer-service`;

export const customerServiceKey = (merchant: string) => ['service', merchant, 'customer-service'] as const;

export const fetchCustomerService = (merchant: string, signal?: AbortSignal) =>
  opsGet(path(merchant), ZCustomerServiceConfigList, undefined, signal);

/** Replaces every entry at once (the route's only write). */
export const replaceCustomerService = (merchant: string, entries: TCustomerServiceConfig[]) =>
  opsSend('PUT', path(merchant), ZCustomerServiceConfigList, entries);
