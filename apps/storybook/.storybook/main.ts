import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';
import { brandImage } from './brand';

// `pnpm --filter <package> storybook` (tooling/scripts/storybook.mjs) names one package: only its
// stories are shown. Without it, the designers' pages (pages/: the start page and the theme's
// foundations) and every package's stories.
const only = process.env.PORTAL_STORIES;
const stories = only
  ? [`../../../packages/${only}/src/**/*.stories.@(ts|tsx)`]
  : ['../pages/**/*.mdx', '../../../packages/*/src/**/*.stories.@(ts|tsx)', '../../portal/src/**/*.stories.@(ts|tsx)'];

const config: StorybookConfig = {
  stories,
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The machines have no network beyond the package registry: telemetry would only wait.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Storybook is for the city's designers: no onboarding for developers new to Storybook, in the
  // sidebar or in the settings menu.
  features: { sidebarOnboardingChecklist: false, menuOnboardingChecklist: false },
  staticDirs: ['../public'],
  // The manager's brand image (manager.ts), drawn here: rendering ui-kit's Logo needs Node.
  env: (env) => ({ ...env, PORTAL_BRAND_IMAGE: brandImage() }),
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { plugins: [vanillaExtractPlugin()] }),
};

export default config;
