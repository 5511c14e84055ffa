-- Merchants (brands), the hosts that reach them, their legal pages and the vendor list the header is built from.

CREATE TABLE merchant (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code         text NOT NULL UNIQUE CHECK (code ~ '^[a-z0-9][a-z0-9-]{1,31}$'),
  -- Brand configuration of spec section 3 (validated by ZMerchantBrand on write and read).
  brand        jsonb NOT NULL,
  -- Modules, register rules, resources, customer service, analytics and CDNs (ZMerchantSettings).
  settings     jsonb NOT NULL,
  maintenance  boolean NOT NULL DEFAULT false,
  -- ISO 3166 alpha-2 codes refused with status 2 (region restriction).
  blocked_countries text[] NOT NULL DEFAULT '{}',
  -- The access guard: guests reach only the login, register, help and download pages.
  login_required boolean NOT NULL DEFAULT false,
  is_active    boolean NOT NULL DEFAULT true,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE merchant_domain (
  domain       text PRIMARY KEY CHECK (domain = lower(domain) AND domain <> ''),
  merchant_id  bigint NOT NULL REFERENCES merchant (id) ON DELETE CASCADE,
  -- Offered to the site in /wps/system/domainRoute as an alternative address.
  is_route     boolean NOT NULL DEFAULT true,
  sort_order   integer NOT NULL DEFAULT 0
);
CREATE INDEX merchant_domain_merchant_idx ON merchant_domain (merchant_id, sort_order);

CREATE TABLE legal_page (
  merchant_id  bigint NOT NULL REFERENCES merchant (id) ON DELETE CASCADE,
  slug         text NOT NULL CHECK (slug IN ('about', 'contact', 'terms', 'responsible-gaming', 'privacy', 'affiliates', 'refund')),
  language     text NOT NULL,
  title        text NOT NULL,
  html         text NOT NULL,
  updated_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, slug, language)
);

CREATE TABLE game_vendor (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id   bigint NOT NULL REFERENCES merchant (id) ON DELETE CASCADE,
  vassalage     text NOT NULL,
  display_name  text NOT NULL,
  game_category text NOT NULL CHECK (game_category IN ('RNG', 'LIVE', 'SPORTS', 'FISH', 'PVP', 'ESPORTS', 'LOTT', 'ELOTT')),
  is_hot        boolean NOT NULL DEFAULT false,
  is_enabled    boolean NOT NULL DEFAULT true,
  sort_order    integer NOT NULL DEFAULT 0,
  UNIQUE (merchant_id, vassalage, game_category)
);
