import { t } from '../common/i18n.js';

// Drawn as SVG so every browser shows the same faces (emoji fonts are not everywhere).
const SVG_OPEN = '<svg viewBox="0 0 64 64" width="70%" height="70%" aria-hidden="true" focusable="false">';
const SYMBOL_SVG: Readonly<Record<string, string>> = {
  CHERRY:
    '<path d="M22 40 C26 22 36 12 46 8 M42 44 C42 28 44 16 46 8" stroke="#2f7d32" stroke-width="4" fill="none"/>' +
    '<circle cx="22" cy="44" r="12" fill="#d7263d"/><circle cx="42" cy="46" r="12" fill="#b5172b"/>',
  LEMON: '<ellipse cx="32" cy="34" rx="24" ry="17" fill="#f4d03f" stroke="#c9a90f" stroke-width="3"/>',
  ORANGE:
    '<circle cx="32" cy="35" r="22" fill="#f28c28" stroke="#c96a0e" stroke-width="3"/>' +
    '<path d="M32 13 q8 -8 16 -4 q-6 8 -16 4" fill="#2f7d32"/>',
  PLUM:
    '<circle cx="32" cy="36" r="21" fill="#7d3c98" stroke="#5b2c6f" stroke-width="3"/>' +
    '<path d="M32 15 q2 -6 8 -8" stroke="#2f7d32" stroke-width="4" fill="none"/>',
  BELL:
    '<path d="M32 8 c-12 0 -18 10 -18 24 v8 l-6 8 h48 l-6 -8 v-8 c0 -14 -6 -24 -18 -24z" fill="#f5c04a" stroke="#b8860b" stroke-width="3"/>' +
    '<circle cx="32" cy="54" r="5" fill="#b8860b"/>',
  BAR:
    '<rect x="4" y="20" width="56" height="24" rx="5" fill="#222"/>' +
    '<text x="32" y="39" text-anchor="middle" font-size="18" font-weight="900" fill="#fff" font-family="sans-serif">BAR</text>',
  SEVEN:
    '<text x="32" y="52" text-anchor="middle" font-size="54" font-weight="900" fill="#d7263d" stroke="#7a0f1c" stroke-width="2" font-family="sans-serif">7</text>',
  WILD:
    '<path d="M32 4 l8 18 20 2 -15 13 5 20 -18 -11 -18 11 5 -20 -15 -13 20 -2z" fill="#ff9f1c" stroke="#a35d00" stroke-width="2"/>' +
    '<text x="32" y="40" text-anchor="middle" font-size="12" font-weight="900" fill="#fff" font-family="sans-serif">WILD</text>',
};

/** Fills an element with a symbol's picture; its name is the accessible text (an unknown symbol shows its name). */
export function drawSymbol(target: HTMLElement, symbol: string): void {
  const svg = SYMBOL_SVG[symbol];
  target.innerHTML = svg ? `${SVG_OPEN}${svg}</svg>` : '';
  const name = document.createElement('span');
  name.className = svg ? 'kv-visually-hidden' : '';
  name.textContent = t(`symbol.${symbol}`);
  target.append(name);
}
