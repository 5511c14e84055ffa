import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../../../app/providers';
import { applyLanguage } from '../../../lib/i18n';
import { mockApi } from '../../../test/fetch-mock';
import { FairnessPage } from '../pages/fairness-page';

type TAnswers = Parameters<typeof mockApi>[0];

/** The verification page at `path` for a guest, in English; `answers` answers fetches by path. */
export function renderFairness(path = '/fairness', answers: TAnswers = {}) {
  const fetchMock = mockApi(answers);
  applyLanguage('EN');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/fairness', element: <FairnessPage /> }], {
    initialEntries: [path],
  });
  const view = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, user: userEvent.setup(), fetchMock };
}
