import {
  generateSealingKeyPair,
  openPayload,
  ZSealedPayload,
  type TKycState,
  type TMemberDetailsView,
  type TMemberInfo,
} from '@kirin/contracts';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Mock } from 'vitest';
import { Providers } from '../../app/providers';
import { BootDataContext } from '../../lib/boot-data';
import { applyLanguage } from '../../lib/i18n';
import { setPayloadKey } from '../../lib/sealed-request';
import { useSessionStore } from '../../lib/session-store';
import { mockApi } from '../../test/fetch-mock';
import { PERMISSION, STATUS_NORMAL, WHITELABEL } from '../../test/fixtures';
import { SecurityCentrePage } from './components/security-centre-page';

/** A member with nothing bound yet, as GET /wps/member/info answers. */
export const MEMBER_INFO: TMemberInfo = {
  id: 'm-1',
  account: 'alice',
  nickname: 'Ally',
  type: 0,
  isAgent: 0,
  toUpline: false,
  clubLabel: { labelName: 'Gold', rankLevel: 3 },
  memberLabel: [{ labelName: 'VIP' }, { labelName: 'New' }],
  avatar: 'a-2',
  avatarType: 'STATIC',
  language: 'EN',
  payeeName: null,
  birthday: null,
  email: null,
  mobileNum: null,
  countryDialingCode: null,
  hasPaymentPassword: false,
  totpBound: false,
  lastLoginTime: '2025-03-04T05:06:07.000Z',
  lastLoginIp: '198.51.100.23',
  createdAt: '2025-01-01T00:00:00.000Z',
  cpw: false,
};

export const AVATAR_CHOICES = {
  list: [
    { id: 'a-1', url: '/avatars/1.png' },
    { id: 'a-2', url: '/avatars/2.png' },
    { id: 'a-3', url: '/avatars/3.png' },
  ],
};

/** Identity details nobody has filled in, editable (GET /wps/member/profile/details). */
export const EMPTY_DETAILS: TMemberDetailsView = {
  address: null,
  nationality: null,
  occupation: null,
  occupationOther: null,
  sourceOfIncome: null,
  sourceOfIncomeOther: null,
  isLocked: false,
};

/** No identity check yet (GET /wps/protection/kyc). */
export const KYC_NONE: TKycState = { status: 'none', reason: null, reviewedAt: null, documents: [] };

export const COUNTRIES = [
  { countryCode: 'TW', countryDialingCode: '886', name: 'Taiwan' },
  { countryCode: 'VN', countryDialingCode: '84', name: 'Vietnam' },
];

type TAnswers = Parameters<typeof mockApi>[0];

/** Renders the security centre for a signed-in member; `answers` (mutable) is what the server answers. */
export function renderSecurityCentre(
  info: Partial<TMemberInfo> = {},
  extra: TAnswers = {},
  section?: string,
) {
  const answers: TAnswers = {
    '/wps/member/info': { value: { ...MEMBER_INFO, ...info } },
    '/wps/relay/MCSFE_getPlayerAvatar': { value: AVATAR_CHOICES },
    '/wps/member/profile/details': { value: EMPTY_DETAILS },
    '/wps/protection/kyc': { value: KYC_NONE },
    '/wps/system/countries': { value: COUNTRIES },
    ...extra,
  };
  const fetchMock = mockApi(answers);
  useSessionStore.getState().updateSession({ token: 't-1', account: 'alice', isAgent: 0 });
  applyLanguage('EN');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const boot = { status: STATUS_NORMAL, whitelabel: WHITELABEL, permission: PERMISSION };
  const user = userEvent.setup();
  const view = render(
    <Providers queryClient={queryClient}>
      <BootDataContext.Provider value={boot}>
        <SecurityCentrePage title="My account" section={section} />
      </BootDataContext.Provider>
    </Providers>,
  );
  /** Makes the next GET /wps/member/info answer `patch` applied to the member. */
  const answerInfo = (patch: Partial<TMemberInfo>) => {
    answers['/wps/member/info'] = { value: { ...MEMBER_INFO, ...info, ...patch } };
  };
  return { ...view, user, fetchMock, answers, answerInfo, queryClient };
}

type TSentRequest = { method: string; body: unknown };

/** The requests sent to `path` (query ignored), with their JSON bodies. */
export function requestsTo(fetchMock: Mock, path: string): TSentRequest[] {
  return fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => {
      const request = init as RequestInit | undefined;
      const raw = request?.body;
      return { method: request?.method ?? 'GET', body: typeof raw === 'string' ? JSON.parse(raw) : raw };
    });
}

/** Installs a fresh sealing key as the merchant's; returns a function that opens what was sealed with it. */
export async function installPayloadKey(): Promise<(sealed: unknown) => Promise<unknown>> {
  const pair = await generateSealingKeyPair();
  setPayloadKey({ kid: 'k-test', publicKey: pair.publicKeySpki });
  return async (sealed) => (await openPayload(pair.privateKeyPkcs8, ZSealedPayload.parse(sealed))).body;
}
