-- Spending limits (issue 21; docs/player-protection.md, "Limits", says what counts). A member's deposit, loss
-- and wager limits per rolling 24 h, 7 days and 30 days: the amount in force and a waiting change (an increase
-- or a removal waits PROTECTION_LIMIT_INCREASE_DELAY_HOURS). A waiting change is in force once its time has
-- come, by time alone: every reader goes through protection_limit_amount, no job has to fold it. Usage is read
-- from what the money paths already write (bet_round, vendor_transfer, deposit), so no hot path writes a
-- counter. vendor_bet raises KP403 (limit reached, DETAIL = the refusal as JSON: kind, period, limit, remaining).

CREATE TABLE protection_limit (
  merchant_id          bigint NOT NULL REFERENCES merchant (id) ON DELETE CASCADE,
  member_id            bigint NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  kind                 text NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager')),
  period               text NOT NULL CHECK (period IN ('day', 'week', 'month')),
  -- In force until pending_effective_at (null: no limit).
  amount_minor         bigint CHECK (amount_minor > 0),
  -- The waiting change: in force from pending_effective_at (pending_amount_minor null then: removal).
  pending_amount_minor bigint CHECK (pending_amount_minor > 0),
  pending_effective_at timestamptz,
  updated_at           timestamptz NOT NULL DEFAULT now(),
  -- The key serves the money paths' lookup by member (usually no row at all).
  PRIMARY KEY (member_id, kind, period),
  CONSTRAINT protection_limit_pending CHECK (pending_amount_minor IS NULL OR pending_effective_at IS NOT NULL)
);
CREATE INDEX protection_limit_merchant ON protection_limit (merchant_id, updated_at DESC);

