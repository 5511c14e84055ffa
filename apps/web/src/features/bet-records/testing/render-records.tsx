import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Mock } from 'vitest';
import { Providers } from '../../../app/providers';
import { applyLanguage } from '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session-store';
import { mockApi } from '../../../test/fetch-mock';

type TAnswers = Parameters<typeof mockApi>[0];

/**
 * Renders a records page for a signed-in member in English; `answers` (mutable: change it to change what the
 * server says next) answers by path. The router also answers `/fairness`, to follow the verify links.
 */
export function renderRecords(page: ReactNode, answers: TAnswers) {
  const fetchMock = mockApi(answers);
  useSessionStore.getState().updateSession({ token: 't-1', account: 'alice', isAgent: 0 });
  applyLanguage('EN');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const router = createMemoryRouter([
    { path: '/fairness', element: <p data-testid="fairness-stand-in">fairness</p> },
    { path: '*', element: page },
  ]);
  const view = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, user: userEvent.setup(), fetchMock, answers, router };
}

/** The query of each call sent to `path`, oldest first. */
export function queriesSentTo(fetchMock: Mock, path: string): Record<string, string>[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => Object.fromEntries(url.searchParams));
}
