-- Members (players, agents, trial accounts), their sessions, login throttling and challenges, captchas,
-- one-time codes, the message outbox, affiliate codes and the merchants' keys for sealed request bodies.

CREATE TABLE member (
  id                  bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id         bigint NOT NULL REFERENCES merchant (id),
  -- The account name as typed at registration (a mobile registration uses the mobile number).
  username            text NOT NULL CHECK (char_length(username) BETWEEN 1 AND 255),
  -- 0 member, 1/2/41/42 agents, 4 trial (free play).
  account_type        smallint NOT NULL DEFAULT 0 CHECK (account_type IN (0, 1, 2, 4, 41, 42)),
  -- argon2id PHC string (19 MiB, 2 passes, 1 lane).
  password_hash       text NOT NULL,
  password_changed_at timestamptz NOT NULL DEFAULT now(),
  -- Set by whoever created the account with a password the member did not choose.
  must_change_password boolean NOT NULL DEFAULT false,
  payment_password_hash text,
  -- A temporary password e-mailed by "forgot password": it works beside the old one until it expires, and
  -- logging in with it forces a change, so nobody can lock a member out by asking for resets.
  reset_password_hash text,
  reset_password_expires_at timestamptz,
  nickname            text,
  -- The real name; also the bank account name withdrawals must match.
  payee_name          text,
  email               text,
  mobile_num          text,
  country_dialing_code text,
  qq_num              text,
  line                text,
  whatsapp            text,
  facebook            text,
  wechat              text,
  telegram            text,
  zalo                text,
  id_number           text,
  birthday            date,
  recommender_id      text,
  -- The agent this member registered under (the affiliate code's owner): the agent programme's tree.
  upline_id           bigint REFERENCES member (id),
  affiliate_code_used text,
  referral_code       text,
  register_domain     text,
  register_url        text,
  register_method     text NOT NULL DEFAULT 'WEB',
  register_ip         text,
  firebase_channel    text,
  language            text NOT NULL DEFAULT 'TW',
  avatar              text,
  avatar_type         text NOT NULL DEFAULT 'STATIC' CHECK (avatar_type IN ('CUSTOM', 'STATIC')),
  club_label          text,
  rank_level          integer NOT NULL DEFAULT 0,
  member_labels       text[] NOT NULL DEFAULT '{}',
  -- Trial accounts only: the demo balance they play with (never real money).
  demo_balance_minor  bigint CHECK (demo_balance_minor IS NULL OR demo_balance_minor >= 0),
  -- Base32 TOTP secret once bound ("Google code"); pending until the first code confirms it.
  totp_secret         text,
  totp_pending_secret text,
  last_totp_step      bigint,
  is_disabled         boolean NOT NULL DEFAULT false,
  created_at          timestamptz NOT NULL DEFAULT now(),
  -- The current login and the one before it (the security centre shows the previous one).
  last_login_at       timestamptz,
  last_login_ip       text,
  previous_login_at   timestamptz,
  previous_login_ip   text
);
CREATE UNIQUE INDEX member_username_idx ON member (merchant_id, lower(username));
-- One account per mobile number and per e-mail within a merchant (trial accounts have neither).
CREATE UNIQUE INDEX member_mobile_idx ON member (merchant_id, country_dialing_code, mobile_num) WHERE mobile_num IS NOT NULL;
CREATE UNIQUE INDEX member_email_idx ON member (merchant_id, lower(email)) WHERE email IS NOT NULL;
CREATE INDEX member_upline_idx ON member (upline_id);
CREATE INDEX member_trial_idx ON member (created_at) WHERE account_type = 4;

CREATE TABLE member_session (
  -- SHA-256 of the 256-bit token: a copy of this table lets nobody in.
  token_hash    bytea PRIMARY KEY CHECK (octet_length(token_hash) = 32),
  member_id     bigint NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  created_at    timestamptz NOT NULL DEFAULT now(),
  last_seen_at  timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL,
  login_type    text NOT NULL CHECK (login_type IN ('username', 'sms', 'register', 'freeplay', 'reset')),
  -- Granted with cpw: until the password is changed, the session reaches only member info, the password
  -- change, the language and logout (a reload cannot skip the forced change).
  is_password_change_required boolean NOT NULL DEFAULT false,
  ip            text,
  user_agent    text
);
CREATE INDEX member_session_member_idx ON member_session (member_id);
CREATE INDEX member_session_expires_idx ON member_session (expires_at);

-- IPs a member has logged in from; a login from any other asks for extra verification when the merchant wants it.
CREATE TABLE member_known_ip (
  member_id   bigint NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  ip          text NOT NULL,
  first_seen  timestamptz NOT NULL DEFAULT now(),
  last_seen   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, ip)
);

