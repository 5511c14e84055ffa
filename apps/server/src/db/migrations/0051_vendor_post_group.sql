-- Issue 22: group posting (docs/vendor-wallet.md, "Group posting"; off unless VENDOR_WALLET_GROUP_MS > 0).
-- Seamless bets and wins that arrive within a few milliseconds of each other go to the database as one
-- statement in one transaction: one round trip and one commit for the group instead of one per call. Each
-- item is the single call's vendor_bet / vendor_win (every check, idempotency record and answer unchanged),
-- with its nonce, inside a block of its own (a subtransaction): a refusal of one item (insufficient funds, a
-- limit, a settled round, a replayed nonce) undoes that item only, and comes back as its SQLSTATE and DETAIL
-- beside the other items' answers. A refused item spends its nonce, as the single call's refusal does; an
-- item whose member has no main account yet (KV403) does not, so the server can retry it alone.
--
-- Locks (ledger.md's deadlock trap): a group holds its accounts until it commits, so it takes them all first,
-- in id order, FOR NO KEY UPDATE, as ledger_post does for two: groups and single calls then lock accounts
-- in one global order. Before those, the stake turns (advisory locks) of its betting members that have a
-- wager or loss limit, in member id order: protection_limit_refusal takes that lock before any account.
--
-- p_items: a JSON array of { kind: BET|WIN, merchantId, vassalage, memberId, currency, houseIds: [..],
-- sessionHash (hex, bets), transactionId, roundId, gameCode, amount, nonce, nonceExpiresAt (Unix seconds) }.
-- Rows: one per item, in order: ord (1-based), answer, or error_code and error_detail.
CREATE FUNCTION vendor_post_group(p_items jsonb)
RETURNS TABLE (ord integer, answer jsonb, error_code text, error_detail text)
LANGUAGE plpgsql AS $$
DECLARE
  v_item jsonb;
  v_ord bigint;
  v_member bigint;
  v_answer jsonb;
  v_code text;
  v_detail text;
BEGIN
  FOR v_member IN
    SELECT DISTINCT (i ->> 'memberId')::bigint AS member_id FROM jsonb_array_elements(p_items) i
    WHERE i ->> 'kind' = 'BET' AND EXISTS (
      SELECT 1 FROM protection_limit l
      WHERE l.member_id = (i ->> 'memberId')::bigint AND l.kind IN ('wager', 'loss')
        AND protection_limit_amount(l.amount_minor, l.pending_amount_minor, l.pending_effective_at, now())
          IS NOT NULL)
    ORDER BY 1
  LOOP
    PERFORM pg_advisory_xact_lock(hashtextextended('stake:' || v_member, 0));
  END LOOP;

  PERFORM 1 FROM ledger_account a
  WHERE a.id IN (
    SELECT unnest(ARRAY[m.id, h.house_ids[(m.id % cardinality(h.house_ids)) + 1]])
    FROM jsonb_array_elements(p_items) i
    CROSS JOIN LATERAL (SELECT array_agg(x::bigint) AS house_ids
      FROM jsonb_array_elements_text(i -> 'houseIds') x) h
    JOIN ledger_account m ON m.member_id = (i ->> 'memberId')::bigint AND m.wallet_code = 'MAIN'
      AND m.currency = i ->> 'currency')
  ORDER BY a.id FOR NO KEY UPDATE;

  FOR v_item, v_ord IN SELECT t.i, t.o FROM jsonb_array_elements(p_items) WITH ORDINALITY AS t (i, o) LOOP
    v_answer := NULL;
    v_code := NULL;
    v_detail := NULL;
    BEGIN
      INSERT INTO vendor_request_nonce (merchant_id, vassalage, nonce, expires_at)
      VALUES ((v_item ->> 'merchantId')::bigint, v_item ->> 'vassalage', v_item ->> 'nonce',
        to_timestamp((v_item ->> 'nonceExpiresAt')::bigint))
      ON CONFLICT DO NOTHING;
      IF NOT FOUND THEN
        v_code := 'REPLAYED';
      ELSIF v_item ->> 'kind' = 'BET' THEN
        v_answer := vendor_bet((v_item ->> 'merchantId')::bigint, v_item ->> 'vassalage',
          (v_item ->> 'memberId')::bigint, v_item ->> 'currency',
          ARRAY(SELECT x::bigint FROM jsonb_array_elements_text(v_item -> 'houseIds') x),
          decode(v_item ->> 'sessionHash', 'hex'), v_item ->> 'transactionId', v_item ->> 'roundId',
          v_item ->> 'gameCode', (v_item ->> 'amount')::bigint);
      ELSE
        v_answer := vendor_win((v_item ->> 'merchantId')::bigint, v_item ->> 'vassalage',
          (v_item ->> 'memberId')::bigint, v_item ->> 'currency',
          ARRAY(SELECT x::bigint FROM jsonb_array_elements_text(v_item -> 'houseIds') x),
          v_item ->> 'transactionId', v_item ->> 'roundId', (v_item ->> 'amount')::bigint);
      END IF;
    EXCEPTION WHEN OTHERS THEN
      GET STACKED DIAGNOSTICS v_code = RETURNED_SQLSTATE, v_detail = PG_EXCEPTION_DETAIL;
      v_answer := NULL;
      -- The item's own writes (its nonce too) are undone; a refusal spends the nonce again, as the single
      -- call does, so the same signed request replayed later is refused.
      IF v_code LIKE 'K%' AND v_code <> 'KV403' THEN
        INSERT INTO vendor_request_nonce (merchant_id, vassalage, nonce, expires_at)
        VALUES ((v_item ->> 'merchantId')::bigint, v_item ->> 'vassalage', v_item ->> 'nonce',
          to_timestamp((v_item ->> 'nonceExpiresAt')::bigint))
        ON CONFLICT DO NOTHING;
      END IF;
    END;
    ord := v_ord::integer;
    answer := v_answer;
    error_code := v_code;
    error_detail := nullif(v_detail, '');
    RETURN NEXT;
  END LOOP;
END
$$;
