import type { TLiveChatMessage, TOpsLiveChatConversation } from '@kirin/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockOps, type TMockCall } from '../../../test/mock-ops';
import { DEMO_MERCHANTS, meAnswer, renderConsole, signInAs } from '../../../test/render-console';

/** A WebSocket the test drives: it records what the page sends and delivers what the test says. */
class FakeSocket {
  static instances: FakeSocket[] = [];
  sent: unknown[] = [];
  isClosed = false;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.isClosed = true;
  }
  open() {
    act(() => this.onopen?.());
  }
  receive(frame: unknown) {
    act(() => this.onmessage?.({ data: JSON.stringify(frame) }));
  }
  drop(code = 1006) {
    act(() => this.onclose?.({ code }));
  }
}
const lastSocket = () => FakeSocket.instances.at(-1)!;

const at = (minute: number) => `2026-11-27T01:${String(minute).padStart(2, '0')}:00.000Z`;
const visitorSays = (id: string, body: string): TLiveChatMessage => ({
  id,
  side: 'VISITOR',
  body,
  createdAt: at(Number(id)),
});

function conversation(changes: Partial<TOpsLiveChatConversation> = {}): TOpsLiveChatConversation {
  return {
    id: '11',
    merchantCode: 'demo',
    displayName: 'Ada',
    isGuest: true,
    memberId: null,
    status: 'OPEN',
    lastMessage: visitorSays('1', 'Where is my deposit?'),
    unread: 1,
    createdAt: at(0),
    ...changes,
  };
}

beforeEach(() => {
  FakeSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeSocket);
});

/** The desk's routes over one conversation whose state the test changes. */
function desk(role: 'support' | 'owner' | 'auditor') {
  const operator = signInAs(role);
  const state = { conversation: conversation(), messages: [visitorSays('1', 'Where is my deposit?')] };
  const ops = mockOps({
    'GET /merchants': DEMO_MERCHANTS,
    'GET /auth/me': meAnswer(operator),
    'GET /live-chat/conversations': (call: TMockCall) =>
      call.query.get('status') === state.conversation.status ? [state.conversation] : [],
    'GET /live-chat/conversations/11': () => ({ conversation: state.conversation, messages: state.messages }),
    'POST /live-chat/conversations/11/read': (call: TMockCall) => {
      state.conversation = { ...state.conversation, unread: 0 };
      return call.body;
    },
    'POST /live-chat/conversations/11/messages': (call: TMockCall) => {
      const message = {
        id: '2',
        side: 'SUPPORT',
        body: (call.body as { body: string }).body,
        createdAt: at(2),
      };
      state.messages = [...state.messages, message as TLiveChatMessage];
      return message;
    },
    'POST /live-chat/conversations/11/close': () => {
      state.conversation = { ...state.conversation, status: 'CLOSED' };
      return null;
    },
  });
  return { ops, state };
}

