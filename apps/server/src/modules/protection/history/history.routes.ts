import { PROTECTION_HISTORY_EXPORT_PATH, ZHistoryExportQuery } from '@kirin/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../../platform/context.js';
import { memberOf, requireMember } from '../../auth/require-member.js';
import { listLanguageOf } from '../../games/localise.js';
import { exportHistory } from './export-history.js';

/** The member's history export (issue 21): transactions or bets of a range as a CSV file. */
export function historyRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Trial accounts have no real-money history: they get TRIAL_ACCOUNT like the record pages.
    const member = requireMember(ctx);

    // Outside the envelope, like the reconciliation CSV: a file for a spreadsheet. Refusals still answer it.
    app.get(
      PROTECTION_HISTORY_EXPORT_PATH,
      {
        preHandler: member,
        // A year of rows is a long read: it spends the costly budget so an address cannot hammer it.
        config: { isCostly: true },
        schema: {
          tags: ['protection'],
          security: [{ memberToken: [] }],
          summary:
            "The member's transactions or bets over whole days of the merchant's zone within the last 12 months, as text/csv (UTF-8 with a byte-order mark, amounts in major units, oldest first)",
          querystring: ZHistoryExportQuery,
          // The document names the file's type, so clients (and the API fuzz) expect CSV, not an envelope.
          produces: ['text/csv'],
          response: { 200: z.string().describe('text/csv') },
        },
      },
      async (request, reply) => {
        const { fileName, body } = exportHistory(ctx.db, request.query, {
          merchantId: request.merchant.id,
          memberId: memberOf(request).id,
          timeZone: request.merchant.brand.timeZone,
          language: listLanguageOf(request, undefined),
        });
        return (
          reply
            .header('content-type', 'text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="${fileName}"`)
            .header('cache-control', 'no-store')
            // The documented text, as a stream: Fastify pipes a stream as it is, without the serialiser.
            .send(body as unknown as string)
        );
      },
    );
  };
}
