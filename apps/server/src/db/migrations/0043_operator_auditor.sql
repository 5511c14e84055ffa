-- The auditor role: reads every operator area and changes nothing (issue 20). The role check of 0002 is replaced.

ALTER TABLE operator DROP CONSTRAINT operator_role_check;
ALTER TABLE operator
  ADD CONSTRAINT operator_role_check CHECK (role IN ('owner', 'finance', 'support', 'content', 'auditor'));
