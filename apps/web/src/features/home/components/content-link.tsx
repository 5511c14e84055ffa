import type { ReactNode } from 'react';
import { Link } from 'react-router';

type TContentLinkProps = { href: string | null; className?: string; label?: string; children: ReactNode };

/** An operator's link: site paths stay in the app, absolute URLs open in a new tab, none renders plain. */
export function ContentLink({ href, className, label, children }: TContentLinkProps) {
  if (!href) return <div className={className}>{children}</div>;
  if (href.startsWith('/'))
    return (
      <Link to={href} className={className} aria-label={label}>
        {children}
      </Link>
    );
  return (
    <a href={href} className={className} aria-label={label} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
