-- The operator console's Members area (issue 20, docs/operators.md "Members").
--
-- 1. A lock is the member's existing `is_disabled` (every login path, session check and password reset already
--    refuses a disabled member); these columns say who locked it, when and why, for the profile. Unlocking
--    clears them. Accounts disabled before this migration have is_disabled without them.
ALTER TABLE member
  ADD COLUMN disabled_at     timestamptz,
  ADD COLUMN disabled_reason text CHECK (disabled_reason IS NULL OR char_length(disabled_reason) BETWEEN 1 AND 500),
  ADD COLUMN disabled_by     bigint REFERENCES operator (id);

-- 2. The member's login history: every session granted (any login type) and every refused password or SMS
--    login of an existing member (wrong password, or the account locked). member_login_failure stays the
--    throttle's short-lived table, keyed by the typed username; this one is the member's, kept for
--    MEMBER_LOGIN_HISTORY_DAYS by the hourly member-auth cleanup.
CREATE TABLE member_login (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id   bigint NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  at          timestamptz NOT NULL DEFAULT now(),
  ip          text NOT NULL,
  user_agent  text CHECK (user_agent IS NULL OR char_length(user_agent) <= 300),
  login_type  text NOT NULL CHECK (login_type IN ('username', 'sms', 'register', 'freeplay', 'reset')),
  outcome     text NOT NULL CHECK (outcome IN ('SUCCESS', 'WRONG_PASSWORD', 'LOCKED'))
);
CREATE INDEX member_login_member_idx ON member_login (member_id, id DESC);
CREATE INDEX member_login_at_idx ON member_login (at);

-- 3. The operator search: username prefix (LIKE 'abc%' needs the pattern operator class), the national number
--    without its dialing code, the registration address, and any address the member logged in from.
CREATE INDEX member_username_prefix_idx ON member (merchant_id, lower(username) text_pattern_ops);
CREATE INDEX member_mobile_search_idx ON member (merchant_id, mobile_num) WHERE mobile_num IS NOT NULL;
CREATE INDEX member_register_ip_idx ON member (merchant_id, register_ip) WHERE register_ip IS NOT NULL;
CREATE INDEX member_created_idx ON member (merchant_id, created_at DESC, id DESC);
CREATE INDEX member_known_ip_ip_idx ON member_known_ip (ip);

-- 4. The money lists filtered by member (deposits and withdrawals have member indexes since 0005).
CREATE INDEX balance_adjustment_member_idx ON balance_adjustment (member_id, id DESC);
