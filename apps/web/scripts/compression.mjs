import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Files the build compresses ahead (the server sends `<file>.br` or `.gz` when the browser accepts it). */
export const PRECOMPRESSED_EXTENSIONS = ['.js', '.css', '.html', '.svg'];

/** The best brotli: done once per build, not per request as the server's on-the-fly compression (quality 4). */
export function brotliMax(buffer) {
  return brotliCompressSync(buffer, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
    },
  });
}

export function gzipMax(buffer) {
  return gzipSync(buffer, { level: 9 });
}

/** What the server's compress plugin makes of a file it has no precompressed copy of (its default options). */
export function brotliOnTheFly(buffer) {
  return brotliCompressSync(buffer, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 4,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
}
