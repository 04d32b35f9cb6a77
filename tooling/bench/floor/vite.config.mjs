// The floor page is built as the portal is (apps/portal/vite.config.ts): Vite 8 with
// @vitejs/plugin-react, the same target, no modulepreload polyfill, and a Brotli `.br` and a
// gzip -9 `.gz` twin beside every compressible file, so nginx sends it exactly as it sends the
// portal's files.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));

/** The portal's precompress plugin (apps/portal/config/precompress.ts), same files and settings. */
function precompress(outDir) {
  return {
    name: 'bench-floor:precompress',
    apply: 'build',
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true });
      for (const entry of entries.filter((name) => /\.(js|css|html|svg)$/.test(name))) {
        const file = join(outDir, entry);
        // nginx's gzip_min_length: smaller answers are sent as they are.
        if ((await stat(file)).size < 256) continue;
        const content = await readFile(file);
        await writeFile(`${file}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }));
        const params = {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        };
        await writeFile(`${file}.br`, brotliCompressSync(content, { params }));
      }
    },
  };
}

export default defineConfig({
  root: here,
  logLevel: 'warn',
  plugins: [react(), precompress(join(here, 'dist'))],
  build: {
    outDir: join(here, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    modulePreload: { polyfill: false },
  },
});
