import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.js';

describe('sanitizeHtml', () => {
  it.each([
    '<p>ok</p><script>alert(1)</script>',
    '<img src="x" onerror="alert(1)">',
    '<a href="javascript:alert(1)">x</a>',
    '<a href="JaVaScRiPt&#58;alert(1)">x</a>',
    '<svg><textarea><img src=x onerror=alert(1)></textarea></svg>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<form action="javascript:alert(1)"><button>x</button></form>',
    '<div style="background:url(javascript:alert(1))">x</div>',
    '<p onclick="alert(1)" onmouseover="alert(2)">x</p>',
  ])('leaves nothing executable in %s', (input) => {
    const out = sanitizeHtml(input);
    expect(out).not.toMatch(/<script|\son\w+=|javascript:|<iframe|<form|<svg|<math|style=/i);
  });

  it('keeps ordinary formatting, links and images', () => {
    const html =
      '<h2>1. Terms</h2><p>Read <a href="https://example.com/x">this</a>.</p><ul><li>a</li></ul><img src="/logo.png" alt="logo">';
    expect(sanitizeHtml(html)).toBe(html);
  });
});