-- Every change the member (or an operator) asked for, for the operator: who, when, from what to what, and
-- when it takes effect (at once for a first limit or a decrease, after the delay otherwise).
CREATE TABLE protection_limit_change (
  id                 bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id        bigint NOT NULL REFERENCES merchant (id) ON DELETE CASCADE,
  member_id          bigint NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  kind               text NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager')),
  period             text NOT NULL CHECK (period IN ('day', 'week', 'month')),
  old_amount_minor   bigint,
  new_amount_minor   bigint,
  effective_at       timestamptz NOT NULL,
  -- 'member', or 'operator:<id>'.
  changed_by         text NOT NULL,
  created_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX protection_limit_change_member ON protection_limit_change (member_id, created_at DESC);

-- The first-deposit prompt has been answered: a limit set ('set') or the prompt declined ('declined').
CREATE TABLE protection_limit_prompt (
  member_id   bigint PRIMARY KEY REFERENCES member (id) ON DELETE CASCADE,
  merchant_id bigint NOT NULL REFERENCES merchant (id) ON DELETE CASCADE,
  answer      text NOT NULL CHECK (answer IN ('set', 'declined')),
  answered_at timestamptz NOT NULL DEFAULT now()
);

-- The window of a limit with a transfer-mode member: transfers by member and time (not the seamless hot path).
CREATE INDEX vendor_transfer_member_time ON vendor_transfer (member_id, created_at);

-- The amount in force at p_at: the waiting change once its time has come, else the stored amount.
CREATE FUNCTION protection_limit_amount(
  p_amount bigint,
  p_pending_amount bigint,
  p_pending_at timestamptz,
  p_at timestamptz
) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p_pending_at IS NOT NULL AND p_pending_at <= p_at THEN p_pending_amount ELSE p_amount END
$$;

-- What each rolling window ending at p_at has counted (docs/player-protection.md, "Limits"): deposits
-- credited or still waiting; stakes (vendor rounds net of rollbacks, lottery bets net of cancels and tie
-- refunds, transfers out to transfer-mode vendors not reversed); loss = stakes − payouts (wins, prizes,
-- refunds, transfers back), never below 0.
-- A vendor round counts at its first bet (bet_round.bet_at, indexed by member and time).
CREATE FUNCTION protection_limit_usage(p_member_id bigint, p_at timestamptz)
RETURNS TABLE (period text, deposit_minor bigint, wager_minor bigint, loss_minor bigint)
LANGUAGE sql STABLE AS $$
  WITH periods (period, since) AS (
    VALUES ('day', p_at - interval '24 hours'), ('week', p_at - interval '7 days'),
      ('month', p_at - interval '30 days')
  ), rounds AS (
    SELECT r.bet_at AS at,
      CASE WHEN r.vassalage = 'LOTTERY' THEN r.valid_bet_minor ELSE r.stake_minor END AS wager,
      r.stake_minor - r.payout_minor AS net
    FROM bet_round r WHERE r.member_id = p_member_id AND r.bet_at >= p_at - interval '30 days'
  ), transfers AS (
    SELECT t.created_at AS at,
      CASE WHEN t.direction = 'DEPOSIT' AND t.status <> 'REVERSED' THEN t.amount_minor ELSE 0 END AS sent,
      CASE WHEN t.direction = 'WITHDRAW' AND t.status = 'COMPLETED' THEN t.amount_minor ELSE 0 END AS back
    FROM vendor_transfer t WHERE t.member_id = p_member_id AND t.created_at >= p_at - interval '30 days'
  ), deposits AS (
    SELECT d.created_at AS at, d.amount_minor FROM deposit d
    WHERE d.member_id = p_member_id AND d.created_at >= p_at - interval '30 days'
      AND (d.status IN ('CREDITED', 'PENDING_REVIEW') OR (d.status = 'CREATED' AND d.expires_at > p_at))
  )
  SELECT p.period,
    (SELECT coalesce(sum(d.amount_minor), 0) FROM deposits d WHERE d.at >= p.since)::bigint,
    ((SELECT coalesce(sum(r.wager), 0) FROM rounds r WHERE r.at >= p.since)
      + (SELECT coalesce(sum(t.sent), 0) FROM transfers t WHERE t.at >= p.since))::bigint,
    greatest((SELECT coalesce(sum(r.net), 0) FROM rounds r WHERE r.at >= p.since)
      + (SELECT coalesce(sum(t.sent - t.back), 0) FROM transfers t WHERE t.at >= p.since), 0)::bigint
  FROM periods p
$$;

-- Whether p_amount more (a deposit, or a stake: p_scope 'deposit' or 'stake') fits every limit in force of the
-- scope's kinds: null when it does, else the refusal { kind, period, limit, remaining } of the limit with the
-- lowest remaining (remaining: what may still be staked or deposited now). A stake must fit the wager limits
-- and the loss limits (it could be lost). Without such a limit this is one lookup of the member's rows and
-- nothing else. With one, the member's stakes (or deposits) take turns on a transaction-scoped advisory lock,
-- taken before the posting locks any account (docs/ledger.md's order), so two cannot both fit under one limit.
CREATE FUNCTION protection_limit_refusal(p_member_id bigint, p_scope text, p_amount bigint)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_kinds text[] := CASE WHEN p_scope = 'deposit' THEN ARRAY['deposit'] ELSE ARRAY['wager', 'loss'] END;
  v_refusal jsonb;
BEGIN
  PERFORM 1 FROM protection_limit l
  WHERE l.member_id = p_member_id AND l.kind = ANY (v_kinds)
    AND protection_limit_amount(l.amount_minor, l.pending_amount_minor, l.pending_effective_at, now()) IS NOT NULL;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  -- The deposit key is the one create-deposit already serialises a member's deposits on.
  PERFORM pg_advisory_xact_lock(hashtextextended(
    CASE WHEN p_scope = 'deposit' THEN 'deposit:' ELSE 'stake:' END || p_member_id, 0));
  SELECT jsonb_build_object('kind', c.kind, 'period', c.period, 'limit', c.amount, 'remaining', c.remaining)
  INTO v_refusal
  FROM (
    SELECT l.kind, l.period, a.amount,
      greatest(a.amount - CASE l.kind WHEN 'deposit' THEN u.deposit_minor WHEN 'wager' THEN u.wager_minor
        ELSE u.loss_minor END, 0) AS remaining
    FROM protection_limit l
    CROSS JOIN LATERAL (SELECT protection_limit_amount(l.amount_minor, l.pending_amount_minor,
      l.pending_effective_at, now()) AS amount) a
    JOIN protection_limit_usage(p_member_id, now()) u ON u.period = l.period
    WHERE l.member_id = p_member_id AND l.kind = ANY (v_kinds) AND a.amount IS NOT NULL
  ) c
  ORDER BY c.remaining, array_position(ARRAY['day', 'week', 'month'], c.period), c.kind
  LIMIT 1;
  IF (v_refusal ->> 'remaining')::bigint >= p_amount THEN
    RETURN NULL;
  END IF;
  RETURN v_refusal;
END
$$;

-- The seamless bet (0009) with the limit check before the posting; otherwise unchanged.
CREATE OR REPLACE FUNCTION vendor_bet(
  p_merchant_id bigint,
  p_vassalage text,
  p_member_id bigint,
  p_currency text,
  p_house_ids bigint[],
  p_session_hash bytea,
  p_transaction_id text,
  p_round_id text,
  p_game_code text,
  p_amount bigint
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_prior vendor_transaction%ROWTYPE;
  v_session_game text;
  v_status text;
  v_category text;
  v_tx bigint;
  v_is_replay boolean;
  v_available bigint;
  v_answer jsonb;
  v_refusal jsonb;
BEGIN
  -- A repeat answers first, even after the session ended: the vendor is retrying a call it sent in time.
  SELECT * INTO v_prior FROM vendor_transaction
  WHERE merchant_id = p_merchant_id AND vassalage = p_vassalage AND transaction_id = p_transaction_id;
  IF FOUND THEN
    RETURN vendor_repeat_answer(v_prior, 'BET', p_member_id, p_round_id, p_amount);
  END IF;

  SELECT s.game_code INTO v_session_game FROM game_session s
  WHERE s.token_hash = p_session_hash AND s.merchant_id = p_merchant_id AND s.vassalage = p_vassalage
    AND s.member_id = p_member_id AND s.ended_at IS NULL AND s.expires_at > now();
  IF NOT FOUND THEN
    RAISE EXCEPTION 'vendor wallet: no live game session' USING ERRCODE = 'KV401';
  END IF;

  SELECT r.status INTO v_status FROM bet_round r
  WHERE r.merchant_id = p_merchant_id AND r.vassalage = p_vassalage AND r.round_id = p_round_id
    AND r.member_id = p_member_id;
  IF v_status = 'SETTLED' THEN
    RAISE EXCEPTION 'vendor wallet: round % is settled', p_round_id USING ERRCODE = 'KV409';
  END IF;

  -- Spending limits (0047): one indexed lookup for a member without a wager or loss limit; with one, the
  -- member's stakes take turns and a stake past the limit raises KP403 before anything is written.
  v_refusal := protection_limit_refusal(p_member_id, 'stake', p_amount);
  IF v_refusal IS NOT NULL THEN
    -- The same bet sent twice at once: the copy that waited for the member's turn answers the first's result.
    SELECT * INTO v_prior FROM vendor_transaction
    WHERE merchant_id = p_merchant_id AND vassalage = p_vassalage AND transaction_id = p_transaction_id;
    IF FOUND THEN
      RETURN vendor_repeat_answer(v_prior, 'BET', p_member_id, p_round_id, p_amount);
    END IF;
    RAISE EXCEPTION 'protection: limit reached' USING ERRCODE = 'KP403', DETAIL = v_refusal::text;
  END IF;

  SELECT p.transaction_id, p.is_replay, p.available_after_minor INTO v_tx, v_is_replay, v_available
  FROM ledger_post_against_house(p_merchant_id, p_member_id, p_currency, p_house_ids, -p_amount,
    'vendor:' || p_vassalage || ':' || p_transaction_id,
    vendor_request_hash('BET', p_member_id, p_round_id, p_amount), 'BET',
    p_vassalage || ':' || p_transaction_id, 'round ' || p_round_id) p
  WHERE p.amount_minor < 0;
  IF v_tx IS NULL THEN
    RAISE EXCEPTION 'vendor wallet: member % cannot play', p_member_id USING ERRCODE = 'KV403';
  END IF;
  IF v_is_replay THEN
    -- The same bet, sent twice at once: the other one committed first.
    SELECT * INTO v_prior FROM vendor_transaction
    WHERE merchant_id = p_merchant_id AND vassalage = p_vassalage AND transaction_id = p_transaction_id;
    IF FOUND THEN
      RETURN vendor_repeat_answer(v_prior, 'BET', p_member_id, p_round_id, p_amount);
    END IF;
    -- A bet posted before vendor transactions were recorded (issue 4).
    RETURN jsonb_build_object('balance', vendor_available(p_merchant_id, p_member_id, p_currency),
      'currency', p_currency, 'transactionId', v_tx::text, 'isDuplicate', true);
  END IF;

  IF v_status IS NULL THEN
    SELECT g.game_category INTO v_category FROM game g
    WHERE g.merchant_id = p_merchant_id AND g.vassalage = p_vassalage
      AND g.code = coalesce(p_game_code, v_session_game);
    IF v_category IS NULL THEN
      SELECT v.game_category INTO v_category FROM game_vendor v
      WHERE v.merchant_id = p_merchant_id AND v.vassalage = p_vassalage
      ORDER BY v.sort_order, v.id LIMIT 1;
    END IF;
  END IF;
  -- A bet into a cancelled round (all its bets rolled back) opens it again.
  INSERT INTO bet_round AS r (merchant_id, member_id, vassalage, round_id, game_code, game_category, currency,
    stake_minor, valid_bet_minor)
  VALUES (p_merchant_id, p_member_id, p_vassalage, p_round_id, coalesce(p_game_code, v_session_game),
    coalesce(v_category, 'RNG'), p_currency, p_amount, p_amount)
  ON CONFLICT (merchant_id, vassalage, round_id, member_id) DO UPDATE
    SET stake_minor = r.stake_minor + EXCLUDED.stake_minor,
        valid_bet_minor = r.valid_bet_minor + EXCLUDED.valid_bet_minor,
        game_code = coalesce(r.game_code, EXCLUDED.game_code),
        status = 'OPEN'
    WHERE r.status <> 'SETTLED';
  IF NOT FOUND THEN
    RAISE EXCEPTION 'vendor wallet: round % is settled', p_round_id USING ERRCODE = 'KV409';
  END IF;

  v_answer := jsonb_build_object('balance', v_available, 'currency', p_currency, 'transactionId', v_tx::text,
    'isDuplicate', false);
  INSERT INTO vendor_transaction (merchant_id, vassalage, transaction_id, kind, member_id, round_id, amount_minor,
    ledger_transaction_id, state, answer)
  VALUES (p_merchant_id, p_vassalage, p_transaction_id, 'BET', p_member_id, p_round_id, p_amount, v_tx, 'APPLIED',
    v_answer)
  ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    -- A rollback tombstoned this id while the bet was on its way: refused, and the posting undone with it.
    SELECT * INTO v_prior FROM vendor_transaction
    WHERE merchant_id = p_merchant_id AND vassalage = p_vassalage AND transaction_id = p_transaction_id;
    PERFORM vendor_repeat_answer(v_prior, 'BET', p_member_id, p_round_id, p_amount);
    RAISE EXCEPTION 'vendor wallet: % recorded twice', p_transaction_id USING ERRCODE = 'KL409';
  END IF;
  RETURN v_answer;
END
$$;
