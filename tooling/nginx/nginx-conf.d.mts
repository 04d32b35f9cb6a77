import type { Build } from './pages-manifest.mjs';

interface LocalOptions {
  prefix: string;
  root: string;
  port?: number;
  host?: string;
  logs?: string;
  localPreview?: boolean;
  tls?: { certificate: string; key: string };
}

export declare function productionConfig(
  build: Build,
  options?: { root?: string; serverName?: string; certificate?: string; key?: string; localPreview?: boolean },
): string;
export declare function localConfig(build: Build, options: LocalOptions): string;
export declare function writeLocalConfig(build: Build, options: LocalOptions): string;
