-- The agent programme's tree (issue 17; docs/agent-programme.md, "The tree"). member.upline_id stays the one
-- place a member's upline is written; this closure table, kept by triggers, answers "who is in X's team" with
-- one index range read at any depth: one row per (ancestor, member), the member's own row at depth 0.
CREATE TABLE agent_closure (
  ancestor_id bigint NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  member_id   bigint NOT NULL REFERENCES member (id) ON DELETE CASCADE,
  depth       integer NOT NULL CHECK (depth >= 0),
  PRIMARY KEY (ancestor_id, member_id)
);
-- A member's chain of uplines (its ancestors by depth) and an agent's direct downlines (depth 1).
CREATE INDEX agent_closure_member_idx ON agent_closure (member_id, depth);
CREATE INDEX agent_closure_depth_idx ON agent_closure (ancestor_id, depth, member_id);

WITH RECURSIVE chain AS (
  SELECT id AS member_id, id AS ancestor_id, 0 AS depth FROM member
  UNION ALL
  SELECT chain.member_id, m.upline_id, chain.depth + 1
  FROM chain JOIN member m ON m.id = chain.ancestor_id
  WHERE m.upline_id IS NOT NULL
)
INSERT INTO agent_closure (ancestor_id, member_id, depth)
SELECT ancestor_id, member_id, depth FROM chain;

-- A new member: its own row plus one per ancestor of its upline.
CREATE FUNCTION agent_closure_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO agent_closure (ancestor_id, member_id, depth) VALUES (NEW.id, NEW.id, 0);
  IF NEW.upline_id IS NOT NULL THEN
    INSERT INTO agent_closure (ancestor_id, member_id, depth)
    SELECT ancestor_id, NEW.id, depth + 1 FROM agent_closure WHERE member_id = NEW.upline_id;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER member_agent_closure_insert AFTER INSERT ON member
  FOR EACH ROW EXECUTE FUNCTION agent_closure_on_insert();

-- A move (an operator's, audited by the caller): the member's whole subtree leaves its old ancestors and joins
-- the new upline's. A member can never be moved under itself or its own team.
CREATE FUNCTION agent_closure_on_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.upline_id IS NOT NULL AND EXISTS (
    SELECT 1 FROM agent_closure WHERE ancestor_id = NEW.id AND member_id = NEW.upline_id
  ) THEN
    RAISE EXCEPTION 'agent tree cycle: % cannot move under its own team member %', NEW.id, NEW.upline_id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'agent_closure_no_cycle';
  END IF;
  DELETE FROM agent_closure c
  USING agent_closure sub, agent_closure above
  WHERE sub.ancestor_id = NEW.id AND c.member_id = sub.member_id
    AND above.member_id = NEW.id AND above.depth > 0 AND c.ancestor_id = above.ancestor_id;
  IF NEW.upline_id IS NOT NULL THEN
    INSERT INTO agent_closure (ancestor_id, member_id, depth)
    SELECT above.ancestor_id, sub.member_id, above.depth + sub.depth + 1
    FROM agent_closure above, agent_closure sub
    WHERE above.member_id = NEW.upline_id AND sub.ancestor_id = NEW.id;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER member_agent_closure_move AFTER UPDATE OF upline_id ON member
  FOR EACH ROW WHEN (OLD.upline_id IS DISTINCT FROM NEW.upline_id)
  EXECUTE FUNCTION agent_closure_on_move();
