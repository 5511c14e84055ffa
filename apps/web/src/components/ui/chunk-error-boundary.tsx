import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError, retryFailedChunks } from '../../lib/lazy-page';
import { Button } from './button';
import { EmptyState } from './empty-state';

type TProps = {
  children: ReactNode;
  /** A new value (the next page's address) clears the screen and tries again. */
  resetKey?: string;
  reloadPage?: () => void;
};
type TState = { error: unknown };

function PageLoadTimeout({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" data-testid="page-load-timeout">
      <EmptyState message={t('page_load_timeout')} icon="compass">
        <Button variant="secondary" onClick={onRetry}>
          {t('retry')}
        </Button>
      </EmptyState>
    </div>
  );
}

const reloadWindow = () => window.location.reload();

/**
 * Shows `page_load_timeout` with a Retry when a lazily loaded chunk failed or timed out (spec section 8/9);
 * other errors go on to the boundary above. The first Retry loads the chunk again in place; if that fails too,
 * Retry reloads the page: after a deploy the old chunk names are gone, and Chromium keeps a failed module
 * import failed for the life of the document.
 */
export class ChunkErrorBoundary extends Component<TProps, TState> {
  override state: TState = { error: null };

  static getDerivedStateFromError(error: unknown): TState {
    return { error };
  }

  private readonly retry = () => {
    const { error } = this.state;
    if (isChunkLoadError(error) && error.attempt >= 2) return (this.props.reloadPage ?? reloadWindow)();
    retryFailedChunks();
    this.setState({ error: null });
  };

  override componentDidUpdate(previous: TProps) {
    if (previous.resetKey !== this.props.resetKey && this.state.error !== null) {
      retryFailedChunks();
      this.setState({ error: null });
    }
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    // Not a chunk: the next boundary up deals with it.
    if (!isChunkLoadError(error)) throw error;
    return <PageLoadTimeout onRetry={this.retry} />;
  }
}
