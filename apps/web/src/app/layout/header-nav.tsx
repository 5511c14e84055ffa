import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { useFittingCount } from './use-fitting-count';

export type THeaderNavItem = { key: string; to: string; label: string; testId?: string };

/**
 * The header's navigation: the items that fit in one row, the rest behind a More button (a disclosure of
 * links: Enter/Space opens it, Tab walks its links, Escape or a chosen link closes it).
 */
export function HeaderNav({ items }: { items: THeaderNavItem[] }) {
  const { t } = useTranslation();
  const navRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const moreRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const [isOpen, setOpen] = useState(false);
  const { pathname } = useLocation();
  const fitting = useFittingCount(navRef, measureRef, items.length);
  const shown = items.slice(0, fitting);
  const overflow = items.slice(fitting);
  const hasOverflow = overflow.length > 0;
  const isOverflowActive = overflow.some((item) => pathname === item.to);

  // Closes on a click or focus outside it and on a new page.
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!isOpen) return undefined;
    const onOutside = (event: Event) => {
      if (event.target instanceof Node && !moreRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [isOpen]);

  const link = (item: THeaderNavItem, className: string) => (
    <NavLink
      key={item.key}
      to={item.to}
      className={className}
      data-testid={item.testId}
      onClick={() => setOpen(false)}
    >
      {item.label}
    </NavLink>
  );

  return (
    <nav ref={navRef} className="site-header__nav" aria-label={t('main_navigation')}>
      {shown.map((item) => link(item, 'nav-link'))}
      {hasOverflow && (
        <div
          ref={moreRef}
          className="nav-more"
          onKeyDown={(event) => {
            if (event.key !== 'Escape' || !isOpen) return;
            event.stopPropagation();
            setOpen(false);
            buttonRef.current?.focus();
          }}
        >
          <button
            ref={buttonRef}
            type="button"
            className={`nav-link nav-more__button${isOverflowActive ? ' active' : ''}`}
            aria-expanded={isOpen}
            aria-controls={listId}
            data-testid="header-more"
            onClick={() => setOpen((open) => !open)}
          >
            {t('nav_more')}
          </button>
          <ul id={listId} className="nav-more__list" data-testid="header-more-list" hidden={!isOpen}>
            {overflow.map((item) => (
              <li key={item.key}>{link(item, 'nav-more__link')}</li>
            ))}
          </ul>
        </div>
      )}
      {/* A copy of the labels to measure; the last one is the More button's. */}
      <div ref={measureRef} className="site-header__measure" aria-hidden="true">
        {items.map((item) => (
          <span key={item.key} className="nav-link">
            {item.label}
          </span>
        ))}
        <span className="nav-link nav-more__button">{t('nav_more')}</span>
      </div>
    </nav>
  );
}
