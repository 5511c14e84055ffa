import type { TPermissionInfo, TSystemStatus, TWhitelabel } from '@kirin/contracts';
import { createContext, useContext } from 'react';

/** What the site loads before it shows anything (spec section 7: status, whitelabel, permission). */
export type TBootData = {
  status: TSystemStatus;
  whitelabel: TWhitelabel;
  permission: TPermissionInfo;
};

export const BootDataContext = createContext<TBootData | null>(null);

/** The merchant configuration; only usable below the boot gate, which renders nothing until it is loaded. */
export function useBootData(): TBootData {
  const data = useContext(BootDataContext);
  if (!data) throw new Error('useBootData is used outside the boot gate');
  return data;
}

/** The boot data when present (design-system parts that also render outside the boot gate). */
export function useOptionalBootData(): TBootData | null {
  return useContext(BootDataContext);
}
