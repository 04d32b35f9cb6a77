import { themeTokens } from '@portal/ui-kit/tokens';
import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';

// The portal's name where Storybook's would be, in the portal's dark blue.
addons.setConfig({
  theme: create({
    base: 'light',
    brandTitle: 'Portal del Vecino · Bahía Blanca',
    colorSecondary: themeTokens.color.primary,
  }),
});
