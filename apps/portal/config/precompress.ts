import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** What nginx compresses (its gzip_types): scripts, styles, the page, SVG. */
const COMPRESSIBLE = /\.(js|css|html|svg)$/;
/** nginx's gzip_min_length: smaller answers are sent as they are. */
const MIN_BYTES = 256;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes two twins next to every compressible file of the build: `<file>.br`, Brotli at its
 * highest quality, which every browser the portal supports asks for over HTTPS, about 13 % smaller
 * than gzip (`/login/` 116.8 KB against 134.5 KB), and what the size budget counts
 * (tooling/budgets); and `<file>.gz`, gzip -9, for a client that does not take Brotli. nginx sends
 * the twin the browser accepts as it is (`brotli_static` and `gzip_static`, tooling/nginx), so the
 * server does not compress on every request. The `.gz` twin was Zopfli before Brotli was sent:
 * 3 % smaller than gzip -9, for 22 s of CPU on every build (Brotli takes 2.9 s), and `npm test`
 * builds the portal.
 * Runs once the whole app is built (`buildApp`, last): after the pages are prerendered, and not
 * on the prerender's own server bundle.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'portal:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.environments.client?.build.outDir ?? config.build.outDir);
    },
    buildApp: {
      order: 'post',
      async handler() {
        await compressDirectory(outDir);
      },
    },
  };
}

async function compressDirectory(outDir: string): Promise<void> {
  const files = await compressibleFiles(outDir);
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      const params = {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      };
      await Promise.all([
        writeFile(`${file}.gz`, await gzipAsync(content, { level: constants.Z_BEST_COMPRESSION })),
        writeFile(`${file}.br`, await brotli(content, { params })),
      ]);
    }),
  );
}

async function compressibleFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true });
  const files = entries.filter((entry) => COMPRESSIBLE.test(entry)).map((entry) => join(directory, entry));
  const sizes = await Promise.all(files.map(async (file) => (await stat(file)).size));
  return files.filter((_, index) => (sizes[index] ?? 0) >= MIN_BYTES);
}
