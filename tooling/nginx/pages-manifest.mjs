// The portal's build as this package reads it: its pages manifest, which names every page with
// the pattern of the paths it answers and its HTML file, and the services the build was made with
// (its whole shape is documented where the build writes it, apps/portal/config/pages-manifest.ts,
// which takes the manifest's place in the build from here). The budgets read it here too.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The build read unless told another. */
export const DEFAULT_DIST = join(repoRoot, 'apps/portal/dist');

/**
 * Where a build keeps its pages manifest, inside its pages' directory: nginx answers nothing
 * there but through each page's own location, so the manifest is never served.
 */
export const PAGES_MANIFEST = 'pages/manifest.json';

/** The pages manifest of the build in `dist`; a clear error when there is none. */
export function readPagesManifest(dist = DEFAULT_DIST) {
  const file = join(dist, PAGES_MANIFEST);
  if (!existsSync(file)) {
    throw new Error(`${file} does not exist: build the portal first (npm run pnpm -- turbo run build --filter @portal/app)`);
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}
