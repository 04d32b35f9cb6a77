import { libraryConfig } from '@portal/tsup-config';
import { defineConfig } from 'tsup';

export default defineConfig(libraryConfig({ entry: ['src/index.ts', 'src/server.ts', 'src/cli.ts'], platform: 'neutral' }));
