import { ZVendor, type TVendorSave } from '@kirin/contracts';
import { z } from 'zod';
import { opsGet, opsSend } from '../../../lib/api';

const base = (merchant: string) => `/merchants/${encodeURIComponent(merchant)}/vendors`;

export const vendorsKey = (merchant: string) => ['money', merchant, 'vendors'] as const;

/** The merchant's vendor integrations (wallet mode, launch address, limits; never the signing secret). */
export const fetchVendors = (merchant: string, signal?: AbortSignal) =>
  opsGet(base(merchant), z.array(ZVendor), undefined, signal);

/** Creates or replaces the integration of this vendor code (a new one gets its signing secret). */
export const saveVendor = (merchant: string, vassalage: string, body: TVendorSave) =>
  opsSend('PUT', `${base(merchant)}/${encodeURIComponent(vassalage)}`, ZVendor, body);
