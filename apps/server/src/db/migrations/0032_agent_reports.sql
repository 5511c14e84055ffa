-- The agent centre's team reports (issue 17; docs/agent-programme.md, "Team reports"). Reports never sum
-- bet_round or the ledger directly: they sum these daily rollups, per member and per team (everyone below an
-- ancestor, from agent_closure at the time of the refresh), so a team's figures are a few rows a day. The
-- rollups are recomputed whole days at a time (delete + insert of a merchant's days in one transaction), so a
-- refresh run twice, or by two processes one after the other, leaves the same rows.

-- Settled play per member, merchant day (the merchant's zone, by settlement time) and category.
CREATE TABLE agent_member_day (
  member_id        bigint NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  merchant_id      bigint NOT NULL REFERENCES merchant (id) ON DELETE CASCADE,
  day              date NOT NULL,
  game_category    text NOT NULL,
  rounds           bigint NOT NULL,
  stake_minor      bigint NOT NULL,
  valid_bet_minor  bigint NOT NULL,
  payout_minor     bigint NOT NULL,
  -- Stake of the rounds the member won (payout > stake) and lost (payout < stake).
  won_stake_minor  bigint NOT NULL,
  lost_stake_minor bigint NOT NULL,
  PRIMARY KEY (member_id, day, game_category)
);
CREATE INDEX agent_member_day_merchant_idx ON agent_member_day (merchant_id, day);

-- Money per member and merchant day, from the ledger (the one record of every balance change).
CREATE TABLE agent_member_money_day (
  member_id             bigint NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  merchant_id           bigint NOT NULL REFERENCES merchant (id) ON DELETE CASCADE,
  day                   date NOT NULL,
  deposit_count         bigint NOT NULL DEFAULT 0,
  deposit_minor         bigint NOT NULL DEFAULT 0,
  -- The member's first deposit ever, on the day it was credited (0 on every other day).
  first_deposit_minor   bigint NOT NULL DEFAULT 0,
  withdrawal_count      bigint NOT NULL DEFAULT 0,
  withdrawal_minor      bigint NOT NULL DEFAULT 0,
  bonus_minor           bigint NOT NULL DEFAULT 0,
  rebate_minor          bigint NOT NULL DEFAULT 0,
  dividend_minor        bigint NOT NULL DEFAULT 0,
  daily_salary_minor    bigint NOT NULL DEFAULT 0,
  hourly_salary_minor   bigint NOT NULL DEFAULT 0,
  realtime_salary_minor bigint NOT NULL DEFAULT 0,
  -- 1 on the day the member registered.
  registrations         bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, day)
);
CREATE INDEX agent_member_money_day_merchant_idx ON agent_member_money_day (merchant_id, day);

-- The same sums for everyone below an ancestor (depth > 0; a team's totals add the ancestor's own member
-- rows). Only members with a team get rows. `depositors` counts members who deposited that day.
CREATE TABLE agent_team_day (
  ancestor_id      bigint NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  merchant_id      bigint NOT NULL REFERENCES merchant (id) ON DELETE CASCADE,
  day              date NOT NULL,
  game_category    text NOT NULL,
  rounds           bigint NOT NULL,
  stake_minor      bigint NOT NULL,
  valid_bet_minor  bigint NOT NULL,
  payout_minor     bigint NOT NULL,
  won_stake_minor  bigint NOT NULL,
  lost_stake_minor bigint NOT NULL,
  PRIMARY KEY (ancestor_id, day, game_category)
);
CREATE INDEX agent_team_day_merchant_idx ON agent_team_day (merchant_id, day);

CREATE TABLE agent_team_money_day (
  ancestor_id           bigint NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  merchant_id           bigint NOT NULL REFERENCES merchant (id) ON DELETE CASCADE,
  day                   date NOT NULL,
  deposit_count         bigint NOT NULL,
  deposit_minor         bigint NOT NULL,
  depositors            bigint NOT NULL,
  first_deposit_count   bigint NOT NULL,
  first_deposit_minor   bigint NOT NULL,
  withdrawal_count      bigint NOT NULL,
  withdrawal_minor      bigint NOT NULL,
  bonus_minor           bigint NOT NULL,
  rebate_minor          bigint NOT NULL,
  dividend_minor        bigint NOT NULL,
  daily_salary_minor    bigint NOT NULL,
  hourly_salary_minor   bigint NOT NULL,
  realtime_salary_minor bigint NOT NULL,
  registrations         bigint NOT NULL,
  PRIMARY KEY (ancestor_id, day)
);
CREATE INDEX agent_team_money_day_merchant_idx ON agent_team_money_day (merchant_id, day);

-- How far each merchant's rollups are known complete: the job recomputes from the day of (watermark − a
-- margin for rows committed late) to today, then moves the watermark to the time it started.
CREATE TABLE agent_rollup_watermark (
  merchant_id bigint PRIMARY KEY REFERENCES merchant (id) ON DELETE CASCADE,
  rolled_to   timestamptz NOT NULL
);

-- The money rollup reads the ledger by merchant, kind and time: one range read per kind.
CREATE INDEX ledger_transaction_kind_time_idx ON ledger_transaction (merchant_id, kind, created_at);

-- Who a notice is for: every visitor (ALL) or only the agent centre (AGENT; members never see these).
ALTER TABLE notice
  ADD COLUMN audience text NOT NULL DEFAULT 'ALL' CHECK (audience IN ('ALL', 'AGENT'));
