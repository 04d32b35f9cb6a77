import { libraryConfig } from '@portal/tsup-config';
import { defineConfig } from 'tsup';

export default defineConfig(libraryConfig());
