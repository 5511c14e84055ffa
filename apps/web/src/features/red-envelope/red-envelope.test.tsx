import { RED_ENVELOPE_CLAIM_PATH, RED_ENVELOPE_HISTORY_PATH } from '@kirin/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderSite } from '../../test/render-site';

type TReply = { value: unknown } | { failure: { code: string; message: string } };

const LIVE = {
  campaigns: [{ campaignId: '7', name: 'Lucky red envelope', endsAt: '2030-01-01T00:00:00Z', claimsLeft: 1 }],
};
const WON = {
  claimId: '701',
  campaignId: '7',
  campaignName: 'Lucky red envelope',
  amountMinor: 12_345,
  claimedAt: '2026-11-26T10:00:00.000Z',
  claimsLeft: 0,
};

/** fetch by method and path (the claim path answers GET and POST differently); others: NOT_FOUND. */
function mockCalls(replies: Record<string, TReply | (() => TReply)>) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const found = replies[`${init?.method ?? 'GET'} ${url.pathname}`];
    const reply = typeof found === 'function' ? found() : found;
    const body = !reply
      ? { success: false, code: 'NOT_FOUND', message: 'not_found' }
      : 'value' in reply
        ? { success: true, value: reply.value }
        : { success: false, ...reply.failure };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}
const callsTo = (mock: ReturnType<typeof mockCalls>, method: string, path: string) =>
  mock.mock.calls.filter(
    ([input, init]) =>
      (init?.method ?? 'GET') === method && new URL(String(input), 'http://localhost').pathname === path,
  );
const member = { token: 't-1', account: 'player1', isAgent: 0 };

describe('the red envelope', () => {
  it('opens from the home page entry and shows the amount added to the balance', async () => {
    let claimed = false;
    const fetchMock = mockCalls({
      [`GET ${RED_ENVELOPE_CLAIM_PATH}`]: () => ({ value: claimed ? { campaigns: [] } : LIVE }),
      [`POST ${RED_ENVELOPE_CLAIM_PATH}`]: () => {
        claimed = true;
        return { value: WON };
      },
    });
    const { user } = renderSite('/index', { session: member });
    await user.click(await screen.findByTestId('red-envelope-entry'));
    const modal = await screen.findByTestId('modal-red-envelope');
    expect(within(modal).getByText('Lucky red envelope')).toBeInTheDocument();
    await user.click(within(modal).getByTestId('red-envelope-open'));
    expect(await within(modal).findByTestId('red-envelope-amount')).toHaveTextContent('123.45 VND');
    expect(within(modal).getByText('Added to your balance.')).toBeInTheDocument();
    expect(within(modal).queryByTestId('red-envelope-again')).toBeNull();

    const [[, init]] = callsTo(fetchMock, 'POST', RED_ENVELOPE_CLAIM_PATH) as [[unknown, RequestInit]];
    const sent = JSON.parse(String(init.body)) as { campaignId: string; requestId: string };
    expect(sent.campaignId).toBe('7');
    expect(sent.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    // The list is asked again: with nothing left the entry goes once the modal closes; the result stays.
    await waitFor(() => expect(callsTo(fetchMock, 'GET', RED_ENVELOPE_CLAIM_PATH).length).toBeGreaterThan(1));
    expect(screen.getByTestId('red-envelope-amount')).toBeInTheDocument();
    await user.click(screen.getByTestId('modal-close'));
    await waitFor(() => expect(screen.queryByTestId('modal-red-envelope')).toBeNull());
    expect(screen.queryByTestId('red-envelope-entry')).toBeNull();
  });

  it('says why when there is nothing to win (pool empty)', async () => {
    mockCalls({
      [`GET ${RED_ENVELOPE_CLAIM_PATH}`]: { value: LIVE },
      [`POST ${RED_ENVELOPE_CLAIM_PATH}`]: {
        failure: { code: 'RED_ENVELOPE_POOL_EMPTY', message: 'red_envelope_pool_empty' },
      },
    });
    const { user } = renderSite('/index', { session: member });
    await user.click(await screen.findByTestId('red-envelope-entry'));
    await user.click(await screen.findByTestId('red-envelope-open'));
    expect(await screen.findByTestId('red-envelope-refusal')).toHaveTextContent(
      'All the red envelopes have been taken.',
    );
    expect(screen.queryByTestId('red-envelope-amount')).toBeNull();
  });

  it('shows no envelope when none is live, to a guest, or to a trial account (which is never asked)', async () => {
    const fetchMock = mockCalls({ [`GET ${RED_ENVELOPE_CLAIM_PATH}`]: { value: { campaigns: [] } } });
    const first = renderSite('/index', { session: member });
    await waitFor(() => expect(callsTo(fetchMock, 'GET', RED_ENVELOPE_CLAIM_PATH)).toHaveLength(1));
    expect(screen.queryByTestId('red-envelope-entry')).toBeNull();
    first.unmount();

    const live = mockCalls({ [`GET ${RED_ENVELOPE_CLAIM_PATH}`]: { value: LIVE } });
    const trial = renderSite('/index', { session: { token: 't-2', account: 'guest9', isAgent: 4 } });
    await screen.findByTestId('page-index');
    expect(screen.queryByTestId('red-envelope-entry')).toBeNull();
    trial.unmount();
    renderSite('/promotions', { session: { token: null, account: null, isAgent: null } });
    await screen.findByTestId('empty-state');
    expect(screen.queryByTestId('red-envelope-entry')).toBeNull();
    expect(callsTo(live, 'GET', RED_ENVELOPE_CLAIM_PATH)).toHaveLength(0);
  });

  it("lists the member's opened envelopes under My envelopes", async () => {
    mockCalls({
      [`GET ${RED_ENVELOPE_CLAIM_PATH}`]: { value: LIVE },
      [`GET ${RED_ENVELOPE_HISTORY_PATH}`]: {
        value: {
          list: [
            {
              claimId: '3',
              campaignName: 'Lucky red envelope',
              amountMinor: 5_000,
              claimedAt: '2026-11-25T10:00:00.000Z',
            },
            { claimId: '2', campaignName: 'Spring', amountMinor: 100, claimedAt: '2026-11-20T10:00:00.000Z' },
          ],
          total: 2,
          page: 1,
          pageSize: 10,
        },
      },
    });
    const { user } = renderSite('/promotions', { session: member });
    await user.click(await screen.findByTestId('red-envelope-entry'));
    await user.click(await screen.findByTestId('red-envelope-history-toggle'));
    const items = await screen.findAllByTestId('red-envelope-history-item');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Lucky red envelope');
    expect(items[0]).toHaveTextContent('50.00 VND');
    expect(items[1]).toHaveTextContent('Spring');
    expect(items[1]).toHaveTextContent('1.00 VND');
  });
});
