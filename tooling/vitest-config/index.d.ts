import type { ViteUserConfig as UserConfig } from 'vitest/config';
export declare function libraryTestConfig(options?: {
  environment?: 'jsdom' | 'node';
  setupFiles?: string[];
  include?: string[];
  /** false: the package's test files share a worker, each with fresh workspace modules. */
  isolate?: boolean;
}): UserConfig;
