import { describe, expect, it, vi } from 'vitest';
import type { TFishingBatchAnswer } from './fishing-api.js';
import { ShotBatcher, type TBatchTransport } from './shot-batcher.js';

const answerFor = (batchKey: string, bet: number): TFishingBatchAnswer => ({
  batchId: `F${batchKey.padStart(16, '0')}`,
  batchKey,
  status: 'SETTLED',
  betMinor: bet,
  payoutMinor: 0,
  shots: [],
  balance: 1_000 - bet,
  serverSeedHash: 'h',
  clientSeed: 'c',
  nonce: 0,
});

function setup(send: TBatchTransport) {
  const events = { onAnswer: vi.fn(), onRefused: vi.fn(), onUnanswered: vi.fn() };
  let key = 0;
  const batcher = new ShotBatcher(
    send,
    3,
    events,
    (error) => (error as { code?: string }).code === 'NETWORK',
    () => String(++key),
  );
  return { batcher, events };
}

describe('ShotBatcher', () => {
  it('sends what was fired as one batch per flush, at most the batch size, and nothing when idle', async () => {
    const send = vi.fn<TBatchTransport>(async (batch) => answerFor(batch.batchKey, 30));
    const { batcher, events } = setup(send);
    await batcher.flush();
    expect(send).not.toHaveBeenCalled();
    for (let i = 0; i < 3; i++)
      expect(batcher.fire({ fish: 'WHALE', bulletMinor: 10, fishId: i })).toBe(true);
    expect(batcher.fire({ fish: 'WHALE', bulletMinor: 10, fishId: 9 })).toBe(false);
    expect(batcher.outstandingMinor).toBe(30);
    await batcher.flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0]).toEqual({
      batchKey: '1',
      shots: Array.from({ length: 3 }, () => ({ fish: 'WHALE', bulletMinor: 10 })),
    });
    expect(events.onAnswer).toHaveBeenCalledTimes(1);
    expect(batcher.outstandingMinor).toBe(0);
  });

  it('resends an unanswered batch with the same key before any new shots', async () => {
    let isDown = true;
    const send = vi.fn<TBatchTransport>(async (batch) => {
      if (isDown) throw Object.assign(new Error('offline'), { code: 'NETWORK' });
      return answerFor(batch.batchKey, 10);
    });
    const { batcher, events } = setup(send);
    batcher.fire({ fish: 'RAY', bulletMinor: 10, fishId: 1 });
    await batcher.flush();
    expect(events.onUnanswered).toHaveBeenCalledTimes(1);
    batcher.fire({ fish: 'TURTLE', bulletMinor: 20, fishId: 2 });
    expect(batcher.outstandingMinor).toBe(30);
    isDown = false;
    await batcher.flush();
    expect(send.mock.calls.map((call) => call[0].batchKey)).toEqual(['1', '1']);
    expect(send.mock.calls[1]![0].shots).toEqual([{ fish: 'RAY', bulletMinor: 10 }]);
    await batcher.flush();
    expect(send.mock.calls[2]![0]).toEqual({ batchKey: '2', shots: [{ fish: 'TURTLE', bulletMinor: 20 }] });
  });

  it('drops a refused batch and reports it', async () => {
    const send = vi.fn<TBatchTransport>(async () => {
      throw Object.assign(new Error('funds'), { code: 'INSUFFICIENT_FUNDS' });
    });
    const { batcher, events } = setup(send);
    batcher.fire({ fish: 'SHARK', bulletMinor: 10, fishId: 1 });
    await batcher.flush();
    expect(events.onRefused).toHaveBeenCalledTimes(1);
    expect(batcher.hasUnsent).toBe(false);
  });

  it('never sends two batches at once', async () => {
    let release: () => void = () => {};
    const send = vi.fn<TBatchTransport>(
      (batch) =>
        new Promise((resolve) => {
          release = () => resolve(answerFor(batch.batchKey, 10));
        }),
    );
    const { batcher } = setup(send);
    batcher.fire({ fish: 'RAY', bulletMinor: 10, fishId: 1 });
    const first = batcher.flush();
    batcher.fire({ fish: 'RAY', bulletMinor: 10, fishId: 2 });
    await batcher.flush();
    expect(send).toHaveBeenCalledTimes(1);
    release();
    await first;
  });
});
