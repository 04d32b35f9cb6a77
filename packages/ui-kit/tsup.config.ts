import { libraryConfig } from '@portal/tsup-config';
import { defineConfig } from 'tsup';

export default defineConfig(
  libraryConfig({
    // Kanit is bundled into dist/index.css (not left as a bare import of a dependency) and its
    // files copied beside it, referenced relatively, so `@portal/ui-kit/style.css` carries them.
    noExternal: [/^@fontsource\//],
    loader: { '.woff2': 'file', '.woff': 'file' },
  }),
);
