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
import { cashbackClaim, cashbackClaimPage, cashbackPreview } from './testing/cashback-fixtures';

const PREVIEW = '/wps/cashback';
const CLAIM = '/wps/cashback/claim';
const CLAIMS = '/wps/cashback/claims';
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
        <MemberCentrePageView page="manualRebate" title="Cashback" />
        <ModalHost />
      </BootDataContext.Provider>
    </Providers>,
  );
  return { user, fetchMock };
}

const callsTo = (fetchMock: Mock, path: string) =>
  fetchMock.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === path);

describe('cashback (manualRebate)', () => {
  beforeEach(() => localStorage.clear());

  it('shows each category with its valid bet, rate and amount, and the total', async () => {
    renderPage({ [PREVIEW]: { value: cashbackPreview() }, [CLAIMS]: { value: cashbackClaimPage() } });
    const lines = await screen.findAllByTestId('cashback-line');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toHaveTextContent('Slots');
    expect(within(lines[0]!).getByTestId('cashback-line-valid-bet')).toHaveTextContent('12,345.00');
    expect(within(lines[0]!).getByTestId('cashback-line-rate')).toHaveTextContent('0.6%');
    expect(within(lines[0]!).getByTestId('cashback-line-amount')).toHaveTextContent('74.07');
    expect(lines[1]).toHaveTextContent('Live casino');
    expect(within(lines[1]!).getByTestId('cashback-line-rate')).toHaveTextContent('0.35%');
    expect(screen.getByTestId('cashback-total-amount')).toHaveTextContent('91.57');
    expect(screen.getByTestId('cashback-amount')).toHaveTextContent('91.57');
    expect(screen.getByTestId('cashback-vip-level')).toHaveTextContent('3');
    // Phone cards print each column's name.
    expect(lines[0]!.querySelector('td[data-label="Rate"]')).not.toBeNull();
    expect(screen.getByTestId('cashback-claim')).toBeEnabled();
    expect(await screen.findByText('No claims yet.')).toBeInTheDocument();
  });

  it('claims after a confirmation, once, and shows what was paid', async () => {
    const { user, fetchMock } = renderPage({
      [PREVIEW]: { value: cashbackPreview() },
      [CLAIMS]: { value: cashbackClaimPage() },
      [CLAIM]: { value: cashbackClaim() },
    });
    await user.click(await screen.findByTestId('cashback-claim'));
    const confirm = await screen.findByTestId('modal-cashback-confirm');
    expect(within(confirm).getByTestId('cashback-confirm-amount')).toHaveTextContent('91.57');
    expect(callsTo(fetchMock, CLAIM)).toHaveLength(0);
    await user.click(within(confirm).getByTestId('cashback-confirm'));
    const result = await screen.findByTestId('cashback-result');
    expect(result).toHaveTextContent('Added to your main wallet: 91.57');
    const posts = callsTo(fetchMock, CLAIM);
    expect(posts).toHaveLength(1);
    const body = JSON.parse(String((posts[0]![1] as RequestInit).body)) as { requestId: string };
    expect(body.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    // The preview and the history are asked again after the payment.
    await waitFor(() => expect(callsTo(fetchMock, PREVIEW).length).toBeGreaterThan(1));
    await waitFor(() => expect(callsTo(fetchMock, CLAIMS).length).toBeGreaterThan(1));
  });

  it('keeps the button off with a note when nothing is claimable', async () => {
    renderPage({
      [PREVIEW]: { value: cashbackPreview({ amount: 50, computed: 50, isClaimable: false }) },
      [CLAIMS]: { value: cashbackClaimPage() },
    });
    expect(await screen.findByTestId('cashback-claim')).toBeDisabled();
    expect(screen.getByTestId('cashback-not-claimable')).toHaveTextContent('Nothing to claim yet');
  });

  it('says when no rate applies to the member rather than asking to play', async () => {
    renderPage({
      [PREVIEW]: {
        value: cashbackPreview({
          lines: [{ gameCategory: 'FISH', validBet: 10_000, ratePpm: 0, amount: 0 }],
          validBet: 10_000,
          computed: 0,
          amount: 0,
          isClaimable: false,
        }),
      },
      [CLAIMS]: { value: cashbackClaimPage() },
    });
    expect(await screen.findByTestId('cashback-not-claimable')).toHaveTextContent(
      'No cashback rates are set for your level yet.',
    );
    expect(screen.getByTestId('cashback-claim')).toBeDisabled();
  });

  it('shows a refused claim with its message', async () => {
    const { user } = renderPage({
      [PREVIEW]: { value: cashbackPreview() },
      [CLAIMS]: { value: cashbackClaimPage() },
      [CLAIM]: { failure: { code: 'CASHBACK_BELOW_MINIMUM', message: 'cashback_below_minimum' } },
    });
    await user.click(await screen.findByTestId('cashback-claim'));
    await user.click(await screen.findByTestId('cashback-confirm'));
    expect(await screen.findByTestId('cashback-claim-error')).toHaveTextContent(
      'There is no cashback to claim yet, or it is below the minimum.',
    );
    expect(screen.queryByTestId('cashback-result')).toBeNull();
  });

  it('lists past claims newest first', async () => {
    renderPage({
      [PREVIEW]: { value: cashbackPreview() },
      [CLAIMS]: {
        value: cashbackClaimPage([
          cashbackClaim({ id: '9', amount: 12_000 }),
          cashbackClaim({ id: '8', amount: 300 }),
        ]),
      },
    });
    const rows = await screen.findAllByTestId('cashback-claim-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByTestId('cashback-claim-amount')).toHaveTextContent('+120.00');
    expect(within(rows[1]!).getByTestId('cashback-claim-amount')).toHaveTextContent('+3.00');
  });

  it('says so when the site has cashback switched off', async () => {
    renderPage({ [PREVIEW]: { failure: { code: 'CASHBACK_DISABLED', message: 'cashback_disabled' } } });
    expect(await screen.findByTestId('cashback-error')).toHaveTextContent(
      'Cashback is not available on this site.',
    );
    expect(screen.queryByTestId('cashback-claim')).toBeNull();
  });
});
