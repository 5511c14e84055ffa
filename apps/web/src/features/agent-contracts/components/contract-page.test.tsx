import type { TContractAnswer, TContractView } from '@kirin/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../../lib/i18n';
import { mockApi } from '../../../test/fetch-mock';
import { addAgentTranslations } from '../../agent-centre/agent-translations';
import { ContractPage } from './contract-page';

const PATH = '/wps/relay/MCS2_processDividendReq';
const contract = (over: Partial<TContractView> = {}): TContractView => ({
  id: '10',
  type: 'DIVIDEND',
  code: 'V',
  status: 'VALID',
  requestKind: 'NEW',
  requestedBy: 'UPLINE',
  memberId: '1',
  username: 'me',
  uplineId: '9',
  gameCategory: 'ALL',
  period: 'H',
  basis: 'NET_LOSS',
  tiers: [
    { minValidBetMinor: 10_000_000, minNetLossMinor: 0, minActive: 5, rateType: 'P', ratePpm: 200_000 },
    { minValidBetMinor: 50_000_000, minNetLossMinor: 0, minActive: 15, rateType: 'P', ratePpm: 300_000 },
  ],
  isCumulative: false,
  effectiveFrom: '2026-11-16T00:00:00.000Z',
  effectiveUntil: null,
  endedReason: null,
  createdAt: '2026-11-10T00:00:00.000Z',
  decidedAt: '2026-11-10T00:00:00.000Z',
  ...over,
});
const answer = (over: Partial<TContractAnswer> = {}): TContractAnswer => ({
  type: 'DIVIDEND',
  policy: { isEnabled: true, maxRatePpm: 300_000, maxTiers: 5, periods: ['H'] },
  canOffer: true,
  mine: contract(),
  pending: [],
  downlines: {
    list: [{ memberId: '2', username: 'bob', contract: null, pending: null }],
    total: 1,
    page: 1,
    pageSize: 20,
  },
  ...over,
});

