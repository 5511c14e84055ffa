import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_TARGET = 'http://localhost:8080';
/**
 * Path prefixes the server answers; the dev server forwards them so the site runs against the real API
 * (/inhouse: the in-house vendor's game pages, its API and its sockets).
 */
const API_PREFIXES = ['/wps', '/lgw', '/lotto', '/ops', '/docs', '/inhouse'];

export default defineConfig({
  plugins: [react()],
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
    rollupOptions: {
      output: {
        // Libraries change less often than the site: separate chunks stay cached across releases.
        manualChunks(id) {
          // The languages loaded on demand (lib/i18n.ts): all the files of one language in one chunk.
          const lazyLocale = /\/locales\/(vi|th|id|ja|ur)\/[^/]+\.json$/.exec(id);
          if (lazyLocale) return `locale-${lazyLocale[1]}`;
          // DOMPurify stays with the legal pages, the only ones that need it.
          if (!id.includes('node_modules') || id.includes('node_modules/dompurify')) return undefined;
          if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
          if (id.includes('node_modules/react-router')) return 'router';
          if (id.includes('node_modules/zod')) return 'zod';
          if (/node_modules\/(i18next|react-i18next)\//.test(id)) return 'i18n';
          if (id.includes('node_modules/@tanstack')) return 'query';
          return 'vendor';
        },
      },
    },
  },
});
