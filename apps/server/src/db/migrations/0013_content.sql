-- Content managed per merchant and language (issue 6): notices, banners, help centre and dated posts.
-- All HTML is sanitised by the application before it is stored (platform/sanitize-html.ts).

-- Notices by announcement type (PL player, PU popup, PR promotion, H highlighted); banners have their own table.
CREATE TABLE notice (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id  bigint NOT NULL REFERENCES merchant (id) ON DELETE CASCADE,
  type         text NOT NULL CHECK (type IN ('PL', 'PU', 'PR', 'H')),
  language     text NOT NULL,
  title        text NOT NULL,
  html         text NOT NULL,
  starts_at    timestamptz NOT NULL,
  -- NULL: no end.
  ends_at      timestamptz CHECK (ends_at IS NULL OR ends_at > starts_at),
  sort_order   integer NOT NULL DEFAULT 0,
  -- Shown once to each member after login, whatever its type.
  is_popup     boolean NOT NULL DEFAULT false,
  image_url    text,
  link_url     text,
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notice_merchant_language_idx ON notice (merchant_id, language, starts_at);

CREATE TABLE banner (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id  bigint NOT NULL REFERENCES merchant (id) ON DELETE CASCADE,
  language     text NOT NULL,
  title        text NOT NULL DEFAULT '',
  image_url    text NOT NULL,
  link_url     text,
  starts_at    timestamptz NOT NULL,
  ends_at      timestamptz CHECK (ends_at IS NULL OR ends_at > starts_at),
  sort_order   integer NOT NULL DEFAULT 0,
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX banner_merchant_language_idx ON banner (merchant_id, language, starts_at);

-- "Popup after login, once per notice per member": the popups a member has closed.
CREATE TABLE notice_popup_seen (
  member_id    bigint NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  notice_id    bigint NOT NULL REFERENCES notice (id) ON DELETE CASCADE,
  seen_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, notice_id)
);
CREATE INDEX notice_popup_seen_notice_idx ON notice_popup_seen (notice_id);

CREATE TABLE help_category (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id  bigint NOT NULL REFERENCES merchant (id) ON DELETE CASCADE,
  language     text NOT NULL,
  title        text NOT NULL,
  sort_order   integer NOT NULL DEFAULT 0,
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX help_category_merchant_language_idx ON help_category (merchant_id, language);

-- An article belongs to one category and so to its merchant and language.
CREATE TABLE help_article (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  category_id  bigint NOT NULL REFERENCES help_category (id) ON DELETE CASCADE,
  title        text NOT NULL,
  html         text NOT NULL,
  sort_order   integer NOT NULL DEFAULT 0,
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX help_article_category_idx ON help_article (category_id);

-- News, blog and installation guide: dated posts, newest first.
CREATE TABLE content_post (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id   bigint NOT NULL REFERENCES merchant (id) ON DELETE CASCADE,
  kind          text NOT NULL CHECK (kind IN ('news', 'blog', 'guide')),
  language      text NOT NULL,
  title         text NOT NULL,
  html          text NOT NULL,
  published_at  timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX content_post_merchant_kind_idx ON content_post (merchant_id, kind, language, published_at DESC);
