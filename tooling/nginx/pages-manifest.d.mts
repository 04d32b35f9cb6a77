import type { ServiceConfig } from '@portal/api-client';

/**
 * What this package reads of a build's pages manifest (`dist/pages/manifest.json`); the file's
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
  /** Where reports go, or null when the build has no collector. */
  reportsEndpoint: string | null;
}

export declare const DEFAULT_DIST: string;
export declare const PAGES_MANIFEST: string;
export declare function readPagesManifest(dist?: string): Build;
