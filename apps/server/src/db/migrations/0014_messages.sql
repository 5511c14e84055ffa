-- Platform messages (messageV2), their per-member read marks, member feedback with its images, and files
-- kept in the file storage (local directory or S3-compatible) instead of in the database row.

-- Files: the bytes move to the file storage; the row keeps what we know about them and where they are.
-- Rows written before this migration keep their bytes in `content`.
ALTER TABLE stored_file ALTER COLUMN content DROP NOT NULL;
ALTER TABLE stored_file ADD COLUMN storage_key text UNIQUE;
ALTER TABLE stored_file
  ADD CONSTRAINT stored_file_has_bytes CHECK (content IS NOT NULL OR storage_key IS NOT NULL);

CREATE TABLE platform_message (
  id bigserial PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchant (id) ON DELETE CASCADE,
  kind text NOT NULL DEFAULT 'MESSAGE' CHECK (kind IN ('MESSAGE', 'FEEDBACK_ANSWER')),
  -- MEMBER: member_id; LABEL: members whose member_labels hold label_name; ALL: every member of the merchant.
  audience text NOT NULL CHECK (audience IN ('MEMBER', 'LABEL', 'ALL')),
  member_id bigint REFERENCES member (id) ON DELETE CASCADE,
  label_name text,
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 100),
  content text NOT NULL CHECK (char_length(content) BETWEEN 1 AND 2000),
  sent_by bigint REFERENCES operator (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT platform_message_audience CHECK (
    (audience = 'MEMBER' AND member_id IS NOT NULL AND label_name IS NULL)
    OR (audience = 'LABEL' AND member_id IS NULL AND label_name IS NOT NULL)
    OR (audience = 'ALL' AND member_id IS NULL AND label_name IS NULL)
  )
);
CREATE INDEX platform_message_member ON platform_message (member_id, created_at DESC) WHERE member_id IS NOT NULL;
CREATE INDEX platform_message_merchant ON platform_message (merchant_id, audience, created_at DESC);

-- A read mark per member and message: a broadcast creates no row per member when it is sent.
CREATE TABLE platform_message_read (
  message_id bigint NOT NULL REFERENCES platform_message (id) ON DELETE CASCADE,
  member_id bigint NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  read_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, message_id)
);
CREATE INDEX platform_message_read_message ON platform_message_read (message_id);

CREATE TABLE feedback (
  id bigserial PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchant (id) ON DELETE CASCADE,
  member_id bigint NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('SUGGESTION', 'COMPLAINT', 'DEPOSIT', 'WITHDRAWAL', 'GAME', 'OTHER')),
  content text NOT NULL CHECK (char_length(content) BETWEEN 1 AND 140),
  status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'ANSWERED')),
  answer text,
  answered_by bigint REFERENCES operator (id),
  answered_at timestamptz,
  -- The platform message that carried the answer to the member.
  answer_message_id bigint REFERENCES platform_message (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT feedback_answered CHECK ((status = 'ANSWERED') = (answer IS NOT NULL))
);
CREATE INDEX feedback_member ON feedback (member_id, created_at DESC);
CREATE INDEX feedback_queue ON feedback (merchant_id, status, created_at);

CREATE TABLE feedback_image (
  feedback_id bigint NOT NULL REFERENCES feedback (id) ON DELETE CASCADE,
  position smallint NOT NULL CHECK (position BETWEEN 1 AND 3),
  file_id bigint NOT NULL REFERENCES stored_file (id),
  PRIMARY KEY (feedback_id, position)
);
