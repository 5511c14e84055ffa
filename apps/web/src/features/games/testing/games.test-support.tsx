import type { TSession } from '../../../lib/session-store';
import { vi, type Mock } from 'vitest';
import { renderSite } from '../../../test/render-site';
import { walletBalance } from '../../wallet/testing/wallet-fixtures';
import { MENUS } from './games-fixtures';

type TAnswer =
  | { value: unknown }
  | { failure: { code: string; message: string; details?: Record<string, string> } }
  | { networkError: true };
/** An answer, or a function giving one when asked (to hold a call open, or answer differently each time). */
export type TGamesAnswers = Record<string, TAnswer | (() => TAnswer | Promise<TAnswer>)>;

export const BALANCE_PATH = '/wps/v2/wallets/balance';
export const MEMBER: Partial<TSession> = { token: 't-1', account: 'alice', isAgent: 0 };
export const TRIAL: Partial<TSession> = { token: 't-2', account: 'trial1', isAgent: 4 };

/** Relay paths of the catalogue calls. */
export const relay = (call: string) => `/wps/relay/${call}`;

function envelopeOf(answer: TAnswer | undefined): Response {
  if (answer && 'networkError' in answer) throw new TypeError('Failed to fetch');
  const body =
    answer === undefined
      ? { success: false, code: 'NOT_FOUND', message: 'not_found' }
      : 'value' in answer
        ? { success: true, value: answer.value }
        : { success: false, ...answer.failure };
  return new Response(JSON.stringify(body), { status: answer && 'value' in answer ? 200 : 400 });
}

/** Answers by `'POST /path'` first, then by path alone; unknown paths answer NOT_FOUND like the server. */
export function mockGamesApi(answers: TGamesAnswers): Mock {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const { pathname } = new URL(String(input), 'http://localhost');
    const entry = answers[`${init?.method ?? 'GET'} ${pathname}`] ?? answers[pathname];
    return envelopeOf(typeof entry === 'function' ? await entry() : entry);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

type TRenderGames = {
  session?: Partial<TSession>;
  answers?: TGamesAnswers;
  imageCDNs?: string[];
  launchGameCDNs?: string[];
};

/** The real site at `path` with the games calls answered from `answers` (a member's balance included). */
export function renderGames(
  path: string,
  { session, answers = {}, imageCDNs = [], launchGameCDNs = [] }: TRenderGames = {},
) {
  const fetchMock = mockGamesApi({ [BALANCE_PATH]: { value: walletBalance() }, ...answers });
  const view = renderSite(path, { session, permission: { imageCDNs, launchGameCDNs }, gameMenus: MENUS });
  return { ...view, fetchMock };
}

export type TSentCall = { method: string; body: unknown; query: URLSearchParams; headers: Headers };

/** What was sent to `path`, JSON bodies parsed. */
export function sentTo(fetchMock: Mock, path: string): TSentCall[] {
  return fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init: init as RequestInit }))
    .filter(({ url }) => url.pathname === path)
    .map(({ url, init }) => ({
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      query: url.searchParams,
      headers: new Headers(init?.headers),
    }));
}

/** A call held open until the test lets it answer. */
export function deferred(): { answer: () => Promise<TAnswer>; resolve: (answer: TAnswer) => void } {
  let resolve: (answer: TAnswer) => void = () => undefined;
  const pending = new Promise<TAnswer>((done) => {
    resolve = done;
  });
  return { answer: () => pending, resolve };
}
