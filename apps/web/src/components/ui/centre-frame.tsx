import type { ReactNode } from 'react';

export type TCentreMenuItem<TPage extends string> = { page: TPage; labelKey: string; badge?: number };

type TCentreFrameProps<TPage extends string> = {
  testId: string;
  menuTitle: string;
  items: { page: TPage; label: string; badge?: number }[];
  activePage: TPage;
  onSelect: (page: TPage) => void;
  children: ReactNode;
};

/** A centre (member, agent): a left menu and the one active page beside it. */
export function CentreFrame<TPage extends string>({
  testId,
  menuTitle,
  items,
  activePage,
  onSelect,
  children,
}: TCentreFrameProps<TPage>) {
  return (
    <div className="centre" data-testid={testId} data-active-page={activePage}>
      <nav className="centre__menu" aria-label={menuTitle}>
        <p className="centre__menu-title">{menuTitle}</p>
        <ul>
          {items.map((item) => (
            <li key={item.page}>
              <button
                type="button"
                className="centre__menu-item"
                data-testid={`centre-menu-${item.page}`}
                aria-current={item.page === activePage ? 'page' : undefined}
                onClick={() => onSelect(item.page)}
              >
                <span>{item.label}</span>
                {item.badge !== undefined && <span className="badge">{item.badge}</span>}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div className="centre__content">{children}</div>
    </div>
  );
}
