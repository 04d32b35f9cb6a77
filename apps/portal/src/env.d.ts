import type { ReportsConfig, ServiceConfig } from '@portal/api-client';
import type { ErrorEntry } from './reports/reporter';

declare global {
  /** Inlined at build time from config/services.mjs. */
  const __SERVICE_CONFIG__: ServiceConfig;
  /** In the build's server bundle only: how a chunk names its module as it first runs (config/prerender.ts). */
  var __portalChunkModule: ((module: string) => void) | undefined;
  /** The build's reports collector (its `reports`), or null: reporting off (vite.config.ts). */
  const __REPORTS_CONFIG__: ReportsConfig | null;
  /** The build's version, named in its error and vital reports (vite.config.ts). */
  const __PORTAL_VERSION__: string;
  /** Where errors go: the prelude's buffer (public/reports-prelude.js) until the reporter takes over. */
  var __portalErrors: { push: (entry: ErrorEntry) => unknown; queue?: ErrorEntry[] } | undefined;
}
