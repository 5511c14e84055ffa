import { useCallback } from 'react';
import { useBootData } from './boot-data';
import { openCustomerService, pickCustomerService } from './customer-service';
import { useSessionStore } from './session-store';

/** Opens the member's customer-service line; `isAvailable` is false when the merchant configured none. */
export function useCustomerService(): { isAvailable: boolean; open: () => void } {
  const { permission } = useBootData();
  const rankLevel = useSessionStore((s) => s.rankLevel);
  const entry = pickCustomerService(permission.customerService, rankLevel);
  const path = entry?.path;
  const open = useCallback(() => {
    if (path) openCustomerService(path);
  }, [path]);
  return { isAvailable: path !== undefined, open };
}
