import type { ReactNode } from 'react';

type TPageProps = {
  /** The route name: the content's test id is `page-{routeName}`. */
  routeName: string;
  title: string;
  /** A line under the title. */
  subtitle?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
};

/** The main content of a route: its title and body. */
export function Page({ routeName, title, subtitle, actions, children, className }: TPageProps) {
  return (
    <section
      className={['page', className].filter(Boolean).join(' ')}
      data-testid={`page-${routeName}`}
      aria-labelledby={`page-title-${routeName}`}
    >
      <header className="page__header">
        <div>
          <h1 id={`page-title-${routeName}`} className="page__title">
            {title}
          </h1>
          {subtitle && <p className="page__subtitle">{subtitle}</p>}
        </div>
        {actions && <div className="page__actions">{actions}</div>}
      </header>
      {children}
    </section>
  );
}
