-- Operators of the back office, their sessions, login throttling and the append-only audit log.

CREATE TABLE operator (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  username       text NOT NULL UNIQUE CHECK (username ~ '^[a-z0-9][a-z0-9._-]{2,31}$'),
  -- argon2id PHC string (memory 19456 KiB, 2 passes, parallelism 1).
  password_hash  text NOT NULL,
  role           text NOT NULL CHECK (role IN ('owner', 'finance', 'support', 'content')),
  -- Base32 TOTP secret; it has to be readable to check codes, so it is kept like a password hash: never answered.
  totp_secret    text NOT NULL,
  -- The time step of the last accepted TOTP code: only a later step is accepted, so a code cannot be replayed.
  last_totp_step bigint,
  -- NULL: every merchant; otherwise the only merchants this operator may act on.
  merchant_ids   bigint[] CHECK (merchant_ids IS NULL OR cardinality(merchant_ids) > 0),
  is_disabled    boolean NOT NULL DEFAULT false,
  created_at     timestamptz NOT NULL DEFAULT now(),
  password_changed_at timestamptz NOT NULL DEFAULT now(),
  last_login_at  timestamptz,
  last_login_ip  text
);

CREATE TABLE operator_session (
  -- SHA-256 of the 256-bit token: a copy of this table does not let anyone in.
  token_hash    bytea PRIMARY KEY CHECK (octet_length(token_hash) = 32),
  operator_id   bigint NOT NULL REFERENCES operator (id),
  created_at    timestamptz NOT NULL DEFAULT now(),
  -- Idle timeout: the session ends when this is older than 30 minutes.
  last_seen_at  timestamptz NOT NULL DEFAULT now(),
  -- Absolute lifetime (OPERATOR_SESSION_HOURS after login), however active the session is.
  expires_at    timestamptz NOT NULL,
  ip            text,
  user_agent    text
);
CREATE INDEX operator_session_operator_idx ON operator_session (operator_id);
CREATE INDEX operator_session_expires_idx ON operator_session (expires_at);

-- Login attempts that did not succeed (recent ones throttle further attempts); shared by every process.
CREATE TABLE operator_login_attempt (
  id        bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  username  text NOT NULL,
  ip        text NOT NULL,
  at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX operator_login_attempt_username_idx ON operator_login_attempt (username, at);
CREATE INDEX operator_login_attempt_ip_idx ON operator_login_attempt (ip, at);
CREATE INDEX operator_login_attempt_at_idx ON operator_login_attempt (at);

CREATE TABLE audit_log (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at           timestamptz NOT NULL DEFAULT now(),
  -- NULL when the change came from the command line (create-operator).
  operator_id  bigint REFERENCES operator (id),
  action       text NOT NULL,
  merchant_id  bigint REFERENCES merchant (id),
  target       text,
  before       jsonb,
  after        jsonb,
  ip           text,
  request_id   text
);
CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC);
CREATE INDEX audit_log_action_idx ON audit_log (action, at DESC);
CREATE INDEX audit_log_operator_idx ON audit_log (operator_id, at DESC);
CREATE INDEX audit_log_merchant_idx ON audit_log (merchant_id, at DESC);

-- Append-only: the database itself refuses to change or remove history, whatever the application does.
CREATE FUNCTION refuse_audit_log_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
CREATE TRIGGER audit_log_no_update_delete BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION refuse_audit_log_change();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_audit_log_change();
