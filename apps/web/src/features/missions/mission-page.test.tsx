import { MISSION_CLAIM_PATH, MISSION_LEADERBOARD_PATH, MISSION_SUMMARY_PATH } from '@kirin/contracts';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, type Mock } from 'vitest';
import { ModalHost } from '../../app/modal-host';
import { Providers } from '../../app/providers';
import { BootDataContext } from '../../lib/boot-data';
import { applyLanguage } from '../../lib/i18n';
import { useSessionStore } from '../../lib/session-store';
import { mockApi } from '../../test/fetch-mock';
import { PERMISSION, STATUS_NORMAL, WHITELABEL } from '../../test/fixtures';
import { MemberCentrePageView } from '../member-centre/components/member-centre-page-view';
import { memberMenuItems } from '../member-centre/member-menu-items';
import { missionLeaderboard, missionSummary } from './testing/mission-fixtures';

type TAnswers = Parameters<typeof mockApi>[0];

function renderPage(answers: TAnswers) {
  const fetchMock = mockApi(answers);
  useSessionStore.getState().updateSession({ token: 't-1', account: 'player1', isAgent: 0, missionCount: 0 });
  applyLanguage('EN');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const boot = { status: STATUS_NORMAL, whitelabel: WHITELABEL, permission: PERMISSION };
  const user = userEvent.setup();
  render(
    <Providers queryClient={queryClient}>
      <BootDataContext.Provider value={boot}>
        <MemberCentrePageView page="missionLeaderboard" title="Mission activity" />
        <ModalHost />
      </BootDataContext.Provider>
    </Providers>,
  );
  return { user, fetchMock };
}

const callsTo = (fetchMock: Mock, path: string) =>
  fetchMock.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === path);
const card = (id: string) =>
  screen.getAllByTestId('mission-card').find((el) => el.getAttribute('data-mission-id') === id)!;

describe('mission activity (missionLeaderboard)', () => {
  beforeEach(() => localStorage.clear());

  it('shows the daily missions with progress, target, reward and a claim button only when reached', async () => {
    renderPage({ [MISSION_SUMMARY_PATH]: { value: missionSummary() } });
    const cards = await screen.findAllByTestId('mission-card');
    expect(cards).toHaveLength(2);
    const reached = card('1');
    expect(within(reached).getByTestId('mission-goal')).toHaveTextContent('Valid bet 500.00 in Slots');
    expect(within(reached).getByTestId('mission-progress')).toHaveTextContent('600.00');
    expect(within(reached).getByTestId('mission-target')).toHaveTextContent('500.00');
    expect(within(reached).getByTestId('mission-reward')).toHaveTextContent('50.00');
    expect(within(reached).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(within(reached).getByTestId('mission-status')).toHaveTextContent('Ready to claim');
    expect(within(reached).getByTestId('mission-claim')).toBeEnabled();
    const going = card('2');
    expect(within(going).getByTestId('mission-goal')).toHaveTextContent('Win 5 rounds');
    expect(within(going).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(within(going).queryByTestId('mission-claim')).toBeNull();
    // The summary's count is published for the menu badge.
    expect(useSessionStore.getState().missionCount).toBe(1);
  });

  it('shows the claimed state on the weekly tab and the leaderboard with my row on the event tab', async () => {
    const { user } = renderPage({
      [MISSION_SUMMARY_PATH]: { value: missionSummary() },
      [MISSION_LEADERBOARD_PATH]: { value: missionLeaderboard() },
    });
    await screen.findAllByTestId('mission-card');
    await user.click(screen.getByTestId('mission-tab-WEEKLY'));
    expect(within(card('3')).getByTestId('mission-status')).toHaveTextContent('Claimed');
    expect(within(card('3')).queryByTestId('mission-claim')).toBeNull();

    await user.click(screen.getByTestId('mission-tab-EVENT'));
    const rows = await screen.findAllByTestId('mission-board-row');
    expect(rows.map((r) => within(r).getByTestId('mission-board-username').textContent)).toEqual([
      'ab***yz',
      'pl***r1 (you)',
      'c***',
    ]);
    expect(rows[1]).toHaveAttribute('data-me', 'true');
    expect(rows[0]).not.toHaveAttribute('data-me');
    expect(screen.getByTestId('mission-board-me')).toHaveTextContent('Your rank: 2 (12)');
  });

  it('claims after a confirmation of the amount, once, and shows what was paid', async () => {
    const { user, fetchMock } = renderPage({
      [MISSION_SUMMARY_PATH]: { value: missionSummary() },
      [MISSION_CLAIM_PATH]: {
        value: {
          missionId: '1',
          periodKey: '2026-03-08',
          rewardAmount: 5_000,
          wagerMultiple: '0.00',
          claimedAt: '2026-03-08T05:00:00.000Z',
        },
      },
    });
    await screen.findAllByTestId('mission-card');
    await user.click(within(card('1')).getByTestId('mission-claim'));
    const confirm = await screen.findByTestId('modal-mission-confirm');
    expect(within(confirm).getByTestId('mission-confirm-amount')).toHaveTextContent('50.00');
    expect(callsTo(fetchMock, MISSION_CLAIM_PATH)).toHaveLength(0);
    await user.click(within(confirm).getByTestId('mission-confirm'));
    expect(await screen.findByTestId('mission-result')).toHaveTextContent('Added to your main wallet: 50.00');
    const posts = callsTo(fetchMock, MISSION_CLAIM_PATH);
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String((posts[0]![1] as RequestInit).body))).toEqual({ missionId: '1' });
    // The summary is asked again after the payment.
    await waitFor(() => expect(callsTo(fetchMock, MISSION_SUMMARY_PATH).length).toBeGreaterThan(1));
  });

  it('shows the refusal in words when the claim is refused', async () => {
    const { user } = renderPage({
      [MISSION_SUMMARY_PATH]: { value: missionSummary() },
      [MISSION_CLAIM_PATH]: {
        failure: { code: 'MISSION_ALREADY_CLAIMED', message: 'mission_already_claimed' },
      },
    });
    await screen.findAllByTestId('mission-card');
    await user.click(within(card('1')).getByTestId('mission-claim'));
    await user.click(await screen.findByTestId('mission-confirm'));
    expect(await screen.findByTestId('mission-claim-error')).toHaveTextContent(
      'You have already claimed this reward.',
    );
  });
});

describe('the mission menu item', () => {
  it('shows the claimable count as a badge, and is hidden with MISSIONLB3 off', () => {
    const flags = { isManualRebateOn: true, isReferralAvailable: false, missionCount: 2 };
    expect(memberMenuItems(flags).find((i) => i.page === 'missionLeaderboard')).toMatchObject({ badge: 2 });
    expect(
      memberMenuItems({ ...flags, missionCount: 0 }).find((i) => i.page === 'missionLeaderboard')?.badge,
    ).toBeUndefined();
    expect(
      memberMenuItems({ ...flags, isMissionOn: false }).some((i) => i.page === 'missionLeaderboard'),
    ).toBe(false);
  });
});
