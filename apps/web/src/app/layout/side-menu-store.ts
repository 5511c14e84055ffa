import { create } from 'zustand';

/** Below this width the side menu is an overlay, so it starts closed. */
const WIDE_SCREEN_QUERY = '(min-width: 1024px)';

type TSideMenuStore = {
  isOpen: boolean;
  setOpen: (isOpen: boolean) => void;
  toggle: () => void;
};

export const useSideMenuStore = create<TSideMenuStore>()((set) => ({
  isOpen: true,
  setOpen: (isOpen) => set({ isOpen }),
  toggle: () => set(({ isOpen }) => ({ isOpen: !isOpen })),
}));

/** The state a page starts with: collapsed on game pages and on narrow screens, open elsewhere. */
export function defaultSideMenuOpen(isGamePage: boolean): boolean {
  if (isGamePage) return false;
  return typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_SCREEN_QUERY).matches : true;
}
