-- Invitation links of the agent programme (issue 17; docs/agent-programme.md, "Team and invitations").
-- affiliate_code (0004) becomes the agent's invitation link: a MEMBER link registers players (type 0), an AGENT
-- link registers agent accounts (type 2) and carries contract offers that become PENDING contracts from the
-- link's owner. Usage is counted from member.affiliate_code_used, so it can never drift from the registrations.
ALTER TABLE affiliate_code
  ADD COLUMN kind   text NOT NULL DEFAULT 'MEMBER' CHECK (kind IN ('MEMBER', 'AGENT')),
  ADD COLUMN note   text CHECK (note IS NULL OR char_length(note) <= 64),
  -- [{ contractType, gameCategory, period, basis, tiers }], checked against the owner's VALID contracts when the
  -- link is created and again at each registration (an offer the owner can no longer back is not made).
  ADD COLUMN offers jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(offers) = 'array'),
  ADD CONSTRAINT affiliate_code_offers_agent_only CHECK (kind = 'AGENT' OR offers = '[]'::jsonb);

-- A chosen code must not differ from another only by case (registration matches codes as typed).
CREATE UNIQUE INDEX affiliate_code_lower_idx ON affiliate_code (merchant_id, lower(code));

-- Registrations per code: the usage count of a link.
CREATE INDEX member_affiliate_code_used_idx ON member (merchant_id, affiliate_code_used)
  WHERE affiliate_code_used IS NOT NULL;
