/* global document, location -- a browser page (eslint.config.js gives browser globals to the TypeScript apps only) */
// The minimal support desk of the built-in live chat. Every text from visitors is written with textContent:
// nothing a visitor types can become markup here. The operator token lives in sessionStorage (this tab only).

const TOKEN_KEY = 'kirinSupportToken';
const $ = (id) => document.getElementById(id);
const state = {
  token: sessionStorage.getItem(TOKEN_KEY),
  conversations: [],
  selectedId: null,
  messages: [],
  socket: null,
  retryMs: 1000,
};

async function api(method, path, body) {
  const response = await fetch(`/ops${path}`, {
    method,
    headers: {
      'x-operator-token': state.token ?? '',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = await response.json();
  if (!envelope.success) {
    if (envelope.code === 'OPERATOR_NOT_LOGGED_IN') signOut();
    throw new Error(envelope.code);
  }
  return envelope.value;
}

function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (key === 'text') node.textContent = value;
    else if (key === 'dataset') Object.assign(node.dataset, value);
    else node.setAttribute(key, value);
  }
  node.append(...children);
  return node;
}

function renderConversations() {
  const list = $('conversations');
  list.replaceChildren(
    ...state.conversations.map((c) => {
      const item = el(
        'li',
        { 'aria-current': String(c.id === state.selectedId), 'data-testid': `support-conversation-${c.id}` },
        ...(c.unread > 0 ? [el('span', { class: 'unread', text: String(c.unread) })] : []),
        el('span', { class: 'who', text: c.displayName + (c.isGuest ? ' (guest)' : '') }),
        el('span', { class: 'merchant', text: c.merchantCode }),
        el('div', { class: 'preview', text: c.lastMessage ? c.lastMessage.body : '' }),
      );
      item.addEventListener('click', () => select(c.id));
      return item;
    }),
  );
}

function renderThread() {
  const conversation = state.conversations.find((c) => c.id === state.selectedId);
  $('thread-title').textContent = conversation
    ? `${conversation.displayName} · ${conversation.merchantCode}`
    : 'Pick a conversation';
  const isOpen = conversation?.status === 'OPEN';
  $('answer-form').hidden = !isOpen;
  $('close-conversation').hidden = !isOpen;
  const list = $('messages');
  list.replaceChildren(
    ...state.messages.map((m) =>
      el(
        'li',
        { class: m.side },
        el('span', { text: m.body }),
        el('time', { text: new Date(m.createdAt).toLocaleString() }),
      ),
    ),
  );
  list.scrollTop = list.scrollHeight;
}

async function loadConversations() {
  state.conversations = await api('GET', `/live-chat/conversations?status=${$('status-filter').value}`);
  renderConversations();
}

async function markRead() {
  const last = state.messages.at(-1);
  if (!state.selectedId || !last || document.hidden) return;
  await api('POST', `/live-chat/conversations/${state.selectedId}/read`, { lastMessageId: last.id });
}

async function select(id) {
  state.selectedId = id;
  const thread = await api('GET', `/live-chat/conversations/${id}`);
  state.messages = thread.messages;
  const index = state.conversations.findIndex((c) => c.id === id);
  if (index >= 0) state.conversations[index] = thread.conversation;
  renderConversations();
  renderThread();
  await markRead();
}

function upsertConversation(conversation) {
  if (conversation.status !== $('status-filter').value) return;
  state.conversations = [conversation, ...state.conversations.filter((c) => c.id !== conversation.id)];
}

function onEvent(event) {
  if (event.type === 'ready') {
    $('connection').textContent = 'live';
    state.retryMs = 1000;
    void loadConversations();
  } else if (event.type === 'message') {
    upsertConversation(event.conversation);
    if (
      event.conversation.id === state.selectedId &&
      !state.messages.some((m) => m.id === event.message.id)
    ) {
      state.messages.push(event.message);
      renderThread();
      if (event.message.side === 'VISITOR') void markRead();
    }
    renderConversations();
  } else if (event.type === 'read' && event.side === 'SUPPORT') {
    const c = state.conversations.find((x) => x.id === event.conversationId);
    if (c) c.unread = 0;
    renderConversations();
  } else if (event.type === 'closed') {
    void loadConversations().then(() => {
      if (event.conversationId === state.selectedId) renderThread();
    });
  }
}

function connect() {
  const socket = new WebSocket(
    `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ops/live-chat/ws`,
  );
  state.socket = socket;
  socket.addEventListener('open', () => socket.send(JSON.stringify({ type: 'auth', token: state.token })));
  socket.addEventListener('message', (e) => onEvent(JSON.parse(e.data)));
  socket.addEventListener('close', (e) => {
    $('connection').textContent = 'offline';
    if (state.socket !== socket || !state.token) return;
    if (e.code === 4401) return signOut();
    // Reconnect with backoff; the list is reloaded on `ready`, so nothing missed stays missing.
    setTimeout(connect, state.retryMs);
    state.retryMs = Math.min(state.retryMs * 2, 30_000);
  });
}

function start() {
  $('login').hidden = true;
  $('desk').hidden = false;
  connect();
}

function signOut() {
  sessionStorage.removeItem(TOKEN_KEY);
  state.token = null;
  state.socket?.close();
  $('desk').hidden = true;
  $('login').hidden = false;
}

$('login-form').addEventListener('submit', async (e) => {
  e.preventDefault();
  const form = new FormData(e.target);
  try {
    const session = await api('POST', '/auth/login', {
      username: form.get('username'),
      password: form.get('password'),
      totpCode: form.get('totpCode') || undefined,
    });
    state.token = session.token;
    sessionStorage.setItem(TOKEN_KEY, session.token);
    start();
  } catch (error) {
    $('login-error').textContent = String(error.message);
  }
});

$('token-form').addEventListener('submit', (e) => {
  e.preventDefault();
  state.token = new FormData(e.target).get('token').trim();
  sessionStorage.setItem(TOKEN_KEY, state.token);
  start();
});

$('answer-form').addEventListener('submit', async (e) => {
  e.preventDefault();
  const body = $('answer').value.trim();
  if (!body || !state.selectedId) return;
  await api('POST', `/live-chat/conversations/${state.selectedId}/messages`, { body });
  $('answer').value = '';
});
$('answer').addEventListener('keydown', (e) => {
  if (e.key === 'Enter' && !e.shiftKey && !e.isComposing) {
    e.preventDefault();
    $('answer-form').requestSubmit();
  }
});
$('close-conversation').addEventListener('click', async () => {
  await api('POST', `/live-chat/conversations/${state.selectedId}/close`);
});
$('status-filter').addEventListener('change', () => void loadConversations());
document.addEventListener('visibilitychange', () => void markRead());

if (state.token) start();
