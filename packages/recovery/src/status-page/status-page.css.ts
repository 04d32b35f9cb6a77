import { mediumUp, vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

/** One centred column on the portal's background (a copy of auth-flow's: the packages never import each other). */
export const page = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'flex-start',
  minHeight: '100vh',
  padding: `${vars.space.lg} ${vars.space.md}`,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  '@media': {
    [mediumUp]: { alignItems: 'center', padding: vars.space.xxl },
  },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  // minWidth 0: never wider than a 320 px phone for a long word or address.
  minWidth: 0,
  maxWidth: '28rem',
  overflowWrap: 'anywhere',
});

export const logos = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.heading,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
});

export const text = style({
  margin: 0,
});

export const busy = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xl,
});

export const link = style({
  color: vars.color.accent,
  textDecoration: 'underline',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
