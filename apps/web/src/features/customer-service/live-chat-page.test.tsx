import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/fetch-mock';
import { renderSite } from '../../test/render-site';

/** A stand-in for the browser WebSocket: records what the page sends and lets the test play the server. */
class FakeSocket {
  static readonly OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
    queueMicrotask(() => {
      this.readyState = FakeSocket.OPEN;
      this.onopen?.();
    });
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  serverSends(frame: unknown) {
    act(() => this.onmessage?.({ data: JSON.stringify(frame) }));
  }
  drop(code = 1006) {
    this.readyState = 3;
    act(() => this.onclose?.({ code }));
  }
}

const CONVERSATION = {
  conversationId: '7',
  conversationToken: '1.7.9999999999.token',
  displayName: 'Ada',
  isGuest: true,
  status: 'OPEN',
  messages: [],
  unread: 0,
  supportLastReadId: '0',
};
const message = (id: string, side: 'VISITOR' | 'SUPPORT', body: string) => ({
  id,
  side,
  body,
  createdAt: '2025-01-02T03:04:05.000Z',
});
const ready = (messages: unknown[] = [], unread = 0) => ({
  type: 'ready',
  conversation: { ...CONVERSATION, conversationToken: undefined, messages, unread },
});

const lastSocket = () => FakeSocket.all.at(-1)!;
async function connected() {
  await waitFor(() =>
    expect(lastSocket().sent).toContainEqual({ type: 'auth', token: CONVERSATION.conversationToken }),
  );
  return lastSocket();
}

beforeEach(() => {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  window.localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the live chat window', () => {
  it('asks a guest for a name, then chats: history as text, Enter sends, answers arrive', async () => {
    const api = mockApi({ '/wps/livechat/open': { value: CONVERSATION } });
    const { user } = renderSite('/livechat');
    const form = await screen.findByTestId('live-chat-guest-form');
    await user.type(within(form).getByLabelText('Your name'), 'Ada');
    await user.click(within(form).getByRole('button', { name: 'Start chatting' }));
    expect(JSON.parse(String(api.mock.calls[0]![1]!.body))).toEqual({ guestName: 'Ada' });
    expect(window.localStorage.getItem('livechatToken')).toBe(CONVERSATION.conversationToken);

    const socket = await connected();
    socket.serverSends(ready([message('1', 'VISITOR', '<img src=x onerror=alert(1)>')]));
    const list = screen.getByTestId('live-chat-messages');
    expect(list).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(list.querySelector('img')).toBeNull();
    expect(screen.getByTestId('live-chat-status')).toHaveTextContent('Online');

    await user.type(screen.getByTestId('live-chat-input'), 'Where is my deposit?{Enter}');
    expect(socket.sent).toContainEqual({ type: 'send', body: 'Where is my deposit?' });
    expect(screen.getByTestId('live-chat-input')).toHaveValue('');
    // Shift+Enter is a new line, not a send.
    await user.type(screen.getByTestId('live-chat-input'), 'line one{Shift>}{Enter}{/Shift}line two');
    expect(socket.sent.filter((f) => (f as { type: string }).type === 'send')).toHaveLength(1);

    socket.serverSends({ type: 'message', message: message('2', 'SUPPORT', 'Let me check') });
    expect(await within(list).findByText('Let me check')).toBeInTheDocument();
  });

  it('counts support messages that arrive while the window is not looked at, and marks them read on focus', async () => {
    mockApi({ '/wps/livechat/open': { value: { ...CONVERSATION, isGuest: false, displayName: 'member1' } } });
    const hasFocus = vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    renderSite('/livechat', { session: { token: 't'.repeat(43) } });
    const socket = await connected();
    expect(screen.queryByTestId('live-chat-guest-form')).not.toBeInTheDocument();
    socket.serverSends(ready([message('1', 'SUPPORT', 'hello'), message('2', 'SUPPORT', 'anyone?')], 1));
    expect(screen.getByTestId('live-chat-unread')).toHaveTextContent('1');
    socket.serverSends({ type: 'message', message: message('3', 'SUPPORT', 'third') });
    expect(screen.getByTestId('live-chat-unread')).toHaveTextContent('2');
    expect(document.title).toMatch(/^\(2\) /);

    hasFocus.mockReturnValue(true);
    act(() => window.dispatchEvent(new Event('focus')));
    expect(socket.sent).toContainEqual({ type: 'read', lastMessageId: '3' });
    expect(screen.queryByTestId('live-chat-unread')).not.toBeInTheDocument();
  });

  it('reconnects after a drop with a growing pause and gets the conversation again', async () => {
    mockApi({ '/wps/livechat/open': { value: CONVERSATION } });
    window.localStorage.setItem('livechatToken', CONVERSATION.conversationToken);
    renderSite('/livechat');
    const first = await connected();
    first.serverSends(ready([message('1', 'VISITOR', 'hi')]));
    vi.useFakeTimers();
    first.drop();
    expect(screen.getByTestId('live-chat-status')).toHaveTextContent('Reconnecting');
    await act(async () => vi.advanceTimersByTimeAsync(1_000));
    expect(FakeSocket.all).toHaveLength(2);
    await act(async () => vi.advanceTimersByTimeAsync(0));
    const second = lastSocket();
    expect(second.sent).toContainEqual({ type: 'auth', token: CONVERSATION.conversationToken });
    second.drop();
    await act(async () => vi.advanceTimersByTimeAsync(1_000));
    expect(FakeSocket.all).toHaveLength(2);
    await act(async () => vi.advanceTimersByTimeAsync(1_000));
    expect(FakeSocket.all).toHaveLength(3);
    vi.useRealTimers();
    lastSocket().serverSends(ready([message('1', 'VISITOR', 'hi'), message('2', 'SUPPORT', 'back')]));
    const list = screen.getByTestId('live-chat-messages');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows a closed conversation and starts a new one on request', async () => {
    const api = mockApi({ '/wps/livechat/open': { value: CONVERSATION } });
    window.localStorage.setItem('livechatToken', CONVERSATION.conversationToken);
    const { user } = renderSite('/livechat');
    const socket = await connected();
    socket.serverSends(ready());
    socket.serverSends({ type: 'closed' });
    const closed = screen.getByTestId('live-chat-closed');
    expect(closed).toHaveTextContent('This conversation was closed by support.');
    expect(screen.queryByTestId('live-chat-input')).not.toBeInTheDocument();
    await user.click(within(closed).getByRole('button', { name: 'Start a new conversation' }));
    await waitFor(() => expect(api).toHaveBeenCalledTimes(2));
    expect(JSON.parse(String(api.mock.calls[1]![1]!.body))).toEqual({
      conversationToken: CONVERSATION.conversationToken,
    });
  });

  it('asks for a name again when the stored guest token no longer opens a conversation', async () => {
    mockApi({
      '/wps/livechat/open': {
        failure: { code: 'LIVE_CHAT_GUEST_NAME_REQUIRED', message: 'live_chat_guest_name_required' },
      },
    });
    window.localStorage.setItem('livechatToken', 'stale');
    renderSite('/livechat');
    expect(await screen.findByTestId('live-chat-guest-form')).toBeInTheDocument();
    expect(window.localStorage.getItem('livechatToken')).toBeNull();
  });
});
