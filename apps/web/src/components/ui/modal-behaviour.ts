/** Shared state of all open modals: one scroll lock and one stacking order for the whole page. */

let lockCount = 0;
let overflowBeforeLock = '';

/** Locks page scroll while at least one modal is open; the returned function releases this modal's lock. */
export function lockPageScroll(): () => void {
  if (lockCount === 0) {
    overflowBeforeLock = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  lockCount += 1;
  let isReleased = false;
  return () => {
    if (isReleased) return;
    isReleased = true;
    lockCount -= 1;
    if (lockCount === 0) document.body.style.overflow = overflowBeforeLock;
  };
}

const openModals: symbol[] = [];

/** Registers a modal on top of the stack; only the top one answers Escape and keeps the focus. */
export function pushModal(id: symbol): () => void {
  openModals.push(id);
  return () => {
    const index = openModals.lastIndexOf(id);
    if (index !== -1) openModals.splice(index, 1);
  };
}

export function isTopModal(id: symbol): boolean {
  return openModals[openModals.length - 1] === id;
}

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

/** The elements of `container` that Tab reaches, in order. */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('inert'),
  );
}
