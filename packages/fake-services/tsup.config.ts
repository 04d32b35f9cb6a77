import { libraryConfig } from '@portal/tsup-config';
import { defineConfig } from 'tsup';

// Two builds into one dist: `index` stays browser-safe (Storybook's msw worker loads it), while
// `server`, `cli`, `vitest` (the packages' unit-test setup) and `check-answers` (a recording of
// the real services against the contract) target Node. The browser build
// cleans dist except the Node build's files.
export default defineConfig([
  libraryConfig({
    entry: ['src/index.ts'],
    platform: 'browser',
    clean: [
      '!server.js',
      '!server.js.map',
      '!cli.js',
      '!cli.js.map',
      '!vitest.js',
      '!vitest.js.map',
      '!check-answers.js',
      '!check-answers.js.map',
    ],
  }),
  libraryConfig({
    entry: ['src/server.ts', 'src/cli.ts', 'src/vitest.ts', 'src/check-answers.ts'],
    platform: 'node',
    target: 'node20',
    splitting: false,
    clean: false,
  }),
]);
