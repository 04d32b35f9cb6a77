import { breakpoints } from '@portal/ui-kit/tokens';

/**
 * The toolbar's viewports, drawn from ui-kit's breakpoints so they are the widths the layout
 * changes at: a phone, a tablet at `medium` (two columns, the side navigation) and a desktop.
 * The keys are the ones stories name in `globals` (`@portal/vitest-config/story-play`).
 */
export const viewports = {
  phone: {
    name: `Teléfono (${breakpoints.phone} px)`,
    styles: { width: `${breakpoints.phone}px`, height: '740px' },
    type: 'mobile',
  },
  tablet: {
    name: `Tableta (${breakpoints.medium} px)`,
    styles: { width: `${breakpoints.medium}px`, height: '1024px' },
    type: 'tablet',
  },
  desktop: {
    name: `Escritorio (${breakpoints.desktop} px)`,
    styles: { width: `${breakpoints.desktop}px`, height: '800px' },
    type: 'desktop',
  },
} as const;
