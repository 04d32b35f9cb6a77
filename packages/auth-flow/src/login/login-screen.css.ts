import { mediumUp, vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'grid',
  // minmax(0, …): a column never grows past the screen for a wide child (320 px phones).
  gridTemplateColumns: 'minmax(0, 1fr)',
  minHeight: '100vh',
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  '@media': {
    [mediumUp]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
  },
});

/** The carousel panel: only on medium and larger screens (docs/product.md#password-and-code). */
export const showcase = style({
  display: 'none',
  '@media': {
    [mediumUp]: {
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'center',
      padding: vars.space.xxl,
      backgroundColor: vars.color.primary,
      color: vars.color.textOnDark,
    },
  },
});

export const slide = style({
  margin: 0,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  fontSize: vars.fontSize.title,
  fontWeight: vars.fontWeight.medium,
  lineHeight: 1.25,
  textAlign: 'center',
  color: vars.color.textOnDark,
});

export const providers = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const stepText = style({
  margin: 0,
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const countdown = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.bold,
});

export const links = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.small,
});

export const link = style({
  color: vars.color.accent,
  textDecoration: 'underline',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const lockBox = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderLeft: `4px solid ${vars.color.warning}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.warningSurface,
  color: vars.color.text,
});

export const lockTitle = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.warning,
});

export const lockText = style({
  margin: 0,
});
