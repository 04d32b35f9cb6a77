import type { BuildServices } from './pages-manifest.mjs';

export declare function assertDeployable(services: BuildServices, options?: { localPreview?: boolean }): void;
export declare function assetHeaders(): Record<string, string>;
export declare function securityHeaders(services: BuildServices, options?: { referrer?: string }): Record<string, string>;