function renderPage(type: 'DIVIDEND' | 'HOURLY_SALARY' | 'DAILY_SALARY' = 'DIVIDEND') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return {
    user: userEvent.setup(),
    ...render(
      <QueryClientProvider client={queryClient}>
        <ContractPage type={type} page="agentContract" title="Contract" />
      </QueryClientProvider>,
    ),
  };
}
const posts = (mock: ReturnType<typeof mockApi>) =>
  mock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('contract page', { timeout: 15_000 }, () => {
  beforeAll(() => {
    addAgentTranslations();
    applyLanguage('EN');
  });

  it('shows my tiers with rates as percentages and terminates my contract', async () => {
    const mock = mockApi({ [PATH]: { value: answer() } });
    const { user } = renderPage();
    const tiers = await screen.findByTestId('contract-mine-tiers');
    const rows = within(tiers).getAllByTestId('contract-tier');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('500,000.00');
    expect(rows[1]).toHaveTextContent('30%');
    expect(screen.getByTestId('contract-status')).toHaveTextContent('Valid');
    await user.click(screen.getByTestId('contract-terminate'));
    expect(posts(mock)).toEqual([]);
    expect(
      await screen.findByText('End this contract at the end of the current period?'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(posts(mock)).toEqual([{ action: 'C', contractId: '10' }]));
  });

  it('shows a pending offer with the higher-rate warning and accepts it', async () => {
    const offer = {
      ...contract({ id: '11', status: 'PENDING', code: 'P' }),
      downlineHigherRate: 'Y' as const,
    };
    const mock = mockApi({ [PATH]: { value: answer({ mine: null, canOffer: false, pending: [offer] }) } });
    const { user } = renderPage();
    const pending = await screen.findByTestId('contract-pending');
    expect(within(pending).getByTestId('contract-higher-rate')).toHaveTextContent(
      'Accepting ends a contract you gave a downline',
    );
    expect(screen.getByText('You have no contract of this type.')).toBeInTheDocument();
    await user.click(within(pending).getByTestId('contract-accept'));
    expect(posts(mock)).toEqual([]);
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(posts(mock)).toEqual([{ action: 'A', contractId: '11' }]));
  });

  it('offers a downline tiers typed as percentages, sent in ppm, and shows a refusal by its rule', async () => {
    const mock = mockApi({ [PATH]: { value: answer() } });
    const { user } = renderPage();
    await user.click(await screen.findByTestId('contract-offer-2'));
    const editor = await screen.findByTestId('contract-editor');
    expect(within(editor).getAllByTestId('contract-editor-tier')).toHaveLength(2);
    await user.click(within(editor).getByTestId('tier-1-remove'));
    await user.clear(screen.getByTestId('tier-0-rate'));
    await user.type(screen.getByTestId('tier-0-rate'), '12.5');
    await user.click(screen.getByTestId('contract-request-submit'));
    await waitFor(() =>
      expect(posts(mock)).toEqual([
        {
          action: 'NEW',
          memberId: '2',
          tiers: [
            {
              minValidBetMinor: 10_000_000,
              minNetLossMinor: 0,
              minActive: 5,
              rateType: 'P',
              ratePpm: 125_000,
            },
          ],
        },
      ]),
    );

    mockApi({
      [PATH]: {
        failure: {
          code: 'VALIDATION_FAILED',
          message: 'validation_failed',
          details: { rule: 'rates_not_rising' },
        },
      },
    });
    // The modal closed on success; the next offer is refused by the server.
    await waitFor(() => expect(screen.queryByTestId('contract-editor')).not.toBeInTheDocument());
    await user.click(screen.getByTestId('contract-offer-2'));
    await user.click(await screen.findByTestId('contract-request-submit'));
    expect(await screen.findByTestId('contract-request-error')).toHaveTextContent(
      'Rates must rise from tier to tier.',
    );
  });

  it('checks a rate before calling the server', async () => {
    const mock = mockApi({ [PATH]: { value: answer() } });
    const { user } = renderPage();
    await user.click(await screen.findByTestId('contract-offer-2'));
    await user.clear(screen.getByTestId('tier-0-rate'));
    await user.type(screen.getByTestId('tier-0-rate'), 'abc');
    await user.click(screen.getByTestId('contract-request-submit'));
    expect(await screen.findByText('Enter a percentage with at most four decimals')).toBeInTheDocument();
    expect(posts(mock)).toEqual([]);
  });

  it('edits win and loss rates on an hourly win/loss contract', async () => {
    const hourly = contract({
      type: 'HOURLY_SALARY',
      period: '1H',
      basis: 'WIN_LOSS_STAKE',
      tiers: [
        {
          minValidBetMinor: 0,
          minActive: 0,
          rateType: 'P',
          ratePpm: 10_000,
          winRatePpm: 4_000,
          lossRatePpm: 10_000,
        },
      ],
    });
    const path = '/wps/relay/MCS2_processContractHourSalary';
    const mock = mockApi({ [path]: { value: answer({ type: 'HOURLY_SALARY', mine: hourly }) } });
    const { user } = renderPage('HOURLY_SALARY');
    expect(await screen.findByTestId('contract-mine-tiers')).toHaveTextContent('0.4%');
    await user.click(screen.getByTestId('contract-offer-2'));
    expect(screen.queryByTestId('tier-0-rate')).not.toBeInTheDocument();
    await user.clear(screen.getByTestId('tier-0-winRate'));
    await user.type(screen.getByTestId('tier-0-winRate'), '0.3');
    await user.clear(screen.getByTestId('tier-0-lossRate'));
    await user.type(screen.getByTestId('tier-0-lossRate'), '0.7');
    await user.click(screen.getByTestId('contract-request-submit'));
    await waitFor(() =>
      expect(posts(mock)[0].tiers).toEqual([
        // A salary tier carries no net-loss threshold (its field is the dividend's alone).
        {
          minValidBetMinor: 0,
          minActive: 0,
          rateType: 'P',
          ratePpm: 7_000,
          winRatePpm: 3_000,
          lossRatePpm: 7_000,
        },
      ]),
    );
  });

  it('offers fixed amounts under a fixed-amount contract, each tier with an amount above 0', async () => {
    const daily = contract({
      type: 'DAILY_SALARY',
      period: 'D',
      basis: 'VALID_BET',
      tiers: [
        { minValidBetMinor: 0, minActive: 1, rateType: 'F', ratePpm: 0, amountMinor: 50_000 },
        { minValidBetMinor: 1_000_000, minActive: 3, rateType: 'F', ratePpm: 0, amountMinor: 120_000 },
      ],
    });
    const path = '/wps/relay/MCS2_processDailySalContract';
    const mock = mockApi({ [path]: { value: answer({ type: 'DAILY_SALARY', mine: daily }) } });
    const { user } = renderPage('DAILY_SALARY');
    const mine = await screen.findByTestId('contract-mine-tiers');
    expect(mine).toHaveTextContent('Fixed amount');
    expect(mine).toHaveTextContent('1,200.00');
    await user.click(screen.getByTestId('contract-offer-2'));
    expect(screen.queryByTestId('tier-0-rate')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('tier-1-remove'));
    await user.clear(screen.getByTestId('tier-0-amount'));
    await user.type(screen.getByTestId('tier-0-amount'), '0');
    await user.click(screen.getByTestId('contract-request-submit'));
    expect(await screen.findByText('Enter an amount above 0')).toBeInTheDocument();
    expect(posts(mock)).toEqual([]);
    await user.clear(screen.getByTestId('tier-0-amount'));
    await user.type(screen.getByTestId('tier-0-amount'), '400');
    await user.click(screen.getByTestId('contract-request-submit'));
    await waitFor(() =>
      expect(posts(mock)[0].tiers).toEqual([
        { minValidBetMinor: 0, minActive: 1, rateType: 'F', ratePpm: 0, amountMinor: 40_000 },
      ]),
    );
  });

  it('says so when the merchant does not offer the type', async () => {
    mockApi({
      [PATH]: {
        value: answer({
          policy: { isEnabled: false, maxRatePpm: 0, maxTiers: 5, periods: ['H'] },
          canOffer: false,
          mine: null,
        }),
      },
    });
    renderPage();
    expect(await screen.findByText('This contract type is not offered.')).toBeInTheDocument();
    expect(screen.queryByTestId('contract-downlines')).not.toBeInTheDocument();
  });
});
