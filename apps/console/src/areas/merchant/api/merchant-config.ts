import {
  ZMerchantBrand,
  ZMerchantDomains,
  ZMerchantSettings,
  ZMerchantStatus,
  ZOpsMerchantDetail,
  ZRotatedKey,
  type TMerchantBrand,
  type TMerchantDomain,
  type TMerchantSettings,
  type TMerchantStatusUpdate,
} from '@kirin/contracts';
import { opsGet, opsSend } from '../../../lib/api';

const base = (merchant: string) => `/merchants/${encodeURIComponent(merchant)}`;

export const merchantDetailKey = (merchant: string) => ['merchant', merchant, 'detail'] as const;
/** The merchant list of the shell's picker (brand names, status flags): stale after any change here. */
export const merchantListKey = ['merchants'] as const;

/** The merchant's brand, settings, hosts and status, as stored. */
export const fetchMerchantDetail = (merchant: string, signal?: AbortSignal) =>
  opsGet(base(merchant), ZOpsMerchantDetail, undefined, signal);

/** PUT replaces the whole document: the pages send the stored one with their part changed. */
export const saveMerchantBrand = (merchant: string, brand: TMerchantBrand) =>
  opsSend('PUT', `${base(merchant)}/brand`, ZMerchantBrand, brand);
export const saveMerchantSettings = (merchant: string, settings: TMerchantSettings) =>
  opsSend('PUT', `${base(merchant)}/settings`, ZMerchantSettings, settings);
export const saveMerchantDomains = (merchant: string, domains: TMerchantDomain[]) =>
  opsSend('PUT', `${base(merchant)}/domains`, ZMerchantDomains, domains);
export const updateMerchantStatus = (merchant: string, change: TMerchantStatusUpdate) =>
  opsSend('PATCH', `${base(merchant)}/status`, ZMerchantStatus, change);
export const rotatePayloadKey = (merchant: string) =>
  opsSend('POST', `${base(merchant)}/payload-key/rotate`, ZRotatedKey);
