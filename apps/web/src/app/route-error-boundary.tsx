import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';

type TProps = { children: ReactNode; resetKey: string };
type TState = { error: unknown };

class ErrorScreen extends Component<TProps, TState> {
  override state: TState = { error: null };

  static getDerivedStateFromError(error: unknown): TState {
    return { error };
  }

  override componentDidUpdate(previous: TProps) {
    if (previous.resetKey !== this.props.resetKey && this.state.error !== null)
      this.setState({ error: null });
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    const message = error instanceof Error ? error.message : JSON.stringify(error);
    return (
      <div role="alert">
        <h2>Unexpected Application Error!</h2>
        <h3 style={{ fontStyle: 'italic' }}>{message}</h3>
      </div>
    );
  }
}

/**
 * What the data router did with an error no page caught (a page's own chunk failures are the layout's
 * ChunkErrorBoundary): its default screen in place of the routes, cleared by the next navigation. The
 * declarative router has no boundary of its own, and without one an error would blank the whole site.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <ErrorScreen resetKey={location.key}>{children}</ErrorScreen>;
}
