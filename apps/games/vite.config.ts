import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const sourceDir = fileURLToPath(new URL('./src', import.meta.url));

/** Every game is a directory with an index.html: adding a game never edits this file. */
function gameEntries(): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const entry of readdirSync(sourceDir, { withFileTypes: true })) {
    const page = `${sourceDir}/${entry.name}/index.html`;
    if (entry.isDirectory() && existsSync(page)) entries[entry.name] = page;
  }
  return entries;
}

/**
 * The in-house vendor's game pages (docs/games.md): one page per game, built to dist/<game>/index.html with
 * hashed files under dist/assets/. The server serves dist at /inhouse/assets/ and reads each game's page.
 */
export default defineConfig({
  root: sourceDir,
  base: '/inhouse/assets/',
  // Kept as they are (not hashed): common.css is also linked by the server's own error page.
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  resolve: {
    alias: {
      // The contracts are shared as TypeScript source: no contracts build is needed to build the games.
      '@kirin/contracts': fileURLToPath(new URL('../../packages/contracts/src/index.ts', import.meta.url)),
    },
  },
  server: {
    port: 5175,
    proxy: { '/inhouse': { target: 'http://localhost:8080', ws: true } },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: true,
    rollupOptions: { input: gameEntries() },
  },
});
