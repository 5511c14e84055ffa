import type { TOperator } from '@kirin/contracts';
import { create } from 'zustand';

const TOKEN_KEY = 'kirin.console.token';
const OPERATOR_KEY = 'kirin.console.operator';

export type TConsoleSession = {
  token: string | null;
  operator: TOperator | null;
  /** Why the last session ended, shown on the sign-in page (expired, signed out). */
  endReason: 'expired' | null;
};

type TSessionStore = TConsoleSession & {
  signIn: (token: string, operator: TOperator) => void;
  setOperator: (operator: TOperator) => void;
  signOut: (endReason?: 'expired') => void;
};

/**
 * The operator's token lives in sessionStorage: it dies with the tab, is never shared with the player site
 * (another origin path, another key) and is not readable by other tabs' scripts after the tab closes.
 */
export function readPersistedSession(): TConsoleSession {
  const token = window.sessionStorage.getItem(TOKEN_KEY);
  const operatorJson = window.sessionStorage.getItem(OPERATOR_KEY);
  let operator: TOperator | null = null;
  try {
    operator = operatorJson ? (JSON.parse(operatorJson) as TOperator) : null;
  } catch {
    operator = null;
  }
  return token && operator
    ? { token, operator, endReason: null }
    : { token: null, operator: null, endReason: null };
}

export const useSessionStore = create<TSessionStore>((set) => ({
  ...readPersistedSession(),
  signIn: (token, operator) => {
    window.sessionStorage.setItem(TOKEN_KEY, token);
    window.sessionStorage.setItem(OPERATOR_KEY, JSON.stringify(operator));
    set({ token, operator, endReason: null });
  },
  setOperator: (operator) => {
    window.sessionStorage.setItem(OPERATOR_KEY, JSON.stringify(operator));
    set({ operator });
  },
  signOut: (endReason) => {
    window.sessionStorage.removeItem(TOKEN_KEY);
    window.sessionStorage.removeItem(OPERATOR_KEY);
    set({ token: null, operator: null, endReason: endReason ?? null });
  },
}));
