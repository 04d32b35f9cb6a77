import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { gzipAsync } from '@gfx/zopfli';
import type { Plugin } from 'vite';

/** What nginx compresses (its gzip_types): scripts, styles, the page, SVG. */
const COMPRESSIBLE = /\.(js|css|html|svg)$/;
/** nginx's gzip_min_length: smaller answers are sent as they are. */
const MIN_BYTES = 256;

/**
 * Writes `<file>.gz` next to every compressible file of the build, compressed with Zopfli: a
 * gzip stream any browser reads, about 3 % smaller than gzip -9. nginx sends it as it is
 * (`gzip_static on`, tooling/nginx), so the server does not compress on every request and the
 * resident downloads fewer bytes. The size budget counts these files (tooling/budgets).
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
      await writeFile(`${file}.gz`, await gzipAsync(content, { numiterations: 15 }));
    }),
  );
}

async function compressibleFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true });
  const files = entries.filter((entry) => COMPRESSIBLE.test(entry)).map((entry) => join(directory, entry));
  const sizes = await Promise.all(files.map(async (file) => (await stat(file)).size));
  return files.filter((_, index) => (sizes[index] ?? 0) >= MIN_BYTES);
}
