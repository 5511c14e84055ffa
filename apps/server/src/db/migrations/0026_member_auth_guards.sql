-- Member authentication hardening (docs/security.md, "Member authentication hardening").
--
-- 1. The second factor's failures, per member and across login challenges and every other path that checks
--    the bound TOTP (SMS login, reset by phone, payment password). A check first takes a slot here in one
--    statement (INSERT … ON CONFLICT DO UPDATE … RETURNING), so parallel answers cannot all pass the count;
--    a right code gives the slot back and clears the count. Past the limit the factor is locked until
--    locked_until (the member is told by a platform message).
CREATE TABLE member_totp_guard (
  member_id    bigint PRIMARY KEY REFERENCES member (id) ON DELETE CASCADE,
  failures     integer NOT NULL DEFAULT 0 CHECK (failures >= 0),
  locked_until timestamptz,
  updated_at   timestamptz NOT NULL DEFAULT now()
);

-- 2. Fixed-window counters for per-address limits that must hold across processes and parallel requests
--    (free play, registration): one increment-then-check statement per request, before any costly work.
--    Rows past their window are removed by the hourly member-auth cleanup.
CREATE TABLE rate_quota (
  scope        text NOT NULL,
  key          text NOT NULL,
  window_start timestamptz NOT NULL,
  window_end   timestamptz NOT NULL,
  hits         integer NOT NULL DEFAULT 0,
  PRIMARY KEY (scope, key, window_start)
);
CREATE INDEX rate_quota_window_end_idx ON rate_quota (window_end);
