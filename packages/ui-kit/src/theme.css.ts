import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';
import { fallbackStack } from './global/kanit-fallback.css';
import { breakpoints, themeTokens } from './tokens';

/**
 * The theme contract every package styles against. Feature packages import `vars` from
 * `@portal/ui-kit/theme`, never raw colours, so a new theme changes the whole portal.
 */
export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    surfaceMuted: null,
    primary: null,
    primaryHover: null,
    primaryText: null,
    accent: null,
    text: null,
    textMuted: null,
    textOnDark: null,
    border: null,
    focus: null,
    danger: null,
    dangerSurface: null,
    success: null,
    successSurface: null,
    warning: null,
    warningSurface: null,
    highlight: null,
  },
  font: {
    body: null,
  },
  fontSize: {
    small: null,
    body: null,
    large: null,
    heading: null,
    title: null,
  },
  fontWeight: {
    regular: null,
    medium: null,
    bold: null,
  },
  space: {
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
  },
  radius: {
    sm: null,
    md: null,
    lg: null,
    round: null,
  },
  shadow: {
    card: null,
    overlay: null,
  },
  breakpoint: {
    medium: null,
  },
});

/** The dark-blue theme of the city portal (docs/product.md#who-and-what), applied to the whole document. */
createGlobalTheme(':root', vars, {
  ...themeTokens,
  font: {
    // Kanit joins once the page works (global.css.ts, `useKanit`).
    body: fallbackStack,
  },
  breakpoint: {
    medium: `${breakpoints.medium}px`,
  },
});

/** Media query for "medium and larger screens" (docs/product.md#password-and-code). */
export const mediumUp = `screen and (min-width: ${breakpoints.medium}px)`;
