import { createContext, useContext } from 'react';
import { useParams } from 'react-router';
import type { TConsoleArea, TConsolePage } from './area';

export type TAreaPageContext = { area: TConsoleArea; page: TConsolePage; canWrite: boolean };

export const AreaPageContext = createContext<TAreaPageContext | null>(null);

/** The area page being shown, and whether this operator may change things on it. */
export function useAreaPage(): TAreaPageContext {
  const context = useContext(AreaPageContext);
  if (!context) throw new Error('useAreaPage outside an area page');
  return context;
}

/** Whether the operator may change things on this page (hide buttons; the server refuses anyway). */
export const useCanWrite = (): boolean => useAreaPage().canWrite;

/** The merchant every page works on: the first segment of the console's address. */
export function useMerchantCode(): string {
  const { merchant } = useParams();
  if (!merchant) throw new Error('useMerchantCode outside a merchant route');
  return merchant;
}
