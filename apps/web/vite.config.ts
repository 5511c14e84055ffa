import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress.mjs';
import { pureSchemas } from './scripts/pure-schemas.mjs';
import { FIRST_PAGE_NAMESPACES } from './src/locales/first-page-namespaces';

const API_TARGET = 'http://localhost:8080';
/**
 * Path prefixes the server answers; the dev server forwards them so the site runs against the real API
 * (/inhouse: the in-house vendor's game pages, its API and its sockets).
 */
const API_PREFIXES = ['/wps', '/lgw', '/lotto', '/ops', '/docs', '/inhouse'];

export default defineConfig({
  // The server sends the precompressed copies (apps/server/src/platform/spa.ts).
  plugins: [react(), precompress(), pureSchemas()],
  resolve: {
    // The contracts are shared as TypeScript source: no contracts build is needed to run or build the site.
    alias: {
      '@kirin/contracts': fileURLToPath(new URL('../../packages/contracts/src/index.ts', import.meta.url)),
    },
  },
  server: {
    proxy: Object.fromEntries(
      API_PREFIXES.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: false, ws: true }]),
    ),
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: true,
    // Read by scripts/first-load-budget.mjs.
    manifest: true,
    rollupOptions: {
      output: {
        // Libraries change less often than the site: separate chunks stay cached across releases.
        manualChunks(id) {
          // The texts loaded on demand (lib/i18n.ts): the files of one language in one chunk. The first page's
          // TW files stay in the entry; the agent centre's TW and EN files stay in its own chunk.
          const lazyLocale = /\/locales\/(tw|en|vi|th|id|ja|ur)\/([^/]+)\.json$/.exec(id);
          if (lazyLocale) {
            const [, language = '', namespace = ''] = lazyLocale;
            const isFirstPage =
              language === 'tw' && (FIRST_PAGE_NAMESPACES as readonly string[]).includes(namespace);
            const isAgentCentre = (language === 'tw' || language === 'en') && namespace.startsWith('agent-');
            return isFirstPage || isAgentCentre ? undefined : `locale-${language}`;
          }
          // DOMPurify stays with the legal pages, the only ones that need it.
          if (!id.includes('node_modules') || id.includes('node_modules/dompurify')) return undefined;
          if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
          if (id.includes('node_modules/react-router')) return 'router';
          if (id.includes('node_modules/zod')) return 'zod';
          if (/node_modules\/(i18next|react-i18next)\//.test(id)) return 'i18n';
          if (/node_modules\/(html-parse-stringify|void-elements)\//.test(id)) return 'i18n';
          if (id.includes('node_modules/@tanstack')) return 'query';
          // Form and QR code libraries go with the lazy chunks that use them, never with the first page.
          if (/node_modules\/(react-hook-form|@hookform|qrcode\.react)\//.test(id)) return undefined;
          return 'vendor';
        },
      },
    },
  },
});
