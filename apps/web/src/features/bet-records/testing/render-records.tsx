import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Mock } from 'vitest';
import { Providers } from '../../../app/providers';
import { BootDataContext } from '../../../lib/boot-data';
import { applyLanguage } from '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session-store';
import { mockApi } from '../../../test/fetch-mock';
import { PERMISSION, STATUS_NORMAL, WHITELABEL } from '../../../test/fixtures';

type TAnswers = Parameters<typeof mockApi>[0];

/**
 * Renders a records page for a signed-in member in English; `answers` (mutable: change it to change what the
 * server says next) answers by path. The router also answers `/fairness`, to follow the verify links.
 * `timeZone` is the merchant's (whitelabel), UTC unless given.
 */
export function renderRecords(page: ReactNode, answers: TAnswers, timeZone = 'UTC') {
  const fetchMock = mockApi(answers);
  useSessionStore.getState().updateSession({ token: 't-1', account: 'alice', isAgent: 0 });
  applyLanguage('EN');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const router = createMemoryRouter([
    { path: '/fairness', element: <p data-testid="fairness-stand-in">fairness</p> },
    { path: '*', element: page },
  ]);
  const boot = { status: STATUS_NORMAL, whitelabel: { ...WHITELABEL, timeZone }, permission: PERMISSION };
  const view = render(
    <Providers queryClient={queryClient}>
      <BootDataContext.Provider value={boot}>
        <RouterProvider router={router} />
      </BootDataContext.Provider>
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
