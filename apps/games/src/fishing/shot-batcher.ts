/**
 * Collects the shots that hit a fish and sends them once per interval as one batch (one wallet call on the
 * server). A batch whose answer never came is sent again with the same key before anything new, so the
 * server answers the batch it already made instead of playing it twice; batches go one at a time, in order.
 */
import type { TFishingBatchAnswer, TFishingShot } from './fishing-api.js';

/** A shot as the page keeps it: what the server gets, and which fish on screen it was. */
export type TFiredShot = TFishingShot & { fishId: number };

export type TBatchEvents = {
  /** The server decided the batch (status SETTLED, or PENDING while the platform has not answered it). */
  onAnswer(answer: TFishingBatchAnswer, shots: readonly TFiredShot[]): void;
  /** The server refused the batch (nothing moved); its shots are dropped. */
  onRefused(error: unknown, shots: readonly TFiredShot[]): void;
  /** No answer: the batch is kept and sent again at the next interval. */
  onUnanswered(error: unknown): void;
};

export type TBatchTransport = (batch: {
  batchKey: string;
  shots: TFishingShot[];
}) => Promise<TFishingBatchAnswer>;

export class ShotBatcher {
  private queued: TFiredShot[] = [];
  private unanswered: { batchKey: string; shots: TFiredShot[] } | null = null;
  private isSending = false;

  constructor(
    private readonly send: TBatchTransport,
    private readonly maxShots: number,
    private readonly events: TBatchEvents,
    /** Whether an error means "no answer" (resend) rather than a refusal. */
    private readonly isUnanswered: (error: unknown) => boolean,
    private readonly newKey: () => string = () => crypto.randomUUID(),
  ) {}

  /** Queues a hit; false when this second's batch is full (the page holds fire until it is sent). */
  fire(shot: TFiredShot): boolean {
    if (this.queued.length >= this.maxShots) return false;
    this.queued.push(shot);
    return true;
  }

  /** Stakes fired and not yet answered (queued or in flight): the page shows the balance less these. */
  get outstandingMinor(): number {
    const shots = [...this.queued, ...(this.unanswered?.shots ?? [])];
    return shots.reduce((total, shot) => total + shot.bulletMinor, 0);
  }

  get hasUnsent(): boolean {
    return this.queued.length > 0 || this.unanswered !== null;
  }

  /** Sends one batch: the unanswered one again first, else what was fired since the last one. */
  async flush(): Promise<void> {
    if (this.isSending) return;
    if (!this.unanswered) {
      if (this.queued.length === 0) return;
      this.unanswered = { batchKey: this.newKey(), shots: this.queued.splice(0, this.maxShots) };
    }
    const batch = this.unanswered;
    this.isSending = true;
    try {
      const answer = await this.send({
        batchKey: batch.batchKey,
        shots: batch.shots.map(({ fish, bulletMinor }) => ({ fish, bulletMinor })),
      });
      this.unanswered = null;
      this.events.onAnswer(answer, batch.shots);
    } catch (error) {
      if (this.isUnanswered(error)) {
        this.events.onUnanswered(error);
      } else {
        this.unanswered = null;
        this.events.onRefused(error, batch.shots);
      }
    } finally {
      this.isSending = false;
    }
  }
}
