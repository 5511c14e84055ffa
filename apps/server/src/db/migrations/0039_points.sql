-- Points and the points mall (issue 19, docs/loyalty.md "Points"). Points are kept in hundredths
-- (centi-points, BIGINT) so the spec's category values (live 0.70, slots 1.20 …) give exact integers. A
-- member's points are the sum of their point_entry rows; point_account holds that sum, updated in the same
-- transaction as every entry, with balance ≥ 0. Points never expire.

-- The merchant's points programme. No row: the merchant earns no points. earned_to is the job's cursor:
-- every settled round with settled_at before it has been credited (rounds are read from earn_from on).
CREATE TABLE point_setting (
  merchant_id           BIGINT PRIMARY KEY REFERENCES merchant (id),
  -- Valid bet (minor units) that earns 1.00 point at category value 1.00.
  base_minor            BIGINT NOT NULL CHECK (base_minor > 0),
  -- Value of the lottery categories (LOTT, ELOTT) in hundredths; the other categories are spec section 9's.
  lottery_value_centi   INTEGER NOT NULL DEFAULT 0 CHECK (lottery_value_centi BETWEEN 0 AND 1000),
  -- Conversion: this many points make 1.00 of the merchant's currency (100 minor units).
  ratio_points          INTEGER NOT NULL CHECK (ratio_points > 0),
  -- The least points one conversion takes.
  min_convert_points    INTEGER NOT NULL DEFAULT 0 CHECK (min_convert_points >= 0),
  -- Rules text per language code ({"TW": "...", "EN": "..."}), shown on the rules tab.
  rules                 JSONB NOT NULL DEFAULT '{}',
  earn_from             TIMESTAMPTZ NOT NULL DEFAULT now(),
  earned_to             TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at            TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE point_account (
  member_id      BIGINT PRIMARY KEY REFERENCES member (id),
  merchant_id    BIGINT NOT NULL REFERENCES merchant (id),
  balance_centi  BIGINT NOT NULL DEFAULT 0 CHECK (balance_centi >= 0),
  -- The member's own refresh cursor (reads of the points page credit the member's newest rounds).
  earned_to      TIMESTAMPTZ NOT NULL DEFAULT 'epoch',
  updated_at     TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- The points ledger: append-only, one row per change, unique per source so nothing applies twice.
-- ROUND: a settled bet_round (source_ref its id); REDEEM: a goods exchange; REFUND: a rejected exchange;
-- CONVERT: a conversion to balance (source_ref the member's request id).
CREATE TABLE point_entry (
  id                   BIGSERIAL PRIMARY KEY,
  merchant_id          BIGINT NOT NULL REFERENCES merchant (id),
  member_id            BIGINT NOT NULL REFERENCES member (id),
  source               TEXT NOT NULL CHECK (source IN ('ROUND', 'REDEEM', 'REFUND', 'CONVERT')),
  source_ref           TEXT NOT NULL,
  change_centi         BIGINT NOT NULL CHECK (change_centi <> 0),
  balance_after_centi  BIGINT NOT NULL CHECK (balance_after_centi >= 0),
  game_category        TEXT,
  valid_bet_minor      BIGINT,
  remark               TEXT,
  created_at           TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, source, source_ref)
);
CREATE INDEX point_entry_member_idx ON point_entry (member_id, id DESC);

CREATE TABLE point_goods (
  id                BIGSERIAL PRIMARY KEY,
  merchant_id       BIGINT NOT NULL REFERENCES merchant (id),
  name              TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  description       TEXT NOT NULL DEFAULT '' CHECK (length(description) <= 500),
  image_url         TEXT,
  goods_type        TEXT NOT NULL CHECK (goods_type IN ('VIRTUAL', 'PHYSICAL')),
  -- Price in whole points.
  price_points      INTEGER NOT NULL CHECK (price_points > 0),
  -- VIRTUAL: the cash credited to the main wallet per unit (minor units); PHYSICAL: 0.
  bonus_minor       BIGINT NOT NULL DEFAULT 0 CHECK (bonus_minor >= 0),
  -- NULL: unlimited.
  stock             INTEGER CHECK (stock >= 0),
  per_member_limit  INTEGER CHECK (per_member_limit > 0),
  starts_at         TIMESTAMPTZ,
  ends_at           TIMESTAMPTZ,
  is_enabled        BOOLEAN NOT NULL DEFAULT true,
  sort_order        INTEGER NOT NULL DEFAULT 0,
  created_at        TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at        TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK ((goods_type = 'VIRTUAL') = (bonus_minor > 0)),
  CHECK (ends_at IS NULL OR starts_at IS NULL OR ends_at > starts_at)
);
CREATE INDEX point_goods_merchant_idx ON point_goods (merchant_id, sort_order, id);

-- An exchange of points for goods. VIRTUAL: APPROVED at once with its ledger posting. PHYSICAL: APPLYING
-- until an operator approves (ships) or rejects it (points refunded once, stock restored).
CREATE TABLE point_exchange (
  id                     BIGSERIAL PRIMARY KEY,
  merchant_id            BIGINT NOT NULL REFERENCES merchant (id),
  member_id              BIGINT NOT NULL REFERENCES member (id),
  goods_id               BIGINT NOT NULL REFERENCES point_goods (id),
  request_id             TEXT NOT NULL,
  goods_name             TEXT NOT NULL,
  goods_type             TEXT NOT NULL CHECK (goods_type IN ('VIRTUAL', 'PHYSICAL')),
  quantity               INTEGER NOT NULL CHECK (quantity > 0),
  points_centi           BIGINT NOT NULL CHECK (points_centi > 0),
  bonus_minor            BIGINT NOT NULL DEFAULT 0,
  status                 TEXT NOT NULL CHECK (status IN ('APPLYING', 'APPROVED', 'REJECTED')),
  shipping_address       JSONB,
  remark                 TEXT,
  ledger_transaction_id  BIGINT,
  decided_by             BIGINT REFERENCES operator (id),
  decided_at             TIMESTAMPTZ,
  created_at             TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (member_id, request_id),
  CHECK ((goods_type = 'PHYSICAL') = (shipping_address IS NOT NULL))
);
CREATE INDEX point_exchange_member_idx ON point_exchange (member_id, id DESC);
CREATE INDEX point_exchange_merchant_idx ON point_exchange (merchant_id, status, id DESC);
CREATE INDEX point_exchange_goods_idx ON point_exchange (goods_id, member_id);

-- A conversion of points to the main wallet, once per request id.
CREATE TABLE point_conversion (
  id                     BIGSERIAL PRIMARY KEY,
  merchant_id            BIGINT NOT NULL REFERENCES merchant (id),
  member_id              BIGINT NOT NULL REFERENCES member (id),
  request_id             TEXT NOT NULL,
  points_centi           BIGINT NOT NULL CHECK (points_centi > 0),
  amount_minor           BIGINT NOT NULL CHECK (amount_minor > 0),
  ratio_points           INTEGER NOT NULL,
  ledger_transaction_id  BIGINT NOT NULL,
  created_at             TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (member_id, request_id)
);
