import { OUTBOX_CHANNELS, ZOutboxMessage } from '@kirin/contracts';
import { z } from 'zod';
import { opsGet } from '../../../lib/api';

/** The route answers at most this many messages, newest first; the table pages them here. */
export const OUTBOX_LIMIT = 200;

export const outboxKey = (merchant: string) => ['platform', merchant, 'outbox'] as const;

const isChannel = (value: string | undefined): value is (typeof OUTBOX_CHANNELS)[number] =>
  (OUTBOX_CHANNELS as readonly string[]).includes(value ?? '');

/** The merchant's SMS and e-mails (demo installs only), filtered by the route's channel and destination. */
export const fetchOutbox = (merchant: string, filters: Record<string, string>, signal?: AbortSignal) =>
  opsGet(
    `/merchants/${encodeURIComponent(merchant)}/outbox`,
    z.array(ZOutboxMessage),
    {
      channel: isChannel(filters.channel) ? filters.channel : undefined,
      destination: filters.destination,
      limit: OUTBOX_LIMIT,
    },
    signal,
  );
