import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake vendor treats the next deposit or withdrawal. */
export type TFakeVendorMode =
  | 'ok'
  | 'refuse'
  /** Applies the transfer, then answers 500: the platform cannot know it happened. */
  | 'apply-then-fail'
  /** Drops the connection without applying anything. */
  | 'drop';

type TOrder = { playerId: string; amount: number; referenceNo: string };

/**
 * A transfer-mode vendor over real HTTP for tests: keeps each player's balance and the references it
 * applied, checks signatures, and misbehaves on demand. Withdrawing more than the balance is refused as
 * INSUFFICIENT_FUNDS with the balance.
 */
export async function startFakeTransferVendor(secret: string) {
  const balances = new Map<string, number>();
  const applied = new Map<string, TOrder & { kind: 'deposit' | 'withdraw' }>();
  let mode: TFakeVendorMode = 'ok';
  const calls: string[] = [];

  const reply = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };

  const server = createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req);
      const path = (req.url ?? '').split('/').pop() ?? '';
      calls.push(path);
      if (req.headers['x-signature'] !== createHmac('sha256', secret).update(raw).digest('hex'))
        return reply(res, 401, { success: false, code: 'SIGNATURE_INVALID' });
      const body = JSON.parse(raw.toString('utf8')) as TOrder & { referenceNo: string };
      if (path === 'balance')
        return reply(res, 200, { success: true, value: { balance: balances.get(body.playerId) ?? 0 } });
      if (path === 'status') {
        const status = applied.has(body.referenceNo) ? 'SUCCESS' : 'NOT_FOUND';
        return reply(res, 200, { success: true, value: { status } });
      }
      if (path !== 'deposit' && path !== 'withdraw')
        return reply(res, 404, { success: false, code: 'NOT_FOUND' });
      const current = mode;
      mode = 'ok';
      if (current === 'drop') return res.destroy();
      if (current === 'refuse') return reply(res, 400, { success: false, code: 'PLAYER_LOCKED' });
      const balance = balances.get(body.playerId) ?? 0;
      if (!applied.has(body.referenceNo)) {
        if (path === 'withdraw' && body.amount > balance)
          return reply(res, 400, { success: false, code: 'INSUFFICIENT_FUNDS', details: { balance } });
        balances.set(body.playerId, balance + (path === 'deposit' ? body.amount : -body.amount));
        applied.set(body.referenceNo, { ...body, kind: path });
      }
      if (current === 'apply-then-fail') return reply(res, 500, { success: false, code: 'INTERNAL' });
      return reply(res, 200, { success: true, value: { balance: balances.get(body.playerId) } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/transfer`,
    balances,
    applied,
    calls,
    setNextMode: (next: TFakeVendorMode) => {
      mode = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
