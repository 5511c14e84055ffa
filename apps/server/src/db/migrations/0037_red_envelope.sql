-- Red envelope (issue 18, docs/promotions.md "Red envelope"). A campaign's pool is split into packets when the
-- campaign is created (amounts drawn with node:crypto and stored); a claim takes one unclaimed packet with
-- FOR UPDATE SKIP LOCKED and pays it through the ledger in the same transaction.
CREATE TABLE red_envelope_campaign (
  id                 BIGSERIAL PRIMARY KEY,
  merchant_id        BIGINT NOT NULL REFERENCES merchant (id),
  name               TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  currency           TEXT NOT NULL,
  starts_at          TIMESTAMPTZ NOT NULL,
  ends_at            TIMESTAMPTZ NOT NULL,
  audience           TEXT NOT NULL CHECK (audience IN ('ALL', 'MIN_DEPOSIT')),
  min_deposit_minor  BIGINT NOT NULL DEFAULT 0 CHECK (min_deposit_minor >= 0),
  total_minor        BIGINT NOT NULL CHECK (total_minor > 0),
  packet_count       INTEGER NOT NULL CHECK (packet_count > 0),
  min_packet_minor   BIGINT NOT NULL CHECK (min_packet_minor > 0),
  max_packet_minor   BIGINT NOT NULL CHECK (max_packet_minor >= min_packet_minor),
  per_member_limit   INTEGER NOT NULL CHECK (per_member_limit > 0),
  per_day_limit      INTEGER NOT NULL CHECK (per_day_limit > 0),
  created_by         BIGINT REFERENCES operator (id),
  created_at         TIMESTAMPTZ NOT NULL DEFAULT now(),
  closed_at          TIMESTAMPTZ,
  closed_by          BIGINT REFERENCES operator (id),
  CHECK (ends_at > starts_at),
  CHECK (total_minor BETWEEN packet_count * min_packet_minor AND packet_count * max_packet_minor)
);
-- The member's live campaigns: open ones of the merchant by end.
CREATE INDEX red_envelope_campaign_open_idx ON red_envelope_campaign (merchant_id, ends_at)
  WHERE closed_at IS NULL;

-- One row per packet; a claim sets member_id, claimed_at, claim_day and the ledger transaction together.
CREATE TABLE red_envelope_packet (
  id                     BIGSERIAL PRIMARY KEY,
  campaign_id            BIGINT NOT NULL REFERENCES red_envelope_campaign (id),
  -- Hand-out order; the amounts were shuffled before they got their slots.
  slot                   INTEGER NOT NULL,
  amount_minor           BIGINT NOT NULL CHECK (amount_minor > 0),
  member_id              BIGINT REFERENCES member (id),
  claimed_at             TIMESTAMPTZ,
  -- The merchant's calendar day of the claim (its time zone): what the per-day limit counts.
  claim_day              DATE,
  claim_request_id       TEXT,
  ledger_transaction_id  BIGINT,
  UNIQUE (campaign_id, slot),
  CHECK ((member_id IS NULL) = (claimed_at IS NULL)),
  CHECK ((member_id IS NULL) = (claim_day IS NULL)),
  CHECK ((member_id IS NULL) = (ledger_transaction_id IS NULL))
);
CREATE INDEX red_envelope_packet_free_idx ON red_envelope_packet (campaign_id, slot) WHERE member_id IS NULL;
CREATE INDEX red_envelope_packet_member_idx ON red_envelope_packet (member_id, campaign_id, claim_day)
  WHERE member_id IS NOT NULL;
-- A retried opening (same requestId) answers its first packet instead of taking another.
CREATE UNIQUE INDEX red_envelope_packet_request_idx ON red_envelope_packet (campaign_id, member_id, claim_request_id)
  WHERE claim_request_id IS NOT NULL;

-- One row per member and campaign, locked by each claim: a member's concurrent claims queue on it, so the
-- limits are checked and the packet taken by one of them at a time. Other members never wait on it.
CREATE TABLE red_envelope_claimant (
  campaign_id  BIGINT NOT NULL REFERENCES red_envelope_campaign (id),
  member_id    BIGINT NOT NULL REFERENCES member (id),
  PRIMARY KEY (campaign_id, member_id)
);
