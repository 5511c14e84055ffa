import { createRequire } from 'node:module';
import createDOMPurify, { type Config } from 'dompurify';

type TPurifyWindow = Parameters<typeof createDOMPurify>[0];
type TJsdom = { JSDOM: new (html: string) => { window: unknown } };
let purify: ReturnType<typeof createDOMPurify> | undefined;

/**
 * DOMPurify over a real HTML5 parser (jsdom), so the browser reads the markup exactly as it was checked.
 * Loaded on the first save, not at start: jsdom holds about 30 MB of heap that no read path needs
 * (docs/performance.md). Loaded untyped: its typings pull the browser DOM library into the server's types.
 */
function purifier(): ReturnType<typeof createDOMPurify> {
  if (!purify) {
    const { JSDOM } = createRequire(import.meta.url)('jsdom') as TJsdom;
    purify = createDOMPurify(new JSDOM('').window as TPurifyWindow);
  }
  return purify;
}

/** What operator-written content (legal pages, notices, help articles, messages) may contain: text formatting,
 * lists, tables, links and images; no scripts, forms or frames. */
const CONTENT_HTML_CONFIG: Config & { RETURN_TRUSTED_TYPE: false } = {
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

/** Sanitised operator HTML: `<script>`, event handler attributes and `javascript:` URLs never survive. */
export function sanitizeHtml(html: string): string {
  return purifier().sanitize(html, CONTENT_HTML_CONFIG);
}
