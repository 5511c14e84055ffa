import type { ReactNode } from 'react';
import { Icon, type TIconName } from './icon';

type TEmptyStateProps = { message: string; icon?: TIconName; children?: ReactNode };

/** An honest "nothing here": shown instead of invented content. */
export function EmptyState({ message, icon = 'compass', children }: TEmptyStateProps) {
  return (
    <div className="empty-state" data-testid="empty-state">
      <span className="empty-state__icon">
        <Icon name={icon} size={28} />
      </span>
      <p className="empty-state__message">{message}</p>
      {children}
    </div>
  );
}
