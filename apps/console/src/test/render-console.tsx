import type { TOperator, TOperatorRole } from '@kirin/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../app/query-client';
import { consoleRoutes } from '../app/routes';
import { useSessionStore } from '../lib/session-store';

export const DEMO_MERCHANTS = [
  {
    code: 'demo',
    brandName: 'Demo',
    isActive: true,
    updatedAt: '2026-11-01T00:00:00.000Z',
    maintenance: false,
    blockedCountries: [],
    loginRequired: false,
  },
];

export function makeOperator(role: TOperatorRole): TOperator {
  return {
    id: '7',
    username: `${role}1`,
    role,
    merchants: null,
    isDisabled: false,
    createdAt: '2026-11-01T00:00:00.000Z',
    lastLoginAt: null,
    lastLoginIp: null,
    totpEnrolledAt: '2026-11-01T00:00:00.000Z',
  };
}

/** The session a signed-in operator of `role` has. */
export function signInAs(role: TOperatorRole): TOperator {
  const operator = makeOperator(role);
  useSessionStore.getState().signIn('t'.repeat(43), operator);
  return operator;
}

/** The console at `path` (below /console), with a fresh query cache. */
export function renderConsole(path: string) {
  const router = createMemoryRouter(consoleRoutes, {
    initialEntries: [`/console${path}`],
    basename: '/console',
  });
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router };
}

export const meAnswer = (operator: TOperator) => ({
  operator,
  expiresAt: new Date(Date.now() + 8 * 3600_000).toISOString(),
  idleTimeoutMinutes: 30,
});
