import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';
import { fallbackStack } from './global/kanit-fallback.css';

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
  color: {
    background: '#f3f6fb',
    surface: '#ffffff',
    surfaceMuted: '#e8eef8',
    primary: '#0b2d5c',
    primaryHover: '#12417f',
    primaryText: '#ffffff',
    accent: '#1d64c8',
    text: '#14213d',
    textMuted: '#4a5873',
    textOnDark: '#ffffff',
    // 3:1 or more on surface, background and surfaceMuted: input outlines must be seen (WCAG 1.4.11).
    border: '#687892',
    // Drawn with a white inner ring, so it stands out on light pages and on the dark blue alike.
    focus: '#1d4ed8',
    danger: '#b3261e',
    dangerSurface: '#fdecea',
    success: '#1e6b3a',
    successSurface: '#e6f4ea',
    warning: '#8a5300',
    warningSurface: '#fff4e0',
    highlight: '#fff7d6',
  },
  font: {
    // Kanit joins once the page works (global.css.ts, `useKanit`).
    body: fallbackStack,
  },
  fontSize: {
    small: '0.875rem',
    body: '1rem',
    large: '1.125rem',
    heading: '1.5rem',
    title: '2rem',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    bold: '600',
  },
  space: {
    xs: '0.25rem',
    sm: '0.5rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
  },
  radius: {
    sm: '4px',
    md: '8px',
    lg: '16px',
    round: '999px',
  },
  shadow: {
    card: '0 1px 3px rgba(11, 45, 92, 0.12), 0 4px 12px rgba(11, 45, 92, 0.08)',
    overlay: '0 12px 40px rgba(11, 45, 92, 0.3)',
  },
  breakpoint: {
    medium: '768px',
  },
});

/** Media query for "medium and larger screens" (docs/product.md#password-and-code). */
export const mediumUp = 'screen and (min-width: 768px)';
