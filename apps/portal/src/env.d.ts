import type { ServiceConfig } from '@portal/api-client';

declare global {
  /** Inlined at build time from config/services.mjs. */
  const __SERVICE_CONFIG__: ServiceConfig;
  /** In the build's server bundle only: how a chunk names its module as it first runs (config/prerender.ts). */
  var __portalChunkModule: ((module: string) => void) | undefined;
}
