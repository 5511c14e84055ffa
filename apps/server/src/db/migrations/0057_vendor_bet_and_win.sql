-- Issue 23 (fishing): a bet and its win in one wallet call. A fishing batch (up to a second of shots) is one
-- round: its summed stakes and summed catches must move together, once, in one call. The two legs are the
-- existing vendor_bet and vendor_win, run in this one statement (so in one transaction): both apply or
-- neither does. Each leg keeps its own transaction id and idempotency: a repeat of the pair answers the
-- first answer (the bet's repeat check comes before the session check, so a batch resent after the player
-- left is still answered), and a refusal of the bet (funds, session, limits) leaves nothing behind.

CREATE FUNCTION vendor_bet_and_win(
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
  v_bet := vendor_bet(p_merchant_id, p_vassalage, p_member_id, p_currency, p_house_ids, p_session_hash,
    p_bet_transaction_id, p_round_id, p_game_code, p_bet_amount);
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
