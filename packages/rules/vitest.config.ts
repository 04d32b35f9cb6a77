import { libraryTestConfig } from '@portal/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig(libraryTestConfig({ environment: 'node' }));
