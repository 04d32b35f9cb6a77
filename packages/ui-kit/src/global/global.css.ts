import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../theme.css';
import { KANIT_ATTRIBUTE } from './kanit-attribute';
import { kanitStack } from './kanit-fallback.css';

// Kanit once the page works (`useKanit`): before, text is drawn in the fallback shaped to its
// measures, and the browser does not ask for the font files at all.
globalStyle(`:root[${KANIT_ATTRIBUTE}]`, {
  vars: { [vars.font.body]: kanitStack },
});

globalStyle('*, *::before, *::after', {
  boxSizing: 'border-box',
});

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.regular,
  lineHeight: 1.5,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('button, input, select, textarea', {
  font: 'inherit',
  color: 'inherit',
});

globalStyle('h1, h2, h3, h4', {
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1.2,
});

// What residents type comes back in headings and paragraphs (a name, an address). A long word
// must wrap inside its box, and must not widen a grid or flex parent past a 320 px screen:
// 'anywhere' (unlike 'break-word') also lowers the element's min-content width.
globalStyle('h1, h2, h3, h4, h5, h6, p, dd, dt, legend', {
  overflowWrap: 'anywhere',
});

globalStyle('a', {
  color: vars.color.accent,
});

// Keyboard users must always see where they are: a focus ring with a white inner ring reads on
// light pages and on the dark blue alike.
globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
  boxShadow: '0 0 0 2px #ffffff',
});

globalStyle('[tabindex="-1"]:focus', {
  outline: 'none',
});

globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      // The type lacks `!important`, which is needed to beat component rules.
      scrollBehavior: 'auto !important' as 'auto',
    },
  },
});
