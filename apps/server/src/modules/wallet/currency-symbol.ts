/** The symbols the site shows next to an amount; any other currency shows its ISO code. */
const CURRENCY_SYMBOLS: Record<string, string> = {
  VND: '₫',
  THB: '฿',
  PHP: '₱',
  BDT: '৳',
  USD: '$',
  CNY: '¥',
};

export function currencySymbolOf(currency: string): string {
  return CURRENCY_SYMBOLS[currency] ?? currency;
}
