import type { TExclusionKind, TGameCard, TLoginChallenge, TWithdrawal } from '@kirin/contracts';
import { create } from 'zustand';
import type { TAgentPage, TMemberPage } from './centre-pages';

/** Every modal the host can show, by name (the `modal-{name}` test id). */
export type TModalRequest =
  | { name: 'login' }
  | { name: 'register' }
  | { name: 'forgotPassword' }
  /** `forced`: opened after login because the password is the default or has expired (cpw); no way out. */
  | { name: 'changePassword'; forced?: boolean }
  /** A login challenge (two-factor or unregistered IP) to answer before the session is granted. */
  | {
      name: 'loginVerification';
      challenge: TLoginChallenge;
      reason: 'TWO_FACTOR' | 'NEW_IP';
      onVerified: (answer: string) => Promise<void>;
    }
  /** `pageParams`: what the first page shows, e.g. `{ deposit: id }` from a `?centre=depositv2&deposit=` link. */
  | { name: 'memberCentre'; page?: TMemberPage; pageParams?: Record<string, string> }
  | { name: 'agentCentre'; page?: TAgentPage }
  /** A paid withdrawal the member has not confirmed yet (spec section 4). */
  | { name: 'withdrawalConfirm'; withdrawal: TWithdrawal }
  /** A warning with one confirm button, e.g. `in_need_true_account`. */
  | { name: 'warning'; messageKey: string; onConfirm?: () => void }
  /** A question with confirm and cancel, e.g. `in_sure_logout`. */
  | { name: 'confirm'; messageKey: string; onConfirm: () => void }
  /** The "game popup": a vendor's games by game type, opened by a VASSALAGE card (spec section 2). */
  | { name: 'gamePopup'; vassalage: string; title: string }
  /** A launch refused for game maintenance, with the popular games the server suggests instead. */
  | { name: 'gameMaintenance'; suggestions: TGameCard[] }
  /** The notice modal, opened on notice `index`; `isPopup`: the after-login popups (marked seen on close). */
  | { name: 'notice'; index?: number; isPopup?: boolean }
  /** The public chat room of this merchant in the interface language. */
  | { name: 'chatRoom' }
  /** The feedback form (type, content, up to three images); members only. */
  | { name: 'feedback' }
  /** A reality check is due (issue 21): session time and net position, continue or log out; members only. */
  | { name: 'realityCheck' }
  /** A time-out or self-exclusion has started and the member is logged out: until when (null: indefinitely). */
  | { name: 'breakStarted'; kind: TExclusionKind; until: string | null };

export type TModalName = TModalRequest['name'];
/** An open modal; `onClosed` runs once it has closed, however it closed. */
export type TModalEntry = TModalRequest & { onClosed?: () => void };

type TModalStore = {
  stack: TModalEntry[];
  /** Opens a modal on top; a modal already open by that name is replaced in place. */
  openModal: (entry: TModalEntry) => void;
  closeModal: (name: TModalName) => void;
  /** Removes a modal without running its `onClosed` (its opener went away, e.g. the route changed). */
  dismissModal: (name: TModalName) => void;
  closeAllModals: () => void;
};

export const useModalStore = create<TModalStore>()((set, get) => ({
  stack: [],
  openModal: (entry) =>
    set(({ stack }) => {
      const index = stack.findIndex((m) => m.name === entry.name);
      if (index === -1) return { stack: [...stack, entry] };
      return { stack: stack.map((m, i) => (i === index ? entry : m)) };
    }),
  closeModal: (name) => {
    const closing = get().stack.find((m) => m.name === name);
    if (!closing) return;
    set(({ stack }) => ({ stack: stack.filter((m) => m.name !== name) }));
    closing.onClosed?.();
  },
  dismissModal: (name) => set(({ stack }) => ({ stack: stack.filter((m) => m.name !== name) })),
  closeAllModals: () => {
    const closing = get().stack;
    set({ stack: [] });
    for (const entry of closing) entry.onClosed?.();
  },
}));
