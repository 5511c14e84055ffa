-- The built-in live chat (issue 6): a visitor (a member, or a guest who gave a name) talks to the merchant's
-- support staff. Messages are kept; each side has a read mark (the last message id it has seen), so unread
-- counts survive reconnects and are the same on every server process.

CREATE TABLE live_chat_conversation (
  id                         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id                bigint NOT NULL REFERENCES merchant (id),
  -- Exactly one of member_id (a logged-in member) and guest_name (a visitor without an account).
  member_id                  bigint REFERENCES member (id),
  guest_name                 text CHECK (char_length(guest_name) BETWEEN 1 AND 30),
  status                     text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'CLOSED')),
  visitor_last_read_id       bigint NOT NULL DEFAULT 0,
  support_last_read_id       bigint NOT NULL DEFAULT 0,
  last_message_at            timestamptz,
  created_at                 timestamptz NOT NULL DEFAULT now(),
  closed_at                  timestamptz,
  closed_by                  bigint REFERENCES operator (id),
  CHECK ((member_id IS NULL) <> (guest_name IS NULL)),
  CHECK ((status = 'CLOSED') = (closed_at IS NOT NULL))
);
-- A member has at most one open conversation: reopening the chat window finds it again.
CREATE UNIQUE INDEX live_chat_conversation_open_member
  ON live_chat_conversation (member_id) WHERE status = 'OPEN' AND member_id IS NOT NULL;
-- The support list: a merchant's open conversations, most recent activity first.
CREATE INDEX live_chat_conversation_by_merchant
  ON live_chat_conversation (merchant_id, status, last_message_at DESC NULLS LAST);

CREATE TABLE live_chat_message (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  conversation_id  bigint NOT NULL REFERENCES live_chat_conversation (id) ON DELETE CASCADE,
  -- VISITOR: the member or guest; SUPPORT: an operator (operator_id says which).
  sender           text NOT NULL CHECK (sender IN ('VISITOR', 'SUPPORT')),
  operator_id      bigint REFERENCES operator (id),
  -- Plain text, shown as text everywhere (never as HTML).
  body             text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 1000),
  created_at       timestamptz NOT NULL DEFAULT now(),
  CHECK ((sender = 'SUPPORT') = (operator_id IS NOT NULL))
);
CREATE INDEX live_chat_message_by_conversation ON live_chat_message (conversation_id, id);

-- The HMAC key of the conversation tokens handed to visitors: one row, created by the first process that
-- needs it, so every process signs and checks with the same key without a configuration variable.
CREATE TABLE live_chat_signing_key (
  id          smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  secret      bytea NOT NULL CHECK (octet_length(secret) = 32),
  created_at  timestamptz NOT NULL DEFAULT now()
);