-- Failed member logins, shared by every process; recent ones bring the captcha and the throttle.
CREATE TABLE member_login_failure (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id  bigint NOT NULL REFERENCES merchant (id) ON DELETE CASCADE,
  username     text NOT NULL,
  ip           text NOT NULL,
  at           timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX member_login_failure_username_idx ON member_login_failure (merchant_id, username, at);
CREATE INDEX member_login_failure_ip_idx ON member_login_failure (ip, at);

-- Two-factor and unregistered-IP challenges of a login in progress (SMS and e-mail codes live in
-- verification_code with purpose LOGIN_CHALLENGE).
CREATE TABLE login_challenge (
  id           text PRIMARY KEY,
  member_id    bigint NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  ip           text NOT NULL,
  reason       text NOT NULL CHECK (reason IN ('TWO_FACTOR', 'NEW_IP')),
  method       text NOT NULL CHECK (method IN ('SMS', 'EMAIL', 'BANK_ACCOUNT_NAME', 'TOTP')),
  attempts     integer NOT NULL DEFAULT 0,
  expires_at   timestamptz NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_challenge_member_idx ON login_challenge (member_id);

CREATE TABLE captcha (
  id           text PRIMARY KEY,
  merchant_id  bigint NOT NULL REFERENCES merchant (id) ON DELETE CASCADE,
  -- SHA-256 of the lower-cased answer.
  answer_hash  bytea NOT NULL,
  expires_at   timestamptz NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX captcha_expires_idx ON captcha (expires_at);

-- One-time codes sent by SMS or e-mail.
CREATE TABLE verification_code (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id  bigint NOT NULL REFERENCES merchant (id) ON DELETE CASCADE,
  channel      text NOT NULL CHECK (channel IN ('SMS', 'EMAIL')),
  -- E.164-style "+84912345678" for SMS, the lower-cased address for e-mail.
  destination  text NOT NULL,
  purpose      text NOT NULL CHECK (purpose IN ('NO_LOGIN', 'REGISTER', 'BIND', 'LOGIN_CHALLENGE')),
  code_hash    bytea NOT NULL,
  attempts     integer NOT NULL DEFAULT 0,
  ip           text,
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  used_at      timestamptz
);
CREATE INDEX verification_code_destination_idx ON verification_code (merchant_id, destination, purpose, created_at DESC);
CREATE INDEX verification_code_merchant_day_idx ON verification_code (merchant_id, channel, created_at);
CREATE INDEX verification_code_ip_idx ON verification_code (ip, created_at);

-- Every SMS and e-mail the platform sends, with what became of it. The outbox provider stops here; the
-- HTTP provider records the endpoint's answer.
CREATE TABLE message_outbox (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id  bigint NOT NULL REFERENCES merchant (id) ON DELETE CASCADE,
  channel      text NOT NULL CHECK (channel IN ('SMS', 'EMAIL')),
  destination  text NOT NULL,
  subject      text,
  body         text NOT NULL,
  provider     text NOT NULL,
  status       text NOT NULL CHECK (status IN ('STORED', 'SENT', 'FAILED')),
  error        text,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX message_outbox_merchant_idx ON message_outbox (merchant_id, created_at DESC, id DESC);
CREATE INDEX message_outbox_destination_idx ON message_outbox (destination, created_at DESC);

-- Affiliate (invitation) codes: registering with one puts the new member under the code's owner.
CREATE TABLE affiliate_code (
  code         text NOT NULL,
  merchant_id  bigint NOT NULL REFERENCES merchant (id) ON DELETE CASCADE,
  member_id    bigint NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  -- When set, the code is valid only on this domain.
  domain       text,
  is_active    boolean NOT NULL DEFAULT true,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, code)
);
CREATE INDEX affiliate_code_member_idx ON affiliate_code (member_id);

-- RSA key pairs for sealed request bodies. The newest unretired key is published; retired keys still open
-- bodies until their grace ends, so a rotation logs nobody out and breaks no open form.
CREATE TABLE merchant_payload_key (
  kid          text PRIMARY KEY,
  merchant_id  bigint NOT NULL REFERENCES merchant (id) ON DELETE CASCADE,
  public_key   text NOT NULL,
  private_key  text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  retired_at   timestamptz
);
CREATE INDEX merchant_payload_key_merchant_idx ON merchant_payload_key (merchant_id, created_at DESC);

-- Sealed bodies already opened (SHA-256 of the wrapped key), kept while their timestamp is fresh: a replayed
-- body is refused.
CREATE TABLE sealed_payload_seen (
  digest      bytea PRIMARY KEY,
  expires_at  timestamptz NOT NULL
);
CREATE INDEX sealed_payload_seen_expires_idx ON sealed_payload_seen (expires_at);

-- Wrong answers to re-authentication inside a session (the login password when setting the payment password or
-- binding an e-mail, the payment password before money moves, TOTP codes in the security centre). Five of a
-- kind in 15 minutes lock that check for the member, so a stolen session cannot guess its way further.
CREATE TABLE member_reauth_failure (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id   bigint NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  kind        text NOT NULL CHECK (kind IN ('LOGIN_PASSWORD', 'PAYMENT_PASSWORD', 'TOTP')),
  at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX member_reauth_failure_member_idx ON member_reauth_failure (member_id, kind, at);
