-- The chat room (issue 6): one public room per merchant and language. Messages are plain text; the sender's
-- name is stored as shown when sent, so a later change of the naming rule does not rename old messages.

-- Per-merchant moderation: how senders are named and which words refuse a message.
CREATE TABLE chat_room_settings (
  merchant_id  bigint PRIMARY KEY REFERENCES merchant (id) ON DELETE CASCADE,
  name_display text NOT NULL DEFAULT 'MASKED' CHECK (name_display IN ('MASKED', 'NICKNAME', 'USERNAME')),
  muted_words  text[] NOT NULL DEFAULT '{}',
  updated_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE chat_room_message (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id  bigint NOT NULL REFERENCES merchant (id) ON DELETE CASCADE,
  language     text NOT NULL,
  member_id    bigint NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  display_name text NOT NULL,
  body         text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 200),
  created_at   timestamptz NOT NULL DEFAULT now(),
  -- Removed by an operator: gone from the history, kept for the audit trail.
  deleted_at   timestamptz
);
CREATE INDEX chat_room_message_room ON chat_room_message (merchant_id, language, id DESC)
  WHERE deleted_at IS NULL;

-- A member the operator muted: sends are refused until muted_until.
CREATE TABLE chat_room_mute (
  member_id   bigint PRIMARY KEY REFERENCES member (id) ON DELETE CASCADE,
  merchant_id bigint NOT NULL REFERENCES merchant (id) ON DELETE CASCADE,
  muted_until timestamptz NOT NULL,
  reason      text,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_room_mute_merchant ON chat_room_mute (merchant_id, muted_until);
