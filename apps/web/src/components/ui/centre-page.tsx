import { EmptyState } from './empty-state';

/** One page of a centre: its title and, until its domain exists, an honest empty state. */
export function CentrePage({
  page,
  title,
  emptyMessage,
}: {
  page: string;
  title: string;
  emptyMessage: string;
}) {
  return (
    <section
      className="centre-page"
      data-testid={`centre-page-${page}`}
      aria-labelledby={`centre-page-${page}-title`}
    >
      <h3 id={`centre-page-${page}-title`} className="centre-page__title">
        {title}
      </h3>
      <EmptyState message={emptyMessage} />
    </section>
  );
}
