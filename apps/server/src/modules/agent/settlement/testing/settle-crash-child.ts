// One settlement run as its own process, so a test can kill it mid-way (SIGKILL) and run it again.
// Usage: node --import tsx settle-crash-child.ts <databaseUrl> <merchantId> <type> <kind> <startIso> <endIso>
import { createDatabase } from '../../../../db/database.js';
import type { TContractPeriod, TContractType } from '../../../../db/tables/agent.js';
import { settleAgentPeriod } from '../settle-agent-period.js';

const [databaseUrl, merchantArg, type, kind, start, end] = process.argv.slice(2);
const { db } = createDatabase(databaseUrl!, 5);
await settleAgentPeriod(db, {
  merchantId: BigInt(merchantArg!),
  type: type as TContractType,
  kind: kind as TContractPeriod,
  period: { start: new Date(start!), end: new Date(end!) },
});
await db.destroy();
