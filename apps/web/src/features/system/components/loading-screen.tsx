import { Spinner } from '../../../components/ui/spinner';

/** Shown while the merchant configuration loads: nothing else is shown before it (spec section 7). */
export function LoadingScreen() {
  return (
    <div className="status-screen status-screen--loading" data-testid="loading-screen">
      <Spinner />
    </div>
  );
}
