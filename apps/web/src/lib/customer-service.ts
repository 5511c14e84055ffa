import type { TPermissionInfo } from '@kirin/contracts';
import { VIP_RANK_THRESHOLD } from './account-types';

/** Spec section 9: the customer-service window size. */
export const CUSTOMER_SERVICE_WINDOW = { name: 'customerService', features: 'width=440,height=500' } as const;

type TCustomerService = TPermissionInfo['customerService'][number];

/** The service line for a member: VIP above rank 4, otherwise live chat; either one if only one exists. */
export function pickCustomerService(
  entries: TCustomerService[],
  rankLevel: number | null,
): TCustomerService | undefined {
  const wanted = rankLevel !== null && rankLevel > VIP_RANK_THRESHOLD ? 'VIP' : 'LIVECHAT';
  return (
    entries.find((e) => e.csType === wanted) ?? entries.find((e) => e.csType === 'LIVECHAT') ?? entries[0]
  );
}

/** Opens the service path in its small window; a blocked or failing pop-up must not break the page. */
export function openCustomerService(path: string): boolean {
  try {
    const opened = window.open(path, CUSTOMER_SERVICE_WINDOW.name, CUSTOMER_SERVICE_WINDOW.features);
    return opened !== null && opened !== undefined;
  } catch {
    return false;
  }
}
