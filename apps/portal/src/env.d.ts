import type { ServiceConfig } from '@portal/api-client';

declare global {
  /** Inlined at build time from config/services.mjs. */
  const __SERVICE_CONFIG__: ServiceConfig;
}
