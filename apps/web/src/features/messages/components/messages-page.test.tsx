import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useModalStore } from '../../../lib/modal-store';
import { mockApi } from '../../../test/fetch-mock';
import { renderSite } from '../../../test/render-site';

const MEMBER = { token: 't-1', account: 'alice', isAgent: 0 as const };
const message = (id: string, isRead: boolean, extra: Record<string, unknown> = {}) => ({
  id,
  kind: 'MESSAGE',
  title: `Title ${id}`,
  content: `<b>Body ${id}</b>`,
  isRead,
  createdAt: '2026-11-22T10:00:00.000Z',
  ...extra,
});
const PAGE = {
  list: [message('2', false, { kind: 'FEEDBACK_ANSWER', content: 'We fixed it' }), message('1', true)],
  total: 2,
  page: 1,
  pageSize: 10,
};

const callsTo = (mock: ReturnType<typeof mockApi>, path: string) =>
  mock.mock.calls.filter(([url]) => new URL(String(url), 'http://localhost').pathname === path);

function openMessages() {
  const view = renderSite('/promotions', { session: MEMBER });
  act(() => useModalStore.getState().openModal({ name: 'memberCentre', page: 'messageV2' }));
  return view;
}

describe('messageV2 page', { timeout: 15_000 }, () => {
  afterEach(() => act(() => useModalStore.getState().closeAllModals()));

  it('lists messages with unread styling and badges, and opening an unread one marks it read', async () => {
    const fetchMock = mockApi({
      '/wps/relay/CSP_messages': { value: PAGE },
      '/wps/relay/CSP_unreadCount': { value: { count: 1 } },
      '/wps/relay/CSP_readMessage': { value: { ...PAGE.list[0], isRead: true } },
    });
    const { user } = openMessages();
    const items = await screen.findAllByTestId('message-item');
    expect(items.map((item) => item.dataset.read)).toEqual(['false', 'true']);
    // An answer to feedback carries its own translated title.
    expect(within(items[0]!).getByText('Answer to your feedback')).toBeInTheDocument();
    expect(await screen.findByTestId('header-unread-badge')).toHaveTextContent('1');
    const centre = screen.getByTestId('member-centre');
    expect(within(centre).getByRole('button', { name: 'Platform information1' })).toBeInTheDocument();

    await user.click(within(items[0]!).getByRole('button'));
    expect(screen.getByTestId('message-content')).toHaveTextContent('We fixed it');
    await waitFor(() => expect(callsTo(fetchMock, '/wps/relay/CSP_readMessage')).toHaveLength(1));
    const [, init] = callsTo(fetchMock, '/wps/relay/CSP_readMessage')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ id: '2' });
    // The list and the badge are asked again after reading.
    await waitFor(() => expect(callsTo(fetchMock, '/wps/relay/CSP_unreadCount').length).toBeGreaterThan(1));

    // A message already read is opened without another read call; text is shown as text, never as HTML.
    await user.click(within(items[1]!).getByRole('button'));
    expect(screen.getByTestId('message-content')).toHaveTextContent('<b>Body 1</b>');
    expect(callsTo(fetchMock, '/wps/relay/CSP_readMessage')).toHaveLength(1);
  });

  it('marks all read, and shows the member’s feedback with its answer on the second tab', async () => {
    const fetchMock = mockApi({
      '/wps/relay/CSP_messages': { value: PAGE },
      '/wps/relay/CSP_unreadCount': { value: { count: 1 } },
      '/wps/relay/CSP_readAllMessages': { value: { count: 1 } },
      '/wps/feedback': {
        value: {
          list: [
            {
              id: '9',
              type: 'DEPOSIT',
              content: 'Late deposit',
              imageCount: 0,
              status: 'ANSWERED',
              answer: 'Credited now',
              answeredAt: '2026-11-22T11:00:00.000Z',
              createdAt: '2026-11-22T10:00:00.000Z',
            },
          ],
          total: 1,
          page: 1,
          pageSize: 10,
        },
      },
    });
    const { user } = openMessages();
    await user.click(await screen.findByTestId('messages-read-all'));
    await waitFor(() => expect(callsTo(fetchMock, '/wps/relay/CSP_readAllMessages')).toHaveLength(1));
    await user.click(screen.getByTestId('messages-tab-feedback'));
    expect(await screen.findByTestId('my-feedback-answer')).toHaveTextContent('Credited now');
    expect(screen.getByTestId('my-feedback-item')).toHaveTextContent('Late deposit');
  });

  it('shows an empty state without messages and no badge when nothing is unread', async () => {
    mockApi({
      '/wps/relay/CSP_messages': { value: { list: [], total: 0, page: 1, pageSize: 10 } },
      '/wps/relay/CSP_unreadCount': { value: { count: 0 } },
    });
    openMessages();
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
    expect(screen.getByTestId('messages-read-all')).toBeDisabled();
    expect(screen.queryByTestId('header-unread-badge')).toBeNull();
  });
});
