import { libraryTestConfig } from '@portal/vitest-config';
import { defineConfig, mergeConfig } from 'vitest/config';
import { fakeServices } from './config/services.mjs';

export default mergeConfig(
  defineConfig(
    libraryTestConfig({
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'config/**/*.test.ts'],
    }),
  ),
  defineConfig({
    define: {
      __SERVICE_CONFIG__: JSON.stringify(fakeServices),
      __REPORTS_CONFIG__: JSON.stringify(fakeServices.reports),
      __PORTAL_VERSION__: JSON.stringify('test'),
    },
  }),
);
