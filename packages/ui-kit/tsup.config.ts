import { libraryConfig } from '@portal/tsup-config';
import { defineConfig } from 'tsup';

export default defineConfig(
  libraryConfig({
    // Kanit's woff2 files (src/global/kanit.css names them in @fontsource) are copied beside
    // dist/index.css and referenced relatively, so `@portal/ui-kit/style.css` carries them.
    noExternal: [/^@fontsource\//],
    loader: { '.woff2': 'file' },
  }),
);
