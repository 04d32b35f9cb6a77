/**
 * The dark-blue theme's values (docs/product.md#who-and-what): `theme.css.ts` writes them onto the
 * contract's variables, and Storybook's foundations pages draw them, so what a designer reads is
 * what the portal paints. Plain values with no styles attached, so Node can read them too. The
 * font stack is left out: it is built from Kanit's metrics in `theme.css.ts`. A contract variable
 * without its value here fails the typecheck there; a colour without its variable fails
 * Storybook's browser test, which compares the colours page with the contract.
 */
export const themeTokens = {
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
};

/**
 * The widths, in CSS pixels, the layout is drawn for: a phone (the narrowest the portal is
 * laid out for), `medium` where it turns to two columns and the side navigation (`mediumUp`), and
 * a desktop. Storybook's toolbar viewports are these.
 */
export const breakpoints = {
  phone: 360,
  medium: 768,
  desktop: 1280,
} as const;
