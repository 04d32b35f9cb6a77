import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Where the build keeps its source maps, beside the published folder and never inside it. */
const SOURCE_MAPS_DIR = 'source-maps';

/**
 * Source maps are for error reporting, not for the public: the build writes them 'hidden' (no
 * sourceMappingURL comment in the bundles) and this moves every `.map` out of the published
 * folder into `source-maps/`, keeping its path, once the whole app is built. A map carries the
 * source of every module, comments included; nginx never sees one.
 *
 * The folder is emptied as the build starts, before any environment is built: it holds the maps
 * of one build only, so `npm run stack` never reads a map an earlier build left (a chunk whose
 * name is no longer written), and a build that fails leaves no maps rather than older ones.
 */
export function keepSourceMapsApart(): Plugin[] {
  let outDir = 'dist';
  let mapsDir = SOURCE_MAPS_DIR;
  return [
    {
      name: 'portal:source-maps-afresh',
      apply: 'build',
      configResolved(config) {
        mapsDir = resolve(config.root, SOURCE_MAPS_DIR);
      },
      // 'pre': before the hook that builds the environments (config/prerender.ts).
      buildApp: {
        order: 'pre',
        async handler() {
          await rm(mapsDir, { recursive: true, force: true });
        },
      },
    },
    {
      name: 'portal:source-maps-apart',
      apply: 'build',
      configResolved(config) {
        outDir = resolve(config.root, config.environments.client?.build.outDir ?? config.build.outDir);
      },
      buildApp: {
        order: 'post',
        async handler() {
          const maps = (await readdir(outDir, { recursive: true })).filter((entry) => entry.endsWith('.map'));
          await Promise.all(
            maps.map(async (entry) => {
              const target = join(mapsDir, entry);
              await mkdir(dirname(target), { recursive: true });
              await rename(join(outDir, entry), target);
            }),
          );
        },
      },
    },
  ];
}
