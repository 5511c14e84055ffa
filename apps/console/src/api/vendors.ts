import { ZVendor, ZVendorMaintenance, type TVendorSave } from '@kirin/contracts';
import { z } from 'zod';
import { opsGet, opsSend } from '../lib/api';

/**
 * The merchant's vendor integrations, read and written by two areas (money: wallets; games: integrations and
 * maintenance) through the same money-area routes. One query key, so a change in either area refreshes both.
 */
const base = (merchant: string) => `/merchants/${encodeURIComponent(merchant)}/vendors`;

export const vendorsKey = (merchant: string) => ['vendors', merchant] as const;

/** Wallet mode, launch address, limits and maintenance of each vendor; never the signing secret. */
export const fetchVendors = (merchant: string, signal?: AbortSignal) =>
  opsGet(base(merchant), z.array(ZVendor), undefined, signal);

/** Creates or replaces an integration (a new one gets its signing secret); fields left out are cleared. */
export const saveVendor = (merchant: string, vassalage: string, body: TVendorSave) =>
  opsSend('PUT', `${base(merchant)}/${encodeURIComponent(vassalage)}`, ZVendor, body);

/** Launches of the vendor's games are refused while on; its wallet calls go on. */
export const setVendorMaintenance = (merchant: string, vassalage: string, isMaintenance: boolean) =>
  opsSend('PUT', `${base(merchant)}/${encodeURIComponent(vassalage)}/maintenance`, ZVendorMaintenance, {
    isMaintenance,
  });
