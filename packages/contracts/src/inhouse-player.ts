import { z } from 'zod';
import { ZMinorUnits } from './wallet.js';

/** GET /inhouse/api/player: what every in-house game page shows first (who plays, in which language, how much). */
export const ZInhouseVendorPlayer = z.object({
  username: z.string(),
  currency: z.string(),
  language: z.string(),
  gameCode: z.string().nullable(),
  /** The platform's balance for the player, asked over the wallet API. */
  balance: ZMinorUnits,
});
export type TInhouseVendorPlayer = z.infer<typeof ZInhouseVendorPlayer>;
