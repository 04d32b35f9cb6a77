import type { UserConfig } from 'vite';
export declare function libraryTestConfig(options?: {
  environment?: 'jsdom' | 'node';
  setupFiles?: string[];
  include?: string[];
}): UserConfig;
