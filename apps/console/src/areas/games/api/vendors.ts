import { ZVendor, ZVendorMaintenance, type TVendorSave } from '@kirin/contracts';
import { z } from 'zod';
import { opsGet, opsSend } from '../../../lib/api';
import { merchantPath } from './catalogue-base';

export const vendorsKey = (merchant: string) => ['games', merchant, 'vendors'] as const;

/** The merchant's vendor integrations (a money-area route: owner, finance and the auditor read it). */
export const fetchVendors = (merchant: string, signal?: AbortSignal) =>
  opsGet(merchantPath(merchant, 'vendors'), z.array(ZVendor), undefined, signal);

/** Creates or replaces an integration; fields left out are cleared, so the form sends them all. */
export const saveVendor = (merchant: string, vassalage: string, body: TVendorSave) =>
  opsSend('PUT', merchantPath(merchant, `vendors/${encodeURIComponent(vassalage)}`), ZVendor, body);

/** Launches of the vendor's games are refused while on; its wallet calls go on. */
export const setVendorMaintenance = (merchant: string, vassalage: string, isMaintenance: boolean) =>
  opsSend(
    'PUT',
    merchantPath(merchant, `vendors/${encodeURIComponent(vassalage)}/maintenance`),
    ZVendorMaintenance,
    { isMaintenance },
  );
