import type { TInvitation, TRegisterRule, TTeamMemberDetail, TTeamMemberRow } from '@kirin/contracts';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi, type Mock } from 'vitest';
import { Providers } from '../../../../app/providers';
import { BootDataContext } from '../../../../lib/boot-data';
import { applyLanguage } from '../../../../lib/i18n';
import { useSessionStore } from '../../../../lib/session-store';
import { PERMISSION, STATUS_NORMAL, WHITELABEL } from '../../../../test/fixtures';
import { addAgentTranslations } from '../../agent-translations';

export type TTeamAnswer =
  { value: unknown } | { failure: { code: string; message: string; details?: Record<string, string> } };
export type TTeamAnswers = Record<string, TTeamAnswer>;

/** The demo merchant's username and password rules (apps/server/src/modules/merchant/demo-merchant.ts). */
export const RULES: TRegisterRule[] = [
  {
    field: 'username',
    patternId: 2,
    acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
    minLength: 6,
    maxLength: 16,
    enabled: true,
    required: true,
  },
  {
    field: 'password',
    patternId: 8,
    acceptedPattern: '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]+$',
    minLength: 8,
    maxLength: 20,
    enabled: true,
    required: true,
  },
];

/**
 * Renders a team page for a signed-in agent. `answers` (mutable) answers by `'METHOD /path'` or by path, in
 * the server's envelope; an unknown path answers NOT_FOUND.
 */
export function renderTeamPage(page: ReactNode, answers: TTeamAnswers) {
  const fetchMock: Mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const { pathname } = new URL(String(input), 'http://localhost');
    const answer = answers[`${init?.method ?? 'GET'} ${pathname}`] ?? answers[pathname];
    const body =
      answer === undefined
        ? { success: false, code: 'NOT_FOUND', message: 'not_found' }
        : 'value' in answer
          ? { success: true, value: answer.value }
          : { success: false, ...answer.failure };
    return new Response(JSON.stringify(body), { status: answer && 'value' in answer ? 200 : 400 });
  });
  vi.stubGlobal('fetch', fetchMock);
  useSessionStore.getState().updateSession({ token: 't-1', account: 'boss', isAgent: 1 });
  addAgentTranslations();
  applyLanguage('EN');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const boot = {
    status: STATUS_NORMAL,
    whitelabel: WHITELABEL,
    permission: { ...PERMISSION, registerRules: RULES },
  };
  const router = createMemoryRouter([{ path: '*', element: page }]);
  const user = userEvent.setup();
  const view = render(
    <Providers queryClient={queryClient}>
      <BootDataContext.Provider value={boot}>
        <RouterProvider router={router} />
      </BootDataContext.Provider>
    </Providers>,
  );
  return { ...view, user, fetchMock, answers };
}

/** The calls sent to `path` (query string ignored) with their method, query and parsed JSON body. */
export function sentTo(fetchMock: Mock, path: string) {
  return fetchMock.mock.calls
    .map(([input, init]) => ({
      url: new URL(String(input), 'http://localhost'),
      init: init as RequestInit | undefined,
    }))
    .filter(({ url }) => url.pathname === path)
    .map(({ url, init }) => ({
      method: init?.method ?? 'GET',
      query: url.searchParams,
      init,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    }));
}

export function invitation(over: Partial<TInvitation> = {}): TInvitation {
  return {
    code: 'K7QMZP2XW9AB',
    kind: 'AGENT',
    note: 'Telegram group',
    isActive: true,
    usageCount: 3,
    offers: [
      {
        contractType: 'DIVIDEND',
        gameCategory: 'ALL',
        period: 'H',
        basis: 'NET_LOSS',
        tiers: [{ minValidBetMinor: 0, minActive: 1, rateType: 'P', ratePpm: 80_000 }],
      },
    ],
    url: 'https://play.example.com/register?affiliateCode=K7QMZP2XW9AB',
    createdAt: '2026-11-20T10:00:00.000Z',
    ...over,
  };
}

export function teamRow(over: Partial<TTeamMemberRow> = {}): TTeamMemberRow {
  return {
    id: '101',
    account: 'direct01',
    accountType: 0,
    depth: 1,
    uplineAccount: 'boss',
    registeredAt: '2026-11-01T08:00:00.000Z',
    lastLoginAt: '2026-11-25T12:00:00.000Z',
    balance: 123_450,
    teamSize: 0,
    ...over,
  };
}

export function teamDetail(over: Partial<TTeamMemberDetail> = {}): TTeamMemberDetail {
  return {
    ...teamRow({ id: '102', account: 'subagent', accountType: 2, teamSize: 4 }),
    directCount: 2,
    registerMethod: 'AGENT',
    contracts: [
      {
        id: '9',
        contractType: 'DAILY_SALARY',
        gameCategory: 'ALL',
        period: 'D',
        basis: 'VALID_BET',
        status: 'VALID',
        uplineAccount: 'boss',
        tiers: [{ minValidBetMinor: 0, minActive: 0, rateType: 'P', ratePpm: 5_000 }],
        effectiveFrom: '2026-11-02T00:00:00.000Z',
        effectiveUntil: null,
      },
    ],
    ...over,
  };
}

export const failure = (code: string, message: string, details?: Record<string, string>) => ({
  failure: { code, message, ...(details ? { details } : {}) },
});
