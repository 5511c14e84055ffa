import type { ReactNode } from 'react';
import type { TMemberPage } from '../../../lib/centre-pages';
import './wallet.css';

/** One wallet page of the member centre: its title (the centre's one h3) and its content. */
export function WalletPage({
  page,
  title,
  children,
}: {
  page: TMemberPage;
  title: string;
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
