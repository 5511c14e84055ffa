import { z } from 'zod';
import { ERROR_CODES } from './errors.js';

/** Every successful answer: `{ success: true, value }`. */
export const ZSuccess = <T extends z.ZodType>(value: T) => z.object({ success: z.literal(true), value });

/** Every failure: `{ success: false, code, message }`; `message` is a stable key the site translates. */
export const ZFailure = z.object({
  success: z.literal(false),
  code: z.enum(ERROR_CODES),
  message: z.string(),
  /** Field-level problems for validation failures: path → message key. */
  details: z.record(z.string(), z.string()).optional(),
});

export type TFailure = z.infer<typeof ZFailure>;
export type TEnvelope<T> = { success: true; value: T } | TFailure;
