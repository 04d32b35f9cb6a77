import { libraryConfig } from '@portal/tsup-config';
import { defineConfig } from 'tsup';

// Two builds into one dist: `index` stays browser-safe (Storybook's msw worker loads it), while
// `server` and `cli` target Node. The browser build cleans dist except the Node build's files.
export default defineConfig([
  libraryConfig({
    entry: ['src/index.ts'],
    platform: 'browser',
    clean: ['!server.js', '!server.js.map', '!cli.js', '!cli.js.map'],
  }),
  libraryConfig({
    entry: ['src/server.ts', 'src/cli.ts'],
    platform: 'node',
    target: 'node20',
    splitting: false,
    clean: false,
  }),
]);
