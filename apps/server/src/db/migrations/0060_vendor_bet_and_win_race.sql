-- Issue 23 (fishing): the same batch sent several times at once. A copy that looked for its bet before the
-- first copy committed, and for the round after it (a new snapshot per statement), found the round settled by
-- the first copy's win and answered ROUND_SETTLED instead of the first answer. vendor_bet alone never meets
-- this: only a bet and its win committing together settle the round under a waiting copy. On ROUND_SETTLED the
-- pair is tried once more (a subtransaction): the repeat is now found first and both legs answer as repeats; a
-- bet really sent into a settled round raises ROUND_SETTLED again.

CREATE OR REPLACE FUNCTION vendor_bet_and_win(
  p_merchant_id bigint,
  p_vassalage text,
  p_member_id bigint,
  p_currency text,
  p_house_ids bigint[],
  p_session_hash bytea,
  p_round_id text,
  p_game_code text,
  p_bet_transaction_id text,
  p_bet_amount bigint,
  p_win_transaction_id text,
  p_win_amount bigint
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_bet jsonb;
  v_win jsonb;
BEGIN
  BEGIN
    v_bet := vendor_bet(p_merchant_id, p_vassalage, p_member_id, p_currency, p_house_ids, p_session_hash,
      p_bet_transaction_id, p_round_id, p_game_code, p_bet_amount);
  EXCEPTION WHEN SQLSTATE 'KV409' THEN
    v_bet := vendor_bet(p_merchant_id, p_vassalage, p_member_id, p_currency, p_house_ids, p_session_hash,
      p_bet_transaction_id, p_round_id, p_game_code, p_bet_amount);
  END;
  v_win := vendor_win(p_merchant_id, p_vassalage, p_member_id, p_currency, p_house_ids,
    p_win_transaction_id, p_round_id, p_win_amount);
  -- The balance after both legs; the win's ledger transaction, or the bet's when the win moved nothing.
  RETURN jsonb_build_object(
    'balance', v_win->'balance',
    'currency', p_currency,
    'transactionId', coalesce(nullif(v_win->'transactionId', 'null'::jsonb), v_bet->'transactionId'),
    'isDuplicate', (v_bet->>'isDuplicate')::boolean AND (v_win->>'isDuplicate')::boolean);
END
$$;
