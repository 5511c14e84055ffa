import { createRequire } from 'node:module';
import createDOMPurify, { type Config } from 'dompurify';

type TPurifyWindow = Parameters<typeof createDOMPurify>[0];
type TJsdom = { JSDOM: new (html: string) => { window: unknown } };
// Loaded untyped: jsdom's typings pull the browser DOM library into the server's global types.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as TJsdom;

/** DOMPurify over a real HTML5 parser (jsdom), so the browser reads the markup exactly as it was checked. */
const purify = createDOMPurify(new JSDOM('').window as TPurifyWindow);

/** What legal pages may contain: text formatting, lists, tables, links and images; no scripts, forms or frames. */
const LEGAL_HTML_CONFIG: Config & { RETURN_TRUSTED_TYPE: false } = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'iframe',
    'frame',
    'object',
    'embed',
    'base',
    'link',
    'meta',
  ],
  FORBID_ATTR: ['style', 'srcset', 'formaction'],
  ALLOW_DATA_ATTR: false,
  RETURN_TRUSTED_TYPE: false,
};

/** Sanitised legal-page HTML: `<script>`, event handler attributes and `javascript:` URLs never survive. */
export function sanitizeLegalHtml(html: string): string {
  return purify.sanitize(html, LEGAL_HTML_CONFIG);
}
