import { z } from 'zod';

// GET /ops/merchants/:code/outbox: the SMS and e-mails a merchant sent, read by owners of a demo install.

export const OUTBOX_CHANNELS = ['SMS', 'EMAIL'] as const;
export const OUTBOX_STATUSES = ['STORED', 'SENT', 'FAILED'] as const;

export const ZOutboxQuery = z.object({
  channel: z.enum(OUTBOX_CHANNELS).optional(),
  /** Exact destination: '+84912345678' for SMS, the address for e-mail (matched case-insensitively). */
  destination: z.string().trim().min(1).max(255).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type TOutboxQuery = z.infer<typeof ZOutboxQuery>;

export const ZOutboxMessage = z.object({
  id: z.string(),
  channel: z.enum(OUTBOX_CHANNELS),
  destination: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  /** 'outbox' (kept here only) or 'http' (posted to the configured endpoint). */
  provider: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type TOutboxMessage = z.infer<typeof ZOutboxMessage>;
