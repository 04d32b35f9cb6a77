import kanitRegular from '@fontsource/kanit/files/kanit-latin-400-normal.woff2';
import kanitMedium from '@fontsource/kanit/files/kanit-latin-500-normal.woff2';
import kanitBold from '@fontsource/kanit/files/kanit-latin-600-normal.woff2';
import { themeTokens } from '@portal/ui-kit/tokens';
import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';

// Kanit, from the same @fontsource files as the portal: Storybook bundles a manager file's .woff2
// imports as data: URLs, so the frame asks no other host, and no path that depends on where the
// folder is published. The weights the theme uses (tokens' fontWeight).
for (const [weight, url] of [
  [themeTokens.fontWeight.regular, kanitRegular],
  [themeTokens.fontWeight.medium, kanitMedium],
  [themeTokens.fontWeight.bold, kanitBold],
] as const) {
  document.fonts.add(new FontFace('Kanit', `url(${url}) format('woff2')`, { weight, display: 'swap' }));
}

// The portal's name, logo and typeface where Storybook's would be, in the portal's dark blue.
addons.setConfig({
  theme: create({
    base: 'light',
    brandTitle: 'Portal del Vecino · Bahía Blanca',
    // Drawn in main.ts from ui-kit's Logo (brand.ts), which needs Node.
    brandImage: process.env.PORTAL_BRAND_IMAGE,
    fontBase: 'Kanit, Arial, Roboto, system-ui, sans-serif',
    colorSecondary: themeTokens.color.primary,
  }),
});
