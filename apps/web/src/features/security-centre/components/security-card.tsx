import { useId, type ReactNode } from 'react';

type TSecurityCardProps = {
  testId: string;
  title: string;
  /** The current state in one line, e.g. "Not set" or a masked address. */
  summary?: ReactNode;
  /** A button beside the summary, e.g. "Change". */
  action?: ReactNode;
  children?: ReactNode;
};

/** One item of the security centre: its title, current state, action and (when open) its form. */
export function SecurityCard({ testId, title, summary, action, children }: TSecurityCardProps) {
  const titleId = useId();
  return (
    <section className="security-card" data-testid={testId} aria-labelledby={titleId}>
      <div className="security-card__head">
        <div className="security-card__text">
          <h4 id={titleId} className="security-card__title">
            {title}
          </h4>
          {summary !== undefined && <p className="security-card__summary">{summary}</p>}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
