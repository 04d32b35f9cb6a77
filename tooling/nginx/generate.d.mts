import type { ServiceConfig } from '@portal/api-client';

/**
 * What the generator reads of a build's pages manifest (`dist/pages/manifest.json`); the file's
 * whole shape is documented where the build writes it, apps/portal/config/pages-manifest.ts.
 */
export interface Build {
  shell: { file: string };
  pagesDir: string;
  pages: BuildPage[];
  services: BuildServices;
}

export interface BuildPage {
  route: string;
  /** The paths the page answers, as a regular expression matched without regard to case. */
  pattern: string;
  file: string;
  render: string;
  notFound: boolean;
  noReferrer: boolean;
}

export interface BuildServices {
  config: ServiceConfig;
  /** Why the services cannot serve residents; empty when they can. */
  problems: string[];
}

interface LocalOptions {
  prefix: string;
  root: string;
  port?: number;
  host?: string;
  logs?: string;
  localPreview?: boolean;
  tls?: { certificate: string; key: string };
}

export declare const RETIRED_WORKER: string;
export declare const DEFAULT_DIST: string;
export declare const PAGES_MANIFEST: string;
export declare function readPagesManifest(dist?: string): Build;
export declare function assertDeployable(services: BuildServices, options?: { localPreview?: boolean }): void;
export declare function assetHeaders(): Record<string, string>;
export declare function securityHeaders(services: BuildServices, options?: { referrer?: string }): Record<string, string>;
export declare function pageLocations(pages: BuildPage[], services: BuildServices, indent?: string): string;
export declare function serverBody(build: Build, root: string): string;
export declare function productionConfig(
  build: Build,
  options?: { root?: string; serverName?: string; certificate?: string; key?: string; localPreview?: boolean },
): string;
export declare function localConfig(build: Build, options: LocalOptions): string;
export declare function writeLocalConfig(build: Build, options: LocalOptions): string;
