// A batch of payouts run as its own process, so a test can kill it mid-way (SIGKILL) and run it again.
// Usage: node --import tsx crash-batch.ts <databaseUrl> <merchantId> <count> <memberIds comma-separated>
import { createDatabase } from '../../../db/database.js';
import { memberAccount, systemAccount } from '../ledger-accounts.js';
import { postTransaction } from '../post-transaction.js';

const [databaseUrl, merchantArg, countArg, membersArg] = process.argv.slice(2);
const merchantId = BigInt(merchantArg!);
const count = Number(countArg);
const memberIds = membersArg!.split(',').map(BigInt);
const CONCURRENCY = 4;

const { db } = createDatabase(databaseUrl!, CONCURRENCY);
const bonus = await systemAccount(db, { merchantId, kind: 'BONUS', currency: 'VND' });
const accounts = await Promise.all(
  memberIds.map((memberId) =>
    memberAccount(db, { merchantId, memberId, walletCode: 'MAIN', currency: 'VND' }),
  ),
);

let next = 0;
async function worker(): Promise<void> {
  while (next < count) {
    const i = next++;
    await postTransaction(db, {
      merchantId,
      idempotencyKey: `crash-batch:${i}`,
      kind: 'BONUS',
      reference: `crash-batch:${i}`,
      legs: [
        { accountId: bonus, amountMinor: -100n },
        { accountId: accounts[i % accounts.length]!, amountMinor: 100n },
      ],
    });
  }
}
await Promise.all(Array.from({ length: CONCURRENCY }, worker));
await db.destroy();
