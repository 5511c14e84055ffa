import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { focusableIn, isTopModal, lockPageScroll, pushModal } from './modal-behaviour';
import './modal.css';

export type TModalSize = 'small' | 'medium' | 'large';

export type TModalProps = {
  /** The modal's name: its test id is `modal-{name}`. */
  name: string;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  hasCloseButton?: boolean;
  hasCover?: boolean;
  /** The cover stays but a click on it does not close the modal. */
  isCoverDisabled?: boolean;
  /** Closes by itself after this many milliseconds. */
  timeoutMs?: number;
  size?: TModalSize;
};

/** The generic modal: named, titled, closable by button, cover, Escape or time-out; locks page scroll. */
export function Modal({
  name,
  title,
  onClose,
  children,
  footer,
  hasCloseButton = true,
  hasCover = true,
  isCoverDisabled = false,
  timeoutMs,
  size = 'medium',
}: TModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  // The latest onClose for listeners that are set up once per opening.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const id = Symbol(name);
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const releaseScroll = lockPageScroll();
    const popModal = pushModal(id);
    const dialog = dialogRef.current;
    if (dialog) {
      // The first control of the content rather than the close button, which Tab still reaches.
      const focusable = focusableIn(dialog);
      (focusable.find((el) => el.dataset.testid !== 'modal-close') ?? focusable[0] ?? dialog).focus();
    }

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTopModal(id) || !dialog) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
      } else if (event.key === 'Tab') {
        trapTab(event, dialog);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      popModal();
      releaseScroll();
      // Back to where the visitor was, if that control still exists.
      if (opener?.isConnected) opener.focus();
    };
  }, [name]);

  useEffect(() => {
    if (timeoutMs === undefined) return undefined;
    const timer = setTimeout(() => onCloseRef.current(), timeoutMs);
    return () => clearTimeout(timer);
  }, [timeoutMs]);

  return createPortal(
    <div className={`modal-layer modal-layer--${size}${hasCover ? '' : ' modal-layer--bare'}`}>
      {hasCover && (
        <div
          className="modal-cover"
          data-testid="modal-cover"
          data-disabled={isCoverDisabled}
          aria-hidden="true"
          onClick={isCoverDisabled ? undefined : onClose}
        />
      )}
      <div
        ref={dialogRef}
        className={`modal modal--${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={`modal-${name}`}
        tabIndex={-1}
      >
        <header className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {hasCloseButton && (
            <button
              type="button"
              className="modal__close"
              data-testid="modal-close"
              aria-label={t('close')}
              onClick={onClose}
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </header>
        <div className="modal__body">{children}</div>
        {footer && <footer className="modal__footer">{footer}</footer>}
      </div>
    </div>,
    document.body,
  );
}

/** Keeps Tab and Shift+Tab inside the dialog. */
function trapTab(event: KeyboardEvent, dialog: HTMLElement): void {
  const focusable = focusableIn(dialog);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    dialog.focus();
    return;
  }
  const active = document.activeElement;
  const isInside = active instanceof Node && dialog.contains(active);
  if (event.shiftKey && (active === first || !isInside || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !isInside)) {
    event.preventDefault();
    first.focus();
  }
}
