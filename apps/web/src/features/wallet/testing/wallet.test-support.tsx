import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi, type Mock } from 'vitest';
import { HeaderAccount } from '../../../app/layout/header-account';
import { ModalHost } from '../../../app/modal-host';
import { Providers } from '../../../app/providers';
import { BootDataContext } from '../../../lib/boot-data';
import { applyLanguage } from '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session-store';
import { mockApi } from '../../../test/fetch-mock';
import { PERMISSION, STATUS_NORMAL, WHITELABEL } from '../../../test/fixtures';
import { walletBalance } from './wallet-fixtures';

type TAnswers = Parameters<typeof mockApi>[0];

export const BALANCE_PATH = '/wps/v2/wallets/balance';

/** The envelope the server would send for `answer` (unknown: NOT_FOUND, as the server answers). */
function envelopeOf(answer: TAnswers[string] | undefined): Response {
  if (answer && 'networkError' in answer) throw new TypeError('Failed to fetch');
  const body =
    answer === undefined
      ? { success: false, code: 'NOT_FOUND', message: 'not_found' }
      : 'value' in answer
        ? { success: true, value: answer.value }
        : { success: false, ...answer.failure };
  return new Response(JSON.stringify(body), { status: answer && 'value' in answer ? 200 : 400 });
}

/**
 * Like test/fetch-mock's mockApi, with answers also keyed by method: `'POST /wps/payment/deposits'` answers
 * only POSTs, the bare path everything else (one path serves a list and a create).
 */
function mockWalletApi(answers: TAnswers): Mock {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const { pathname } = new URL(String(input), 'http://localhost');
    return envelopeOf(answers[`${init?.method ?? 'GET'} ${pathname}`] ?? answers[pathname]);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/**
 * Renders a wallet page for a signed-in member with the header's account part (balance) and the modal host;
 * `answers` (mutable: change it to change what the server says next) answers by path.
 */
export function renderWallet(page: ReactNode, extra: TAnswers = {}) {
  const answers: TAnswers = { [BALANCE_PATH]: { value: walletBalance() }, ...extra };
  const fetchMock = mockWalletApi(answers);
  useSessionStore.getState().updateSession({ token: 't-1', account: 'alice', isAgent: 0 });
  applyLanguage('EN');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const boot = { status: STATUS_NORMAL, whitelabel: WHITELABEL, permission: PERMISSION };
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <>
          <HeaderAccount />
          {page}
          <ModalHost />
        </>
      ),
    },
  ]);
  // `accept` is only a hint to the file picker (a member can pick "all files"): the client check is under test.
  const user = userEvent.setup({ applyAccept: false });
  const view = render(
    <Providers queryClient={queryClient}>
      <BootDataContext.Provider value={boot}>
        <RouterProvider router={router} />
      </BootDataContext.Provider>
    </Providers>,
  );
  return { ...view, user, fetchMock, answers, queryClient };
}

export type TSent = { method: string; body: unknown; query: URLSearchParams };

/** The requests sent to `path`, with JSON bodies parsed (FormData and sealed bodies as they were sent). */
export function sentTo(fetchMock: Mock, path: string): TSent[] {
  return fetchMock.mock.calls
    .map(([input, init]) => ({
      url: new URL(String(input), 'http://localhost'),
      init: init as RequestInit | undefined,
    }))
    .filter(({ url }) => url.pathname === path)
    .map(({ url, init }) => {
      const raw = init?.body;
      return {
        method: init?.method ?? 'GET',
        body: typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw,
        query: url.searchParams,
      };
    });
}

/** A server failure answer in the envelope. */
export function failure(code: string, message: string) {
  return { failure: { code, message } };
}

/** An image file of `bytes` size and `type`. */
export function imageFile(name: string, type: string, bytes = 1024): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

export const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;
