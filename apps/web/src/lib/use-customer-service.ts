import { useCallback, useEffect } from 'react';
import { useBootData } from './boot-data';
import {
  currentClientType,
  openCustomerService,
  pickCustomerService,
  servicePathFor,
  warmServicePath,
} from './customer-service';
import { useSessionStore } from './session-store';

/** Opens the member's customer-service line; `isAvailable` is false when the merchant configured none. */
export function useCustomerService(): { isAvailable: boolean; open: () => void } {
  const { permission } = useBootData();
  const rankLevel = useSessionStore((s) => s.rankLevel);
  const entry = pickCustomerService(permission.customerService, rankLevel);

  // Decrypt ahead, so the click opens the service address straight away.
  useEffect(() => {
    if (entry) warmServicePath(servicePathFor(entry, currentClientType())).catch(() => undefined);
  }, [entry]);

  const open = useCallback(() => {
    if (entry) void openCustomerService(entry);
  }, [entry]);
  return { isAvailable: entry !== undefined, open };
}
