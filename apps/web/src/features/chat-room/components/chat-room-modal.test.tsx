import type { TChatRoomMessage } from '@kirin/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useModalStore } from '../../../lib/modal-store';
import { mockApi } from '../../../test/fetch-mock';
import { renderSite } from '../../../test/render-site';

const XSS = '<img src=x onerror=alert(1)>';
const message = (id: string, text: string, name = 'al***7'): TChatRoomMessage => ({
  id,
  name,
  text,
  createdAt: '2026-01-02T03:04:05.000Z',
});

/** A stand-in for the browser's WebSocket: records what the modal sends, lets the test push frames. */
class FakeSocket {
  static readonly OPEN = 1;
  static instances: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  push(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
}

const latestSocket = () => FakeSocket.instances.at(-1)!;

async function openChatRoom(session?: { token: string; account: string; isAgent: number }, timeZone = 'UTC') {
  const view = renderSite('/index', { ...(session ? { session } : {}), whitelabel: { timeZone } });
  act(() => useModalStore.getState().openModal({ name: 'chatRoom' }));
  const modal = await screen.findByTestId('modal-chatRoom');
  await waitFor(() => expect(FakeSocket.instances.length).toBeGreaterThan(0));
  return { ...view, modal };
}

beforeEach(() => {
  FakeSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  mockApi({ '/wps/chat-room/history': { value: { language: 'EN', list: [message('1', XSS)] } } });
});
afterEach(() => {
  act(() => useModalStore.getState().closeAllModals());
  vi.unstubAllGlobals();
});

describe('chat room modal', () => {
  it('shows a message with markup as text: nothing of it becomes an element', async () => {
    const { modal } = await openChatRoom();
    const list = within(modal).getByTestId('chat-room-messages');
    await waitFor(() => expect(list).toHaveTextContent(XSS));
    expect(list.querySelector('img')).toBeNull();
    expect(within(modal).getByText('Log in to join the conversation')).toBeInTheDocument();
  });

  it("shows a message's time on the merchant's clock", async () => {
    const { modal } = await openChatRoom(undefined, 'Asia/Ho_Chi_Minh');
    // 03:04 UTC is 10:04 in Vietnam.
    const time = await within(modal).findByText('10:04');
    expect(time).toHaveAttribute('dateTime', '2026-01-02T03:04:05.000Z');
  });

  it('signs in on the socket, sends, shows live messages and deletes, and translates refusals', async () => {
    const { modal, user } = await openChatRoom({ token: 'tok-1', account: 'alice77', isAgent: 0 });
    const socket = latestSocket();
    expect(socket.url).toContain('/wps/chat-room/ws?language=EN');
    act(() => socket.open());
    expect(socket.sent).toEqual([{ type: 'auth', token: 'tok-1' }]);
    act(() => {
      socket.push({ type: 'ready', language: 'EN', history: [message('1', XSS)] });
      socket.push({ type: 'authed', name: 'al***7' });
    });

    const input = within(modal).getByTestId('chat-room-input');
    await user.type(input, '  hi there ');
    expect(within(modal).getByTestId('chat-room-counter')).toHaveTextContent('8/200');
    await user.click(within(modal).getByTestId('chat-room-send'));
    expect(socket.sent.at(-1)).toEqual({ type: 'send', text: 'hi there', clientId: 'm1' });

    act(() => {
      socket.push({ type: 'sent', id: '2', clientId: 'm1' });
      socket.push({ type: 'message', message: message('2', 'hi there') });
      socket.push({ type: 'message', message: message('3', '<b>bold</b>', 'bo***b') });
    });
    await waitFor(() => expect(input).toHaveValue(''));
    const items = () =>
      within(modal)
        .getAllByTestId('chat-room-message')
        .map((li) => li.textContent);
    expect(items()).toHaveLength(3);
    expect(items()[2]).toContain('<b>bold</b>');

    act(() => socket.push({ type: 'deleted', id: '1' }));
    expect(items()).toHaveLength(2);

    await user.type(input, 'again');
    await user.click(within(modal).getByTestId('chat-room-send'));
    act(() =>
      socket.push({ type: 'error', code: 'CHAT_RATE_LIMITED', message: 'chat_rate_limited', clientId: 'm2' }),
    );
    expect(within(modal).getByTestId('chat-room-error')).toHaveTextContent('You are sending too fast');
    expect(input).toHaveValue('again');
  });

  it('reconnects after the connection drops and signs in again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await openChatRoom({ token: 'tok-2', account: 'bob', isAgent: 0 });
      const first = latestSocket();
      act(() => first.open());
      act(() => first.drop());
      expect(await screen.findByTestId('chat-room-status')).toHaveTextContent('Reconnecting');
      await act(async () => vi.advanceTimersByTimeAsync(1_100));
      const second = latestSocket();
      expect(second).not.toBe(first);
      act(() => second.open());
      expect(second.sent).toEqual([{ type: 'auth', token: 'tok-2' }]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('paints the header in the brand’s chat colour', async () => {
    const { modal } = await openChatRoom();
    expect(modal.style.getPropertyValue('--chat-header-color')).not.toBe('');
  });
});
