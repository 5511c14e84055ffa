import type { ReactNode } from 'react';
import type { TMemberPage } from '../../../lib/centre-pages';
import { TimesInZone } from '../../../components/ui/times-in-zone';
import './wallet.css';

/**
 * One wallet page of the member centre: its title (the centre's one h3) and its content; a page listing
 * times (`listsTimes`) says which zone they are in.
 */
export function WalletPage({
  page,
  title,
  listsTimes = false,
  children,
}: {
  page: TMemberPage;
  title: string;
  listsTimes?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      className="centre-page wallet-page"
      data-testid={`centre-page-${page}`}
      aria-labelledby={`centre-page-${page}-title`}
    >
      <h3 id={`centre-page-${page}-title`} className="centre-page__title">
        {title}
      </h3>
      {listsTimes && <TimesInZone />}
      {children}
    </section>
  );
}

/** A block of a wallet page with its own heading. */
export function WalletCard({
  title,
  testId,
  children,
}: {
  title: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section className="wallet-card" data-testid={testId}>
      <h4 className="wallet-card__title">{title}</h4>
      {children}
    </section>
  );
}
