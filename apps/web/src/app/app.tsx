import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { BootGate } from '../features/system/components/boot-gate';
import { Providers } from './providers';
import { startHomePage } from './first-page';
import { createQueryClient } from './query-client';
import { routeObjects } from './routes';

/** The site: configuration first (boot gate), then the routes. */
export function App() {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    startHomePage(client, window.location.pathname);
    return client;
  });
  const [router] = useState(() => createBrowserRouter(routeObjects));
  return (
    <Providers queryClient={queryClient}>
      <BootGate>
        <RouterProvider router={router} />
      </BootGate>
    </Providers>
  );
}
