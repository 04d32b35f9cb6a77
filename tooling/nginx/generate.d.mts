import type { ServiceConfig } from '@portal/api-client';
import type { Page } from '@portal/app/pages';

export declare const RETIRED_WORKER: string;
export declare function assertDeployable(services: ServiceConfig, options?: { localPreview?: boolean }): void;
export declare function assetHeaders(): Record<string, string>;
export declare function securityHeaders(services: ServiceConfig, options?: { referrer?: string }): Record<string, string>;
export declare function pageLocations(pages: Page[], services: ServiceConfig, indent?: string): string;
export declare function serverBody(services: ServiceConfig, root: string, pages?: Page[]): string;
export declare function productionConfig(
  services: ServiceConfig,
  options?: { root?: string; serverName?: string; certificate?: string; key?: string; localPreview?: boolean },
): string;
export declare function localConfig(
  services: ServiceConfig,
  options: { prefix: string; root: string; port?: number; host?: string; logs?: string; localPreview?: boolean },
): string;
export declare function writeLocalConfig(
  services: ServiceConfig,
  options: { prefix: string; root: string; port?: number; host?: string; logs?: string; localPreview?: boolean },
): string;
export declare function loadServices(): Promise<ServiceConfig>;
