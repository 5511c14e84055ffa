import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../../platform/context.js';
import { AppError } from '../../../platform/errors.js';
import type { TCallbackTransport } from './deliver-sandbox-callback.js';
import { PAYMENT_PAGE_CSP, renderPaymentPage } from './render-payment-page.js';
import { completeSandboxOrder, findSandboxOrder, type TSandboxOrder } from './sandbox-orders.js';
import { scheduleSandboxCallback } from './sandbox-psp.job.js';

export type TSandboxPspOptions = {
  /** The name shown as the payee (the merchant's brand); the PSP would know it from the merchant's account. */
  payeeNameOf: (order: TSandboxOrder) => Promise<string>;
  /** How callbacks travel when no job runner is there (see scheduleSandboxCallback). */
  fallbackTransport: TCallbackTransport;
};

const ZOrderParams = z.object({ orderId: z.string().regex(/^sbx_[0-9a-f]{24}$/) });
const ZPayForm = z.object({ action: z.enum(['pay', 'fail']) });

/** A form body as a plain object (the last value wins for a repeated name); the schema validates it. */
function parseFormBody(body: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body));
}

/** The sandbox PSP's hosted payment page: plain HTML, no session, reached by the order id alone. */
export function sandboxPspRoutes(ctx: TAppContext, options: TSandboxPspOptions): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['sandbox psp'];
    // The hosted page posts a plain HTML form; only this plugin reads form bodies.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, parseFormBody(body as string)),
    );

    const findOrder = async (orderId: string): Promise<TSandboxOrder> => {
      const order = await findSandboxOrder(ctx.db, orderId);
      if (!order) throw new AppError('NOT_FOUND');
      return order;
    };

    app.get(
      '/sandbox-psp/pay/:orderId',
      { schema: { tags, summary: 'Hosted payment page (HTML)', params: ZOrderParams } },
      async (request, reply) => {
        const order = await findOrder(request.params.orderId);
        const html = renderPaymentPage(order, await options.payeeNameOf(order));
        return reply
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('content-security-policy', PAYMENT_PAGE_CSP)
          .header('x-content-type-options', 'nosniff')
          .header('referrer-policy', 'no-referrer')
          .send(html);
      },
    );

    app.post(
      '/sandbox-psp/pay/:orderId',
      {
        schema: {
          tags,
          summary: 'Pay or fail the order; 303 back to the merchant, then a signed callback',
          params: ZOrderParams,
          body: ZPayForm,
        },
      },
      async (request, reply) => {
        const outcome = request.body.action === 'pay' ? 'PAID' : 'FAILED';
        const completed = await completeSandboxOrder(ctx.db, request.params.orderId, outcome);
        if (!completed) throw new AppError('NOT_FOUND');
        // The press that decided the order queues its callback; so does the same press again, because a
        // process killed between recording the outcome and queuing would otherwise never notify. The
        // merchant answers a repeated callback as a duplicate, and the job's singleton key folds repeats.
        if (completed.isChanged || completed.order.status === outcome) {
          await scheduleSandboxCallback(ctx, completed.order.id, options.fallbackTransport, (error) =>
            request.log.warn({ err: error, orderId: completed.order.id }, 'sandbox callback not delivered'),
          );
        }
        const returnUrl = completed.order.returnUrl;
        if (!returnUrl) return reply.header('content-type', 'text/plain; charset=utf-8').send(outcome);
        return reply.redirect(returnUrl, 303);
      },
    );
  };
}
