import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliMax, gzipMax, PRECOMPRESSED_EXTENSIONS } from './compression.mjs';

/** Vite plugin: writes `<file>.br` and `<file>.gz` beside every emitted script, style sheet, page and image. */
export function precompress() {
  return {
    name: 'kirin-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((file) =>
        PRECOMPRESSED_EXTENSIONS.includes(path.extname(file)),
      );
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const content = await readFile(full);
          await writeFile(`${full}.br`, brotliMax(content));
          await writeFile(`${full}.gz`, gzipMax(content));
        }),
      );
    },
  };
}
