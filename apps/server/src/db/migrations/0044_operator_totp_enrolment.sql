-- Operators enrol their own TOTP at first sign-in (issue 20; docs/operators.md "Sign-in and enrolment"): an owner
-- creates an operator in the console with a password only; the operator proves the password, gets a secret for
-- its authenticator and confirms it with a code. The command line still creates operators already enrolled.

-- NULL until the operator has enrolled (and again after an owner's TOTP reset).
ALTER TABLE operator ALTER COLUMN totp_secret DROP NOT NULL;
-- When the operator confirmed its TOTP; NULL: it must enrol before it can sign in. The default keeps rows written
-- straight with a secret (the end-to-end fixtures insert operators so) enrolled as before; the server writes
-- NULL itself for an operator that is to enrol. Existing operators are enrolled: since their creation, except a
-- row whose secret is still plain (a database coming from before 0027, sealed by the first start after the
-- migrations), which an UPDATE here would fail on its sealed check: it keeps this migration's time.
ALTER TABLE operator ADD COLUMN totp_enrolled_at timestamptz DEFAULT now();
UPDATE operator SET totp_enrolled_at = created_at WHERE totp_secret LIKE 'sealed1:%';
ALTER TABLE operator ADD CONSTRAINT operator_totp_enrolled_has_secret
  CHECK ((totp_enrolled_at IS NULL) = (totp_secret IS NULL));

-- An enrolment under way: at most one per operator, a new start replaces it. Deleted when it finishes; the
-- hourly operator-auth cleanup removes expired ones.
CREATE TABLE operator_totp_enrolment (
  operator_id  bigint PRIMARY KEY REFERENCES operator (id) ON DELETE CASCADE,
  -- SHA-256 of the 256-bit ticket answered once: a copy of this table does not finish anyone's enrolment.
  ticket_hash  bytea NOT NULL UNIQUE CHECK (octet_length(ticket_hash) = 32),
  -- The secret shown to the operator, sealed like operator.totp_secret (platform/secrets, 'operator-totp').
  secret       text NOT NULL CHECK (secret LIKE 'sealed1:%'),
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL
);
CREATE INDEX operator_totp_enrolment_expires_idx ON operator_totp_enrolment (expires_at);
