/**
 * Leaves the site for the payment gateway's hosted page (a full navigation, as a real PSP needs); the gateway
 * sends the member back to `/?centre=depositv2&deposit=<id>`. Its own module so tests can replace it.
 */
export function openPaymentPage(url: string): void {
  window.location.assign(url);
}
