/** The agent programme's tables (issue 17). */
export type TAgentClosureTable = {
  ancestor_id: bigint;
  member_id: bigint;
  /** 0 the member itself, 1 a direct downline, and so on. */
  depth: number;
};

export type TAgentTables = {
  agent_closure: TAgentClosureTable;
};
