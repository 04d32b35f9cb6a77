import type { ViteUserConfig as UserConfig } from 'vitest/config';
export declare function libraryTestConfig(options?: {
  environment?: 'jsdom' | 'node';
  setupFiles?: string[];
  include?: string[];
  /** false: the package's test files share a worker and the workspace's modules. */
  isolate?: boolean;
}): UserConfig;
