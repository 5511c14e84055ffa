import type { TResource } from '@kirin/contracts';
import { useBootData } from '../../lib/boot-data';

/** The resources that get a QR code (spec section 2: iOS, MOBILECONFIG, Android). */
export const QR_RESOURCE_TYPES = ['IOS', 'MOBILECONFIG', 'ANDROID'] as const;

/**
 * The merchant's app-download resources that have a QR code, in display order. A file apart from the QR codes
 * themselves: the right bar asks on every page, and the QR library stays with the pages that draw them.
 */
export function useQrResources(): TResource[] {
  const { permission } = useBootData();
  return QR_RESOURCE_TYPES.flatMap((type) => permission.resources.filter((r) => r.resourceType === type));
}