describe('live chat desk', () => {
  it('authenticates its socket with the operator token, then shows conversations and marks one read', async () => {
    const { ops } = desk('support');
    renderConsole('/demo/service/live-chat');
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    expect(lastSocket().url).toMatch(/^ws:\/\/[^/]+\/ops\/live-chat\/ws$/);
    lastSocket().open();
    expect(lastSocket().sent).toEqual([{ type: 'auth', token: 't'.repeat(43) }]);
    lastSocket().receive({ type: 'ready' });
    expect(await screen.findByRole('status')).toHaveTextContent('Live');
    expect(ops.callsTo('GET /live-chat/conversations')[0]?.query.get('merchant')).toBe('demo');
    expect(ops.callsTo('GET /live-chat/conversations')[0]?.query.get('status')).toBe('OPEN');

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ada (guest), 1 unread' }));
    const thread = await screen.findByRole('region', { name: 'Conversation with Ada (guest)' });
    expect(await within(thread).findByText('Where is my deposit?')).toBeInTheDocument();
    await waitFor(() =>
      expect(ops.callsTo('POST /live-chat/conversations/11/read')[0]?.body).toEqual({ lastMessageId: '1' }),
    );
  });

  it('shows a visitor message the socket brings, and ignores another merchant’s', async () => {
    const { ops, state } = desk('support');
    renderConsole('/demo/service/live-chat?conversation=11');
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    lastSocket().open();
    lastSocket().receive({ type: 'ready' });
    const thread = await screen.findByRole('region', { name: 'Conversation with Ada (guest)' });
    expect(await within(thread).findByText('Where is my deposit?')).toBeInTheDocument();
    await waitFor(() => expect(ops.callsTo('POST /live-chat/conversations/11/read')).toHaveLength(1));
    const threadReads = ops.callsTo('GET /live-chat/conversations/11').length;
    const listReads = ops.callsTo('GET /live-chat/conversations').length;

    // Another merchant's conversation (the socket carries all of the operator's merchants): nothing to do.
    lastSocket().receive({
      type: 'message',
      conversation: conversation({ id: '99', merchantCode: 'other', displayName: 'Bo' }),
      message: visitorSays('7', 'Not for this desk'),
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ops.callsTo('GET /live-chat/conversations')).toHaveLength(listReads);
    const message = visitorSays('3', 'I sent it at noon');
    state.messages = [...state.messages, message];
    state.conversation = conversation({ lastMessage: message, unread: 1 });
    lastSocket().receive({ type: 'message', conversation: state.conversation, message });

    expect(await within(thread).findByText('I sent it at noon')).toBeInTheDocument();
    expect(screen.queryByText('Not for this desk')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(ops.callsTo('GET /live-chat/conversations').length).toBeGreaterThan(listReads),
    );
    // Shown from the event itself, not by fetching the thread again; and read, since the operator is on it.
    expect(ops.callsTo('GET /live-chat/conversations/11')).toHaveLength(threadReads);
    await waitFor(() =>
      expect(ops.callsTo('POST /live-chat/conversations/11/read').at(-1)?.body).toEqual({
        lastMessageId: '3',
      }),
    );
  });

  it('sends an answer with Enter and closes the conversation', async () => {
    const { ops } = desk('owner');
    renderConsole('/demo/service/live-chat?conversation=11');
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    const user = userEvent.setup();
    const box = await screen.findByLabelText('Answer');
    await user.type(box, 'Let me check.{Enter}');
    const thread = screen.getByRole('region', { name: 'Conversation with Ada (guest)' });
    expect(await within(thread).findByText('Let me check.')).toBeInTheDocument();
    expect(ops.callsTo('POST /live-chat/conversations/11/messages')[0]?.body).toEqual({
      body: 'Let me check.',
    });
    expect(box).toHaveValue('');

    await user.click(within(thread).getByRole('button', { name: 'Close conversation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close the conversation with Ada (guest)' });
    await user.click(within(dialog).getByRole('button', { name: 'Close conversation' }));
    expect(await screen.findByText('This conversation is closed.')).toBeInTheDocument();
    expect(ops.callsTo('POST /live-chat/conversations/11/close')).toHaveLength(1);
    expect(screen.queryByLabelText('Answer')).not.toBeInTheDocument();
  });

  it('reconnects a dropped socket and reloads on ready, and stops when the server refuses the session', async () => {
    const { ops } = desk('support');
    renderConsole('/demo/service/live-chat');
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    lastSocket().open();
    lastSocket().receive({ type: 'ready' });
    await waitFor(() => expect(ops.callsTo('GET /live-chat/conversations').length).toBeGreaterThan(0));

    lastSocket().drop();
    expect(await screen.findByRole('status')).toHaveTextContent('Offline');
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(2), { timeout: 3000 });
    const listReads = ops.callsTo('GET /live-chat/conversations').length;
    lastSocket().open();
    expect(lastSocket().sent).toEqual([{ type: 'auth', token: 't'.repeat(43) }]);
    lastSocket().receive({ type: 'ready' });
    await waitFor(() =>
      expect(ops.callsTo('GET /live-chat/conversations').length).toBeGreaterThan(listReads),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Live');

    lastSocket().receive({ type: 'error', code: 'OPERATOR_NOT_LOGGED_IN' });
    lastSocket().drop(4401);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('lets the auditor read conversations without a socket, an answer box or closing', async () => {
    const { ops } = desk('auditor');
    renderConsole('/demo/service/live-chat?conversation=11');
    const thread = await screen.findByRole('region', { name: 'Conversation with Ada (guest)' });
    expect(await within(thread).findByText('Where is my deposit?')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Read only');
    expect(FakeSocket.instances).toHaveLength(0);
    expect(screen.queryByLabelText('Answer')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close conversation' })).not.toBeInTheDocument();
    expect(ops.callsTo('POST /live-chat/conversations/11/read')).toHaveLength(0);
  });
});
