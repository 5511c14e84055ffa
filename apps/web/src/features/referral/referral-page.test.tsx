import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '../../app/modal-host';
import { Providers } from '../../app/providers';
import { BootDataContext } from '../../lib/boot-data';
import { applyLanguage } from '../../lib/i18n';
import { useSessionStore } from '../../lib/session-store';
import { mockApi } from '../../test/fetch-mock';
import { PERMISSION, STATUS_NORMAL, WHITELABEL } from '../../test/fixtures';
import { MemberCentrePageView } from '../member-centre/components/member-centre-page-view';
import { walletBalanceQueryOptions } from '../wallet/api/get-wallet-balance';
import { referralFriend, referralFriendPage, referralOverview } from './testing/referral-fixtures';

const OVERVIEW = '/wps/referral';
const FRIENDS = '/wps/referral/friends';
type TAnswers = Parameters<typeof mockApi>[0];

function renderPage(answers: TAnswers) {
  const fetchMock = mockApi(answers);
  useSessionStore.getState().updateSession({ token: 't-1', account: 'player1', isAgent: 0 });
  applyLanguage('EN');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const boot = { status: STATUS_NORMAL, whitelabel: WHITELABEL, permission: PERMISSION };
  const user = userEvent.setup();
  render(
    <Providers queryClient={queryClient}>
      <BootDataContext.Provider value={boot}>
        <MemberCentrePageView page="referral" title="Invite friends" />
        <ModalHost />
      </BootDataContext.Provider>
    </Providers>,
  );
  return { user, fetchMock, queryClient };
}

describe('invite friends (referral)', () => {
  beforeEach(() => localStorage.clear());

  it('shows the code, the link with its QR code (125 px, level M) and copies the link with feedback', async () => {
    const { user } = renderPage({
      [OVERVIEW]: { value: referralOverview() },
      [FRIENDS]: { value: referralFriendPage() },
    });
    expect(await screen.findByTestId('referral-code')).toHaveTextContent('K7M2QP9X');
    const link = 'http://localhost:3000/register?referralCode=K7M2QP9X';
    expect(screen.getByTestId('referral-link')).toHaveTextContent(link);
    const qr = document.querySelector('.qr-card svg');
    expect(qr).not.toBeNull();
    expect(qr!.getAttribute('height')).toBe('125');
    expect((document.querySelector('.qr-card__code') as HTMLElement).style.padding).toBe('20px');

    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByTestId('referral-copy'));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(screen.getByTestId('referral-copy')).toHaveTextContent('Copied');
    expect(screen.getByTestId('referral-copy-status')).toHaveTextContent('The link is copied');
  });

  it('says when copying is refused', async () => {
    const { user } = renderPage({
      [OVERVIEW]: { value: referralOverview() },
      [FRIENDS]: { value: referralFriendPage() },
    });
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByTestId('referral-copy'));
    expect(screen.getByTestId('referral-copy-status')).toHaveTextContent('did not allow copying');
  });

  it('tells the rule in plain words and lists friends with status and reward', async () => {
    renderPage({
      [OVERVIEW]: { value: referralOverview() },
      [FRIENDS]: {
        value: referralFriendPage([
          referralFriend({ username: 'ne***w' }),
          referralFriend({
            username: 'qu***d',
            status: 'QUALIFIED',
            rewardMinor: 2_500,
            qualifiedAt: '2026-11-21T00:00:00.000Z',
          }),
          referralFriend({ username: 'li***t', status: 'QUALIFIED', rewardNote: 'MAX_FRIENDS' }),
          referralFriend({ username: 'ol***d', status: 'EXPIRED' }),
        ]),
      },
    });
    const rule = await screen.findByTestId('referral-rule');
    expect(rule).toHaveTextContent("You receive 10% of your friend's first deposit, up to 1,800.00");
    expect(rule).toHaveTextContent(
      'first deposit of at least 100.00 and valid bets of at least 100.00 within 7 days of registering',
    );
    expect(rule).toHaveTextContent('bet 1 times its amount before withdrawing');
    expect(rule).toHaveTextContent('Up to 20 friends are rewarded per member');
    expect(screen.getByTestId('referral-total-invited')).toHaveTextContent('2');
    expect(screen.getByTestId('referral-total-reward')).toHaveTextContent('25.00');

    const rows = await screen.findAllByTestId('referral-friend');
    expect(rows).toHaveLength(4);
    expect(within(rows[0]!).getByTestId('referral-friend-status')).toHaveTextContent('Registered');
    expect(rows[0]).toHaveTextContent('Can qualify until');
    expect(within(rows[1]!).getByTestId('referral-friend-status')).toHaveTextContent('Qualified');
    expect(within(rows[1]!).getByTestId('referral-friend-reward')).toHaveTextContent('+25.00');
    expect(within(rows[2]!).getByTestId('referral-friend-note')).toHaveTextContent('Reward limit reached');
    expect(within(rows[3]!).getByTestId('referral-friend-status')).toHaveTextContent('Expired');
    expect(rows[3]).not.toHaveTextContent('Can qualify until');
  });

  it('is honest with no live promotion and no friends', async () => {
    renderPage({
      [OVERVIEW]: {
        value: referralOverview({
          rule: null,
          totals: { invited: 0, deposited: 0, qualified: 0, rewardMinor: 0 },
        }),
      },
      [FRIENDS]: { value: referralFriendPage() },
    });
    expect(await screen.findByTestId('referral-rule-none')).toHaveTextContent(
      'No referral promotion is running now',
    );
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No friends yet');
  });

  it('shows a failure with a retry', async () => {
    renderPage({ [OVERVIEW]: { failure: { code: 'INTERNAL', message: 'internal_error' } } });
    expect(await screen.findByTestId('referral-error')).toBeInTheDocument();
  });
});

describe('the balance answer', () => {
  it('publishes availablePromo.REFERRAL.enabled to the session store (the menus read it)', async () => {
    const balance = { sumBalance: 0, currency: 'VND', currencySymbol: '₫', balance: [], isDemo: false };
    const { queryClient } = renderPage({
      '/wps/v2/wallets/balance': {
        value: { ...balance, availablePromo: { REFERRAL: { enabled: true } }, availablePromoCount: 1 },
      },
    });
    useSessionStore.getState().updateSession({ isReferralAvailable: false });
    await queryClient.fetchQuery(walletBalanceQueryOptions());
    expect(useSessionStore.getState().isReferralAvailable).toBe(true);
    mockApi({
      '/wps/v2/wallets/balance': { value: { ...balance, availablePromo: { REFERRAL: { enabled: false } } } },
    });
    await queryClient.fetchQuery({ ...walletBalanceQueryOptions(), staleTime: 0 });
    await waitFor(() => expect(useSessionStore.getState().isReferralAvailable).toBe(false));
  });
});
