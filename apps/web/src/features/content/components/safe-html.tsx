import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Merchant-edited HTML, sanitised again here: the server's cleaning is not the only line of defence. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
