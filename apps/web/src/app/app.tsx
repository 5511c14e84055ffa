import { useState } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { BootGate } from '../features/system/components/boot-gate';
import { Providers } from './providers';
import { startHomePage } from './first-page';
import { createQueryClient } from './query-client';
import { RouteErrorBoundary } from './route-error-boundary';
import { routeObjects } from './routes';

/** The route tree; the declarative router takes the same route objects the tests give a memory router. */
function SiteRoutes() {
  return useRoutes(routeObjects);
}

/**
 * The site: configuration first (boot gate), then the routes. The declarative `<BrowserRouter>` rather than
 * the data router: nothing uses loaders or actions, and it keeps about 10 KB off the first page (issue 22);
 * scroll restoration is the root shell's ScrollRestorer.
 */
export function App() {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    startHomePage(client, window.location.pathname);
    return client;
  });
  return (
    <Providers queryClient={queryClient}>
      <BootGate>
        <BrowserRouter>
          <RouteErrorBoundary>
            <SiteRoutes />
          </RouteErrorBoundary>
        </BrowserRouter>
      </BootGate>
    </Providers>
  );
}
