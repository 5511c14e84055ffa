import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_TARGET = 'http://localhost:8080';

/** The console is served by the API server under /console (platform/spa.ts); in dev it calls /ops there. */
export default defineConfig({
  base: '/console/',
  plugins: [react()],
  resolve: {
    alias: {
      '@kirin/contracts': fileURLToPath(new URL('../../packages/contracts/src/index.ts', import.meta.url)),
    },
  },
  server: {
    port: 5174,
    proxy: { '/ops': { target: API_TARGET, changeOrigin: false, ws: true } },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: true,
    rollupOptions: {
      output: {
        // Libraries change less often than the console: separate chunks stay cached across releases. The table,
        // the chart, the editor, the QR code (first sign-in only) and CSV writing are left to the pages that use them.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (
            /node_modules\/(papaparse|qrcode\.react|@tanstack\/(react-table|table-core)|uplot|@tiptap|prosemirror-[a-z-]+|orderedmap|rope-sequence|w3c-keyname|linkifyjs)\//.test(
              id,
            )
          )
            return undefined;
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
