import { formatMinorUnits } from '@kirin/contracts';
import { sandboxPaymentPath, type TSandboxOrder } from './sandbox-orders.js';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside HTML content and quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** Served with the page: no scripts at all, the form may post only back to this server. */
export const PAYMENT_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/**
 * The hosted payment page: who is paid, how much, and two buttons. Every value from the order or the
 * merchant is escaped. A completed order shows its outcome and a link back instead of the buttons.
 */
export function renderPaymentPage(order: TSandboxOrder, payeeName: string): string {
  const amount = `${escapeHtml(formatMinorUnits(order.amountMinor))} ${escapeHtml(order.currency)}`;
  const action = escapeHtml(sandboxPaymentPath(order.id));
  const body =
    order.status === 'OPEN'
      ? `<form method="post" action="${action}">
      <button type="submit" name="action" value="pay" class="pay" data-testid="sandbox-pay">Pay</button>
      <button type="submit" name="action" value="fail" class="fail" data-testid="sandbox-fail">Fail</button>
    </form>`
      : `<p data-testid="sandbox-status">This order is ${order.status === 'PAID' ? 'paid' : 'failed'}.</p>
    ${order.returnUrl ? `<p><a href="${escapeHtml(order.returnUrl)}">Back to ${escapeHtml(payeeName)}</a></p>` : ''}`;
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>Sandbox PSP – pay ${escapeHtml(payeeName)}</title>
  <style>
    body { font-family: system-ui, sans-serif; background: #f4f5f7; margin: 0; padding: 48px 16px; color: #1d2330; }
    main { max-width: 420px; margin: 0 auto; background: #fff; border-radius: 12px; padding: 32px; box-shadow: 0 2px 12px #0001; }
    .tag { font-size: 12px; text-transform: uppercase; letter-spacing: .08em; color: #8a6d00; background: #fff4c2; padding: 2px 8px; border-radius: 4px; }
    .amount { font-size: 32px; font-weight: 700; margin: 8px 0 24px; }
    form { display: flex; gap: 12px; }
    button { flex: 1; font-size: 16px; padding: 12px; border: 0; border-radius: 8px; cursor: pointer; color: #fff; }
    .pay { background: #1f8f4e; } .fail { background: #b3261e; }
  </style>
</head>
<body>
  <main>
    <span class="tag">Sandbox payment – no real money</span>
    <h1>Pay <span data-testid="sandbox-payee">${escapeHtml(payeeName)}</span></h1>
    <p>Order <code>${escapeHtml(order.id)}</code></p>
    <div class="amount" data-testid="sandbox-amount">${amount}</div>
    ${body}
  </main>
</body>
</html>
`;
}
