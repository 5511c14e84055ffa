-- Promotions catalogue with claims (issue 18, docs/promotions.md "Promotions catalogue"). A promotion belongs to
-- one merchant, has content per language, a schedule, an audience and kind-specific rules (validated by the
-- contracts' zod schema before they are stored). A claim is one member's state in one promotion for one period
-- (the whole promotion, a merchant-zone day, or a bet-volume period and tier): the partial unique index is what
-- stops a member claiming twice, whatever the concurrency.
CREATE TABLE promotion_category (
  id bigserial PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchant (id),
  code text NOT NULL,
  -- { "TW": "…", "EN": "…" }: a language missing falls back to EN, then to the code.
  names jsonb NOT NULL DEFAULT '{}',
  sort_order integer NOT NULL DEFAULT 0,
  UNIQUE (merchant_id, code)
);

CREATE TABLE promotion (
  id bigserial PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchant (id),
  -- Stable per merchant: banners and notices link to /promoDetail?code=<code>.
  code text NOT NULL,
  category_id bigint REFERENCES promotion_category (id),
  kind text NOT NULL CHECK (kind IN ('FIRST_DEPOSIT', 'RELOAD', 'APPLICATION', 'DAILY_SIGN_IN', 'BET_VOLUME')),
  status text NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT', 'PUBLISHED', 'ARCHIVED')),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz,
  audience jsonb NOT NULL DEFAULT '{"type":"ALL"}',
  rules jsonb NOT NULL,
  -- The wagering terms every claim copies (the bonus part's grantBonus takes them over after the merge).
  wager_multiple integer NOT NULL DEFAULT 1 CHECK (wager_multiple BETWEEN 0 AND 100),
  wager_base text NOT NULL DEFAULT 'BONUS' CHECK (wager_base IN ('BONUS', 'BONUS_PLUS_DEPOSIT')),
  image_url text,
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, code),
  CHECK (ends_at IS NULL OR ends_at > starts_at)
);
CREATE INDEX promotion_listing_idx ON promotion (merchant_id, status, sort_order);

CREATE TABLE promotion_content (
  promotion_id bigint NOT NULL REFERENCES promotion (id) ON DELETE CASCADE,
  language text NOT NULL,
  title text NOT NULL,
  summary text NOT NULL DEFAULT '',
  -- Sanitised on save (platform/sanitize-html.ts): what is stored is what the site renders.
  html text NOT NULL DEFAULT '',
  terms_html text NOT NULL DEFAULT '',
  PRIMARY KEY (promotion_id, language)
);

CREATE TABLE promotion_claim (
  id bigserial PRIMARY KEY,
  merchant_id bigint NOT NULL REFERENCES merchant (id),
  promotion_id bigint NOT NULL REFERENCES promotion (id),
  member_id bigint NOT NULL REFERENCES member (id),
  -- 'ONCE', a merchant-zone day 'YYYY-MM-DD', or '<period start>#<tier>' for bet volume.
  period_key text NOT NULL,
  -- The activity statuses a claim can be in (modules/promotions/catalogue/activity-status.ts); CANCELLED frees
  -- the period again (a deposit chosen with the promotion that expired or failed).
  status text NOT NULL CHECK (status IN ('JOINED', 'CLAIMED', 'APPLYING', 'ISSUED', 'REJECTED', 'SIGNED', 'CANCELLED')),
  deposit_id bigint REFERENCES deposit (id),
  deposit_minor bigint CHECK (deposit_minor IS NULL OR deposit_minor > 0),
  bonus_minor bigint NOT NULL DEFAULT 0 CHECK (bonus_minor >= 0),
  wager_multiple integer,
  wager_base text CHECK (wager_base IS NULL OR wager_base IN ('BONUS', 'BONUS_PLUS_DEPOSIT')),
  turnover_target_minor bigint,
  streak_day integer,
  remark text CHECK (remark IS NULL OR char_length(remark) <= 140),
  reject_reason text,
  reviewed_by bigint REFERENCES operator (id),
  reviewed_at timestamptz,
  ledger_transaction_id bigint,
  issued_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX promotion_claim_once_idx ON promotion_claim (promotion_id, member_id, period_key)
  WHERE status <> 'CANCELLED';
-- One promotion per deposit.
CREATE UNIQUE INDEX promotion_claim_deposit_idx ON promotion_claim (deposit_id)
  WHERE deposit_id IS NOT NULL AND status <> 'CANCELLED';
CREATE INDEX promotion_claim_member_idx ON promotion_claim (member_id, promotion_id);
CREATE INDEX promotion_claim_review_idx ON promotion_claim (merchant_id, created_at) WHERE status = 'APPLYING';

CREATE TABLE promotion_claim_image (
  claim_id bigint NOT NULL REFERENCES promotion_claim (id),
  position smallint NOT NULL CHECK (position BETWEEN 1 AND 3),
  file_id bigint NOT NULL REFERENCES stored_file (id),
  PRIMARY KEY (claim_id, position)
);
