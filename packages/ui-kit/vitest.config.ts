import { libraryTestConfig } from '@portal/vitest-config';
import { defineConfig, mergeConfig } from 'vitest/config';

export default defineConfig(
  mergeConfig(libraryTestConfig(), {
    // Styles are applied in jsdom, so tests can check placement (the bottom-left toasts).
    test: { css: true },
  }),
);
