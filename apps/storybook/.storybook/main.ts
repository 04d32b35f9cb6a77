import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';

// `pnpm --filter <package> storybook` (tooling/scripts/storybook.mjs) names one package: only its
// stories are shown. Without it, every package's.
const only = process.env.PORTAL_STORIES;
const stories = only
  ? [`../../../packages/${only}/src/**/*.stories.@(ts|tsx)`]
  : ['../../../packages/*/src/**/*.stories.@(ts|tsx)', '../../portal/src/**/*.stories.@(ts|tsx)'];

const config: StorybookConfig = {
  stories,
  framework: { name: '@storybook/react-vite', options: {} },
  // The machines have no network beyond the package registry: telemetry would only wait.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  staticDirs: ['../public'],
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { plugins: [vanillaExtractPlugin()] }),
};

export default config;
